/**
 * The broker's orders, fills and ledger on the database. The order desk writes one batch per
 * group commit — new postings, the balances they moved (absolute amounts), the orders that
 * changed, new fills and the exchange cursor — inside one transaction, so a batch lands whole or
 * not at all; at start it loads what it works on in memory.
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, ne, sql } from "drizzle-orm";
import type { IsoDate, Side } from "@bangia/market";
import {
  brokerFills,
  brokerOrders,
  ledgerBalances,
  ledgerCursor,
  ledgerInstructions,
  insiderDisclosures,
  ledgerPostings,
} from "../db/ledger-schema";
import { auditRow } from "../db/audit-log-store";
import { auditLog } from "../db/schema";
import type { SqlDatabase } from "../db/sql-database";
import type { AuditEntry } from "../db/stores";
import type { BalanceRow, Bucket, Posting, PostingKind } from "./ledger/posting";
import type { Fill } from "./orders/apply-report";
import type { Disclosure } from "./orders/insider-limits";
import type { BrokerOrder, DoneReason, OrderState } from "./orders/broker-order";

export interface StampedPosting extends Posting {
  /** Market-clock epoch ms. */
  readonly time: number;
}

export interface LedgerBatch {
  readonly postings: readonly StampedPosting[];
  readonly balances: readonly BalanceRow[];
  readonly orders: readonly BrokerOrder[];
  readonly fills: readonly Fill[];
  /** The last exchange event applied, when the batch moved it. */
  readonly exchangeSeq: number | null;
  readonly instructions: readonly InstructionOutcome[];
  /** Audit entries of the batch's commands (audit-log-store.ts checks them for secrets). */
  readonly audits?: readonly AuditEntry[];
}

export type InstructionKind = "DEPOSIT" | "WITHDRAW" | "SHARES_IN";

/** A movement asked from outside the order desk (ledger-schema.ts `ledger_instructions`). */
export interface Instruction {
  readonly id: number;
  readonly account: string;
  readonly kind: InstructionKind;
  /** "VND", or the symbol of SHARES_IN. */
  readonly asset: string;
  readonly amount: number;
  readonly unitCost: number;
  readonly note: string;
}

export interface InstructionOutcome {
  readonly id: number;
  readonly appliedAt: number;
  readonly refusal: string | null;
}

export interface LedgerState {
  readonly balances: readonly BalanceRow[];
  /** Orders not done, and every order of the trading days from `since`. */
  readonly orders: readonly BrokerOrder[];
  readonly exchangeSeq: number;
  /** The highest order number given so far (0 when none). */
  readonly lastOrderNo: number;
}

/** Rows per INSERT statement: PostgreSQL takes at most 65,535 parameters in one. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** An order written again takes every column of the new row but its number. */
const ORDER_UPDATE = Object.fromEntries(
  Object.entries(getTableColumns(brokerOrders))
    .filter(([field]) => field !== "orderNo")
    .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
);

export function orderRow(order: BrokerOrder): typeof brokerOrders.$inferInsert {
  return { ...order };
}

function orderOf(row: typeof brokerOrders.$inferSelect): BrokerOrder {
  return {
    ...row,
    board: row.board as BrokerOrder["board"],
    side: row.side as BrokerOrder["side"],
    priceType: row.priceType as BrokerOrder["priceType"],
    state: row.state as OrderState,
    doneReason: row.doneReason as DoneReason | null,
    pending: row.pending as BrokerOrder["pending"],
  };
}

export async function writeLedgerBatch(db: SqlDatabase, batch: LedgerBatch): Promise<void> {
  for (const rows of chunks(batch.postings))
    await db.insert(ledgerPostings).values(rows.map((entry) => ({ ...entry })));
  const gone = batch.balances.filter((row) => row.amount === 0);
  const kept = batch.balances.filter((row) => row.amount !== 0);
  for (const rows of chunks(kept))
    await db
      .insert(ledgerBalances)
      .values(rows.map((row) => ({ ...row })))
      .onConflictDoUpdate({
        target: [
          ledgerBalances.account,
          ledgerBalances.asset,
          ledgerBalances.bucket,
          ledgerBalances.settleDate,
        ],
        set: { amount: sql`excluded.amount` },
      });
  for (const row of gone)
    await db
      .delete(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.account, row.account),
          eq(ledgerBalances.asset, row.asset),
          eq(ledgerBalances.bucket, row.bucket),
          eq(ledgerBalances.settleDate, row.settleDate),
        ),
      );
  for (const rows of chunks(batch.orders))
    await db
      .insert(brokerOrders)
      .values(rows.map(orderRow))
      .onConflictDoUpdate({ target: brokerOrders.orderNo, set: ORDER_UPDATE });
  for (const rows of chunks(batch.fills))
    await db.insert(brokerFills).values(rows.map((fill) => ({ ...fill })));
  for (const outcome of batch.instructions)
    await db
      .update(ledgerInstructions)
      .set({ appliedAt: outcome.appliedAt, refusal: outcome.refusal })
      .where(eq(ledgerInstructions.id, outcome.id));
  for (const rows of chunks(batch.audits ?? [])) await db.insert(auditLog).values(rows.map(auditRow));
  if (batch.exchangeSeq !== null)
    await db
      .insert(ledgerCursor)
      .values({ id: 1, exchangeSeq: batch.exchangeSeq })
      .onConflictDoUpdate({ target: ledgerCursor.id, set: { exchangeSeq: batch.exchangeSeq } });
}

export async function loadLedger(db: SqlDatabase, since: IsoDate): Promise<LedgerState> {
  const balances = await db.select().from(ledgerBalances);
  const orders = await db
    .select()
    .from(brokerOrders)
    .where(sql`${brokerOrders.state} <> 'DONE' or ${brokerOrders.tradeDate} >= ${since}`)
    .orderBy(asc(brokerOrders.orderNo));
  const [cursor] = await db.select().from(ledgerCursor).where(eq(ledgerCursor.id, 1));
  const [last] = await db
    .select({ orderNo: brokerOrders.orderNo })
    .from(brokerOrders)
    .orderBy(desc(brokerOrders.orderNo))
    .limit(1);
  return {
    balances: balances.map((row) => ({ ...row, bucket: row.bucket as Bucket })),
    orders: orders.map(orderOf),
    exchangeSeq: cursor?.exchangeSeq ?? 0,
    lastOrderNo: last?.orderNo ?? 0,
  };
}

/** An account's orders of a past trading day, by order number. */
export async function ordersOfDay(
  db: SqlDatabase,
  account: string,
  tradeDate: IsoDate,
): Promise<BrokerOrder[]> {
  const rows = await db
    .select()
    .from(brokerOrders)
    .where(and(eq(brokerOrders.account, account), eq(brokerOrders.tradeDate, tradeDate)))
    .orderBy(asc(brokerOrders.orderNo));
  return rows.map(orderOf);
}

/**
 * Shares a customer planned in `symbol` on the days from `from` up to (not including) `before`:
 * the matched volume of every order, and the open volume of those not done (insider limits).
 */
export async function plannedVolume(
  db: SqlDatabase,
  userId: string,
  symbol: string,
  from: IsoDate,
  before: IsoDate,
  side?: Side,
): Promise<number> {
  const [row] = await db
    .select({
      volume: sql<string>`coalesce(sum(${brokerOrders.matched} + case when ${brokerOrders.state} = 'DONE' then 0 else ${brokerOrders.volume} - ${brokerOrders.matched} end), 0)`,
    })
    .from(brokerOrders)
    .where(
      and(
        eq(brokerOrders.userId, userId),
        eq(brokerOrders.symbol, symbol),
        gte(brokerOrders.tradeDate, from),
        sql`${brokerOrders.tradeDate} < ${before}`,
        side === undefined ? undefined : eq(brokerOrders.side, side),
      ),
    );
  return Number(row?.volume ?? 0);
}

/** A customer's disclosed trades in `symbol`. */
export async function disclosuresOf(db: SqlDatabase, userId: string, symbol: string): Promise<Disclosure[]> {
  const rows = await db
    .select()
    .from(insiderDisclosures)
    .where(and(eq(insiderDisclosures.userId, userId), eq(insiderDisclosures.symbol, symbol)));
  return rows.map((row) => ({ ...row, side: row.side as Side }));
}

export async function addDisclosure(
  db: SqlDatabase,
  disclosure: Disclosure & { readonly userId: string; readonly symbol: string },
): Promise<number> {
  const [row] = await db
    .insert(insiderDisclosures)
    .values(disclosure)
    .returning({ id: insiderDisclosures.id });
  if (row === undefined) throw new Error("the disclosure was not written");
  return row.id;
}

export async function fillsOf(db: SqlDatabase, orderNos: readonly number[]): Promise<Fill[]> {
  if (orderNos.length === 0) return [];
  const rows = await db
    .select()
    .from(brokerFills)
    .where(inArray(brokerFills.orderNo, [...orderNos]))
    .orderBy(asc(brokerFills.seq));
  return rows;
}

/** Every posting (of one account, or all): the journal a reconciliation recomputes balances from. */
export async function readPostings(db: SqlDatabase, account?: string): Promise<StampedPosting[]> {
  const rows = await db
    .select()
    .from(ledgerPostings)
    .where(account === undefined ? gte(ledgerPostings.id, 0) : eq(ledgerPostings.account, account))
    .orderBy(asc(ledgerPostings.id));
  return rows.map(({ id: _id, ...row }) => ({
    ...row,
    bucket: row.bucket as Bucket,
    kind: row.kind as PostingKind,
  }));
}

/** Balances as stored, for reconciliation. */
export async function readBalances(db: SqlDatabase): Promise<BalanceRow[]> {
  const rows = await db.select().from(ledgerBalances).where(ne(ledgerBalances.amount, 0));
  return rows.map((row) => ({ ...row, bucket: row.bucket as Bucket }));
}

/** Asks the order desk to move money or shares in or out; it applies it in its sequence. */
export async function addInstruction(db: SqlDatabase, instruction: Omit<Instruction, "id">): Promise<number> {
  const [row] = await db
    .insert(ledgerInstructions)
    .values({ ...instruction })
    .returning({ id: ledgerInstructions.id });
  if (row === undefined) throw new Error("the instruction was not stored");
  return row.id;
}

/** Instructions not applied yet, oldest first. */
export async function pendingInstructions(db: SqlDatabase, limit = 500): Promise<Instruction[]> {
  const rows = await db
    .select()
    .from(ledgerInstructions)
    .where(sql`${ledgerInstructions.appliedAt} is null`)
    .orderBy(asc(ledgerInstructions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    kind: row.kind as InstructionKind,
    asset: row.asset,
    amount: row.amount,
    unitCost: row.unitCost,
    note: row.note,
  }));
}
