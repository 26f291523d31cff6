/**
 * The conditional order as the engine keeps it (order-entry §1, §3, §4; broker-facts §5): what
 * arms it, what it sends when it fires, how long it lives and where it stands.
 *
 * One record per placement. Its `condition` is the armed state the trigger check reads and
 * updates (a trailing stop's best price moves; nothing else does). Kinds and what fires them:
 *
 * | kind          | market      | fires on                                    | sends                         |
 * | ------------- | ----------- | ------------------------------------------- | ----------------------------- |
 * | stop          | both        | trade ≥ (GTEQ) or ≤ (LTEQ) the trigger      | its LO price or keyword       |
 * | tco           | stock       | each trading day of its window (no price)   | the remaining volume, its LO  |
 * | sl_tp         | both        | the parent's fills arm an exit bracket      | per bracket: TP or SL leg     |
 * | trailing_stop | both        | a retracement from the best price           | trade price ∓ spread, LO      |
 * | oco           | derivatives | an exit bracket armed at placement          | TP or SL leg, never both      |
 * | arbitrage     | derivatives | the parent's fills arm the reciprocal leg   | opposite side, reciprocal MTL |
 *
 * An exit bracket (SL/TP after a fill, and OCO) is one conditional order with two legs: it fires
 * once, so one leg is sent and the other is gone with it. Prices are integers in the
 * instrument's price unit; volumes shares or contracts; dates exchange-local ISO dates.
 */
import type { ConditionOrderStatus, IsoDate, OrderPrice, Relation, Side } from "@bangia/market";

/** The conditional kinds, by the condition types of the order forms (order-entry §9). */
export const CONDITIONAL_KINDS = ["stop", "tco", "sl_tp", "trailing_stop", "oco", "arbitrage"] as const;
export type ConditionalKind = (typeof CONDITIONAL_KINDS)[number];

/** Kinds each panel offers (order-entry §2): SL/TP only with a buy on stocks; OCO and arbitrage only on futures. */
export const KINDS_BY_MARKET = {
  stock: ["stop", "tco", "sl_tp", "trailing_stop"],
  derivative: ["stop", "sl_tp", "trailing_stop", "oco", "arbitrage"],
} as const satisfies Record<string, readonly ConditionalKind[]>;
export type ConditionalMarket = keyof typeof KINDS_BY_MARKET;

/** The statuses that end an order: nothing moves it again. */
export const FINAL_STATUSES = [
  "FILLED",
  "PARTIAL_FILLED_CANCEL",
  "CANCELED",
  "EXPIRED",
] as const satisfies readonly ConditionOrderStatus[];

/**
 * True when `status` ends an order of `kind`. REJECTED ends every kind but TCO: a TCO whose
 * day's order was refused is sent again the next day, and stays cancellable (accounts-session §4).
 */
export function isFinalStatus(kind: ConditionalKind, status: ConditionOrderStatus): boolean {
  if (status === "REJECTED") return kind !== "tco";
  return (FINAL_STATUSES as readonly ConditionOrderStatus[]).includes(status);
}

/**
 * How far a trailing stop trails its best price: a fixed amount in price units (the spec's
 * trailingAmount), or parts per million of the best price (the percent reading some brokers
 * offer; the gateway sends only amounts).
 */
export type TrailingDistance =
  { readonly kind: "amount"; readonly amount: number } | { readonly kind: "ppm"; readonly ppm: number };

/** Which leg of an exit bracket. */
export type ExitLeg = "TP" | "SL";

/** What arms an order; the trigger check reads it and, for a trailing stop, moves `best`. */
export type Condition =
  | { readonly kind: "stop"; readonly triggerPrice: number; readonly relation: Relation }
  | {
      readonly kind: "trailing";
      readonly distance: TrailingDistance;
      /** The child's limit is the crossing trade's price less (sell) or plus (buy) this. */
      readonly spread: number;
      /** Best continuous price since activation: the high for a sell, the low for a buy; null before the first. */
      readonly best: number | null;
      /**
       * While it waits with a best: the trailing group whose best it shares (trailing-group.ts) —
       * the row of `trailing_groups` that holds its best on disk, where `best` above is only what
       * it was when this order was last written. Absent otherwise.
       */
      readonly group?: number;
    }
  | {
      /** Two exits of one position; either may be absent (SL/TP needs one of them). */
      readonly kind: "bracket";
      readonly takeProfit: number | null;
      readonly stopLoss: number | null;
      /** The stop-loss margin: the SL child is placed this far beyond the stop-loss price. */
      readonly spread: number;
    }
  | {
      /** Fires on the next continuous trade of its symbol (the reciprocal leg of an arbitrage). */
      readonly kind: "next-trade";
    }
  | {
      /** SL/TP parent: its own order is the buy (or LONG/SHORT); each fill arms a bracket. */
      readonly kind: "exits-per-fill";
      readonly exits: SltpExits;
      readonly spread: number;
    }
  | {
      /** Arbitrage parent: each fill arms the opposite side on the reciprocal contract. */
      readonly kind: "reciprocal-per-fill";
      readonly reciprocalSymbol: string;
    }
  | {
      /** TCO: no price condition; sent each trading day of its window (validity.ts). */
      readonly kind: "daily";
    };

/**
 * The exits an SL/TP arms on each fill (order-entry §3, §7): absolute prices (stocks; the
 * derivative "price" type), or distances in price units from the fill's price (the derivative
 * "amount" type: points, as the fact sheet's VPS example reads them). Null: that exit not set.
 */
export type SltpExits =
  | { readonly by: "price"; readonly takeProfit: number | null; readonly stopLoss: number | null }
  | { readonly by: "amount"; readonly takeProfit: number | null; readonly stopLoss: number | null };

/** The order a conditional order sends: the same OMS order a customer places. */
export interface ChildOrder {
  readonly symbol: string;
  readonly side: Side;
  readonly volume: number;
  /** A limit in the instrument's price unit, or a keyword (MTL, ATO, …). */
  readonly price: OrderPrice;
}

export interface ConditionalOrder {
  readonly id: string;
  readonly account: string;
  /** The customer who placed it (its children are placed in the customer's name). */
  readonly userId: string;
  /** The client's idempotency key; an armed order's is its own id. */
  readonly refId: string;
  readonly market: ConditionalMarket;
  readonly kind: ConditionalKind;
  readonly symbol: string;
  /**
   * The side of the order it sends. For an exit bracket (SL/TP, OCO) the children close the
   * position, so they go on the opposite side of the position `side` names (see exit-bracket.ts).
   */
  readonly side: Side;
  readonly quantity: number;
  /** The child's price where the kind fixes it (stop, TCO); trailing and brackets compute it. */
  readonly price: OrderPrice | null;
  readonly condition: Condition;
  /** First and last day it may act, inclusive. */
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
  readonly status: ConditionOrderStatus;
  /** Volume its children have filled so far (across a TCO's days). */
  readonly filled: number;
  /** The leg a bracket sent, once it fired. */
  readonly firedLeg: ExitLeg | null;
  /** The parent this order was armed by (a bracket of an SL/TP fill, a reciprocal leg), or null. */
  readonly parentId: string | null;
  /** Why it was rejected, as the book's tooltip shows it (REASON). */
  readonly reason: string | null;
  /** Order numbers of the broker orders it sent, oldest first (a TCO's sub-orders). */
  readonly children: readonly number[];
  /** Market-clock epoch ms. */
  readonly createdAt: number;
  readonly updatedAt: number;
}

type Draft = { -readonly [K in keyof ConditionalOrder]: ConditionalOrder[K] };

/**
 * A copy of `order` as an object literal, field by field: one shape for every copy, whatever
 * shape the order came in (a row read back, a spread), so the reads of it stay monomorphic.
 */
function copyOf(order: ConditionalOrder): Draft {
  return {
    id: order.id,
    account: order.account,
    userId: order.userId,
    refId: order.refId,
    market: order.market,
    kind: order.kind,
    symbol: order.symbol,
    side: order.side,
    quantity: order.quantity,
    price: order.price,
    condition: order.condition,
    fromDate: order.fromDate,
    toDate: order.toDate,
    status: order.status,
    filled: order.filled,
    firedLeg: order.firedLeg,
    parentId: order.parentId,
    reason: order.reason,
    children: order.children,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * `order` with `patch` over it: what `{ ...order, ...patch }` gives. Only the keys the patch has
 * are read from it: reading all 21 of them from patches of a dozen shapes made each read a
 * megamorphic lookup, ~0.8 µs a copy on Node 20 against ~0.15 µs this way. No field of an order
 * is ever undefined, so a key given as undefined keeps the order's value.
 */
export function revised(order: ConditionalOrder, patch: Partial<ConditionalOrder>): ConditionalOrder {
  const copy = copyOf(order) as Record<string, unknown>;
  // Keys, not entries: no array per key for the garbage collector.
  for (const key of Object.keys(patch)) {
    const value = (patch as Record<string, unknown>)[key];
    if (value !== undefined) copy[key] = value;
  }
  return copy as unknown as ConditionalOrder;
}

/** `order` fired: `revised(order, { status, firedLeg })` without a patch (the trigger check's copy). */
export function firedAs(
  order: ConditionalOrder,
  status: ConditionalOrder["status"],
  firedLeg: ExitLeg | null,
): ConditionalOrder {
  const copy = copyOf(order);
  copy.status = status;
  copy.firedLeg = firedLeg;
  return copy;
}

/**
 * `order` with the child it just sent: `revised(order, { children, updatedAt, condition })`
 * without a patch (the trigger check's other copy).
 */
export function withChildSent(
  order: ConditionalOrder,
  orderNo: number,
  updatedAt: number,
  condition: Condition,
): ConditionalOrder {
  const copy = copyOf(order);
  copy.children = [...order.children, orderNo];
  copy.updatedAt = updatedAt;
  copy.condition = condition;
  return copy;
}

/**
 * `order` fired, in one copy (the trigger check's): its status and the leg it fired, its condition
 * as it fired (a trailing stop's last best, out of its group), and the child it sent — none when
 * the desk refused it (`orderNo` null) — at `updatedAt`. What `withChildSent(firedAs(…), …)` gives,
 * without the copy between.
 */
export function firedWith(
  order: ConditionalOrder,
  status: ConditionalOrder["status"],
  firedLeg: ExitLeg | null,
  condition: Condition,
  orderNo: number | null,
  updatedAt: number,
): ConditionalOrder {
  const copy = copyOf(order);
  copy.status = status;
  copy.firedLeg = firedLeg;
  copy.condition = condition;
  if (orderNo !== null)
    copy.children = order.children.length === 0 ? [orderNo] : [...order.children, orderNo];
  copy.updatedAt = updatedAt;
  return copy;
}
