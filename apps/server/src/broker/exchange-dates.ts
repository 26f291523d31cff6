/**
 * Date arithmetic the desk does per order, done once per day: the exchange date of an instant
 * (an execution report's trade date) and the settlement date of a trade date (T+2). Both are
 * pure functions of their input (and of the holiday list, fixed for a desk), so remembering
 * them changes no answer; the profile of the order bench showed the calendar's parsing and
 * formatting at about 2% of the server's time before this.
 */
import { epochMillisOf, exchangeTimeAt, type HolidayList, type IsoDate } from "@bangia/market";
import { settlementDate } from "./ledger/settlement-date";

const MILLIS_PER_DAY = 86_400_000;

/** Settlement dates remembered at most; a long run of days only costs a recount now and then. */
const MAX_SETTLEMENT_DATES = 64;

export class ExchangeDates {
  readonly #holidays: HolidayList;
  /** The exchange day last asked for, as [start, end) in epoch ms (no daylight saving in Vietnam). */
  #dayStart = 0;
  #dayEnd = 0;
  #date: IsoDate = "";
  readonly #settlements = new Map<IsoDate, IsoDate>();

  constructor(holidays: HolidayList) {
    this.#holidays = holidays;
  }

  /** The exchange (ICT) date of `epochMillis`: `exchangeTimeAt(epochMillis).date`. */
  dateAt(epochMillis: number): IsoDate {
    if (epochMillis >= this.#dayStart && epochMillis < this.#dayEnd) return this.#date;
    const date = exchangeTimeAt(epochMillis).date;
    this.#dayStart = epochMillisOf({ date, minute: 0 });
    this.#dayEnd = this.#dayStart + MILLIS_PER_DAY;
    this.#date = date;
    return date;
  }

  /** `settlementDate(tradeDate, holidays)`, remembered. */
  settlementOf(tradeDate: IsoDate): IsoDate {
    let settles = this.#settlements.get(tradeDate);
    if (settles === undefined) {
      settles = settlementDate(tradeDate, this.#holidays);
      if (this.#settlements.size >= MAX_SETTLEMENT_DATES) this.#settlements.clear();
      this.#settlements.set(tradeDate, settles);
    }
    return settles;
  }
}
