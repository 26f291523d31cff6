/**
 * A whole journal read back from text. Every line but the last ends with a newline; a crash in
 * the middle of a write can only leave the last line unfinished, so an unterminated last line
 * that does not decode is a torn write and is dropped. Damage anywhere else is refused: skipping
 * a line in the middle would replay a different history.
 */
import { decodeEntry, type JournalEntry } from "./journal-entry";

export interface JournalText {
  readonly entries: readonly JournalEntry[];
  /** Length of the text that holds the kept entries (the torn tail starts here). */
  readonly keptLength: number;
  /** True when the last kept entry has no newline yet (the writer must add one first). */
  readonly unterminated: boolean;
  /** The dropped, torn last line ("" when there was none). */
  readonly tornTail: string;
}

export function parseJournalText(text: string): JournalText {
  const end = text.lastIndexOf("\n") + 1;
  const complete = text.slice(0, end);
  const tail = text.slice(end);
  const entries: JournalEntry[] = [];
  const lines = complete === "" ? [] : complete.slice(0, -1).split("\n");
  lines.forEach((line, index) => entries.push(decodeEntry(line, `journal line ${index + 1}`)));
  if (tail === "") return { entries, keptLength: end, unterminated: false, tornTail: "" };
  try {
    entries.push(decodeEntry(tail));
    return { entries, keptLength: text.length, unterminated: true, tornTail: "" };
  } catch {
    return { entries, keptLength: end, unterminated: false, tornTail: tail };
  }
}
