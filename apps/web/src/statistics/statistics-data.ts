/**
 * The statistics board's data (price-board §2 "Statistics board", §3 "Statistics rows", §7): net
 * foreign trading per floor (`statistics/foreignnet`), and the day's top volume and top foreign
 * volume, asked per market (10 HOSE, 02 HNX, 03 UPCOM) and concatenated in that order as the spec
 * says ("arrays concatenated"). Pure helpers; the loading is in use-statistics.ts.
 */
import {
  BILLIONS_SCALE,
  BOARD_VOLUME_UNIT,
  formatScaled,
  MARKET_CODES,
  type ForeignNetRow,
  type MarketCode,
  type TopForeignRow,
  type TopVolumeRow,
} from "@bangia/market";
import { boardVolume } from "../board/cell-view";

/** The markets of the top lists, in display order: HOSE, HNX, UPCOM. */
export const STATISTICS_MARKETS: readonly MarketCode[] = [
  MARKET_CODES.HOSE,
  MARKET_CODES.HNX,
  MARKET_CODES.UPCOM,
];

/** Rows asked per market (the server's default; at most 50). */
export const TOP_COUNT_PER_MARKET = 10;

/** How often the board refetches its statistics (§2 asks a live board; the lists are REST). */
export const STATISTICS_REFRESH_MS = 10_000;

export interface StatisticsData {
  readonly foreignNet: readonly ForeignNetRow[];
  readonly topVolume: readonly TopVolumeRow[];
  readonly topForeign: readonly TopForeignRow[];
}

const FLOOR_BY_MARKET: Readonly<Record<string, string>> = {
  [MARKET_CODES.HOSE]: "HOSE",
  [MARKET_CODES.HNX]: "HNX",
  [MARKET_CODES.UPCOM]: "UPCOM",
};

/**
 * The floor name of a market code; the code itself when it is not a floor.
 *
 * @example floorOfMarket("10") // "HOSE"
 * @example floorOfMarket("02") // "HNX"
 */
export function floorOfMarket(mc: string): string {
  return FLOOR_BY_MARKET[mc] ?? mc;
}

/** The markets' lists joined in the markets' order (each answer is already ranked). */
export function concatMarkets<T>(lists: readonly (readonly T[])[]): readonly T[] {
  return lists.flat();
}

/**
 * The symbols of the two top tables, each once, in table order: they stream as stock rows so
 * their prices and volumes are live between two refreshes.
 *
 * @example statisticsSymbols([{ sym: "ACB" }], [{ sym: "FPT" }, { sym: "ACB" }]) // ["ACB", "FPT"]
 */
export function statisticsSymbols(
  topVolume: readonly Pick<TopVolumeRow, "sym">[],
  topForeign: readonly Pick<TopForeignRow, "sym">[],
): readonly string[] {
  return [...new Set([...topVolume, ...topForeign].map((row) => row.sym))];
}

/** The sign colour of a net figure: buying more than selling is up, less is down, none is neutral. */
export function netColour(value: number): "up" | "down" | "reference" {
  return value > 0 ? "up" : value < 0 ? "down" : "reference";
}

/** Board volume units (tens of shares) have one implied decimal of a share count. */
const VOLUME_SCALE = Math.round(Math.log10(BOARD_VOLUME_UNIT));

/**
 * A net volume in whole board units (×10 shares, rounded half away from zero like the boards'
 * volumes), signed.
 *
 * @example netVolumeText(64_500) // "+6,450"
 * @example netVolumeText(-10_004) // "-1,000"
 * @example netVolumeText(0) // "0"
 */
export function netVolumeText(shares: number): string {
  const units = Math.sign(shares) * boardVolume(Math.abs(shares));
  return formatScaled(units, { scale: VOLUME_SCALE, decimals: 0, signed: true });
}

/**
 * A net value in billions of VND, two decimals, signed.
 *
 * @example netValueText(1_377_860_000) // "+1.38"
 * @example netValueText(-864_100_000) // "-0.86"
 */
export function netValueText(vnd: number): string {
  return formatScaled(vnd, { scale: BILLIONS_SCALE, decimals: 2, signed: true });
}

/**
 * A top list in the order its figures rank it now: within each market (kept in the list's market
 * order), largest `rank` first, ties in the list's order. The lists are asked every 10 s but their
 * figures move live between two loads, so the board orders what it shows by what it shows
 * (hardening issue: a 34,280 row never sits below a 32,870 one).
 *
 * @example rankedByLive([{ sym: "A", mc: "10", lot: 1 }, { sym: "B", mc: "10", lot: 2 }], (i) => i.lot)
 * // [B, A]
 */
export function rankedByLive<T extends { readonly mc: string }>(
  items: readonly T[],
  rank: (item: T) => number,
): readonly T[] {
  const marketOrder = new Map<string, number>();
  for (const item of items) if (!marketOrder.has(item.mc)) marketOrder.set(item.mc, marketOrder.size);
  return items
    .map((item, index) => ({ item, index, value: rank(item) }))
    .sort(
      (a, b) =>
        (marketOrder.get(a.item.mc) ?? 0) - (marketOrder.get(b.item.mc) ?? 0) ||
        b.value - a.value ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** The figure the day's top volume ranks by: the live total volume, else the list's. */
export function topVolumeRank(item: TopVolumeRow, live: { readonly lot?: number } | undefined): number {
  return live?.lot ?? item.lot;
}

/** The figure the top foreign volume ranks by: foreign buy plus sell, live when loaded. */
export function topForeignRank(
  item: TopForeignRow,
  live: { readonly fBVol?: number; readonly fSVolume?: number } | undefined,
): number {
  return (live?.fBVol ?? item.fBVol) + (live?.fSVolume ?? item.fSVolume);
}
