import { describe, expect, it } from "vitest";
import { encodeEntry, type JournalEntry } from "./journal-entry";
import { parseJournalText } from "./journal-text";
import { RecoveryError } from "./recovery-error";

const entries: JournalEntry[] = [
  { t: 1_000, tick: true },
  { t: 2_000, c: { type: "cancel", account: "a", orderId: 3 } },
  { t: 3_000, c: { type: "cancel", account: "Nguyễn", orderId: 4 } },
];
const text = entries.map((entry) => `${encodeEntry(entry)}\n`).join("");

describe("reading a journal back tolerates only a torn last line", () => {
  it("reads every complete entry", () => {
    expect(parseJournalText(text)).toEqual({
      entries,
      keptLength: text.length,
      unterminated: false,
      tornTail: "",
    });
  });

  it("reads an empty journal", () => {
    expect(parseJournalText("").entries).toEqual([]);
  });

  it("drops a torn last line and keeps the complete entries before it", () => {
    const torn = '{"t":4000,"c":{"type":"ca';
    expect(parseJournalText(text + torn)).toEqual({
      entries,
      keptLength: text.length,
      unterminated: false,
      tornTail: torn,
    });
  });

  it("keeps a whole last entry whose newline was not written yet", () => {
    const last = encodeEntry({ t: 4_000, tick: true });
    const read = parseJournalText(text + last);
    expect(read.entries).toEqual([...entries, { t: 4_000, tick: true }]);
    expect(read).toMatchObject({ keptLength: (text + last).length, unterminated: true });
  });

  it("refuses a damaged line before the end, naming it", () => {
    const lines = text.split("\n");
    lines[1] = '{"t":2000,"c":{"ty';
    expect(() => parseJournalText(lines.join("\n"))).toThrow(RecoveryError);
    expect(() => parseJournalText(lines.join("\n"))).toThrow(/journal line 2/);
  });
});
