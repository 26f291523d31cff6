import {
  DATA_FEED_PATHS,
  isOnPriceStep,
  WIRE_KEYS,
  type DataFeedPath,
  type DerivativeRow,
  type MatchHistoryPage,
  type StepContext,
  type StockDictionaryEntry,
  type StockQuote,
  type WireKeySet,
} from "@bangia/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";
import { keyMismatch } from "../../src/market/rows/test-support/wire-keys";

let server: TestServer;
let dictionary: readonly StockDictionaryEntry[];

async function get(url: string) {
  const response = await server.app.inject({ method: "GET", url });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function getOk<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.status, `${url}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(200);
  return response.body as T;
}

/** At least one row, every one with exactly the fields of the wire shape: an empty answer fails. */
function expectKeys(rows: readonly unknown[], keys: WireKeySet, what: string): void {
  expect(rows.length, `${what}: no rows to check`).toBeGreaterThan(0);
  for (const row of rows)
    expect(keyMismatch(row, keys), `${what}: ${JSON.stringify(row).slice(0, 120)}`).toBeNull();
}

function firstOf(post: string, type: string): string {
  const entry = dictionary.find((item) => item.post_to === post && item.type === type);
  if (entry === undefined) throw new Error(`no ${type} on ${post}`);
  return entry.stock_code;
}

beforeAll(async () => {
  server = await startTestServer({ beats: 90 });
  dictionary = await getOk("/api/datafeed/getlistallstock");
});
afterAll(() => server.close());

function contextOf(symbol: string): StepContext {
  const instrument = server.deps.market.instrument(symbol);
  if (instrument === undefined) throw new Error(`unknown ${symbol}`);
  return instrument.boardVenue === undefined
    ? { kind: instrument.kind }
    : { kind: instrument.kind, venue: instrument.boardVenue };
}

/** Traded and quoted prices of a row: non-zero ones on the tick grid, within floor..ceiling. */
function expectOnGrid(row: StockQuote | DerivativeRow): void {
  const prices = [
    row.lastPrice,
    row.highPrice,
    row.lowPrice,
    row.price1,
    row.price2,
    row.price3,
    row.price4,
    row.price5,
    row.price6,
  ];
  const context = contextOf(row.sym);
  for (const price of prices.filter((value) => value !== 0)) {
    expect(isOnPriceStep(context, price), `${row.sym} ${price} off the grid`).toBe(true);
    expect(price, `${row.sym} ${price} below floor ${row.f}`).toBeGreaterThanOrEqual(row.f);
    expect(price, `${row.sym} ${price} above ceiling ${row.c}`).toBeLessThanOrEqual(row.c);
  }
}

describe("every data-feed path", () => {
  /** A request per path of DATA_FEED_PATHS (the Record makes a missing one a compile error). */
  const urlOf = (): Record<DataFeedPath, string> => ({
    getlistallstock: "getlistallstock",
    getliststockdata: "getliststockdata/ACB,FPT",
    pslistdataall: "pslistdataall",
    getpsalldatalsnapshot: `getpsalldatalsnapshot/${derivative()}`,
    getps10pricesnapshot: `getps10pricesnapshot/${derivative()},B`,
    getlistpt: "getlistpt",
    getlistindexdetail: "getlistindexdetail/10,02,11,03,27",
    gettopstock: "gettopstock/5,10,10",
    getliststockbaseinfo: "getliststockbaseinfo/FPT",
    getTopNews: "getTopNews/6",
    gettimedifference: "gettimedifference",
    pslistmap: "pslistmap",
    getlistckindex: "getlistckindex/list_allindex",
    getliststocktrade_ps: `getliststocktrade_ps/${derivative()}?numpage=100`,
    getliststocktrade_cs: "getliststocktrade_cs/FPT?numpage=100",
    getfsbdata: "getfsbdata",
    getfsbdata_vn100: "getfsbdata_vn100",
    getlistetfdata: `getlistetfdata/${firstOf("HOSE", "E")}`,
    listvn30: "listvn30",
    "aggregate/pt/snapshot/markets": "aggregate/pt/snapshot/markets/02,03,10",
    getliststockdataoddlot_hsx: "getliststockdataoddlot_hsx/FPT,ACB",
    getliststockdataoddlot: `getliststockdataoddlot/${firstOf("HNX", "D")}`,
    getlistallstockcw: "getlistallstockcw",
    getlistall_bond: "getlistall_bond",
    getliststockdata_bond: `getliststockdata_bond/${bond()}`,
    getlistptdata: "getlistptdata/ALL",
    getlistoddlotsymbols: "getlistoddlotsymbols/HOSE",
    getlistdefinedevents: "getlistdefinedevents",
    getlistindexsymbols: "getlistindexsymbols/11",
    getlistderivativesymbols: "getlistderivativesymbols/INDEX",
    getmarketinfo: "getmarketinfo/04",
  });
  const derivative = () => server.deps.market.derivativeSymbolMap()["VN30F1M"] ?? "";
  const bond = () => server.deps.market.bondRows()[0]?.sym ?? "";

  it.each(DATA_FEED_PATHS.map((path) => [path]))("%s answers 200 with JSON", async (path) => {
    const url = `/api/datafeed/${urlOf()[path]}`;
    const response = await get(url);
    expect(response.status, `${url}: ${JSON.stringify(response.body).slice(0, 200)}`).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers live data uncached and reference lists briefly cached", async () => {
    expect((await get("/api/datafeed/getliststockdata/FPT")).headers["cache-control"]).toBe("no-store");
    expect((await get("/api/datafeed/getlistallstock")).headers["cache-control"]).toBe("public, max-age=60");
  });
});

describe("field names of the answers (price-board §3)", () => {
  it("stock dictionary, quotes of shares, ETFs and warrants", async () => {
    expectKeys(dictionary, WIRE_KEYS.stockDictionaryEntry, "dictionary");
    const etf = firstOf("HOSE", "E");
    const warrant = firstOf("HOSE", "W");
    const quotes = await getOk<StockQuote[]>(`/api/datafeed/getliststockdata/FPT,${etf},${warrant}`);
    expect(quotes.map((quote) => [quote.sym, quote.type])).toEqual([
      ["FPT", "D"],
      [etf, "E"],
      [warrant, "W"],
    ]);
    expectKeys([quotes[0]], WIRE_KEYS.shareQuote, "share");
    expectKeys([quotes[1]], WIRE_KEYS.etfQuote, "ETF");
    expectKeys([quotes[2]], WIRE_KEYS.warrantQuote, "warrant");
  });

  it("derivatives: rows, snapshot by list, ten-level book, map", async () => {
    const rows = await getOk<DerivativeRow[]>("/api/datafeed/pslistdataall");
    expect(rows.length).toBeGreaterThan(0);
    expectKeys(rows, WIRE_KEYS.derivativeRow, "derivative");
    const map = await getOk<Record<string, string>>("/api/datafeed/pslistmap");
    const front = map["VN30F1M"] ?? "";
    const snapshot = await getOk<DerivativeRow[]>(`/api/datafeed/getpsalldatalsnapshot/${front}`);
    expect(snapshot.map((row) => row.sym)).toEqual([front]);
    const alias = await getOk<DerivativeRow[]>(`/api/datafeed/getlistderivativedata/${front}`);
    expect(alias.map((row) => row.sym)).toEqual([front]);
    for (const side of ["B", "S"]) {
      const book = await getOk<{ ndata: unknown[] }>(`/api/datafeed/getps10pricesnapshot/${front},${side}`);
      expect(Object.keys(book)).toEqual(["ndata"]);
      expect(book.ndata.length).toBeLessThanOrEqual(10);
      expectKeys(book.ndata, WIRE_KEYS.bookLevel, "book level");
    }
  });

  it("index details, top stocks, base info, news, server time", async () => {
    const indices = await getOk<{ mc: string }[]>("/api/datafeed/getlistindexdetail/10,02,11,03,27");
    expect(indices.map((entry) => entry.mc)).toEqual(["10", "02", "11", "03", "27"]);
    expectKeys(indices, WIRE_KEYS.indexEntry, "index");
    const top = await getOk<unknown[]>("/api/datafeed/gettopstock/5,10,10");
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);
    expectKeys(top, WIRE_KEYS.topStockItem, "top stock");
    expectKeys(
      await getOk<unknown[]>("/api/datafeed/getliststockbaseinfo/FPT"),
      WIRE_KEYS.stockBaseInfo,
      "base",
    );
    const news = await getOk<unknown[]>("/api/datafeed/getTopNews/6");
    expect(news.length).toBeLessThanOrEqual(6);
    expectKeys(news, WIRE_KEYS.newsItem, "news");
    const time = await getOk<{ srv_time: number }>("/api/datafeed/gettimedifference");
    expect(time).toEqual({ srv_time: server.clock.now() });
  });

  it("index groups: list_allindex, list_exindex, a group's symbols, VN30, an index's symbols", async () => {
    expectKeys(
      await getOk<unknown[]>("/api/datafeed/getlistckindex/list_allindex"),
      WIRE_KEYS.indexSelectionItem,
      "all",
    );
    expectKeys(
      await getOk<unknown[]>("/api/datafeed/getlistckindex/list_exindex"),
      WIRE_KEYS.indexMenuItem,
      "menu",
    );
    const vn30 = await getOk<string[]>("/api/datafeed/listvn30");
    expect(vn30).toHaveLength(30);
    expect(await getOk<string[]>("/api/datafeed/getlistckindex/VN30")).toEqual(vn30);
    expect(await getOk<string[]>("/api/datafeed/getlistindexsymbols/11")).toEqual(vn30);
  });

  it("put-through: messages, board of a floor, market totals with the default codes", async () => {
    expectKeys(await getOk<unknown[]>("/api/datafeed/getlistpt"), WIRE_KEYS.putThroughEntry, "pt");
    const board = await getOk<Record<string, unknown>>("/api/datafeed/getlistptdata/HOSE");
    expect(keyMismatch(board, WIRE_KEYS.putThroughBoardAnswer)).toBeNull();
    const totals = await getOk<{ mc: string }[]>("/api/datafeed/aggregate/pt/snapshot/markets");
    expect(totals.map((total) => total.mc).sort()).toEqual(["02", "03", "10"]);
    expectKeys(totals, WIRE_KEYS.marketPutThroughTotal, "totals");
    const some = await getOk<{ mc: string }[]>("/api/datafeed/aggregate/pt/snapshot/markets/10");
    expect(some.map((total) => total.mc)).toEqual(["10"]);
  });

  it("odd lots, warrants, ETF values, bonds, defined events, market info", async () => {
    const oddLotSymbols = await getOk<string[]>("/api/datafeed/getlistoddlotsymbols/HOSE");
    expect(oddLotSymbols.length).toBeGreaterThan(0);
    const oddLots = await getOk<unknown[]>(
      `/api/datafeed/getliststockdataoddlot_hsx/${oddLotSymbols.slice(0, 5)}`,
    );
    expectKeys(oddLots, WIRE_KEYS.oddLotRow, "odd lot");
    expectKeys(
      await getOk<unknown[]>("/api/datafeed/getlistallstockcw"),
      WIRE_KEYS.coveredWarrantEntry,
      "cw",
    );
    const etf = firstOf("HOSE", "E");
    expectKeys(
      await getOk<unknown[]>(`/api/datafeed/getlistetfdata/${etf}`),
      WIRE_KEYS.etfIndicativeItem,
      "etf",
    );
    const bonds = await getOk<{ sym: string }[]>("/api/datafeed/getlistall_bond");
    expectKeys(bonds, WIRE_KEYS.bondRow, "bond");
    const corporate = await getOk<{ sym: string }[]>("/api/datafeed/getlistall_bond?kind=CORPORATE");
    expect(corporate.length).toBeLessThanOrEqual(bonds.length);
    const detail = await getOk<unknown[]>(`/api/datafeed/getliststockdata_bond/${bonds[0]?.sym}`);
    expect(detail).toHaveLength(1);
    expectKeys(detail, WIRE_KEYS.bondDetail, "bond detail");
    const events = await getOk<{ data: unknown[] }>("/api/datafeed/getlistdefinedevents");
    expect(Object.keys(events)).toEqual(["data"]);
    expectKeys(events.data, WIRE_KEYS.definedEvent, "defined event");
    const info = await getOk<Record<string, unknown>>("/api/datafeed/getmarketinfo/04");
    expect(keyMismatch(info, WIRE_KEYS.marketInfo)).toBeNull();
    expect(info["oi"]).toEqual(expect.any(Number));
  });
});

describe("prices on the board", () => {
  it("quotes of every VN30 share and some of HNX and UPCOM sit on the tick grid within floor..ceiling", async () => {
    const vn30 = await getOk<string[]>("/api/datafeed/listvn30");
    const others = dictionary
      .filter((entry) => (entry.post_to === "HNX" || entry.post_to === "UPCOM") && entry.type === "D")
      .slice(0, 40)
      .map((entry) => entry.stock_code);
    const quotes = await getOk<StockQuote[]>(`/api/datafeed/getliststockdata/${[...vn30, ...others]}`);
    expect(quotes.length).toBe(vn30.length + others.length);
    expect(quotes.some((quote) => quote.lastPrice > 0)).toBe(true);
    quotes.forEach(expectOnGrid);
  });

  it("derivative rows sit on the 0.1-point grid within floor..ceiling", async () => {
    const rows = await getOk<DerivativeRow[]>("/api/datafeed/pslistdataall");
    expectKeys(rows, WIRE_KEYS.derivativeRow, "derivative");
    // Zero prices are skipped by the grid check, so at least one row must have traded.
    expect(rows.some((row) => row.lastPrice > 0)).toBe(true);
    rows.forEach(expectOnGrid);
  });

  it("skips unknown symbols of a list and keeps the order asked", async () => {
    const quotes = await getOk<StockQuote[]>("/api/datafeed/getliststockdata/fpt,NOPE1,acb,FPT");
    expect(quotes.map((quote) => quote.sym)).toEqual(["FPT", "ACB"]);
  });
});

describe("match history (price-board §4 Stock popup)", () => {
  it("walks backward with nextidx to null, newest first, without overlaps or gaps", async () => {
    const vn30 = await getOk<string[]>("/api/datafeed/listvn30");
    const busiest = vn30
      .map((symbol) => ({ symbol, trades: server.deps.live.tape.trades(symbol).length }))
      .sort((a, b) => b.trades - a.trades)[0];
    if (busiest === undefined) throw new Error("no VN30");
    expect(busiest.trades).toBeGreaterThan(7);
    const seen: string[] = [];
    let next: number | null = null;
    let pages = 0;
    do {
      const query: string = next === null ? "numpage=3" : `numpage=3&nextidx=${next}`;
      const page: MatchHistoryPage = await getOk(
        `/api/datafeed/getliststocktrade_cs/${busiest.symbol}?${query}`,
      );
      expect(keyMismatch(page, WIRE_KEYS.matchHistoryPage)).toBeNull();
      expectKeys(page.data, WIRE_KEYS.matchHistoryItem, "match");
      expect(page.data.length).toBeLessThanOrEqual(3);
      for (const item of page.data) seen.push(JSON.stringify(item));
      if (page.nextidx !== null) expect(page.nextidx).toBeLessThan(next ?? Number.POSITIVE_INFINITY);
      next = page.nextidx;
      pages += 1;
    } while (next !== null && pages < 1_000);
    expect(next).toBeNull();
    const times = seen.map((item) => (JSON.parse(item) as { time: string }).time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen).toHaveLength(busiest.trades);
    const tape = server.deps.live.tape.trades(busiest.symbol);
    expect(seen.map((item) => (JSON.parse(item) as { lastVol: number }).lastVol)).toEqual(
      [...tape].reverse().map((trade) => trade.volume),
    );
  });

  it("answers 404 UNKNOWN_SYMBOL for an unknown symbol, and for a share on the derivatives path", async () => {
    for (const url of [
      "/api/datafeed/getliststocktrade_cs/NOPE1",
      "/api/datafeed/getliststocktrade_ps/FPT",
    ]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: "UNKNOWN_SYMBOL" } });
    }
  });
});

describe("unknown single symbols and codes", () => {
  it.each([
    ["/api/datafeed/getliststockbaseinfo/NOPE1", "UNKNOWN_SYMBOL"],
    ["/api/datafeed/getliststockdata_bond/NOPE1", "UNKNOWN_SYMBOL"],
    ["/api/datafeed/getps10pricesnapshot/NOPE1,B", "UNKNOWN_SYMBOL"],
    ["/api/datafeed/getlistckindex/NOGROUP", "UNKNOWN_CODE"],
    ["/api/datafeed/getlistindexsymbols/99", "UNKNOWN_CODE"],
  ])("%s → 404 %s", async (url, code) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      error: { code, message: { vi: expect.any(String), en: expect.any(String) } },
    });
  });
});
