ALTER TABLE "carrier_profiles" ADD COLUMN "sftp_approved_destination" text;--> statement-breakpoint
ALTER TABLE "carrier_profiles" ADD COLUMN "sftp_approved_by" text;--> statement-breakpoint
ALTER TABLE "carrier_profiles" ADD COLUMN "sftp_approved_at" timestamp with time zone;