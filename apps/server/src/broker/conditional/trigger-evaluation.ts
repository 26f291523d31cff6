/**
 * Whether a trade fires a conditional order, and what it sends (order-entry §4, broker-facts §5).
 *
 * Only continuous-session trades count (SSI, VDSC, DNSE, VPBankS: "the trigger price counts only
 * in the continuous session"). The opening and closing calls' prints, the put-through and PLO
 * sessions neither fire an order nor move a trailing stop's best price; lunch has no trades. A
 * price crossed in a call is acted on at the first continuous trade that is still across — so an
 * order whose level the ATO gaps through fires on the morning's first trade, not at 09:15, and
 * one crossed only in the ATC waits for the next day (or expires).
 *
 * The caller feeds the trades of the order's own symbol on its main board (no odd-lot prints)
 * and stores the returned order, whether it fired or not (a trailing stop's best price moves).
 * Firing goes through `nextStatus`, which takes a trigger only from PENDING_TRIGGER: evaluating a
 * fired order again answers "not armed", so whatever the trade sequence it fires once.
 */
import type { ConditionOrderStatus, IsoDate, TradingPhase } from "@bangia/market";
import { firedAs, revised, type ChildOrder, type ConditionalOrder, type ExitLeg } from "./conditional-order";
import { closingSide, crossedLeg, exitChildPrice } from "./exit-bracket";
import { nextStatus } from "./status-transitions";
import { isTrailingCrossed, ratchetBest, trailingChildPrice, trailingLevel } from "./trailing-stop";

export interface Trade {
  readonly symbol: string;
  /** In the instrument's price unit. */
  readonly price: number;
  readonly volume: number;
  /** The exchange day of the trade. */
  readonly date: IsoDate;
  readonly phase: TradingPhase;
}

/** Why a trade did not fire an order. */
export type NotFired =
  "not-armed" | "other-symbol" | "not-continuous" | "outside-validity" | "not-crossed" | "no-trigger";

export type Evaluation =
  | {
      readonly fired: false;
      /** The order to store (its trailing best may have moved). */
      readonly order: ConditionalOrder;
      readonly why: NotFired;
    }
  | {
      readonly fired: true;
      /** TRIGGERED, with the leg that fired for a bracket. */
      readonly order: ConditionalOrder;
      readonly child: ChildOrder;
    };

/** True when the session phase lets trades fire conditional orders. */
export function triggersIn(phase: TradingPhase): boolean {
  return phase === "CONTINUOUS";
}

/**
 * What a trade does to an order, decided without copying the order (`evaluateTrade` makes the
 * copies; the engine's check makes one, once the child is placed). `best`: a trailing stop's best
 * after the trade; null for the other kinds.
 */
export type Verdict =
  | { readonly fired: false; readonly why: NotFired; readonly best: number | null }
  | {
      readonly fired: true;
      /** TRIGGERED. */
      readonly status: ConditionOrderStatus;
      /** The leg that fired, for a bracket. */
      readonly leg: ExitLeg | null;
      readonly child: ChildOrder;
      readonly best: number | null;
    };

function notFired(why: NotFired, best: number | null): Verdict {
  return { fired: false, why, best };
}

function fire(order: ConditionalOrder, child: ChildOrder, leg: ExitLeg | null, best: number | null): Verdict {
  const next = nextStatus(order, { type: "trigger" });
  if (!next.ok) return notFired("not-armed", best);
  return { fired: true, status: next.status, leg, child, best };
}

/**
 * Judges one trade against one order: what `evaluateTrade` answers, without the order's copy.
 * `best`: the best a trailing stop is judged from — its condition's unless the caller holds a
 * newer one (the engine: its trailing group's).
 */
export function judgeTrade(order: ConditionalOrder, trade: Trade, best?: number | null): Verdict {
  const { condition } = order;
  const before = condition.kind !== "trailing" ? null : best === undefined ? condition.best : best;
  if (order.status !== "PENDING_TRIGGER") return notFired("not-armed", before);
  if (trade.symbol !== order.symbol) return notFired("other-symbol", before);
  if (!triggersIn(trade.phase)) return notFired("not-continuous", before);
  if (trade.date < order.fromDate || trade.date > order.toDate) return notFired("outside-validity", before);
  const { side, symbol, quantity: volume } = order;
  switch (condition.kind) {
    case "stop": {
      const crossed =
        condition.relation === "GTEQ"
          ? trade.price >= condition.triggerPrice
          : trade.price <= condition.triggerPrice;
      if (!crossed || order.price === null) return notFired("not-crossed", null);
      return fire(order, { symbol, side, volume, price: order.price }, null, null);
    }
    case "trailing": {
      const after = ratchetBest(side, before, trade.price);
      if (!isTrailingCrossed(side, trailingLevel(side, after, condition.distance), trade.price))
        return notFired("not-crossed", after);
      const price = trailingChildPrice(side, trade.price, condition.spread);
      return fire(order, { symbol, side, volume, price }, null, after);
    }
    case "bracket": {
      const leg = crossedLeg(side, condition, trade.price);
      if (leg === null) return notFired("not-crossed", null);
      return fire(
        order,
        { symbol, side: closingSide(side), volume, price: exitChildPrice(side, leg, condition) },
        leg,
        null,
      );
    }
    case "next-trade":
      if (order.price === null) return notFired("no-trigger", null);
      return fire(order, { symbol, side, volume, price: order.price }, null, null);
    case "exits-per-fill":
    case "reciprocal-per-fill":
    case "daily":
      return notFired("no-trigger", null);
  }
}

/**
 * Evaluates one trade against one order.
 *
 * @example evaluateTrade(stopSellAt99000, { symbol: "FPT", price: 98_900, volume: 100, date: "2026-06-02", phase: "CONTINUOUS" })
 * // { fired: true, order: { …, status: "TRIGGERED" }, child: { symbol: "FPT", side: "S", volume: 100, price: 98_000 } }
 */
export function evaluateTrade(order: ConditionalOrder, trade: Trade): Evaluation {
  const verdict = judgeTrade(order, trade);
  const { condition } = order;
  // A trailing stop whose best the trade moved is stored at its new best.
  const moved: ConditionalOrder =
    condition.kind !== "trailing" || verdict.best === condition.best
      ? order
      : revised(order, {
          condition: {
            kind: "trailing",
            distance: condition.distance,
            spread: condition.spread,
            best: verdict.best,
          },
        });
  if (!verdict.fired) return { fired: false, order: moved, why: verdict.why };
  return { fired: true, order: firedAs(moved, verdict.status, verdict.leg), child: verdict.child };
}
