/**
 * The events of a date over a whole market, without holding the event loop.
 *
 * Finding a date's events means placing every share's events of two years (a date early in
 * January may hold an event of the next year moved back), some 150 ms in one go for the whole
 * market; any date 1900–2100 may be asked. So each year is indexed once by date (which symbols
 * have an event on each day, placements only, no text), built in slices that yield the event
 * loop (time-slices.ts) one year after another, and the last YEARS_INDEXED years are kept. An
 * answer then writes the events of the few symbols the index names, in slices as well.
 */
import type { CompanyEvent, HolidayList, IsoDate } from "@bangia/market";
import { eventDatesOfYear, eventsOnDate } from "./company-events";
import { LruCache } from "./lru-cache";
import { forEachInSlices } from "./time-slices";

/** Year indexes kept (one per year and symbol list; a date needs its year and the next). */
export const YEARS_INDEXED = 8;

/** Date → the symbols with an event that day, in the order of the symbol list. */
type YearIndex = ReadonlyMap<IsoDate, readonly string[]>;

async function indexYear(
  seed: number,
  symbols: readonly string[],
  year: number,
  holidays: HolidayList,
): Promise<YearIndex> {
  const index = new Map<IsoDate, string[]>();
  await forEachInSlices(symbols, (symbol) => {
    for (const { date } of eventDatesOfYear(seed, symbol, year, holidays)) {
      const onDate = index.get(date);
      if (onDate === undefined) index.set(date, [symbol]);
      else onDate.push(symbol);
    }
  });
  return index;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface EventsByDate {
  /** As company-events.ts `eventsOnDate`, computed without holding the event loop. */
  eventsOnDate(
    symbols: readonly string[],
    typeCodes: readonly string[],
    date: IsoDate,
  ): Promise<readonly CompanyEvent[]>;
}

/**
 * @example
 * const byDate = createEventsByDate(seed, holidays);
 * await byDate.eventsOnDate(shares, ["DIV"], "2025-04-22");
 */
export function createEventsByDate(
  seed: number,
  holidays: HolidayList,
  yearsKept: number = YEARS_INDEXED,
): EventsByDate {
  // Promises, so requests for a year being indexed share the one build.
  const years = new LruCache<string, Promise<YearIndex>>(yearsKept);
  // One build at a time: builds side by side would each run a slice in the same turn of the
  // event loop, and forty of them would hold it as long as one unsliced build.
  let lastBuild: Promise<unknown> = Promise.resolve();
  function yearIndex(symbols: readonly string[], symbolsKey: string, year: number): Promise<YearIndex> {
    const key = `${year}|${symbolsKey}`;
    const kept = years.get(key);
    if (kept !== undefined) return kept;
    // Each build starts on a turn of its own, not in the one that answered the build before.
    const index = lastBuild.then(nextTurn).then(() => indexYear(seed, symbols, year, holidays));
    lastBuild = index;
    years.set(key, index);
    return index;
  }

  return {
    async eventsOnDate(symbols, typeCodes, date) {
      const year = Number(date.slice(0, 4));
      const symbolsKey = symbols.join(",");
      const indexes = await Promise.all([
        yearIndex(symbols, symbolsKey, year),
        yearIndex(symbols, symbolsKey, year + 1),
      ]);
      const named = new Set(indexes.flatMap((index) => index.get(date) ?? []));
      // Writing the events is sliced too: a busy day names dozens of symbols.
      const events: CompanyEvent[] = [];
      await forEachInSlices(
        [...new Set(symbols)].filter((symbol) => named.has(symbol)),
        (symbol) => events.push(...eventsOnDate(seed, [symbol], typeCodes, date, holidays)),
      );
      return events;
    },
  };
}
