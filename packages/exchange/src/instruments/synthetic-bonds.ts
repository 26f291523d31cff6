/**
 * Corporate bonds on HNX (market-rules §1, §10), invented because the data has none: 15
 * private-placement bonds (put-through only, own session venue) and 15 listed corporate bonds,
 * each from a different real listed company.
 *
 * Simulation choices:
 * - issuers drawn (seeded) from the 120 largest HOSE and HNX stocks by market cap;
 * - symbol issuer + `B` + 2-digit issue year + 2-digit series (VICB2403): bond symbols are
 *   8 characters with a `B` fourth, so they cannot be a stock, an ETF or a warrant symbol;
 * - par 100,000 VND; coupon 6%–12% a year in steps of 0.25%; coupons every 6 or 12 months or
 *   yearly; issued 1 month to about 3 years before the first day, maturing 1–5 years after it
 *   (both trading days); 50,000–1,000,000 bonds outstanding;
 * - first price near par: + 0.05% of par per year to maturity for each 1% of coupon above 9%,
 *   ± up to 300 VND, in whole VND (bonds have a step of 1).
 */
import {
  addDays,
  daysBetween,
  sessionVenueOfInstrument,
  tradingDayOnOrBefore,
  type HolidayList,
  type IsoDate,
  type ListedSymbol,
  type ReferenceData,
} from "@bangia/market";
import { SeededRandom } from "../random/seeded-random";
import type { BondDefinition } from "./instrument";
import { pickDistinct } from "./seeded-choice";

export const PRIVATE_BOND_COUNT = 15;
export const CORPORATE_BOND_COUNT = 15;
/** Issuers are drawn from this many of the largest HOSE and HNX stocks. */
export const BOND_ISSUER_POOL = 120;
export const BOND_PAR_VALUE = 100_000;
/** The coupon at which a bond starts at par, basis points. */
const PAR_COUPON_BASIS_POINTS = 900;

const COUPON_PERIODS: readonly Pick<BondDefinition, "couponPeriod" | "couponPeriodUnit">[] = [
  { couponPeriod: 6, couponPeriodUnit: "MONTH" },
  { couponPeriod: 12, couponPeriodUnit: "MONTH" },
  { couponPeriod: 1, couponPeriodUnit: "YEAR" },
];

const COLLATERAL: readonly string[] = [
  "Không có tài sản bảo đảm / Unsecured",
  "Cổ phiếu niêm yết do bên thứ ba sở hữu / Listed shares owned by a third party",
  "Quyền sử dụng đất và tài sản gắn liền với đất / Land use rights and attached assets",
  "Quyền tài sản phát sinh từ dự án / Property rights arising from a project",
  "Bảo lãnh thanh toán của ngân hàng / Bank payment guarantee",
];

const CALL_PUT_PROVISIONS: readonly string[] = [
  "Không có quyền mua lại, bán lại trước hạn / No call or put",
  "Tổ chức phát hành được mua lại trước hạn sau 2 năm / Issuer call after 2 years",
  "Người sở hữu được bán lại cho tổ chức phát hành sau 3 năm / Holder put after 3 years",
  "Mua lại trước hạn theo thỏa thuận / Early redemption by agreement",
];

/** Issuer + `B` + YY + NN. */
export function bondSymbol(issuer: string, issueDate: IsoDate, series: number): string {
  return `${issuer}B${issueDate.slice(2, 4)}${String(series).padStart(2, "0")}`;
}

function bondIssuers(reference: ReferenceData, seed: number): ListedSymbol[] {
  const pool = reference.symbols
    .filter((row) => row.kind === "STOCK" && (row.exchange === "HOSE" || row.exchange === "HNX"))
    .sort((a, b) => b.referencePrice * b.sharesOutstanding - a.referencePrice * a.sharesOutstanding)
    .slice(0, BOND_ISSUER_POOL)
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
  return pickDistinct(
    SeededRandom.derive(seed, "bonds/issuers"),
    pool,
    PRIVATE_BOND_COUNT + CORPORATE_BOND_COUNT,
  );
}

function inventBond(
  issuer: ListedSymbol,
  bondType: BondDefinition["bondType"],
  seed: number,
  firstDay: IsoDate,
  holidays: HolidayList,
): BondDefinition {
  const random = SeededRandom.derive(seed, `bonds/${issuer.symbol}`);
  const issueDate = tradingDayOnOrBefore(addDays(firstDay, -random.int(30, 1_000)), holidays);
  const maturityDate = tradingDayOnOrBefore(addDays(firstDay, random.int(380, 1_800)), holidays);
  const couponBasisPoints = random.int(24, 48) * 25;
  const years = daysBetween(firstDay, maturityDate) / 365;
  const premium =
    Math.round((couponBasisPoints - PAR_COUPON_BASIS_POINTS) * years * 5) + random.int(-300, 300);
  const year = issueDate.slice(0, 4);
  const privatePlacement = bondType === "PRIVATE";
  return {
    symbol: bondSymbol(issuer.symbol, issueDate, random.int(1, 9)),
    exchange: "HNX",
    kind: "BOND",
    sessionVenue: privatePlacement ? "PRIVATE_BONDS" : sessionVenueOfInstrument("HNX", "BOND"),
    boardVenue: "HNX",
    nameVi: privatePlacement
      ? `Trái phiếu riêng lẻ ${issuer.symbol} phát hành năm ${year} (mô phỏng)`
      : `Trái phiếu doanh nghiệp niêm yết ${issuer.symbol} phát hành năm ${year} (mô phỏng)`,
    nameEn: privatePlacement
      ? `${issuer.symbol} private placement bond issued ${year} (simulated)`
      : `${issuer.symbol} listed corporate bond issued ${year} (simulated)`,
    simulated: true,
    initialReference: BOND_PAR_VALUE + premium,
    bondType,
    issuerCode: issuer.symbol,
    issuerName: issuer.nameVi,
    parValue: BOND_PAR_VALUE,
    couponBasisPoints,
    ...random.pick(COUPON_PERIODS),
    issueDate,
    maturityDate,
    collateral: random.pick(COLLATERAL),
    callPutProvision: random.pick(CALL_PUT_PROVISIONS),
    outstandingUnits: random.int(5, 100) * 10_000,
  };
}

export interface BondOptions {
  readonly seed: number;
  readonly firstDay: IsoDate;
  readonly holidays: HolidayList;
}

/** The simulated bonds: private placements first, then listed corporate bonds. */
export function syntheticBonds(reference: ReferenceData, options: BondOptions): BondDefinition[] {
  const { seed, firstDay, holidays } = options;
  return bondIssuers(reference, seed).map((issuer, i) =>
    inventBond(issuer, i < PRIVATE_BOND_COUNT ? "PRIVATE" : "CORPORATE", seed, firstDay, holidays),
  );
}
