/**
 * Issue 17 item 15: the market snapshot (tape, exchange, crowd) of a realistically sized market
 * never holds the event loop long, and what it writes recovers the market exactly.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "@bangia/exchange";
import { journalPath, readJournalFile, readSnapshotFile, snapshotPath } from "@bangia/exchange/node";
import { epochMillisAt } from "@bangia/market";
import { afterAll, describe, expect, it } from "vitest";
import { openLiveMarket, type LiveMarket } from "../../src/market/live-market";
import { createGeneratedContent } from "../../src/synthetic/create-generated-content";
import { longestStall } from "../support/event-loop-stall";

const DAY = "2026-02-10";
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function open(dir: string, clock: ManualClock): LiveMarket {
  return openLiveMarket({
    dataDir: dir,
    clockMode: "demo",
    marketSpeed: 1,
    marketSeed: 1,
    log: () => {},
    content: createGeneratedContent(1),
    clock,
    firstDay: DAY,
  });
}

describe("the market snapshot", () => {
  it("holds the event loop a slice at a time on the whole demo market, and recovers it exactly", async () => {
    const dir = mkdtempSync(join(tmpdir(), "snapshot-stall-"));
    folders.push(dir);
    const clock = new ManualClock(epochMillisAt(DAY, "09:20"));
    const market = open(dir, clock);
    // Half an hour of the crowd at speed 1, beat by beat: about 20,000 resting orders.
    for (let beat = 0; beat < 30 * 600; beat++) {
      clock.advance(100);
      market.step();
    }
    expect(market.exchange.snapshot().orders.length).toBeGreaterThan(10_000);
    // The first snapshot of a process compiles its code paths: a one-off, not per snapshot.
    await market.snapshot();
    clock.advance(100);
    market.step();

    const expected = market.exchange.snapshot();
    const { stallMillis } = await longestStall(() => market.snapshot());
    // The budget is 20 ms (slices of 5 ms); a loaded shared machine adds to any measure, so the
    // test allows 50. Taken in one step the snapshot holds the loop 118 ms quiet, 150–300 loaded.
    expect(stallMillis).toBeLessThan(50);
    expect(market.lastSnapshotSliceMillis).toBeLessThan(50);

    const exchangeDir = join(dir, "exchange");
    const stored = readSnapshotFile(snapshotPath(exchangeDir));
    expect(stored?.snapshot).toEqual(expected);
    // The journal is cut at the snapshot.
    expect(readJournalFile(journalPath(exchangeDir)).base).toBe(stored?.journalPosition);

    // A crash now: the copy recovers the same exchange and tape.
    const crashed = `${dir}-crashed`;
    folders.push(crashed);
    cpSync(dir, crashed, { recursive: true });
    const reopened = open(crashed, new ManualClock(clock.now()));
    try {
      expect(reopened.exchange.snapshot()).toEqual(expected);
      expect(reopened.tape.state()).toEqual(market.tape.state());
    } finally {
      reopened.publisher.stop();
      await market.stop();
    }
  }, 300_000);
});
