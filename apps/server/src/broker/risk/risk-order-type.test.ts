/** The price type of a risk order per venue and phase (market-rules §2, §6). */
import type { OrderBoard, PriceType, SessionVenue, TradingPhase } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { splitOrders } from "./order-split";
import { riskOrderType } from "./risk-order-type";
import type { RiskPricing } from "./risk-policy";

describe("the price type of a force sale or forced close", () => {
  it.each<[SessionVenue, TradingPhase, OrderBoard, RiskPricing, PriceType | null]>([
    ["HOSE", "OPENING_CALL", "lot", "market", "ATO"],
    ["HOSE", "CONTINUOUS", "lot", "market", "MTL"],
    ["HOSE", "CLOSING_CALL", "lot", "market", "ATC"],
    ["HNX", "CONTINUOUS", "lot", "market", "MTL"],
    // UPCOM takes no market order, nor does the odd-lot board: an LO at the floor.
    ["UPCOM", "CONTINUOUS", "lot", "market", "LO"],
    ["HOSE", "CONTINUOUS", "odd", "market", "LO"],
    ["DERIVATIVES", "CONTINUOUS", "lot", "market", "MTL"],
    ["DERIVATIVES", "CLOSING_CALL", "lot", "market", "ATC"],
    ["HOSE", "CONTINUOUS", "lot", "limit", "LO"],
    ["HOSE", "OPENING_CALL", "lot", "limit", "LO"],
    // Nothing to send: the engine waits for the next phase.
    ["HOSE", "LUNCH", "lot", "market", null],
    ["HNX", "POST_CLOSE_MATCHING", "lot", "limit", null],
    ["UPCOM", "CLOSED", "lot", "limit", null],
  ])("%s %s %s, %s: %s", (venue, phase, board, pricing, expected) => {
    expect(riskOrderType(venue, phase, board, pricing)).toBe(expected);
  });
});

describe("orders within the cap", () => {
  it.each<[number, number, number[]]>([
    [0, 50_000, []],
    [100, 50_000, [100]],
    [50_000, 50_000, [50_000]],
    [120_000, 50_000, [50_000, 50_000, 20_000]],
    [1_200, 500, [500, 500, 200]],
  ])("%i at most %i a order: %o", (volume, max, orders) => {
    expect(splitOrders(volume, max)).toEqual(orders);
  });

  it("refuses a cap that is not a positive integer", () => {
    expect(() => splitOrders(100, 0)).toThrow(RangeError);
  });
});
