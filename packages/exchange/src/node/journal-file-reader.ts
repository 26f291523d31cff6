/**
 * Reading the journal file back for recovery, tolerant of a torn last line (a crash in the
 * middle of a write), and repairing the file so appends continue on a clean line. The file is
 * read in chunks and split at newline bytes, so it is never held whole: a journal may be far
 * larger than the longest string the runtime can build.
 */
import { closeSync, existsSync, openSync, readSync, truncateSync, writeFileSync } from "node:fs";
import type { JournalEntry } from "../journal/journal-entry";
import { JournalLineReader } from "../journal/journal-text";
import { RecoveryError } from "../journal/recovery-error";

/** What a journal file holds, besides its entries. */
export interface JournalFileScan {
  /** Position of the file's first entry (0 unless the journal was cut at a snapshot). */
  readonly base: number;
  /** Position after the last kept entry: the base and the number of entries kept. */
  readonly end: number;
  /** True when the last kept entry has no newline yet (the writer must add one first). */
  readonly unterminated: boolean;
  /** Bytes of the file that hold the kept entries. */
  readonly keptBytes: number;
  /** Bytes of the torn last line that recovery drops. */
  readonly tornBytes: number;
}

export interface JournalFile extends JournalFileScan {
  readonly entries: readonly JournalEntry[];
}

const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
const EMPTY: JournalFileScan = { base: 0, end: 0, unterminated: false, keptBytes: 0, tornBytes: 0 };

/**
 * Reads the journal at `path` (none when the file does not exist) and gives `visit` each entry
 * at position `from` or later, in order. Entries before `from` are only counted, not decoded:
 * the snapshot already holds their effect.
 */
export function scanJournalFile(
  path: string,
  from: number,
  visit: (entry: JournalEntry, position: number) => void,
  chunkBytes = CHUNK_BYTES,
): JournalFileScan {
  if (!existsSync(path)) return EMPTY;
  const reader = new JournalLineReader();
  const chunk = Buffer.allocUnsafe(chunkBytes);
  let keptBytes = 0;
  // The bytes after the last newline read so far: the start of a line that goes on in the next chunk.
  let pending = Buffer.alloc(0);
  const fd = openSync(path, "r");
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      const bytes =
        pending.length === 0 ? chunk.subarray(0, read) : Buffer.concat([pending, chunk.subarray(0, read)]);
      let start = 0;
      for (let newline = bytes.indexOf(NEWLINE); newline >= 0; newline = bytes.indexOf(NEWLINE, start)) {
        const position = reader.position;
        if (reader.atStart || position >= from) {
          // A newline byte never occurs inside a multi-byte UTF-8 character: each line decodes whole.
          const entry = within(path, () => reader.line(bytes.toString("utf8", start, newline)));
          if (entry !== null && position >= from) visit(entry, position);
        } else reader.skip();
        start = newline + 1;
      }
      keptBytes += start;
      // A copy: the chunk is read into again.
      pending = Buffer.from(bytes.subarray(start));
    }
  } finally {
    closeSync(fd);
  }
  const kept = { base: reader.base, unterminated: false, keptBytes, tornBytes: 0 };
  if (pending.length === 0) return { ...kept, end: reader.position };
  const position = reader.position;
  const last = reader.last(pending.toString("utf8"));
  if (last === null) return { ...kept, end: reader.position, tornBytes: pending.length };
  if (position >= from) visit(last, position);
  return { ...kept, end: reader.position, unterminated: true, keptBytes: keptBytes + pending.length };
}

/** The whole journal at `path`, every entry decoded (none when the file does not exist). */
export function readJournalFile(path: string): JournalFile {
  const entries: JournalEntry[] = [];
  const scan = scanJournalFile(path, 0, (entry) => entries.push(entry));
  return { ...scan, entries };
}

/** Cuts the torn tail off and ends the last entry with a newline, ready for appending. */
export function repairJournalFile(path: string, file: JournalFileScan): void {
  if (file.tornBytes > 0) truncateSync(path, file.keptBytes);
  if (file.unterminated) writeFileSync(path, "\n", { flag: "a" });
}

/** Names the file in a recovery error of the reading rules. */
function within<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RecoveryError) throw new RecoveryError(`${path}: ${error.message}`);
    throw error;
  }
}
