import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock/market-clock";
import type { ExchangeEvent } from "../src/events/exchange-event";
import { encodeJournalHeader } from "../src/journal/journal-header";
import type { JournaledExchange, RecoveryPoint } from "../src/journal/journaled-exchange";
import { RecoveryError } from "../src/journal/recovery-error";
import { applyRecorded, RandomInputs } from "../src/journal/test-support/random-inputs";
import {
  journalPath,
  openJournaledExchange,
  readJournalFile,
  recoverExchange,
  restartJournalFile,
  snapshotPath,
  writeSnapshotFile,
  type FlushPolicy,
} from "../src/node";
import { at, tinyUniverse } from "../src/test-support/tiny-universe";

const root = mkdtempSync(join(tmpdir(), "exchange-recovery-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let directories = 0;
const freshDir = () => join(root, `run-${++directories}`);

/** Each entry reaches the file at once, so a copy of the directory is what a crash would leave. */
const WRITE_AT_ONCE: FlushPolicy = { maxEntries: 1, maxDelayMillis: 0, syncEachWrite: false };

function open(dir: string, clock: ManualClock): JournaledExchange {
  return openJournaledExchange({ dir, universe: tinyUniverse(), clock, flush: WRITE_AT_ONCE });
}

function recover(dir: string, now: number | ManualClock): JournaledExchange {
  const clock = typeof now === "number" ? new ManualClock(now) : now;
  return recoverExchange({ dir, universe: tinyUniverse(), clock, flush: WRITE_AT_ONCE });
}

function recording(exchange: JournaledExchange): ExchangeEvent[] {
  const events: ExchangeEvent[] = [];
  exchange.exchange.subscribe((event) => events.push({ ...event }));
  return events;
}

describe("recovery from the journal and the snapshot", () => {
  it("rebuilds the same exchange, which then answers further inputs with the same events", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(42, clock, original.exchange);
    inputs.drive(original, 300);
    const beforeSnapshot = `${dir}-before-snapshot`;
    cpSync(dir, beforeSnapshot, { recursive: true });
    const point = original.takeSnapshot();
    inputs.drive(original, 300);
    const crashed = `${dir}-crashed`;
    cpSync(dir, crashed, { recursive: true });

    expect(point.journalPosition).toBe(300);
    // The journal was cut at the snapshot: it holds the 300 entries after it.
    expect(readJournalFile(journalPath(crashed))).toMatchObject({ base: 300, end: 600 });
    expect(readJournalFile(journalPath(crashed)).entries).toHaveLength(300);
    for (const copy of [crashed, beforeSnapshot]) {
      const recovered = recover(copy, clock.now());
      if (copy === crashed) {
        expect(recovered.snapshot()).toEqual(original.snapshot());
        expect(recovered.snapshot().seq).toBeGreaterThan(point.snapshot.seq);
      } else {
        // From the first snapshot (the empty market) and the first 300 entries.
        expect(recovered.snapshot()).toEqual(point.snapshot);
      }
      recovered.close();
    }

    const recoveredClock = new ManualClock(clock.now());
    const recovered = recover(crashed, recoveredClock);
    const originalEvents = recording(original);
    const recoveredEvents = recording(recovered);
    const further = inputs.drive(original, 200);
    applyRecorded(recovered, recoveredClock, further);
    expect(recoveredEvents.length).toBeGreaterThan(0);
    expect(recoveredEvents).toEqual(originalEvents);
    expect(recovered.snapshot()).toEqual(original.snapshot());
    original.close();
    recovered.close();
  });

  it("gives attached consumers the events of the replayed tail, as the live run emitted them", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(7, clock, original.exchange);
    inputs.drive(original, 200);
    const point = original.takeSnapshot();
    const live = recording(original);
    inputs.drive(original, 300);
    const crashed = `${dir}-crashed`;
    cpSync(dir, crashed, { recursive: true });

    const replayed: ExchangeEvent[] = [];
    let seqWhenAttached = -1;
    const recovered = recoverExchange({
      dir: crashed,
      universe: tinyUniverse(),
      clock: new ManualClock(clock.now()),
      flush: WRITE_AT_ONCE,
      attach: (events) => {
        seqWhenAttached = events.lastSeq;
        events.subscribe((event) => replayed.push({ ...event }));
      },
    });
    expect(seqWhenAttached).toBe(point.snapshot.seq);
    expect(live.some((event) => event.type === "trade")).toBe(true);
    expect(replayed).toEqual(live);
    original.close();
    recovered.close();
  });

  it("attaches consumers to a fresh exchange before its first input", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const seen: number[] = [];
    let seqWhenAttached = -1;
    const fresh = openJournaledExchange({
      dir,
      universe: tinyUniverse(),
      clock,
      flush: WRITE_AT_ONCE,
      attach: (events) => {
        seqWhenAttached = events.lastSeq;
        events.subscribe((event) => seen.push(event.seq));
      },
    });
    new RandomInputs(3, clock, fresh.exchange).drive(fresh, 50);
    expect(seen.length).toBeGreaterThan(0);
    // Gap-free from the attach point on: nothing emitted after it is missed.
    expect(seen).toEqual(seen.map((_, index) => seqWhenAttached + index + 1));
    fresh.close();
  });

  it("recovers every complete entry of a journal whose last line was torn", () => {
    const dir = freshDir();
    const clock = new ManualClock(at("09:20"));
    const exchange = open(dir, clock);
    const buy = (clientOrderId: string, price: number) =>
      exchange.execute({
        type: "new",
        clientOrderId,
        account: "a",
        symbol: "AAA",
        side: "B",
        priceType: "LO",
        price,
        volume: 100,
      });
    buy("c1", 19_900);
    clock.set(at("09:21"));
    buy("c2", 19_950);
    const expected = exchange.snapshot();
    exchange.close();
    appendFileSync(journalPath(dir), '{"t":1795000000000,"c":{"type":"new","clientOrd');

    const recovered = recover(dir, at("09:22"));
    expect(recovered.snapshot()).toEqual(expected);
    expect(recovered.exchange.depth("AAA", "lot", "B", 5)).toEqual([
      { price: 19_950, volume: 100, orders: 1 },
      { price: 19_900, volume: 100, orders: 1 },
    ]);
    // The torn tail is gone and the journal goes on cleanly.
    recovered.tick();
    recovered.close();
    expect(readFileSync(journalPath(dir), "utf8").endsWith("\n")).toBe(true);
    const again = recover(dir, at("09:23"));
    expect(again.exchange.lastSeq).toBe(recovered.exchange.lastSeq);
    again.close();
  });

  it("refuses a journal damaged before its last line", () => {
    const dir = freshDir();
    const clock = new ManualClock(at("09:20"));
    const exchange = open(dir, clock);
    exchange.tick();
    exchange.tick();
    exchange.close();
    const lines = readFileSync(journalPath(dir), "utf8").split("\n");
    lines[0] = "garbage";
    writeFileSync(journalPath(dir), lines.join("\n"));
    expect(() => recover(dir, at("09:21"))).toThrow(/journal line 1 is not JSON/);
  });

  it("refuses a journal shorter than its snapshot says", () => {
    const dir = freshDir();
    const exchange = open(dir, new ManualClock(at("09:20")));
    exchange.tick();
    exchange.takeSnapshot();
    exchange.close();
    writeFileSync(journalPath(dir), "");
    expect(() => recover(dir, at("09:21"))).toThrow(/holds 0 entries but the snapshot covers 1/);
  });
});

describe("the journal is cut at each snapshot", () => {
  it("holds only the entries since the latest snapshot, and recovery still equals the state before", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(7, clock, original.exchange);
    for (let round = 1; round <= 4; round++) {
      inputs.drive(original, 150);
      const point = original.takeSnapshot();
      expect(point.journalPosition).toBe(150 * round);
      expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 150 * round, end: 150 * round });
      expect(readJournalFile(journalPath(dir)).entries).toEqual([]);
    }
    inputs.drive(original, 80);
    expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 600, end: 680 });
    expect(readJournalFile(journalPath(dir)).entries).toHaveLength(80);

    const crashed = `${dir}-crashed`;
    cpSync(dir, crashed, { recursive: true });
    const recoveredClock = new ManualClock(clock.now());
    const recovered = recover(crashed, recoveredClock);
    expect(recovered.snapshot()).toEqual(original.snapshot());
    expect(recovered.journalPosition).toBe(680);
    // The recovered exchange goes on: cut again, more inputs, and a second recovery agrees.
    recovered.takeSnapshot();
    original.takeSnapshot();
    applyRecorded(recovered, recoveredClock, inputs.drive(original, 60));
    recovered.close();
    expect(readJournalFile(journalPath(crashed))).toMatchObject({ base: 680, end: 740 });
    const again = recover(crashed, clock.now());
    expect(again.snapshot()).toEqual(original.snapshot());
    again.close();
    original.close();
  });

  it("recovers the same state after a crash at any step of the cut", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(11, clock, original.exchange);
    inputs.drive(original, 200);
    const older = original.takeSnapshot();
    inputs.drive(original, 100);
    const expected = original.snapshot();
    const point = { snapshot: expected, journalPosition: original.journalPosition };
    const copy = (name: string) => {
      const path = `${dir}-${name}`;
      cpSync(dir, path, { recursive: true });
      return path;
    };

    // 1. Journal synced, the new snapshot half written to its temporary file.
    const halfSnapshot = copy("half-snapshot");
    writeFileSync(`${snapshotPath(halfSnapshot)}.tmp`, readFileSync(snapshotPath(dir), "utf8").slice(0, 99));
    // 2. Snapshot written, journal not cut yet: the old journal still runs from the older snapshot.
    const snapshotOnly = copy("snapshot-only");
    writeSnapshotFile(snapshotPath(snapshotOnly), point);
    expect(readJournalFile(journalPath(snapshotOnly))).toMatchObject({ base: 200, end: 300 });
    // 3. The new journal written to its temporary file (whole or torn), not yet renamed.
    const [newJournal, tornJournal] = ["new-journal", "torn-journal"].map((name) => {
      const path = `${dir}-${name}`;
      cpSync(snapshotOnly, path, { recursive: true });
      return path;
    });
    if (newJournal === undefined || tornJournal === undefined) throw new Error("two copies");
    writeFileSync(`${journalPath(newJournal)}.tmp`, `${encodeJournalHeader(300)}\n`);
    writeFileSync(`${journalPath(tornJournal)}.tmp`, encodeJournalHeader(300).slice(0, 9));
    // 4. The cut done.
    original.takeSnapshot();
    const cut = copy("cut");
    expect(readJournalFile(journalPath(cut))).toMatchObject({ base: 300, end: 300 });

    for (const crashed of [halfSnapshot, snapshotOnly, newJournal, tornJournal, cut]) {
      const recovered = recover(crashed, clock.now());
      expect(recovered.snapshot()).toEqual(expected);
      // Every copy goes on with the same positions, so the next cut fits too.
      expect(recovered.journalPosition).toBe(300);
      recovered.tick();
      recovered.takeSnapshot();
      recovered.close();
      expect(recover(crashed, clock.now()).snapshot().seq).toBe(recovered.snapshot().seq);
    }
    expect(older.journalPosition).toBe(200);
    original.close();
  });

  it("goes on in the old journal when the cut fails after the snapshot was written", () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(5, clock, original.exchange);
    inputs.drive(original, 100);
    // The new journal's temporary name is taken by a directory: the switch fails.
    mkdirSync(`${journalPath(dir)}.tmp`);
    expect(() => original.takeSnapshot()).toThrow();
    inputs.drive(original, 50);
    expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 0, end: 150 });
    const crashed = `${dir}-crashed`;
    cpSync(dir, crashed, { recursive: true });
    const recovered = recover(crashed, clock.now());
    expect(recovered.snapshot()).toEqual(original.snapshot());
    recovered.close();
    rmSync(`${journalPath(dir)}.tmp`, { recursive: true });
    original.takeSnapshot();
    expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 150, end: 150 });
    original.close();
  });

  it("refuses a journal that starts after its snapshot: the entries between are lost", () => {
    const dir = freshDir();
    const clock = new ManualClock(at("09:20"));
    const exchange = open(dir, clock);
    exchange.tick();
    exchange.takeSnapshot();
    const older = readFileSync(snapshotPath(dir), "utf8");
    exchange.tick();
    exchange.takeSnapshot();
    exchange.tick();
    exchange.close();
    writeFileSync(snapshotPath(dir), older);
    expect(() => recover(dir, at("09:21"))).toThrow(/starts at entry 2 but the snapshot covers only 1/);
    restartJournalFile(dir, 2);
    expect(() => recover(dir, at("09:21"))).toThrow(/starts at entry 2 but the snapshot covers only 1/);
  });

  it("recovers a long journal line by line, never holding it as one string", () => {
    const dir = freshDir();
    const clock = new ManualClock(at("09:20"));
    // Buffered writes, as the server runs.
    const original = openJournaledExchange({ dir, universe: tinyUniverse(), clock });
    const lines = 200_000;
    let late: RecoveryPoint | null = null;
    for (let i = 1; i <= lines; i++) {
      if (i % 1_000 === 0) {
        clock.set(clock.now() + 1_000);
        original.execute({
          type: "new",
          clientOrderId: `c${i}`,
          account: "a",
          symbol: "AAA",
          side: i % 2_000 === 0 ? "B" : "S",
          priceType: "LO",
          price: 20_000 + (i % 7_000 === 0 ? 0 : 100),
          volume: 100,
        });
      } else original.tick();
      if (i === lines - 20)
        late = { snapshot: original.snapshot(), journalPosition: original.journalPosition };
    }
    original.close();
    if (late === null) throw new Error("no late point");
    const withLateSnapshot = `${dir}-late`;
    cpSync(dir, withLateSnapshot, { recursive: true });
    // A snapshot near the end of a journal that was never cut (as an older server left it).
    writeSnapshotFile(snapshotPath(withLateSnapshot), late);
    expect(statSync(journalPath(dir)).size).toBeGreaterThan(4_000_000);

    const toString = Buffer.prototype.toString;
    let longest = 0;
    Buffer.prototype.toString = function (this: Buffer, ...args: Parameters<Buffer["toString"]>) {
      const text = toString.apply(this, args);
      longest = Math.max(longest, text.length);
      return text;
    };
    try {
      for (const copy of [dir, withLateSnapshot]) {
        const recovered = recover(copy, clock.now());
        expect(recovered.journalPosition).toBe(lines);
        expect(recovered.snapshot()).toEqual(original.snapshot());
        recovered.close();
      }
    } finally {
      Buffer.prototype.toString = toString;
    }
    // Lines, never the file: the longest string read back is one entry.
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThan(1_000);
  });
});

describe("a damaged snapshot is refused, never replaced by an empty market", () => {
  function snapshotted(): string {
    const dir = freshDir();
    const exchange = open(dir, new ManualClock(at("09:20")));
    exchange.execute({
      type: "new",
      clientOrderId: "c1",
      account: "a",
      symbol: "AAA",
      side: "B",
      priceType: "LO",
      price: 19_900,
      volume: 100,
    });
    exchange.takeSnapshot();
    exchange.close();
    return dir;
  }

  it.each([
    [
      "a changed digit",
      (text: string) => text.replace('"price":19900', '"price":19800'),
      /checksum mismatch/,
    ],
    ["a cut-off body", (text: string) => text.slice(0, text.length - 40), /checksum mismatch/],
    ["no header", (text: string) => text.slice(text.indexOf("\n") + 1), /corrupt/],
    ["an empty file", () => "", /no header line/],
  ])("refuses %s", (_, damage, message) => {
    const dir = snapshotted();
    writeFileSync(snapshotPath(dir), damage(readFileSync(snapshotPath(dir), "utf8")));
    expect(() => recover(dir, at("09:21"))).toThrow(RecoveryError);
    expect(() => recover(dir, at("09:21"))).toThrow(message);
    expect(() => open(dir, new ManualClock(at("09:21")))).toThrow(RecoveryError);
  });

  it("refuses a snapshot of another universe", () => {
    const dir = snapshotted();
    const universe = tinyUniverse();
    const extra = universe.instruments.map((instrument) => ({
      ...instrument,
      symbol: `${instrument.symbol}2`,
    }));
    const other = { ...universe, instruments: [...universe.instruments, ...extra] };
    expect(() => recoverExchange({ dir, universe: other, clock: new ManualClock(at("09:21")) })).toThrow(
      /does not fit this exchange \(snapshot lacks AAA2\)/,
    );
  });

  it("refuses a journal without a snapshot instead of starting over it", () => {
    const dir = snapshotted();
    rmSync(snapshotPath(dir));
    expect(() => recover(dir, at("09:21"))).toThrow(/no snapshot/);
    expect(() => open(dir, new ManualClock(at("09:21")))).toThrow(/journal but no snapshot/);
  });
});
