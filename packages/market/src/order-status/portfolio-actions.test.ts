import { describe, expect, it } from "vitest";
import { canSellHolding, type PortfolioHolding } from "./portfolio-actions";

describe("canSellHolding", () => {
  it.each<[PortfolioHolding, boolean]>([
    [{ symbol: "HPG", availableVolume: 100, stockType: "N" }, true],
    [{ symbol: "HPG", availableVolume: 1, stockType: "" }, true],
    [{ symbol: "HPG", availableVolume: 0, stockType: "N" }, false],
    [{ symbol: "HPG", availableVolume: -5, stockType: "N" }, false],
    [{ symbol: "HPG", availableVolume: 100, stockType: "R" }, false],
    [{ symbol: "HPG", availableVolume: 100, stockType: "r" }, false],
    [{ symbol: "TOTAL", availableVolume: 1_000, stockType: "" }, false],
  ])(
    "accounts-session §6: the Sell button shows only if available volume is above 0 and stockType is not R (%o)",
    (holding, expected) => {
      expect(canSellHolding(holding)).toBe(expected);
    },
  );
});
