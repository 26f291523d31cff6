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
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock/market-clock";
import { MarketExchange } from "../src/exchange/market-exchange";
import { encodeEntry } from "../src/journal/journal-entry";
import {
  JournalDirectory,
  JournalFileWriter,
  journalPath,
  readJournalFile,
  readSnapshotFile,
  repairJournalFile,
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

  it("writes the journal before the snapshot that covers it", () => {
    const directory = freshPath("dir");
    mkdirSync(directory);
    const store = new JournalDirectory(directory, 0, {
      maxEntries: 100,
      maxDelayMillis: 60_000,
      syncEachWrite: false,
    });
    store.append(line(1));
    expect(readJournalFile(journalPath(directory)).entries).toEqual([]);
    const snapshot = new MarketExchange({
      universe: tinyUniverse(),
      clock: new ManualClock(at("09:20")),
    }).snapshot();
    store.checkpoint({ snapshot, journalPosition: store.position });
    expect(readJournalFile(journalPath(directory)).entries).toEqual([{ t: 1, tick: true }]);
    expect(readSnapshotFile(snapshotPath(directory))).toEqual({ snapshot, journalPosition: 1 });
    // Written through a temporary file that is renamed away.
    expect(readdirSync(directory).sort()).toEqual(["journal.ndjson", "snapshot.json"]);
    store.close();
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
