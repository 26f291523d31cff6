import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FinanceRow, FinanceSet } from "@bangia/market";
import { financeData, quarterLabels, quartersSinceYearEnd, yearLabels } from "./finance-data";
import { FINANCE_ROW_NAMES, type FinanceRowKey } from "./finance-row-names";
import { anchorPrice, companyStatements, yearStatement } from "./finance-statements";
import { dateArbitrary, FUTURES_SUBJECT, hoseShare, shareSubjectArbitrary } from "./testing/subjects";

function values(set: FinanceSet, table: "businessResults" | "balanceSheet" | "ratios", key: FinanceRowKey) {
  const found: FinanceRow | undefined = set[table].find((row) => row.Name === FINANCE_ROW_NAMES[key].vi);
  if (found === undefined) throw new Error(`no row ${key}`);
  return [found.Value1, found.Value2, found.Value3, found.Value4];
}

function numbers(list: readonly (number | null)[]): number[] {
  return list.map((value) => {
    if (value === null) throw new Error("unexpected null");
    return value;
  });
}

describe("period labels", () => {
  it.each([
    ["2026-03-10", ["2022", "2023", "2024", "2025"], ["Q1/2025", "Q2/2025", "Q3/2025", "Q4/2025"], 0],
    ["2025-04-01", ["2021", "2022", "2023", "2024"], ["Q2/2024", "Q3/2024", "Q4/2024", "Q1/2025"], 1],
    ["2025-09-30", ["2021", "2022", "2023", "2024"], ["Q3/2024", "Q4/2024", "Q1/2025", "Q2/2025"], 2],
    ["2025-12-31", ["2021", "2022", "2023", "2024"], ["Q4/2024", "Q1/2025", "Q2/2025", "Q3/2025"], 3],
  ])("on %s", (today, years, quarters, sinceYearEnd) => {
    expect(yearLabels(today)).toEqual(years);
    expect(quarterLabels(today)).toEqual(quarters);
    expect(quartersSinceYearEnd(today)).toBe(sinceYearEnd);
  });
});

describe("anchor price (1-2-5 ladder)", () => {
  it.each([
    [9_990, 7_000],
    [10_000, 14_000],
    [19_950, 14_000],
    [27_500, 32_000],
    [50_000, 70_000],
    [118_500, 140_000],
    [0, 14_000],
  ])("%d → %d", (reference, anchor) => {
    expect(anchorPrice(reference)).toBe(anchor);
  });

  it("keeps the statements while the price moves inside its rung", () => {
    expect(companyStatements(1, hoseShare("FPT", 101_000))).toEqual(
      companyStatements(1, hoseShare("FPT", 190_000)),
    );
  });
});

describe("finance data", () => {
  const fpt = hoseShare("FPT", 118_500, 1_470_000_000);

  it("names rows in Vietnamese, in the three tables", () => {
    const data = financeData(1, fpt, "2026-03-10");
    expect(data.yearly.businessResults.map((row) => row.Name)).toEqual([
      "Doanh thu thuần",
      "Giá vốn hàng bán",
      "Lợi nhuận gộp",
      "Chi phí bán hàng và quản lý doanh nghiệp",
      "Lợi nhuận trước thuế",
      "Chi phí thuế thu nhập doanh nghiệp",
      "Lợi nhuận sau thuế",
    ]);
    expect(data.quarterly.balanceSheet.map((row) => row.Name)).toContain("Vốn chủ sở hữu");
    expect(data.quarterly.ratios.map((row) => row.Name)).toEqual(
      expect.arrayContaining(["EPS (đồng)", "P/E", "ROE (%)", "ROA (%)"]),
    );
  });

  it("is the same for the same inputs and differs between symbols", () => {
    expect(financeData(1, fpt, "2026-03-10")).toEqual(financeData(1, fpt, "2026-03-10"));
    const other = financeData(1, { ...fpt, symbol: "VNM" }, "2026-03-10");
    expect(other.yearly.businessResults).not.toEqual(
      financeData(1, fpt, "2026-03-10").yearly.businessResults,
    );
  });

  it("has empty tables, labels kept, for a subject without shares", () => {
    const data = financeData(1, FUTURES_SUBJECT, "2026-03-10");
    expect(data.yearly).toEqual({
      businessResults: [],
      balanceSheet: [],
      ratios: [],
      periods: yearLabels("2026-03-10"),
    });
    expect(data.quarterly.businessResults).toEqual([]);
  });

  it("sums a year's quarters and takes its last quarter's balance sheet", () => {
    const statements = companyStatements(1, fpt);
    if (statements === null) throw new Error("FPT has shares");
    const year = yearStatement(statements, 2);
    const quarters = statements.quarters.slice(2, 6);
    expect(year?.revenue).toBe(quarters.reduce((sum, quarter) => sum + quarter.revenue, 0));
    expect(year?.profitAfterTax).toBe(quarters.reduce((sum, quarter) => sum + quarter.profitAfterTax, 0));
    expect(year?.equity).toBe(statements.quarters[2]?.equity);
    expect(yearStatement(statements, statements.quarters.length - 3)).toBeUndefined();
  });

  it("shows the December quarter and its year alike when today is in the first quarter", () => {
    const data = financeData(1, fpt, "2026-02-02");
    const yearEquity = values(data.yearly, "balanceSheet", "equity")[3];
    const quarterEquity = values(data.quarterly, "balanceSheet", "equity")[3];
    expect(yearEquity).toBe(quarterEquity);
    expect(values(data.yearly, "ratios", "pe")[3]).toBe(values(data.quarterly, "ratios", "pe")[3]);
    const quarterProfits = numbers(values(data.quarterly, "businessResults", "profitAfterTax"));
    expect(values(data.yearly, "businessResults", "profitAfterTax")[3]).toBe(
      quarterProfits.reduce((sum, profit) => sum + profit, 0),
    );
  });

  it("keeps every period internally consistent", () => {
    fc.assert(
      fc.property(fc.nat(), shareSubjectArbitrary, dateArbitrary, (seed, subject, today) => {
        const data = financeData(seed, subject, today);
        for (const set of [data.yearly, data.quarterly]) {
          expect(set.periods).toHaveLength(4);
          const line = (key: FinanceRowKey, table: "businessResults" | "balanceSheet" = "businessResults") =>
            numbers(values(set, table, key));
          const revenue = line("revenue");
          const gross = line("grossProfit");
          const beforeTax = line("profitBeforeTax");
          const afterTax = line("profitAfterTax");
          const assets = line("totalAssets", "balanceSheet");
          const liabilities = line("liabilities", "balanceSheet");
          const equity = line("equity", "balanceSheet");
          for (let i = 0; i < 4; i++) {
            const at = (list: number[]): number => list[i] ?? Number.NaN;
            for (const table of ["businessResults", "balanceSheet"] as const) {
              for (const row of set[table])
                expect(Number.isInteger(row[`Value${(i + 1) as 1 | 2 | 3 | 4}`])).toBe(true);
            }
            expect(at(revenue) - at(line("costOfSales"))).toBe(at(gross));
            expect(at(gross)).toBeLessThan(at(revenue));
            expect(at(gross) - at(line("operatingExpenses"))).toBe(at(beforeTax));
            expect(at(beforeTax) - at(line("incomeTax"))).toBe(at(afterTax));
            expect(at(line("incomeTax"))).toBeGreaterThanOrEqual(0);
            expect(at(equity) + at(liabilities)).toBe(at(assets));
            expect(at(line("totalCapital", "balanceSheet"))).toBe(at(assets));
            expect(
              at(line("currentAssets", "balanceSheet")) + at(line("longTermAssets", "balanceSheet")),
            ).toBe(at(assets));
            expect(
              at(line("currentLiabilities", "balanceSheet")) +
                at(line("longTermLiabilities", "balanceSheet")),
            ).toBe(at(liabilities));
            expect(at(line("inventory", "balanceSheet"))).toBeLessThanOrEqual(
              at(line("currentAssets", "balanceSheet")),
            );
            expect(at(equity)).toBeGreaterThan(0);
            // EPS ≈ profit / shares (profit is in millions).
            const eps = values(set, "ratios", "eps")[i] ?? Number.NaN;
            expect(Math.abs(eps - (at(afterTax) * 1e6) / subject.sharesOutstanding)).toBeLessThanOrEqual(0.5);
            const pe = values(set, "ratios", "pe")[i];
            if (eps <= 0 && set === data.yearly) expect(pe).toBeNull();
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
