import { describe, expect, it } from "vitest";
import { nearestHistoryPath } from "./index-feed";

describe("nearestHistoryPath (price-board §7: historiesnearest?symbols&props=c,v,t&resolution=1)", () => {
  it.each([
    {
      symbols: ["VNINDEX", "VN30"],
      expected: "history/tradingview/historiesnearest?symbols=VNINDEX,VN30&props=c,v,t&resolution=1",
    },
    {
      symbols: ["A&B"],
      expected: "history/tradingview/historiesnearest?symbols=A%26B&props=c,v,t&resolution=1",
    },
  ])("$symbols", ({ symbols, expected }) => {
    expect(nearestHistoryPath(symbols)).toBe(expected);
  });
});
