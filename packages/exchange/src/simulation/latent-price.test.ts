import { describe, expect, it } from "vitest";
import { SeededRandom } from "../random/seeded-random";
import {
  advanceLatentPrice,
  initialLatentPrice,
  reanchor,
  SECONDS_PER_TRADING_DAY,
  type LatentParameters,
  type LatentMove,
} from "./latent-price";

const CALM: LatentParameters = {
  meanReversion: 1.5,
  momentumTimescale: 0.08,
  momentumVolatility: 0,
  newsRate: 0,
  newsJumpMin: 0.02,
  newsJumpMax: 0.06,
};

const still: LatentMove = { clock: 0, market: 0, sector: 0, target: null, volatility: 0, news: true };

describe("latent fair value", () => {
  it("moves with the market (times beta) and the sector, anchor included", () => {
    const price = initialLatentPrice(20_000, 1.2, 0, 0, 0);
    advanceLatentPrice(price, { ...still, market: 0.01, sector: -0.004 }, CALM, SeededRandom.fromSeed(1));
    expect(price.logFair - Math.log(20_000)).toBeCloseTo(0.012 - 0.004, 12);
    expect(price.anchor).toBeCloseTo(price.logFair, 12);
  });

  it("reverts its own deviation toward the anchor over trading time", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    price.logFair += 0.05;
    advanceLatentPrice(price, { ...still, clock: SECONDS_PER_TRADING_DAY }, CALM, SeededRandom.fromSeed(1));
    expect(price.logFair - price.anchor).toBeCloseTo(0.05 * Math.exp(-1.5), 6);
  });

  it("carries momentum: a drift keeps pushing the same way", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    price.momentum = 0.5;
    advanceLatentPrice(price, { ...still, clock: 600 }, CALM, SeededRandom.fromSeed(1));
    expect(price.logFair).toBeGreaterThan(price.anchor);
  });

  it("reaches a limit-move target within an hour of trading", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    const target = Math.log(21_400) + 0.03;
    advanceLatentPrice(price, { ...still, clock: 3_600, target }, CALM, SeededRandom.fromSeed(1));
    expect(Math.exp(price.logFair)).toBeGreaterThan(21_400);
  });

  it("jumps price and anchor together on news, within the configured size", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    advanceLatentPrice(price, { ...still, clock: 60 }, { ...CALM, newsRate: 1e9 }, SeededRandom.fromSeed(2));
    const jump = Math.abs(price.anchor - Math.log(20_000));
    expect(jump).toBeGreaterThanOrEqual(0.02);
    expect(jump).toBeLessThanOrEqual(0.06);
  });

  it("has no news where the move says so (contracts, bonds)", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    advanceLatentPrice(
      price,
      { ...still, clock: 60, news: false },
      { ...CALM, newsRate: 1e9 },
      SeededRandom.fromSeed(2),
    );
    expect(price.anchor).toBe(Math.log(20_000));
  });

  it("does nothing but follow the factors when no trading time has passed", () => {
    const price = initialLatentPrice(20_000, 1, 100, 0, 0);
    const before = { ...price };
    advanceLatentPrice(price, { ...still, clock: 100, volatility: 0.5 }, CALM, SeededRandom.fromSeed(3));
    expect(price).toEqual(before);
  });

  it("re-anchors halfway toward a new day's reference", () => {
    const price = initialLatentPrice(20_000, 1, 0, 0, 0);
    reanchor(price, 22_000);
    expect(price.anchor).toBeCloseTo((Math.log(20_000) + Math.log(22_000)) / 2, 12);
  });
});
