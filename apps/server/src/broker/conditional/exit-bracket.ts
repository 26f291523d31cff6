/**
 * Exit brackets: the take-profit / stop-loss pair an SL/TP arms on each fill of its parent, and
 * the derivative OCO (order-entry §3, §5, §7; broker-facts §5 VPS, Yuanta, FPTS).
 *
 * `side` is the side of the position the bracket protects — the SL/TP's own order, and the OCO's
 * LONG/SHORT toggle, which is why the OCO rule reads "long: take profit above stop loss"
 * (long_oco_validate). The exits close it, so they go on the opposite side:
 *
 * | position   | TP fires when  | SL fires when  | child                                        |
 * | ---------- | -------------- | -------------- | -------------------------------------------- |
 * | LONG (B)   | trade ≥ TP     | trade ≤ SL     | SELL LO at TP, or at SL − margin (≥ 1 unit)  |
 * | SHORT (S)  | trade ≤ TP     | trade ≥ SL     | BUY LO at TP, or at SL + margin              |
 *
 * The margin (stopLossMargin, the wire's spread) is "a step below the stop price to improve
 * fill odds" (VPS). One bracket fires once: the leg that crossed is sent and the other is gone
 * with it (one cancels the other). A child outside the day's band is the OMS's refusal (40040),
 * as at VNDIRECT; it is not moved into the band.
 *
 * By amount (derivatives): the exits are distances in price units from the fill's price —
 * points, as the fact sheet's example reads them (long at 1537, +10/−5 → exits 1547 and 1532).
 * Their money value per contract is distance × the contract's VND per price unit
 * (100,000 VND a point for index futures: `exitAmountVnd`).
 */
import type { Side } from "@bangia/market";
import type { Condition, ExitLeg, SltpExits } from "./conditional-order";

export type Bracket = Extract<Condition, { kind: "bracket" }>;

/** The side that closes a position on `side`. */
export function closingSide(side: Side): Side {
  return side === "B" ? "S" : "B";
}

/**
 * The bracket a fill at `fillPrice` arms for a position on `side`.
 *
 * @example bracketForFill("B", { by: "amount", takeProfit: 1_000, stopLoss: 500 }, 0, 153_700)
 * // { kind: "bracket", takeProfit: 154_700, stopLoss: 153_200, spread: 0 }
 */
export function bracketForFill(side: Side, exits: SltpExits, spread: number, fillPrice: number): Bracket {
  if (exits.by === "price")
    return { kind: "bracket", takeProfit: exits.takeProfit, stopLoss: exits.stopLoss, spread };
  const up = side === "B" ? 1 : -1;
  return {
    kind: "bracket",
    takeProfit: exits.takeProfit === null ? null : fillPrice + up * exits.takeProfit,
    stopLoss: exits.stopLoss === null ? null : fillPrice - up * exits.stopLoss,
    spread,
  };
}

/**
 * The leg a trade at `price` crosses, or null. The stop loss is looked at first: a valid
 * bracket cannot cross both, and if a bad one did, protecting the position comes first.
 *
 * @example crossedLeg("B", { kind: "bracket", takeProfit: 110, stopLoss: 90, spread: 0 }, 90) // "SL"
 */
export function crossedLeg(side: Side, bracket: Bracket, price: number): ExitLeg | null {
  const { takeProfit, stopLoss } = bracket;
  if (side === "B") {
    if (stopLoss !== null && price <= stopLoss) return "SL";
    if (takeProfit !== null && price >= takeProfit) return "TP";
    return null;
  }
  if (stopLoss !== null && price >= stopLoss) return "SL";
  if (takeProfit !== null && price <= takeProfit) return "TP";
  return null;
}

/**
 * The child's limit for the leg that fired.
 *
 * @example exitChildPrice("B", "SL", { kind: "bracket", takeProfit: 110_000, stopLoss: 90_000, spread: 100 }) // 89900
 */
export function exitChildPrice(side: Side, leg: ExitLeg, bracket: Bracket): number {
  const level = leg === "TP" ? bracket.takeProfit : bracket.stopLoss;
  if (level === null) throw new Error(`the ${leg} leg has no price`);
  if (leg === "TP") return level;
  return side === "B" ? Math.max(1, level - bracket.spread) : level + bracket.spread;
}

/**
 * The VND an exit distance is worth on `contracts` contracts.
 *
 * @example exitAmountVnd(500, 1_000, 2) // 1_000_000 (5 points × 100,000 VND × 2)
 */
export function exitAmountVnd(distance: number, vndPerPriceUnit: number, contracts: number): number {
  return distance * vndPerPriceUnit * contracts;
}
