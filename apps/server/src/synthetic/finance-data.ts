/**
 * The Finance tab's tables (price-board §2, §3 "Finance data"): the four last completed years
 * and quarters, oldest in Value1 and latest in Value4, each with business results, balance
 * sheet and ratios. Money rows are whole millions of VND; ratio rows are decimals (percent rows
 * say "(%)" in their name; EPS and BVPS are VND).
 *
 * Period rules where the spec is silent: the latest completed year is the one before today's;
 * the latest completed quarter the one before today's (no reporting lag). A year's income is
 * the sum of its quarters and its balance sheet its fourth quarter's. Quarterly P/E, ROE and ROA
 * use the trailing four quarters' profit (as Vietnamese vendors do), so the latest quarter's
 * P/E is the daily PE (RTD21) and its ROE the trailing RTQ12; quarterly EPS is the quarter's
 * own. P/E and P/B use an invented closing price at each quarter-end, the reference at the
 * latest.
 */
import type { FinanceData, FinanceRow, FinanceSet, IsoDate } from "@bangia/market";
import type { ContentSubject } from "./generated-content";
import { FINANCE_ROW_NAMES, type FinanceRowKey } from "./finance-row-names";
import {
  companyStatements,
  perShare,
  QUARTERS_KEPT,
  trailingProfit,
  yearStatement,
  type CompanyStatements,
  type PeriodStatement,
} from "./finance-statements";
import { quotient } from "./ratios";
import { randomStream } from "./seeded-random";

const PERIODS_SHOWN = 4;

function yearAndMonth(today: IsoDate): { readonly year: number; readonly month: number } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(today);
  if (match === null) throw new RangeError(`not an ISO date: ${today}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/**
 * Labels of the four last completed years, oldest first.
 *
 * @example yearLabels("2026-03-10") // ["2022", "2023", "2024", "2025"]
 */
export function yearLabels(today: IsoDate): string[] {
  const { year } = yearAndMonth(today);
  return Array.from({ length: PERIODS_SHOWN }, (_, i) => String(year - PERIODS_SHOWN + i));
}

/**
 * Labels of the four last completed quarters, oldest first.
 *
 * @example quarterLabels("2026-03-10") // ["Q1/2025", "Q2/2025", "Q3/2025", "Q4/2025"]
 */
export function quarterLabels(today: IsoDate): string[] {
  const { year, month } = yearAndMonth(today);
  // Quarters counted from year 0: the current one, then the labels of the four before it.
  const current = year * 4 + Math.floor((month - 1) / 3);
  return Array.from({ length: PERIODS_SHOWN }, (_, i) => {
    const quarter = current - PERIODS_SHOWN + i;
    return `Q${(quarter % 4) + 1}/${Math.floor(quarter / 4)}`;
  });
}

/** A row over the shown periods; `value(back)` gives the figure `back` periods before the latest. */
function row(key: FinanceRowKey, value: (back: number) => number | null): FinanceRow {
  const at = (column: number): number | null => value(PERIODS_SHOWN - column);
  return { Name: FINANCE_ROW_NAMES[key].vi, Value1: at(1), Value2: at(2), Value3: at(3), Value4: at(4) };
}

function businessResults(periods: readonly (PeriodStatement | undefined)[]): FinanceRow[] {
  const line = (key: FinanceRowKey & keyof PeriodStatement): FinanceRow =>
    row(key, (back) => periods[back]?.[key] ?? null);
  return [
    line("revenue"),
    line("costOfSales"),
    line("grossProfit"),
    line("operatingExpenses"),
    line("profitBeforeTax"),
    line("incomeTax"),
    line("profitAfterTax"),
  ];
}

function balanceSheet(periods: readonly (PeriodStatement | undefined)[]): FinanceRow[] {
  const line = (key: FinanceRowKey & keyof PeriodStatement): FinanceRow =>
    row(key, (back) => periods[back]?.[key] ?? null);
  return [
    line("currentAssets"),
    line("inventory"),
    line("longTermAssets"),
    line("totalAssets"),
    line("currentLiabilities"),
    line("longTermLiabilities"),
    line("liabilities"),
    line("equity"),
    row("totalCapital", (back) => {
      const period = periods[back];
      return period === undefined ? null : period.liabilities + period.equity;
    }),
  ];
}

/** A shown period with what its ratios need beyond its own statement. */
interface ShownPeriod {
  readonly statement: PeriodStatement;
  /** Invented closing price at the period end (the reference at the latest quarter-end). */
  readonly price: number;
  /** Profit after tax over the year ending with the period, millions of VND. */
  readonly yearProfit: number;
}

/**
 * Invented closing prices at each generated quarter-end, latest first; year-ends take their
 * December quarter's, so a year and its fourth quarter agree.
 */
function quarterEndPrices(seed: number, subject: ContentSubject): number[] {
  const prices = [subject.reference];
  for (let back = 1; back < QUARTERS_KEPT; back++) {
    const random = randomStream(seed, "quarter-end-price", subject.symbol, back);
    prices.push((prices[back - 1] ?? subject.reference) / random.between(0.88, 1.14));
  }
  return prices;
}

function ratiosTable(periods: readonly (ShownPeriod | undefined)[], shares: number): FinanceRow[] {
  const ratioRow = (key: FinanceRowKey, compute: (period: ShownPeriod) => number | null): FinanceRow =>
    row(key, (back) => {
      const period = periods[back];
      return period === undefined ? null : compute(period);
    });
  const percent = (numerator: number, denominator: number): number | null =>
    quotient(numerator * 100, denominator, 2);
  return [
    ratioRow("eps", ({ statement }) => perShare(statement.profitAfterTax, shares)),
    ratioRow("bvps", ({ statement }) => perShare(statement.equity, shares)),
    ratioRow("pe", ({ price, yearProfit }) => quotient(price, perShare(yearProfit, shares), 2)),
    ratioRow("pb", ({ price, statement }) => quotient(price, perShare(statement.equity, shares), 2)),
    ratioRow("roe", ({ yearProfit, statement }) => percent(yearProfit, statement.equity)),
    ratioRow("roa", ({ yearProfit, statement }) => percent(yearProfit, statement.totalAssets)),
    ratioRow("grossMargin", ({ statement }) => percent(statement.grossProfit, statement.revenue)),
    ratioRow("netMargin", ({ statement }) => percent(statement.profitAfterTax, statement.revenue)),
    ratioRow("debtToEquity", ({ statement }) => quotient(statement.liabilities, statement.equity, 2)),
    ratioRow("currentRatio", ({ statement }) =>
      quotient(statement.currentAssets, statement.currentLiabilities, 2),
    ),
    ratioRow("quickRatio", ({ statement }) =>
      quotient(statement.currentAssets - statement.inventory, statement.currentLiabilities, 2),
    ),
  ];
}

function financeSet(
  labels: readonly string[],
  periods: readonly (ShownPeriod | undefined)[],
  shares: number,
): FinanceSet {
  const statements = periods.map((period) => period?.statement);
  return {
    businessResults: businessResults(statements),
    balanceSheet: balanceSheet(statements),
    ratios: ratiosTable(periods, shares),
    periods: labels,
  };
}

/** Quarters between the last year-end and the last completed quarter-end: 0 in January–March. */
export function quartersSinceYearEnd(today: IsoDate): number {
  return Math.floor((yearAndMonth(today).month - 1) / 3);
}

function shownYears(
  statements: CompanyStatements,
  prices: readonly number[],
  today: IsoDate,
): (ShownPeriod | undefined)[] {
  const offset = quartersSinceYearEnd(today);
  return Array.from({ length: PERIODS_SHOWN }, (_, back) => {
    const quarterBack = offset + 4 * back;
    const statement = yearStatement(statements, quarterBack);
    return statement === undefined
      ? undefined
      : { statement, price: prices[quarterBack] ?? 0, yearProfit: statement.profitAfterTax };
  });
}

function shownQuarters(
  statements: CompanyStatements,
  prices: readonly number[],
): (ShownPeriod | undefined)[] {
  return Array.from({ length: PERIODS_SHOWN }, (_, back) => {
    const statement = statements.quarters[back];
    return statement === undefined
      ? undefined
      : { statement, price: prices[back] ?? 0, yearProfit: trailingProfit(statements, back) };
  });
}

/**
 * The Finance tab's data of a subject; tables are empty (labels kept) when it has no shares.
 *
 * @example financeData(1, subject, "2026-03-10").yearly.periods // ["2022", "2023", "2024", "2025"]
 */
export function financeData(seed: number, subject: ContentSubject, today: IsoDate): FinanceData {
  const statements = companyStatements(seed, subject);
  if (statements === null) {
    const empty = (periods: readonly string[]): FinanceSet => ({
      businessResults: [],
      balanceSheet: [],
      ratios: [],
      periods,
    });
    return { yearly: empty(yearLabels(today)), quarterly: empty(quarterLabels(today)) };
  }
  const prices = quarterEndPrices(seed, subject);
  const shares = statements.sharesOutstanding;
  return {
    yearly: financeSet(yearLabels(today), shownYears(statements, prices, today), shares),
    quarterly: financeSet(quarterLabels(today), shownQuarters(statements, prices), shares),
  };
}
