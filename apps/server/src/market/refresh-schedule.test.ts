import { epochMillisAt } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeRefreshReasons, refreshSignalsBetween, type RefreshReason } from "./refresh-schedule";

/** "YYYY-MM-DD HH:MM[:SS]" exchange time as epoch milliseconds. */
const at = (text: string) => {
  const [date = "", clock = ""] = text.split(" ");
  return epochMillisAt(date, clock);
};

const signals = (from: string, to: string) =>
  refreshSignalsBetween(at(from), at(to)).map(
    ({ time, reason }) => [new Date(time + 7 * 3_600_000).toISOString().slice(0, 16), reason] as const,
  );

describe("refresh signals (price-board §9 restart times 08:00, 08:15, 08:30, 08:45)", () => {
  it.each<[string, string, string, (readonly [string, RefreshReason])[]]>([
    ["nothing before 08:00", "2026-02-10 07:00", "2026-02-10 07:59:59", []],
    [
      "08:00 is the day start",
      "2026-02-10 07:59:59",
      "2026-02-10 08:00",
      [["2026-02-10T08:00", "day-start"]],
    ],
    ["the previous time is excluded", "2026-02-10 08:00", "2026-02-10 08:14", []],
    ["08:15 is a restart", "2026-02-10 08:14", "2026-02-10 08:15:01", [["2026-02-10T08:15", "restart"]]],
    [
      "a jump passes several",
      "2026-02-10 08:10",
      "2026-02-10 08:31",
      [
        ["2026-02-10T08:15", "restart"],
        ["2026-02-10T08:30", "restart"],
      ],
    ],
    ["nothing after 08:45", "2026-02-10 08:46", "2026-02-10 15:00", []],
    [
      "the demo jump from 15:05 to 08:30 of the next day",
      "2026-02-10 15:04:59",
      "2026-02-11 08:30",
      [
        ["2026-02-11T08:00", "day-start"],
        ["2026-02-11T08:15", "restart"],
        ["2026-02-11T08:30", "restart"],
      ],
    ],
    [
      "a weekend jump looks at the last two days only",
      "2026-02-06 15:04",
      "2026-02-09 08:20",
      [
        ["2026-02-08T08:00", "day-start"],
        ["2026-02-08T08:15", "restart"],
        ["2026-02-08T08:30", "restart"],
        ["2026-02-08T08:45", "restart"],
        ["2026-02-09T08:00", "day-start"],
        ["2026-02-09T08:15", "restart"],
      ],
    ],
    ["a clock that does not move", "2026-02-10 08:00", "2026-02-10 08:00", []],
    ["a clock that goes back", "2026-02-10 08:50", "2026-02-10 07:50", []],
  ])("%s", (_, from, to, expected) => {
    expect(signals(from, to)).toEqual(expected);
  });

  it("splitting an interval gives the same signals as the whole (within two days)", () => {
    const start = at("2026-02-10 00:00");
    const span = 2 * 24 * 3_600_000 - 1;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: span }), fc.integer({ min: 0, max: span }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const whole = refreshSignalsBetween(start, start + span);
        const parts = [
          ...refreshSignalsBetween(start, start + low),
          ...refreshSignalsBetween(start + low, start + high),
          ...refreshSignalsBetween(start + high, start + span),
        ];
        expect(parts).toEqual(whole);
      }),
    );
  });
});

describe("merging refresh reasons", () => {
  it.each<[(RefreshReason | null)[], RefreshReason | null]>([
    [[], null],
    [[null, null], null],
    [["restart", null, "restart"], "restart"],
    [["restart", "day-start", "restart"], "day-start"],
    [[null, "day-start"], "day-start"],
  ])("%j → %s", (reasons, expected) => {
    expect(mergeRefreshReasons(reasons)).toBe(expected);
  });
});
