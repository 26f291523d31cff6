/**
 * Data-feed paths of the cash market (price-board §7): the stock dictionary, quotes by list,
 * base info, covered warrants, ETF values, top lists, the match history and the odd-lot board.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { MARKET_CODES, TOP_STOCK_KINDS, type TopStockKind } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, errorResponses, type ApiErrorDetail } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import { cacheBriefly } from "../cache-policy";
import { normaliseSymbol, SymbolParam } from "../route-args";
import {
  CoveredWarrantEntrySchema,
  EtfIndicativeItemSchema,
  OddLotRowSchema,
  StockBaseInfoSchema,
  StockDictionaryEntrySchema,
  StockQuoteSchema,
  SymbolListSchema,
  TopStockItemSchema,
} from "./datafeed-schemas";
import {
  listedSymbols,
  matchHistoryAnswer,
  matchHistoryRoute,
  symbolListRoute,
  type FeedRouteOptions,
} from "./feed-args";

const tags = ["datafeed"];

/** Markets a top list can be asked for: the exchanges and the index baskets. */
const TOP_MARKETS = [MARKET_CODES.HOSE, MARKET_CODES.HNX, MARKET_CODES.UPCOM, "11", "12", "27"] as const;
const MAX_TOP_COUNT = 100;

function parseTopArgs(text: string): { kind: TopStockKind; count: number; market: string } {
  const [kind, count, market, ...rest] = text.split(",").map((part) => part.trim());
  const kinds: readonly string[] = Object.values(TOP_STOCK_KINDS);
  const details: ApiErrorDetail[] = [];
  if (kind === undefined || !kinds.includes(kind))
    details.push({ path: "params/args", message: `kind must be one of ${kinds.join(", ")}` });
  if (count === undefined || !/^\d{1,3}$/.test(count) || Number(count) < 1 || Number(count) > MAX_TOP_COUNT)
    details.push({ path: "params/args", message: `count must be 1 to ${MAX_TOP_COUNT}` });
  if (market === undefined || !(TOP_MARKETS as readonly string[]).includes(market))
    details.push({ path: "params/args", message: `market must be one of ${TOP_MARKETS.join(", ")}` });
  if (rest.length > 0) details.push({ path: "params/args", message: "three values expected" });
  if (details.length > 0 || kind === undefined || market === undefined)
    throw new ApiError("BAD_REQUEST", details);
  return { kind: kind as TopStockKind, count: Number(count), market };
}

export const stockRoutes: FastifyPluginAsyncTypebox<FeedRouteOptions> = async (app, { market }) => {
  app.get(
    "/getlistallstock",
    {
      schema: {
        tags,
        summary: "Stock dictionary: every listed share, ETF, warrant and bond",
        response: { 200: list(StockDictionaryEntrySchema), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return market.stockDictionary();
    },
  );

  app.get(
    "/getliststockdata/:list",
    symbolListRoute(
      "Quotes of a comma list of shares, ETFs, warrants and bonds; unknown symbols are skipped",
      StockQuoteSchema,
    ),
    async (request) => market.stockQuotes(listedSymbols(request.params)),
  );

  app.get(
    "/getliststockbaseinfo/:symbol",
    {
      schema: {
        tags,
        summary: "Basic data of a symbol (a one-element list)",
        params: Type.Object({ symbol: SymbolParam }),
        response: { 200: list(StockBaseInfoSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const info = market.baseInfo(normaliseSymbol(request.params.symbol));
      if (info === undefined) throw new ApiError("UNKNOWN_SYMBOL");
      return [info];
    },
  );

  app.get(
    "/getlistallstockcw",
    {
      schema: {
        tags,
        summary: "Covered warrants with their facts",
        response: { 200: list(CoveredWarrantEntrySchema), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return market.warrantEntries();
    },
  );

  app.get(
    "/getlistetfdata/:list",
    symbolListRoute("Indicative NAV and index of a comma list of ETFs", EtfIndicativeItemSchema),
    async (request) => market.etfIndicative(listedSymbols(request.params)),
  );

  app.get(
    "/listvn30",
    {
      schema: {
        tags,
        summary: "VN30 constituents",
        response: { 200: SymbolListSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return market.indexSymbols(MARKET_CODES.VN30) ?? [];
    },
  );

  app.get(
    "/gettopstock/:args",
    {
      schema: {
        tags,
        summary: "Top list: {kind},{count},{market}; kind 5 volume, 9 gainers, 8 losers",
        params: Type.Object({ args: Type.String({ maxLength: 32, description: "e.g. 5,10,10" }) }),
        response: { 200: list(TopStockItemSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const { kind, count, market: marketCode } = parseTopArgs(request.params.args);
      return market.topStocks(kind, count, marketCode);
    },
  );

  app.get(
    "/getliststocktrade_cs/:symbol",
    matchHistoryRoute("Match history of a cash-market symbol, newest first, paged backward by nextidx"),
    async (request) => matchHistoryAnswer(market, request, false),
  );

  for (const [path, floor] of [
    ["/getliststockdataoddlot_hsx/:list", "HOSE"],
    ["/getliststockdataoddlot/:list", "HNX"],
  ] as const)
    app.get(
      path,
      symbolListRoute(`Odd-lot rows of a comma list of ${floor} symbols`, OddLotRowSchema),
      async (request) => market.oddLotRows(floor, listedSymbols(request.params)),
    );

  app.get(
    "/getlistoddlotsymbols/:floor",
    {
      schema: {
        tags,
        summary: "Symbols of the odd-lot board of a floor (ours)",
        params: Type.Object({ floor: Type.Union([Type.Literal("HOSE"), Type.Literal("HNX")]) }),
        response: { 200: SymbolListSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply);
      return market.oddLotSymbols(request.params.floor);
    },
  );
};
