CREATE TABLE "export_job_chunks" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	CONSTRAINT "export_job_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_job_items" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "export_job_items_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"error" text,
	"file_name" text,
	"bytes" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_job_chunks" ADD CONSTRAINT "export_job_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job_items" ADD CONSTRAINT "export_job_items_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_claim_idx" ON "export_jobs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "export_jobs_scope_idx" ON "export_jobs" USING btree ("scope","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");