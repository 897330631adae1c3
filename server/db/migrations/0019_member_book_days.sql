-- Issue 27, completion in one statement: a book's birth day's version row (a completion adds its person
-- only if it raises the version it read), and the (rep, birth date) index the completion's look-up scans.
CREATE TABLE "member_book_days" (
	"day" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "members_agent_dob_idx" ON "members" USING btree ("agent_id","dob");
