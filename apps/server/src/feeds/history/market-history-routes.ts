/**
 * History-feed calls about the market (price-board §7): industries, the index strip's minute
 * histories (only the arrays `props` names), proprietary trading, the statistics board and the
 * index list. Public: no session.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { MARKET_CODES, type NearestHistories } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, errorResponses } from "../../http/api-errors";
import { list, oneOf } from "../../http/schema-kit";
import { PROPRIETARY_GROUPS } from "../../market/board-groups";
import type { MarketFeed } from "../../market/feed/market-feed";
import { cacheBriefly } from "../cache-policy";
import { parseCodeList, parseSymbolList } from "../route-args";
import {
  dataEnvelope,
  ForeignNetRowSchema,
  ForeignSummarySchema,
  IndexListItemSchema,
  IndustryEntrySchema,
  NearestHistoriesSchema,
  ProprietaryDaySchema,
  ProprietarySymbolDaySchema,
  TopForeignRowSchema,
  TopVolumeRowSchema,
} from "./history-schemas";

export interface MarketHistoryRouteOptions {
  readonly market: MarketFeed;
}

const tags = ["history"];

/** Most symbols of one historiesnearest call (a strip of index tiles, a few mini charts). */
export const MAX_NEAREST_SYMBOLS = 100;
/** Proprietary history: the spec's 10 days by default, at most 30. */
export const PROPRIETARY_DAYS = 10;
const MAX_PROPRIETARY_DAYS = 30;
const STATISTICS_MARKETS = [MARKET_CODES.HOSE, MARKET_CODES.HNX, MARKET_CODES.UPCOM] as const;
const MAX_STATISTICS_COUNT = 50;

const GroupParams = Type.Object({ group: oneOf(PROPRIETARY_GROUPS, "Proprietary board group") });
const MarketParams = Type.Object({ mc: oneOf(STATISTICS_MARKETS, "Market code: 10 HOSE, 02 HNX, 03 UPCOM") });
/** The arrays of a historiesnearest series, in the order they are answered. */
const NEAREST_PROPS = ["c", "v", "t"] as const;
type NearestSeries = NearestHistories[string];

/** The series of each symbol cut to the arrays `props` names. */
function onlyProps(
  histories: NearestHistories,
  props: readonly string[],
): Record<string, Partial<NearestSeries>> {
  const wanted = NEAREST_PROPS.filter((prop) => props.includes(prop));
  const cut = (series: NearestSeries): Partial<NearestSeries> =>
    Object.fromEntries(wanted.map((prop) => [prop, series[prop]]));
  return Object.fromEntries(Object.entries(histories).map(([symbol, series]) => [symbol, cut(series)]));
}

const CountQuery = Type.Object({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STATISTICS_COUNT, default: 10 })),
});

export const marketHistoryRoutes: FastifyPluginAsyncTypebox<MarketHistoryRouteOptions> = async (
  app,
  { market },
) => {
  app.get(
    "/industry/level/2",
    {
      schema: {
        tags,
        summary: "ICB level-2 industries",
        response: { 200: dataEnvelope(list(IndustryEntrySchema)), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return { data: market.industries() };
    },
  );

  app.get(
    "/industry/symbols/:code",
    {
      schema: {
        tags,
        summary: "Symbols of an ICB level-2 industry",
        params: Type.Object({ code: Type.String({ pattern: "^[A-Za-z0-9]{1,10}$" }) }),
        response: { 200: dataEnvelope(list(Type.String())), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const symbols = market.industrySymbols(request.params.code);
      if (symbols === undefined) throw new ApiError("UNKNOWN_CODE");
      cacheBriefly(reply);
      return { data: symbols };
    },
  );

  app.get(
    "/tradingview/historiesnearest",
    {
      schema: {
        tags,
        summary: "Today's one-minute closes, volumes and times (epoch seconds) per symbol, as props asks",
        querystring: Type.Object({
          symbols: Type.String({ minLength: 1, maxLength: 4_000, description: "Comma list" }),
          props: Type.Optional(
            Type.String({ maxLength: 20, default: "c,v,t", description: "The arrays to answer, of c,v,t" }),
          ),
          resolution: Type.Optional(Type.Literal("1", { default: "1" })),
        }),
        response: { 200: NearestHistoriesSchema, ...errorResponses() },
      },
    },
    async (request) => {
      const props = parseCodeList(request.query.props ?? "c,v,t", "querystring/props", NEAREST_PROPS);
      const symbols = parseSymbolList(request.query.symbols, "querystring/symbols", MAX_NEAREST_SYMBOLS);
      return onlyProps(market.nearestHistories(symbols), props);
    },
  );

  app.get(
    "/proprietary/aggregate/:group",
    {
      schema: {
        tags,
        summary: "Today's proprietary trading totals of a group",
        params: GroupParams,
        response: { 200: dataEnvelope(ProprietaryDaySchema), ...errorResponses() },
      },
    },
    async (request) => ({ data: market.proprietaryAggregate(request.params.group) }),
  );

  app.get(
    "/proprietary/snapshot/:group",
    {
      schema: {
        tags,
        summary: "Today's proprietary trading per symbol of a group",
        params: GroupParams,
        response: { 200: dataEnvelope(list(ProprietarySymbolDaySchema)), ...errorResponses() },
      },
    },
    async (request) => ({ data: market.proprietarySnapshot(request.params.group) }),
  );

  const historySchema = {
    tags,
    response: { 200: dataEnvelope(list(ProprietaryDaySchema)), ...errorResponses() },
  };
  app.get(
    "/proprietary/hist/:group",
    {
      schema: { ...historySchema, summary: "The last 10 days of a group, oldest first", params: GroupParams },
    },
    async (request) => ({ data: market.proprietaryHistory(request.params.group, PROPRIETARY_DAYS) }),
  );
  app.get(
    "/proprietary/hist/:group/:days",
    {
      schema: {
        ...historySchema,
        summary: "The last `days` trading days of a group including today, oldest first",
        params: Type.Object({
          group: GroupParams.properties.group,
          days: Type.Integer({ minimum: 1, maximum: MAX_PROPRIETARY_DAYS }),
        }),
      },
    },
    async (request) => ({ data: market.proprietaryHistory(request.params.group, request.params.days) }),
  );

  app.get(
    "/statistics/foreign/:mc",
    {
      schema: {
        tags,
        summary: "Foreign trading of a market today (ours)",
        params: MarketParams,
        response: { 200: dataEnvelope(ForeignSummarySchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const summary = market.foreignSummary(request.params.mc);
      if (summary === undefined) throw new ApiError("UNKNOWN_CODE");
      return { data: summary };
    },
  );

  app.get(
    "/statistics/foreignnet",
    {
      schema: {
        tags,
        summary: "Net foreign trading per floor today (ours)",
        response: { 200: dataEnvelope(list(ForeignNetRowSchema)), ...errorResponses() },
      },
    },
    async () => ({ data: market.foreignNet() }),
  );

  app.get(
    "/statistics/topvolume/:mc",
    {
      schema: {
        tags,
        summary: "The day's most traded symbols of a market (ours)",
        params: MarketParams,
        querystring: CountQuery,
        response: { 200: dataEnvelope(list(TopVolumeRowSchema)), ...errorResponses() },
      },
    },
    async (request) => ({ data: market.topVolume(request.params.mc, request.query.count ?? 10) }),
  );

  app.get(
    "/statistics/topforeign/:mc",
    {
      schema: {
        tags,
        summary: "The day's top foreign volume of a market (ours)",
        params: MarketParams,
        querystring: CountQuery,
        response: { 200: dataEnvelope(list(TopForeignRowSchema)), ...errorResponses() },
      },
    },
    async (request) => ({ data: market.topForeign(request.params.mc, request.query.count ?? 10) }),
  );

  app.get(
    "/index/list",
    {
      schema: {
        tags,
        summary: "Every index with its traded value and level (ours)",
        response: { 200: dataEnvelope(list(IndexListItemSchema)), ...errorResponses() },
      },
    },
    async () => ({ data: market.indexList() }),
  );
};
