CREATE TABLE "site_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_vn" text NOT NULL,
	"message_en" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"link_url" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_message" text,
	"last_added" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "twin_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_round_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_news_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "site_notices_window_idx" ON "site_notices" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_twin_id_news_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_twin_idx" ON "news" USING btree ("twin_id") WHERE "news"."twin_id" is not null;