CREATE TABLE "insider_disclosures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"volume" bigint NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	CONSTRAINT "insider_disclosures_volume_check" CHECK ("insider_disclosures"."volume" > 0),
	CONSTRAINT "insider_disclosures_side_check" CHECK ("insider_disclosures"."side" in ('B', 'S'))
);
--> statement-breakpoint
CREATE INDEX "insider_disclosures_user_symbol_idx" ON "insider_disclosures" USING btree ("user_id","symbol");