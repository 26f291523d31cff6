import { MESSAGE_IDS } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { createQuoteProjector } from "../quote-projector";
import { isCashInstrument } from "./cash-instrument";
import { oddLotRow } from "./odd-lot-row";
import { stockQuote } from "./stock-quote";
import { testMarket, testUniverse } from "./test-support/test-market";

/** A VN30 share of the test universe with a board-lot match and two odd-lot matches. */
function tradedShare() {
  const market = testMarket("10:00");
  const { exchange, tape, order, trade, ticks } = market;
  const vn30 = testUniverse().indices.find((index) => index.code === "VN30")?.constituents ?? [];
  const symbol = vn30[0] ?? "";
  const definition = exchange.instrument(symbol);
  if (definition === undefined || !isCashInstrument(definition)) throw new Error("no VN30 share");
  const reference = exchange.day(symbol)?.reference ?? 0;
  // The board lot: 7,600 shares one tick up.
  trade(symbol, ticks(symbol, reference, 1), 7_600);
  // The odd lot: 30 shares two ticks down, then 7 at one tick down; a resting odd-lot bid stays.
  order(symbol, "S", ticks(symbol, reference, -2), 30, { account: "odd-s" });
  order(symbol, "B", ticks(symbol, reference, -2), 30, { account: "odd-b" });
  order(symbol, "S", ticks(symbol, reference, -1), 7, { account: "odd-s" });
  order(symbol, "B", ticks(symbol, reference, -1), 7, { account: "odd-b" });
  order(symbol, "B", ticks(symbol, reference, -3), 15, { account: "odd-b" });
  const projector = createQuoteProjector(exchange, tape, market.clock);
  return { market, symbol, definition, reference, projector };
}

describe("the odd-lot board's match", () => {
  it("is the odd-lot book's own trades, not the board lot's, on the row and on 9100", () => {
    const { market, symbol, definition, reference, projector } = tradedShare();
    const { exchange, tape, ticks } = market;
    const odd = {
      lastPrice: ticks(symbol, reference, -1),
      lastVolume: 7,
      lot: 37,
      highPrice: ticks(symbol, reference, -1),
      lowPrice: ticks(symbol, reference, -2),
      avePrice: Math.round((ticks(symbol, reference, -2) * 30 + ticks(symbol, reference, -1) * 7) / 37),
      ot: ticks(symbol, reference, -1) - reference,
      cl: "d",
    };
    const row = oddLotRow(exchange, definition, tape.oddLotTrading(symbol), 4);
    expect(row).toMatchObject({ ...odd, bp1: ticks(symbol, reference, -3), bv1: 15 });
    expect(projector.oddLotMessage(symbol, 5)).toMatchObject({ id: MESSAGE_IDS.ODD_LOT, ...odd, seq: 5 });
    // The stock board keeps the board lot's match.
    expect(stockQuote(exchange, definition, 4)).toMatchObject({
      lastPrice: ticks(symbol, reference, 1),
      lastVolume: 7_600,
      lot: 7_600,
    });
  });

  it("is empty before the day's first odd-lot match", () => {
    const market = testMarket("10:00");
    const vn30 = testUniverse().indices.find((index) => index.code === "VN30")?.constituents ?? [];
    const symbol = vn30[1] ?? "";
    const definition = market.exchange.instrument(symbol);
    if (definition === undefined) throw new Error("no VN30 share");
    const reference = market.exchange.day(symbol)?.reference ?? 0;
    market.trade(symbol, market.ticks(symbol, reference, 1), 500);
    const row = oddLotRow(market.exchange, definition, market.tape.oddLotTrading(symbol), 1);
    expect(row).toMatchObject({ lastPrice: 0, lastVolume: 0, lot: 0, ot: 0, highPrice: 0, lowPrice: 0 });
  });
});
