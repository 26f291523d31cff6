/**
 * The simulated futures market over twenty minutes of the morning: the front VN30 month must trade like
 * the real one (tens of thousands of contracts an hour, matches of 1–50 contracts, hundreds of
 * contracts a level, on the index plus its basis) and the later months far less.
 */
import { daysBetween } from "@bangia/market";
import { beforeAll, describe, expect, it } from "vitest";
import type { TradeExecuted } from "../events/exchange-event";
import { at, marketHarness, runUntil, type MarketHarness } from "./test-support/market-run";
import { TEST_DAY } from "./test-support/test-universe";
import { DEFAULT_SIMULATION_CONFIG } from "./simulation-config";

const FRONT = "VN30F2506";
const NEXT_MONTHS = ["VN30F2507", "VN30F2509", "VN30F2512"];
/** A small cash market: the futures are what this test is about. */
const UNIVERSE = { hose: 12, hnx: 2, upcom: 2, warrants: 0, vn30: 10 };

describe("the simulated futures market in the morning", () => {
  let harness: MarketHarness;
  const trades = new Map<string, TradeExecuted[]>();
  /** Contracts at each of the five best levels of both sides, sampled every minute. */
  const levels = new Map<string, number[]>();

  beforeAll(() => {
    harness = marketHarness(5, at(9, 0), UNIVERSE);
    harness.exchange.subscribe((event) => {
      if (event.type !== "trade" || event.board !== "lot") return;
      trades.set(event.symbol, [...(trades.get(event.symbol) ?? []), event]);
    });
    runUntil(harness, at(9, 5), 2_000);
    trades.clear();
    runUntil(harness, at(9, 25), 1_000, (now) => {
      if (now % 60_000 !== 0) return;
      for (const symbol of [FRONT, ...NEXT_MONTHS]) {
        const sample = levels.get(symbol) ?? [];
        for (const side of ["B", "S"] as const)
          sample.push(...harness.exchange.depth(symbol, "lot", side, 5).map((level) => level.volume));
        levels.set(symbol, sample);
      }
    });
  }, 30_000);

  const volumeOf = (symbol: string) => (trades.get(symbol) ?? []).reduce((sum, t) => sum + t.volume, 0);
  const median = (values: readonly number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  it("trades the front month in tens of thousands of contracts an hour, the next months far less", () => {
    // Twenty minutes measured: three times that an hour.
    const front = 3 * volumeOf(FRONT);
    // 100,000–300,000 a day over 4.5 hours, quieter mid-morning than at the open.
    expect(front).toBeGreaterThan(10_000);
    expect(front).toBeLessThan(80_000);
    for (const symbol of NEXT_MONTHS) expect(3 * volumeOf(symbol)).toBeLessThan(front / 15);
    expect(volumeOf("VN30F2507")).toBeGreaterThan(0);
  });

  it("matches the front month 1 to 50 contracts at a time, with a spread of sizes", () => {
    const sizes = (trades.get(FRONT) ?? []).map((t) => t.volume);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50);
    expect(sizes.filter((size) => size >= 10).length / sizes.length).toBeGreaterThan(0.15);
    expect(sizes.filter((size) => size === 1).length / sizes.length).toBeLessThan(0.5);
  });

  it("shows hundreds of contracts a level on the front month, far fewer on the next months", () => {
    const front = median(levels.get(FRONT) ?? []);
    expect(front).toBeGreaterThanOrEqual(100);
    for (const symbol of NEXT_MONTHS) expect(median(levels.get(symbol) ?? [])).toBeLessThan(front / 3);
  });

  it("keeps the front month on the VN30 plus its basis", () => {
    const index = harness.exchange.indexValue("VN30") ?? 0;
    const last = harness.exchange.day(FRONT)?.last ?? 0;
    const days = daysBetween(TEST_DAY, "2025-06-19");
    const fair = index * Math.exp((DEFAULT_SIMULATION_CONFIG.futuresBasisPerYear * days) / 365);
    expect(Math.abs(last / fair - 1)).toBeLessThan(0.005);
  });
});
