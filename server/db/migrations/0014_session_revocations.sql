CREATE TABLE "session_revocation_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_revocation_version_one_row" CHECK ("session_revocation_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "session_revocations" (
	"subject" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_revocations_keep_idx" ON "session_revocations" USING btree ("keep_until");--> statement-breakpoint
INSERT INTO "session_revocation_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;