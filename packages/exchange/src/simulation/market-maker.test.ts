import { describe, expect, it } from "vitest";
import { openSymbolDay } from "../market-data/daily-statistics";
import type { StockDefinition } from "../instruments/instrument";
import { ladderPrices } from "./market-maker";
import type { SymbolMoment } from "./trading-desk";

const stock: StockDefinition = {
  symbol: "HPG",
  exchange: "HOSE",
  kind: "STOCK",
  sessionVenue: "HOSE",
  boardVenue: "HOSE",
  nameVi: "Hòa Phát",
  nameEn: "Hoa Phat",
  simulated: false,
  initialReference: 25_000,
  icbCode: "1700",
  sharesOutstanding: 1_000_000,
  foreignRoomLimit: 490_000,
  initialForeignHolding: 0,
  restricted: false,
};

function moment(fair: number): SymbolMoment {
  return {
    instrument: stock,
    symbol: stock.symbol,
    index: 0,
    step: { kind: "STOCK", venue: "HOSE" },
    day: openSymbolDay({ reference: 25_000, ceiling: 26_750, floor: 23_250, foreignRoom: 0 }),
    band: { floor: 23_250, ceiling: 26_750 },
    phase: "CONTINUOUS",
    minute: 600,
    fair,
    tier: "core",
    lean: 0,
    restricted: false,
  };
}

describe("market maker ladder", () => {
  it.each<[string, number, "B" | "S", number | null, number[]]>([
    ["one tick either side of the fair value", 25_010, "B", null, [24_950, 24_900, 24_850]],
    ["one tick either side of the fair value", 25_010, "S", null, [25_050, 25_100, 25_150]],
    ["never through the opposite touch", 25_010, "B", 24_900, [24_850, 24_800, 24_750]],
    ["never through the opposite touch", 25_010, "S", 25_200, [25_250, 25_300, 25_350]],
    ["folded onto the ceiling when the fair value is past it", 27_500, "B", null, [26_750]],
    ["empty beyond the ceiling on the selling side", 27_500, "S", null, []],
    ["cut at the ceiling", 26_660, "S", null, [26_700, 26_750]],
    ["empty beyond the floor on the buying side", 22_000, "B", null, []],
  ])("is %s (fair %i, side %s, opposite %s)", (_, fair, side, opposite, expected) => {
    expect(ladderPrices(moment(fair), side, 3, opposite)).toEqual(expected);
  });

  it("keeps the levels one tick apart across a tick boundary", () => {
    const prices = ladderPrices({ ...moment(10_020), band: null }, "B", 4, null);
    expect(prices).toEqual([9_990, 9_980, 9_970, 9_960]);
  });
});
