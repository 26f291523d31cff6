import { epochMillisOf, minuteOfDay } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { dailySettlementPrice, SettlementWindow } from "./daily-settlement";

const base = {
  kind: "INDEX_FUTURE",
  close: 0,
  windowVolume: 0,
  windowValue: 0,
  last: 0,
  reference: 184_000,
} as const;

describe("daily settlement price", () => {
  it.each([
    [
      "the closing call's price first",
      { close: 185_200, windowVolume: 3, windowValue: 555_020, last: 185_010 },
      185_200,
    ],
    [
      "else the 15-minute average, to 0.1 point",
      { windowVolume: 3, windowValue: 555_020, last: 185_300 },
      185_010,
    ],
    ["average half rounds up", { windowVolume: 2, windowValue: 370_010, last: 185_300 }, 185_010],
    ["average below a half rounds down", { windowVolume: 4, windowValue: 740_018, last: 185_300 }, 185_000],
    ["else the last trade", { last: 185_300 }, 185_300],
    ["else the reference", {}, 184_000],
  ])("%s", (_name, facts, expected) => {
    expect(dailySettlementPrice({ ...base, ...facts })).toBe(expected);
  });

  it("rounds bond futures to 1 VND", () => {
    expect(
      dailySettlementPrice({ ...base, kind: "BOND_FUTURE", windowVolume: 3, windowValue: 305_002 }),
    ).toBe(101_667);
  });
});

describe("settlement window", () => {
  const date = "2025-04-17";
  const at = (hours: number, minutes: number, seconds = 0) =>
    epochMillisOf({ date, minute: minuteOfDay(hours, minutes) }) + seconds * 1_000;

  it("sums the trades of 14:15–14:30 only", () => {
    const window = new SettlementWindow();
    window.startDay(date);
    window.record(at(14, 14, 59), 185_000, 100); // before
    window.record(at(14, 15), 185_100, 2);
    window.record(at(14, 29, 59), 185_300, 1);
    window.record(at(14, 30), 185_500, 50); // the closing call
    expect(window.volume).toBe(3);
    expect(window.value).toBe(185_100 * 2 + 185_300);
  });

  it("continues from restored sums", () => {
    const window = new SettlementWindow();
    window.startDay(date);
    window.restore(3, 555_020);
    window.record(at(14, 20), 185_000, 1);
    expect([window.volume, window.value]).toEqual([4, 740_020]);
  });

  it("starts each day empty", () => {
    const window = new SettlementWindow();
    window.startDay(date);
    window.record(at(14, 20), 185_100, 2);
    window.startDay("2025-04-18");
    expect([window.volume, window.value]).toEqual([0, 0]);
    window.record(at(14, 20), 185_100, 2); // yesterday's time: outside today's window
    expect(window.volume).toBe(0);
  });
});
