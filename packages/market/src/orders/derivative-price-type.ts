/**
 * The price type of a derivative order: LO with a price, or a market keyword (order-entry §5,
 * §7 "Price type is LO if the price is numeric, else the typed code").
 *
 * One keyword list serves every derivative form (see price-keywords.ts). Whether a keyword fits
 * the current session is the server's session check (40041–40043), not a form rule.
 */
import type { Price } from "../money";
import { allowedPriceKeywords, type PriceKeyword } from "../price-keywords";

export type DerivativePriceKeyword = Exclude<PriceKeyword, "MP" | "PLO">;

export type DerivativePriceLeg =
  | { readonly priceType: "LO"; readonly price: Price }
  | { readonly priceType: DerivativePriceKeyword; readonly price: null };

export function isDerivativePriceKeyword(text: string): text is DerivativePriceKeyword {
  return (allowedPriceKeywords("DERIVATIVES", "normal") as readonly string[]).includes(text);
}

/** Letters only ("PLO", "MP", "ATX"): a market price that needs correcting, not a garbled number. */
export function looksLikePriceKeyword(text: string): boolean {
  return /^[A-Z]+$/.test(text);
}

export interface SltpBaseMarket {
  readonly referencePrice: number;
  /** Last matched price today; absent before the first trade. */
  readonly lastPrice?: number;
}

/**
 * The price SL/TP prices are judged against (order-entry §5): the order price for LO, the
 * reference price for ATO (the opening call forms near it), the last price for MOK/MAK/MTL.
 * ATC is ours: the closing call forms after continuous trading, so the last price is the best
 * estimate of its fill. Without a trade today the last price falls back to the reference.
 *
 * @example sltpBasePrice({ priceType: "ATO", price: null }, { referencePrice: 190_000, lastPrice: 195_000 }) // 190000
 */
export function sltpBasePrice(leg: DerivativePriceLeg, market: SltpBaseMarket): number {
  switch (leg.priceType) {
    case "LO":
      return leg.price;
    case "ATO":
      return market.referencePrice;
    case "ATC":
    case "MAK":
    case "MOK":
    case "MTL":
      return market.lastPrice ?? market.referencePrice;
  }
}
