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
import type { IsoDate, TradingPhase } from "@bangia/market";
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

export type Evaluation =
  | {
      readonly fired: false;
      /** The order to store (its trailing best may have moved). */
      readonly order: ConditionalOrder;
      readonly why:
        "not-armed" | "other-symbol" | "not-continuous" | "outside-validity" | "not-crossed" | "no-trigger";
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

function notFired(order: ConditionalOrder, why: Extract<Evaluation, { fired: false }>["why"]): Evaluation {
  return { fired: false, order, why };
}

function fire(order: ConditionalOrder, child: ChildOrder, leg: ExitLeg | null): Evaluation {
  const next = nextStatus(order, { type: "trigger" });
  if (!next.ok) return notFired(order, "not-armed");
  return { fired: true, order: firedAs(order, next.status, leg), child };
}

/**
 * Evaluates one trade against one order.
 *
 * @example evaluateTrade(stopSellAt99000, { symbol: "FPT", price: 98_900, volume: 100, date: "2026-06-02", phase: "CONTINUOUS" })
 * // { fired: true, order: { …, status: "TRIGGERED" }, child: { symbol: "FPT", side: "S", volume: 100, price: 98_000 } }
 */
export function evaluateTrade(order: ConditionalOrder, trade: Trade): Evaluation {
  if (order.status !== "PENDING_TRIGGER") return notFired(order, "not-armed");
  if (trade.symbol !== order.symbol) return notFired(order, "other-symbol");
  if (!triggersIn(trade.phase)) return notFired(order, "not-continuous");
  if (trade.date < order.fromDate || trade.date > order.toDate) return notFired(order, "outside-validity");
  const { condition, side, symbol, quantity: volume } = order;
  switch (condition.kind) {
    case "stop": {
      const crossed =
        condition.relation === "GTEQ"
          ? trade.price >= condition.triggerPrice
          : trade.price <= condition.triggerPrice;
      if (!crossed || order.price === null) return notFired(order, "not-crossed");
      return fire(order, { symbol, side, volume, price: order.price }, null);
    }
    case "trailing": {
      const best = ratchetBest(side, condition.best, trade.price);
      const moved: ConditionalOrder =
        best === condition.best
          ? order
          : revised(order, {
              condition: { kind: "trailing", distance: condition.distance, spread: condition.spread, best },
            });
      if (!isTrailingCrossed(side, trailingLevel(side, best, condition.distance), trade.price))
        return notFired(moved, "not-crossed");
      const price = trailingChildPrice(side, trade.price, condition.spread);
      return fire(moved, { symbol, side, volume, price }, null);
    }
    case "bracket": {
      const leg = crossedLeg(side, condition, trade.price);
      if (leg === null) return notFired(order, "not-crossed");
      return fire(
        order,
        { symbol, side: closingSide(side), volume, price: exitChildPrice(side, leg, condition) },
        leg,
      );
    }
    case "next-trade":
      if (order.price === null) return notFired(order, "no-trigger");
      return fire(order, { symbol, side, volume, price: order.price }, null);
    case "exits-per-fill":
    case "reciprocal-per-fill":
    case "daily":
      return notFired(order, "no-trigger");
  }
}
