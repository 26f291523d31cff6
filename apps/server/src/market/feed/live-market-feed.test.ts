import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changePercentHundredths,
  epochMillisAt,
  exchangeTimeAt,
  INDEX_CODES,
  nextTradingDay,
  MATCH_HISTORY_PAGE_SIZE,
  WIRE_KEYS,
  type MarketCode,
  type StockDictionaryEntry,
} from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import type { MarketExchange, MarketClock } from "@bangia/exchange";
import { createMarketFeed } from "./live-market-feed";
import { NewsWire } from "../news-wire";
import { isCashInstrument } from "../rows/cash-instrument";
import {
  FIRST_DAY,
  firstOf,
  TestContent,
  testMarket,
  TestTape,
  testUniverse,
} from "../rows/test-support/test-market";
import { exactKeys, sortedKeys } from "../rows/test-support/wire-keys";
import { SequenceBook, streamKeys } from "../sequences";

const universe = testUniverse();
const industries = readReferenceData().industries;
const stockSymbols = universe.instruments.filter((d) => d.kind === "STOCK").map((d) => d.symbol);

function feedOver(exchange: MarketExchange, clock: MarketClock, tape: TestTape, content = new TestContent()) {
  const sequences = new SequenceBook();
  const news = new NewsWire(content, stockSymbols);
  const feed = createMarketFeed({
    exchange,
    clock,
    tape,
    content,
    sequences,
    news,
    indices: universe.indices,
    industries,
  });
  return { feed, sequences, news, content };
}

const market = testMarket("10:00");
const { exchange, tape, order, trade, ticks, clock } = market;
const { feed, sequences, news, content } = feedOver(exchange, clock, tape);

const dayOf = (symbol: string) => {
  const day = exchange.day(symbol);
  if (day === undefined) throw new Error(`no day for ${symbol}`);
  return day;
};
const vn30 = universe.indices.find((index) => index.code === "VN30")?.constituents ?? [];
const hoseShares = stockSymbols.filter((symbol) => exchange.instrument(symbol)?.exchange === "HOSE");
const hoseOutsideVn30 = hoseShares.filter((symbol) => !vn30.includes(symbol));
const hnxShare = stockSymbols.find((symbol) => exchange.instrument(symbol)?.exchange === "HNX") ?? "";
const [gainer = "", bigGainer = "", loser = "", heavy = ""] = vn30;
const roomy = hoseOutsideVn30.find((symbol) => dayOf(symbol).foreignRoom >= 100_000) ?? "";
const etf = firstOf("ETF");
const warrant = firstOf("CW");
const bond = firstOf("BOND");
const future = firstOf("INDEX_FUTURE");

// ── The day's activity ─────────────────────────────────────────────────────────────────────
trade(gainer, ticks(gainer, dayOf(gainer).reference, 1), 200);
trade(bigGainer, ticks(bigGainer, dayOf(bigGainer).reference, 4), 300);
trade(loser, ticks(loser, dayOf(loser).reference, -3), 100);
trade(heavy, dayOf(heavy).reference, 50_000);
trade(roomy, dayOf(roomy).reference, 2_000, "FOREIGN");
order(roomy, "S", dayOf(roomy).reference, 700, { account: "foreign-seller", investor: "FOREIGN" });
order(roomy, "B", dayOf(roomy).reference, 700, { account: "prop-desk", investor: "PROPRIETARY" });
trade(future.symbol, dayOf(future.symbol).reference + 20, 5);
market.advance(1_000);
exchange.execute({
  type: "advertise",
  account: "a",
  firm: "7",
  symbol: bond.symbol,
  side: "S",
  price: 105_000,
  volume: 3,
});
market.advance(1_000);
exchange.execute({
  type: "deal",
  buyAccount: "pb",
  sellAccount: "ps",
  buyFirm: "3",
  sellFirm: "4",
  symbol: heavy,
  price: dayOf(heavy).reference,
  volume: 20_000,
});
market.advance(1_000);
exchange.execute({
  type: "advertise",
  account: "a",
  firm: "9",
  symbol: heavy,
  side: "B",
  price: dayOf(heavy).floor,
  volume: 20_000,
});
exchange.execute({
  type: "deal",
  buyAccount: "pb",
  sellAccount: "ps",
  buyFirm: "3",
  sellFirm: "4",
  symbol: bond.symbol,
  price: 104_000,
  volume: 7,
});

describe("lists that change with the day", () => {
  it("serves the dictionary of every cash instrument, computed once", () => {
    const dictionary = feed.stockDictionary();
    expect(dictionary).toBe(feed.stockDictionary());
    expect(dictionary).toHaveLength(universe.instruments.filter(isCashInstrument).length);
    const fpt = dictionary.find((entry) => entry.stock_code === "FPT");
    const definition = exchange.instrument("FPT");
    expect(fpt).toEqual({
      stock_code: "FPT",
      name_vn: definition?.nameVi ?? "",
      name_en: definition?.nameEn ?? "",
      post_to: "HOSE",
      type: "D",
    } satisfies StockDictionaryEntry);
    expect(new Set(dictionary.map((entry) => entry.type))).toEqual(new Set(["D", "E", "W", "T"]));
  });

  it("maps the generic contract names to the listed index futures", () => {
    expect(feed.derivativeSymbolMap()).toEqual({
      VN30F1M: "VN30F2503",
      VN30F2M: "VN30F2504",
      VN30F1Q: "VN30F2506",
      VN30F2Q: "VN30F2509",
      VN100F1M: "VN100F2503",
      VN100F2M: "VN100F2504",
      VN100F1Q: "VN100F2506",
      VN100F2Q: "VN100F2509",
    });
    expect(feed.derivativeSymbols("INDEX")).toHaveLength(8);
    expect(feed.derivativeSymbols("TPCP")).toEqual([
      "GB05F2503",
      "GB05F2506",
      "GB05F2509",
      "GB10F2503",
      "GB10F2506",
      "GB10F2509",
    ]);
  });

  it("answers today's date and the clock's now", () => {
    expect(feed.today()).toBe(FIRST_DAY);
    expect(feed.now()).toBe(clock.now());
    expect(feed.instrument("FPT")?.symbol).toBe("FPT");
    expect(feed.instrument("NOPE")).toBeUndefined();
  });
});

describe("quote rows", () => {
  it("answers the asked symbols in order, skipping unknown ones and derivatives", () => {
    const rows = feed.stockQuotes([heavy, "NOPE", future.symbol, etf.symbol, warrant.symbol, bond.symbol]);
    expect(rows.map((row) => [row.sym, row.type])).toEqual([
      [heavy, "D"],
      [etf.symbol, "E"],
      [warrant.symbol, "W"],
      [bond.symbol, "T"],
    ]);
  });

  it("stamps each row with its symbol stream's current number", () => {
    sequences.next(gainer);
    sequences.next(gainer);
    expect(feed.stockQuotes([gainer])[0]?.seq).toBe(2);
    expect(feed.stockQuotes([loser])[0]?.seq).toBe(0);
  });

  it("answers every listed contract, or those asked", () => {
    expect(feed.derivativeRows().map((row) => row.sym)).toEqual([
      ...feed.derivativeSymbols("INDEX"),
      ...feed.derivativeSymbols("TPCP"),
    ]);
    const [row] = feed.derivativeRows([future.symbol, "FPT"]);
    expect(sortedKeys(row ?? {})).toEqual(exactKeys(WIRE_KEYS.derivativeRow));
    expect(row).toMatchObject({ sym: future.symbol, lastPrice: dayOf(future.symbol).reference + 20, oi: 5 });
    expect(feed.derivativeRows(["FPT"])).toEqual([]);
  });

  it("answers the ten-level book of a contract only", () => {
    order(future.symbol, "B", dayOf(future.symbol).reference - 30, 2);
    expect(feed.tenLevelBook(future.symbol, "B")).toEqual({
      ndata: [{ price: dayOf(future.symbol).reference - 30, vol: 2 }],
    });
    expect(feed.tenLevelBook(heavy, "B")).toBeUndefined();
  });

  it("answers the odd-lot rows of the floor asked", () => {
    order(heavy, "B", dayOf(heavy).reference, 40);
    const rows = feed.oddLotRows("HOSE", [heavy, hnxShare, "NOPE", future.symbol]);
    expect(rows.map((row) => row.sym)).toEqual([heavy]);
    expect(rows[0]).toMatchObject({ bp1: dayOf(heavy).reference, bv1: 40 });
    expect(feed.oddLotRows("HNX", [hnxShare]).map((row) => row.sym)).toEqual([hnxShare]);
    expect(feed.oddLotSymbols("HOSE")).toContain(heavy);
  });

  it("answers ETF indicative values in the ETF row's units", () => {
    const [item] = feed.etfIndicative([etf.symbol, heavy]);
    const row = feed.stockQuotes([etf.symbol])[0];
    expect(feed.etfIndicative([etf.symbol, heavy])).toHaveLength(1);
    expect(row?.type === "E" && { sym: row.sym, inav: row.iNav, index: row.iIndex }).toEqual(item);
  });

  it("lists the warrants and the bonds with their rows", () => {
    const warrants = feed.warrantEntries();
    expect(warrants).toHaveLength(universe.instruments.filter((d) => d.kind === "CW").length);
    expect(sortedKeys(warrants[0] ?? {})).toEqual(exactKeys(WIRE_KEYS.coveredWarrantEntry));
    expect(feed.bondRows()).toHaveLength(universe.instruments.filter((d) => d.kind === "BOND").length);
    const privates = feed.bondRows("PRIVATE");
    expect(privates.length).toBeGreaterThan(0);
    expect(privates.every((row) => exchange.instrument(row.sym)?.kind === "BOND")).toBe(true);
    expect(privates.length + feed.bondRows("CORPORATE").length).toBe(feed.bondRows().length);
    expect(sortedKeys(feed.bondDetail(bond.symbol) ?? {})).toEqual(exactKeys(WIRE_KEYS.bondDetail));
    expect(feed.bondDetail(bond.symbol)).toMatchObject({ ptMatchPrice: 104_000, ptBestOfferPrice: 105_000 });
    expect(feed.bondDetail(heavy)).toBeUndefined();
  });
});

describe("put-through", () => {
  it("lists today's adverts and deals in time order with the channel's number", () => {
    sequences.next(streamKeys.channel("spt"));
    const entries = feed.putThroughEntries();
    expect(entries.map((entry) => [entry.type, entry.sym])).toEqual([
      ["PTS", bond.symbol],
      ["PTM", heavy],
      ["PTB", heavy],
      ["PTM", bond.symbol],
    ]);
    expect(entries.every((entry) => entry.seq === 1)).toBe(true);
    expect(entries.map((entry) => entry.time)).toEqual(["10:00:01", "10:00:02", "10:00:03", "10:00:03"]);
  });

  it("splits a floor's board into its sides and totals the deals", () => {
    const hose = feed.putThroughBoard("HOSE");
    expect(hose.buy.map((entry) => entry.sym)).toEqual([heavy]);
    expect(hose.sell).toEqual([]);
    expect(hose.matched.map((entry) => entry.firmNo)).toEqual(["004"]);
    expect([hose.totalVolume, hose.totalValue]).toEqual([20_000, 20_000 * dayOf(heavy).reference]);
    const all = feed.putThroughBoard("ALL");
    expect(all.totalVolume).toBe(20_007);
    expect(feed.putThroughBoard("UPCOM").matched).toEqual([]);
  });

  it("totals each market's deals by market code, skipping unknown codes", () => {
    expect(feed.putThroughTotals(["10", "02", "99", "03"])).toEqual([
      { mc: "10", value: 20_000 * dayOf(heavy).reference, volume: 20_000 },
      { mc: "02", value: 7 * 104_000, volume: 7 },
      { mc: "03", value: 0, volume: 0 },
    ]);
  });
});

describe("indices", () => {
  it("answers the entries of the known codes with their streams' numbers", () => {
    sequences.next(streamKeys.index("11"));
    const entries = feed.indexEntries(["10", "11", "99"]);
    expect(entries.map((entry) => [entry.mc, entry.seq])).toEqual([
      ["10", 0],
      ["11", 1],
    ]);
    expect(entries[1]?.cIndex).toBe(exchange.indexValue("VN30"));
  });

  it("lists every index's value and level", () => {
    const list = feed.indexList();
    expect(list).toHaveLength(INDEX_CODES.length);
    expect(list.find((item) => item.mc === "11")).toEqual({
      mc: "11",
      value: exchange.index("VN30")?.tradedValue,
      cIndex: exchange.indexValue("VN30"),
    });
  });

  it("answers an index's members by code", () => {
    expect(feed.indexSymbols("11")).toEqual(vn30);
    expect(feed.ckIndex("VN30")).toEqual(vn30);
    expect(feed.ckIndex("nope")).toBeUndefined();
  });
});

describe("top lists and statistics", () => {
  it("ranks gainers by percent, losers by percent, and the most traded by volume", () => {
    const gainers = feed.topStocks("9", 10, "10");
    const losers = feed.topStocks("8", 10, "10");
    const traded = feed.topStocks("5", 10, "10");
    expect(gainers.slice(0, 2).map((item) => item.sym)).toEqual([bigGainer, gainer]);
    expect(losers[0]?.sym).toBe(loser);
    expect(traded[0]?.sym).toBe(heavy);
    const percents = gainers.map((item) => item.changePc);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(gainers.every((item) => item.ot > 0 && item.color === "i" && item.mc === "10")).toBe(true);
    expect(losers.every((item) => item.ot < 0)).toBe(true);
    const lots = traded.map((item) => item.lot);
    expect(lots).toEqual([...lots].sort((a, b) => b - a));
    expect(sortedKeys(gainers[0] ?? {})).toEqual(exactKeys(WIRE_KEYS.topStockItem));
    const top = gainers[0];
    const day = dayOf(bigGainer);
    expect(top).toMatchObject({
      lastPrice: day.last,
      ot: day.last - day.reference,
      changePc: (changePercentHundredths(day.last, day.reference) ?? 0) / 100,
      lot: 300,
    });
  });

  it("ranks shares only, VN30's members for code 11, nothing for an unknown code", () => {
    expect(
      feed.topStocks("5", 50, "10").every((item) => exchange.instrument(item.sym)?.kind === "STOCK"),
    ).toBe(true);
    expect(feed.topStocks("5", 50, "11").every((item) => vn30.includes(item.sym))).toBe(true);
    expect(feed.topStocks("5", 50, "11").map((item) => item.sym)).not.toContain(roomy);
    expect(feed.topStocks("5", 50, "77")).toEqual([]);
  });

  it("ranks the constituents of any index code: 12 (HNX30) and 27 (VN100) too", () => {
    const busy = testMarket("10:00");
    const own = feedOver(busy.exchange, busy.clock, busy.tape).feed;
    const membersOf = (code: string) => universe.indices.find((index) => index.code === code)?.constituents;
    const [hnx30 = ""] = membersOf("HNX30") ?? [];
    const vn100 = (membersOf("VN100") ?? []).find((symbol) => !vn30.includes(symbol)) ?? "";
    busy.trade(hnx30, dayOf(hnx30).reference, 300);
    busy.trade(vn100, dayOf(vn100).reference, 200);
    busy.trade(gainer, dayOf(gainer).reference, 100);
    expect(own.topStocks("5", 10, "12").map((item) => item.sym)).toEqual([hnx30]);
    expect(own.topStocks("5", 10, "27").map((item) => item.sym)).toEqual([vn100, gainer]);
    expect(own.topVolume("12", 10).map((row) => row.sym)).toEqual([hnx30]);
  });

  it("caps a list at 50", () => {
    const busy = testMarket("10:00");
    const own = feedOver(busy.exchange, busy.clock, busy.tape).feed;
    for (const symbol of hoseShares.slice(0, 60)) busy.trade(symbol, dayOf(symbol).reference, 100);
    expect(own.topStocks("5", 1_000, "10")).toHaveLength(50);
    expect(own.topVolume("10", 70)).toHaveLength(50);
    expect(own.topStocks("5", 3, "10")).toHaveLength(3);
  });

  it("sums foreign trading per floor and nets it per floor index", () => {
    const summary = feed.foreignSummary("10");
    // The foreign seller's 700 went to the proprietary desk, a domestic buyer.
    expect(summary).toEqual({
      fBVol: 2_000,
      fSVol: 700,
      fBVal: 2_000 * dayOf(roomy).reference,
      fSVal: 700 * dayOf(roomy).reference,
    });
    expect(feed.foreignSummary("04")).toBeUndefined();
    expect(feed.foreignNet()).toEqual([
      { index: "VNINDEX", vol: 1_300, val: 1_300 * dayOf(roomy).reference },
      { index: "HNXINDEX", vol: 0, val: 0 },
      { index: "UPCOMINDEX", vol: 0, val: 0 },
    ]);
    expect(feed.topForeign("10", 5)).toEqual([
      { sym: roomy, fBVol: 2_000, fSVolume: 700, lastPrice: dayOf(roomy).last, mc: "10" },
    ]);
    expect(feed.topVolume("10", 1)).toEqual([
      { sym: heavy, lot: 50_000, lastPrice: dayOf(heavy).reference, mc: "10", color: "r" },
    ]);
  });

  it("sums a market's day for market info, with open interest for derivatives", () => {
    const hose = feed.marketInfo("10");
    const hoseDays = universe.instruments
      .filter((d) => d.exchange === "HOSE" && d.kind !== "BOND")
      .map((d) => dayOf(d.symbol));
    expect(hose).toEqual({
      mc: "10",
      status: "O",
      vol: hoseDays.reduce((total, day) => total + day.totalVolume, 0),
      value: hoseDays.reduce((total, day) => total + day.totalValue, 0),
      time: "10:00:03",
      seq: 0,
    });
    // A contract's value in VND: price units × volume × its multiplier.
    const multiplier = future.multiplier;
    expect(multiplier).toBeGreaterThan(1);
    expect(feed.marketInfo("04")).toMatchObject({
      mc: "04",
      oi: 5,
      vol: 5,
      value: dayOf(future.symbol).totalValue * multiplier,
    });
    expect(Number.isSafeInteger(feed.marketInfo("04")?.value)).toBe(true);
    expect(feed.marketInfo("11")?.vol).toBe(
      vn30.reduce((total, symbol) => total + dayOf(symbol).totalVolume, 0),
    );
    expect(feed.marketInfo("88" as MarketCode)).toBeUndefined();
  });
});

describe("base info and stock info", () => {
  it("gives the year range of the generated history and today, and the fundamentals", () => {
    const info = feed.baseInfo(bigGainer);
    const day = dayOf(bigGainer);
    const tick = ticks(bigGainer, day.reference, 1) - day.reference;
    expect(sortedKeys(info ?? {})).toEqual(exactKeys(WIRE_KEYS.stockBaseInfo));
    expect(info).toMatchObject({
      sym: bigGainer,
      capitalLevel: day.last * sharesOf(bigGainer),
      yearhigh: Math.max(day.high, day.reference + 3 * tick),
      yearlow: day.reference - 3 * tick,
      foreignRoom: day.foreignRoom,
      dividend: 1_000,
      eps: 2_500,
      bvps: Math.round(day.reference / 2),
    });
    expect(info?.yield).toBe(Number(((1_000 * 100) / day.last).toFixed(2)));
  });

  it("generates the history once per symbol and day", () => {
    const before = content.calls.dailyHistory;
    feed.baseInfo(loser);
    feed.baseInfo(loser);
    expect(content.calls.dailyHistory).toBe(before + 1);
  });

  it("answers only shares, ETFs and warrants", () => {
    expect(feed.baseInfo(etf.symbol)).toBeDefined();
    expect(feed.baseInfo(future.symbol)).toBeUndefined();
    expect(feed.baseInfo(bond.symbol)).toBeUndefined();
    expect(feed.baseInfo("NOPE")).toBeUndefined();
  });

  it("describes a symbol with its industry and size", () => {
    const fpt = exchange.instrument("FPT");
    const icb = fpt?.kind === "STOCK" ? fpt.icbCode : null;
    expect(feed.stockInfo("FPT")).toMatchObject({
      symbol: "FPT",
      exchange: "HOSE",
      IcbCode: icb,
      IcbName: industries.find((industry) => industry.icbCode === icb)?.nameVi ?? null,
      marketCap: dayOf("FPT").reference * sharesOf("FPT"),
      simulated: false,
    });
    expect(feed.stockInfo(future.symbol)).toMatchObject({
      IcbCode: null,
      sharesOutstanding: 0,
      simulated: true,
    });
    expect(feed.stockInfo("NOPE")).toBeUndefined();
    expect(feed.industries()).toHaveLength(industries.length);
  });
});

function sharesOf(symbol: string): number {
  const definition = exchange.instrument(symbol);
  return definition !== undefined && "sharesOutstanding" in definition ? definition.sharesOutstanding : 0;
}

describe("proprietary trading", () => {
  it("sums today's proprietary flow of a group and lists the active symbols", () => {
    const value = 700 * dayOf(roomy).reference;
    expect(feed.proprietaryAggregate("VNI")).toEqual({
      TradingDate: FIRST_DAY,
      TBuyVol: 700,
      TBuyVal: value,
      TSellVol: 0,
      TSellVal: 0,
    });
    expect(feed.proprietarySnapshot("tong-quan")).toEqual([
      { TradingDate: FIRST_DAY, Ticker: roomy, TBuyVol: 700, TBuyVal: value, TSellVol: 0, TSellVal: 0 },
    ]);
    expect(feed.proprietaryAggregate("HNX").TBuyVol).toBe(0);
  });

  it("walks back over trading days for the history, oldest first, today last", () => {
    const history = feed.proprietaryHistory("VN30", 10);
    expect(history.map((day) => day.TradingDate)).toEqual([
      "2025-02-25",
      "2025-02-26",
      "2025-02-27",
      "2025-02-28",
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
      FIRST_DAY,
    ]);
    expect(history.at(-1)).toEqual(feed.proprietaryAggregate("VN30"));
    // TestContent: buy volume 100 × day of month for each of the 30 members.
    expect(history[0]?.TBuyVol).toBe(30 * 100 * 25);
    const calls = content.calls.proprietaryFlow;
    feed.proprietaryHistory("VN30", 10);
    expect(content.calls.proprietaryFlow).toBe(calls);
    expect(feed.proprietaryHistory("VN30", 0)).toEqual([]);
  });
});

describe("proprietary history over the days", () => {
  it("generates a past day once, whichever day asks for it", () => {
    const busy = testMarket("10:00");
    const own = feedOver(busy.exchange, busy.clock, busy.tape);
    const first = own.feed.proprietaryHistory("VN30", 10);
    const calls = own.content.calls.proprietaryFlow;
    expect(calls).toBe(9 * 30);
    const nextDay = nextTradingDay(FIRST_DAY, []);
    busy.clock.set(epochMillisAt(nextDay, "10:00"));
    busy.exchange.tick();
    const second = own.feed.proprietaryHistory("VN30", 10);
    expect(second.at(-1)?.TradingDate).toBe(nextDay);
    // Only the day that just became past is generated: 30 members, one date.
    expect(own.content.calls.proprietaryFlow - calls).toBe(30);
    expect(second.slice(0, 8)).toEqual(first.slice(1, 9));
  });
});

describe("match history", () => {
  function feedWithTrades(count: number) {
    const own = new TestTape();
    const time = epochMillisAt(FIRST_DAY, "09:30");
    for (let n = 0; n < count; n++)
      own.record("FPT", {
        tradeId: n + 1,
        time: time + n * 1_000,
        price: dayOf("FPT").reference,
        volume: 100,
        side: "B",
      });
    return feedOver(exchange, clock, own).feed;
  }

  it("pages backward from the newest match until nextidx is null", () => {
    const paged = feedWithTrades(250);
    const first = paged.matchHistory("FPT", 100, null);
    expect(first?.data).toHaveLength(100);
    expect(first?.data[0]?.time).toBe("09:34:09");
    expect(first?.nextidx).toBe(150);
    const second = paged.matchHistory("FPT", 100, first?.nextidx ?? null);
    expect(second?.nextidx).toBe(50);
    const third = paged.matchHistory("FPT", 100, second?.nextidx ?? null);
    expect(third?.data).toHaveLength(50);
    expect(third?.nextidx).toBeNull();
    expect(third?.data.at(-1)?.time).toBe("09:30:00");
    expect(sortedKeys(third?.data[0] ?? {})).toEqual(exactKeys(WIRE_KEYS.matchHistoryItem));
    expect(third?.data[0]).toMatchObject({ sym: "FPT", lastVol: 100, change: 0, cl: "r", side: "B" });
  });

  it("walks every match exactly once, whatever the page size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 260 }), fc.integer({ min: -5, max: 300 }), (count, size) => {
        const paged = feedWithTrades(count);
        const seen: string[] = [];
        let before: number | null = null;
        for (let pages = 0; pages <= count + 1; pages++) {
          const page = paged.matchHistory("FPT", size, before);
          if (page === undefined) throw new Error("FPT is known");
          expect(page.data.length).toBeLessThanOrEqual(
            size >= 1 ? Math.min(size, MATCH_HISTORY_PAGE_SIZE) : 100,
          );
          seen.push(...page.data.map((item) => item.time));
          before = page.nextidx;
          if (before === null) break;
        }
        expect(before).toBeNull();
        expect(seen).toHaveLength(count);
        expect(seen).toEqual([...seen].sort().reverse());
      }),
      { numRuns: 40 },
    );
  });

  it("answers an empty first page for a known symbol without trades, undefined for an unknown one", () => {
    expect(feed.matchHistory(hnxShare, 100, null)).toEqual({ nextidx: null, data: [] });
    expect(feed.matchHistory("NOPE", 100, null)).toBeUndefined();
  });
});

describe("settlement estimate", () => {
  it("has none on an ordinary day", () => {
    expect(feed.settlementEstimate("VN30")).toEqual({ calFSP: null });
  });

  it("follows the underlying on the last trading day, then answers the fixed price", () => {
    const last = testMarket("14:00", "2025-03-20");
    const own = feedOver(last.exchange, last.clock, last.tape).feed;
    expect(own.settlementEstimate("VN30")).toEqual({ calFSP: last.exchange.indexValue("VN30") });
    expect(own.settlementEstimate("VN100")).toEqual({ calFSP: last.exchange.indexValue("VN100") });
    const symbol = last.exchange.index("VN30")?.symbols[0] ?? "";
    for (let minute = 0; minute < 60; minute++) {
      last.advance(60_000);
      if (last.exchange.phaseOf("HOSE") !== "CONTINUOUS") continue;
      const day = last.exchange.day(symbol);
      last.trade(symbol, last.ticks(symbol, day?.reference ?? 0, minute % 2 === 0 ? 1 : -1), 100);
    }
    const fixed = last.exchange.finalSettlementPrice("VN30F2503");
    expect(fixed).toBeGreaterThan(0);
    expect(own.settlementEstimate("VN30")).toEqual({ calFSP: fixed });
  });
});

describe("news and events", () => {
  it("answers the news wire's latest items at the market's now", () => {
    expect(feed.news(6)).toEqual(news.latest(clock.now(), 6));
    expect(feed.news(6)).toHaveLength(6);
    expect(feed.definedEvents()).toEqual(content.definedEvents());
  });
});

describe("charts", () => {
  const index = exchange.index("VNINDEX");
  const indexBars = [
    { time: 1_741_572_000, open: 175_000, high: 175_300, low: 174_900, close: 175_100, volume: 10 },
    { time: 1_741_572_060, open: 175_100, high: 175_600, low: 175_000, close: 175_500, volume: 20 },
  ];
  tape.setMinuteBars("VNINDEX", indexBars);

  it("answers today's minute bars of a symbol or an index", () => {
    expect(feed.minuteBars(heavy)).toEqual(tape.minuteBars(heavy));
    expect(feed.minuteBars("VNINDEX")).toEqual(indexBars);
    expect(feed.minuteBars("NOPE")).toBeUndefined();
  });

  it("answers closes, volumes and times per known symbol", () => {
    const nearest = feed.nearestHistories([heavy, "VNINDEX", "NOPE", heavy]);
    expect(Object.keys(nearest)).toEqual([heavy, "VNINDEX"]);
    expect(nearest.VNINDEX).toEqual({
      c: [175_100, 175_500],
      v: [10, 20],
      t: [1_741_572_000, 1_741_572_060],
    });
    expect(nearest[heavy]?.c).toEqual([dayOf(heavy).reference]);
    expect(nearest[heavy]?.t?.[0]).toBe(epochMillisAt(FIRST_DAY, "10:00") / 1_000);
  });

  it("answers generated daily bars then today's bar, within the range asked", () => {
    const todayStart = epochMillisAt(FIRST_DAY, "00:00") / 1_000;
    const week = feed.dailyBars(bigGainer, todayStart - 7 * 86_400, todayStart + 86_400) ?? [];
    const day = dayOf(bigGainer);
    expect(week.map((bar) => exchangeTimeAt(bar.time * 1_000).date)).toEqual([
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
      FIRST_DAY,
    ]);
    expect(week.at(-1)).toEqual({
      time: todayStart,
      open: day.open,
      high: day.high,
      low: day.low,
      close: day.last,
      volume: day.totalVolume,
    });
    expect(week.at(-2)?.close).toBe(day.reference);
    // TestContent stamps its bars at 00:00 UTC: Friday's is the only one of the weekend's range.
    const past = feed.dailyBars(bigGainer, todayStart - 3 * 86_400, todayStart - 1) ?? [];
    expect(past.map((bar) => bar.time)).toEqual([Date.parse("2025-03-07T00:00:00Z") / 1_000]);
    expect(feed.dailyBars(bigGainer, 10, 5)).toEqual([]);
    expect(feed.dailyBars("NOPE", 0, todayStart)).toBeUndefined();
  });

  it("leaves today's bar out until the symbol trades, and builds an index's from its minutes", () => {
    const todayStart = epochMillisAt(FIRST_DAY, "00:00") / 1_000;
    const quiet = feed.dailyBars(hnxShare, todayStart - 86_400 * 3, todayStart + 86_400) ?? [];
    expect(quiet.at(-1)?.time).toBeLessThan(todayStart);
    const indexDays = feed.dailyBars("VNINDEX", todayStart - 86_400 * 3, todayStart + 86_400) ?? [];
    expect(indexDays.at(-1)).toEqual({
      time: todayStart,
      open: 175_000,
      high: Math.max(175_600, index?.value ?? 0),
      low: Math.min(174_900, index?.value ?? Infinity),
      close: index?.value,
      volume: index?.volume,
    });
    expect(indexDays.at(-2)?.close).toBe(index?.previousClose);
  });
});

describe("speed", () => {
  it("builds 400 quote rows well within 10 ms", () => {
    const symbols = [
      ...hoseShares.slice(0, 380),
      ...universe.instruments
        .filter((d) => d.kind === "CW")
        .slice(0, 20)
        .map((d) => d.symbol),
    ];
    expect(symbols).toHaveLength(400);
    // Warm the code up first: the server answers many requests, the first ones run cold.
    for (let run = 0; run < 10; run++) expect(feed.stockQuotes(symbols)).toHaveLength(400);
    const runs: number[] = [];
    for (let run = 0; run < 7; run++) {
      const start = performance.now();
      feed.stockQuotes(symbols);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    expect(runs[3]).toBeLessThan(10);
  });
});
