import { describe, expect, it } from "vitest";
import { insiderRefusal } from "./insider-limits";

describe("insider limits at par value (50 million a day, 200 million a month)", () => {
  it.each([
    [{ today: 0, earlierThisMonth: 0, order: 4_999 }, null],
    [{ today: 0, earlierThisMonth: 0, order: 5_000 }, -8044],
    [{ today: 4_000, earlierThisMonth: 0, order: 999 }, null],
    [{ today: 4_000, earlierThisMonth: 0, order: 1_000 }, -8044],
    [{ today: 0, earlierThisMonth: 15_001, order: 4_000 }, null],
    [{ today: 0, earlierThisMonth: 16_000, order: 4_000 }, -8044],
    [{ today: 1_000, earlierThisMonth: 15_000, order: 3_999 }, null],
  ])("%o → %s", (volumes, expected) => {
    expect(insiderRefusal(volumes)).toBe(expected);
  });
});
