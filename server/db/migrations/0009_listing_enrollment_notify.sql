-- The listing keeps an enrollment's row and its cart's plan ids in process (listing-cache.ts,
-- EnrollmentCartCache): every change of either tells each API process which enrollment to read
-- again (a truncate: all of them, '*').
CREATE OR REPLACE FUNCTION "notify_listing_enrollment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('listing_enrollment', '*');
  ELSIF TG_TABLE_NAME = 'cart_lines' THEN
    PERFORM pg_notify('listing_enrollment', COALESCE(NEW."enrollment_id", OLD."enrollment_id"));
  ELSE
    PERFORM pg_notify('listing_enrollment', OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_lines_listing_enrollment" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION "notify_listing_enrollment"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_listing_enrollment_truncate" AFTER TRUNCATE ON "cart_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_listing_enrollment"();--> statement-breakpoint
CREATE TRIGGER "enrollments_listing_enrollment" AFTER UPDATE OR DELETE ON "enrollments" FOR EACH ROW EXECUTE FUNCTION "notify_listing_enrollment"();--> statement-breakpoint
CREATE TRIGGER "enrollments_listing_enrollment_truncate" AFTER TRUNCATE ON "enrollments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_listing_enrollment"();
