import type { IndexEntry } from "@bangia/market";
import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_INDEX_STATE, useIndexStore, withEntries, withSeededLine } from "./index-store";
import { INTRADAY_STEPS } from "./intraday-points";

const entry = (seq: number, cIndex: number, time = "09:20:22", mc = "10"): IndexEntry => ({
  seq,
  mc,
  cIndex,
  oIndex: 175_482,
  vol: 0,
  value: 0,
  status: "O",
  ot: "0|0|0|0|0|0",
  time,
});
const stepValue = (
  state: typeof EMPTY_INDEX_STATE,
  code: string,
  clock: string,
): number | null | undefined => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  const index = INTRADAY_STEPS.indexOf(hours * 60 + minutes);
  return state.lines[code]?.[index]?.value;
};

describe("index store", () => {
  it("takes newer entries and drops older ones by sequence number", () => {
    let state = withEntries(EMPTY_INDEX_STATE, [entry(5, 100_000)]);
    state = withEntries(state, [entry(4, 90_000)]);
    expect(state.entries["10"]?.cIndex).toBe(100_000);
    state = withEntries(state, [entry(6, 110_000)]);
    expect(state.entries["10"]?.cIndex).toBe(110_000);
  });

  it("keeps the same state when nothing is newer", () => {
    const state = withEntries(EMPTY_INDEX_STATE, [entry(5, 100_000)]);
    expect(withEntries(state, [entry(5, 100_000)])).toBe(state);
  });

  it("extends the line with each entry's time and value", () => {
    const state = withEntries(EMPTY_INDEX_STATE, [
      entry(1, 100_000, "09:20:22"),
      entry(2, 101_000, "09:31:00"),
    ]);
    expect(stepValue(state, "10", "09:29")).toBe(100_000);
    expect(stepValue(state, "10", "09:39")).toBe(101_000);
  });

  it("seeds the line from history, then re-applies a newer held entry", () => {
    const held = withEntries(EMPTY_INDEX_STATE, [entry(9, 105_000, "09:41:10")]);
    const seeded = withSeededLine(held, "10", [
      { minute: 9 * 60 + 5, value: 100_000 },
      { minute: 9 * 60 + 35, value: 102_000 },
    ]);
    expect(stepValue(seeded, "10", "09:09")).toBe(100_000);
    expect(stepValue(seeded, "10", "09:39")).toBe(102_000);
    expect(stepValue(seeded, "10", "09:49")).toBe(105_000);
  });

  describe("the store", () => {
    beforeEach(() => useIndexStore.setState(EMPTY_INDEX_STATE));

    it("takes any entry after forgetting the sequence numbers (a reload)", () => {
      const { applyEntries, forgetSequences } = useIndexStore.getState();
      applyEntries([entry(50, 100_000)]);
      applyEntries([entry(3, 90_000)]);
      expect(useIndexStore.getState().entries["10"]?.cIndex).toBe(100_000);
      forgetSequences();
      applyEntries([entry(3, 90_000)]);
      expect(useIndexStore.getState().entries["10"]?.cIndex).toBe(90_000);
    });
  });
});
