CREATE TABLE "draws" (
	"number" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"programs" text DEFAULT '' NOT NULL,
	"invitations" integer NOT NULL,
	"lowest_score" integer NOT NULL,
	"tie_break" text,
	"distribution_as_on" date,
	"distribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "draws_date_idx" ON "draws" USING btree ("date","number");--> statement-breakpoint
CREATE INDEX "draws_category_date_idx" ON "draws" USING btree ("category","date","number");