/**
 * The exchange with a write-ahead journal: every input is appended to the journal before the
 * exchange applies it, and `takeSnapshot()` stores the whole state with the number of entries it
 * covers, so recovery loads the snapshot and replays only the entries written after it.
 *
 * The exchange runs on a manual clock that only this wrapper moves: each input reads the source
 * clock once, and that one instant is both journaled and seen by the exchange. (Reading a live
 * clock twice could give two instants, and the replay would then differ from the original.)
 * The input the exchange gets is the journal line read back, so the live run and any replay see
 * exactly the same command. If the journal cannot take an input (a full disk), `execute` and
 * `tick` throw and the exchange never sees the input: nothing is applied that is not journaled.
 */
import type { ManualClock, MarketClock } from "../clock/market-clock";
import type { CommandResult, DurableOrderEntry } from "../exchange/exchange-api";
import type { ExchangeSnapshot } from "../exchange/exchange-snapshot";
import type { MarketExchange } from "../exchange/market-exchange";
import type { OrderCommand } from "../orders/order-commands";
import { decodeEntry, encodeEntry, type CommandEntry } from "./journal-entry";

/** The state of the exchange after the first `journalPosition` journal entries. */
export interface RecoveryPoint {
  readonly snapshot: ExchangeSnapshot;
  readonly journalPosition: number;
}

/** Where the journal and the snapshots go (the Node implementation writes files). */
export interface JournalStore {
  /** Entries appended so far, counted from the start of the journal. */
  readonly position: number;
  /** Appends one encoded entry (a line without its newline); it may wait in memory a moment. */
  append(line: string): void;
  /** Hands every appended entry to the operating system now: a crash of the process keeps it. */
  flush(): void;
  /**
   * Makes every appended entry durable, then stores the recovery point; the entries it covers may
   * then be let go (positions still count from the start).
   */
  checkpoint(point: RecoveryPoint): void;
  /** Makes every appended entry durable and lets the journal go; nothing is appended after. */
  close(): void;
}

export interface JournaledExchangeParts {
  /** The exchange, built on `exchangeClock`. */
  readonly exchange: MarketExchange;
  /** The clock the exchange reads; only the journaled exchange moves it. */
  readonly exchangeClock: ManualClock;
  /** Where "now" comes from (a real, demo or test clock). */
  readonly source: MarketClock;
  readonly store: JournalStore;
}

export class JournaledExchange implements DurableOrderEntry {
  readonly #exchange: MarketExchange;
  readonly #clock: ManualClock;
  readonly #source: MarketClock;
  readonly #store: JournalStore;

  constructor(parts: JournaledExchangeParts) {
    this.#exchange = parts.exchange;
    this.#clock = parts.exchangeClock;
    this.#source = parts.source;
    this.#store = parts.store;
  }

  /** The exchange itself, for the market view and the event stream; send inputs through here. */
  get exchange(): MarketExchange {
    return this.#exchange;
  }

  /** The exchange's own "now": the instant of the last input it applied (epoch ms). */
  get exchangeTime(): number {
    return this.#clock.now();
  }

  /** Entries journaled so far. */
  get journalPosition(): number {
    return this.#store.position;
  }

  execute(command: OrderCommand): CommandResult {
    const t = this.#now();
    const line = encodeEntry({ t, c: command });
    this.#store.append(line);
    this.#clock.set(t);
    // A command line always decodes to a command entry: encodeEntry wrote it.
    return this.#exchange.execute((decodeEntry(line) as CommandEntry).c);
  }

  tick(): void {
    const t = this.#now();
    this.#store.append(encodeEntry({ t, tick: true }));
    this.#clock.set(t);
    this.#exchange.tick();
  }

  snapshot(): ExchangeSnapshot {
    return this.#exchange.snapshot();
  }

  /** Stores the whole state with the journal position it covers; returns what it stored. */
  takeSnapshot(): RecoveryPoint {
    const point = { snapshot: this.#exchange.snapshot(), journalPosition: this.#store.position };
    this.#store.checkpoint(point);
    return point;
  }

  /**
   * Writes every journaled input out now. A consumer calls it before it makes an effect of the
   * exchange's events durable (a fill in the broker's ledger, an answer to a customer): what it
   * acts on then survives a crash of the process, as the journal replays it.
   */
  flush(): void {
    this.#store.flush();
  }

  /** Makes the journal durable and closes it (on shutdown). */
  close(): void {
    this.#store.close();
  }

  /** The source clock's now, never before the exchange's (a source behind it waits). */
  #now(): number {
    return Math.max(this.#source.now(), this.#clock.now());
  }
}
