import { describe, expect, it } from "vitest";
import { encodeEntry, type JournalEntry } from "./journal-entry";
import { encodeJournalHeader } from "./journal-header";
import { JournalLineReader, parseJournalText } from "./journal-text";
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
      base: 0,
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
      base: 0,
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

  it("reads the header of a journal cut at a snapshot as the position of its first entry", () => {
    const cut = `${encodeJournalHeader(1_234)}\n${text}`;
    expect(parseJournalText(cut)).toEqual({
      base: 1_234,
      entries,
      keptLength: cut.length,
      unterminated: false,
      tornTail: "",
    });
    expect(parseJournalText(`${encodeJournalHeader(7)}\n`)).toMatchObject({ base: 7, entries: [] });
  });

  it("takes a header only on the first line and refuses one anywhere else", () => {
    const late = `${text}${encodeJournalHeader(5)}\n${encodeEntry({ t: 4_000, tick: true })}\n`;
    expect(() => parseJournalText(late)).toThrow(/journal line 4 has no valid time/);
    const damaged = `${encodeJournalHeader(5).replace("5", '"5"')}\n${text}`;
    expect(() => parseJournalText(damaged)).toThrow(/journal line 1 has no valid time/);
  });
});

describe("the line reader counts positions from the journal's base", () => {
  it("counts the lines it skips without decoding them, but never the header's", () => {
    const reader = new JournalLineReader();
    expect(() => reader.skip()).toThrow(/header/);
    expect(reader.line(encodeJournalHeader(40))).toBeNull();
    reader.skip();
    reader.skip();
    expect(reader.position).toBe(42);
    expect(() => reader.line("garbage")).toThrow(/journal line 4 is not JSON/);
    expect(reader.last('{"t":9,"ti')).toBeNull();
    expect(reader.last(encodeEntry({ t: 9, tick: true }))).toEqual({ t: 9, tick: true });
    expect(reader.position).toBe(43);
  });
});
