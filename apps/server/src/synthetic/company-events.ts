/**
 * Invented corporate actions (price-board §3 "Company event"): dividends, AGMs, rights issues,
 * bonus shares and additional listings, every title marked "(mô phỏng)".
 *
 * Events are laid out per calendar year, independently of `today`, so the list of a symbol and
 * the events of a date always agree. A symbol has N ∈ [5, 7] events a year, one in each of N
 * equal slots of the year (at a random point of its middle 80%, moved back to a trading day),
 * so any 365 days hold between N − 2 and N + 1 of them: 3 to 8. The slot holding late April
 * (AGM season) is the AGM; cash dividends come only from symbols whose profile pays them, at the
 * profile's rate, so the base-info dividend matches.
 *
 * Events exist in the years EVENT_YEARS only (the calendar arithmetic of a date is safe well
 * beyond them, and no board asks for more): a year outside has none.
 */
import type { CompanyEvent, DefinedEvent } from "@bangia/market";
import {
  addDays,
  daysBetween,
  groupDigits,
  toSlashDate,
  tradingDayOnOrBefore,
  type HolidayList,
  type IsoDate,
} from "@bangia/market";
import { companyProfile, PAR_VALUE } from "./company-profile";
import { randomStream, type RandomStream } from "./seeded-random";

export const EVENT_TYPES = [
  { code: "DIV", name_vn: "Trả cổ tức bằng tiền mặt", name_en: "Cash dividend" },
  { code: "AGM", name_vn: "Đại hội đồng cổ đông thường niên", name_en: "Annual general meeting" },
  { code: "ISS", name_vn: "Phát hành thêm cổ phiếu", name_en: "Rights issue" },
  { code: "BONUS", name_vn: "Cổ phiếu thưởng", name_en: "Bonus shares" },
  { code: "LIST", name_vn: "Niêm yết bổ sung", name_en: "Additional listing" },
] as const satisfies readonly DefinedEvent[];

export type EventTypeCode = (typeof EVENT_TYPES)[number]["code"];

/** A generated event with its type, which the wire row does not carry. */
export interface TypedCompanyEvent {
  readonly type: EventTypeCode;
  readonly event: CompanyEvent;
}

const SIMULATED_NOTE = "Nội dung mô phỏng, không phải thông tin công bố thực.";
/** Day of the year (0-based) in AGM season, around 25 April. */
const AGM_SEASON_DAY = 114;
const WINDOW_DAYS = 365;

/** The years that have events, inclusive; the eventsdate route refuses dates outside them. */
export const EVENT_YEARS = { first: 1900, last: 2100 } as const;

function hasEvents(year: number): boolean {
  return Number.isInteger(year) && year >= EVENT_YEARS.first && year <= EVENT_YEARS.last;
}

function vnd(amount: number): string {
  return groupDigits(String(Math.round(amount)), ".");
}

function describe(
  type: EventTypeCode,
  symbol: string,
  date: IsoDate,
  random: RandomStream,
  dividendPercent: number,
): Omit<CompanyEvent, "PublicDate" | "Ticker"> {
  const year = Number(date.slice(0, 4));
  const recordDate = toSlashDate(addDays(date, random.int(10, 20)));
  switch (type) {
    case "DIV": {
      const payDate = toSlashDate(addDays(date, random.int(25, 45)));
      return {
        EventTitle: `${symbol}: Trả cổ tức bằng tiền mặt năm ${year - 1}, tỷ lệ ${dividendPercent}% (mô phỏng)`,
        EventDescription:
          `Ngày đăng ký cuối cùng: ${recordDate}. Ngày thanh toán: ${payDate}. Tỷ lệ thực hiện ` +
          `${dividendPercent}% (${vnd((PAR_VALUE * dividendPercent) / 100)} đồng/cổ phiếu). ${SIMULATED_NOTE}`,
      };
    }
    case "AGM":
      return {
        EventTitle: `${symbol}: Họp Đại hội đồng cổ đông thường niên năm ${year} (mô phỏng)`,
        EventDescription:
          `Ngày đăng ký cuối cùng: ${recordDate}. Đại hội thông qua báo cáo tài chính năm ${year - 1}, ` +
          `kế hoạch kinh doanh năm ${year} và phương án phân phối lợi nhuận. ${SIMULATED_NOTE}`,
      };
    case "ISS": {
      const held = random.pick([5, 10, 20]);
      const offered = random.int(1, 3);
      return {
        EventTitle: `${symbol}: Phát hành thêm cổ phiếu cho cổ đông hiện hữu, tỷ lệ ${held}:${offered} (mô phỏng)`,
        EventDescription:
          `Ngày đăng ký cuối cùng: ${recordDate}. Cổ đông sở hữu ${held} cổ phiếu được mua ${offered} cổ ` +
          `phiếu mới, giá phát hành ${vnd(random.pick([10_000, 12_000, 15_000]))} đồng/cổ phiếu. ${SIMULATED_NOTE}`,
      };
    }
    case "BONUS": {
      const percent = random.pick([5, 10, 15, 20]);
      return {
        EventTitle: `${symbol}: Phát hành cổ phiếu thưởng, tỷ lệ ${percent}% (mô phỏng)`,
        EventDescription:
          `Ngày đăng ký cuối cùng: ${recordDate}. Cổ đông sở hữu 100 cổ phiếu được nhận ${percent} cổ ` +
          `phiếu thưởng từ nguồn vốn chủ sở hữu. ${SIMULATED_NOTE}`,
      };
    }
    case "LIST": {
      const shares = random.int(5, 300) * 100_000;
      return {
        EventTitle: `${symbol}: Niêm yết bổ sung ${vnd(shares)} cổ phiếu (mô phỏng)`,
        EventDescription:
          `Ngày giao dịch dự kiến của ${vnd(shares)} cổ phiếu niêm yết bổ sung: ${recordDate}. ` +
          SIMULATED_NOTE,
      };
    }
  }
}

/** A slot's event before its text: the cheap part, enough to index a year by date. */
export interface PlacedEvent {
  readonly type: EventTypeCode;
  readonly date: IsoDate;
}

/**
 * Places each slot's event of `symbol` in `year` (type and trading day) and hands the slot's
 * stream, positioned after the placement, to `finish`; none outside EVENT_YEARS.
 */
function placeEvents<T>(
  seed: number,
  symbol: string,
  year: number,
  holidays: HolidayList,
  finish: (placed: PlacedEvent, random: RandomStream, dividendPercent: number) => T,
): T[] {
  if (!hasEvents(year)) return [];
  const profile = companyProfile(seed, symbol);
  const slots = randomStream(seed, "event-slots", symbol).int(5, 7);
  const start = `${year}-01-01`;
  const length = daysBetween(start, `${year + 1}-01-01`) / slots;
  const others: readonly EventTypeCode[] =
    profile.dividendPercent > 0
      ? ["DIV", "DIV", "DIV", "ISS", "BONUS", "LIST", "LIST"]
      : ["ISS", "BONUS", "LIST", "LIST"];
  const events: T[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const random = randomStream(seed, "event", symbol, year, slot);
    const isAgmSlot = AGM_SEASON_DAY >= slot * length && AGM_SEASON_DAY < (slot + 1) * length;
    const type = isAgmSlot ? "AGM" : random.pick(others);
    const day = Math.floor((slot + random.between(0.1, 0.9)) * length);
    const date = tradingDayOnOrBefore(addDays(start, day), holidays);
    events.push(finish({ type, date }, random, profile.dividendPercent));
  }
  return events;
}

/** The wire row of a placed event: its text comes from the rest of the slot's stream. */
function writeEvent(
  symbol: string,
  { type, date }: PlacedEvent,
  random: RandomStream,
  dividendPercent: number,
): CompanyEvent {
  return { ...describe(type, symbol, date, random, dividendPercent), PublicDate: date, Ticker: symbol };
}

/**
 * The events of `symbol` in calendar year `year`, oldest first; none outside EVENT_YEARS.
 *
 * @example eventsOfYear(1, "FPT", 2025, []).some((item) => item.type === "AGM") // true
 */
export function eventsOfYear(
  seed: number,
  symbol: string,
  year: number,
  holidays: HolidayList,
): TypedCompanyEvent[] {
  return placeEvents(seed, symbol, year, holidays, (placed, random, dividendPercent) => ({
    type: placed.type,
    event: writeEvent(symbol, placed, random, dividendPercent),
  }));
}

/** The types and dates of `symbol`'s events in `year`, as eventsOfYear places them, without text. */
export function eventDatesOfYear(
  seed: number,
  symbol: string,
  year: number,
  holidays: HolidayList,
): PlacedEvent[] {
  return placeEvents(seed, symbol, year, holidays, (placed) => placed);
}

function newestFirst(a: CompanyEvent, b: CompanyEvent): number {
  if (a.PublicDate === b.PublicDate) return 0;
  return a.PublicDate < b.PublicDate ? 1 : -1;
}

/** Events of `symbol` published in the 365 days up to and including `today`, newest first. */
export function companyEvents(
  seed: number,
  symbol: string,
  today: IsoDate,
  holidays: HolidayList,
): CompanyEvent[] {
  const since = addDays(today, -WINDOW_DAYS);
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1]
    .flatMap((eventYear) => eventsOfYear(seed, symbol, eventYear, holidays))
    .map((item) => item.event)
    .filter((event) => event.PublicDate > since && event.PublicDate <= today)
    .reverse()
    .sort(newestFirst);
}

/**
 * Events of `symbols` published on `date` whose type is in `typeCodes` (all types when empty),
 * in the order of `symbols`.
 */
export function eventsOnDate(
  seed: number,
  symbols: readonly string[],
  typeCodes: readonly string[],
  date: IsoDate,
  holidays: HolidayList,
): CompanyEvent[] {
  const wanted = new Set(typeCodes.map((code) => code.trim().toUpperCase()));
  const year = Number(date.slice(0, 4));
  // An early-January event moved back over a holiday run lands in the year before its own.
  // Only the events of the date are written: placing is cheap, the text is not.
  return [...new Set(symbols)].flatMap((symbol) =>
    [year, year + 1].flatMap((eventYear) =>
      placeEvents(seed, symbol, eventYear, holidays, (placed, random, dividendPercent) =>
        placed.date === date && (wanted.size === 0 || wanted.has(placed.type))
          ? [writeEvent(symbol, placed, random, dividendPercent)]
          : [],
      ).flat(),
    ),
  );
}
