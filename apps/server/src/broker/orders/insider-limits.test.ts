import { describe, expect, it } from "vitest";
import { coveringDisclosure, disclosedRefusal, insiderRefusal, type Disclosure } from "./insider-limits";

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

describe("disclosed trades (-8043)", () => {
  const sale: Disclosure = { side: "S", volume: 20_000, fromDate: "2026-11-20", toDate: "2026-12-19" };

  it.each([
    ["S", "2026-11-27", sale],
    ["S", "2026-11-20", sale],
    ["S", "2026-12-19", sale],
    ["S", "2026-11-19", null],
    ["S", "2026-12-20", null],
    ["B", "2026-11-27", null],
  ] as const)("a %s order on %s trades under %o", (side, today, expected) => {
    expect(coveringDisclosure([sale], side, today)).toEqual(expected);
  });

  it("allows up to the disclosed volume over the window, and refuses beyond it", () => {
    expect(disclosedRefusal(20_000, { today: 5_000, earlierInWindow: 10_000, order: 5_000 })).toBeNull();
    expect(disclosedRefusal(20_000, { today: 5_000, earlierInWindow: 10_000, order: 5_001 })).toBe(-8043);
  });
});
