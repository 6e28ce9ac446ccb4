ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("kind","created_at");--> statement-breakpoint
-- hand-written: mail_outbox's rows move into the one outbox as kind 'mail' (same ids, states and
-- attempts); a mail already sent keeps no code. The generated DROP TABLE "mail_outbox" comes last,
-- once its rows are read.
INSERT INTO "outbox" ("id", "kind", "support_message_id", "payload", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at")
SELECT
	"id",
	'mail',
	"support_message_id",
	CASE
		WHEN "code" IS NULL THEN jsonb_build_object('to', "to_address", 'subject', "subject", 'text', "text", 'html', "html")
		WHEN "status" = 'sent' THEN jsonb_build_object('to', "to_address", 'subject', replace("subject", "code", '••••'), 'text', replace("text", "code", '••••'), 'html', replace("html", "code", '••••'))
		ELSE jsonb_build_object('to', "to_address", 'subject', "subject", 'text', "text", 'html', "html", 'code', "code")
	END,
	"status",
	"attempts",
	"next_attempt_at",
	"last_error",
	"created_at",
	"sent_at"
FROM "mail_outbox";--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;
