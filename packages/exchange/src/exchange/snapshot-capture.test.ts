import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import { RandomInputs } from "../journal/test-support/random-inputs";
import { SeededRandom } from "../random/seeded-random";
import { tinyUniverse } from "../test-support/tiny-universe";
import { MarketExchange } from "./market-exchange";
import type { SnapshotCapture } from "./snapshot-capture";

/** A clock for `step` that passes its budget at every reading: each step copies one listing. */
const oneListingPerStep = (): (() => number) => {
  let now = 0;
  return () => (now += 1);
};

describe("a snapshot captured in slices", () => {
  it("is the exchange at the instant it started, whatever inputs come while it is copied", () => {
    const clock = new ManualClock(RandomInputs.start());
    const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
    const inputs = new RandomInputs(20_261_128, clock, exchange);
    const random = SeededRandom.fromSeed(15);
    const pending: { capture: SnapshotCapture; expected: string }[] = [];
    let finished = 0;
    let copiedByBarrier = 0;
    for (let round = 0; round < 1_500; round++) {
      inputs.drive(exchange, 1);
      if (random.chance(0.05) && pending.length < 3)
        // Taken the old way (all at once) and started in slices at the same instant.
        pending.push({ expected: JSON.stringify(exchange.snapshot()), capture: exchange.captureSnapshot() });
      for (const entry of pending) if (random.chance(0.3)) entry.capture.step(0, oneListingPerStep());
      for (const entry of pending.filter(() => random.chance(0.05))) {
        if (entry.capture.copied) copiedByBarrier++;
        expect(JSON.stringify(entry.capture.finish())).toBe(entry.expected);
        pending.splice(pending.indexOf(entry), 1);
        finished++;
      }
    }
    for (const entry of pending) expect(JSON.stringify(entry.capture.finish())).toBe(entry.expected);
    expect(finished).toBeGreaterThan(20);
    // Some captures were completed by inputs (the barrier), not only by slices or `finish`.
    expect(copiedByBarrier).toBeGreaterThan(0);
  });

  it("left untouched, finishes as the snapshot of its instant", () => {
    const clock = new ManualClock(RandomInputs.start());
    const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
    const inputs = new RandomInputs(3, clock, exchange);
    inputs.drive(exchange, 200);
    const capture = exchange.captureSnapshot();
    expect(capture.copied).toBe(false);
    const expected = JSON.stringify(exchange.snapshot());
    // Every listing was left as it was: finishing now gives the same snapshot.
    expect(JSON.stringify(capture.finish())).toBe(expected);
    expect(capture.copied).toBe(true);
  });
});
