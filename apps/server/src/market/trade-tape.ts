/**
 * The day's tape: what the exchange does not keep — each board-lot match of a symbol, and one-
 * minute bars of every symbol and index — built from the exchange's event stream.
 *
 * - Trades: board-lot matches only (odd lots and put-through deals are not on the match
 *   history). Odd-lot matches are summed up per symbol instead (last, its volume, high, low): the
 *   odd-lot board shows its own match, not the board lot's. Each gets the next position on its symbol's tape, from 1; positions keep counting
 *   when old trades are dropped, so a match-history cursor stays valid.
 * - Memory: a symbol keeps at least its last TRADES_KEPT trades and at most a quarter more; the
 *   oldest quarter is cut off in one go when the list is full, so an append stays O(1) amortised.
 *   A day of the simulated market stays far below the bound on all but the busiest names.
 * - Bars: one per minute with a match, keyed by the start of the minute in epoch seconds; index
 *   bars take the index level as the price and the traded volume of its constituents since the
 *   previous index event as the volume (0 when the volume source is not given).
 * - A "day" event clears everything: the tape holds one trading day.
 * - Restarts: `state()` is what a restart needs (tape-file.ts writes it with each exchange
 *   snapshot) and the `state` option starts a tape from it; positions go on counting from the
 *   saved ones, so cursors taken before the restart stay valid.
 */
import type { ExchangeEvent, IndexChanged, TradeExecuted } from "@bangia/exchange";
import type { Bar } from "../synthetic/generated-content";
import type { OddLotTrading, TapeTrade, TradeTapeView } from "./projection";

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

/** One symbol's tape: the kept trades, oldest first, and how many it has had today. */
export interface SymbolTapeState {
  readonly trades: readonly TapeTrade[];
  readonly count: number;
}

/** Everything the tape holds, to save and to start again from. */
export interface TradeTapeState {
  /** Sequence number of the last exchange event fed (0 before any). */
  readonly seq: number;
  /** Whether the tape saw its day start (index volumes then count from 0). */
  readonly dayStartSeen: boolean;
  readonly tapes: ReadonlyMap<string, SymbolTapeState>;
  readonly bars: ReadonlyMap<string, readonly Bar[]>;
  /** Each index's total volume at its last event. */
  readonly indexVolumes: ReadonlyMap<string, number>;
  /** Each symbol's odd-lot matches of the day (absent in files written before they were kept). */
  readonly oddLots?: ReadonlyMap<string, OddLotTrading>;
}

export interface TradeTapeOptions {
  /** Today's traded volume of an index (the exchange's index calculator), for index bars. */
  readonly indexVolume?: (code: string) => number | undefined;
  /** A saved state to go on from (the same day's); the tape is empty without one. */
  readonly state?: TradeTapeState;
}

const NO_TRADES: readonly TapeTrade[] = [];
const NO_BARS: readonly Bar[] = [];

export class TradeTape implements TradeTapeView {
  readonly #indexVolume: ((code: string) => number | undefined) | undefined;
  #tapes = new Map<string, SymbolTape>();
  #bars = new Map<string, MutableBar[]>();
  /** Each index's volume at its last event, for the deltas. */
  #indexVolumes = new Map<string, number>();
  #oddLots = new Map<string, OddLotTrading>();
  /** After a "day" event every index starts the day at volume 0; before one, totals are unknown. */
  #dayStartSeen = false;
  #seq = 0;

  constructor(options: TradeTapeOptions = {}) {
    this.#indexVolume = options.indexVolume;
    if (options.state !== undefined) this.#restore(options.state);
  }

  /** Feeds one exchange event; subscribe it to the exchange's stream. */
  onEvent(event: ExchangeEvent): void {
    // A recovery replays the journal after the exchange's snapshot; the tape may already hold some.
    if (event.seq <= this.#seq) return;
    this.#seq = event.seq;
    switch (event.type) {
      case "trade":
        if (event.board === "lot") this.#recordTrade(event);
        else if (event.board === "odd")
          this.#oddLots.set(event.symbol, addOddLot(this.#oddLots.get(event.symbol), event));
        return;
      case "index":
        this.#recordIndex(event);
        return;
      case "day":
        this.#tapes = new Map();
        this.#bars = new Map();
        this.#indexVolumes = new Map();
        this.#oddLots = new Map();
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

  oddLotTrading(symbol: string): OddLotTrading | undefined {
    return this.#oddLots.get(symbol);
  }

  minuteBars(symbol: string): readonly Bar[] {
    return this.#bars.get(symbol) ?? NO_BARS;
  }

  /** A copy of what the tape holds (trades are shared: they never change). */
  state(): TradeTapeState {
    return {
      seq: this.#seq,
      dayStartSeen: this.#dayStartSeen,
      tapes: new Map(
        [...this.#tapes].map(([symbol, tape]) => [symbol, { trades: [...tape.trades], count: tape.count }]),
      ),
      // Only a list's last bar still changes (the minute in progress): the others are shared.
      bars: new Map([...this.#bars].map(([symbol, bars]) => [symbol, withLastCopied(bars)])),
      indexVolumes: new Map(this.#indexVolumes),
      oddLots: new Map(this.#oddLots),
    };
  }

  #restore(state: TradeTapeState): void {
    this.#seq = state.seq;
    this.#dayStartSeen = state.dayStartSeen;
    for (const [symbol, tape] of state.tapes) {
      const last = tape.trades.at(-1);
      if (last !== undefined && last.index > tape.count)
        throw new RangeError(`${symbol}'s tape holds position ${last.index} of ${tape.count}`);
      // The bound holds whatever the state held.
      this.#tapes.set(symbol, { trades: tape.trades.slice(-(TRADES_KEPT + TRIM_SLACK)), count: tape.count });
    }
    for (const [symbol, bars] of state.bars)
      this.#bars.set(
        symbol,
        bars.map((bar) => ({ ...bar })),
      );
    this.#indexVolumes = new Map(state.indexVolumes);
    this.#oddLots = new Map(state.oddLots);
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

/** A copy of `bars` whose last bar is a copy too. */
function withLastCopied(bars: readonly MutableBar[]): MutableBar[] {
  const copy = bars.slice();
  const last = copy.at(-1);
  if (last !== undefined) copy[copy.length - 1] = { ...last };
  return copy;
}

/** The odd-lot summary after one more odd-lot match (a fresh object: readers may hold the old). */
export function addOddLot(previous: OddLotTrading | undefined, trade: TradeExecuted): OddLotTrading {
  return {
    last: trade.price,
    lastVolume: trade.volume,
    high: Math.max(previous?.high ?? trade.price, trade.price),
    low: Math.min(previous?.low ?? trade.price, trade.price),
  };
}
