/**
 * Data-feed paths of the derivatives board (price-board §7): rows, snapshots by list, the
 * ten-level book, the generic-contract map, the match history and the settlement estimate.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Side } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, badRequest, errorResponses } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import { cacheBriefly } from "../cache-policy";
import { parseSymbolList } from "../route-args";
import {
  DerivativeRowSchema,
  DerivativeSymbolMapSchema,
  SettlementEstimateSchema,
  SymbolListSchema,
  TenLevelBookSchema,
} from "./datafeed-schemas";
import {
  listedSymbols,
  matchHistoryAnswer,
  matchHistoryRoute,
  symbolListRoute,
  type FeedRouteOptions,
} from "./feed-args";

const tags = ["datafeed"];

/** `{symbol},{B|S}` of the ten-level book. */
export function parseBookArgs(text: string): { symbol: string; side: Side } {
  const parts = text.split(",").map((part) => part.trim());
  const [symbol, side] = parts;
  if (parts.length !== 2 || symbol === undefined || symbol === "")
    throw badRequest("params/args", "expected {symbol},{B|S}");
  if (side !== "B" && side !== "S") throw badRequest("params/args", "side must be B or S");
  const [normalised] = parseSymbolList(symbol, "params/args", 1);
  if (normalised === undefined) throw badRequest("params/args", "expected {symbol},{B|S}");
  return { symbol: normalised, side };
}

export const derivativeRoutes: FastifyPluginAsyncTypebox<FeedRouteOptions> = async (app, { market }) => {
  app.get(
    "/pslistdataall",
    {
      schema: {
        tags,
        summary: "Every listed derivative",
        response: { 200: list(DerivativeRowSchema), ...errorResponses() },
      },
    },
    async () => market.derivativeRows(),
  );

  for (const [path, summary] of [
    ["/getpsalldatalsnapshot/:list", "Derivative rows of a comma list of contracts"],
    ["/getlistderivativedata/:list", "Derivative data by list (ours; alias of getpsalldatalsnapshot)"],
  ] as const)
    app.get(path, symbolListRoute(summary, DerivativeRowSchema), async (request) =>
      market.derivativeRows(listedSymbols(request.params)),
    );

  app.get(
    "/getps10pricesnapshot/:args",
    {
      schema: {
        tags,
        summary: "One side of a derivative's ten-level book: {symbol},{B|S}",
        params: Type.Object({ args: Type.String({ maxLength: 40, description: "e.g. VN30F2503,B" }) }),
        response: { 200: TenLevelBookSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { symbol, side } = parseBookArgs(request.params.args);
      const book = market.tenLevelBook(symbol, side);
      if (book === undefined) throw new ApiError("UNKNOWN_SYMBOL");
      return book;
    },
  );

  app.get(
    "/pslistmap",
    {
      schema: {
        tags,
        summary: "Generic contract names to the listed contracts",
        response: { 200: DerivativeSymbolMapSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return market.derivativeSymbolMap();
    },
  );

  app.get(
    "/getliststocktrade_ps/:symbol",
    matchHistoryRoute("Match history of a derivative, newest first, paged backward by nextidx"),
    async (request) => matchHistoryAnswer(market, request, true),
  );

  for (const [path, underlying] of [
    ["/getfsbdata", "VN30"],
    ["/getfsbdata_vn100", "VN100"],
  ] as const)
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Estimated final settlement price of ${underlying} futures`,
          response: { 200: SettlementEstimateSchema, ...errorResponses() },
        },
      },
      async () => market.settlementEstimate(underlying),
    );

  app.get(
    "/getlistderivativesymbols/:board",
    {
      schema: {
        tags,
        summary: "Listed contracts of the index-futures (INDEX) or bond-futures (TPCP) board (ours)",
        params: Type.Object({ board: Type.Union([Type.Literal("INDEX"), Type.Literal("TPCP")]) }),
        response: { 200: SymbolListSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply);
      return market.derivativeSymbols(request.params.board);
    },
  );
};
