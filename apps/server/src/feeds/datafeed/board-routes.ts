/**
 * Data-feed paths of the put-through and bond boards (price-board §7): the day's put-through
 * messages, the board of a floor, the market totals, bond rows and bond detail.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DEFAULT_MARKET_CODES, MARKET_CODES } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, errorResponses } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import { normaliseSymbol, parseCodeList, SymbolParam } from "../route-args";
import {
  BondDetailSchema,
  BondRowSchema,
  MarketPutThroughTotalSchema,
  PutThroughBoardSchema,
  PutThroughEntrySchema,
} from "./datafeed-schemas";
import type { FeedRouteOptions } from "./feed-args";

const tags = ["datafeed"];

/** Markets with a put-through board. */
const PUT_THROUGH_MARKETS = [MARKET_CODES.HNX, MARKET_CODES.UPCOM, MARKET_CODES.HOSE] as const;

export const boardRoutes: FastifyPluginAsyncTypebox<FeedRouteOptions> = async (app, { market }) => {
  app.get(
    "/getlistpt",
    {
      schema: {
        tags,
        summary: "Today's put-through adverts and deals, oldest first",
        response: { 200: list(PutThroughEntrySchema), ...errorResponses() },
      },
    },
    async () => market.putThroughEntries(),
  );

  app.get(
    "/getlistptdata/:floor",
    {
      schema: {
        tags,
        summary: "The put-through board of a floor: adverts per side, deals and totals (ours)",
        params: Type.Object({
          floor: Type.Union([
            Type.Literal("ALL"),
            Type.Literal("HOSE"),
            Type.Literal("HNX"),
            Type.Literal("UPCOM"),
          ]),
        }),
        response: { 200: PutThroughBoardSchema, ...errorResponses() },
      },
    },
    async (request) => market.putThroughBoard(request.params.floor),
  );

  const totalsSchema = {
    tags,
    response: { 200: list(MarketPutThroughTotalSchema), ...errorResponses() },
  };
  app.get(
    "/aggregate/pt/snapshot/markets",
    { schema: { ...totalsSchema, summary: "Put-through totals of markets 02, 03 and 10" } },
    async () => market.putThroughTotals(DEFAULT_MARKET_CODES),
  );
  app.get(
    "/aggregate/pt/snapshot/markets/:codes",
    {
      schema: {
        ...totalsSchema,
        summary: "Put-through totals of a comma list of market codes (02, 03, 10)",
        params: Type.Object({ codes: Type.String({ minLength: 1, maxLength: 40 }) }),
      },
    },
    async (request) =>
      market.putThroughTotals(parseCodeList(request.params.codes, "params/codes", PUT_THROUGH_MARKETS)),
  );

  app.get(
    "/getlistall_bond",
    {
      schema: {
        tags,
        summary: "Bond rows; `kind` narrows to private or corporate bonds",
        querystring: Type.Object({
          kind: Type.Optional(Type.Union([Type.Literal("PRIVATE"), Type.Literal("CORPORATE")])),
        }),
        response: { 200: list(BondRowSchema), ...errorResponses() },
      },
    },
    async (request) => market.bondRows(request.query.kind),
  );

  app.get(
    "/getliststockdata_bond/:symbol",
    {
      schema: {
        tags,
        summary: "Bond detail (a one-element list)",
        params: Type.Object({ symbol: SymbolParam }),
        response: { 200: list(BondDetailSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const detail = market.bondDetail(normaliseSymbol(request.params.symbol));
      if (detail === undefined) throw new ApiError("UNKNOWN_SYMBOL");
      return [detail];
    },
  );
};
