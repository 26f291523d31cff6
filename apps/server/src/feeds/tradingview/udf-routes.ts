/**
 * The TradingView UDF feed under /api/tradingview/ (`/config`, `/symbols`, `/search`,
 * `/history`, `/time`), so both lightweight-charts and the TradingView charting library can
 * draw our bars: generated daily history before today and the live session's bars.
 *
 * Minute resolutions group today's one-minute bars (no intraday history exists before today);
 * D takes the daily bars, W and M group them. Failures carry the UDF `{ s: "error", errmsg }`
 * beside the API's error body, so a UDF client and any other client both read them.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { UdfConfig } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, badRequest } from "../../http/api-errors";
import { replyWithError } from "../../http/error-handler";
import { list } from "../../http/schema-kit";
import type { MarketFeed } from "../../market/feed/market-feed";
import type { Bar } from "../../synthetic/generated-content";
import { cacheBriefly } from "../cache-policy";
import { normaliseSymbol } from "../route-args";
import { chartSymbolOf, chartSymbols, searchSymbols, symbolInfoOf, type ChartSymbol } from "./chart-symbols";
import {
  ACCEPTED_RESOLUTIONS,
  groupBars,
  periodOf,
  selectBars,
  SERVED_RESOLUTIONS,
  udfHistoryOf,
  type BarPeriod,
  type BarRange,
} from "./udf-bars";
import {
  udfErrorResponses,
  UdfConfigSchema,
  UdfHistorySchema,
  UdfSearchItemSchema,
  UdfSymbolInfoSchema,
} from "./udf-schemas";

export interface UdfRouteOptions {
  readonly market: MarketFeed;
}

const tags = ["tradingview"];
const MAX_SEARCH_LIMIT = 100;
/** A symbol as charts send it, bare or as EXCHANGE:SYMBOL. */
const ChartSymbolQuery = Type.String({
  pattern: "^[A-Za-z0-9._:-]{1,60}$",
  description: "SYMBOL or EXCHANGE:SYMBOL",
});
const MAX_COUNTBACK = 5_000;
/** Daily bars fetched before `from` so the first week or month of a range is whole. */
const GROUPING_LEAD_SECONDS = 35 * 86_400;

export const UDF_CONFIG: UdfConfig = {
  supported_resolutions: SERVED_RESOLUTIONS,
  supports_group_request: false,
  supports_marks: false,
  supports_search: true,
  supports_timescale_marks: false,
  supports_time: true,
  exchanges: [
    { value: "", name: "Tất cả", desc: "" },
    { value: "HOSE", name: "HOSE", desc: "Sở Giao dịch Chứng khoán TP.HCM" },
    { value: "HNX", name: "HNX", desc: "Sở Giao dịch Chứng khoán Hà Nội" },
    { value: "UPCOM", name: "UPCOM", desc: "Thị trường UPCoM" },
    { value: "DERIVATIVES", name: "Phái sinh", desc: "Thị trường chứng khoán phái sinh" },
  ],
  symbols_types: [
    { name: "Tất cả", value: "" },
    { name: "Cổ phiếu", value: "stock" },
    { name: "Chỉ số", value: "index" },
    { name: "ETF", value: "fund" },
    { name: "Chứng quyền", value: "warrant" },
    { name: "Trái phiếu", value: "bond" },
    { name: "Phái sinh", value: "futures" },
  ],
};

const UDF_ERROR_MESSAGES: Readonly<Partial<Record<string, string>>> = { UNKNOWN_SYMBOL: "unknown_symbol" };

/** The bars of `chart` at `period` overlapping `range`, and the latest one before it. */
function barsFor(
  market: MarketFeed,
  chart: ChartSymbol,
  period: BarPeriod,
  range: BarRange,
): { selected: readonly Bar[]; earlier: Bar | undefined } {
  let source: readonly Bar[];
  if (period.unit === "minute") source = market.minuteBars(chart.symbol) ?? [];
  else {
    const lead = period.unit === "day" ? 0 : GROUPING_LEAD_SECONDS;
    const from = range.countback === undefined ? Math.max(0, range.from - lead) : 0;
    source = market.dailyBars(chart.symbol, from, range.to) ?? [];
  }
  const grouped = groupBars(source, period);
  const selected = selectBars(grouped, range);
  if (selected.length > 0 || range.countback !== undefined) return { selected, earlier: undefined };
  const before =
    period.unit === "minute"
      ? grouped
      : groupBars(market.dailyBars(chart.symbol, 0, range.from) ?? [], period);
  return { selected, earlier: before.filter((bar) => bar.time < range.from).at(-1) };
}

export const udfRoutes: FastifyPluginAsyncTypebox<UdfRouteOptions> = async (app, { market }) => {
  app.setErrorHandler((error, request, reply) =>
    replyWithError(error, request, reply, (body, answer) => ({
      s: "error",
      errmsg: UDF_ERROR_MESSAGES[answer.code] ?? body.error.message.en,
      ...body,
    })),
  );

  function chartOf(raw: string): ChartSymbol {
    const chart = chartSymbolOf(market, normaliseSymbol(raw));
    if (chart === undefined) throw new ApiError("UNKNOWN_SYMBOL");
    return chart;
  }

  app.get(
    "/config",
    {
      schema: {
        tags,
        summary: "UDF configuration",
        response: { 200: UdfConfigSchema, ...udfErrorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return UDF_CONFIG;
    },
  );

  app.get(
    "/symbols",
    {
      schema: {
        tags,
        summary: "UDF symbol information",
        querystring: Type.Object({ symbol: ChartSymbolQuery }),
        response: { 200: UdfSymbolInfoSchema, ...udfErrorResponses(404) },
      },
    },
    async (request, reply) => {
      // Charts may send EXCHANGE:SYMBOL.
      const symbol = request.query.symbol.split(":").at(-1) ?? "";
      const chart = chartOf(symbol);
      cacheBriefly(reply);
      return symbolInfoOf(chart);
    },
  );

  app.get(
    "/search",
    {
      schema: {
        tags,
        summary: "UDF symbol search: symbols starting with the query",
        querystring: Type.Object({
          query: Type.Optional(Type.String({ maxLength: 40 })),
          type: Type.Optional(Type.String({ maxLength: 20 })),
          exchange: Type.Optional(Type.String({ maxLength: 20 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SEARCH_LIMIT, default: 30 })),
        }),
        response: { 200: list(UdfSearchItemSchema), ...udfErrorResponses() },
      },
    },
    async (request) =>
      searchSymbols(chartSymbols(market), {
        query: request.query.query ?? "",
        limit: request.query.limit ?? 30,
        ...(request.query.type === undefined ? {} : { type: request.query.type }),
        ...(request.query.exchange === undefined ? {} : { exchange: request.query.exchange }),
      }),
  );

  app.get(
    "/history",
    {
      schema: {
        tags,
        summary: "UDF bars of a symbol in [from, to), or the last `countback` bars before `to`",
        querystring: Type.Object({
          symbol: ChartSymbolQuery,
          resolution: Type.Union(ACCEPTED_RESOLUTIONS.map((resolution) => Type.Literal(resolution))),
          from: Type.Integer({ minimum: 0, maximum: 2 ** 40, description: "Epoch seconds, inclusive" }),
          to: Type.Integer({ minimum: 0, maximum: 2 ** 40, description: "Epoch seconds, exclusive" }),
          countback: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_COUNTBACK })),
        }),
        response: { 200: UdfHistorySchema, ...udfErrorResponses(404) },
      },
    },
    async (request) => {
      const { from, to, countback } = request.query;
      if (from >= to) throw badRequest("querystring/from", "must be before to");
      const period = periodOf(request.query.resolution);
      if (period === null) throw badRequest("querystring/resolution", "is not served");
      const chart = chartOf(request.query.symbol.split(":").at(-1) ?? "");
      const range: BarRange = countback === undefined ? { from, to } : { from, to, countback };
      const { selected, earlier } = barsFor(market, chart, period, range);
      return udfHistoryOf(selected, chart.divisor, earlier);
    },
  );

  app.get(
    "/time",
    {
      schema: {
        tags,
        summary: "Server (market-clock) time, epoch seconds, as plain text",
        response: { 200: Type.String({ description: "Epoch seconds" }) },
      },
    },
    async (_request, reply) => {
      reply.type("text/plain; charset=utf-8");
      return String(Math.floor(market.now() / 1_000));
    },
  );
};
