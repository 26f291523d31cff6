import { describe, expect, it } from "vitest";
import { chartSlots, DAY_SLOT_COUNT, pointsOfHundredths } from "./chart-data";
import { INTRADAY_STEPS, intradayPoints } from "./intraday-points";

describe("chartSlots", () => {
  const slots = chartSlots(intradayPoints([{ minute: 545, value: 175_401 }]), pointsOfHundredths, null);

  it("runs from 09:00 to 15:00 in time order", () => {
    expect(slots[0]).toEqual({ time: 9 * 3_600 });
    expect(slots.at(-1)?.time).toBe(15 * 3_600);
    expect(slots.map((slot) => slot.time)).toEqual([...slots.map((slot) => slot.time)].sort((a, b) => a - b));
  });

  it("draws values in points and leaves empty steps as gaps", () => {
    expect(slots[1]).toEqual({ time: (9 * 60 + 9) * 60, value: 1_754.01 });
    expect(slots[2]).toEqual({ time: (9 * 60 + 19) * 60 });
  });

  it("has empty slots through the lunch on the 10-minute grid", () => {
    const lunch = slots.filter((slot) => slot.time > (11 * 60 + 30) * 60 && slot.time < 13 * 3_600);
    expect(lunch.map((slot) => slot.time / 60 - 11 * 60)).toEqual([39, 49, 59, 69, 79, 89, 99, 109, 119]);
    expect(lunch.every((slot) => slot.value === undefined)).toBe(true);
    expect(slots).toHaveLength(INTRADAY_STEPS.length + 1 + 9);
    expect(slots).toHaveLength(DAY_SLOT_COUNT);
  });

  it("starts the line at 09:00 from the opening level when given", () => {
    const opened = chartSlots(intradayPoints([]), pointsOfHundredths, 1_754.82);
    expect(opened[0]).toEqual({ time: 9 * 3_600, value: 1_754.82 });
    expect(opened.filter((slot) => slot.value !== undefined)).toHaveLength(1);
  });
});
