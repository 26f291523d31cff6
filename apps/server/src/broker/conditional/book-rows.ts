/**
 * The conditional order book's rows (accounts-session §3 "Condition order", STOP_ORDER_ID …
 * C_COMMENT) and a TCO's sub-order rows, from the engine's orders and the broker orders they
 * sent. Pure: the children's facts are read by the caller (conditional-book-store.ts).
 *
 * - One row per order; an exit bracket (an SL/TP, an OCO, the bracket an SL/TP's fill armed)
 *   shows a row per leg it has (STOP_ORDER_SUB_TYPE TP, then SL; PK_ID the leg key the SL/TP
 *   change names), and once fired only the leg it sent (`firedLeg`).
 * - STOP_ORDER_TYPE is the stopOrderType the order was placed with: stock_stop, stock_tco,
 *   stock_sltp, stock_trail on stocks; the condition type names on futures.
 * - TRIGGER_PRICE: a stop's trigger; a leg's exit price (a distance for exits by amount); a
 *   trailing stop's current level (null before its first best price). RELATION: how the trade
 *   must stand to it to fire (a stop's own; GTEQ/LTEQ as the leg or the trailing side fires).
 * - C_SO_PRICE: the price of the order sent (the last child's limit, or its keyword); null
 *   before one is sent. FO_PK_ORDER_ID is that child, FO_PK_ORI_ORDER_ID the one before it (a
 *   TCO's previous day). TRIGGERED_DATE is the day its first child was placed; CANCEL_DATE the
 *   day of its last change once cancelled.
 * - C_COMMENT (ours): the reciprocal contract of an arbitrage; "amount" on exits by amount.
 * - Dates DD/MM/YYYY and times HH:mm:ss in exchange time (ICT).
 */
import {
  exchangeTimeAt,
  toSlashDate,
  type ConditionOrderRow,
  type PriceKeyword,
  type PriceType,
  type Relation,
  type TcoSubOrderRow,
} from "@bangia/market";
import { exchangeClockText } from "../../market/rows/wire-time";
import type { ConditionalOrder, ExitLeg } from "./conditional-order";
import { trailingLevel } from "./trailing-stop";
import { exitsOf, legKey, legsOf } from "./wire-conditional";

/** What the book shows of a broker order a conditional order sent. */
export interface ChildFacts {
  readonly orderNo: number;
  readonly priceType: PriceType;
  /** The limit in the instrument's unit (the day's hold price for a keyword order). */
  readonly limitPrice: number;
  readonly volume: number;
  readonly matched: number;
  /** Market-clock epoch ms. */
  readonly placedAt: number;
}

/** The stopOrderType names, by market and kind (order-entry §9). */
const STOP_ORDER_TYPES = {
  stock: { stop: "stock_stop", tco: "stock_tco", sl_tp: "stock_sltp", trailing_stop: "stock_trail" },
  derivative: {
    stop: "stop",
    sl_tp: "sl_tp",
    trailing_stop: "trailing_stop",
    oco: "oco",
    arbitrage: "arbitrage",
  },
} as const;

/**
 * The stopOrderType an order of `market` and `kind` is placed with.
 *
 * @example stopOrderTypeOf("stock", "trailing_stop") // "stock_trail"
 */
export function stopOrderTypeOf(market: ConditionalOrder["market"], kind: ConditionalOrder["kind"]): string {
  const names: Partial<Record<ConditionalOrder["kind"], string>> = STOP_ORDER_TYPES[market];
  return names[kind] ?? kind;
}

/** The market and kind a stopOrderType names, or null. */
export function kindOfStopOrderType(
  stopOrderType: string,
): { readonly market: ConditionalOrder["market"]; readonly kind: ConditionalOrder["kind"] } | null {
  for (const market of ["stock", "derivative"] as const)
    for (const [kind, name] of Object.entries(STOP_ORDER_TYPES[market]))
      if (name === stopOrderType) return { market, kind: kind as ConditionalOrder["kind"] };
  return null;
}

const opposite = (relation: Relation): Relation => (relation === "GTEQ" ? "LTEQ" : "GTEQ");

/** A LONG's (B) take profit fires at or above, its stop loss at or below; a SHORT's mirrored. */
function legRelation(side: ConditionalOrder["side"], leg: ExitLeg): Relation {
  const long: Relation = leg === "TP" ? "GTEQ" : "LTEQ";
  return side === "B" ? long : opposite(long);
}

const dateOf = (epochMillis: number) => toSlashDate(exchangeTimeAt(epochMillis).date);

interface Trigger {
  readonly triggerPrice: number | null;
  readonly relation: Relation | null;
  readonly spread: number | null;
  readonly trailingAmount: number | null;
}

function triggerOf(order: ConditionalOrder, leg: ExitLeg | null): Trigger {
  const { condition } = order;
  const none = { triggerPrice: null, relation: null, spread: null, trailingAmount: null };
  switch (condition.kind) {
    case "stop":
      return { ...none, triggerPrice: condition.triggerPrice, relation: condition.relation };
    case "trailing":
      return {
        triggerPrice:
          condition.best === null ? null : trailingLevel(order.side, condition.best, condition.distance),
        // A sell fires when the trade falls to its level, a buy when it rises to it.
        relation: order.side === "S" ? "LTEQ" : "GTEQ",
        spread: condition.spread,
        trailingAmount: condition.distance.kind === "amount" ? condition.distance.amount : null,
      };
    case "bracket":
    case "exits-per-fill": {
      const exits = exitsOf(condition);
      if (leg === null || exits === null) return none;
      return {
        ...none,
        triggerPrice: leg === "TP" ? exits.takeProfit : exits.stopLoss,
        relation: legRelation(order.side, leg),
        spread: leg === "SL" ? condition.spread : null,
      };
    }
    case "next-trade":
    case "reciprocal-per-fill":
    case "daily":
      return none;
  }
}

function commentOf(order: ConditionalOrder): string | null {
  if (order.condition.kind === "reciprocal-per-fill") return order.condition.reciprocalSymbol;
  if (order.condition.kind === "exits-per-fill" && order.condition.exits.by === "amount") return "amount";
  return null;
}

function priceSent(child: ChildFacts | undefined): number | PriceKeyword | null {
  if (child === undefined) return null;
  return child.priceType === "LO" ? child.limitPrice : child.priceType;
}

const CANCELLED: readonly ConditionalOrder["status"][] = ["CANCELED", "PARTIAL_FILLED_CANCEL"];

/**
 * The book's rows of one order: one, or one per leg of an exit bracket.
 *
 * @param children The broker orders it sent that the book needs, by order number: its first
 *   (TRIGGERED_DATE) and its last (C_SO_PRICE); missing ones leave those fields null.
 */
export function conditionOrderRows(
  order: ConditionalOrder,
  children: ReadonlyMap<number, ChildFacts> = new Map(),
): ConditionOrderRow[] {
  const first = order.children[0];
  const last = order.children.at(-1);
  const before = order.children.length > 1 ? order.children.at(-2) : undefined;
  const firstChild = first === undefined ? undefined : children.get(first);
  const common = {
    STOP_ORDER_ID: order.id,
    ACCOUNT_NO: order.account,
    SYMBOL: order.symbol,
    SIDE: order.side,
    QUANTITY: order.quantity,
    REMAIN_QTY: order.quantity - order.filled,
    PRICE_TYPE: typeof order.price === "string" ? order.price : ("LO" as const),
    PLACED_PRICE: typeof order.price === "number" ? order.price : null,
    C_SO_PRICE: priceSent(last === undefined ? undefined : children.get(last)),
    STOP_ORDER_TYPE: stopOrderTypeOf(order.market, order.kind),
    STATUS_NEW: order.status,
    FROM_DATE: toSlashDate(order.fromDate),
    TO_DATE: toSlashDate(order.toDate),
    CREATED_DATE: dateOf(order.createdAt),
    CREATED_TIME: exchangeClockText(order.createdAt),
    CANCEL_DATE: CANCELLED.includes(order.status) ? dateOf(order.updatedAt) : null,
    TRIGGERED_DATE: firstChild === undefined ? null : dateOf(firstChild.placedAt),
    FO_PK_ORDER_ID: last === undefined ? null : String(last),
    FO_PK_ORI_ORDER_ID: before === undefined ? null : String(before),
    REASON: order.reason,
    C_COMMENT: commentOf(order),
  };
  const row = (leg: ExitLeg | null): ConditionOrderRow => {
    const trigger = triggerOf(order, leg);
    return {
      ...common,
      PK_ID: leg === null ? order.id : legKey(order.id, leg),
      STOP_ORDER_SUB_TYPE: leg,
      SPREAD: trigger.spread,
      TRAILING_AMOUNT: trigger.trailingAmount,
      TRIGGER_PRICE: trigger.triggerPrice,
      RELATION: trigger.relation,
    };
  };
  const legs = legsOf(order);
  return legs.length === 0 ? [row(null)] : legs.map(row);
}

/**
 * A TCO's sub-order row (list_condition_order_tco): one broker order it sent.
 *
 * @example tcoSubOrderRow({ orderNo: 41, priceType: "LO", limitPrice: 25_000, volume: 300, matched: 100,
 *   placedAt: Date.UTC(2026, 5, 2, 2, 15) }) // { FO_ORDER_ID: "41", CREATE_DATE: "02/06/2026", CREATE_TIME: "09:15:00", … }
 */
export function tcoSubOrderRow(child: ChildFacts): TcoSubOrderRow {
  return {
    FO_ORDER_ID: String(child.orderNo),
    CREATE_DATE: dateOf(child.placedAt),
    CREATE_TIME: exchangeClockText(child.placedAt),
    QUANTITY: child.volume,
    PLACED_PRICE: child.limitPrice,
    MATCHED_QUANTITY: child.matched,
  };
}
