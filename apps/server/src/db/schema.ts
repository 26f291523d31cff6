/**
 * The server's one database schema (PostgreSQL dialect, embedded or real). drizzle-kit turns
 * it into the SQL migrations under `drizzle/`; the app applies them at start.
 *
 * `user_id` is plain text everywhere for now: the accounts work will add the users table that
 * owns these ids, and a later migration can turn each `user_id` into a foreign key to it.
 * Times the routes see are epoch milliseconds in `bigint` columns (mode "number": exact below
 * 2^53, which covers any date we store).
 */
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
