/**
 * The broker's tables: its customers' normal orders and their fills, the ledger's postings
 * (append-only: the journal of every cash and securities movement) and balances (their
 * projection, kept in the same transaction), and the cursor of the exchange's event stream the
 * ledger has applied. Money and volumes are whole numbers (`bigint`, mode "number": exact below
 * 2^53 VND); times are market-clock epoch milliseconds.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const brokerOrders = pgTable(
  "broker_orders",
  {
    orderNo: bigint("order_no", { mode: "number" }).primaryKey(),
    account: text("account").notNull(),
    userId: text("user_id").notNull(),
    refId: text("ref_id").notNull(),
    symbol: text("symbol").notNull(),
    board: text("board").notNull(),
    side: text("side").notNull(),
    priceType: text("price_type").notNull(),
    limitPrice: bigint("limit_price", { mode: "number" }).notNull(),
    holdPrice: bigint("hold_price", { mode: "number" }).notNull(),
    volume: integer("volume").notNull(),
    matched: integer("matched").notNull(),
    matchedValue: bigint("matched_value", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    state: text("state").notNull(),
    doneReason: text("done_reason"),
    pending: text("pending"),
    /** The terms of an amend sent and not answered yet (its hold is kept until then). */
    pendingPrice: bigint("pending_price", { mode: "number" }),
    pendingVolume: integer("pending_volume"),
    edited: boolean("edited").notNull(),
    exchangeOrderId: bigint("exchange_order_id", { mode: "number" }),
    tradeDate: text("trade_date").notNull(),
    advance: boolean("advance").notNull(),
    outRoom: boolean("out_room").notNull(),
    placedAt: bigint("placed_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
    doneAt: bigint("done_at", { mode: "number" }),
    rejectCode: text("reject_code"),
  },
  (table) => [
    // A retried refId finds the first order: never a second one.
    uniqueIndex("broker_orders_ref_idx").on(table.account, table.refId),
    index("broker_orders_account_day_idx").on(table.account, table.tradeDate, table.orderNo),
    // An insider's planned volume in a symbol over past days (ledger-store.ts plannedVolume): without
    // it each of an insider's orders scanned every order of the table.
    index("broker_orders_user_symbol_day_idx").on(table.userId, table.symbol, table.tradeDate),
    // The orders not done, for the desk's load. Keyed and filtered on columns a working order never
    // changes (done_at is set once, when it is done), so taking it, its acceptance, amends and
    // fills rewrite the row in place (a heap-only update) instead of a new entry in every index.
    index("broker_orders_open_idx")
      .on(table.orderNo)
      .where(sql`${table.doneAt} is null`),
    check("broker_orders_volume_check", sql`${table.matched} >= 0 and ${table.matched} <= ${table.volume}`),
    check("broker_orders_done_check", sql`(${table.state} = 'DONE') = (${table.doneAt} is not null)`),
  ],
);

export const brokerFills = pgTable(
  "broker_fills",
  {
    orderNo: bigint("order_no", { mode: "number" }).notNull(),
    tradeId: bigint("trade_id", { mode: "number" }).notNull(),
    seq: bigint("seq", { mode: "number" }).notNull(),
    time: bigint("time", { mode: "number" }).notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    volume: integer("volume").notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    realised: bigint("realised", { mode: "number" }).notNull(),
  },
  // One row per side of a trade: a replayed report can never fill an order twice.
  (table) => [primaryKey({ columns: [table.orderNo, table.tradeId] })],
);

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    account: text("account").notNull(),
    asset: text("asset").notNull(),
    bucket: text("bucket").notNull(),
    settleDate: text("settle_date").notNull(),
    delta: bigint("delta", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    orderNo: bigint("order_no", { mode: "number" }),
    time: bigint("time", { mode: "number" }).notNull(),
  },
  (table) => [index("ledger_postings_account_idx").on(table.account, table.id)],
);

export const ledgerBalances = pgTable(
  "ledger_balances",
  {
    account: text("account").notNull(),
    asset: text("asset").notNull(),
    bucket: text("bucket").notNull(),
    settleDate: text("settle_date").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.asset, table.bucket, table.settleDate] })],
);

/** One row: the exchange event the ledger applied last. */
export const ledgerCursor = pgTable("ledger_cursor", {
  id: integer("id").primaryKey(),
  exchangeSeq: bigint("exchange_seq", { mode: "number" }).notNull(),
});

/**
 * Money and shares moved in or out from outside the order desk (the admin tool, the demo seed):
 * written here by whoever asks, and applied by the running order desk in its own sequence — so
 * it is never bypassed — which marks each applied in the same transaction as its postings.
 */
export const ledgerInstructions = pgTable(
  "ledger_instructions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    account: text("account").notNull(),
    /** DEPOSIT, WITHDRAW (VND) or SHARES_IN (a symbol's settled shares, at a cost price). */
    kind: text("kind").notNull(),
    asset: text("asset").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** SHARES_IN: the cost basis per share, VND. */
    unitCost: bigint("unit_cost", { mode: "number" }).notNull().default(0),
    note: text("note").notNull().default(""),
    /** Null until applied; then the market-clock time it was applied at. */
    appliedAt: bigint("applied_at", { mode: "number" }),
    /** Why it was not applied (a withdrawal above the free cash), else null. */
    refusal: text("refusal"),
  },
  (table) => [
    index("ledger_instructions_pending_idx")
      .on(table.id)
      .where(sql`${table.appliedAt} is null`),
    check("ledger_instructions_amount_check", sql`${table.amount} > 0`),
  ],
);

/**
 * Insiders' disclosed trades (broker-facts §8, Circular 96/2020 Art. 33): a customer who is an
 * insider of a company declares a planned trade — side, volume, a window of at most 30 days —
 * before trading. Within the window, on that side, its orders may reach the disclosed volume and
 * no more (-8043); outside it, the undisclosed limits hold (-8044). Written by the operator
 * (`npm run admin -- disclose`), read by the order gateway.
 */
export const insiderDisclosures = pgTable(
  "insider_disclosures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    volume: bigint("volume", { mode: "number" }).notNull(),
    /** Exchange dates, YYYY-MM-DD, both included. */
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
  },
  (table) => [
    index("insider_disclosures_user_symbol_idx").on(table.userId, table.symbol),
    check("insider_disclosures_volume_check", sql`${table.volume} > 0`),
    check("insider_disclosures_side_check", sql`${table.side} in ('B', 'S')`),
  ],
);

/**
 * Conditional orders (broker/conditional/): what arms each, its standing, and the orders it sent.
 * Written by the order desk in its batches, beside the orders its children are.
 */
export const conditionalOrders = pgTable(
  "conditional_orders",
  {
    id: text("id").primaryKey(),
    account: text("account").notNull(),
    userId: text("user_id").notNull(),
    /** The client's idempotency key; an armed bracket or leg carries its own id. */
    refId: text("ref_id").notNull(),
    kind: text("kind").notNull(),
    market: text("market").notNull(),
    symbol: text("symbol").notNull(),
    side: text("side").notNull(),
    quantity: integer("quantity").notNull(),
    /** The child's price: an integer in the instrument's unit, a keyword, or null. */
    price: jsonb("price").$type<number | string | null>(),
    /** What arms it (conditional-order.ts `Condition`); a trailing stop's best price moves here. */
    condition: jsonb("condition").notNull(),
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    status: text("status").notNull(),
    filled: integer("filled").notNull(),
    firedLeg: text("fired_leg"),
    parentId: text("parent_id"),
    reason: text("reason"),
    /** Order numbers of the broker orders it sent, oldest first. */
    children: jsonb("children").$type<number[]>().notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("conditional_orders_ref_idx").on(table.account, table.refId),
    index("conditional_orders_account_idx").on(table.account, table.createdAt),
    index("conditional_orders_live_idx")
      .on(table.status)
      .where(sql`${table.status} not in ('FILLED', 'PARTIAL_FILLED_CANCEL', 'CANCELED', 'EXPIRED')`),
    check(
      "conditional_orders_filled_check",
      sql`${table.filled} >= 0 and ${table.filled} <= ${table.quantity}`,
    ),
  ],
);

/**
 * Trailing groups (broker/conditional/trailing-group.ts): the best price shared by the trailing
 * stops of a symbol and side, written once per new high (low) instead of on each stop. An armed
 * trailing stop names its group in its condition; a group merged into another points at it
 * (`merged_into`, always a group merged into nothing), so a stop's best is its group's, or the
 * best of the group its group was merged into. Written by the order desk in its batches.
 */
export const trailingGroups = pgTable("trailing_groups", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  symbol: text("symbol").notNull(),
  side: text("side").notNull(),
  best: bigint("best", { mode: "number" }).notNull(),
  mergedInto: bigint("merged_into", { mode: "number" }),
});
