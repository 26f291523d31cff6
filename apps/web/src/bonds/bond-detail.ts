/**
 * What the bond detail modal shows (price-board §2 "Bond detail modal", §3; accounts-session §9):
 * the figures of `getliststockdata_bond/{symbol}`'s first element, written for the reader — dates
 * dd/MM/yyyy from yyyymmdd, the coupon rate a year, the personal income tax on the coupon (fixed
 * at 5%) and the coupon period with its unit in the reader's language. Pure; the market package
 * holds the rules.
 *
 * Decision where the spec is silent: the modal is running text, so its money (last match price,
 * par value) is in whole VND with the unit written ("97,303 VND", the board's 97.303 thousand),
 * in the one number style of both languages (docs/web.md).
 */
import {
  COUPON_INCOME_TAX_BASIS_POINTS,
  couponRateBasisPoints,
  formatCompactDate,
  formatCouponPeriod,
  formatNumber,
  isCouponPeriodUnit,
  type BondDetail,
  type Language,
} from "@bangia/market";

export interface BondDetailView {
  readonly symbol: string;
  /** Whole VND with its unit; empty before the first trade. */
  readonly lastPrice: string;
  readonly issuerCode: string;
  readonly issuerName: string;
  readonly parValue: string;
  /** The feed's type code ("PRIVATE", "CORPORATE"); the modal names the known ones. */
  readonly bondType: string;
  readonly collateral: string;
  readonly issueDate: string;
  readonly maturityDate: string;
  readonly couponRate: string;
  readonly incomeTax: string;
  readonly couponPeriod: string;
  readonly callPutProvision: string;
}

function money(vnd: number, language: Language): string {
  return vnd > 0 ? `${formatNumber(vnd, { language })} VND` : "";
}

function percent(basisPoints: number, language: Language): string {
  return `${formatNumber(basisPoints, { language, scale: 2, decimals: 2 })}%`;
}

/**
 * @param lastPrice the live last match price when the board has one, else the detail's
 *
 * @example bondDetailView({ …, interestRate: 8.5, interestPeriod: 6, interestPeriodUnit: 3 }, "vi").couponPeriod // "6 tháng"
 */
export function bondDetailView(detail: BondDetail, language: Language, lastPrice?: number): BondDetailView {
  const coupon = couponRateBasisPoints(detail.interestRate);
  const unit = detail.interestPeriodUnit;
  return {
    symbol: detail.sym,
    lastPrice: money(lastPrice ?? detail.ptMatchPrice, language),
    issuerCode: detail.issuer,
    issuerName: detail.issuerName,
    parValue: money(detail.parvalue, language),
    bondType: detail.bondType,
    collateral: detail.collateral,
    issueDate: formatCompactDate(detail.issueDate),
    maturityDate: formatCompactDate(detail.maturityDate),
    couponRate: coupon === null ? "" : percent(coupon, language),
    incomeTax: percent(COUPON_INCOME_TAX_BASIS_POINTS, language),
    couponPeriod:
      isCouponPeriodUnit(unit) && detail.interestPeriod > 0
        ? formatCouponPeriod(detail.interestPeriod, unit, language)
        : "",
    callPutProvision: detail.callPutProvision,
  };
}
