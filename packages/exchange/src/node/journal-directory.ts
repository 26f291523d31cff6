/**
 * A directory holding one exchange's recovery files: the journal (`journal.ndjson`, one entry
 * per line, only ever appended) and the latest snapshot (`snapshot.json`). The journal is never
 * cut at a snapshot; the snapshot records how many entries it covers.
 */
import { join } from "node:path";
import type { JournalStore, RecoveryPoint } from "../journal/journaled-exchange";
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

export class JournalDirectory implements JournalStore {
  readonly #directory: string;
  readonly #writer: JournalFileWriter;

  /** Appends to the directory's journal, which already holds `position` entries. */
  constructor(directory: string, position: number, policy: FlushPolicy = DEFAULT_FLUSH_POLICY) {
    this.#directory = directory;
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

  /** The journal is synced first: the snapshot must never cover entries that could be lost. */
  checkpoint(point: RecoveryPoint): void {
    this.#writer.sync();
    writeSnapshotFile(snapshotPath(this.#directory), point);
  }

  close(): void {
    this.#writer.close();
  }
}
