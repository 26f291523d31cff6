/**
 * The broker's orders, fills and ledger on the database. The order desk writes one batch per
 * group commit — new postings, the balances they moved (absolute amounts), the orders that
 * changed, new fills and the exchange cursor — as one statement, so a batch lands whole or not at
 * all; at start it loads what it works on in memory.
 */
import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { IsoDate, Side } from "@bangia/market";
import {
  brokerFills,
  brokerOrders,
  conditionalOrders,
  ledgerBalances,
  ledgerCursor,
  ledgerInstructions,
  insiderDisclosures,
  ledgerPostings,
  trailingGroups,
} from "../db/ledger-schema";
import { auditRow } from "../db/audit-log-store";
import { columnList, fieldsOf, selectJsonRows, takeExcluded } from "../db/json-rows";
import { PreparedStatement } from "../db/prepared-statement";
import { auditLog } from "../db/schema";
import type { SqlDatabase } from "../db/sql-database";
import type { AuditEntry } from "../db/stores";
import type { BalanceRow, Bucket, Posting, PostingKind } from "./ledger/posting";
import type { Fill } from "./orders/apply-report";
import type { Disclosure } from "./orders/insider-limits";
import type { BrokerOrder, DoneReason, OrderState } from "./orders/broker-order";
import { conditionalOrderOf } from "./conditional/conditional-book-store";
import type { ConditionalOrder } from "./conditional/conditional-order";
import { namedGroups, type TrailGroupRow } from "./conditional/trailing-group";

export interface StampedPosting extends Posting {
  /** Market-clock epoch ms. */
  readonly time: number;
}

export interface LedgerBatch {
  readonly postings: readonly StampedPosting[];
  readonly balances: readonly BalanceRow[];
  /** Orders written again (or, in a test, for the first time): upserted by number. */
  readonly orders: readonly BrokerOrder[];
  /**
   * Orders the database has not seen yet: a plain insert, without the upsert's speculative
   * insertion (an order already stored fails the batch).
   */
  readonly placed?: readonly BrokerOrder[];
  readonly fills: readonly Fill[];
  /** The last exchange event applied, when the batch moved it. */
  readonly exchangeSeq: number | null;
  readonly instructions: readonly InstructionOutcome[];
  /** Audit entries of the batch's commands (audit-log-store.ts checks them for secrets). */
  readonly audits?: readonly AuditEntry[];
  /** Conditional orders placed or moved (their whole new row). */
  readonly conditionals?: readonly ConditionalOrder[];
  /** Trailing groups written (their whole new row) and, by id, groups gone. */
  readonly trailGroups?: readonly TrailGroupRow[];
  readonly trailGroupsGone?: readonly number[];
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
  /** Conditional orders not ended, and every one that moved on the trading days from `since`. */
  readonly conditionals: readonly ConditionalOrder[];
  /** The highest conditional order number given so far (0 when none). */
  readonly lastConditionalNo: number;
  /** The trailing groups the armed trailing stops name, and the groups these were merged into. */
  readonly trailGroups: readonly TrailGroupRow[];
}

/** An order written again takes every column of the new row but its number. */
const ORDER_UPDATE = takeExcluded(brokerOrders, "order_no");

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

/** A conditional order written again takes every column of its new row but its id. */
const CONDITIONAL_UPDATE = takeExcluded(conditionalOrders, "id");
const TRAIL_GROUP_UPDATE = takeExcluded(trailingGroups, "id");

/** `insert into table (columns) select … from` the rows of the batch's parameter `rows`. */
function insertJsonRows(table: PgTable, rows: string, leftToDefault: readonly string[] = []): SQL {
  const fields = fieldsOf(table, leftToDefault);
  return sql`insert into ${table} (${columnList(table, fields)}) ${selectJsonRows(table, fields, sql.placeholder(rows))}`;
}

/** The batch's values, each table's rows as one JSON parameter (a type: a prepared statement's values are a record). */
type BatchValues = {
  readonly postings: string;
  readonly kept: string;
  readonly gone: string;
  readonly orders: string;
  readonly placed: string;
  readonly fills: string;
  readonly instructions: string;
  readonly audits: string;
  readonly conditionals: string;
  readonly trailGroups: string;
  readonly trailGroupsGone: string;
  /** The exchange sequence the batch applied through; null leaves the cursor where it is. */
  readonly seq: number | null;
};

/**
 * A batch's writes, each a data-modifying `with` clause reading one parameter. The clauses touch
 * different rows (the balances kept and the balances gone are distinct keys), so their order does
 * not matter.
 */
const LEDGER_WRITES: readonly { readonly value: keyof BatchValues; readonly write: SQL }[] = [
  { value: "postings", write: insertJsonRows(ledgerPostings, "postings", ["id"]) },
  {
    value: "kept",
    write: sql`${insertJsonRows(ledgerBalances, "kept")} on conflict (account, asset, bucket, settle_date) do update set amount = excluded.amount`,
  },
  {
    value: "gone",
    write: sql`delete from ${ledgerBalances} b using (${selectJsonRows(ledgerBalances, ["account", "asset", "bucket", "settleDate"], sql.placeholder("gone"))}) g where (b.account, b.asset, b.bucket, b.settle_date) = (g.account, g.asset, g.bucket, g."settleDate")`,
  },
  {
    value: "orders",
    write: sql`${insertJsonRows(brokerOrders, "orders")} on conflict (order_no) do update set ${ORDER_UPDATE}`,
  },
  { value: "placed", write: insertJsonRows(brokerOrders, "placed") },
  { value: "fills", write: insertJsonRows(brokerFills, "fills") },
  {
    value: "instructions",
    write: sql`update ${ledgerInstructions} i set applied_at = o."appliedAt", refusal = o.refusal from (${selectJsonRows(ledgerInstructions, ["id", "appliedAt", "refusal"], sql.placeholder("instructions"))}) o where i.id = o.id`,
  },
  { value: "audits", write: insertJsonRows(auditLog, "audits", ["id"]) },
  {
    value: "conditionals",
    write: sql`${insertJsonRows(conditionalOrders, "conditionals")} on conflict (id) do update set ${CONDITIONAL_UPDATE}`,
  },
  {
    value: "trailGroups",
    write: sql`${insertJsonRows(trailingGroups, "trailGroups")} on conflict (id) do update set ${TRAIL_GROUP_UPDATE}`,
  },
  {
    value: "trailGroupsGone",
    write: sql`delete from ${trailingGroups} where ${trailingGroups.id} in (select (value #>> '{}')::bigint from jsonb_array_elements(${sql.placeholder("trailGroupsGone")}::jsonb))`,
  },
  {
    value: "seq",
    write: sql`insert into ${ledgerCursor} (id, exchange_seq) values (1, ${sql.placeholder("seq")}::bigint) on conflict (id) do update set exchange_seq = excluded.exchange_seq`,
  },
];

/**
 * A batch is one statement, so it lands whole or not at all without a transaction around it, in
 * one round trip to the database whatever its size: group commit's cost is this round trip and
 * the commit. It holds only the clauses the batch has rows for: an empty clause still costs
 * PostgreSQL its JSON parse and its plan's start, and at a low rate, where most batches are one
 * order or one report, the twelve clauses cost more than the rows. Each set of clauses (the
 * batch's shape, a bit per write) is one text, built once and prepared once per connection: at
 * most 4,096 shapes, and the desk's batches mostly repeat a few (an order placed, a report, a fill).
 */
const statementsByShape = new Map<number, PreparedStatement<BatchValues>>();

function statementFor(shape: number): PreparedStatement<BatchValues> {
  let statement = statementsByShape.get(shape);
  if (statement === undefined) {
    const writes = LEDGER_WRITES.flatMap(({ write }, i) =>
      (shape & (1 << i)) === 0 ? [] : [sql`${sql.raw(`w${i}`)} as (${write})`],
    );
    statement = new PreparedStatement(
      `ledger-batch-${shape}`,
      sql`with ${sql.join(writes, sql`, `)} select 1`,
    );
    statementsByShape.set(shape, statement);
  }
  return statement;
}

/**
 * The rows go as `JSON.stringify` writes the desk's objects, keyed by field name (json-rows.ts):
 * an order, a posting, a fill or a balance is already its row. A batch with nothing to write
 * (no rows, no cursor) sends nothing.
 */
export async function writeLedgerBatch(db: SqlDatabase, batch: LedgerBatch): Promise<void> {
  const rows: Record<Exclude<keyof BatchValues, "seq">, readonly unknown[]> = {
    postings: batch.postings,
    kept: batch.balances.filter((row) => row.amount !== 0),
    gone: batch.balances.filter((row) => row.amount === 0),
    orders: batch.orders,
    placed: batch.placed ?? [],
    fills: batch.fills,
    instructions: batch.instructions,
    audits: (batch.audits ?? []).map(auditRow),
    conditionals: (batch.conditionals ?? []).map(conditionalRow),
    trailGroups: batch.trailGroups ?? [],
    trailGroupsGone: batch.trailGroupsGone ?? [],
  };
  let shape = 0;
  LEDGER_WRITES.forEach(({ value }, i) => {
    const present = value === "seq" ? batch.exchangeSeq !== null : rows[value].length > 0;
    if (present) shape |= 1 << i;
  });
  if (shape === 0) return;
  await statementFor(shape).run(db, {
    postings: JSON.stringify(rows.postings),
    kept: JSON.stringify(rows.kept),
    gone: JSON.stringify(rows.gone),
    orders: JSON.stringify(rows.orders),
    placed: JSON.stringify(rows.placed),
    fills: JSON.stringify(rows.fills),
    instructions: JSON.stringify(rows.instructions),
    audits: JSON.stringify(rows.audits),
    conditionals: JSON.stringify(rows.conditionals),
    trailGroups: JSON.stringify(rows.trailGroups),
    trailGroupsGone: JSON.stringify(rows.trailGroupsGone),
    seq: batch.exchangeSeq,
  });
}

export async function loadLedger(db: SqlDatabase, since: IsoDate): Promise<LedgerState> {
  const balances = await db.select().from(ledgerBalances);
  const orders = await db
    .select()
    .from(brokerOrders)
    .where(sql`${brokerOrders.doneAt} is null or ${brokerOrders.tradeDate} >= ${since}`)
    .orderBy(asc(brokerOrders.orderNo));
  const [cursor] = await db.select().from(ledgerCursor).where(eq(ledgerCursor.id, 1));
  const [last] = await db
    .select({ orderNo: brokerOrders.orderNo })
    .from(brokerOrders)
    .orderBy(desc(brokerOrders.orderNo))
    .limit(1);
  const conditionals = await db
    .select()
    .from(conditionalOrders)
    .where(
      sql`not (${conditionalOrders.status} in ('FILLED', 'PARTIAL_FILLED_CANCEL', 'CANCELED', 'EXPIRED')
        or (${conditionalOrders.status} = 'REJECTED' and ${conditionalOrders.kind} <> 'tco'))
        or ${conditionalOrders.updatedAt} >= ${exchangeDayStart(since)}`,
    );
  const [lastConditional] = await db
    .select({ no: sql<string | null>`max(${conditionalOrders.id}::bigint)` })
    .from(conditionalOrders)
    .where(sql`${conditionalOrders.id} ~ '^[0-9]+$'`);
  const loaded = conditionals.map((row) => conditionalOrderOf(row));
  return {
    balances: balances.map((row) => ({ ...row, bucket: row.bucket as Bucket })),
    orders: orders.map(orderOf),
    exchangeSeq: cursor?.exchangeSeq ?? 0,
    lastOrderNo: last?.orderNo ?? 0,
    conditionals: loaded,
    lastConditionalNo: Number(lastConditional?.no ?? 0),
    trailGroups: await liveTrailGroups(db, loaded),
  };
}

/**
 * The trailing groups armed trailing stops name, and the groups these were merged into; the
 * others (every stop that named them has fired or ended) are deleted. The desk writes nothing
 * while it loads, so no batch can name a group deleted here.
 */
async function liveTrailGroups(
  db: SqlDatabase,
  orders: readonly ConditionalOrder[],
): Promise<TrailGroupRow[]> {
  const rows = (await db.select().from(trailingGroups)).map((row): TrailGroupRow => ({
    ...row,
    side: row.side as TrailGroupRow["side"],
  }));
  if (rows.length === 0) return [];
  const kept = namedGroups(orders, new Map(rows.map((row) => [row.id, row])));
  const gone = rows.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0)
    await db.execute(
      sql`delete from ${trailingGroups} where ${trailingGroups.id} in (select (value #>> '{}')::bigint from jsonb_array_elements(${JSON.stringify(gone)}::jsonb))`,
    );
  return rows.filter((row) => kept.has(row.id));
}

/** Epoch ms of 00:00 exchange time (UTC+7) on `date`. */
function exchangeDayStart(date: IsoDate): number {
  const start = Date.parse(`${date}T00:00:00+07:00`);
  return Number.isFinite(start) ? start : 0;
}

function conditionalRow(order: ConditionalOrder): typeof conditionalOrders.$inferInsert {
  return { ...order, children: [...order.children] };
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
