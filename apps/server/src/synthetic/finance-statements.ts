/**
 * Invented income statements and balance sheets of a listed company, in whole millions of VND,
 * from which the finance tables and every ratio are computed (so they agree with each other).
 * Quarters are generated; a year is the sum of its four quarters' income and its last quarter's
 * balance sheet.
 *
 * Quarters are counted back from the latest completed one (index 0), not by calendar label:
 * fundamentals and daily ratios are asked without a date, and must match the tables. The
 * figures behind "the latest quarter" therefore stay the same when a new quarter completes; only
 * the labels move. That is acceptable for simulated content and keeps every answer consistent.
 *
 * Scale: earnings are set so PE at an anchor price is the profile's target PE. The anchor is
 * the reference snapped to a 1-2-5 ladder (14,000 for 10,000–19,999; 32,000 for 20,000–49,999;
 * 70,000 for 50,000–99,999), so statements do not change as the price moves day to day, while
 * PE and PB (price over fixed per-share figures) move with it as they really do.
 *
 * Invariants of every period: revenue − cost of sales = gross profit < revenue; gross profit −
 * operating expenses = profit before tax; profit before tax − income tax = profit after tax;
 * current + long-term assets = total assets = liabilities + equity; current + long-term
 * liabilities = liabilities; equity > 0.
 */
import type { ContentSubject } from "./generated-content";
import { companyProfile, type CompanyProfile } from "./company-profile";
import { randomStream } from "./seeded-random";

/** One period's statement lines, whole millions of VND. */
export interface PeriodStatement {
  readonly revenue: number;
  readonly costOfSales: number;
  readonly grossProfit: number;
  readonly operatingExpenses: number;
  readonly profitBeforeTax: number;
  readonly incomeTax: number;
  readonly profitAfterTax: number;
  readonly currentAssets: number;
  readonly inventory: number;
  readonly longTermAssets: number;
  readonly totalAssets: number;
  readonly currentLiabilities: number;
  readonly longTermLiabilities: number;
  readonly liabilities: number;
  readonly equity: number;
}

export interface CompanyStatements {
  readonly sharesOutstanding: number;
  /** Quarters, latest completed first (see QUARTERS_KEPT). */
  readonly quarters: readonly PeriodStatement[];
}

/**
 * Quarters generated: four years of four quarters, up to three more between the last year-end
 * and the last quarter-end, so every shown year is a sum of generated quarters.
 */
export const QUARTERS_KEPT = 19;

const MILLION = 1_000_000;
/** Vietnamese corporate income tax rate. */
const INCOME_TAX_RATE = 0.2;

/**
 * The reference snapped to a 1-2-5 ladder of price levels (see the module comment).
 *
 * @example anchorPrice(27_500) // 32_000
 */
export function anchorPrice(reference: number): number {
  if (!(reference > 0)) return 14_000;
  let decade = 1;
  while (decade * 10 <= reference) decade *= 10;
  if (reference < 2 * decade) return 1.4 * decade;
  if (reference < 5 * decade) return 3.2 * decade;
  return 7 * decade;
}

/** The figures a period is drawn from, before rounding. */
interface PeriodDraw {
  /** Millions of VND. */
  readonly revenue: number;
  readonly netMargin: number;
  readonly grossSpread: number;
  /** Millions of VND. */
  readonly equity: number;
  readonly debtToAssets: number;
}

function periodStatement(draw: PeriodDraw, profile: CompanyProfile): PeriodStatement {
  const revenue = Math.max(0, Math.round(draw.revenue));
  const profitAfterTax = Math.round(revenue * draw.netMargin);
  const profitBeforeTax =
    profitAfterTax > 0 ? Math.round(profitAfterTax / (1 - INCOME_TAX_RATE)) : profitAfterTax;
  const grossProfit = Math.max(profitBeforeTax, 0) + Math.round(revenue * draw.grossSpread);
  const equity = Math.max(1, Math.round(draw.equity));
  const totalAssets = Math.max(equity, Math.round(equity / (1 - draw.debtToAssets)));
  const liabilities = totalAssets - equity;
  const currentAssets = Math.round(totalAssets * profile.currentAssetShare);
  const currentLiabilities = Math.round(liabilities * profile.currentLiabilityShare);
  return {
    revenue,
    costOfSales: revenue - grossProfit,
    grossProfit,
    operatingExpenses: grossProfit - profitBeforeTax,
    profitBeforeTax,
    incomeTax: profitBeforeTax - profitAfterTax,
    profitAfterTax,
    currentAssets,
    inventory: Math.round(currentAssets * profile.inventoryShare),
    longTermAssets: totalAssets - currentAssets,
    totalAssets,
    currentLiabilities,
    longTermLiabilities: liabilities - currentLiabilities,
    liabilities,
    equity,
  };
}

/**
 * The statements of a company, or null when the subject has no shares (indices, futures).
 *
 * @example companyStatements(1, subject)?.quarters[0]?.profitAfterTax // the last quarter's profit
 */
export function companyStatements(seed: number, subject: ContentSubject): CompanyStatements | null {
  const shares = subject.sharesOutstanding;
  if (!(shares > 0)) return null;
  const profile = companyProfile(seed, subject.symbol);
  const anchor = anchorPrice(subject.reference);

  // Trailing-year earnings and latest equity that put PE and PB at their targets at the anchor.
  const targetEps = anchor / profile.targetPe;
  const trailingProfit = ((profile.lossMaking ? targetEps / 3 : targetEps) * shares) / MILLION;
  const trailingRevenue = trailingProfit / Math.abs(profile.netMargin);
  const bookValuePerShare = profile.lossMaking ? anchor / profile.lossPb : targetEps / profile.targetRoe;
  const latestEquity = (bookValuePerShare * shares) / MILLION;

  const draw = (back: number, revenue: number, equity: number): PeriodDraw => {
    const random = randomStream(seed, "finance", subject.symbol, back);
    return {
      revenue: revenue * random.between(0.88, 1.12),
      netMargin: profile.netMargin * random.between(0.8, 1.2),
      grossSpread: profile.grossSpread * random.between(0.85, 1.15),
      equity,
      debtToAssets: Math.min(0.85, Math.max(0.05, profile.debtToAssets + random.between(-0.03, 0.03))),
    };
  };

  const quarterlyGrowth = 1 + profile.revenueGrowth / 4;
  const quarterlyEquityGrowth = 1 + profile.equityGrowth / 4;
  const quarters: PeriodStatement[] = [];
  let quarterRevenue = trailingRevenue / 4;
  let quarterEquity = latestEquity;
  for (let back = 0; back < QUARTERS_KEPT; back++) {
    quarters.push(periodStatement(draw(back, quarterRevenue, quarterEquity), profile));
    quarterRevenue /= quarterlyGrowth;
    quarterEquity /= quarterlyEquityGrowth;
  }

  return { sharesOutstanding: shares, quarters };
}

/** Profit after tax of the four quarters from `back` (0 = the trailing year), millions of VND. */
export function trailingProfit(statements: CompanyStatements, back: number): number {
  return statements.quarters.slice(back, back + 4).reduce((sum, quarter) => sum + quarter.profitAfterTax, 0);
}

/** Per-share VND from millions of VND, rounded to the dong. */
export function perShare(millions: number, shares: number): number {
  return Math.round((millions * MILLION) / shares);
}

const INCOME_LINES = [
  "revenue",
  "costOfSales",
  "grossProfit",
  "operatingExpenses",
  "profitBeforeTax",
  "incomeTax",
  "profitAfterTax",
] as const satisfies readonly (keyof PeriodStatement)[];

/**
 * The year whose last quarter is `back` quarters before the latest: income lines summed over
 * its four quarters, the balance sheet of its last quarter. Undefined beyond the generated
 * quarters.
 */
export function yearStatement(statements: CompanyStatements, back: number): PeriodStatement | undefined {
  const yearEnd = statements.quarters[back];
  const quarters = statements.quarters.slice(back, back + 4);
  if (yearEnd === undefined || quarters.length < 4) return undefined;
  const year: { -readonly [Line in keyof PeriodStatement]: number } = { ...yearEnd };
  for (const line of INCOME_LINES) year[line] = quarters.reduce((sum, quarter) => sum + quarter[line], 0);
  return year;
}
