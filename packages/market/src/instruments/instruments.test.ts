import { describe, expect, it } from "vitest";
import {
  DEFAULT_MARKET_CODES,
  DEFAULT_SELECTED_INDEX_CODES,
  MARKET_CODES,
  exchangeOfVenue,
  isBoardVenue,
} from "./exchange";
import {
  STOCK_TYPE_CODES,
  isDerivativeKind,
  kindOfStockType,
  priceUnitDecimals,
  stockTypeOfKind,
} from "./instrument-kind";

describe("exchanges and codes (price-board §3, §9)", () => {
  it("market codes: 10 HOSE, 02 HNX, 03 UPCOM, 11 VN30, 27 VN100, 04 derivatives", () => {
    expect(MARKET_CODES).toMatchObject({
      HOSE: "10",
      HNX: "02",
      UPCOM: "03",
      VN30: "11",
      VN100: "27",
      DERIVATIVES: "04",
    });
    expect(DEFAULT_MARKET_CODES).toEqual(["02", "03", "10"]);
    expect(DEFAULT_SELECTED_INDEX_CODES).toEqual(["20", "27", "23", "24", "26"]);
  });

  it.each([
    ["HOSE", "HOSE"],
    ["HSX", "HOSE"],
    ["VN30", "HOSE"],
    ["HNX", "HNX"],
    ["HNX30", "HNX"],
    ["UPCOM", "UPCOM"],
  ] as const)("venue %s belongs to %s", (venue, exchange) => {
    expect(exchangeOfVenue(venue)).toBe(exchange);
  });

  it("recognises board venues only", () => {
    expect(isBoardVenue("VN30")).toBe(true);
    expect(isBoardVenue("NASDAQ")).toBe(false);
  });
});

describe("stock type codes D, W, E, T", () => {
  it("map to kinds and back", () => {
    for (const code of STOCK_TYPE_CODES) expect(stockTypeOfKind(kindOfStockType(code))).toBe(code);
    expect(kindOfStockType("T")).toBe("BOND");
    expect(stockTypeOfKind("INDEX_FUTURE")).toBeUndefined();
  });

  it("index futures are priced in hundredths of a point, the rest in VND", () => {
    expect(priceUnitDecimals("INDEX_FUTURE")).toBe(2);
    expect(priceUnitDecimals("STOCK")).toBe(0);
    expect(isDerivativeKind("BOND_FUTURE")).toBe(true);
    expect(isDerivativeKind("CW")).toBe(false);
  });
});
