/**
 * Bond board and bond detail (price-board §2, §3; accounts-session §9): personal income tax on
 * the coupon (fixed at 5%), the coupon period with its unit, and the remaining maturity.
 *
 * Rates are integers in basis points (1 bp = 0.01%), so 8.5% is 850. The after-tax coupon is
 * rounded half up to a whole basis point, which is exactly the two decimals of a percent the
 * modal shows.
 */
import { daysBetween, fromCompactDate, isIsoDate, type IsoDate } from "../calendar-date";
import type { Language, LocalizedText } from "./language";
import { divideRounded } from "../integer-division";
import { formatScaled, scaleDecimal } from "./scaled-decimal";

const BASIS_POINTS_PER_UNIT = 10_000;

/** Personal income tax on bond coupons: 5%, in basis points. */
export const COUPON_INCOME_TAX_BASIS_POINTS = 500;

/**
 * A coupon rate given in percent (the feed's `interestRate`, e.g. 8.5) in basis points; null
 * when it is not a number.
 *
 * @example couponRateBasisPoints(8.5) // 850
 * @example couponRateBasisPoints("10.25") // 1_025
 */
export function couponRateBasisPoints(percent: number | string): number | null {
  return scaleDecimal(percent, 2);
}

/**
 * The coupon rate left after the 5% personal income tax, in basis points.
 *
 * @example couponAfterTaxBasisPoints(800) // 760
 * @example couponAfterTaxBasisPoints(850) // 808 (807.5 rounded half up)
 */
export function couponAfterTaxBasisPoints(couponBasisPoints: number): number {
  return divideRounded(
    couponBasisPoints * (BASIS_POINTS_PER_UNIT - COUPON_INCOME_TAX_BASIS_POINTS),
    BASIS_POINTS_PER_UNIT,
  );
}

/**
 * A rate in basis points as a percent with two decimals.
 *
 * @example formatRatePercent(850) // "8.50%"
 */
export function formatRatePercent(basisPoints: number): string {
  return `${formatScaled(basisPoints, { scale: 2, decimals: 2 })}%`;
}

/** The feed's `interestPeriodUnit`: 1 day, 2 week, 3 month, 4 year. */
export const COUPON_PERIOD_UNITS = [1, 2, 3, 4] as const;
export type CouponPeriodUnit = (typeof COUPON_PERIOD_UNITS)[number];

interface UnitNames {
  readonly one: LocalizedText;
  readonly many: LocalizedText;
}

const UNIT_NAMES: Readonly<Record<CouponPeriodUnit, UnitNames>> = {
  1: { one: { vi: "ngày", en: "day" }, many: { vi: "ngày", en: "days" } },
  2: { one: { vi: "tuần", en: "week" }, many: { vi: "tuần", en: "weeks" } },
  3: { one: { vi: "tháng", en: "month" }, many: { vi: "tháng", en: "months" } },
  4: { one: { vi: "năm", en: "year" }, many: { vi: "năm", en: "years" } },
};

export function isCouponPeriodUnit(value: number): value is CouponPeriodUnit {
  return (COUPON_PERIOD_UNITS as readonly number[]).includes(value);
}

/**
 * The name of a coupon period unit (Vietnamese nouns do not inflect; English ones do).
 *
 * @example couponPeriodUnitName(3, "vi") // "tháng"
 * @example couponPeriodUnitName(3, "en", 6) // "months"
 */
export function couponPeriodUnitName(unit: CouponPeriodUnit, language: Language, count = 1): string {
  const names = UNIT_NAMES[unit];
  return (count === 1 ? names.one : names.many)[language];
}

/**
 * The coupon payment period with its unit, e.g. for the bond detail modal.
 *
 * @example formatCouponPeriod(6, 3, "vi") // "6 tháng"
 * @example formatCouponPeriod(1, 4, "en") // "1 year"
 */
export function formatCouponPeriod(period: number, unit: CouponPeriodUnit, language: Language): string {
  return `${period} ${couponPeriodUnitName(unit, language, period)}`;
}

/**
 * Days from `today` (the market-clock date, injected) to maturity, given as ISO or yyyymmdd;
 * 0 once matured, null for an invalid date.
 *
 * @example remainingMaturityDays("20250310", "2025-03-01") // 9
 * @example remainingMaturityDays("2024-12-31", "2025-03-01") // 0
 */
export function remainingMaturityDays(maturity: string, today: IsoDate): number | null {
  const maturityDate = isIsoDate(maturity) ? maturity : fromCompactDate(maturity);
  if (maturityDate === null || !isIsoDate(today)) return null;
  return Math.max(0, daysBetween(today, maturityDate));
}
