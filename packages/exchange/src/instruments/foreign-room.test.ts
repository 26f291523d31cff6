import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FULL_ROOM_SYMBOLS,
  NEARLY_FULL_ROOM_SYMBOLS,
  foreignLimitPercent,
  foreignRoomLimit,
  initialForeignHolding,
} from "./foreign-room";

describe("foreign ownership limit", () => {
  it.each<[string, "STOCK" | "ETF", string | null, number]>([
    ["banks (ICB 8300) 30%", "STOCK", "8300", 30],
    ["financial services 49%", "STOCK", "8700", 49],
    ["an unclassified stock 49%", "STOCK", null, 49],
    ["ETF units 100%", "ETF", null, 100],
  ])("%s", (_, kind, icb, percent) => {
    expect(foreignLimitPercent(kind, icb)).toBe(percent);
  });

  it("rounds the cap in shares down", () => {
    expect(foreignRoomLimit(1_000_001, 49)).toBe(490_000);
    expect(foreignRoomLimit(3_333, 30)).toBe(999);
  });
});

describe("initial foreign holding", () => {
  it("starts the full-room names at their cap", () => {
    for (const symbol of FULL_ROOM_SYMBOLS)
      expect(initialForeignHolding(1, symbol, 4_900_000)).toBe(4_900_000);
  });

  it("starts the nearly-full names with under 3% of their cap left", () => {
    for (const symbol of NEARLY_FULL_ROOM_SYMBOLS) {
      const holding = initialForeignHolding(1, symbol, 4_900_000);
      expect(holding).toBeGreaterThanOrEqual(4_900_000 * 0.97);
      expect(holding).toBeLessThan(4_900_000);
    }
  });

  it("is a whole number of shares within the cap, the same for the same seed", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.stringMatching(/^[A-Z]{3}$/),
        fc.nat(5_000_000_000),
        (seed, symbol, limit) => {
          const holding = initialForeignHolding(seed, symbol, limit);
          expect(Number.isSafeInteger(holding)).toBe(true);
          expect(holding).toBeGreaterThanOrEqual(0);
          expect(holding).toBeLessThanOrEqual(limit);
          expect(initialForeignHolding(seed, symbol, limit)).toBe(holding);
        },
      ),
    );
  });
});
