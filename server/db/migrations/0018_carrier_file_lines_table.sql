-- The lines of the files logged before (a failed or held one may still be delivered) move to carrier_file_lines.
INSERT INTO "carrier_file_lines" ("delivery_id", "line_key", "subscriber_id", "person_name", "plan", "status", "content_hash")
SELECT d."id", l->>'key', l->>'subscriberId', l->>'personName', l->>'plan', l->>'status', l->>'contentHash'
FROM "carrier_deliveries" d, jsonb_array_elements(d."lines") l
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "carrier_deliveries" DROP COLUMN "lines";
