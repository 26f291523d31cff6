CREATE TABLE "broker_fills" (
	"order_no" bigint NOT NULL,
	"trade_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"time" bigint NOT NULL,
	"price" bigint NOT NULL,
	"volume" integer NOT NULL,
	"fee" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"realised" bigint NOT NULL,
	CONSTRAINT "broker_fills_order_no_trade_id_pk" PRIMARY KEY("order_no","trade_id")
);
--> statement-breakpoint
CREATE TABLE "broker_orders" (
	"order_no" bigint PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"user_id" text NOT NULL,
	"ref_id" text NOT NULL,
	"symbol" text NOT NULL,
	"board" text NOT NULL,
	"side" text NOT NULL,
	"price_type" text NOT NULL,
	"limit_price" bigint NOT NULL,
	"hold_price" bigint NOT NULL,
	"volume" integer NOT NULL,
	"matched" integer NOT NULL,
	"matched_value" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"state" text NOT NULL,
	"done_reason" text,
	"pending" text,
	"pending_price" bigint,
	"pending_volume" integer,
	"edited" boolean NOT NULL,
	"exchange_order_id" bigint,
	"trade_date" text NOT NULL,
	"advance" boolean NOT NULL,
	"out_room" boolean NOT NULL,
	"placed_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"done_at" bigint,
	"reject_code" text,
	CONSTRAINT "broker_orders_volume_check" CHECK ("broker_orders"."matched" >= 0 and "broker_orders"."matched" <= "broker_orders"."volume")
);
--> statement-breakpoint
CREATE TABLE "ledger_balances" (
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"bucket" text NOT NULL,
	"settle_date" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_balances_account_asset_bucket_settle_date_pk" PRIMARY KEY("account","asset","bucket","settle_date")
);
--> statement-breakpoint
CREATE TABLE "ledger_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"exchange_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_instructions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"applied_at" bigint,
	"refusal" text,
	CONSTRAINT "ledger_instructions_amount_check" CHECK ("ledger_instructions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"bucket" text NOT NULL,
	"settle_date" text NOT NULL,
	"delta" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_no" bigint,
	"time" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "broker_orders_ref_idx" ON "broker_orders" USING btree ("account","ref_id");--> statement-breakpoint
CREATE INDEX "broker_orders_account_day_idx" ON "broker_orders" USING btree ("account","trade_date","order_no");--> statement-breakpoint
CREATE INDEX "broker_orders_open_idx" ON "broker_orders" USING btree ("state") WHERE "broker_orders"."state" <> 'DONE';--> statement-breakpoint
CREATE INDEX "ledger_instructions_pending_idx" ON "ledger_instructions" USING btree ("id") WHERE "ledger_instructions"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","id");