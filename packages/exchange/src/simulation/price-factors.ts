/**
 * The common moves every name shares: one market factor and one factor per ICB industry, each a
 * random walk in log space over trading time. Names load on them (beta for the market, one for
 * their sector), so a bank rally lifts the banks together and a weak market drags most names.
 * The day plan adds the market's drift for the day.
 */
import type { SeededRandom } from "../random/seeded-random";

/** Cumulative log moves of the factors since the simulation began. */
export interface FactorLevels {
  market: number;
  sectors: Record<string, number>;
}

export interface FactorVolatility {
  /** Daily volatility of the market and of each sector factor. */
  readonly marketVolatility: number;
  readonly sectorVolatility: number;
}

/** Fresh levels, all zero, for the given sector keys. */
export function initialFactorLevels(sectors: readonly string[]): FactorLevels {
  return { market: 0, sectors: Object.fromEntries(sectors.map((sector) => [sector, 0])) };
}

/**
 * Moves every factor over `days` of trading time; `drift` is the market's log drift per day.
 * Sectors move in the order given, so the stream of draws never depends on object key order.
 */
export function advanceFactors(
  levels: FactorLevels,
  sectors: readonly string[],
  days: number,
  drift: number,
  volatility: FactorVolatility,
  rng: SeededRandom,
): void {
  if (days <= 0) return;
  const root = Math.sqrt(days);
  levels.market += drift * days + volatility.marketVolatility * root * rng.normal();
  for (const sector of sectors)
    levels.sectors[sector] =
      (levels.sectors[sector] ?? 0) + volatility.sectorVolatility * root * rng.normal();
}
