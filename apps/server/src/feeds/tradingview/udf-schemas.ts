/**
 * The TradingView UDF answers (packages/market wire/tradingview-udf.ts) and the chart layout
 * as JSON Schema. UDF prices are chart units (thousands of VND, points), not wire integers.
 */
import { MAX_CHART_LAYOUT_LENGTH } from "@bangia/market";
import { Type } from "typebox";
import { ApiErrorBodySchema } from "../../http/api-errors";
import { list, num, oneOf, str } from "../../http/schema-kit";
import { SERVED_RESOLUTIONS } from "./udf-bars";

const RESOLUTION = oneOf(SERVED_RESOLUTIONS, "Resolution");
const SYMBOL_TYPE = oneOf(["stock", "fund", "warrant", "bond", "index", "futures"], "Symbol type");

export const UdfConfigSchema = Type.Object(
  {
    supported_resolutions: list(RESOLUTION),
    supports_group_request: Type.Literal(false),
    supports_marks: Type.Boolean(),
    supports_search: Type.Literal(true),
    supports_timescale_marks: Type.Boolean(),
    supports_time: Type.Literal(true),
    exchanges: list(Type.Object({ value: Type.String(), name: Type.String(), desc: Type.String() })),
    symbols_types: list(Type.Object({ name: Type.String(), value: Type.String() })),
  },
  { title: "UdfConfig" },
);

export const UdfSymbolInfoSchema = Type.Object(
  {
    name: str("Symbol"),
    ticker: str("Symbol"),
    description: str("Name"),
    type: SYMBOL_TYPE,
    session: str("Trading hours, exchange time"),
    exchange: str("Exchange"),
    listed_exchange: str("Exchange"),
    timezone: str("Asia/Ho_Chi_Minh"),
    minmov: num("Smallest move, in 1/pricescale"),
    pricescale: num("Decimals of the chart price, as a power of ten"),
    has_intraday: Type.Boolean(),
    has_daily: Type.Boolean(),
    has_weekly_and_monthly: Type.Boolean(),
    supported_resolutions: list(RESOLUTION),
    volume_precision: num("Volume decimals"),
    data_status: oneOf(["streaming", "endofday", "delayed_streaming"]),
  },
  { title: "UdfSymbolInfo" },
);

export const UdfSearchItemSchema = Type.Object(
  {
    symbol: str("Symbol"),
    full_name: str("EXCHANGE:SYMBOL"),
    description: str("Name"),
    exchange: str("Exchange"),
    ticker: str("Symbol"),
    type: SYMBOL_TYPE,
  },
  { title: "UdfSearchItem" },
);

const prices = (description: string) => list(Type.Number(), description);

export const UdfHistorySchema = Type.Union(
  [
    Type.Object({
      s: Type.Literal("ok"),
      t: list(Type.Number(), "Bar times, epoch seconds"),
      o: prices("Opens (thousands of VND, or points)"),
      h: prices("Highs"),
      l: prices("Lows"),
      c: prices("Closes"),
      v: list(Type.Number(), "Volumes"),
    }),
    Type.Object({
      s: Type.Literal("no_data"),
      nextTime: Type.Optional(num("Time of the latest bar before the range")),
    }),
  ],
  { title: "UdfHistory" },
);

/** An error of a UDF route: the API's error body plus the UDF `s`/`errmsg` pair. */
export const UdfErrorBodySchema = Type.Object(
  {
    s: Type.Literal("error"),
    errmsg: str("What went wrong (unknown_symbol for an unknown symbol)"),
    error: ApiErrorBodySchema.properties.error,
  },
  { title: "UdfError" },
);

export function udfErrorResponses(...statuses: readonly number[]): Record<number, typeof UdfErrorBodySchema> {
  const responses: Record<number, typeof UdfErrorBodySchema> = {};
  for (const status of [400, ...statuses, 500]) responses[status] = UdfErrorBodySchema;
  return responses;
}

const LAYOUT_FIELDS = {
  symbol: Type.String({ pattern: "^[A-Za-z0-9._:-]{1,40}$", description: "Symbol on the chart" }),
  resolution: Type.String({ pattern: "^[0-9A-Za-z]{1,8}$", description: "Resolution on the chart" }),
  content: Type.String({
    maxLength: MAX_CHART_LAYOUT_LENGTH,
    description: "The chart library's serialised state",
  }),
};

export const ChartLayoutBodySchema = Type.Object(LAYOUT_FIELDS, {
  title: "ChartLayoutBody",
  additionalProperties: false,
});

export const ChartLayoutSchema = Type.Object(
  { ...LAYOUT_FIELDS, savedAt: num("Epoch milliseconds of the save") },
  { title: "ChartLayout" },
);

export const NoChartLayoutSchema = Type.Object({ data: Type.Null() }, { title: "NoChartLayout" });
