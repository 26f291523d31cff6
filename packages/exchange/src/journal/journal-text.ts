/**
 * Reading a journal back, line by line. Every line but the last ends with a newline; a crash in
 * the middle of a write can only leave the last line unfinished, so an unterminated last line
 * that does not decode is a torn write and is dropped. Damage anywhere else is refused: skipping
 * a line in the middle would replay a different history. The first line may be the header of a
 * journal cut at a snapshot (see `journal-header.ts`).
 */
import { decodeEntry, type JournalEntry } from "./journal-entry";
import { decodeJournalHeader } from "./journal-header";

export interface JournalText {
  /** Position of the first entry (0 unless the journal was cut at a snapshot). */
  readonly base: number;
  readonly entries: readonly JournalEntry[];
  /** Length of the text that holds the kept entries (the torn tail starts here). */
  readonly keptLength: number;
  /** True when the last kept entry has no newline yet (the writer must add one first). */
  readonly unterminated: boolean;
  /** The dropped, torn last line ("" when there was none). */
  readonly tornTail: string;
}

/**
 * The reading rules, fed one line at a time so that a journal file can be read in chunks
 * without ever holding it whole.
 */
export class JournalLineReader {
  #lines = 0;
  #base = 0;
  #entries = 0;

  /** Position of the first entry. */
  get base(): number {
    return this.#base;
  }

  /** Position of the next entry: the base and the entries read so far. */
  get position(): number {
    return this.#base + this.#entries;
  }

  /** No line read yet: the next one may be the header, so it must be read even if not needed. */
  get atStart(): boolean {
    return this.#lines === 0;
  }

  /** A complete line (its newline was read): its entry, or null for the header; damage throws. */
  line(text: string): JournalEntry | null {
    this.#lines++;
    if (this.#lines === 1) {
      const base = decodeJournalHeader(text);
      if (base !== null) {
        this.#base = base;
        return null;
      }
    }
    const entry = decodeEntry(text, `journal line ${this.#lines}`);
    this.#entries++;
    return entry;
  }

  /** Counts a complete entry line without decoding it (one that the snapshot already covers). */
  skip(): void {
    if (this.atStart) throw new Error("the first journal line may be the header: read it");
    this.#lines++;
    this.#entries++;
  }

  /** The last line, its newline never written: its entry, or null when the write was torn. */
  last(text: string): JournalEntry | null {
    let entry: JournalEntry;
    try {
      entry = decodeEntry(text);
    } catch {
      return null;
    }
    this.#lines++;
    this.#entries++;
    return entry;
  }
}

export function parseJournalText(text: string): JournalText {
  const reader = new JournalLineReader();
  const entries: JournalEntry[] = [];
  let start = 0;
  for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n", start)) {
    const entry = reader.line(text.slice(start, newline));
    if (entry !== null) entries.push(entry);
    start = newline + 1;
  }
  const kept = { base: reader.base, entries, keptLength: start, unterminated: false, tornTail: "" };
  const tail = text.slice(start);
  if (tail === "") return kept;
  const last = reader.last(tail);
  if (last === null) return { ...kept, tornTail: tail };
  entries.push(last);
  return { ...kept, keptLength: text.length, unterminated: true };
}
