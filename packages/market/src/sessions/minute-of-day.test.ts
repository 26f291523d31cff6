import { describe, expect, it } from "vitest";
import { assertMinuteOfDay, formatClockTime, minuteOfDay, parseClockTime } from "./minute-of-day";

describe("time of day as minutes since exchange-local midnight (market-rules §2)", () => {
  it.each([
    [8, 45, 525],
    [9, 0, 540],
    [9, 15, 555],
    [11, 30, 690],
    [13, 0, 780],
    [14, 30, 870],
    [14, 45, 885],
    [14, 55, 895],
    [15, 0, 900],
  ])("%i:%i is minute %i", (hours, minutes, expected) => {
    expect(minuteOfDay(hours, minutes)).toBe(expected);
    expect(parseClockTime(formatClockTime(expected))).toBe(expected);
  });

  it.each([
    ["09:15", 555],
    [" 00:00 ", 0],
    ["23:59", 1_439],
    ["24:00", null],
    ["09:60", null],
    ["9:15", null],
    ["", null],
  ])("parseClockTime(%j) = %j", (text, expected) => {
    expect(parseClockTime(text)).toBe(expected);
  });

  it("formatClockTime drops seconds given as a fraction of a minute (09:14:59 → 09:14)", () => {
    expect(formatClockTime(554 + 59 / 60)).toBe("09:14");
  });

  it.each([
    [24, 0],
    [-1, 0],
    [9, 60],
    [9.5, 0],
  ])("minuteOfDay(%j, %j) throws", (hours, minutes) => {
    expect(() => minuteOfDay(hours, minutes)).toThrow(RangeError);
  });

  it.each([-1, 1_440, Number.NaN, Number.POSITIVE_INFINITY])("assertMinuteOfDay(%j) throws", (minute) => {
    expect(() => assertMinuteOfDay(minute)).toThrow(RangeError);
  });
});
