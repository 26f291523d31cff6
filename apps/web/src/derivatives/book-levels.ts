/**
 * The ten-level book of the derivative detail (price-board §2, §5): one snapshot per side
 * (`getps10pricesnapshot/{symbol},B` and `,S`), then the live 3211 messages, each the whole state
 * of one side. A level with price 0 is an ATO or ATC order: "ATC" from 12:00 of the market clock
 * on, "ATO" before. Each bar is the level's volume over the sum of that side's volumes.
 *
 * The snapshot carries no sequence number, so it cannot tell whether it is older than a message
 * already shown: once a side has a live message, a snapshot answer still in flight for it is
 * ignored. A reload (reconnect) takes the next snapshot again.
 */
import { bookBarWidths, bookPriceText, type BookLevel, type PriceUnit, type Side } from "@bangia/market";
import { contractsText, derivativePriceText } from "./derivative-units";

/** Levels shown per side. */
export const BOOK_DEPTH = 10;

export interface BookSide {
  readonly levels: readonly BookLevel[];
  /** A live message set this side: snapshots no longer replace it. */
  readonly live: boolean;
}

export interface BookState {
  readonly B: BookSide;
  readonly S: BookSide;
}

const EMPTY_SIDE: BookSide = { levels: [], live: false };
export const EMPTY_BOOK: BookState = { B: EMPTY_SIDE, S: EMPTY_SIDE };

export type BookEvent =
  | { readonly type: "snapshot"; readonly side: Side; readonly levels: readonly BookLevel[] }
  | { readonly type: "live"; readonly side: Side; readonly levels: readonly BookLevel[] }
  /** A reconnect: the next snapshots are taken whatever the sides showed. */
  | { readonly type: "reload" };

/**
 * The book after an event.
 *
 * @example bookAfter(EMPTY_BOOK, { type: "live", side: "B", levels }).B // { levels, live: true }
 */
export function bookAfter(state: BookState, event: BookEvent): BookState {
  switch (event.type) {
    case "snapshot":
      if (state[event.side].live) return state;
      return { ...state, [event.side]: { levels: event.levels.slice(0, BOOK_DEPTH), live: false } };
    case "live":
      return { ...state, [event.side]: { levels: event.levels.slice(0, BOOK_DEPTH), live: true } };
    case "reload":
      return { B: { ...state.B, live: false }, S: { ...state.S, live: false } };
  }
}

/** One row of a side as drawn. */
export interface BookRowView {
  /** Empty for a level the book does not have. */
  readonly price: string;
  readonly volume: string;
  /** 0 to 1: the level's share of the side's volume. */
  readonly width: number;
  /** The level's price, 0 for ATO/ATC and for a missing level. */
  readonly value: number;
  readonly present: boolean;
}

/**
 * The label of a level's price: ATO or ATC for 0, by the market clock's minute of the day.
 *
 * @example bookLevelPriceText(0, 11 * 60 + 59, "points") // "ATO"
 * @example bookLevelPriceText(0, 12 * 60, "points") // "ATC"
 * @example bookLevelPriceText(194_570, 10 * 60, "points") // "1,945.7"
 */
export function bookLevelPriceText(price: number, minuteOfDay: number, unit: PriceUnit): string {
  return price === 0 ? bookPriceText(0, minuteOfDay) : derivativePriceText(price, unit);
}

/**
 * Always BOOK_DEPTH rows, best first; levels past the book's own are blank. Bar widths are
 * over the side's own volumes (price-board §5).
 */
export function bookRows(levels: readonly BookLevel[], minuteOfDay: number, unit: PriceUnit): BookRowView[] {
  const shown = levels.slice(0, BOOK_DEPTH);
  const widths = bookBarWidths(shown.map((level) => level.vol));
  return Array.from({ length: BOOK_DEPTH }, (_, index) => {
    const level = shown[index];
    if (level === undefined) return { price: "", volume: "", width: 0, value: 0, present: false };
    return {
      price: bookLevelPriceText(level.price, minuteOfDay, unit),
      volume: contractsText(level.vol),
      width: widths[index] ?? 0,
      value: level.price,
      present: true,
    };
  });
}

/**
 * A bar's CSS width: the share in percent with two decimals.
 *
 * @example barWidth(0.25) // "25.00%"
 * @example barWidth(1 / 3) // "33.33%"
 */
export function barWidth(share: number): string {
  return `${(Math.round(share * 10_000) / 100).toFixed(2)}%`;
}
