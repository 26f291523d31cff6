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

// The SL/TP base price is shared with the stock panel; re-exported here, where it was public.
export { sltpBasePrice, type SltpBaseMarket } from "./order-exits";
