CREATE TABLE "conditional_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"user_id" text NOT NULL,
	"ref_id" text NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" jsonb,
	"condition" jsonb NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"status" text NOT NULL,
	"filled" integer NOT NULL,
	"fired_leg" text,
	"parent_id" text,
	"reason" text,
	"children" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "conditional_orders_filled_check" CHECK ("conditional_orders"."filled" >= 0 and "conditional_orders"."filled" <= "conditional_orders"."quantity")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conditional_orders_ref_idx" ON "conditional_orders" USING btree ("account","ref_id");--> statement-breakpoint
CREATE INDEX "conditional_orders_account_idx" ON "conditional_orders" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "conditional_orders_live_idx" ON "conditional_orders" USING btree ("status") WHERE "conditional_orders"."status" not in ('FILLED', 'PARTIAL_FILLED_CANCEL', 'CANCELED', 'EXPIRED');