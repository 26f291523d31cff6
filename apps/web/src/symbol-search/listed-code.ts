/**
 * Every code the symbol search finds: the stock list's shares, warrants, ETFs and bonds, and the
 * listed futures contracts (`getlistderivativesymbols`), which the stock list does not carry. A
 * contract's names are written here from its code ("VN30F2603": VN30 index futures, 03/2026).
 */
import type { StockDictionaryEntry } from "@bangia/market";

/** A listed futures contract, in the stock list's shape; type "F". */
export interface FutureListing extends Omit<StockDictionaryEntry, "type"> {
  readonly type: "F";
}

export type ListedCode = StockDictionaryEntry | FutureListing;

/** The words of a contract's name in one language. */
export interface FutureNames {
  readonly indexFuture: (index: string, month: string) => string;
  readonly bondFuture: (years: number, month: string) => string;
}

/**
 * A contract's listing, or null for a code that is no futures contract: index futures
 * `{index}F{yy}{mm}`, government bond futures `GB{years}F{yy}{mm}`; derivatives trade on HNX.
 *
 * @example futureListing("VN30F2603", vi, en)?.name_en // "VN30 index futures, 03/2026"
 */
export function futureListing(code: string, vi: FutureNames, en: FutureNames): FutureListing | null {
  const match = /^([A-Z0-9]+?)F(\d{2})(\d{2})$/.exec(code);
  if (match === null) return null;
  const [, underlying = "", year = "", month = ""] = match;
  const when = `${month}/20${year}`;
  const bond = /^GB(\d{2})$/.exec(underlying);
  const years = bond === null ? 0 : Number(bond[1]);
  const name = (names: FutureNames) =>
    bond === null ? names.indexFuture(underlying, when) : names.bondFuture(years, when);
  return { stock_code: code, name_vn: name(vi), name_en: name(en), post_to: "HNX", type: "F" };
}
