import {
  addDays,
  FUTURES_UNDERLYINGS,
  isOnPriceStep,
  isTradingDay,
  listedContractMonths,
  nextTradingDay,
  oldFuturesCode,
  parseHolidayList,
  tradingDayOnOrBefore,
  type HolidayList,
} from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FutureDefinition } from "./instrument";
import { futuresToList, syntheticFutures, UNPRICED_REFERENCE } from "./synthetic-futures";

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

/**
 * Lists the first day's futures, then walks `days` trading days adding what the roll asks for;
 * calls `check` each day with the futures defined so far and those the roll added that day.
 */
function walkRoll(
  firstDay: string,
  holidays: HolidayList,
  days: number,
  check: (day: string, defined: readonly FutureDefinition[], added: readonly FutureDefinition[]) => void,
): FutureDefinition[] {
  const defined = futuresOn(firstDay, holidays);
  let day = firstDay;
  for (let i = 0; i < days; i++) {
    day = nextTradingDay(day, holidays);
    const added = futuresToList(day, defined, holidays);
    defined.push(...added);
    check(day, defined, added);
  }
  return defined;
}

/** The symbols that still trade on `day`, per underlying, nearest month first. */
function liveSymbols(defined: readonly FutureDefinition[], day: string, underlying: string): string[] {
  return defined
    .filter((future) => future.underlying === underlying && future.lastTradingDate >= day)
    .sort((a, b) => a.lastTradingDate.localeCompare(b.lastTradingDate))
    .map((future) => future.symbol);
}

describe("futures roll: the contracts that join as others expire", () => {
  it("lists exactly the market's months every day for 300 trading days (4 VN30, 4 VN100, 3 GB05, 3 GB10)", () => {
    const counts = new Set<string>();
    const defined = walkRoll("2026-02-10", [], 300, (day, all) => {
      for (const underlying of FUTURES_UNDERLYINGS) {
        const live = liveSymbols(all, day, underlying);
        const months = listedContractMonths(underlying, day, []);
        expect(live).toEqual(months.map((month) => oldFuturesCode({ underlying, month })));
        counts.add(`${underlying}:${live.length}`);
      }
    });
    expect([...counts].sort()).toEqual(["GB05:3", "GB10:3", "VN100:4", "VN30:4"]);
    expect(new Set(defined.map((future) => future.symbol)).size).toBe(defined.length);
    // 300 trading days is well over a year: the roll really happened, month after month.
    expect(defined.filter((future) => future.underlying === "VN30").length).toBeGreaterThan(15);
  });

  it("never lists an expired contract again, nor one already defined", () => {
    walkRoll("2026-02-10", [], 300, (day, all, added) => {
      const before = all.slice(0, all.length - added.length).map((future) => future.symbol);
      for (const future of added) {
        expect(future.lastTradingDate >= day).toBe(true);
        expect(before).not.toContain(future.symbol);
      }
    });
  });

  it("adds nothing on a day when no contract expired the day before", () => {
    // Nothing expires before GB05 March on the 13th and VN30 February on the 19th.
    expect(futuresToList("2026-02-11", futuresOn("2026-02-10"), [])).toEqual([]);
  });

  it("lists the new month the day after an expiry, with the first day's terms and a placeholder reference", () => {
    const added = futuresToList("2026-03-20", futuresOn("2026-03-19"), []);
    expect(added.map((future) => future.symbol)).toEqual(["VN30F2605", "VN100F2605"]);
    const firstDayTerms = futuresOn("2026-03-20").find((future) => future.symbol === "VN30F2605");
    expect(added[0]).toEqual({ ...firstDayTerms, initialReference: UNPRICED_REFERENCE });
  });

  it("rolls only the underlyings already listed", () => {
    const vn30 = futuresOn("2026-03-19").filter((future) => future.underlying === "VN30");
    expect(futuresToList("2026-03-20", vn30, []).map((future) => future.symbol)).toEqual(["VN30F2605"]);
    expect(futuresToList("2026-03-20", [], [])).toEqual([]);
  });

  it("keeps the listed months right whatever the first day and the holidays (property)", () => {
    const start = "2026-01-01";
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 40 }),
        (offset, holidayOffsets) => {
          const from = addDays(start, offset);
          const holidays = parseHolidayList(
            holidayOffsets.map((days) => addDays(from, days)).filter((date) => isTradingDay(date, [])),
          );
          const firstDay = nextTradingDay(tradingDayOnOrBefore(from, holidays), holidays);
          const defined = walkRoll(firstDay, holidays, 300, (day, all) => {
            for (const underlying of FUTURES_UNDERLYINGS) {
              const months = listedContractMonths(underlying, day, holidays);
              expect(liveSymbols(all, day, underlying)).toEqual(
                months.map((month) => oldFuturesCode({ underlying, month })),
              );
            }
          });
          expect(new Set(defined.map((future) => future.symbol)).size).toBe(defined.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
