import { describe, expect, it } from "vitest";
import type { Language } from "./language";
import {
  COUPON_INCOME_TAX_BASIS_POINTS,
  couponAfterTaxBasisPoints,
  couponPeriodUnitName,
  couponRateBasisPoints,
  formatCouponPeriod,
  formatRatePercent,
  isCouponPeriodUnit,
  remainingMaturityDays,
  type CouponPeriodUnit,
} from "./bond";

describe("coupon tax", () => {
  it("accounts-session §9: bond coupon tax 5%", () => {
    expect(COUPON_INCOME_TAX_BASIS_POINTS).toBe(500);
  });

  it.each<[number | string, number | null]>([
    [8.5, 850],
    ["10.25", 1_025],
    [7, 700],
    ["n/a", null],
  ])("price-board §3 interestRate in percent to basis points: %s → %s", (rate, expected) => {
    expect(couponRateBasisPoints(rate)).toBe(expected);
  });

  it.each([
    [800, 760, "7.60%"],
    [850, 808, "8.08%"],
    [1_000, 950, "9.50%"],
    [0, 0, "0.00%"],
  ])(
    "price-board §2: personal income tax on the coupon is fixed at 5% (%i bp → %i bp)",
    (coupon, after, text) => {
      expect(couponAfterTaxBasisPoints(coupon)).toBe(after);
      expect(formatRatePercent(after)).toBe(text);
    },
  );
});

describe("coupon period", () => {
  it.each<[CouponPeriodUnit, Language, number, string]>([
    [1, "vi", 1, "ngày"],
    [2, "vi", 2, "tuần"],
    [3, "vi", 6, "tháng"],
    [4, "vi", 1, "năm"],
    [1, "en", 1, "day"],
    [2, "en", 2, "weeks"],
    [3, "en", 6, "months"],
    [4, "en", 1, "year"],
  ])(
    "accounts-session §9: coupon period units 1 day, 2 week, 3 month, 4 year (%i %s ×%i)",
    (unit, language, count, name) => {
      expect(couponPeriodUnitName(unit, language, count)).toBe(name);
    },
  );

  it.each<[number, CouponPeriodUnit, Language, string]>([
    [6, 3, "vi", "6 tháng"],
    [1, 4, "en", "1 year"],
    [12, 3, "en", "12 months"],
  ])(
    "price-board §2: coupon payment period with its unit (%i, %i, %s)",
    (period, unit, language, expected) => {
      expect(formatCouponPeriod(period, unit, language)).toBe(expected);
    },
  );

  it.each([
    [1, true],
    [4, true],
    [0, false],
    [5, false],
  ])("price-board §3: interestPeriodUnit %i is known: %s", (value, expected) => {
    expect(isCouponPeriodUnit(value)).toBe(expected);
  });
});

describe("remainingMaturityDays", () => {
  it.each<[string, string, number | null]>([
    ["20250310", "2025-03-01", 9],
    ["2025-03-10", "2025-03-01", 9],
    ["20260301", "2025-03-01", 365],
    ["20250301", "2025-03-01", 0],
    ["2024-12-31", "2025-03-01", 0],
    ["20250230", "2025-03-01", null],
    ["20250310", "01/03/2025", null],
  ])("price-board §2: remaining maturity in days (%s from %s)", (maturity, today, expected) => {
    expect(remainingMaturityDays(maturity, today)).toBe(expected);
  });
});
