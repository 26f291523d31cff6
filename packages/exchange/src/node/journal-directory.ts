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
 *
 * `beginCheckpoint` takes the same three steps without holding the event loop, for a snapshot
 * captured at the journal's position then and written while the market goes on: the journal is
 * synced and the snapshot written in the background, and the cut journal carries the entries
 * appended meanwhile. Step 3 then writes `journal.ndjson.tmp` (the header and those entries,
 * copied from the old file in the background), and in one synchronous step copies the last few
 * entries and renames it over the journal; a crash before the rename leaves the old journal,
 * which still holds every entry. One checkpoint at a time: another is refused while one is
 * being written.
 */
import { fsyncSync, readSync, renameSync, writeSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import type { ExchangeSnapshot } from "../exchange/exchange-snapshot";
import { encodeJournalHeader } from "../journal/journal-header";
import type { JournalStore, RecoveryPoint } from "../journal/journaled-exchange";
import type { TimeSlicer } from "../journal/time-slicer";
import { syncDirectoryInSlices, writeFileDurably } from "./durable-file";
import { DEFAULT_FLUSH_POLICY, JournalFileWriter, type FlushPolicy } from "./journal-file-writer";
import { writeSnapshotFile, writeSnapshotFileInSlices } from "./snapshot-file";

/** Entries left to carry at or below this many bytes are copied in the final synchronous step. */
const CARRY_IN_ONE_STEP_BYTES = 256 * 1024;
/** The background copy reads and writes this many bytes at a time. */
const COPY_BYTES = 1024 * 1024;

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
  /** A checkpoint of `beginCheckpoint` is being written. */
  #checkpointing = false;

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
    if (this.#checkpointing) throw new Error("a checkpoint is being written; wait for it");
    this.#writer.sync();
    writeSnapshotFile(snapshotPath(this.#directory), point);
    if (point.journalPosition === this.#writer.position) this.#restart(point.journalPosition);
  }

  /**
   * The three steps in the background, for a snapshot of the exchange as it is now (after the
   * entries appended so far): returns the function that stores it once it is captured.
   */
  beginCheckpoint(): (snapshot: ExchangeSnapshot, slicer: TimeSlicer) => Promise<RecoveryPoint> {
    if (this.#checkpointing) throw new Error("a checkpoint is being written; wait for it");
    this.#checkpointing = true;
    const writer = this.#writer;
    writer.flush();
    const position = writer.position;
    const bytes = writer.bytes;
    return async (snapshot, slicer) => {
      try {
        const point: RecoveryPoint = { snapshot, journalPosition: position };
        await slicer.wait(writer.syncInBackground());
        await writeSnapshotFileInSlices(snapshotPath(this.#directory), point, slicer);
        await this.#cutInBackground(writer, position, bytes, slicer);
        return point;
      } finally {
        this.#checkpointing = false;
      }
    };
  }

  close(): void {
    this.#writer.close();
  }

  /**
   * Step 3 for a snapshot at `position`, which was at `offset` bytes of the journal `writer`
   * appends to: the entries after it go into a new journal that starts at `position`.
   */
  async #cutInBackground(
    writer: JournalFileWriter,
    position: number,
    offset: number,
    slicer: TimeSlicer,
  ): Promise<void> {
    // Closed (shutdown) or replaced meanwhile: the journal stays whole, which the snapshot fits.
    const current = () => writer === this.#writer && !writer.closed;
    if (!current()) return;
    const path = journalPath(this.#directory);
    const temporary = `${path}.tmp`;
    const source = await slicer.wait(open(path, "r"));
    const target = await slicer.wait(open(temporary, "w"));
    try {
      await slicer.wait(target.writeFile(`${encodeJournalHeader(position)}\n`));
      let copied = offset;
      const buffer = Buffer.allocUnsafe(COPY_BYTES);
      while (current() && writer.bytes - copied > CARRY_IN_ONE_STEP_BYTES) {
        const { bytesRead } = await slicer.wait(
          source.read(buffer, 0, Math.min(COPY_BYTES, writer.bytes - copied), copied),
        );
        if (bytesRead === 0) throw new Error(`the journal ${path} ends before its writer says`);
        await slicer.wait(target.writeFile(buffer.subarray(0, bytesRead)));
        copied += bytesRead;
      }
      await slicer.wait(target.sync());
      if (!current()) return;
      // One synchronous step: the last entries, then the switch, with no append in between.
      writer.flush();
      for (let left = writer.bytes - copied; left > 0;) {
        const read = readSync(source.fd, buffer, 0, Math.min(COPY_BYTES, left), copied);
        if (read === 0) throw new Error(`the journal ${path} ends before its writer says`);
        for (let written = 0; written < read;)
          written += writeSync(target.fd, buffer, written, read - written);
        copied += read;
        left -= read;
      }
      if (writer.policy.syncEachWrite) fsyncSync(target.fd);
      renameSync(temporary, path);
      writer.abandon();
      this.#writer = new JournalFileWriter(path, writer.position, this.#policy);
    } finally {
      await slicer.wait(source.close());
      await slicer.wait(target.close());
    }
    await syncDirectoryInSlices(this.#directory, slicer);
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
