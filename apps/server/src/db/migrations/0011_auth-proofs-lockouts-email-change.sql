CREATE TABLE "one_time_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_code_locks" (
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_code_locks_email_purpose_pk" PRIMARY KEY("email","purpose")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "proof_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "proof_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "proof_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "one_time_code_failures_idx" ON "one_time_code_failures" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_proof_idx" ON "one_time_codes" USING btree ("proof_hash") WHERE "one_time_codes"."proof_hash" is not null;