CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"ip" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"authen_type" text NOT NULL,
	"otp_at_login" boolean DEFAULT false NOT NULL,
	"login_2fa_flag" text DEFAULT '0' NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"phone" text DEFAULT '' NOT NULL,
	"password_expires_on" date,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"card_status" text DEFAULT '0' NOT NULL,
	"insider_symbols" text[] DEFAULT '{}'::text[] NOT NULL,
	"expert_follow" boolean DEFAULT false NOT NULL,
	"default_account" text,
	"hide_confirm_order" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_authen_type_check" CHECK ("customers"."authen_type" in ('O', 'T')),
	CONSTRAINT "customers_login_2fa_flag_check" CHECK ("customers"."login_2fa_flag" in ('0', '1')),
	CONSTRAINT "customers_card_status_check" CHECK ("customers"."card_status" in ('0', '1', '2'))
);
--> statement-breakpoint
CREATE TABLE "login_guards" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" bigint,
	"last_failure_at" bigint,
	CONSTRAINT "login_guards_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text,
	"expires_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"consumed_at" bigint,
	CONSTRAINT "otp_challenges_kind_check" CHECK ("otp_challenges"."kind" in ('sms', 'totp'))
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"account_code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_accounts_type_check" CHECK ("trading_accounts"."type" in ('1', '3', '6', '8') and right("trading_accounts"."account_code", 1) = "trading_accounts"."type")
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_user_id_customers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_customers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_id_lower_idx" ON "customers" USING btree (lower("user_id"));--> statement-breakpoint
CREATE INDEX "login_guards_last_failure_at_idx" ON "login_guards" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_user_kind_idx" ON "otp_challenges" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "trading_accounts_user_id_idx" ON "trading_accounts" USING btree ("user_id","account_code");