CREATE TABLE "group_contributions" (
	"group_id" integer NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"flat_cents" integer,
	"percent" integer,
	CONSTRAINT "group_contributions_group_id_category_tier_pk" PRIMARY KEY("group_id","category","tier"),
	CONSTRAINT "group_contributions_tier" CHECK ("group_contributions"."tier" IN ('IO', 'IS', 'IC', 'IF')),
	CONSTRAINT "group_contributions_amount" CHECK (("group_contributions"."kind" = 'flat' AND "group_contributions"."flat_cents" IS NOT NULL AND "group_contributions"."flat_cents" >= 0 AND "group_contributions"."percent" IS NULL)
        OR ("group_contributions"."kind" = 'percent' AND "group_contributions"."percent" IS NOT NULL AND "group_contributions"."percent" BETWEEN 0 AND 100 AND "group_contributions"."flat_cents" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "group_payroll" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"pay_frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_payroll_frequency" CHECK ("group_payroll"."pay_frequency" IN ('weekly', 'biweekly', 'semimonthly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "plan_benefits" (
	"plan_id" integer NOT NULL,
	"key" text NOT NULL,
	"num_value" integer,
	"text_value" text,
	"bool_value" boolean,
	CONSTRAINT "plan_benefits_plan_id_key_pk" PRIMARY KEY("plan_id","key"),
	CONSTRAINT "plan_benefits_key" CHECK ("plan_benefits"."key" ~ '^[a-z][a-z0-9_]{0,39}$'),
	CONSTRAINT "plan_benefits_one_value" CHECK (("plan_benefits"."num_value" IS NOT NULL)::int + ("plan_benefits"."text_value" IS NOT NULL)::int + ("plan_benefits"."bool_value" IS NOT NULL)::int <= 1),
	CONSTRAINT "plan_benefits_num_nonneg" CHECK ("plan_benefits"."num_value" IS NULL OR "plan_benefits"."num_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "use_level" text;--> statement-breakpoint
ALTER TABLE "group_contributions" ADD CONSTRAINT "group_contributions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_payroll" ADD CONSTRAINT "group_payroll_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_benefits" ADD CONSTRAINT "plan_benefits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_use_level" CHECK ("enrollments"."use_level" IS NULL OR "enrollments"."use_level" IN ('low', 'medium', 'high'));--> statement-breakpoint
-- Benefits and employer contributions shape the listing's cards (benefit figures, yearly-cost
-- estimates, cost per paycheck): their changes bump the catalogue version like the plans' own.
CREATE TRIGGER "plan_benefits_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_benefits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "group_payroll_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_payroll" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "group_contributions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_contributions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
