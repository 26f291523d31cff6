import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FinanceSet } from "@bangia/market";
import { companyProfile } from "./company-profile";
import { financeData } from "./finance-data";
import { FINANCE_ROW_NAMES, type FinanceRowKey } from "./finance-row-names";
import { dailyRatios, fundamentals, quotient, trailingRatios } from "./ratios";
import { FUTURES_SUBJECT, hoseShare, shareSubjectArbitrary, subjectArbitrary } from "./testing/subjects";

function latest(set: FinanceSet, key: FinanceRowKey): number | null {
  const rows = [...set.businessResults, ...set.balanceSheet, ...set.ratios];
  const row = rows.find((item) => item.Name === FINANCE_ROW_NAMES[key].vi);
  if (row === undefined) throw new Error(`no row ${key}`);
  return row.Value4;
}

/** The first symbol (AAA, AAB, …) whose profile satisfies `wanted` under seed 1. */
function symbolWhere(wanted: (symbol: string) => boolean): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of letters)
    for (const b of letters) for (const c of letters) if (wanted(a + b + c)) return a + b + c;
  throw new Error("no such symbol");
}

describe("quotient", () => {
  it.each([
    [1, 3, 4, 0.3333],
    [118_500, 11_713, 2, 10.12],
    [5, 0, 2, null],
    [5, -2, 2, null],
  ])("%d / %d to %d decimals", (numerator, denominator, decimals, expected) => {
    expect(quotient(numerator, denominator, decimals)).toBe(expected);
  });
});

describe("ratios agree with the finance tables", () => {
  it("for any share-issuing subject", () => {
    fc.assert(
      fc.property(fc.nat(), shareSubjectArbitrary, (seed, subject) => {
        const quarterly = financeData(seed, subject, "2026-05-20").quarterly;
        const basics = fundamentals(seed, subject);
        const daily = dailyRatios(seed, subject);
        const trailing = trailingRatios(seed, subject);

        const quarterProfits = quarterly.businessResults.find(
          (row) => row.Name === FINANCE_ROW_NAMES.profitAfterTax.vi,
        );
        const yearProfit = [
          quarterProfits?.Value1,
          quarterProfits?.Value2,
          quarterProfits?.Value3,
          quarterProfits?.Value4,
        ]
          .map((value) => value ?? Number.NaN)
          .reduce((sum, value) => sum + value, 0);
        expect(basics.eps).toBe(Math.round((yearProfit * 1e6) / subject.sharesOutstanding));
        expect(daily.RTD14).toBe(basics.eps);
        expect(basics.bvps).toBe(latest(quarterly, "bvps"));
        expect(daily.RTD21).toBe(basics.eps > 0 ? quotient(subject.reference, basics.eps, 2) : null);
        expect(daily.RTD21).toBe(latest(quarterly, "pe"));
        expect(daily.RTD25).toBe(quotient(subject.reference, basics.bvps, 2));
        expect(daily.RTD25).toBe(latest(quarterly, "pb"));
        if (basics.eps > 0) expect(daily.RTD15 ?? Infinity).toBeLessThanOrEqual(basics.eps);

        const asPercent = (fraction: number | null): number | null =>
          fraction === null ? null : Math.round(fraction * 100 * 100) / 100;
        expect(
          Math.abs((asPercent(trailing.RTQ12) ?? 0) - (latest(quarterly, "roe") ?? 0)),
        ).toBeLessThanOrEqual(0.01);
        expect(
          Math.abs((asPercent(trailing.RTQ14) ?? 0) - (latest(quarterly, "roa") ?? 0)),
        ).toBeLessThanOrEqual(0.01);
        expect(trailing.RTQ25).not.toBeNull();
        expect(trailing.RTQ25 ?? 0).toBeGreaterThan(trailing.RTQ29 ?? 0);
        expect(trailing.RTQ25 ?? 1).toBeLessThan(1);
        expect(trailing.RTQ11 ?? 1).toBeLessThan(1);
        expect(trailing.RTQ2 ?? Infinity).toBeLessThanOrEqual(trailing.RTQ3 ?? 0);
        expect(
          Math.abs((trailing.RTQ10 ?? 0) - (latest(quarterly, "debtToEquity") ?? 0)),
        ).toBeLessThanOrEqual(0.0051);
      }),
      { numRuns: 150 },
    );
  });

  it("takes the latest quarter's figures whatever today is, so dateless calls match the tables", () => {
    const subject = hoseShare("FPT", 118_500);
    const march = financeData(1, subject, "2026-03-10").quarterly;
    const august = financeData(1, subject, "2027-08-01").quarterly;
    for (const key of ["eps", "bvps", "pe", "roe", "roa"] as const)
      expect(latest(march, key)).toBe(latest(august, key));
    expect(march.periods).not.toEqual(august.periods);
  });

  it("moves PE and PB with the price while EPS and BVPS stay", () => {
    const low = hoseShare("FPT", 101_000);
    const high = hoseShare("FPT", 150_000);
    expect(fundamentals(1, low).eps).toBe(fundamentals(1, high).eps);
    expect(dailyRatios(1, low).RTD21).not.toBe(dailyRatios(1, high).RTD21);
  });
});

describe("meaningless ratios are null", () => {
  it("has no PE for a loss-making company", () => {
    const symbol = symbolWhere((candidate) => companyProfile(1, candidate).lossMaking);
    const subject = hoseShare(symbol, 25_000);
    const daily = dailyRatios(1, subject);
    expect(daily.RTD14 ?? 0).toBeLessThan(0);
    expect(daily.RTD21).toBeNull();
    expect(daily.RTD22).toBeNull();
    expect(daily.RTD25).not.toBeNull();
    expect(fundamentals(1, subject).fwpe).toBe(0);
    expect(fundamentals(1, subject).dividend).toBe(0);
    expect(latest(financeData(1, subject, "2026-03-10").quarterly, "pe")).toBeNull();
  });

  it("has nothing for a subject without shares", () => {
    expect(Object.values(dailyRatios(1, FUTURES_SUBJECT)).every((value) => value === null)).toBe(true);
    expect(Object.values(trailingRatios(1, FUTURES_SUBJECT)).every((value) => value === null)).toBe(true);
    expect(fundamentals(1, FUTURES_SUBJECT)).toEqual({ eps: 0, bvps: 0, dividend: 0, beta: 1, fwpe: 0 });
  });

  it("keeps fundamentals plausible for any subject", () => {
    fc.assert(
      fc.property(fc.nat(), subjectArbitrary, (seed, subject) => {
        const basics = fundamentals(seed, subject);
        expect(Number.isInteger(basics.eps) && Number.isInteger(basics.bvps)).toBe(true);
        expect(basics.dividend % 100).toBe(0);
        expect(basics.beta).toBeGreaterThan(0);
        expect(basics.fwpe).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
