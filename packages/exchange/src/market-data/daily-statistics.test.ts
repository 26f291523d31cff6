import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvestorType } from "../orders/order-commands";
import { closingPrice, openSymbolDay, recordClose, recordTrade, type TradeRecord } from "./daily-statistics";

const start = { reference: 20_000, ceiling: 21_400, floor: 18_600, foreignRoom: 1_000_000 };

describe("opening a symbol day", () => {
  it("keeps the band and room and zeroes everything else", () => {
    const day = openSymbolDay({ ...start, openInterest: 42 });
    expect(day).toMatchObject({
      ...start,
      openInterest: 42,
      open: 0,
      last: 0,
      totalVolume: 0,
      tradeCount: 0,
    });
    expect(openSymbolDay(start).openInterest).toBe(0);
  });
});

describe("which trades move the prices", () => {
  it("sets open on the first board-lot trade, then high, low, last", () => {
    const day = openSymbolDay(start);
    recordTrade(day, { board: "lot", price: 20_000, volume: 500, phase: "call" });
    recordTrade(day, { board: "lot", price: 20_300, volume: 100, phase: "continuous" });
    recordTrade(day, { board: "lot", price: 19_800, volume: 200, phase: "continuous" });
    recordTrade(day, { board: "lot", price: 19_900, volume: 300, phase: "continuous" });
    expect(day).toMatchObject({ open: 20_000, high: 20_300, low: 19_800, last: 19_900, lastVolume: 300 });
  });

  it.each([
    ["odd lot", { board: "odd", price: 25_000, volume: 10, phase: "continuous" }],
    ["put-through", { board: "pt", price: 25_000, volume: 20_000, phase: "continuous" }],
    ["post-close (PLO)", { board: "lot", price: 25_000, volume: 100, phase: "post-close" }],
  ] as const)("a %s trade moves no price", (_name, trade: TradeRecord) => {
    const day = openSymbolDay(start);
    recordTrade(day, trade);
    expect(day).toMatchObject({ open: 0, high: 0, low: 0, last: 0, lastVolume: 0 });
    expect(day.tradeCount).toBe(1);
  });

  it("counts PLO trades in board-lot totals but not in continuous totals", () => {
    const day = openSymbolDay(start);
    recordTrade(day, { board: "lot", price: 20_000, volume: 100, phase: "continuous" });
    recordTrade(day, { board: "lot", price: 20_100, volume: 200, phase: "call" });
    recordTrade(day, { board: "lot", price: 20_100, volume: 300, phase: "post-close" });
    expect(day).toMatchObject({
      totalVolume: 600,
      totalValue: 20_000 * 100 + 20_100 * 500,
      continuousVolume: 100,
      continuousValue: 2_000_000,
      last: 20_100,
      lastVolume: 200,
    });
  });
});

describe("closing price", () => {
  it.each([
    ["the closing call's price", { close: 20_100, last: 20_050 }, 20_100],
    ["else the last board-lot trade", { close: 0, last: 20_050 }, 20_050],
    ["else 0", { close: 0, last: 0 }, 0],
  ])("is %s", (_name, facts, expected) => {
    const day = openSymbolDay(start);
    if (facts.last > 0)
      recordTrade(day, { board: "lot", price: facts.last, volume: 100, phase: "continuous" });
    if (facts.close > 0) recordClose(day, facts.close);
    expect(closingPrice(day)).toBe(expected);
  });
});

describe("foreign and proprietary flow", () => {
  it("counts buys and sells of every board by investor type", () => {
    const day = openSymbolDay(start);
    recordTrade(day, {
      board: "pt",
      price: 20_000,
      volume: 20_000,
      phase: "continuous",
      buyInvestor: "FOREIGN",
      sellInvestor: "PROPRIETARY",
    });
    recordTrade(day, {
      board: "odd",
      price: 20_100,
      volume: 10,
      phase: "continuous",
      buyInvestor: "PROPRIETARY",
      sellInvestor: "FOREIGN",
    });
    recordTrade(day, {
      board: "lot",
      price: 20_200,
      volume: 100,
      phase: "continuous",
      buyInvestor: "DOMESTIC",
    });
    expect(day).toMatchObject({
      foreignBuyVolume: 20_000,
      foreignBuyValue: 400_000_000,
      proprietarySellVolume: 20_000,
      proprietarySellValue: 400_000_000,
      proprietaryBuyVolume: 10,
      proprietaryBuyValue: 201_000,
      foreignSellVolume: 10,
      foreignSellValue: 201_000,
      tradeCount: 3,
    });
  });

  it("never moves the foreign room (the room functions do)", () => {
    const day = openSymbolDay(start);
    recordTrade(day, {
      board: "lot",
      price: 20_000,
      volume: 100,
      phase: "continuous",
      buyInvestor: "FOREIGN",
    });
    recordTrade(day, {
      board: "lot",
      price: 20_000,
      volume: 100,
      phase: "continuous",
      sellInvestor: "FOREIGN",
    });
    expect(day.foreignRoom).toBe(start.foreignRoom);
  });
});

const investor = fc.option(fc.constantFrom<InvestorType>("DOMESTIC", "FOREIGN", "PROPRIETARY"), {
  nil: undefined,
});
const trade = fc.record({
  board: fc.constantFrom("lot", "odd", "pt"),
  price: fc.integer({ min: 10, max: 500_000 }),
  volume: fc.integer({ min: 1, max: 500_000 }),
  phase: fc.constantFrom("continuous", "call", "post-close"),
  buyInvestor: investor,
  sellInvestor: investor,
}) as fc.Arbitrary<TradeRecord>;

function sum(
  trades: readonly TradeRecord[],
  pick: (trade: TradeRecord) => boolean,
  of: "volume" | "value",
): number {
  return trades
    .filter(pick)
    .reduce((total, t) => total + (of === "volume" ? t.volume : t.price * t.volume), 0);
}

describe("totals equal the sum of the trades", () => {
  it("holds for any sequence of trades", () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 60 }), (trades) => {
        const day = openSymbolDay(start);
        for (const t of trades) recordTrade(day, t);
        const lot = (t: TradeRecord) => t.board === "lot";
        const continuous = (t: TradeRecord) => lot(t) && t.phase === "continuous";
        const priced = trades.filter((t) => lot(t) && t.phase !== "post-close");
        expect(day.totalVolume).toBe(sum(trades, lot, "volume"));
        expect(day.totalValue).toBe(sum(trades, lot, "value"));
        expect(day.continuousVolume).toBe(sum(trades, continuous, "volume"));
        expect(day.continuousValue).toBe(sum(trades, continuous, "value"));
        expect(day.oddValue).toBe(sum(trades, (t) => t.board === "odd", "value"));
        expect(day.putThroughVolume).toBe(sum(trades, (t) => t.board === "pt", "volume"));
        expect(day.foreignBuyValue).toBe(sum(trades, (t) => t.buyInvestor === "FOREIGN", "value"));
        expect(day.proprietarySellVolume).toBe(
          sum(trades, (t) => t.sellInvestor === "PROPRIETARY", "volume"),
        );
        expect(day.tradeCount).toBe(trades.length);
        expect(day.open).toBe(priced[0]?.price ?? 0);
        expect(day.last).toBe(priced.at(-1)?.price ?? 0);
        expect(day.high).toBe(priced.length === 0 ? 0 : Math.max(...priced.map((t) => t.price)));
        expect(day.low).toBe(priced.length === 0 ? 0 : Math.min(...priced.map((t) => t.price)));
      }),
    );
  });
});
