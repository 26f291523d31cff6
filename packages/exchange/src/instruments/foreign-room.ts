/**
 * Foreign ownership room (market-rules §11): the cap on shares foreigners may hold, and how much
 * of it foreigners hold when the simulation starts.
 *
 * Simulation choices (the real caps are set per company and change over time):
 * - banks (ICB 8300 "Ngân hàng") 30% of shares, the statutory bank cap; every other stock 49%;
 *   ETF fund units 100% (fund certificates carry no foreign cap);
 * - a handful of well-known names whose room is famously used up start full (0 room left), a
 *   few more start nearly full, so the board shows room running out;
 * - everyone else holds a seeded fraction of the cap, skewed low (most listings have little
 *   foreign ownership).
 */
import { SeededRandom } from "../random/seeded-random";

/** ICB level-2 code of banks in the reference data (industries.csv: 8300 Ngân hàng / Banks). */
export const BANK_ICB_CODE = "8300";

export const BANK_FOREIGN_LIMIT_PERCENT = 30;
export const DEFAULT_FOREIGN_LIMIT_PERCENT = 49;
export const ETF_FOREIGN_LIMIT_PERCENT = 100;

/** Names that start with no room left (foreign holdings at the cap). */
export const FULL_ROOM_SYMBOLS: readonly string[] = ["ACB", "FPT", "MBB", "MWG", "PNJ", "REE", "TCB", "VIB"];

/** Names that start with under 3% of their cap left. */
export const NEARLY_FULL_ROOM_SYMBOLS: readonly string[] = ["CTD", "DGW", "GMD", "KDH", "NLG"];

/**
 * The foreign cap of a listing, in percent of its shares.
 *
 * @example foreignLimitPercent("STOCK", "8300") // 30
 */
export function foreignLimitPercent(kind: "STOCK" | "ETF", icbCode: string | null): number {
  if (kind === "ETF") return ETF_FOREIGN_LIMIT_PERCENT;
  return icbCode === BANK_ICB_CODE ? BANK_FOREIGN_LIMIT_PERCENT : DEFAULT_FOREIGN_LIMIT_PERCENT;
}

/**
 * The cap in shares, rounded down (the cap may not be exceeded).
 *
 * @example foreignRoomLimit(1_000_001, 49) // 490_000
 */
export function foreignRoomLimit(sharesOutstanding: number, percent: number): number {
  return Math.floor((sharesOutstanding * percent) / 100);
}

/**
 * Foreign holdings at the start, in shares, never above `limit`. Each symbol draws from its own
 * stream, so adding a listing does not change anyone else's holdings.
 */
export function initialForeignHolding(seed: number, symbol: string, limit: number): number {
  if (FULL_ROOM_SYMBOLS.includes(symbol)) return limit;
  const random = SeededRandom.derive(seed, `foreign-holding/${symbol}`);
  const fraction = NEARLY_FULL_ROOM_SYMBOLS.includes(symbol)
    ? 0.97 + 0.029 * random.next()
    : 0.9 * random.next() ** 2;
  return Math.min(limit, Math.floor(limit * fraction));
}
