ALTER TABLE "enrollment_steps" ADD COLUMN "draft_data" jsonb;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "storefront" text;--> statement-breakpoint
ALTER TABLE "screenshots" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;