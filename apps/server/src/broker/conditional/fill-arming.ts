/**
 * What a parent's fill arms (order-entry §3, broker-facts §5): an SL/TP's fill arms its own exit
 * bracket ("each fill spawns its own TP/SL", VPS), and an arbitrage's fill arms the reciprocal
 * leg. The armed order is a conditional order of its own, with the fill's volume, living from
 * the fill's day to the parent's last day; it fires once like any other.
 *
 * Arbitrage (ours; the spec shows the form, not its meaning, and no broker defines it): a
 * calendar pair legged in — the order on `symbol` is placed as given, and each of its fills
 * sends the opposite side on the reciprocal contract for the same volume at market (MTL) on that
 * contract's next continuous trade (MTL is refused outside the continuous session, 40043).
 */
import type { IsoDate } from "@bangia/market";
import type { ConditionalOrder } from "./conditional-order";
import { bracketForFill, closingSide } from "./exit-bracket";

export interface ParentFill {
  /** Id of the armed order (the caller's id scheme: one per fill, so a replayed fill arms nothing new). */
  readonly id: string;
  readonly volume: number;
  readonly price: number;
  readonly date: IsoDate;
  /** Market-clock epoch ms of the fill. */
  readonly time: number;
}

function armed(
  parent: ConditionalOrder,
  fill: ParentFill,
): Omit<ConditionalOrder, "symbol" | "side" | "price" | "condition"> {
  return {
    id: fill.id,
    account: parent.account,
    userId: parent.userId,
    refId: fill.id,
    market: parent.market,
    kind: parent.kind,
    quantity: fill.volume,
    fromDate: fill.date,
    toDate: parent.toDate,
    status: "PENDING_TRIGGER",
    filled: 0,
    firedLeg: null,
    parentId: parent.id,
    reason: null,
    children: [],
    createdAt: fill.time,
    updatedAt: fill.time,
  };
}

/**
 * The order a parent's fill arms, or null when the parent arms nothing (stop, TCO, …).
 *
 * @example armForFill(sltpBuy, { id: "co1-f1", volume: 300, price: 100_000, date: "2026-06-02" })
 * // { kind: "sl_tp", side: "B", quantity: 300, condition: { kind: "bracket", takeProfit: …, stopLoss: … }, … }
 */
export function armForFill(parent: ConditionalOrder, fill: ParentFill): ConditionalOrder | null {
  const { condition } = parent;
  if (condition.kind === "exits-per-fill")
    return {
      ...armed(parent, fill),
      symbol: parent.symbol,
      side: parent.side,
      price: null,
      condition: bracketForFill(parent.side, condition.exits, condition.spread, fill.price),
    };
  if (condition.kind === "reciprocal-per-fill")
    return {
      ...armed(parent, fill),
      symbol: condition.reciprocalSymbol,
      side: closingSide(parent.side),
      price: "MTL",
      condition: { kind: "next-trade" },
    };
  return null;
}
