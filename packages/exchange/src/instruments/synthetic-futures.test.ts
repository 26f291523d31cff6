import { isOnPriceStep, type HolidayList } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { syntheticFutures } from "./synthetic-futures";

const LEVELS: Readonly<Record<string, number>> = { VN30: 194_775, VN100: 181_963 };
const futuresOn = (firstDay: string, holidays: HolidayList = []) =>
  syntheticFutures({ seed: 5, firstDay, holidays, indexLevel: (code) => LEVELS[code] });

describe("synthetic futures: the months listed on the first day", () => {
  it.each<[string, string, HolidayList, string[]]>([
    [
      "an ordinary day",
      "2026-02-10",
      [],
      [
        "VN30F2602",
        "VN30F2603",
        "VN30F2606",
        "VN30F2609",
        "GB05F2603",
        "GB05F2606",
        "GB05F2609",
        "GB10F2603",
      ],
    ],
    [
      "an expiry Thursday still lists the expiring month",
      "2026-03-19",
      [],
      [
        "VN30F2603",
        "VN30F2604",
        "VN30F2606",
        "VN30F2609",
        "GB05F2606",
        "GB05F2609",
        "GB05F2612",
        "GB10F2603",
      ],
    ],
    [
      "the day after an expiry rolls to the next month",
      "2026-03-20",
      [],
      [
        "VN30F2604",
        "VN30F2605",
        "VN30F2606",
        "VN30F2609",
        "GB05F2606",
        "GB05F2609",
        "GB05F2612",
        "GB10F2603",
      ],
    ],
    [
      "the last trading day moved earlier by a holiday still lists the expiring month",
      "2026-03-18",
      ["2026-03-19"],
      [
        "VN30F2603",
        "VN30F2604",
        "VN30F2606",
        "VN30F2609",
        "GB05F2606",
        "GB05F2609",
        "GB05F2612",
        "GB10F2603",
      ],
    ],
  ])("%s (%s)", (_, firstDay, holidays, expected) => {
    const symbols = futuresOn(firstDay, holidays).map((future) => future.symbol);
    for (const symbol of expected) expect(symbols).toContain(symbol);
    expect(symbols.filter((s) => s.startsWith("VN30F"))).toEqual(
      expected.filter((s) => s.startsWith("VN30F")),
    );
    expect(symbols.filter((s) => s.startsWith("VN100F"))).toEqual(
      expected.filter((s) => s.startsWith("VN30F")).map((s) => s.replace("VN30F", "VN100F")),
    );
    expect(symbols.filter((s) => s.startsWith("GB05F"))).toEqual(
      expected.filter((s) => s.startsWith("GB05F")),
    );
    expect(symbols.filter((s) => s.startsWith("GB10F"))).toHaveLength(3);
  });
});

describe("synthetic futures: last trading day", () => {
  it("moves to the trading day before a holiday on the third Thursday", () => {
    const march = futuresOn("2026-03-18", ["2026-03-19"]).find((future) => future.symbol === "VN30F2603");
    expect(march?.lastTradingDate).toBe("2026-03-18");
  });
});

describe("synthetic futures: contract terms", () => {
  const futures = futuresOn("2026-03-19", ["2026-03-18"]);
  const find = (symbol: string) => futures.find((future) => future.symbol === symbol);

  it.each([
    ["VN30F2603", "INDEX_FUTURE", "VN30", "2026-03", "2026-03-19", 1_000, "41I1G3000"],
    ["VN100F2609", "INDEX_FUTURE", "VN100", "2026-09", "2026-09-17", 1_000, "41I2G9000"],
    ["GB05F2606", "BOND_FUTURE", "GB05", "2026-06", "2026-06-15", 10_000, "41B5G6000"],
    ["GB10F2603", "BOND_FUTURE", "GB10", "2026-03", "2026-03-25", 10_000, "41BAG3000"],
  ])("%s", (symbol, kind, underlying, contractMonth, lastTradingDate, multiplier, krxCode) => {
    expect(find(symbol)).toMatchObject({
      kind,
      underlying,
      contractMonth,
      lastTradingDate,
      multiplier,
      krxCode,
      exchange: "DERIVATIVES",
      sessionVenue: "DERIVATIVES",
      simulated: true,
    });
  });

  it("starts an index future near its index, on the 0.1-point tick", () => {
    for (const future of futures.filter((f) => f.kind === "INDEX_FUTURE")) {
      const level = LEVELS[future.underlying] ?? 0;
      expect(isOnPriceStep({ kind: "INDEX_FUTURE" }, future.initialReference)).toBe(true);
      expect(Math.abs(future.initialReference / level - 1)).toBeLessThan(0.01);
    }
  });

  it("starts a bond future at 100,000–110,000 VND", () => {
    for (const future of futures.filter((f) => f.kind === "BOND_FUTURE")) {
      expect(Number.isSafeInteger(future.initialReference)).toBe(true);
      expect(future.initialReference).toBeGreaterThanOrEqual(100_000);
      expect(future.initialReference).toBeLessThanOrEqual(110_000);
    }
  });

  it("refuses an index without a starting level", () => {
    expect(() =>
      syntheticFutures({ seed: 5, firstDay: "2026-02-10", holidays: [], indexLevel: () => undefined }),
    ).toThrow(RangeError);
  });
});
