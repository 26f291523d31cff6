import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock/market-clock";
import type { ExchangeSnapshot } from "../src/exchange/exchange-snapshot";
import type { JournaledExchange } from "../src/journal/journaled-exchange";
import { RandomInputs } from "../src/journal/test-support/random-inputs";
import { TimeSlicer } from "../src/journal/time-slicer";
import {
  journalPath,
  openJournaledExchange,
  readJournalFile,
  readSnapshotFile,
  recoverExchange,
  snapshotPath,
  type FlushPolicy,
} from "../src/node";
import { tinyUniverse } from "../src/test-support/tiny-universe";

const root = mkdtempSync(join(tmpdir(), "exchange-background-snapshot-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let directories = 0;
const freshDir = () => join(root, `run-${++directories}`);

/** Each entry reaches the file at once, so a copy of the directory is what a crash would leave. */
const WRITE_AT_ONCE: FlushPolicy = { maxEntries: 1, maxDelayMillis: 0, syncEachWrite: false };

const open = (dir: string, clock: ManualClock): JournaledExchange =>
  openJournaledExchange({ dir, universe: tinyUniverse(), clock, flush: WRITE_AT_ONCE });

const recovered = (dir: string, now: number): ExchangeSnapshot => {
  const exchange = recoverExchange({
    dir,
    universe: tinyUniverse(),
    clock: new ManualClock(now),
    flush: WRITE_AT_ONCE,
  });
  try {
    return exchange.snapshot();
  } finally {
    exchange.close();
  }
};

describe("a snapshot stored in the background (issue 17 item 15)", () => {
  it("stores the instant it was begun while inputs go on, and every crash on the way recovers exactly", async () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const original = open(dir, clock);
    const inputs = new RandomInputs(11, clock, original.exchange);
    inputs.drive(original, 400);
    const begun = original.snapshot();
    const pending = original.beginSnapshot();
    expect(pending.journalPosition).toBe(400);

    // Between every two slices more inputs, and now and then a crash (a copy of the directory).
    const crashes: { dir: string; expected: ExchangeSnapshot; now: number }[] = [];
    let turns = 0;
    const slicer = new TimeSlicer({
      sliceMillis: 0,
      nextTurn: async () => {
        inputs.drive(original, 1);
        if (turns++ % 8 !== 0) return;
        const copy = `${dir}-crash-${crashes.length}`;
        cpSync(dir, copy, { recursive: true });
        crashes.push({ dir: copy, expected: original.snapshot(), now: clock.now() });
      },
    });
    const point = await pending.store(slicer);
    expect(point.snapshot).toEqual(begun);
    expect(readSnapshotFile(snapshotPath(dir))).toEqual({ snapshot: begun, journalPosition: 400 });
    // Cut at the snapshot, carrying every entry appended while it was written.
    const journal = readJournalFile(journalPath(dir));
    expect(journal).toMatchObject({ base: 400, end: original.journalPosition });
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual(["journal.ndjson", "snapshot.json"]);

    expect(crashes.length).toBeGreaterThan(3);
    for (const crash of crashes) expect(recovered(crash.dir, crash.now)).toEqual(crash.expected);
    inputs.drive(original, 50);
    const end = `${dir}-end`;
    cpSync(dir, end, { recursive: true });
    expect(recovered(end, clock.now())).toEqual(original.snapshot());
    original.close();
    // Whole folders copied at many points of the write: more than the default 5 s on a busy machine.
  }, 60_000);

  it("refuses a second checkpoint while one is being written, and takes one after", async () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const exchange = open(dir, clock);
    const inputs = new RandomInputs(5, clock, exchange.exchange);
    inputs.drive(exchange, 50);
    const first = exchange.beginSnapshot();
    expect(() => exchange.beginSnapshot()).toThrow(/being written/);
    expect(() => exchange.takeSnapshot()).toThrow(/being written/);
    await first.store();
    inputs.drive(exchange, 10);
    expect((await exchange.beginSnapshot().store()).journalPosition).toBe(60);
    expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 60, end: 60 });
    exchange.close();
  });

  it("leaves the journal whole when it is closed while the snapshot is written", async () => {
    const dir = freshDir();
    const clock = new ManualClock(RandomInputs.start());
    const exchange = open(dir, clock);
    new RandomInputs(9, clock, exchange.exchange).drive(exchange, 30);
    const pending = exchange.beginSnapshot();
    const stored = pending.store(new TimeSlicer({ sliceMillis: 0 }));
    exchange.close();
    await stored;
    expect(readSnapshotFile(snapshotPath(dir))?.journalPosition).toBe(30);
    expect(readJournalFile(journalPath(dir))).toMatchObject({ base: 0, end: 30 });
    expect(recovered(dir, clock.now())).toEqual(exchange.snapshot());
  });
});
