/**
 * Which side of the entry the exits of a derivative order must lie (order-entry §5). A LONG
 * position profits when the price rises: take profit above, stop loss below. SHORT mirrors it.
 * All prices are in the instrument's stored unit.
 */
import type { WarningKey } from "../catalogue/warning-keys";
import type { Side } from "./order-terms";

export interface ExitPrices {
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
}

/**
 * SL/TP by price against the base price; each given exit must be strictly on its side.
 * Take profit is judged first, as the spec lists it.
 *
 * @example sltpDirectionRefusal("B", 195_000, { stopLoss: null, takeProfit: 195_000 }) // "long-tp-price"
 */
export function sltpDirectionRefusal(side: Side, base: number, exits: ExitPrices): WarningKey | null {
  const { stopLoss, takeProfit } = exits;
  if (side === "B") {
    if (takeProfit !== null && takeProfit <= base) return "long-tp-price";
    if (stopLoss !== null && stopLoss >= base) return "long-sl-price";
    return null;
  }
  if (takeProfit !== null && takeProfit >= base) return "short-tp-price";
  if (stopLoss !== null && stopLoss <= base) return "short-sl-price";
  return null;
}

/**
 * OCO legs against each other. The spec words the LONG rule both as "take profit below stop
 * loss" and "take profit not above stop loss"; we refuse "not above", so equal legs fail here
 * too (sl-not-equals-tp catches them first). SHORT mirrors it: take profit must be below.
 *
 * @example ocoDirectionRefusal("S", { stopLoss: 194_000, takeProfit: 196_000 }) // "short_oco_validate"
 */
export function ocoDirectionRefusal(
  side: Side,
  exits: { readonly stopLoss: number; readonly takeProfit: number },
): WarningKey | null {
  if (side === "B") return exits.takeProfit > exits.stopLoss ? null : "long_oco_validate";
  return exits.takeProfit < exits.stopLoss ? null : "short_oco_validate";
}
