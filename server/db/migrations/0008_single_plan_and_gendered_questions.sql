CREATE TABLE "single_plan_categories" (
	"category" text PRIMARY KEY NOT NULL,
	"coverage" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_condition_questions" ADD COLUMN "applies_to_gender" smallint;--> statement-breakpoint
ALTER TABLE "health_condition_questions" ADD CONSTRAINT "health_condition_questions_gender" CHECK ("health_condition_questions"."applies_to_gender" IS NULL OR "health_condition_questions"."applies_to_gender" IN (0, 1));