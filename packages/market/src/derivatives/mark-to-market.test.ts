import { describe, expect, it } from "vitest";
import type { Side } from "../orders/order-terms";
import {
  carriedPositionVariation,
  dailyMarkToMarket,
  newPositionVariation,
  type DailyMarkToMarketInput,
} from "./mark-to-market";

describe("daily mark-to-market (market-rules §8)", () => {
  it.each<[string, Side, number, number, number, number]>([
    ["fact-sheet example: long 2 @1,845.3, DSP 1,850.0 → +940,000", "B", 2, 184_530, 185_000, 940_000],
    ["the same trade short loses as much", "S", 2, 184_530, 185_000, -940_000],
    ["one tick (0.1 point) on one contract is 10,000 VND", "B", 1, 185_000, 185_010, 10_000],
    ["traded at the DSP: no variation", "S", 5, 185_000, 185_000, 0],
  ])("new position: %s", (_rule, side, quantity, tradePrice, dsp, expected) => {
    expect(newPositionVariation("VN30", side, quantity, tradePrice, dsp)).toBe(expected);
  });

  it.each<[string, number, number, number, number]>([
    [
      "fact-sheet example: carried long 2, DSP 1,850.0 → 1,838.2 → −2,360,000",
      2,
      185_000,
      183_820,
      -2_360_000,
    ],
    ["carried short 2 gains as much", -2, 185_000, 183_820, 2_360_000],
    ["flat position: nothing", 0, 185_000, 183_820, 0],
  ])("carried position: %s", (_rule, position, previousDsp, dsp, expected) => {
    expect(carriedPositionVariation("VN30", position, previousDsp, dsp)).toBe(expected);
  });

  it("bond futures: 1 VND of bond price × 10,000 per contract", () => {
    expect(newPositionVariation("GB05", "B", 3, 104_500, 104_520)).toBe(600_000);
  });

  it.each<[string, DailyMarkToMarketInput, number, number]>([
    [
      "day 1 of the fact-sheet example: buy 2 @1,845.3, DSP 1,850.0",
      {
        underlying: "VN30",
        openingPosition: 0,
        previousSettlementPrice: 0,
        fills: [{ side: "B", quantity: 2, price: 184_530 }],
        settlementPrice: 185_000,
      },
      940_000,
      2,
    ],
    [
      "day 2: carry 2, DSP 1,838.2",
      {
        underlying: "VN30",
        openingPosition: 2,
        previousSettlementPrice: 185_000,
        fills: [],
        settlementPrice: 183_820,
      },
      -2_360_000,
      2,
    ],
    [
      "closing a carried long realises (sell price − previous DSP)",
      {
        underlying: "VN30",
        openingPosition: 2,
        previousSettlementPrice: 185_000,
        fills: [{ side: "S", quantity: 2, price: 184_000 }],
        settlementPrice: 183_820,
      },
      -2_000_000,
      0,
    ],
    [
      "day trade: buy 1 @1,840.0, sell 1 @1,842.5 → +250,000 whatever the DSP",
      {
        underlying: "VN30",
        openingPosition: 0,
        previousSettlementPrice: 185_000,
        fills: [
          { side: "B", quantity: 1, price: 184_000 },
          { side: "S", quantity: 1, price: 184_250 },
        ],
        settlementPrice: 190_000,
      },
      250_000,
      0,
    ],
    [
      "reversing a short into a long",
      {
        underlying: "VN30",
        openingPosition: -1,
        previousSettlementPrice: 185_000,
        fills: [{ side: "B", quantity: 3, price: 184_500 }],
        settlementPrice: 184_800,
      },
      // carried −1 × (184,800 − 185,000) × 1,000 = +200,000; new +3 × (184,800 − 184,500) × 1,000 = +900,000
      1_100_000,
      2,
    ],
  ])("%s", (_rule, input, variation, closingPosition) => {
    expect(dailyMarkToMarket(input)).toEqual({ variation, closingPosition });
  });

  it("rejects fractional prices and non-positive fill quantities", () => {
    expect(() => newPositionVariation("VN30", "B", 1, 184_530.5, 185_000)).toThrow(RangeError);
    expect(() =>
      dailyMarkToMarket({
        underlying: "VN30",
        openingPosition: 0,
        previousSettlementPrice: 0,
        fills: [{ side: "B", quantity: 0, price: 184_530 }],
        settlementPrice: 185_000,
      }),
    ).toThrow(RangeError);
  });
});
