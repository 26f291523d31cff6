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
 *
 * A live market snapshots with `beginSnapshot()` instead of `takeSnapshot()`: the state of one
 * journal position is captured at once (cheaply: see `SnapshotCapture`) and then copied, written
 * and the journal cut in slices of the event loop, while inputs go on being journaled and applied.
 */
import type { ManualClock, MarketClock } from "../clock/market-clock";
import type { CommandResult, DurableOrderEntry } from "../exchange/exchange-api";
import type { ExchangeSnapshot } from "../exchange/exchange-snapshot";
import type { MarketExchange } from "../exchange/market-exchange";
import type { OrderCommand } from "../orders/order-commands";
import { decodeEntry, encodeEntry, type CommandEntry } from "./journal-entry";
import { TimeSlicer } from "./time-slicer";

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
  /**
   * `checkpoint` in the background, for the state after every entry appended so far (the
   * position now): returns the function that stores that state once it is captured, without
   * holding the event loop more than a slice of `slicer` at a time. Entries appended meanwhile
   * stay in the journal. One at a time: a store refuses another checkpoint until it is done.
   */
  beginCheckpoint(): (snapshot: ExchangeSnapshot, slicer: TimeSlicer) => Promise<RecoveryPoint>;
  /** Makes every appended entry durable and lets the journal go; nothing is appended after. */
  close(): void;
}

/** A snapshot captured by `beginSnapshot`, not stored yet. */
export interface PendingSnapshot {
  /** The journal entries it covers. */
  readonly journalPosition: number;
  /** The last exchange event it holds. */
  readonly seq: number;
  /** Copies, writes and checkpoints it in slices of `slicer`; resolves with what was stored. */
  store(slicer?: TimeSlicer): Promise<RecoveryPoint>;
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
   * Captures the state of this instant (the current journal position) and returns it to be
   * stored: `store()` copies it, writes it and cuts the journal in slices, while inputs go on.
   * Inputs applied after this call are not in it; recovery replays them from the journal.
   */
  beginSnapshot(): PendingSnapshot {
    const storeAt = this.#store.beginCheckpoint();
    const journalPosition = this.#store.position;
    const capture = this.#exchange.captureSnapshot();
    return {
      journalPosition,
      seq: capture.seq,
      store: async (slicer = new TimeSlicer()) => {
        while (!capture.copied) {
          capture.step(slicer.remainingMillis);
          if (!capture.copied) await slicer.yield();
        }
        return storeAt(capture.finish(), slicer);
      },
    };
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
