/**
 * Futures on the HNX derivatives market (market-rules §8), invented because the data has none:
 * VN30 and VN100 index futures for the four months listed on the first day, and 5- and 10-year
 * government-bond futures for the three nearest quarter months. Months, last trading days and
 * codes come from the market package, so they roll exactly as the rules say.
 *
 * Simulation choices: an index future starts at its index's starting level plus a seeded basis
 * of up to ±0.2% per listed month out, on the 0.1-point tick; a bond future starts at a seeded
 * 103,000–108,000 VND (a 5% coupon bond when yields are lower), each later month within ±400 VND
 * of that, kept within 100,000–110,000.
 *
 * The roll: as contracts expire, `futuresToList` gives the months that must join on a later day,
 * for the underlyings already listed; the exchange prices them when it lists them.
 */
import {
  dateInMonth,
  isIndexFuturesUnderlying,
  krxFuturesCode,
  lastTradingDay,
  listedContractMonths,
  oldFuturesCode,
  sessionVenueOfExchange,
  vndPerPriceUnit,
  FUTURES_UNDERLYINGS,
  type ContractMonth,
  type FuturesUnderlying,
  type HolidayList,
  type IsoDate,
} from "@bangia/market";
import { SeededRandom } from "../random/seeded-random";
import type { FutureDefinition, InstrumentDefinition } from "./instrument";
import { snapToPriceStep } from "./snap-to-price-step";

export interface FuturesOptions {
  readonly seed: number;
  readonly firstDay: IsoDate;
  readonly holidays: HolidayList;
  /** Starting level of an index in hundredths of a point (VN30, VN100). */
  readonly indexLevel: (code: string) => number | undefined;
}

const MONTH_NAMES_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const UNDERLYING_NAMES: Readonly<Record<FuturesUnderlying, { readonly vi: string; readonly en: string }>> = {
  VN30: { vi: "Hợp đồng tương lai chỉ số VN30", en: "VN30 index futures" },
  VN100: { vi: "Hợp đồng tương lai chỉ số VN100", en: "VN100 index futures" },
  GB05: { vi: "Hợp đồng tương lai trái phiếu Chính phủ 5 năm", en: "5-year government bond futures" },
  GB10: { vi: "Hợp đồng tương lai trái phiếu Chính phủ 10 năm", en: "10-year government bond futures" },
};

/** YYYY-MM of a contract month. */
function monthText(month: ContractMonth): string {
  return dateInMonth(month, 1).slice(0, 7);
}

/** First prices of the listed months of one underlying, nearest first. */
function initialPrices(underlying: FuturesUnderlying, months: number, options: FuturesOptions): number[] {
  const random = SeededRandom.derive(options.seed, `futures/${underlying}`);
  if (isIndexFuturesUnderlying(underlying)) {
    const level = options.indexLevel(underlying);
    if (level === undefined) throw new RangeError(`no starting level for index ${underlying}`);
    return Array.from({ length: months }, (_, i) => {
      const basis = (random.next() - 0.5) * 0.004 * (i + 1);
      return snapToPriceStep({ kind: "INDEX_FUTURE" }, Math.round(level * (1 + basis)));
    });
  }
  const base = random.int(103_000, 108_000);
  return Array.from({ length: months }, () =>
    Math.min(110_000, Math.max(100_000, base + random.int(-400, 400))),
  );
}

function futureDefinition(
  underlying: FuturesUnderlying,
  month: ContractMonth,
  initialReference: number,
  holidays: HolidayList,
): FutureDefinition {
  const names = UNDERLYING_NAMES[underlying];
  const label = `${String(month.month).padStart(2, "0")}/${month.year}`;
  return {
    symbol: oldFuturesCode({ underlying, month }),
    exchange: "DERIVATIVES",
    kind: isIndexFuturesUnderlying(underlying) ? "INDEX_FUTURE" : "BOND_FUTURE",
    sessionVenue: sessionVenueOfExchange("DERIVATIVES"),
    nameVi: `${names.vi} tháng ${label} (mô phỏng)`,
    nameEn: `${names.en} ${MONTH_NAMES_EN[month.month - 1] ?? ""} ${month.year} (simulated)`,
    simulated: true,
    initialReference,
    underlying,
    contractMonth: monthText(month),
    lastTradingDate: lastTradingDay(underlying, month, holidays),
    multiplier: vndPerPriceUnit(underlying),
    krxCode: krxFuturesCode({ underlying, month }),
  };
}

/** The futures listed on the first day: VN30, VN100, GB05, GB10, each nearest month first. */
export function syntheticFutures(options: FuturesOptions): FutureDefinition[] {
  return FUTURES_UNDERLYINGS.flatMap((underlying) => {
    const months = listedContractMonths(underlying, options.firstDay, options.holidays);
    const prices = initialPrices(underlying, months.length, options);
    return months.map((month, i) => futureDefinition(underlying, month, prices[i] ?? 0, options.holidays));
  });
}

/** `initialReference` of a contract the roll lists: a placeholder the exchange replaces. */
export const UNPRICED_REFERENCE = 0;

/**
 * The contracts listed on `date` (a trading day) that `defined` lacks, nearest month first per
 * underlying, for the underlyings `defined` already has: the roll never starts a new underlying.
 * Contracts of `defined` that expired are never listed again (a listed month is never past its
 * last trading day). Each has `initialReference` = UNPRICED_REFERENCE: the first reference of a
 * new contract depends on the market that day, which only the exchange knows.
 *
 * @example
 * futuresToList("2026-03-20", syntheticFutures({ firstDay: "2026-03-19", ... }), []);
 * // VN30F2605 and VN100F2605 (March expired on the 19th)
 */
export function futuresToList(
  date: IsoDate,
  defined: readonly InstrumentDefinition[],
  holidays: HolidayList,
): FutureDefinition[] {
  const symbols = new Set(defined.map((instrument) => instrument.symbol));
  const underlyings = new Set(
    defined.flatMap((instrument) =>
      instrument.kind === "INDEX_FUTURE" || instrument.kind === "BOND_FUTURE" ? [instrument.underlying] : [],
    ),
  );
  return FUTURES_UNDERLYINGS.filter((underlying) => underlyings.has(underlying)).flatMap((underlying) =>
    listedContractMonths(underlying, date, holidays)
      .map((month) => futureDefinition(underlying, month, UNPRICED_REFERENCE, holidays))
      .filter((future) => !symbols.has(future.symbol)),
  );
}
