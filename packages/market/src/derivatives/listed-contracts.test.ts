import { describe, expect, it } from "vitest";
import type { ContractMonth } from "./contract-month";
import type { FuturesUnderlying } from "./futures-contracts";
import {
  aliasOfContractMonth,
  aliasSymbol,
  contractMonthOfAlias,
  listedContractMonths,
  parseAliasSymbol,
  type FuturesAlias,
} from "./listed-contracts";

function ym(months: readonly ContractMonth[]): string[] {
  return months.map((m) => `${m.year}-${String(m.month).padStart(2, "0")}`);
}

describe("listed contract months (market-rules §8)", () => {
  it.each<[string, FuturesUnderlying, string, string[], string[]]>([
    ["April → Apr, May, Jun, Sep", "VN30", "2025-04-10", [], ["2025-04", "2025-05", "2025-06", "2025-09"]],
    [
      "the last trading day still trades April",
      "VN30",
      "2025-04-17",
      [],
      ["2025-04", "2025-05", "2025-06", "2025-09"],
    ],
    [
      "rollover after the last trading day",
      "VN30",
      "2025-04-18",
      [],
      ["2025-05", "2025-06", "2025-09", "2025-12"],
    ],
    [
      "early April expiry for a holiday rolls a day sooner",
      "VN30",
      "2025-04-17",
      ["2025-04-17"],
      ["2025-05", "2025-06", "2025-09", "2025-12"],
    ],
    ["March → Mar, Apr, Jun, Sep", "VN100", "2025-03-03", [], ["2025-03", "2025-04", "2025-06", "2025-09"]],
    ["June → Jun, Jul, Sep, Dec", "VN30", "2025-06-02", [], ["2025-06", "2025-07", "2025-09", "2025-12"]],
    [
      "November → Nov, Dec, Mar, Jun across the year",
      "VN30",
      "2025-11-03",
      [],
      ["2025-11", "2025-12", "2026-03", "2026-06"],
    ],
    [
      "after December expiry → Jan, Feb, Mar, Jun",
      "VN30",
      "2025-12-19",
      [],
      ["2026-01", "2026-02", "2026-03", "2026-06"],
    ],
    ["GB05: three nearest quarters", "GB05", "2025-04-10", [], ["2025-06", "2025-09", "2025-12"]],
    [
      "GB05: on its last trading day June still trades",
      "GB05",
      "2025-06-13",
      [],
      ["2025-06", "2025-09", "2025-12"],
    ],
    [
      "GB05: after 13 Jun (15th a Sunday) June has expired",
      "GB05",
      "2025-06-16",
      [],
      ["2025-09", "2025-12", "2026-03"],
    ],
    ["GB10: June trades until the 25th", "GB10", "2025-06-20", [], ["2025-06", "2025-09", "2025-12"]],
    ["GB10: after the 25th", "GB10", "2025-06-26", [], ["2025-09", "2025-12", "2026-03"]],
  ])("%s", (_rule, underlying, date, holidays, expected) => {
    expect(ym(listedContractMonths(underlying, date, holidays))).toEqual(expected);
  });

  it.each<[FuturesAlias, string, string]>([
    ["F1M", "2025-04-10", "2025-04"],
    ["F2M", "2025-04-10", "2025-05"],
    ["F1Q", "2025-04-10", "2025-06"],
    ["F2Q", "2025-04-10", "2025-09"],
    ["F1M", "2025-04-18", "2025-05"],
    ["F1Q", "2025-04-18", "2025-09"],
  ])("VN30%s on %s is %s", (alias, date, expected) => {
    expect(ym([contractMonthOfAlias("VN30", alias, date, [])])).toEqual([expected]);
  });

  it.each<[number, number, FuturesAlias | null]>([
    [2025, 4, "F1M"],
    [2025, 5, "F2M"],
    [2025, 6, "F1Q"],
    [2025, 9, "F2Q"],
    [2025, 12, null],
    [2025, 3, null],
  ])("on 2025-04-10, %i-%i shows as %j", (year, month, expected) => {
    expect(aliasOfContractMonth("VN30", { year, month }, "2025-04-10", [])).toBe(expected);
  });

  it.each([
    ["VN30F1M", { underlying: "VN30", alias: "F1M" }],
    ["VN30F2Q", { underlying: "VN30", alias: "F2Q" }],
    ["VN100F1Q", { underlying: "VN100", alias: "F1Q" }],
    ["VN30F3M", null],
    ["VN30F2504", null],
    ["GB05F1M", null],
  ])("parseAliasSymbol(%j)", (symbol, expected) => {
    expect(parseAliasSymbol(symbol)).toEqual(expected);
  });

  it("alias symbols are the underlying plus the alias", () => {
    expect(aliasSymbol("VN30", "F1M")).toBe("VN30F1M");
    expect(aliasSymbol("VN100", "F2Q")).toBe("VN100F2Q");
  });
});
