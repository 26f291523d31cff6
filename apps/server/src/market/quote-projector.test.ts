import { describe, expect, it } from "vitest";
import {
  changePercentHundredths,
  daysBetween,
  isOnPriceStep,
  MESSAGE_IDS,
  unpackGroup,
  unpackIndexChange,
  WIRE_KEYS,
  type StockQuote,
  type StockQuoteBase,
} from "@bangia/market";
import type { InstrumentDefinition } from "@bangia/exchange";
import { createQuoteProjector } from "./quote-projector";
import { bondDetail, bondRow, tradeFieldsOf } from "./rows/bond-row";
import { isCashInstrument } from "./rows/cash-instrument";
import { stepContextOf } from "./rows/content-subject";
import { derivativeRow } from "./rows/derivative-row";
import { oddLotRow } from "./rows/odd-lot-row";
import { stockQuote } from "./rows/stock-quote";
import { firstOf, testMarket, testUniverse } from "./rows/test-support/test-market";
import { exactKeys, sortedKeys } from "./rows/test-support/wire-keys";

const market = testMarket("10:00");
const { exchange, tape, order, trade, ticks } = market;
const projector = createQuoteProjector(exchange, tape, market.clock);

function dayOf(symbol: string) {
  const day = exchange.day(symbol);
  if (day === undefined) throw new Error(`no day for ${symbol}`);
  return day;
}

function definitionOf(symbol: string): InstrumentDefinition {
  const definition = exchange.instrument(symbol);
  if (definition === undefined) throw new Error(`unknown ${symbol}`);
  return definition;
}

function quoteOf(symbol: string, seq = 7): StockQuote {
  const definition = definitionOf(symbol);
  if (!isCashInstrument(definition)) throw new Error(`${symbol} has no quote row`);
  const row = stockQuote(exchange, definition, seq);
  if (row === undefined) throw new Error(`no row for ${symbol}`);
  return row;
}

// A VN30 share that is also in the E1VFVN30 basket and has foreign room left.
const etf = firstOf("ETF", (definition) => definition.symbol === "E1VFVN30");
const share = (() => {
  const vn30 = testUniverse().indices.find((index) => index.code === "VN30")?.constituents ?? [];
  const symbol = vn30.find(
    (candidate) =>
      dayOf(candidate).foreignRoom >= 10_000 && etf.basket.some((line) => line.symbol === candidate),
  );
  if (symbol === undefined) throw new Error("no VN30 share with foreign room in the basket");
  return symbol;
})();
const warrant = firstOf("CW");
const future = firstOf("INDEX_FUTURE", (definition) => definition.underlying === "VN30");
const bond = firstOf("BOND");

// ── The day's activity ─────────────────────────────────────────────────────────────────────
const r = dayOf(share).reference;
trade(share, ticks(share, r, 1), 1_000, "FOREIGN");
trade(share, ticks(share, r, -1), 500);
// Bids: r−1, r−2, floor+1 tick (three shown), floor (hidden, counted in over-buy).
order(share, "B", ticks(share, r, -1), 1_000);
order(share, "B", ticks(share, r, -2), 600);
order(share, "B", ticks(share, dayOf(share).floor, 1), 300);
order(share, "B", dayOf(share).floor, 200);
// Offers: r+2, r+3, ceiling.
order(share, "S", ticks(share, r, 2), 400);
order(share, "S", ticks(share, r, 3), 700);
order(share, "S", dayOf(share).ceiling, 100);
// Odd lots.
order(share, "B", ticks(share, r, -1), 50);
order(share, "B", ticks(share, r, -2), 30);
order(share, "S", ticks(share, r, 2), 20);

const warrantPrice = ticks(warrant.symbol, dayOf(warrant.symbol).reference, 1);
trade(warrant.symbol, warrantPrice, 1_000);

const futureReference = dayOf(future.symbol).reference;
trade(future.symbol, futureReference + 50, 3);
for (let level = 1; level <= 12; level++) {
  order(future.symbol, "B", futureReference - 10 * level, level);
  order(future.symbol, "S", futureReference + 50 + 10 * level, level);
}

const advert = (side: "B" | "S", price: number, volume: number) =>
  exchange.execute({
    type: "advertise",
    account: `a${side}`,
    firm: "7",
    symbol: bond.symbol,
    side,
    price,
    volume,
  });
const deal = (symbol: string, price: number, volume: number) =>
  exchange.execute({
    type: "deal",
    buyAccount: "pt-b",
    sellAccount: "pt-s",
    buyFirm: "7",
    sellFirm: "12",
    symbol,
    price,
    volume,
  });
advert("B", 104_000, 10);
advert("B", 104_200, 5);
advert("B", 104_200, 3);
advert("S", 105_000, 8);
advert("S", 106_000, 2);
deal(bond.symbol, 104_500, 10);
deal(bond.symbol, 104_800, 4);
deal(bond.symbol, 104_300, 6);
deal(share, r, 20_000);

/** Every non-zero price of a quote row, to check against the grid and the band. */
function pricesOf(row: StockQuoteBase): number[] {
  return [
    row.lastPrice,
    row.highPrice,
    row.lowPrice,
    row.price1,
    row.price2,
    row.price3,
    row.price4,
    row.price5,
    row.price6,
  ].filter((price) => price > 0);
}

describe("stock quote rows", () => {
  it("carry exactly the fields of the share row", () => {
    expect(sortedKeys(quoteOf(share))).toEqual(exactKeys(WIRE_KEYS.shareQuote));
  });

  it("show the day's trading: last, change, high, low, total and average", () => {
    const row = quoteOf(share);
    const [up, down] = [ticks(share, r, 1), ticks(share, r, -1)];
    expect(row).toMatchObject({
      sym: share,
      r,
      c: dayOf(share).ceiling,
      f: dayOf(share).floor,
      lastPrice: down,
      lastVolume: 500,
      ot: down - r,
      changePc: (changePercentHundredths(down, r) ?? Number.NaN) / 100,
      highPrice: up,
      lowPrice: down,
      lot: 1_500,
      avePrice: Math.round((up * 1_000 + down * 500) / 1_500),
      cl: "d",
      ch: "i",
      lc: "d",
      post_to: "HOSE",
      type: "D",
      sType: "S",
      sBenefit: "0",
      mc: "10",
      seq: 7,
    });
    expect(row.changePc).toBeLessThan(0);
    expect(Number(row.changePc.toFixed(2))).toBe(row.changePc);
  });

  it("show the three best bids and offers with their colours", () => {
    const row = quoteOf(share);
    const { floor, ceiling } = dayOf(share);
    expect([row.price1, row.price2, row.price3]).toEqual([
      ticks(share, r, -1),
      ticks(share, r, -2),
      ticks(share, floor, 1),
    ]);
    expect([row.vol1, row.vol2, row.vol3]).toEqual([1_000, 600, 300]);
    expect([row.price4, row.price5, row.price6]).toEqual([ticks(share, r, 2), ticks(share, r, 3), ceiling]);
    expect([row.vol4, row.vol5, row.vol6]).toEqual([400, 700, 100]);
    expect([row.color1, row.color2, row.color3, row.color4, row.color5, row.color6]).toEqual([
      "d",
      "d",
      "d",
      "i",
      "i",
      "c",
    ]);
  });

  it("pack g1..g6 exactly as the unpacked levels, and g7 as over-buy|over-sell", () => {
    const row = quoteOf(share);
    const levels = [1, 2, 3, 4, 5, 6] as const;
    for (const n of levels)
      expect(unpackGroup(row[`g${n}`])).toEqual({
        price: row[`price${n}`],
        volume: row[`vol${n}`],
        color: row[`color${n}`],
      });
    expect(row.overBuy).toBe(1_000 + 600 + 300 + 200);
    expect(row.overSell).toBe(400 + 700 + 100);
    expect(row.g7).toBe(`${row.overBuy}|${row.overSell}|`);
  });

  it("count foreign buying and the room it used", () => {
    const row = quoteOf(share);
    expect(row.fBVol).toBe(1_000);
    expect(row.fSVolume).toBe(0);
    expect(row.fRoom).toBe(dayOf(share).foreignRoom);
  });

  it("put every price of every cash row on its tick grid and inside the band", () => {
    for (const definition of testUniverse().instruments) {
      if (!isCashInstrument(definition) || definition.kind === "BOND") continue;
      const row = quoteOf(definition.symbol);
      const context = stepContextOf(definition);
      for (const price of pricesOf(row)) {
        expect(isOnPriceStep(context, price), `${definition.symbol} ${price}`).toBe(true);
        expect(price).toBeGreaterThanOrEqual(row.f);
        expect(price).toBeLessThanOrEqual(row.c);
      }
      if (row.avePrice > 0) {
        expect(row.avePrice).toBeGreaterThanOrEqual(row.lowPrice);
        expect(row.avePrice).toBeLessThanOrEqual(row.highPrice);
      }
      for (const n of [1, 2, 3, 4, 5, 6] as const)
        expect(unpackGroup(row[`g${n}`])).toEqual({
          price: row[`price${n}`],
          volume: row[`vol${n}`],
          color: row[`color${n}`],
        });
    }
  });

  it("give an untraded instrument no change and neutral colours", () => {
    const untraded = testUniverse().instruments.find(
      (definition) => definition.kind === "STOCK" && dayOf(definition.symbol).tradeCount === 0,
    );
    if (untraded === undefined) throw new Error("every stock traded");
    expect(quoteOf(untraded.symbol)).toMatchObject({
      lastPrice: 0,
      ot: 0,
      changePc: 0,
      avePrice: 0,
      cl: "r",
      g1: "0|0|",
      color1: "",
      g7: "0|0|",
    });
  });

  it("give an ETF its iNav in VND and iIndex in thousandths of a point", () => {
    const row = quoteOf(etf.symbol);
    expect(sortedKeys(row)).toEqual(exactKeys(WIRE_KEYS.etfQuote));
    expect(row).toMatchObject({
      type: "E",
      iNav: exchange.etfIndicative(etf.symbol)?.inav,
      iIndex: (exchange.indexValue("VN30") ?? Number.NaN) * 10,
    });
    // The basket's share traded away from its reference, so iNav moved off the fund's start.
    expect(row.type === "E" && row.iNav).not.toBe(etf.initialReference);
  });

  it("give a warrant its facts and its underlying's prices", () => {
    const row = quoteOf(warrant.symbol);
    const underlying = dayOf(warrant.underlying);
    expect(sortedKeys(row)).toEqual(exactKeys(WIRE_KEYS.warrantQuote, "matureDate"));
    expect(row).toMatchObject({
      type: "W",
      cwSym: warrant.symbol,
      lastPrice: warrantPrice,
      CWUnderlying: warrant.underlying,
      CWIssuerName: warrant.issuerName,
      CWType: "C",
      CWMaturityDate: warrant.maturityDate.replaceAll("-", ""),
      CWLastTradingDate: warrant.lastTradingDate.replaceAll("-", ""),
      CWExcersisePrice: warrant.exercisePrice,
      CWExerciseRatio: `${warrant.ratio.warrants}:${warrant.ratio.shares}`,
      CWListedShare: warrant.sharesOutstanding,
      stockSym: warrant.underlying,
      stockLastPrice: underlying.last,
      stockCeil: underlying.ceiling,
      stockFloor: underlying.floor,
      stockReference: underlying.reference,
      matureDate: warrant.maturityDate.replaceAll("-", ""),
    });
    expect(row.type === "W" && row.CWMaturityDate).toMatch(/^\d{8}$/);
  });

  it("show a bond (type T) with its put-through deals as its trades and no book", () => {
    const row = quoteOf(bond.symbol);
    expect(sortedKeys(row)).toEqual(exactKeys(WIRE_KEYS.shareQuote, "matureDate"));
    expect(row).toMatchObject({
      type: "T",
      post_to: "HNX",
      mc: "02",
      lastPrice: 104_300,
      lastVolume: 6,
      highPrice: 104_800,
      lowPrice: 104_300,
      lot: 20,
      avePrice: Math.round((104_500 * 10 + 104_800 * 4 + 104_300 * 6) / 20),
      g1: "0|0|",
      overBuy: 0,
      matureDate: bond.maturityDate.replaceAll("-", ""),
    });
  });
});

describe("odd-lot rows and messages", () => {
  it("carry the odd-lot book beside the quote fields, and the 9100 message the same levels", () => {
    const definition = definitionOf(share);
    const message = projector.oddLotMessage(share, 3);
    expect(message).toMatchObject({
      id: MESSAGE_IDS.ODD_LOT,
      sym: share,
      bp1: ticks(share, r, -1),
      bv1: 50,
      bp2: ticks(share, r, -2),
      bv2: 30,
      bp3: 0,
      bv3: 0,
      sp1: ticks(share, r, 2),
      sv1: 20,
      seq: 3,
    });
    expect(sortedKeys(message ?? {})).toEqual(exactKeys(WIRE_KEYS.oddLotMessage));
    const row = isCashInstrument(definition)
      ? oddLotRow(exchange, definition, tape.oddLotTrading(share), 3)
      : undefined;
    expect(sortedKeys(row ?? {})).toEqual(exactKeys(WIRE_KEYS.oddLotRow));
    const { id: _id, ...levels } = message ?? { id: 0 };
    // No odd-lot match yet: the board lot's match is not the odd-lot board's.
    expect(quoteOf(share).lastPrice).toBeGreaterThan(0);
    expect(row).toMatchObject({ ...levels, lastPrice: 0, lastVolume: 0, lot: 0 });
  });
});

describe("derivative rows", () => {
  it("carry exactly the derivative fields, in hundredths of a point", () => {
    const row = derivativeRow(exchange, future, 4);
    expect(sortedKeys(row ?? {})).toEqual(exactKeys(WIRE_KEYS.derivativeRow));
    expect(row).toMatchObject({
      sym: future.symbol,
      r: futureReference,
      lastPrice: futureReference + 50,
      lv: 3,
      change: 50,
      lot: 3,
      avePrice: futureReference + 50,
      oi: 3,
      productId: "VN30F",
      matureDate: future.lastTradingDate.replaceAll("-", ""),
      price1: futureReference - 10,
      vol1: 1,
      price4: futureReference + 60,
      vol4: 1,
      overBuy: (12 * 13) / 2,
      seq: 4,
    });
    for (const price of [row?.price1, row?.price2, row?.price3, row?.price4, row?.price5, row?.price6])
      expect((price ?? 1) % 10).toBe(0);
    expect(unpackGroup(row?.g1 ?? "")).toEqual({ price: futureReference - 10, volume: 1, color: "d" });
  });

  it("answer ten levels of one side, best first, on 3211", () => {
    const bids = projector.tenLevelBookMessage(future.symbol, "B", 9);
    const asks = projector.tenLevelBookMessage(future.symbol, "S", 10);
    expect(sortedKeys(bids ?? {})).toEqual(exactKeys(WIRE_KEYS.tenLevelBookMessage));
    expect(bids?.ndata).toHaveLength(10);
    expect(bids?.ndata[0]).toEqual({ price: futureReference - 10, vol: 1 });
    expect(bids?.ndata[9]).toEqual({ price: futureReference - 100, vol: 10 });
    expect(asks?.ndata[0]).toEqual({ price: futureReference + 60, vol: 1 });
    expect(asks?.side).toBe("S");
  });

  it("answer a derivative match with open interest on 3220", () => {
    const last = tape.lastTrade(future.symbol);
    if (last === undefined) throw new Error("no future trade on the tape");
    const message = projector.derivativeMatchMessage(future.symbol, last, 11);
    expect(sortedKeys(message ?? {})).toEqual(exactKeys(WIRE_KEYS.derivativeMatchMessage));
    expect(message).toMatchObject({
      id: 3220,
      lastPrice: futureReference + 50,
      lastVol: 3,
      oi: 3,
      side: "B",
    });
  });
});

describe("bond rows", () => {
  it("take the best bid and offer from the desk's adverts and the trades from its deals", () => {
    const row = bondRow(exchange, bond, 2);
    expect(sortedKeys(row)).toEqual(exactKeys(WIRE_KEYS.bondRow));
    expect(row).toEqual({
      sym: bond.symbol,
      issuer: bond.issuerCode,
      periodRemain: daysBetween(exchange.today, bond.maturityDate),
      PtTotalBidQtty: 18,
      PtBestBidQtty: 8,
      PtBestBidPrice: 104_200,
      ptBestOfferPrice: 105_000,
      ptBestOfferQtty: 8,
      PtTotalOfferQtty: 10,
      ptMatchPrice: 104_300,
      ptMatchQtty: 6,
      ptMaxPrice: 104_800,
      ptMaxQtty: 4,
      ptMinPrice: 104_300,
      ptMinQtty: 6,
      PtTotalTradedQtty: 20,
      PtTotalTradedValue: 104_500 * 10 + 104_800 * 4 + 104_300 * 6,
      seq: 2,
    });
    const detail = bondDetail(exchange, bond, 2);
    expect(sortedKeys(detail)).toEqual(exactKeys(WIRE_KEYS.bondDetail));
    expect(detail).toMatchObject({
      parvalue: bond.parValue,
      issueDate: bond.issueDate.replaceAll("-", ""),
      maturityDate: bond.maturityDate.replaceAll("-", ""),
      interestRate: bond.couponBasisPoints / 100,
      interestPeriod: bond.couponPeriod,
      interestPeriodUnit: bond.couponPeriodUnit === "YEAR" ? 4 : 3,
      issuerName: bond.issuerName,
      bondType: bond.bondType,
    });
  });

  it("send the same figures on 5310 and 5220", () => {
    const row = bondRow(exchange, bond, 0);
    const quote = projector.bondQuoteMessage(bond.symbol, 5);
    const match = projector.bondMatchMessage(bond.symbol, 6);
    expect(sortedKeys(quote ?? {})).toEqual(exactKeys(WIRE_KEYS.bondQuoteMessage));
    expect(sortedKeys(match ?? {})).toEqual(exactKeys(WIRE_KEYS.bondMatchMessage));
    expect(quote).toMatchObject({
      id: 5310,
      PtBestBidPrice: row.PtBestBidPrice,
      ptBestOfferQtty: row.ptBestOfferQtty,
    });
    expect(match).toMatchObject({
      id: 5220,
      ptMatchPrice: row.ptMatchPrice,
      PtTotalTradedValue: row.PtTotalTradedValue,
    });
  });

  it("count the volume dealt at the highest and the lowest price, whatever their order", () => {
    const deals = [104_000, 104_500, 104_500, 103_900, 103_900].map((price, n) => ({
      tradeId: n,
      symbol: "B",
      price,
      volume: n + 1,
      time: n,
      buyFirm: "1",
      sellFirm: "2",
    }));
    expect(tradeFieldsOf(deals)).toMatchObject({
      ptMaxPrice: 104_500,
      ptMaxQtty: 5,
      ptMinPrice: 103_900,
      ptMinQtty: 9,
    });
  });
});

describe("realtime messages agree with the rows", () => {
  it("3210 carries the row's g1..g6 and 3310 its over-buy and over-sell", () => {
    const row = quoteOf(share);
    const depth = projector.depthMessage(share, 12);
    expect(sortedKeys(depth ?? {})).toEqual(exactKeys(WIRE_KEYS.depthMessage));
    expect(depth).toEqual({
      id: MESSAGE_IDS.DEPTH,
      sym: share,
      g1: row.g1,
      g2: row.g2,
      g3: row.g3,
      g4: row.g4,
      g5: row.g5,
      g6: row.g6,
      seq: 12,
    });
    const overBuySell = projector.overBuySellMessage(share, 13);
    expect(sortedKeys(overBuySell ?? {})).toEqual(exactKeys(WIRE_KEYS.overBuySellMessage));
    expect(overBuySell).toMatchObject({ overBuy: row.overBuy, overSell: row.overSell, seq: 13 });
  });

  it("3220 carries the tape's match with the row's totals and colours", () => {
    const row = quoteOf(share);
    const last = tape.lastTrade(share);
    if (last === undefined) throw new Error("no trade on the tape");
    const message = projector.stockMatchMessage(share, last, 14);
    expect(sortedKeys(message ?? {})).toEqual(exactKeys(WIRE_KEYS.stockMatchMessage));
    expect(message).toEqual({
      id: 3220,
      sym: share,
      lastPrice: row.lastPrice,
      lastVol: row.lastVolume,
      change: row.ot,
      changePc: row.changePc,
      totalVol: row.lot,
      hp: row.highPrice,
      lp: row.lowPrice,
      ap: row.avePrice,
      cl: row.cl,
      ch: row.ch,
      lc: row.lc,
      ca: row.ca,
      time: "10:00:00",
      side: "B",
      seq: 14,
    });
  });

  it("3250 carries the foreign flow, with room for cash instruments only", () => {
    const row = quoteOf(share);
    const foreign = projector.foreignMessage(share, 15);
    expect(sortedKeys(foreign ?? {})).toEqual(exactKeys(WIRE_KEYS.foreignMessage, "fRoom"));
    expect(foreign).toMatchObject({ fBVol: row.fBVol, fSVolume: row.fSVolume, fRoom: row.fRoom });
    expect(sortedKeys(projector.foreignMessage(future.symbol, 16) ?? {})).toEqual(
      exactKeys(WIRE_KEYS.foreignMessage),
    );
  });

  it("4101 and 4102 carry the ETF row's iNav and iIndex", () => {
    const row = quoteOf(etf.symbol);
    const inav = projector.etfInavMessage(etf.symbol, 1);
    const iindex = projector.etfIindexMessage(etf.symbol, 2);
    expect(sortedKeys(inav ?? {})).toEqual(exactKeys(WIRE_KEYS.etfInavMessage));
    expect(sortedKeys(iindex ?? {})).toEqual(exactKeys(WIRE_KEYS.etfIindexMessage));
    expect(row.type === "E" && [row.iNav, row.iIndex]).toEqual([inav?.iNav, iindex?.iIndex]);
  });

  it("answer undefined for a symbol of the wrong kind or an unknown one", () => {
    const last = tape.lastTrade(share);
    if (last === undefined) throw new Error("no trade on the tape");
    expect(projector.depthMessage(bond.symbol, 1)).toBeUndefined();
    expect(projector.overBuySellMessage(bond.symbol, 1)).toBeUndefined();
    expect(projector.tenLevelBookMessage(share, "B", 1)).toBeUndefined();
    expect(projector.stockMatchMessage(future.symbol, last, 1)).toBeUndefined();
    expect(projector.derivativeMatchMessage(share, last, 1)).toBeUndefined();
    expect(projector.foreignMessage(bond.symbol, 1)).toBeUndefined();
    expect(projector.oddLotMessage(future.symbol, 1)).toBeUndefined();
    expect(projector.bondQuoteMessage(share, 1)).toBeUndefined();
    expect(projector.bondMatchMessage(share, 1)).toBeUndefined();
    expect(projector.etfInavMessage(share, 1)).toBeUndefined();
    expect(projector.etfIindexMessage(share, 1)).toBeUndefined();
    expect(projector.depthMessage("NOPE", 1)).toBeUndefined();
    expect(projector.indexEntry("99", 1)).toBeUndefined();
  });
});

describe("index entries", () => {
  it("give the level, previous close, totals, breadth and session of an index code", () => {
    const entry = projector.indexEntry("11", 21);
    const vn30 = exchange.index("VN30");
    if (vn30 === undefined) throw new Error("no VN30");
    expect(sortedKeys(entry ?? {})).toEqual(exactKeys(WIRE_KEYS.indexEntry));
    expect(entry).toMatchObject({
      mc: "11",
      cIndex: vn30.value,
      oIndex: vn30.previousClose,
      vol: vn30.volume,
      value: vn30.tradedValue,
      status: "O",
      time: "10:00:00",
      seq: 21,
    });
    expect(vn30.volume).toBeGreaterThan(0);
    expect(unpackIndexChange(entry?.ot ?? "")).toEqual({
      change: vn30.value - vn30.previousClose,
      percent: vn30.changeBasisPoints / 100,
      value: vn30.tradedValue,
      up: vn30.breadth.advancers,
      down: vn30.breadth.decliners,
      equal: vn30.breadth.unchanged,
    });
  });

  it("take the time of the exchange's latest event when built without a clock", () => {
    const own = testMarket("10:00");
    const clockless = createQuoteProjector(own.exchange, own.tape);
    own.advance(95_000);
    const symbol = own.exchange.index("VN30")?.symbols[0] ?? "";
    own.trade(symbol, own.ticks(symbol, own.exchange.day(symbol)?.reference ?? 0, 1), 100);
    expect(clockless.indexEntry("11", 1)?.time).toBe("10:01:35");
  });
});

describe("put-through entries", () => {
  it("show adverts as PTB/PTS and deals as PTM, with the firm padded and the floor", () => {
    const [first] = exchange.putThrough.adverts(bond.symbol);
    const deals = exchange.putThrough.deals();
    const shareDeal = deals.find((entry) => entry.symbol === share);
    if (first === undefined || shareDeal === undefined) throw new Error("no put-through activity");
    const advertEntry = projector.advertEntry(first, 31);
    expect(sortedKeys(advertEntry ?? {})).toEqual(exactKeys(WIRE_KEYS.putThroughEntry));
    expect(advertEntry).toEqual({
      type: "PTB",
      sym: bond.symbol,
      color:
        104_000 > dayOf(bond.symbol).reference ? "i" : 104_000 < dayOf(bond.symbol).reference ? "d" : "r",
      price: 104_000,
      volume: 10,
      value: 1_040_000,
      time: "10:00:00",
      firmNo: "007",
      marketID: "HNX",
      seq: 31,
    });
    expect(projector.dealEntry(shareDeal, 32)).toMatchObject({
      type: "PTM",
      sym: share,
      color: "r",
      value: r * 20_000,
      firmNo: "012",
      marketID: "HOSE",
    });
    const sell = exchange.putThrough.adverts(bond.symbol).find((entry) => entry.side === "S");
    expect(sell && projector.advertEntry(sell, 1)?.type).toBe("PTS");
  });
});
