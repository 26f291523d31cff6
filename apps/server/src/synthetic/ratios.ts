/**
 * Per-share figures and ratios of the base-info panel and the ratio calls, all computed from
 * the company's statements (finance-statements.ts), so they agree with the finance tables:
 * EPS is the trailing four quarters' profit per share, BVPS the last quarter's equity per share,
 * PE and PB the subject's reference over them. A ratio whose denominator is not positive (PE of
 * a loss-making company, anything of an index) is null.
 */
import { NO_DAILY_RATIOS, NO_TRAILING_RATIOS, type DailyRatios, type TrailingRatios } from "@bangia/market";
import type { ContentSubject, Fundamentals } from "./generated-content";
import { companyProfile, PAR_VALUE } from "./company-profile";
import { companyStatements, perShare, trailingProfit, type CompanyStatements } from "./finance-statements";

export function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/**
 * `numerator / denominator` rounded, or null when the denominator is not positive.
 *
 * @example quotient(1, 3, 4) // 0.3333
 * @example quotient(5, 0, 2) // null
 */
export function quotient(numerator: number, denominator: number, decimals: number): number | null {
  if (!(denominator > 0) || !Number.isFinite(numerator)) return null;
  return roundTo(numerator / denominator, decimals);
}

/** EPS over the four quarters from `back` (0 = trailing year), VND. */
export function trailingEps(statements: CompanyStatements, back = 0): number {
  return perShare(trailingProfit(statements, back), statements.sharesOutstanding);
}

/** BVPS at the end of the quarter `back` quarters ago, VND. */
export function quarterBookValue(statements: CompanyStatements, back = 0): number {
  const quarter = statements.quarters[back];
  return quarter === undefined ? 0 : perShare(quarter.equity, statements.sharesOutstanding);
}

/** Base-info fundamentals; zeros (beta 1, the market's own) for subjects without shares. */
export function fundamentals(seed: number, subject: ContentSubject): Fundamentals {
  const statements = companyStatements(seed, subject);
  if (statements === null) return { eps: 0, bvps: 0, dividend: 0, beta: 1, fwpe: 0 };
  const profile = companyProfile(seed, subject.symbol);
  const eps = trailingEps(statements);
  const forwardEps = eps * (1 + profile.forwardGrowth);
  return {
    eps,
    bvps: quarterBookValue(statements),
    dividend: (PAR_VALUE * profile.dividendPercent) / 100,
    beta: profile.beta,
    // The wire has no null here; the panel shows 0 as "no value".
    fwpe: quotient(subject.reference, forwardEps, 2) ?? 0,
  };
}

/** `ratiodaily`: EPS, diluted EPS, PE, diluted PE, PB. */
export function dailyRatios(seed: number, subject: ContentSubject): DailyRatios {
  const statements = companyStatements(seed, subject);
  if (statements === null) return NO_DAILY_RATIOS;
  const profile = companyProfile(seed, subject.symbol);
  const eps = trailingEps(statements);
  const dilutedEps = Math.round(eps / (1 + profile.dilution));
  return {
    RTD14: eps,
    RTD15: dilutedEps,
    RTD21: quotient(subject.reference, eps, 2),
    RTD22: quotient(subject.reference, dilutedEps, 2),
    RTD25: quotient(subject.reference, quarterBookValue(statements), 2),
  };
}

/** `ratiottm`: trailing-year margins and returns, last-quarter leverage and liquidity. */
export function trailingRatios(seed: number, subject: ContentSubject): TrailingRatios {
  const statements = companyStatements(seed, subject);
  const latest = statements?.quarters[0];
  if (statements === null || latest === undefined) return NO_TRAILING_RATIOS;
  const year = statements.quarters.slice(0, 4);
  const revenue = year.reduce((sum, quarter) => sum + quarter.revenue, 0);
  const grossProfit = year.reduce((sum, quarter) => sum + quarter.grossProfit, 0);
  const profit = trailingProfit(statements, 0);
  return {
    RTQ25: quotient(grossProfit, revenue, 4),
    RTQ29: quotient(profit, revenue, 4),
    RTQ10: quotient(latest.liabilities, latest.equity, 4),
    RTQ11: quotient(latest.liabilities, latest.totalAssets, 4),
    RTQ2: quotient(latest.currentAssets - latest.inventory, latest.currentLiabilities, 4),
    RTQ3: quotient(latest.currentAssets, latest.currentLiabilities, 4),
    RTQ12: quotient(profit, latest.equity, 4),
    RTQ14: quotient(profit, latest.totalAssets, 4),
  };
}
