/**
 * Where the exits of an SL/TP or OCO order must lie (order-entry §5), for the stock and the
 * derivative panels alike. A LONG (buy) position profits when the price rises: take profit
 * above, stop loss below. SHORT mirrors it. All prices are in the instrument's stored unit.
 */
import type { WarningKey } from "../catalogue/warning-keys";
import type { PriceType } from "../price-keywords";
import type { Side } from "./order-terms";

export interface SltpBaseMarket {
  readonly referencePrice: number;
  /** Last matched price today; absent (or 0, as feeds send it) before the first trade. */
  readonly lastPrice?: number;
}

/**
 * The price SL/TP exits are judged against (order-entry §5): the order price for LO, the
 * reference price for ATO (the opening call forms near it), the last price for MOK/MAK/MTL.
 * ATC is ours (D13): the closing call forms after continuous trading, so the last price is the
 * best estimate of its fill. Without a trade today the last price falls back to the reference.
 *
 * @example sltpBasePrice({ priceType: "ATO", price: null }, { referencePrice: 190_000, lastPrice: 195_000 }) // 190000
 * @example sltpBasePrice({ priceType: "MTL", price: null }, { referencePrice: 190_000, lastPrice: 0 }) // 190000
 */
export function sltpBasePrice(
  leg: { readonly priceType: PriceType; readonly price: number | null },
  market: SltpBaseMarket,
): number {
  if (leg.price !== null) return leg.price;
  if (leg.priceType === "ATO") return market.referencePrice;
  const last = market.lastPrice ?? 0;
  return last > 0 ? last : market.referencePrice;
}

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
 * loss" and "take profit not above stop loss"; we refuse "not above" (D14), so equal legs fail
 * here too (sl-not-equals-tp catches them first). SHORT mirrors it: take profit must be below.
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
