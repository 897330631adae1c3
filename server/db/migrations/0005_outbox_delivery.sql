-- Rows written before 0005 hold subject, text and html in clear (save-for-later codes among them):
-- SQL cannot seal them (the key is not in the database), so they are dropped. Demo mail only;
-- with SMTP_URL a queued or failed row from before the upgrade is lost too.
DELETE FROM "outbox";--> statement-breakpoint
DROP INDEX "outbox_status_idx";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");