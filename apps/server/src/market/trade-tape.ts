/**
 * The day's tape: what the exchange does not keep — each board-lot match of a symbol, and one-
 * minute bars of every symbol and index — built from the exchange's event stream.
 *
 * - Trades: board-lot matches only (odd lots and put-through deals are not on the match
 *   history). Each gets the next position on its symbol's tape, from 1; positions keep counting
 *   when old trades are dropped, so a match-history cursor stays valid.
 * - Memory: a symbol keeps at least its last TRADES_KEPT trades and at most a quarter more; the
 *   oldest quarter is cut off in one go when the list is full, so an append stays O(1) amortised.
 *   A day of the simulated market stays far below the bound on all but the busiest names.
 * - Bars: one per minute with a match, keyed by the start of the minute in epoch seconds; index
 *   bars take the index level as the price and the traded volume of its constituents since the
 *   previous index event as the volume (0 when the volume source is not given).
 * - A "day" event clears everything: the tape holds one trading day.
 * - The tape starts empty: after a restart it holds what happened since.
 */
import type { ExchangeEvent, IndexChanged, TradeExecuted } from "@bangia/exchange";
import type { Bar } from "./market-feed";
import type { TapeTrade, TradeTapeView } from "./projection";

/** Trades a symbol keeps at least (see the module comment). */
export const TRADES_KEPT = 20_000;
const TRIM_SLACK = TRADES_KEPT / 4;
const MILLIS_PER_MINUTE = 60_000;

interface MutableBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

interface SymbolTape {
  trades: TapeTrade[];
  /** Trades ever appended today, so the next index is count + 1. */
  count: number;
}

export interface TradeTapeOptions {
  /** Today's traded volume of an index (the exchange's index calculator), for index bars. */
  readonly indexVolume?: (code: string) => number | undefined;
}

const NO_TRADES: readonly TapeTrade[] = [];
const NO_BARS: readonly Bar[] = [];

export class TradeTape implements TradeTapeView {
  readonly #indexVolume: ((code: string) => number | undefined) | undefined;
  #tapes = new Map<string, SymbolTape>();
  #bars = new Map<string, MutableBar[]>();
  /** Each index's volume at its last event, for the deltas. */
  #indexVolumes = new Map<string, number>();
  /** After a "day" event every index starts the day at volume 0; before one, totals are unknown. */
  #dayStartSeen = false;

  constructor(options: TradeTapeOptions = {}) {
    this.#indexVolume = options.indexVolume;
  }

  /** Feeds one exchange event; subscribe it to the exchange's stream. */
  onEvent(event: ExchangeEvent): void {
    switch (event.type) {
      case "trade":
        if (event.board === "lot") this.#recordTrade(event);
        return;
      case "index":
        this.#recordIndex(event);
        return;
      case "day":
        this.#tapes = new Map();
        this.#bars = new Map();
        this.#indexVolumes = new Map();
        this.#dayStartSeen = true;
        return;
      default:
        return;
    }
  }

  trades(symbol: string): readonly TapeTrade[] {
    return this.#tapes.get(symbol)?.trades ?? NO_TRADES;
  }

  lastTrade(symbol: string): TapeTrade | undefined {
    return this.#tapes.get(symbol)?.trades.at(-1);
  }

  minuteBars(symbol: string): readonly Bar[] {
    return this.#bars.get(symbol) ?? NO_BARS;
  }

  #recordTrade(event: TradeExecuted): void {
    let tape = this.#tapes.get(event.symbol);
    if (tape === undefined) {
      tape = { trades: [], count: 0 };
      this.#tapes.set(event.symbol, tape);
    }
    tape.count += 1;
    // A fresh array, not an in-place splice: a list a reader already holds stays as it was.
    if (tape.trades.length >= TRADES_KEPT + TRIM_SLACK) tape.trades = tape.trades.slice(TRIM_SLACK);
    tape.trades.push({
      index: tape.count,
      tradeId: event.tradeId,
      symbol: event.symbol,
      time: event.time,
      price: event.price,
      volume: event.volume,
      side: event.aggressor ?? "",
    });
    this.#addToBar(event.symbol, event.time, event.price, event.volume);
  }

  #recordIndex(event: IndexChanged): void {
    const total = this.#indexVolume?.(event.code);
    let volume = 0;
    if (total !== undefined) {
      // Started in the middle of a day, the first event has no earlier total: it counts nothing.
      const previous = this.#indexVolumes.get(event.code) ?? (this.#dayStartSeen ? 0 : total);
      volume = Math.max(0, total - previous);
      this.#indexVolumes.set(event.code, total);
    }
    this.#addToBar(event.code, event.time, event.value, volume);
  }

  #addToBar(symbol: string, time: number, price: number, volume: number): void {
    const start = Math.floor(time / MILLIS_PER_MINUTE) * 60;
    let bars = this.#bars.get(symbol);
    if (bars === undefined) {
      bars = [];
      this.#bars.set(symbol, bars);
    }
    const last = bars.at(-1);
    if (last !== undefined && last.time >= start) {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
      last.volume += volume;
      return;
    }
    bars.push({ time: start, open: price, high: price, low: price, close: price, volume });
  }
}
