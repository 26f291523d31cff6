/**
 * The daily bars of the simulated days: what each instrument and index really did on each day
 * the market ran, recorded when its venue closes, so a chart's past stays what happened.
 *
 * Daily bars of a symbol, oldest first (feed/bar-history.ts): the generated history before the
 * universe's first day, then the recorded days, then today's bar as it stands.
 *
 * - When: at the session event that closes a venue (phase CLOSED), for the instruments that
 *   follow that venue and the indices of that exchange. Not at the "day" event: the exchange
 *   resets every SymbolDay before it announces the new day.
 * - What: the day's open, high, low, last and board-lot volume (dayBar, the same bar the feed
 *   shows for today); a symbol that never traded that day has no bar.
 * - Stamp: every daily bar starts at 00:00 exchange time (UTC+7) of its date.
 * - Memory: the last DAILY_BARS_KEPT recorded days; each day is one Float64Array of five numbers
 *   per symbol slot (zeros: no bar), about 70 kB for the whole universe.
 * - Persistence: `toJSON()` / `DailyBarBook.fromJSON()`, written by the live market next to the
 *   exchange snapshot (daily-bars.json) whenever a day was recorded.
 */
import type { ExchangeEvent, IndexDefinition, MarketExchange } from "@bangia/exchange";
import { epochMillisAt, isIsoDate, type IsoDate } from "@bangia/market";
import type { Bar } from "../synthetic/generated-content";
import type { TradeTapeView } from "./projection";
import { dayTrading } from "./rows/day-trading";
import type { MarketSource } from "./rows/market-source";

/** Recorded days kept in memory and on disk (more than a year and a half of trading). */
export const DAILY_BARS_KEPT = 400;

const FIELDS = 5;
const FILE_VERSION = 1;

/** Epoch seconds of 00:00 exchange time (UTC+7) on `date`: where every daily bar starts. */
export function dailyBarTime(date: IsoDate): number {
  return epochMillisAt(date, "00:00") / 1_000;
}

/**
 * A symbol's bar of the exchange's current day, once it has traded (an index: once the tape has
 * its minute bars); undefined before.
 */
export function dayBar(source: MarketSource, tape: TradeTapeView, symbol: string): Bar | undefined {
  const time = dailyBarTime(source.today);
  const definition = source.instrument(symbol);
  const day = source.day(symbol);
  if (definition !== undefined && day !== undefined) {
    const trading = dayTrading(source, definition, day);
    if (trading.last <= 0) return undefined;
    return {
      time,
      open: trading.open > 0 ? trading.open : trading.last,
      high: trading.high,
      low: trading.low,
      close: trading.last,
      volume: trading.totalVolume,
    };
  }
  const index = source.index(symbol);
  const bars = tape.minuteBars(symbol);
  const first = bars[0];
  if (index === undefined || first === undefined) return undefined;
  let high = index.value;
  let low = index.value;
  for (const bar of bars) {
    high = Math.max(high, bar.high);
    low = Math.min(low, bar.low);
  }
  return { time, open: first.open, high, low, close: index.value, volume: index.volume };
}

/** The JSON of a book (daily-bars.json). */
export interface DailyBarsFile {
  readonly version: typeof FILE_VERSION;
  readonly firstDay: IsoDate;
  /** Symbol of each slot. */
  readonly symbols: readonly string[];
  /** Oldest first; `bars` holds open, high, low, close, volume per slot, zeros for no bar. */
  readonly days: readonly { readonly date: IsoDate; readonly bars: readonly number[] }[];
}

interface RecordedDay {
  readonly date: IsoDate;
  values: Float64Array;
}

export interface DailyBarBookOptions {
  /** The universe's first simulated day: recorded days start there. */
  readonly firstDay: IsoDate;
  readonly maxDays?: number;
}

export class DailyBarBook {
  readonly firstDay: IsoDate;
  readonly #maxDays: number;
  readonly #symbols: string[] = [];
  readonly #slots = new Map<string, number>();
  /** Oldest first, one per date. */
  #days: RecordedDay[] = [];
  #unsaved = false;
  #revision = 0;

  constructor(options: DailyBarBookOptions) {
    this.firstDay = options.firstDay;
    this.#maxDays = Math.max(1, options.maxDays ?? DAILY_BARS_KEPT);
  }

  /**
   * A book read back from its JSON.
   *
   * @throws Error when `value` is not a book's JSON.
   */
  static fromJSON(value: unknown, options: Omit<DailyBarBookOptions, "firstDay"> = {}): DailyBarBook {
    if (!isDailyBarsFile(value)) throw new Error("not a file of daily bars");
    const book = new DailyBarBook({ ...options, firstDay: value.firstDay });
    for (const symbol of value.symbols) book.#slot(symbol);
    for (const day of value.days) {
      if (day.bars.length > value.symbols.length * FIELDS) throw new Error(`too many bars on ${day.date}`);
      book.#dayOf(day.date).values.set(day.bars);
    }
    book.#unsaved = false;
    return book;
  }

  /** True when a day was recorded since the last `markSaved()`. */
  get unsaved(): boolean {
    return this.#unsaved;
  }

  markSaved(): void {
    this.#unsaved = false;
  }

  /** Counts the bars recorded, so a writer can tell one state from the next. */
  get revision(): number {
    return this.#revision;
  }

  /** The dates recorded, oldest first. */
  dates(): readonly IsoDate[] {
    return this.#days.map((day) => day.date);
  }

  /** Records (or replaces) `symbol`'s bar of `date`; a bar without a close is ignored. */
  record(date: IsoDate, symbol: string, bar: Omit<Bar, "time">): void {
    if (!(bar.close > 0)) return;
    const slot = this.#slot(symbol);
    const day = this.#dayOf(date);
    if (day.values.length < (slot + 1) * FIELDS) {
      const grown = new Float64Array(this.#symbols.length * FIELDS);
      grown.set(day.values);
      day.values = grown;
    }
    day.values.set([bar.open, bar.high, bar.low, bar.close, bar.volume], slot * FIELDS);
    this.#unsaved = true;
    this.#revision += 1;
  }

  /** The recorded bars of `symbol` dated before `beforeDate` (all when omitted), oldest first. */
  bars(symbol: string, beforeDate?: IsoDate): Bar[] {
    const slot = this.#slots.get(symbol);
    if (slot === undefined) return [];
    const bars: Bar[] = [];
    const at = slot * FIELDS;
    for (const { date, values } of this.#days) {
      if (beforeDate !== undefined && date >= beforeDate) break;
      const close = values[at + 3] ?? 0;
      if (close <= 0) continue;
      bars.push({
        time: dailyBarTime(date),
        open: values[at] ?? 0,
        high: values[at + 1] ?? 0,
        low: values[at + 2] ?? 0,
        close,
        volume: values[at + 4] ?? 0,
      });
    }
    return bars;
  }

  toJSON(): DailyBarsFile {
    return {
      version: FILE_VERSION,
      firstDay: this.firstDay,
      symbols: [...this.#symbols],
      days: this.#days.map((day) => ({ date: day.date, bars: trimZeros(day.values) })),
    };
  }

  /**
   * What `toJSON()` returns, captured now and built when written (`jsonChunks`), so the file can
   * be written in slices while days go on being recorded: only the newest day can still change
   * (bars are recorded on the exchange's today), so only its values are copied now.
   */
  capture(): DailyBarsFile {
    const newest = this.#days.length - 1;
    return {
      version: FILE_VERSION,
      firstDay: this.firstDay,
      symbols: [...this.#symbols],
      days: this.#days.map((day, at) => {
        const values = at === newest ? day.values.slice() : day.values;
        return { date: day.date, bars: lazy(() => trimZeros(values)) };
      }),
    };
  }

  #slot(symbol: string): number {
    let slot = this.#slots.get(symbol);
    if (slot === undefined) {
      slot = this.#symbols.length;
      this.#symbols.push(symbol);
      this.#slots.set(symbol, slot);
    }
    return slot;
  }

  /** The day of `date`, added in date order; the oldest days go beyond the bound. */
  #dayOf(date: IsoDate): RecordedDay {
    const found = this.#days.find((day) => day.date === date);
    if (found !== undefined) return found;
    const day: RecordedDay = { date, values: new Float64Array(this.#symbols.length * FIELDS) };
    const after = this.#days.findIndex((other) => other.date > date);
    if (after < 0) this.#days.push(day);
    else this.#days.splice(after, 0, day);
    if (this.#days.length > this.#maxDays) this.#days = this.#days.slice(-this.#maxDays);
    return day;
  }
}

/**
 * Records every bar of a venue's day into `book` when the venue closes; returns the
 * unsubscription. Subscribe it before the day's first event, beside the tape it reads.
 */
export function recordClosingBars(
  book: DailyBarBook,
  exchange: MarketExchange,
  tape: TradeTapeView,
  indices: readonly IndexDefinition[],
): () => void {
  return exchange.subscribe((event: ExchangeEvent) => {
    if (event.type !== "session" || event.phase !== "CLOSED" || event.date !== exchange.today) return;
    for (const definition of exchange.instruments())
      if (definition.sessionVenue === event.venue) recordBar(book, exchange, tape, definition.symbol);
    for (const index of indices)
      if (index.exchange === event.venue) recordBar(book, exchange, tape, index.code);
  });
}

function recordBar(book: DailyBarBook, exchange: MarketExchange, tape: TradeTapeView, symbol: string): void {
  const bar = dayBar(exchange, tape, symbol);
  if (bar !== undefined) book.record(exchange.today, symbol, bar);
}

/** A value JSON writes as what `build` returns, built only then (typed as that value). */
function lazy<T>(build: () => T): T {
  return { toJSON: build } as unknown as T;
}

/** The values without their trailing zeros (slots that had no bar), as plain numbers. */
function trimZeros(values: Float64Array): number[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === 0) end--;
  return Array.from(values.subarray(0, end));
}

function isDailyBarsFile(value: unknown): value is DailyBarsFile {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Partial<Record<keyof DailyBarsFile, unknown>>;
  return (
    file.version === FILE_VERSION &&
    typeof file.firstDay === "string" &&
    isIsoDate(file.firstDay) &&
    Array.isArray(file.symbols) &&
    file.symbols.every((symbol) => typeof symbol === "string") &&
    Array.isArray(file.days) &&
    file.days.every(isRecordedDay)
  );
}

function isRecordedDay(value: unknown): boolean {
  if (typeof value !== "object" || value === null || !("date" in value) || !("bars" in value)) return false;
  const { date, bars } = value;
  return (
    typeof date === "string" &&
    isIsoDate(date) &&
    Array.isArray(bars) &&
    bars.every((number) => typeof number === "number" && Number.isFinite(number) && number >= 0)
  );
}
