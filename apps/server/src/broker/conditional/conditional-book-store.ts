/**
 * The conditional order book's reads (accounts-session §3, §4): an account's orders by status,
 * kind, market and creation date, newest first and paged; one order by id; the symbols an
 * account has orders on; and the broker orders a conditional order sent (its children, a TCO's
 * sub-orders). The order desk writes `conditional_orders` in its batches; these reads never
 * write, and see what the desk's answered commands wrote.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ConditionOrderStatus } from "@bangia/market";
import { brokerOrders, conditionalOrders, trailingGroups } from "../../db/ledger-schema";
import type { SqlDatabase } from "../../db/sql-database";
import type { ChildFacts } from "./book-rows";
import type { Condition, ConditionalOrder } from "./conditional-order";

/**
 * A row of `conditional_orders` as the engine's order; `groupBest`, when given, is the best of
 * the trailing group an armed trailing stop names (`groupBestOf`), which is its best.
 */
export function conditionalOrderOf(
  row: typeof conditionalOrders.$inferSelect,
  groupBest: number | string | null = null,
): ConditionalOrder {
  const condition = row.condition as Condition;
  return {
    ...row,
    market: row.market as ConditionalOrder["market"],
    kind: row.kind as ConditionalOrder["kind"],
    side: row.side as ConditionalOrder["side"],
    price: row.price as ConditionalOrder["price"],
    condition:
      groupBest !== null && condition.kind === "trailing"
        ? { ...condition, best: Number(groupBest) }
        : condition,
    status: row.status as ConditionOrderStatus,
    firedLeg: row.firedLeg as ConditionalOrder["firedLeg"],
  };
}

const named = alias(trailingGroups, "named_group");
const root = alias(trailingGroups, "root_group");

/**
 * The orders with the best of the trailing group each armed trailing stop names — its own, or
 * (a group merged into another) that group's: the best on the order's row is only what it was
 * when the row was written.
 */
function withGroupBest(db: SqlDatabase) {
  return db
    .select({ row: conditionalOrders, groupBest: sql<string | null>`coalesce(${root.best}, ${named.best})` })
    .from(conditionalOrders)
    .leftJoin(
      named,
      sql`${conditionalOrders.status} = 'PENDING_TRIGGER' and ${named.id} = (${conditionalOrders.condition} ->> 'group')::bigint`,
    )
    .leftJoin(root, eq(root.id, named.mergedInto));
}

/** Which of an account's orders a book page shows; null: no filter. */
export interface ConditionBookFilter {
  readonly account: string;
  readonly status: ConditionOrderStatus | null;
  readonly market: ConditionalOrder["market"] | null;
  readonly kind: ConditionalOrder["kind"] | null;
  /** Only orders on these symbols (a market code's exchange). */
  readonly symbols: readonly string[] | null;
  /** Created at or after, and before, these instants (market-clock epoch ms). */
  readonly createdFrom: number | null;
  readonly createdBefore: number | null;
}

function whereOf(filter: ConditionBookFilter): SQL | undefined {
  return and(
    eq(conditionalOrders.account, filter.account),
    filter.status === null ? undefined : eq(conditionalOrders.status, filter.status),
    filter.market === null ? undefined : eq(conditionalOrders.market, filter.market),
    filter.kind === null ? undefined : eq(conditionalOrders.kind, filter.kind),
    filter.symbols === null ? undefined : inArray(conditionalOrders.symbol, [...filter.symbols]),
    filter.createdFrom === null ? undefined : gte(conditionalOrders.createdAt, filter.createdFrom),
    filter.createdBefore === null ? undefined : lt(conditionalOrders.createdAt, filter.createdBefore),
  );
}

/**
 * Page `page` (from 1) of `size` orders of the filter, newest first (creation, then id). Paged
 * by orders: an exit bracket's two legs are one order, so a page may show more rows than `size`.
 */
export async function conditionBookPage(
  db: SqlDatabase,
  filter: ConditionBookFilter,
  page: number,
  size: number,
): Promise<ConditionalOrder[]> {
  // An empty symbol list matches nothing (and `in ()` is no SQL).
  if (filter.symbols !== null && filter.symbols.length === 0) return [];
  const rows = await withGroupBest(db)
    .where(whereOf(filter))
    .orderBy(desc(conditionalOrders.createdAt), desc(conditionalOrders.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map(({ row, groupBest }) => conditionalOrderOf(row, groupBest));
}

/** One order by id, or undefined. */
export async function conditionalOrderById(
  db: SqlDatabase,
  id: string,
): Promise<ConditionalOrder | undefined> {
  const [found] = await withGroupBest(db).where(eq(conditionalOrders.id, id));
  return found === undefined ? undefined : conditionalOrderOf(found.row, found.groupBest);
}

/** The symbols an account has conditional orders on (a market filter picks among them). */
export async function conditionalSymbolsOf(db: SqlDatabase, account: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: conditionalOrders.symbol })
    .from(conditionalOrders)
    .where(eq(conditionalOrders.account, account));
  return rows.map((row) => row.symbol);
}

/** The broker orders of these numbers that exist, by order number. */
export async function childOrders(db: SqlDatabase, orderNos: readonly number[]): Promise<ChildFacts[]> {
  if (orderNos.length === 0) return [];
  const rows = await db
    .select({
      orderNo: brokerOrders.orderNo,
      priceType: brokerOrders.priceType,
      limitPrice: brokerOrders.limitPrice,
      volume: brokerOrders.volume,
      matched: brokerOrders.matched,
      placedAt: brokerOrders.placedAt,
    })
    .from(brokerOrders)
    .where(inArray(brokerOrders.orderNo, [...orderNos]))
    .orderBy(asc(brokerOrders.orderNo));
  return rows.map((row) => ({ ...row, priceType: row.priceType as ChildFacts["priceType"] }));
}
