import { describe, expect, it } from "vitest";
import { advanceable, advanceFee, advancePostings, ADVANCE_RATE_PPM_PER_DAY as RATE } from "./cash-advance";
import { balanceKey, CASH, projectPostings } from "./posting";

describe("cash advance on sale proceeds", () => {
  it.each([
    // 100 million two days early at 0.0375% a day: 75,000.
    [100_000_000, "2026-11-25", "2026-11-27", 75_000],
    // Friday to Tuesday counts the weekend: four days.
    [100_000_000, "2026-11-27", "2026-12-01", 150_000],
    // Rounded up: 1,000 VND for a day is 0.375.
    [1_000, "2026-11-26", "2026-11-27", 1],
    // Due today (before the noon settlement): no days, no fee.
    [5_000_000, "2026-11-27", "2026-11-27", 0],
  ])("advancing %i from %s to %s costs %i", (amount, today, date, fee) => {
    expect(advanceFee(amount, today, date, RATE)).toBe(fee);
  });

  const receivable = new Map([
    ["2026-11-30", 60_000_000],
    ["2026-11-27", 40_000_000],
  ]);

  it("takes the earliest proceeds first and moves them into cash less the fee", () => {
    const advance = advancePostings("A1", receivable, 50_000_000, "2026-11-25", RATE);
    expect(advance?.fee).toBe(
      advanceFee(40_000_000, "2026-11-25", "2026-11-27", RATE) +
        advanceFee(10_000_000, "2026-11-25", "2026-11-30", RATE),
    );
    const sums = projectPostings(advance?.postings ?? []);
    expect(sums.get(balanceKey("A1", CASH, "receivable", "2026-11-27"))).toBe(-40_000_000);
    expect(sums.get(balanceKey("A1", CASH, "receivable", "2026-11-30"))).toBe(-10_000_000);
    expect(sums.get(balanceKey("A1", CASH, "cash"))).toBe(50_000_000 - (advance?.fee ?? 0));
  });

  it("refuses more than the proceeds due, and gives what all of them would bring", () => {
    expect(advancePostings("A1", receivable, 100_000_001, "2026-11-25", RATE)).toBeNull();
    expect(advanceable(receivable, "2026-11-25", RATE)).toBe(
      100_000_000 -
        advanceFee(40_000_000, "2026-11-25", "2026-11-27", RATE) -
        advanceFee(60_000_000, "2026-11-25", "2026-11-30", RATE),
    );
  });
});
