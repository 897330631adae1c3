CREATE TABLE "carrier_file_chunks" (
	"delivery_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	CONSTRAINT "carrier_file_chunks_delivery_id_seq_pk" PRIMARY KEY("delivery_id","seq")
);
--> statement-breakpoint
CREATE TABLE "carrier_file_lines" (
	"delivery_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"subscriber_id" text NOT NULL,
	"person_name" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "carrier_file_lines_delivery_id_line_key_pk" PRIMARY KEY("delivery_id","line_key")
);
--> statement-breakpoint
ALTER TABLE "carrier_deliveries" ALTER COLUMN "sealed_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_deliveries" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_deliveries" ADD COLUMN "progress_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_deliveries" ADD COLUMN "progress_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carrier_file_chunks" ADD CONSTRAINT "carrier_file_chunks_delivery_id_carrier_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."carrier_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_file_lines" ADD CONSTRAINT "carrier_file_lines_delivery_id_carrier_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."carrier_deliveries"("id") ON DELETE cascade ON UPDATE no action;