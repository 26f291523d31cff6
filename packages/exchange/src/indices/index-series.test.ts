import { epochMillisOf, minuteOfDay } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { IndexSeries, SERIES_SLOT_MINUTES } from "./index-series";

const date = "2025-04-17";
const at = (hours: number, minutes: number, seconds = 0) =>
  epochMillisOf({ date, minute: minuteOfDay(hours, minutes) }) + seconds * 1_000;

describe("index series slots", () => {
  it("has 27 ten-minute slots: 09:00–11:20 and 13:00–14:50", () => {
    expect(SERIES_SLOT_MINUTES).toHaveLength(15 + 12);
    expect(SERIES_SLOT_MINUTES[0]).toBe(minuteOfDay(9));
    expect(SERIES_SLOT_MINUTES[14]).toBe(minuteOfDay(11, 20));
    expect(SERIES_SLOT_MINUTES[15]).toBe(minuteOfDay(13));
    expect(SERIES_SLOT_MINUTES.at(-1)).toBe(minuteOfDay(14, 50));
  });

  it.each([
    ["09:00:00 opens the first slot", at(9, 0), "09:00"],
    ["09:09:59 is still the first slot", at(9, 9, 59), "09:00"],
    ["09:10 starts the next", at(9, 10), "09:10"],
    ["11:29:59 is the last morning slot", at(11, 29, 59), "11:20"],
    ["13:00 is the first afternoon slot", at(13, 0), "13:00"],
    ["14:59:59 is the last slot", at(14, 59, 59), "14:50"],
  ])("%s", (_name, time, label) => {
    const series = new IndexSeries();
    series.record(time, 130_000);
    expect(series.points()).toEqual([{ time: label, value: 130_000 }]);
  });

  it.each([
    ["before 09:00", at(8, 59, 59)],
    ["at the start of lunch", at(11, 30)],
    ["in the lunch break", at(12, 15)],
    ["at 15:00", at(15, 0)],
  ])("drops a sample %s", (_name, time) => {
    const series = new IndexSeries();
    series.record(time, 130_000);
    expect(series.points()).toEqual([]);
  });

  it("keeps the last value of a slot and the slots in time order", () => {
    const series = new IndexSeries();
    series.record(at(9, 0, 5), 130_000);
    series.record(at(9, 5), 130_150);
    series.record(at(9, 12), 130_200);
    series.record(at(12, 0), 999_999); // lunch: dropped, and must not disturb the next sample
    series.record(at(13, 1), 130_050);
    expect(series.points()).toEqual([
      { time: "09:00", value: 130_150 },
      { time: "09:10", value: 130_200 },
      { time: "13:00", value: 130_050 },
    ]);
  });

  it("starts empty again after a reset", () => {
    const series = new IndexSeries();
    series.record(at(9, 0), 130_000);
    series.reset();
    expect(series.points()).toEqual([]);
    series.record(at(9, 1), 131_000);
    expect(series.points()).toEqual([{ time: "09:00", value: 131_000 }]);
  });

  it("places a sample of another day in that day's slot", () => {
    const series = new IndexSeries();
    series.record(at(9, 0), 130_000);
    series.reset();
    series.record(epochMillisOf({ date: "2025-04-18", minute: minuteOfDay(10, 35) }), 131_000);
    expect(series.points()).toEqual([{ time: "10:30", value: 131_000 }]);
  });
});
