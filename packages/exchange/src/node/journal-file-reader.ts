/**
 * Reading the journal file back for recovery, tolerant of a torn last line (a crash in the
 * middle of a write), and repairing the file so appends continue on a clean line.
 */
import { existsSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { parseJournalText, type JournalText } from "../journal/journal-text";
import { RecoveryError } from "../journal/recovery-error";

export interface JournalFile extends JournalText {
  /** Bytes of the file that hold the kept entries. */
  readonly keptBytes: number;
  /** Bytes of the torn last line that recovery drops. */
  readonly tornBytes: number;
}

/** The entries of the journal at `path` (none when the file does not exist). */
export function readJournalFile(path: string): JournalFile {
  if (!existsSync(path))
    return { entries: [], keptLength: 0, unterminated: false, tornTail: "", keptBytes: 0, tornBytes: 0 };
  const bytes = readFileSync(path);
  const text = bytes.toString("utf8");
  let parsed: JournalText;
  try {
    parsed = parseJournalText(text);
  } catch (error) {
    if (error instanceof RecoveryError) throw new RecoveryError(`${path}: ${error.message}`);
    throw error;
  }
  // A newline byte never occurs inside a multi-byte UTF-8 character, so the kept part of the
  // text is exactly the bytes up to the last complete line.
  const keptBytes = Buffer.byteLength(text.slice(0, parsed.keptLength), "utf8");
  return { ...parsed, keptBytes, tornBytes: bytes.length - keptBytes };
}

/** Cuts the torn tail off and ends the last entry with a newline, ready for appending. */
export function repairJournalFile(path: string, file: JournalFile): void {
  if (file.tornBytes > 0) truncateSync(path, file.keptBytes);
  if (file.unterminated) writeFileSync(path, "\n", { flag: "a" });
}
