/**
 * Covered warrants (market-rules §9), invented because the reference data has none: European
 * cash-settled calls on VN30 shares, issued by real securities firms, listed on HOSE.
 *
 * Simulation choices:
 * - 80% of the VN30 (seeded) have warrants, 2–4 each; each underlying draws from its own
 *   stream, so one underlying's warrants do not depend on another's;
 * - listed 1 week to 6 months before the first day, maturing 100–360 days after it (a trading
 *   day), last trading day 2 trading days before maturity (§9);
 * - exercise price 85%–120% of the underlying's reference, on the underlying's price step;
 *   ratio n:1 with n near price / 8,000 (1..10), so warrants trade at hundreds to a few
 *   thousand VND, as real ones do;
 * - first reference = the Black–Scholes call value (volatility 25%–45%) ÷ n, to the nearest
 *   tick of 10, at least 10;
 * - symbol `C` + underlying + 2-digit listing year + 2-digit sequence per underlying and year
 *   (CHPG2601), sequences starting at a seeded number as if earlier series had expired.
 */
import {
  addDays,
  daysBetween,
  MIN_WARRANT_PRICE,
  previousTradingDay,
  priceStep,
  sessionVenueOfInstrument,
  tradingDayOnOrBefore,
  type HolidayList,
  type IsoDate,
} from "@bangia/market";
import { SeededRandom } from "../random/seeded-random";
import type { StockDefinition, WarrantDefinition } from "./instrument";
import { pickDistinct } from "./seeded-choice";
import { snapToPriceStep } from "./snap-to-price-step";
import { WARRANT_ISSUERS, type WarrantIssuer } from "./warrant-issuers";
import { callValue } from "./warrant-pricing";

/** Share of the VN30 that has warrants. */
export const WARRANT_UNDERLYING_SHARE = 0.8;
/** The warrant tick (10 VND at every level). */
const WARRANT_TICK = priceStep({ kind: "CW", venue: "HOSE" }, 0);
const DAYS_PER_YEAR = 365;

export interface WarrantOptions {
  readonly seed: number;
  readonly firstDay: IsoDate;
  readonly holidays: HolidayList;
  /** The VN30 constituents: the candidate underlyings. */
  readonly underlyings: readonly string[];
  readonly stocks: ReadonlyMap<string, StockDefinition>;
}

/** A warrant before its symbol is known (the sequence depends on its siblings). */
type UnnumberedWarrant = Omit<WarrantDefinition, "symbol" | "nameVi" | "nameEn">;

/** `C` + underlying + YY + NN. */
export function warrantSymbol(underlying: string, listedDate: IsoDate, sequence: number): string {
  return `C${underlying}${listedDate.slice(2, 4)}${String(sequence).padStart(2, "0")}`;
}

function inventWarrant(
  random: SeededRandom,
  underlying: StockDefinition,
  issuer: WarrantIssuer,
  options: WarrantOptions,
): UnnumberedWarrant {
  const { firstDay, holidays } = options;
  const spot = underlying.initialReference;
  const listedDate = tradingDayOnOrBefore(addDays(firstDay, -random.int(7, 180)), holidays);
  const maturityDate = tradingDayOnOrBefore(addDays(firstDay, random.int(100, 360)), holidays);
  const lastTradingDate = previousTradingDay(previousTradingDay(maturityDate, holidays), holidays);
  const shareStep = { kind: "STOCK", venue: "HOSE" } as const;
  const exercisePrice = snapToPriceStep(shareStep, Math.round(spot * (0.85 + 0.35 * random.next())));
  const perShare = Math.min(10, Math.max(1, Math.round(spot / random.int(6_000, 10_000))));
  const value = callValue({
    spot,
    strike: exercisePrice,
    years: daysBetween(firstDay, maturityDate) / DAYS_PER_YEAR,
    volatility: 0.25 + 0.2 * random.next(),
  });
  const initialReference = Math.max(
    MIN_WARRANT_PRICE,
    Math.round(value / perShare / WARRANT_TICK) * WARRANT_TICK,
  );
  return {
    exchange: "HOSE",
    kind: "CW",
    sessionVenue: sessionVenueOfInstrument("HOSE", "CW"),
    boardVenue: "HOSE",
    simulated: true,
    initialReference,
    underlying: underlying.symbol,
    issuerCode: issuer.code,
    issuerName: issuer.nameVi,
    warrantType: "C",
    exercisePrice,
    ratio: { warrants: perShare, shares: 1 },
    listedDate,
    lastTradingDate,
    maturityDate,
    sharesOutstanding: random.int(10, 80) * 100_000,
  };
}

/** Numbers one underlying's warrants by listing year, in listing order. */
function numbered(warrants: readonly UnnumberedWarrant[], firstSequence: number): WarrantDefinition[] {
  const nextByYear = new Map<string, number>();
  return [...warrants]
    .sort((a, b) => a.listedDate.localeCompare(b.listedDate))
    .map((warrant) => {
      const year = warrant.listedDate.slice(0, 4);
      const sequence = nextByYear.get(year) ?? firstSequence;
      nextByYear.set(year, sequence + 1);
      const code = `${warrant.underlying}/${warrant.issuerCode}/Call/EU/Cash`;
      return {
        ...warrant,
        symbol: warrantSymbol(warrant.underlying, warrant.listedDate, sequence),
        nameVi: `Chứng quyền mô phỏng ${code}`,
        nameEn: `Simulated covered warrant ${code}`,
      };
    });
}

/** The simulated covered warrants, grouped by underlying in alphabetical order. */
export function syntheticWarrants(options: WarrantOptions): WarrantDefinition[] {
  const candidates = [...options.underlyings].sort();
  const count = Math.round(candidates.length * WARRANT_UNDERLYING_SHARE);
  const chosen = pickDistinct(
    SeededRandom.derive(options.seed, "warrants/underlyings"),
    candidates,
    count,
  ).sort();
  return chosen.flatMap((symbol) => {
    const underlying = options.stocks.get(symbol);
    if (underlying === undefined) throw new RangeError(`warrant underlying ${symbol} is not a listed stock`);
    const random = SeededRandom.derive(options.seed, `warrants/${symbol}`);
    const firstSequence = random.int(1, 20);
    const warrants = Array.from({ length: random.int(2, 4) }, () =>
      inventWarrant(random, underlying, random.pick(WARRANT_ISSUERS), options),
    );
    return numbered(warrants, firstSequence);
  });
}
