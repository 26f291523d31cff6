/**
 * Starting an exchange from its recovery directory: the latest snapshot, then the journal
 * entries written after it, replayed through the same deterministic exchange. Anything that
 * does not add up — a corrupt snapshot, a damaged journal line after the snapshot's position
 * and before the end, a journal shorter than the snapshot says or starting after it, a snapshot
 * of another universe — is refused with a `RecoveryError`; only a torn last line (a crash
 * mid-write) is dropped.
 *
 * Consumers that keep state derived from the events (the trade tape, the broker's ledger) attach
 * through `attach`, which runs on the restored exchange before the first replayed entry: the
 * replay gives them the events of the journal's tail exactly as the live run did, so a crash
 * loses them nothing. They skip what they already have by `seq`.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeSnapshot } from "../exchange/exchange-snapshot";
import { MarketExchange, type ExchangeOptions } from "../exchange/market-exchange";
import { JournaledExchange } from "../journal/journaled-exchange";
import { RecoveryError } from "../journal/recovery-error";
import { replayEntry } from "../journal/replay-journal";
import { JournalDirectory, journalPath, snapshotPath } from "./journal-directory";
import { repairJournalFile, scanJournalFile } from "./journal-file-reader";
import type { FlushPolicy } from "./journal-file-writer";
import { readSnapshotFile } from "./snapshot-file";

export interface JournalOptions extends ExchangeOptions {
  /** The recovery directory (created by `openJournaledExchange` when missing). */
  readonly dir: string;
  readonly flush?: FlushPolicy;
  /** Told what recovery did (entries replayed, a torn tail dropped). */
  readonly log?: (message: string) => void;
  /**
   * Subscribes the event consumers: called once with the exchange as restored from its snapshot
   * (or fresh), before any journal entry is replayed.
   */
  readonly attach?: (exchange: MarketExchange) => void;
}

/**
 * Rebuilds the exchange from `dir`; it goes on appending to the same journal. The journal is
 * read as a stream and each entry after the snapshot is replayed as it is read.
 */
export function recoverExchange(options: JournalOptions): JournaledExchange {
  const { dir } = options;
  const point = readSnapshotFile(snapshotPath(dir));
  if (point === null) throw new RecoveryError(`no snapshot in ${dir}: nothing to recover from`);
  const from = point.journalPosition;
  const missing = (start: number) =>
    new RecoveryError(
      `the journal in ${dir} starts at entry ${start} but the snapshot covers only ${from}: ` +
        `entries are missing; refusing to start`,
    );
  const exchangeClock = new ManualClock(point.snapshot.cursor);
  const exchange = restore(options, exchangeClock, point.snapshot);
  options.attach?.(exchange);
  let replayed = 0;
  const journal = scanJournalFile(journalPath(dir), from, (entry, position) => {
    if (position !== from + replayed) throw missing(position);
    replayEntry(exchange, exchangeClock, entry, `journal entry ${position} in ${dir}`);
    replayed++;
  });
  if (journal.base > from) throw missing(journal.base);
  if (journal.end < from)
    throw new RecoveryError(
      `the journal in ${dir} holds ${journal.end} entries but the snapshot covers ` +
        `${from}: the journal is damaged; refusing to start`,
    );
  repairJournalFile(journalPath(dir), journal);
  if (journal.tornBytes > 0)
    options.log?.(`dropped a torn last journal line of ${journal.tornBytes} bytes in ${dir}`);
  options.log?.(`recovered from the snapshot at entry ${from} and ${replayed} later entries`);
  const store = new JournalDirectory(dir, journal.end, options.flush);
  return new JournaledExchange({ exchange, exchangeClock, source: options.clock, store });
}

/**
 * The exchange of `dir`: recovered when the directory holds a snapshot, else a fresh one at the
 * clock's now, whose first snapshot is written at once so that recovery always has a start.
 */
export function openJournaledExchange(options: JournalOptions): JournaledExchange {
  const { dir } = options;
  if (existsSync(snapshotPath(dir))) return recoverExchange(options);
  if (existsSync(journalPath(dir)) && statSync(journalPath(dir)).size > 0)
    throw new RecoveryError(`${dir} holds a journal but no snapshot; refusing to start over it`);
  mkdirSync(dir, { recursive: true });
  const exchangeClock = new ManualClock(options.clock.now());
  const exchange = new MarketExchange(exchangeOptions(options, exchangeClock));
  options.attach?.(exchange);
  const store = new JournalDirectory(dir, 0, options.flush);
  const journaled = new JournaledExchange({ exchange, exchangeClock, source: options.clock, store });
  journaled.takeSnapshot();
  return journaled;
}

function exchangeOptions(options: JournalOptions, clock: ManualClock): ExchangeOptions {
  return {
    universe: options.universe,
    clock,
    ...(options.holidays === undefined ? {} : { holidays: options.holidays }),
  };
}

function restore(options: JournalOptions, clock: ManualClock, snapshot: ExchangeSnapshot): MarketExchange {
  try {
    return new MarketExchange(exchangeOptions(options, clock), snapshot);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new RecoveryError(
      `the snapshot in ${options.dir} does not fit this exchange (${why}); refusing to start`,
    );
  }
}
