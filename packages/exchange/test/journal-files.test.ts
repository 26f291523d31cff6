import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock/market-clock";
import { MarketExchange } from "../src/exchange/market-exchange";
import { encodeEntry, type JournalEntry } from "../src/journal/journal-entry";
import { encodeJournalHeader } from "../src/journal/journal-header";
import { parseJournalText } from "../src/journal/journal-text";
import {
  JournalDirectory,
  JournalFileWriter,
  journalPath,
  readJournalFile,
  readSnapshotFile,
  repairJournalFile,
  scanJournalFile,
  snapshotPath,
  writeSnapshotFile,
} from "../src/node";
import { at, tinyUniverse } from "../src/test-support/tiny-universe";

const root = mkdtempSync(join(tmpdir(), "exchange-journal-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let files = 0;
const freshPath = (name: string) => join(root, `${++files}-${name}`);
const line = (t: number) => encodeEntry({ t, tick: true });
const lines = (path: string) => readFileSync(path, "utf8").split("\n").filter(Boolean);
const WRITE_AT_ONCE = { maxEntries: 1, maxDelayMillis: 0, syncEachWrite: false };

function emptySnapshot() {
  return new MarketExchange({ universe: tinyUniverse(), clock: new ManualClock(at("09:20")) }).snapshot();
}

describe("the journal file's durability policy", () => {
  it("buffers entries until maxEntries wait, then writes them together", () => {
    const path = freshPath("journal.ndjson");
    const writer = new JournalFileWriter(path, 0, {
      maxEntries: 3,
      maxDelayMillis: 60_000,
      syncEachWrite: false,
    });
    writer.append(line(1));
    writer.append(line(2));
    expect(readFileSync(path, "utf8")).toBe("");
    writer.append(line(3));
    expect(lines(path)).toEqual([line(1), line(2), line(3)]);
    expect(writer.position).toBe(3);
    writer.close();
  });

  it("writes a waiting entry after maxDelayMillis", async () => {
    const path = freshPath("journal.ndjson");
    const writer = new JournalFileWriter(path, 0, {
      maxEntries: 100,
      maxDelayMillis: 5,
      syncEachWrite: false,
    });
    writer.append(line(1));
    expect(readFileSync(path, "utf8")).toBe("");
    await new Promise((done) => setTimeout(done, 50));
    expect(lines(path)).toEqual([line(1)]);
    writer.close();
  });

  it("writes what is still buffered on close, and refuses entries after it", () => {
    const path = freshPath("journal.ndjson");
    const writer = new JournalFileWriter(path, 7, {
      maxEntries: 100,
      maxDelayMillis: 60_000,
      syncEachWrite: true,
    });
    writer.append(line(1));
    writer.close();
    expect(lines(path)).toEqual([line(1)]);
    expect(writer.position).toBe(8);
    expect(() => writer.append(line(2))).toThrow(/closed/);
  });

  it("writes the journal before the snapshot that covers it, then cuts it at the snapshot", () => {
    const directory = freshPath("dir");
    mkdirSync(directory);
    const store = new JournalDirectory(directory, 0, {
      maxEntries: 100,
      maxDelayMillis: 60_000,
      syncEachWrite: false,
    });
    store.append(line(1));
    expect(readJournalFile(journalPath(directory)).entries).toEqual([]);
    const snapshot = emptySnapshot();
    // A snapshot that cannot be written (its temporary name is taken by a directory) stops the
    // checkpoint after its first step: the journal is on disk whole and not cut.
    mkdirSync(`${snapshotPath(directory)}.tmp`);
    expect(() => store.checkpoint({ snapshot, journalPosition: store.position })).toThrow();
    expect(readJournalFile(journalPath(directory))).toMatchObject({
      base: 0,
      entries: [{ t: 1, tick: true }],
    });
    expect(readSnapshotFile(snapshotPath(directory))).toBeNull();
    rmSync(`${snapshotPath(directory)}.tmp`, { recursive: true });
    store.checkpoint({ snapshot, journalPosition: store.position });
    expect(readSnapshotFile(snapshotPath(directory))).toEqual({ snapshot, journalPosition: 1 });
    expect(readJournalFile(journalPath(directory))).toMatchObject({ base: 1, end: 1, entries: [] });
    // Written through temporary files that are renamed away.
    expect(readdirSync(directory).sort()).toEqual(["journal.ndjson", "snapshot.json"]);
    store.append(line(2));
    store.close();
    expect(readJournalFile(journalPath(directory))).toMatchObject({
      base: 1,
      end: 2,
      entries: [{ t: 2, tick: true }],
    });
  });

  it("keeps the journal whole when the snapshot does not cover all of it", () => {
    const directory = freshPath("dir");
    mkdirSync(directory);
    const store = new JournalDirectory(directory, 0, WRITE_AT_ONCE);
    store.append(line(1));
    store.append(line(2));
    store.checkpoint({ snapshot: emptySnapshot(), journalPosition: 1 });
    store.close();
    expect(readJournalFile(journalPath(directory))).toMatchObject({ base: 0, end: 2 });
  });
});

describe("reading the journal file back", () => {
  it("drops a torn last line by its bytes, even after non-ASCII text", () => {
    const path = freshPath("journal.ndjson");
    const entry = encodeEntry({ t: 5, c: { type: "cancel", account: "Nguyễn Văn Ánh", orderId: 1 } });
    writeFileSync(path, `${entry}\n{"t":6,"c":{"type":"cancel","account":"Trần`);
    const read = readJournalFile(path);
    expect(read.entries).toHaveLength(1);
    expect(read.tornBytes).toBe(Buffer.byteLength('{"t":6,"c":{"type":"cancel","account":"Trần'));
    repairJournalFile(path, read);
    expect(readFileSync(path, "utf8")).toBe(`${entry}\n`);
  });

  it("keeps a whole last entry that lacks its newline and adds the newline", () => {
    const path = freshPath("journal.ndjson");
    writeFileSync(path, `${line(1)}\n${line(2)}`);
    const read = readJournalFile(path);
    expect(read.entries).toEqual([
      { t: 1, tick: true },
      { t: 2, tick: true },
    ]);
    repairJournalFile(path, read);
    expect(readFileSync(path, "utf8")).toBe(`${line(1)}\n${line(2)}\n`);
  });

  it("reads a file in chunks exactly as the whole text, wherever the chunks split a line", () => {
    const entry = fc.oneof(
      fc.nat({ max: 1_000_000 }).map((t): JournalEntry => ({ t, tick: true })),
      fc
        .tuple(fc.nat({ max: 1_000_000 }), fc.string({ unit: "grapheme", maxLength: 12 }))
        .map(([t, account]): JournalEntry => ({ t, c: { type: "cancel", account, orderId: 1 } })),
    );
    const journal = fc.record({
      base: fc.option(fc.nat({ max: 10_000 }), { nil: undefined }),
      entries: fc.array(entry, { maxLength: 12 }),
      // A whole last entry without its newline, or a torn one cut anywhere (even inside a character).
      tail: fc.oneof(fc.constant(""), fc.nat({ max: 60 })),
    });
    fc.assert(
      fc.property(journal, fc.integer({ min: 1, max: 64 }), ({ base, entries, tail }, chunkBytes) => {
        const head = base === undefined ? "" : `${encodeJournalHeader(base)}\n`;
        const body = entries.map((one) => `${encodeEntry(one)}\n`).join("");
        const last = encodeEntry({ t: 7, c: { type: "cancel", account: "Nguyễn Ánh", orderId: 2 } });
        const bytes = Buffer.concat([
          Buffer.from(head + body),
          typeof tail === "number" ? Buffer.from(last).subarray(0, tail) : Buffer.alloc(0),
        ]);
        const path = freshPath("journal.ndjson");
        writeFileSync(path, bytes);
        const text = bytes.toString("utf8");
        const whole = parseJournalText(text);
        const seen: [JournalEntry, number][] = [];
        const scan = scanJournalFile(path, 0, (one, position) => seen.push([one, position]), chunkBytes);
        expect(seen.map(([one]) => one)).toEqual(whole.entries);
        expect(seen.map(([, position]) => position)).toEqual(whole.entries.map((_, i) => whole.base + i));
        expect(scan).toEqual({
          base: whole.base,
          end: whole.base + whole.entries.length,
          unterminated: whole.unterminated,
          keptBytes: Buffer.byteLength(text.slice(0, whole.keptLength)),
          tornBytes: bytes.length - Buffer.byteLength(text.slice(0, whole.keptLength)),
        });
      }),
      { numRuns: 150 },
    );
  });

  it("only counts the entries before the position asked for, and gives the rest with positions", () => {
    const path = freshPath("journal.ndjson");
    writeFileSync(path, `${encodeJournalHeader(10)}\n${line(1)}\n{"t":2,"ti\n${line(3)}\n${line(4)}\n`);
    const seen: [number, number][] = [];
    const scan = scanJournalFile(path, 12, (entry, position) => seen.push([entry.t, position]), 7);
    expect(seen).toEqual([
      [3, 12],
      [4, 13],
    ]);
    expect(scan).toMatchObject({ base: 10, end: 14 });
    expect(() => scanJournalFile(path, 11, () => undefined)).toThrow(/journal line 3 is not JSON/);
  });

  it("reads a missing journal as empty", () => {
    expect(readJournalFile(freshPath("none.ndjson")).entries).toEqual([]);
  });
});

describe("the snapshot file", () => {
  it("round-trips a recovery point and replaces the old one whole", () => {
    const path = freshPath("snapshot.json");
    const clock = new ManualClock(at("09:20"));
    const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
    writeSnapshotFile(path, { snapshot: exchange.snapshot(), journalPosition: 3 });
    const first = statSync(path).size;
    clock.set(at("09:30"));
    exchange.tick();
    writeSnapshotFile(path, { snapshot: exchange.snapshot(), journalPosition: 9 });
    expect(readSnapshotFile(path)).toEqual({ snapshot: exchange.snapshot(), journalPosition: 9 });
    expect(first).toBeGreaterThan(0);
    expect(existsSync(`${path}.tmp`)).toBe(false);
  });

  it("reads a missing snapshot as none", () => {
    expect(readSnapshotFile(freshPath("none.json"))).toBeNull();
  });
});
