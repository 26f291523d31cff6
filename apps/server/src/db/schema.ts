/**
 * The server's one database schema (PostgreSQL dialect, embedded or real). drizzle-kit turns
 * it into the SQL migrations under `drizzle/`; the app applies them at start.
 *
 * The `customers` table owns the user ids. The first tables (watchlists, settings, layouts,
 * sessions) keep `user_id` as plain text; a later migration can turn each into a foreign key.
 * Times the routes see and compare are epoch milliseconds in `bigint` columns (mode "number":
 * exact below 2^53, which covers any date we store); bookkeeping times (created, updated, the
 * audit log's) are `timestamptz`.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  AccountType,
  AuditAction,
  AuditDetail,
  AuthenType,
  CardStatus,
  OtpKind,
  TwoFactorFlag,
} from "./stores";

export const watchlists = pgTable(
  "watchlists",
  {
    /** Server-generated (a random UUID), the wire's `Id`. */
    id: text("id").primaryKey(),
    /** Insertion order: lists are shown in creation order, which two lists made in the same
     * millisecond would not settle by `created_at` alone. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    /** Symbols in board order, without duplicates. */
    symbols: text("symbols")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("watchlists_user_id_seq_idx").on(table.userId, table.seq)],
);

export const userSettings = pgTable(
  "user_settings",
  {
    userId: text("user_id").notNull(),
    /** The wire's SettingKey: "stock", "derivative" or "priceBoard". */
    settingKey: text("setting_key").notNull(),
    /** JSON text, kept as the client sent it. */
    settings: text("settings").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.settingKey] })],
);

export const chartLayouts = pgTable("chart_layouts", {
  /** One saved layout per user: the last one wins. */
  userId: text("user_id").primaryKey(),
  symbol: text("symbol").notNull(),
  resolution: text("resolution").notNull(),
  content: text("content").notNull(),
  savedAt: bigint("saved_at", { mode: "number" }).notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** Hex SHA-256 of the session id: a leaked table hands out no live session. */
    sidHash: text("sid_hash").primaryKey(),
    userId: text("user_id").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt)],
);

/**
 * Customers: who may log in, with what, and what the login answer tells the browser
 * (accounts-session §3 "Login response data"). User ids are kept as given (account-like codes,
 * e.g. "058C000001") and are unique without regard to case: every lookup compares lower-cased.
 * Secrets are stored only as self-describing scrypt hashes (credentials/password-hash); the TOTP
 * secret is the one exception the algorithm needs in the clear (production would encrypt it
 * with a key kept outside the database).
 */
export const customers = pgTable(
  "customers",
  {
    userId: text("user_id").primaryKey(),
    name: text("name").notNull(),
    /** scrypt of the client's password digest (credentials/client-password). */
    passwordHash: text("password_hash").notNull(),
    /** scrypt of the trading PIN. */
    pinHash: text("pin_hash").notNull(),
    /** "O" SMS OTP, "T" smart OTP (TOTP). */
    authenType: text("authen_type").$type<AuthenType>().notNull(),
    /** Whether login asks for an OTP (answers rc -9998 first). */
    otpAtLogin: boolean("otp_at_login").notNull().default(false),
    /** The wire's login2faFlag: "1" once two-factor is set up, "0" before (the smart-OTP guide shows). */
    login2faFlag: text("login_2fa_flag").$type<TwoFactorFlag>().notNull().default("0"),
    /** Base32 TOTP secret; null until enrolled. */
    totpSecret: text("totp_secret"),
    /** The last TOTP time step accepted, so a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    phone: text("phone").notNull().default(""),
    /** Last day the password is valid; null when it never expires. */
    passwordExpiresOn: date("password_expires_on", { mode: "string" }),
    /** The wire's iFlag: the next login must change the password first. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** The account info's C_IS_CARD_CLEAR: "2" blocks trading until the national ID is updated. */
    cardStatus: text("card_status").$type<CardStatus>().notNull().default("0"),
    /** Symbols the customer is an insider of (disclosure rules apply to their orders). */
    insiderSymbols: text("insider_symbols")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Follows an expert's portfolio: may not place orders (code 95001). */
    expertFollow: boolean("expert_follow").notNull().default(false),
    /** One of the customer's trading accounts (the store checks), or null. */
    defaultAccount: text("default_account"),
    /** HIDE_CONFIRM_ORDER: the stock order confirmation screen is skipped. */
    hideConfirmOrder: boolean("hide_confirm_order").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("customers_user_id_lower_idx").on(sql`lower(${table.userId})`),
    check("customers_authen_type_check", sql`${table.authenType} in ('O', 'T')`),
    check("customers_login_2fa_flag_check", sql`${table.login2faFlag} in ('0', '1')`),
    check("customers_card_status_check", sql`${table.cardStatus} in ('0', '1', '2')`),
  ],
);

/**
 * Trading accounts, several per customer. The type is the code's last digit (accounts-session
 * §1): "1" cash, "3" and "6" margin, "8" derivatives; the check keeps the two from disagreeing.
 */
export const tradingAccounts = pgTable(
  "trading_accounts",
  {
    accountCode: text("account_code").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => customers.userId),
    name: text("name").notNull(),
    type: text("type").$type<AccountType>().notNull(),
    /** Web-trade function codes (ListFuncWebtrade): "B" and "S" allow the two sides. */
    functions: text("functions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trading_accounts_user_id_idx").on(table.userId, table.accountCode),
    check(
      "trading_accounts_type_check",
      sql`${table.type} in ('1', '3', '6', '8') and right(${table.accountCode}, 1) = ${table.type}`,
    ),
  ],
);

/**
 * Failure counters for progressive lockout, one row per (kind, key): e.g. kind "login" keyed by
 * user id, "login-address" by client address, "otp" and "pin" by user id. The policy (how many
 * failures lock for how long) belongs to the routes; the table only counts and remembers.
 */
export const loginGuards = pgTable(
  "login_guards",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull().default(0),
    /** Epoch ms; null when not locked. */
    lockedUntil: bigint("locked_until", { mode: "number" }),
    /** Epoch ms; null when the row holds only a lock. */
    lastFailureAt: bigint("last_failure_at", { mode: "number" }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    index("login_guards_last_failure_at_idx").on(table.lastFailureAt),
  ],
);

/**
 * One-time-password challenges: an SMS code sent (kept as a salted SHA-256 only) or a smart-OTP
 * step awaited. Attempts are counted per challenge; a challenge is consumed once.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => customers.userId),
    kind: text("kind").$type<OtpKind>().notNull(),
    /** "sha256$salt$hash" of the SMS code; null for a TOTP challenge. */
    codeHash: text("code_hash"),
    /** Epoch ms, like the other times here. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    consumedAt: bigint("consumed_at", { mode: "number" }),
  },
  (table) => [
    index("otp_challenges_user_kind_idx").on(table.userId, table.kind, table.createdAt),
    check("otp_challenges_kind_check", sql`${table.kind} in ('sms', 'totp')`),
  ],
);

/**
 * What happened, append-only: logins, password changes, PIN failures, order actions. A trigger
 * (migration 0002) refuses UPDATE, DELETE and TRUNCATE. Never a password, PIN, OTP or session id.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Null when the user is unknown (a login with an unknown id). */
    userId: text("user_id"),
    action: text("action").$type<AuditAction>().notNull(),
    /** The client's address, as the app sees it. */
    ip: text("ip"),
    detail: jsonb("detail").$type<AuditDetail>().notNull().default({}),
  },
  (table) => [index("audit_log_user_id_idx").on(table.userId, table.id)],
);
