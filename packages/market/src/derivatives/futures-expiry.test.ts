import { describe, expect, it } from "vitest";
import type { FuturesUnderlying } from "./futures-contracts";
import { finalSettlementDay, lastTradingDay, nominalExpiryDay, thirdThursday } from "./futures-expiry";

describe("last trading day and final settlement (market-rules §8)", () => {
  it.each([
    [2024, 9, "2024-09-19"],
    [2025, 3, "2025-03-20"],
    [2025, 4, "2025-04-17"],
    [2025, 5, "2025-05-15"],
    [2026, 1, "2026-01-15"],
    [2026, 10, "2026-10-15"],
  ])("third Thursday of %i-%i is %s", (year, month, expected) => {
    expect(thirdThursday({ year, month })).toBe(expected);
  });

  it.each<[string, FuturesUnderlying, number, number, string[], string]>([
    ["index futures: 3rd Thursday (fact sheet 19/09/2024)", "VN30", 2024, 9, [], "2024-09-19"],
    ["index futures: 3rd Thursday (fact sheet 20/03/2025)", "VN30", 2025, 3, [], "2025-03-20"],
    ["index futures: a holiday Thursday moves to Wednesday", "VN30", 2025, 4, ["2025-04-17"], "2025-04-16"],
    [
      "index futures: a holiday run moves further back",
      "VN100",
      2025,
      4,
      ["2025-04-16", "2025-04-17"],
      "2025-04-15",
    ],
    ["GB05: the 15th", "GB05", 2025, 9, [], "2025-09-15"],
    ["GB05: the 15th on a Sunday moves to Friday the 13th", "GB05", 2025, 6, [], "2025-06-13"],
    ["GB10: the 25th", "GB10", 2025, 6, [], "2025-06-25"],
    ["GB10: the 25th as a holiday moves back a day", "GB10", 2025, 12, ["2025-12-25"], "2025-12-24"],
  ])("%s", (_rule, underlying, year, month, holidays, expected) => {
    expect(lastTradingDay(underlying, { year, month }, holidays)).toBe(expected);
  });

  it.each<[string, FuturesUnderlying, number, number, string[], string]>([
    ["index futures settle the next business day", "VN30", 2025, 4, [], "2025-04-18"],
    ["…skipping a holiday", "VN30", 2025, 4, ["2025-04-18"], "2025-04-21"],
    ["bond futures settle at E+3 business days", "GB05", 2025, 9, [], "2025-09-18"],
    ["…across a weekend", "GB10", 2025, 6, [], "2025-06-30"],
  ])("%s", (_rule, underlying, year, month, holidays, expected) => {
    expect(finalSettlementDay(underlying, { year, month }, holidays)).toBe(expected);
  });

  it("nominal expiry before holiday adjustment", () => {
    expect(nominalExpiryDay("GB05", { year: 2025, month: 6 })).toBe("2025-06-15");
    expect(nominalExpiryDay("VN30", { year: 2025, month: 4 })).toBe("2025-04-17");
  });
});
