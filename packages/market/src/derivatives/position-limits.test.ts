import { describe, expect, it } from "vitest";
import { DERIVATIVE_MAX_ORDER_VOLUME } from "../lots";
import {
  checkPositionLimit,
  isWithinFuturesOrderLimit,
  POSITION_LIMITS,
  type InvestorCategory,
} from "./position-limits";

describe("futures order and position limits (market-rules §5, §8; order-entry §8 96038)", () => {
  it("position limits are 5,000 / 10,000 / 20,000 contracts", () => {
    expect(POSITION_LIMITS).toEqual({ INDIVIDUAL: 5_000, INSTITUTION: 10_000, PROFESSIONAL: 20_000 });
  });

  it.each<[InvestorCategory, number, string | null]>([
    ["INDIVIDUAL", 5_000, null],
    ["INDIVIDUAL", 5_001, "96038"],
    ["INDIVIDUAL", -5_001, "96038"],
    ["INSTITUTION", 10_000, null],
    ["INSTITUTION", 10_001, "96038"],
    ["PROFESSIONAL", 20_000, null],
    ["PROFESSIONAL", -20_001, "96038"],
    ["PROFESSIONAL", 0, null],
  ])("%s with %i contracts → %j", (category, position, expected) => {
    expect(checkPositionLimit(category, position)).toBe(expected);
  });

  it.each([
    [1, true],
    [DERIVATIVE_MAX_ORDER_VOLUME, true],
    [501, false],
    [0, false],
    [-1, false],
    [1.5, false],
  ])("an order of %j contracts is within the 500-contract order limit: %s", (contracts, expected) => {
    expect(isWithinFuturesOrderLimit(contracts)).toBe(expected);
  });
});
