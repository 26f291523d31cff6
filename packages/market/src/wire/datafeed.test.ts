import { describe, expect, expectTypeOf, it } from "vitest";
import {
  BOND_INTEREST_PERIOD_UNITS,
  DATA_FEED_PATHS,
  INDEX_LIST_GROUPS,
  MATCH_HISTORY_PAGE_SIZE,
  TOP_STOCK_KINDS,
  type CkIndexAnswer,
  type DataFeedAnswers,
  type DataFeedPath,
  type IndexMenuItem,
  type IndexSelectionItem,
  type MatchHistoryPage,
  type ShareQuote,
  type StockQuote,
} from "./datafeed";
import { packGroup, type PackedGroup } from "./packed-group";
import { packIndexChange } from "./index-change";

// A complete row: the type is the contract, so every field the spec lists must be present.
const fpt: ShareQuote = {
  sym: "FPT",
  r: 120_000,
  c: 128_400,
  f: 111_600,
  lastPrice: 121_500,
  lastVolume: 1_000,
  ot: 1_500,
  changePc: 1.25,
  avePrice: 121_200,
  highPrice: 122_000,
  lowPrice: 120_100,
  lot: 2_345_600,
  price1: 121_400,
  price2: 121_300,
  price3: 121_200,
  price4: 121_500,
  price5: 121_600,
  price6: 121_700,
  vol1: 5_000,
  vol2: 7_000,
  vol3: 9_000,
  vol4: 3_000,
  vol5: 4_000,
  vol6: 6_000,
  color1: "i",
  color2: "i",
  color3: "i",
  color4: "i",
  color5: "i",
  color6: "i",
  g1: packGroup({ price: 121_400, volume: 5_000, color: "i" }),
  g2: "121300|7000|i",
  g3: "121200|9000|i",
  g4: "121500|3000|i",
  g5: "121600|4000|i",
  g6: "121700|6000|i",
  g7: "120000|98500|",
  overBuy: 120_000,
  overSell: 98_500,
  fBVol: 300_000,
  fSVolume: 250_000,
  fRoom: 0,
  cl: "i",
  ca: "i",
  ch: "i",
  lc: "i",
  post_to: "HOSE",
  type: "D",
  sType: "S",
  sBenefit: "0",
  mc: "10",
  seq: 42,
};

describe("data-feed answers (price-board §3, §7)", () => {
  it("lists every path of the answer map exactly once", () => {
    expect(new Set(DATA_FEED_PATHS).size).toBe(DATA_FEED_PATHS.length);
    expectTypeOf<(typeof DATA_FEED_PATHS)[number]>().toEqualTypeOf<DataFeedPath>();
  });

  it("gives a stock quote the spec's fields, g1..g7 packed and a sequence number", () => {
    expectTypeOf<StockQuote>().toHaveProperty("fRoom").toEqualTypeOf<number>();
    expectTypeOf<StockQuote>().toHaveProperty("fSVolume").toEqualTypeOf<number>();
    expectTypeOf<StockQuote>().toHaveProperty("g7").toEqualTypeOf<PackedGroup>();
    expectTypeOf<StockQuote>().toHaveProperty("sBenefit").toEqualTypeOf<string>();
    expectTypeOf<StockQuote>().toHaveProperty("seq").toEqualTypeOf<number>();
    expect(fpt.fRoom).toBe(0);
  });

  it("tells warrants and ETFs apart by type", () => {
    const read = (quote: StockQuote): number => {
      if (quote.type === "W") return quote.CWExcersisePrice;
      if (quote.type === "E") return quote.iNav;
      // @ts-expect-error a share has no warrant facts
      return quote.CWExcersisePrice;
    };
    expect(read(fpt)).toBeUndefined();
    expectTypeOf<Extract<StockQuote, { type: "W" }>>()
      .toHaveProperty("CWExerciseRatio")
      .toEqualTypeOf<string>();
  });

  it("answers getlistckindex by group", () => {
    expectTypeOf<CkIndexAnswer<"list_allindex">>().toEqualTypeOf<readonly IndexSelectionItem[]>();
    expectTypeOf<CkIndexAnswer<"list_exindex">>().toEqualTypeOf<readonly IndexMenuItem[]>();
    expectTypeOf<CkIndexAnswer<"VN30">>().toEqualTypeOf<readonly string[]>();
    expect(INDEX_LIST_GROUPS).toEqual({ ALL: "list_allindex", MENU: "list_exindex" });
  });

  it("pages the match history backwards with a nullable cursor", () => {
    expectTypeOf<MatchHistoryPage["nextidx"]>().toEqualTypeOf<number | null>();
    expect(MATCH_HISTORY_PAGE_SIZE).toBe(100);
  });

  it("keeps the spec's top-list kinds and coupon units", () => {
    expect(Object.values(TOP_STOCK_KINDS).sort()).toEqual(["5", "8", "9"]);
    expect(BOND_INTEREST_PERIOD_UNITS).toEqual({ DAY: 1, WEEK: 2, MONTH: 3, YEAR: 4 });
  });

  it("packs an index entry's ot", () => {
    const entry: DataFeedAnswers["getlistindexdetail"][number] = {
      mc: "10",
      cIndex: 125_067,
      oIndex: 124_500,
      vol: 523_456_789,
      value: 12_345_678_901_234,
      status: "O",
      ot: packIndexChange({
        change: 567,
        percent: 0.46,
        value: 12_345_678_901_234,
        up: 210,
        down: 150,
        equal: 80,
      }),
      time: "10:15:00",
      seq: 7,
    };
    expect(entry.ot.split("|")).toHaveLength(6);
  });
});
