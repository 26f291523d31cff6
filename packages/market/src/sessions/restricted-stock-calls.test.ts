import { describe, expect, it } from "vitest";
import type { PriceType } from "../price-keywords";
import { formatClockTime, parseClockTime } from "./minute-of-day";
import type { OrderBoard } from "./order-types-in-session";
import {
  checkRestrictedStockOrderType,
  nextRestrictedCallMatch,
  RESTRICTED_CALL_WINDOWS,
  restrictedCallWindowAt,
  type RestrictedCallKind,
} from "./restricted-stock-calls";
import { phaseAt } from "./trading-schedule";
import type { TradingPhase } from "./trading-phase";

function at(time: string): number {
  const minute = parseClockTime(time);
  if (minute === null) throw new Error(time);
  return minute;
}

describe("HOSE restricted stocks: call auctions only (market-rules §2)", () => {
  it("lists ATO, 15 periodic calls every 15 minutes, and ATC", () => {
    expect(
      RESTRICTED_CALL_WINDOWS.map(
        (w) => `${w.kind}#${w.round} ${formatClockTime(w.start)}-${formatClockTime(w.end)}`,
      ),
    ).toEqual([
      "OPENING_CALL#0 09:00-09:15",
      "PERIODIC_CALL#1 09:15-09:30",
      "PERIODIC_CALL#2 09:30-09:45",
      "PERIODIC_CALL#3 09:45-10:00",
      "PERIODIC_CALL#4 10:00-10:15",
      "PERIODIC_CALL#5 10:15-10:30",
      "PERIODIC_CALL#6 10:30-10:45",
      "PERIODIC_CALL#7 10:45-11:00",
      "PERIODIC_CALL#8 11:00-11:15",
      "PERIODIC_CALL#9 11:15-11:30",
      "PERIODIC_CALL#10 13:00-13:15",
      "PERIODIC_CALL#11 13:15-13:30",
      "PERIODIC_CALL#12 13:30-13:45",
      "PERIODIC_CALL#13 13:45-14:00",
      "PERIODIC_CALL#14 14:00-14:15",
      "PERIODIC_CALL#15 14:15-14:30",
      "CLOSING_CALL#0 14:30-14:45",
    ]);
  });

  it.each<[string, RestrictedCallKind | null, number | null]>([
    ["08:59", null, null],
    ["09:00", "OPENING_CALL", 0],
    ["09:15", "PERIODIC_CALL", 1],
    ["11:29", "PERIODIC_CALL", 9],
    ["11:30", null, null],
    ["13:00", "PERIODIC_CALL", 10],
    ["14:29", "PERIODIC_CALL", 15],
    ["14:30", "CLOSING_CALL", 0],
    ["14:45", null, null],
  ])("at %s the stock is in %s round %j", (time, kind, round) => {
    const window = restrictedCallWindowAt(at(time));
    expect(window === null ? [null, null] : [window.kind, window.round]).toEqual([kind, round]);
  });

  it.each([
    ["08:00", "09:15"],
    ["09:15", "09:30"],
    ["11:20", "11:30"],
    ["11:30", "13:15"],
    ["14:40", "14:45"],
  ])("after %s the next match is at %s", (time, match) => {
    expect(nextRestrictedCallMatch(at(time))).toBe(at(match));
  });

  it("no match after the closing call", () => {
    expect(nextRestrictedCallMatch(at("14:45"))).toBeNull();
  });

  it.each<[string, TradingPhase, PriceType, OrderBoard, string | null]>([
    ["LO in a periodic call", "CONTINUOUS", "LO", "lot", null],
    ["odd-lot LO in a periodic call", "CONTINUOUS", "LO", "odd", null],
    ["40043 no MTL: a periodic call is not continuous matching", "CONTINUOUS", "MTL", "lot", "40043"],
    ["ATO in the opening call", "OPENING_CALL", "ATO", "lot", null],
    ["ATC in the closing call", "CLOSING_CALL", "ATC", "lot", null],
    ["40041 no ATO in a periodic call", "CONTINUOUS", "ATO", "lot", "40041"],
    ["40042 no ATC in a periodic call", "CONTINUOUS", "ATC", "lot", "40042"],
    ["40043 no MTL in the opening call", "OPENING_CALL", "MTL", "lot", "40043"],
    ["40047 HOSE has no MOK", "CONTINUOUS", "MOK", "lot", "40047"],
    ["40048 odd lots take LO only", "CONTINUOUS", "MTL", "odd", "40048"],
    ["96024 nothing at lunch", "LUNCH", "LO", "lot", "96024"],
    ["96022 market closed", "CLOSED", "LO", "lot", "96022"],
  ])("order check: %s", (_rule, phase, type, board, expected) => {
    expect(checkRestrictedStockOrderType(phase, type, board)).toBe(expected);
  });

  it("the periodic calls fill exactly HOSE's continuous phases", () => {
    for (let minute = 0; minute < 1_440; minute += 1)
      expect(restrictedCallWindowAt(minute)?.kind === "PERIODIC_CALL", formatClockTime(minute)).toBe(
        phaseAt("HOSE", minute) === "CONTINUOUS",
      );
  });
});
