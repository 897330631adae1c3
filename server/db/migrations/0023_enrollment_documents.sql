CREATE TABLE "enrollment_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"enrollment_id" text NOT NULL,
	"tab" text NOT NULL,
	"field_name" text NOT NULL,
	"sealed_name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_documents" ADD CONSTRAINT "enrollment_documents_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_documents_field_idx" ON "enrollment_documents" USING btree ("enrollment_id","tab","field_name");