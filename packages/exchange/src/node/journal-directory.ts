/**
 * A directory holding one exchange's recovery files: the journal (`journal.ndjson`, one entry
 * per line, appended) and the latest snapshot (`snapshot.json`). Positions count entries from
 * the start of the exchange's history. At each checkpoint the journal is cut:
 *   1. the journal is synced, so every entry the snapshot will cover is on disk;
 *   2. the snapshot is written atomically and durably;
 *   3. the journal is replaced, atomically and durably, by an empty one whose header names the
 *      snapshot's position as the position of its first entry.
 * A crash before 2 leaves the old snapshot and the old journal; between 2 and 3, the new
 * snapshot and the old journal, which still holds every entry from its base on (recovery skips
 * those the snapshot covers); after 3, the new snapshot and the new journal. Every one of these
 * recovers the same state. So the journal only holds the entries since the latest snapshot, and
 * never an entry that a snapshot does not follow.
 */
import { join } from "node:path";
import { encodeJournalHeader } from "../journal/journal-header";
import type { JournalStore, RecoveryPoint } from "../journal/journaled-exchange";
import { writeFileDurably } from "./durable-file";
import { DEFAULT_FLUSH_POLICY, JournalFileWriter, type FlushPolicy } from "./journal-file-writer";
import { writeSnapshotFile } from "./snapshot-file";

export const JOURNAL_FILE = "journal.ndjson";
export const SNAPSHOT_FILE = "snapshot.json";

export function journalPath(directory: string): string {
  return join(directory, JOURNAL_FILE);
}

export function snapshotPath(directory: string): string {
  return join(directory, SNAPSHOT_FILE);
}

/** Replaces the journal of `directory` by an empty one whose first entry will be at `base`. */
export function restartJournalFile(directory: string, base: number): void {
  writeFileDurably(journalPath(directory), `${encodeJournalHeader(base)}\n`);
}

export class JournalDirectory implements JournalStore {
  readonly #directory: string;
  readonly #policy: FlushPolicy;
  #writer: JournalFileWriter;

  /** Appends to the directory's journal, which ends at `position`. */
  constructor(directory: string, position: number, policy: FlushPolicy = DEFAULT_FLUSH_POLICY) {
    this.#directory = directory;
    this.#policy = policy;
    this.#writer = new JournalFileWriter(journalPath(directory), position, policy);
  }

  get position(): number {
    return this.#writer.position;
  }

  append(line: string): void {
    this.#writer.append(line);
  }

  /** Writes the buffered entries to the file (without fsync). */
  flush(): void {
    this.#writer.flush();
  }

  /** The three steps above; the journal is only cut when the snapshot covers all of it. */
  checkpoint(point: RecoveryPoint): void {
    this.#writer.sync();
    writeSnapshotFile(snapshotPath(this.#directory), point);
    if (point.journalPosition === this.#writer.position) this.#restart(point.journalPosition);
  }

  close(): void {
    this.#writer.close();
  }

  #restart(base: number): void {
    this.#writer.close();
    try {
      restartJournalFile(this.#directory, base);
    } finally {
      // Appends go on in the journal the name now holds: the new one, or the old one if the
      // switch failed (which the snapshot just written still fits).
      this.#writer = new JournalFileWriter(journalPath(this.#directory), base, this.#policy);
    }
  }
}
