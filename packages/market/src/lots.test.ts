import { describe, expect, it } from "vitest";
import {
  BOARD_LOT,
  DERIVATIVE_MAX_ORDER_VOLUME,
  DERIVATIVE_VOLUME_PRESETS,
  GENERAL_MAX_ORDER_VOLUME,
  HOSE_MAX_ORDER_VOLUME,
  STOCK_VOLUME_PRESETS,
  STOCK_VOLUME_STEP,
  defaultClickVolume,
  isBoardLot,
  isOddLot,
} from "./lots";

describe("lots and limits (order-entry §9, market-rules §5)", () => {
  it("spec constants", () => {
    expect(BOARD_LOT).toBe(100);
    expect(HOSE_MAX_ORDER_VOLUME).toBe(50_000);
    expect(DERIVATIVE_MAX_ORDER_VOLUME).toBe(500);
    expect(GENERAL_MAX_ORDER_VOLUME).toBe(500_000);
    expect(STOCK_VOLUME_PRESETS).toEqual([100, 500, 1_000, 5_000]);
    expect(STOCK_VOLUME_STEP).toBe(100);
    expect(DERIVATIVE_VOLUME_PRESETS).toEqual([1, 2, 5, 10]);
  });

  it.each([
    ["stock", 100],
    ["odd-lot", 1],
    ["warrant", 1],
    ["bond", 1],
    ["derivative", 1],
  ] as const)("a price click on the %s board defaults to %i", (board, expected) => {
    expect(defaultClickVolume(board)).toBe(expected);
  });

  it.each([
    [100, true, false],
    [1_000, true, false],
    [150, false, false],
    [1, false, true],
    [99, false, true],
    [0, false, false],
  ])("volume %i: board lot %s, odd lot %s", (volume, boardLot, oddLot) => {
    expect(isBoardLot(volume)).toBe(boardLot);
    expect(isOddLot(volume)).toBe(oddLot);
  });
});
