/**
 * The day every part of the market feed reads: the exchange with its tape, the numbered streams,
 * the board groups, and what only changes with the trading day (the instruments, the contracts
 * listed on each derivative board), computed once per day since the feed is read on every HTTP
 * request.
 *
 * REST rows carry the current number of their stream (sequences.ts). A read that answers
 * numbered rows first calls `flushPending`, so the publisher publishes what is pending and a row
 * never shows a state newer than its number (a client that applies the messages after the number
 * would otherwise apply a match twice).
 */
import type { StockExchange } from "@bangia/market";
import type { FutureDefinition, InstrumentDefinition, MarketClock, MarketExchange } from "@bangia/exchange";
import { derivativeBoard, type BoardGroups } from "../board-groups";
import type { TradeTapeView } from "../projection";
import { isCashInstrument, isFuture, type CashDefinition } from "../rows/cash-instrument";
import type { SequenceBook } from "../sequences";

/** What the feed needs of the publisher (market-publisher.ts). */
export interface PendingPublisher {
  flushPending(): void;
}

export interface MarketDayParts {
  readonly exchange: MarketExchange;
  readonly clock: MarketClock;
  readonly tape: TradeTapeView;
  readonly sequences: SequenceBook;
  readonly groups: BoardGroups;
  /** The publisher of the stream, flushed before numbered rows are built. */
  readonly publisher: PendingPublisher | undefined;
}

/** What the exchange lists on one trading day. */
interface Listing {
  readonly instruments: readonly InstrumentDefinition[];
  /** Futures listed today, by product then nearest expiry. */
  readonly futures: readonly FutureDefinition[];
  readonly boards: Readonly<Record<"INDEX" | "TPCP", readonly string[]>>;
}

export class MarketDay {
  readonly exchange: MarketExchange;
  readonly clock: MarketClock;
  readonly tape: TradeTapeView;
  readonly sequences: SequenceBook;
  readonly groups: BoardGroups;
  readonly #publisher: PendingPublisher | undefined;
  readonly #listing: () => Listing;

  constructor(parts: MarketDayParts) {
    this.exchange = parts.exchange;
    this.clock = parts.clock;
    this.tape = parts.tape;
    this.sequences = parts.sequences;
    this.groups = parts.groups;
    this.#publisher = parts.publisher;
    this.#listing = this.daily((date) => this.#list(date));
  }

  /** Exchange date of the trading day, YYYY-MM-DD. */
  get date(): string {
    return this.exchange.today;
  }

  /** A value computed once per trading day: `compute` runs again when the exchange's date moves. */
  daily<T>(compute: (date: string) => T): () => T {
    let kept: { readonly date: string; readonly value: T } | undefined;
    return () => {
      const date = this.exchange.today;
      if (kept?.date !== date) kept = { date, value: compute(date) };
      return kept.value;
    };
  }

  instruments(): readonly InstrumentDefinition[] {
    return this.#listing().instruments;
  }

  /** Futures listed today, by product then nearest expiry. */
  futures(): readonly FutureDefinition[] {
    return this.#listing().futures;
  }

  /** Listed contracts of the index-futures (INDEX) or bond-futures (TPCP) board. */
  board(board: "INDEX" | "TPCP"): readonly string[] {
    return this.#listing().boards[board];
  }

  cash(symbol: string): CashDefinition | undefined {
    const definition = this.exchange.instrument(symbol);
    return definition !== undefined && isCashInstrument(definition) ? definition : undefined;
  }

  future(symbol: string): FutureDefinition | undefined {
    const definition = this.exchange.instrument(symbol);
    return definition !== undefined && isFuture(definition) ? definition : undefined;
  }

  /** A floor's shares, ETFs and warrants: what its foreign summary and market info cover. */
  floorCash(floor: StockExchange): CashDefinition[] {
    return this.instruments().filter(
      (definition): definition is CashDefinition =>
        definition.exchange === floor && definition.kind !== "BOND" && isCashInstrument(definition),
    );
  }

  /** Has the publisher number what is pending, before a numbered row reads the state. */
  flushPending(): void {
    this.#publisher?.flushPending();
  }

  #list(date: string): Listing {
    const instruments = this.exchange.instruments();
    const boards = {
      INDEX: derivativeBoard(instruments, "INDEX", date),
      TPCP: derivativeBoard(instruments, "TPCP", date),
    };
    const futures = [...boards.INDEX, ...boards.TPCP]
      .map((symbol) => this.exchange.instrument(symbol))
      .filter((definition) => definition !== undefined)
      .filter(isFuture);
    return { instruments, futures, boards };
  }
}
