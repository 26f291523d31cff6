import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ManualClock } from "../src/clock/market-clock";
import type { ExchangeEvent } from "../src/events/exchange-event";
import type { JournaledExchange } from "../src/journal/journaled-exchange";
import { RecoveryError } from "../src/journal/recovery-error";
import { applyRecorded, RandomInputs } from "../src/journal/test-support/random-inputs";
import {
  journalPath,
  openJournaledExchange,
  readJournalFile,
  recoverExchange,
  snapshotPath,
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
    expect(readJournalFile(journalPath(crashed)).entries).toHaveLength(600);
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
