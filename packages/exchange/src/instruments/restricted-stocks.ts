/**
 * Restricted stocks ("hạn chế giao dịch", market-rules §2): HOSE shares that trade all day by
 * periodic call auctions. The reference data does not say which stocks are restricted, so the
 * simulation marks a few: 5 HOSE stocks drawn (seeded) from the 30 smallest by market cap that
 * belong to no index but VNINDEX — the kind of small, thin listing the exchange restricts.
 */
import type { ReferenceData } from "@bangia/market";
import { SeededRandom } from "../random/seeded-random";
import { pickDistinct } from "./seeded-choice";

export const RESTRICTED_STOCK_COUNT = 5;
/** How many of the smallest eligible HOSE stocks the restricted ones are drawn from. */
export const RESTRICTED_CANDIDATE_POOL = 30;

/** The composite indices every listing of an exchange belongs to. */
const COMPOSITE_INDICES: readonly string[] = ["VNINDEX", "HNXINDEX", "UPCOMINDEX"];

/** Symbols of the restricted stocks for a seed. */
export function restrictedStockSymbols(reference: ReferenceData, seed: number): ReadonlySet<string> {
  const inAnIndex = new Set(
    reference.indices
      .filter((index) => !COMPOSITE_INDICES.includes(index.code))
      .flatMap((index) => index.constituents),
  );
  const candidates = reference.symbols
    .filter((row) => row.kind === "STOCK" && row.exchange === "HOSE" && !inAnIndex.has(row.symbol))
    .map((row) => ({ symbol: row.symbol, cap: row.referencePrice * row.sharesOutstanding }))
    .sort((a, b) => a.cap - b.cap || a.symbol.localeCompare(b.symbol))
    .slice(0, RESTRICTED_CANDIDATE_POOL)
    .map((row) => row.symbol);
  const random = SeededRandom.derive(seed, "restricted-stocks");
  return new Set(pickDistinct(random, candidates, RESTRICTED_STOCK_COUNT));
}
