import type { PutThroughBoardAnswer, PutThroughEntry } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  putThroughVolumeText,
  applyPutThroughEntry,
  EMPTY_PUT_THROUGH_BOARD,
  isOnFloor,
  mergeSnapshot,
  putThroughBoardOf,
  putThroughSymbols,
  type PutThroughFloor,
} from "./put-through-state";

function entry(fields: Partial<PutThroughEntry> = {}): PutThroughEntry {
  return {
    seq: 1,
    type: "PTM",
    sym: "HPG",
    color: "i",
    price: 26_900,
    volume: 90_000,
    value: 2_421_000_000,
    time: "09:20:08",
    firmNo: "016",
    marketID: "HOSE",
    ...fields,
  };
}

function answer(entries: readonly PutThroughEntry[]): PutThroughBoardAnswer {
  const matched = entries.filter((item) => item.type === "PTM");
  return {
    buy: entries.filter((item) => item.type === "PTB"),
    sell: entries.filter((item) => item.type === "PTS"),
    matched,
    totalVolume: matched.reduce((sum, item) => sum + item.volume, 0),
    totalValue: matched.reduce((sum, item) => sum + item.value, 0),
  };
}

describe("isOnFloor", () => {
  it.each<[PutThroughFloor, PutThroughEntry["marketID"], boolean]>([
    ["ALL", "HOSE", true],
    ["ALL", "UPCOM", true],
    ["HOSE", "HOSE", true],
    ["HOSE", "HNX", false],
    ["HNX", "HNX", true],
    ["UPCOM", "HNX", false],
  ])("the %s board takes a %s entry: %s", (floor, marketID, expected) => {
    expect(isOnFloor({ marketID }, floor)).toBe(expected);
  });
});

describe("putThroughBoardOf", () => {
  it("puts the newest entry first in each table and keeps the answer's totals", () => {
    const first = entry({ seq: 7, sym: "AAA", time: "09:20:01" });
    const second = entry({ seq: 7, sym: "BBB", time: "09:21:00" });
    const bid = entry({ seq: 7, type: "PTB", sym: "CCC", time: "09:20:30" });
    const board = putThroughBoardOf(answer([first, bid, second]));
    expect(board.matched.map((item) => item.sym)).toEqual(["BBB", "AAA"]);
    expect(board.buy.map((item) => item.sym)).toEqual(["CCC"]);
    expect(board.sell).toEqual([]);
    expect(board.totals).toEqual({ value: 2 * 2_421_000_000, volume: 180_000 });
    expect(board.seq).toBe(7);
  });

  it("keeps the answer's order among entries of the same second (newest last in the answer)", () => {
    const board = putThroughBoardOf(
      answer([entry({ sym: "AAA", time: "09:20:00" }), entry({ sym: "BBB", time: "09:20:00" })]),
    );
    expect(board.matched.map((item) => item.sym)).toEqual(["BBB", "AAA"]);
  });

  it("starts at stream position 0 when the floor has nothing yet", () => {
    expect(putThroughBoardOf(answer([]))).toEqual(EMPTY_PUT_THROUGH_BOARD);
  });
});

describe("applyPutThroughEntry", () => {
  const loaded = putThroughBoardOf(answer([entry({ seq: 10, sym: "OLD" })]));

  it.each<[string, Partial<PutThroughEntry>, { value: number; volume: number }, number]>([
    // §4: a deal adds its value and volume to the totals.
    [
      "a deal",
      { type: "PTM", value: 1_000_000_000, volume: 40_000 },
      { value: 3_421_000_000, volume: 130_000 },
      2,
    ],
    // Advertisements go to their side and leave the totals.
    [
      "a buy advertisement",
      { type: "PTB", value: 9, volume: 9 },
      { value: 2_421_000_000, volume: 90_000 },
      1,
    ],
    [
      "a sell advertisement",
      { type: "PTS", value: 9, volume: 9 },
      { value: 2_421_000_000, volume: 90_000 },
      1,
    ],
  ])("%s", (_case, fields, totals, matchedCount) => {
    const next = applyPutThroughEntry(loaded, entry({ seq: 11, sym: "NEW", ...fields }), "ALL");
    expect(next.totals).toEqual(totals);
    expect(next.matched).toHaveLength(matchedCount);
    expect(next.seq).toBe(11);
    const table = fields.type === "PTB" ? next.buy : fields.type === "PTS" ? next.sell : next.matched;
    expect(table[0]?.sym).toBe("NEW");
  });

  it("grows the totals deal by deal", () => {
    const deals = [
      entry({ seq: 11, value: 500_000_000, volume: 10_000 }),
      entry({ seq: 12, value: 250_000_000, volume: 5_000 }),
      entry({ seq: 13, value: 1, volume: 1 }),
    ];
    const board = deals.reduce((current, deal) => applyPutThroughEntry(current, deal, "ALL"), loaded);
    expect(board.totals).toEqual({ value: 2_421_000_000 + 750_000_001, volume: 90_000 + 15_001 });
    expect(board.matched.map((item) => item.seq)).toEqual([13, 12, 11, 10]);
  });

  it.each<[string, Partial<PutThroughEntry>, PutThroughFloor]>([
    ["an entry of another floor", { seq: 11, marketID: "HNX" }, "HOSE"],
    ["an entry the snapshot holds", { seq: 10 }, "ALL"],
    ["an older entry", { seq: 3 }, "ALL"],
  ])("ignores %s", (_case, fields, floor) => {
    expect(applyPutThroughEntry(loaded, entry(fields), floor)).toBe(loaded);
  });
});

describe("mergeSnapshot", () => {
  it("applies only the live messages the snapshot does not hold", () => {
    const snapshot = answer([entry({ seq: 20, sym: "SNAP" })]);
    const live = [
      entry({ seq: 19, sym: "DUP" }),
      entry({ seq: 20, sym: "DUP" }),
      entry({ seq: 21, sym: "LIVE" }),
    ];
    const board = mergeSnapshot(snapshot, live, "ALL");
    expect(board.matched.map((item) => item.sym)).toEqual(["LIVE", "SNAP"]);
    expect(board.totals.volume).toBe(180_000);
    expect(board.seq).toBe(21);
  });

  it("applies every live message of the floor onto an empty snapshot", () => {
    const live = [entry({ seq: 5, marketID: "HNX" }), entry({ seq: 6, type: "PTS", marketID: "HOSE" })];
    const board = mergeSnapshot(answer([]), live, "HNX");
    expect(board.matched).toHaveLength(1);
    expect(board.sell).toHaveLength(0);
  });
});

describe("putThroughSymbols", () => {
  it("lists each symbol of the three tables once", () => {
    const board = putThroughBoardOf(
      answer([entry({ sym: "A" }), entry({ type: "PTB", sym: "B" }), entry({ type: "PTS", sym: "A" })]),
    );
    expect([...putThroughSymbols(board)].sort()).toEqual(["A", "B"]);
  });
});

describe("putThroughVolumeText (units agree with the other boards)", () => {
  it.each<[number, boolean, string]>([
    [211_700, false, "21,170"],
    [70, true, "70"],
    [460, true, "460"],
  ])("%i (bond: %s) reads %s", (volume, bond, text) => {
    expect(putThroughVolumeText(volume, bond)).toBe(text);
  });
});
