/**
 * The header's news ticker (price-board §3 News, §9 "at most 10 kept"): generated items
 * published on a fixed schedule of market time — one every 10 minutes from 07:30 to 17:00
 * exchange time (ICT, UTC+7) on every calendar day, 58 a day. Item k of a day is published at
 * 07:30 + 10k minutes; its text is the generated content's, a pure function of (date, k), so
 * every process shows the same news at the same market time.
 */
import { addDays, epochMillisAt, exchangeTimeAt, type NewsItem } from "@bangia/market";
import type { GeneratedContent } from "../synthetic/generated-content";

/** Items the ticker keeps (price-board §9). */
export const NEWS_KEPT = 10;
export const NEWS_INTERVAL_MINUTES = 10;
/** First and last publication minute of a day, exchange time. */
const FIRST_MINUTE = 7 * 60 + 30;
const LAST_MINUTE = 17 * 60;
export const NEWS_PER_DAY = (LAST_MINUTE - FIRST_MINUTE) / NEWS_INTERVAL_MINUTES + 1;

/** One slot of the schedule: the `index`-th item of `date`. */
interface Slot {
  readonly date: string;
  readonly index: number;
}

/** The publication time of a slot, epoch milliseconds. */
function timeOf(slot: Slot): number {
  return epochMillisAt(slot.date, "07:30") + slot.index * NEWS_INTERVAL_MINUTES * 60_000;
}

/** The last slot published at or before `time`. */
function slotAtOrBefore(time: number): Slot {
  const { date, minute } = exchangeTimeAt(time);
  if (minute < FIRST_MINUTE) return { date: addDays(date, -1), index: NEWS_PER_DAY - 1 };
  return {
    date,
    index: Math.min(NEWS_PER_DAY - 1, Math.floor((minute - FIRST_MINUTE) / NEWS_INTERVAL_MINUTES)),
  };
}

function previous(slot: Slot): Slot {
  return slot.index > 0
    ? { date: slot.date, index: slot.index - 1 }
    : { date: addDays(slot.date, -1), index: NEWS_PER_DAY - 1 };
}

export class NewsWire {
  readonly #content: GeneratedContent;
  readonly #symbols: readonly string[];
  /** Recently built items by slot: the ticker asks for the same few again and again. */
  readonly #cache = new Map<string, NewsItem>();

  constructor(content: GeneratedContent, symbols: readonly string[]) {
    this.#content = content;
    this.#symbols = symbols;
  }

  /** The newest items published at or before `now`, newest first: at most `count`, at most 10. */
  latest(now: number, count: number): NewsItem[] {
    const wanted = Math.max(0, Math.min(Math.floor(count), NEWS_KEPT));
    const items: NewsItem[] = [];
    for (let slot = slotAtOrBefore(now); items.length < wanted; slot = previous(slot))
      items.push(this.#item(slot));
    return items;
  }

  /**
   * Items published in (fromExclusive, toInclusive], oldest first — for the publisher, which
   * asks for the time since its last look. After a long gap only the newest 10 come back: the
   * ticker keeps no more.
   */
  publishedBetween(fromExclusive: number, toInclusive: number): NewsItem[] {
    const slots: Slot[] = [];
    for (let slot = slotAtOrBefore(toInclusive); slots.length < NEWS_KEPT; slot = previous(slot)) {
      if (timeOf(slot) <= fromExclusive) break;
      slots.push(slot);
    }
    return slots.reverse().map((slot) => this.#item(slot));
  }

  #item(slot: Slot): NewsItem {
    const key = `${slot.date}#${slot.index}`;
    let item = this.#cache.get(key);
    if (item === undefined) {
      item = this.#content.newsItem(slot.date, slot.index, timeOf(slot), this.#symbols);
      // The newest slots are the ones asked for; forget the rest before the map grows.
      if (this.#cache.size >= 4 * NEWS_KEPT) this.#cache.clear();
      this.#cache.set(key, item);
    }
    return item;
  }
}
