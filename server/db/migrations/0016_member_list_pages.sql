DROP INDEX "members_agent_idx";--> statement-breakpoint
DROP INDEX "members_group_idx";--> statement-breakpoint
CREATE INDEX "members_agent_name_idx" ON "members" USING btree ("agent_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "members_group_name_idx" ON "members" USING btree ("group_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "members_last_name_prefix_idx" ON "members" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_prefix_idx" ON "members" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_email_prefix_idx" ON "members" USING btree (lower("email") text_pattern_ops);