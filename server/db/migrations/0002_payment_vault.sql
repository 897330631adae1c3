CREATE TABLE "payment_vault" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"expiration_month" smallint,
	"expiration_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
