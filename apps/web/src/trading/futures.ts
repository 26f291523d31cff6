/**
 * Futures contracts on the derivative ticket: the kind from the code (government bond futures
 * `GB{years}F{yy}{mm}`, index futures otherwise) and the typed-price scale of each kind (points
 * for index futures, stored in hundredths; whole VND for bond futures).
 */
import type { DerivativeKind } from "@bangia/market";
import type { PriceScale } from "./price-text";

/**
 * @example futureKind("VN30F2603") // "INDEX_FUTURE"
 * @example futureKind("GB05F2603") // "BOND_FUTURE"
 */
export function futureKind(symbol: string): DerivativeKind {
  return /^GB\d{2}F/.test(symbol.toUpperCase()) ? "BOND_FUTURE" : "INDEX_FUTURE";
}

export function futureScale(kind: DerivativeKind): PriceScale {
  return kind === "INDEX_FUTURE" ? 100 : 1;
}
