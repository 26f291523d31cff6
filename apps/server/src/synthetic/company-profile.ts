/**
 * The invented character of a listed company: how profitable, how leveraged, how it grows and
 * what it pays out. Drawn once from (seed, symbol), so finance tables, ratios, the base-info
 * panel and company events all tell the same story about a symbol.
 */
import { randomStream } from "./seeded-random";

/** Par value of a Vietnamese share, VND: dividends are quoted as a percent of it. */
export const PAR_VALUE = 10_000;

export interface CompanyProfile {
  /** Loses money over the trailing year (no PE, no cash dividend). */
  readonly lossMaking: boolean;
  /** PE at the anchor price (see finance-statements.ts), when profitable. */
  readonly targetPe: number;
  /** Trailing return on equity, fraction, when profitable. */
  readonly targetRoe: number;
  /** PB at the anchor price, when loss-making (profitable firms get theirs from PE × ROE). */
  readonly lossPb: number;
  /** Net margin, fraction; negative when loss-making. */
  readonly netMargin: number;
  /** Gross margin above the pre-tax margin, fraction (selling and admin costs). */
  readonly grossSpread: number;
  readonly debtToAssets: number;
  /** Shares of current items: assets in total assets, inventory in current assets, current
   * liabilities in liabilities. */
  readonly currentAssetShare: number;
  readonly inventoryShare: number;
  readonly currentLiabilityShare: number;
  /** Yearly growth of revenue and of equity, fractions. */
  readonly revenueGrowth: number;
  readonly equityGrowth: number;
  /** Expected growth of earnings next year (forward PE), fraction. */
  readonly forwardGrowth: number;
  /** Extra shares on dilution (convertibles, ESOP), as a fraction of shares outstanding. */
  readonly dilution: number;
  /** Yearly cash dividend, percent of par (0 when none). */
  readonly dividendPercent: number;
  readonly beta: number;
}

const DIVIDEND_PERCENTS: readonly number[] = [5, 6, 8, 10, 12, 15, 18, 20, 25, 30];

/**
 * The profile of `symbol` under `seed`.
 *
 * @example companyProfile(1, "FPT").netMargin === companyProfile(1, "FPT").netMargin // true
 */
export function companyProfile(seed: number, symbol: string): CompanyProfile {
  const random = randomStream(seed, "company-profile", symbol);
  const lossMaking = random.chance(0.08);
  const margin = random.between(0.03, 0.2);
  const paysDividend = !lossMaking && random.chance(0.7);
  return {
    lossMaking,
    targetPe: random.between(6, 20),
    targetRoe: random.between(0.06, 0.24),
    lossPb: random.between(0.5, 1.5),
    netMargin: lossMaking ? -margin / 2 : margin,
    grossSpread: random.between(0.05, 0.25),
    debtToAssets: random.between(0.2, 0.7),
    currentAssetShare: random.between(0.3, 0.7),
    inventoryShare: random.between(0.05, 0.4),
    currentLiabilityShare: random.between(0.5, 0.9),
    revenueGrowth: random.between(-0.05, 0.2),
    equityGrowth: random.between(0.03, 0.15),
    forwardGrowth: random.between(-0.05, 0.25),
    dilution: random.chance(0.3) ? random.between(0.005, 0.04) : 0,
    dividendPercent: paysDividend ? random.pick(DIVIDEND_PERCENTS) : 0,
    beta: Math.round(random.between(0.6, 1.5) * 100) / 100,
  };
}
