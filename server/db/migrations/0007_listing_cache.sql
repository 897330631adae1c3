CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "plans_listing_idx" ON "plans" USING btree ("category","sort","id") WHERE "plans"."active" AND NOT "plans"."is_membership";--> statement-breakpoint
CREATE INDEX "plan_pricing_band_idx" ON "plan_pricing" USING btree ("plan_id","age_min","age_max");--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('catalogue_version', v::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plans_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "plan_pricing_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_pricing" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "portal_plans_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "portal_plans" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "bundle_members_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "carriers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
