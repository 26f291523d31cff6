/**
 * Data-feed paths about whole markets (price-board §7): index details and lists, market info,
 * server time, news and the company-event types.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { MARKET_CODES, type MarketCode } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, errorResponses } from "../../http/api-errors";
import { list, oneOf } from "../../http/schema-kit";
import { NEWS_KEPT } from "../../market/news-wire";
import { cacheBriefly } from "../cache-policy";
import { parseCodeList } from "../route-args";
import {
  CkIndexSchema,
  DefinedEventsSchema,
  IndexEntrySchema,
  MarketInfoSchema,
  NewsItemSchema,
  ServerTimeSchema,
  SymbolListSchema,
} from "./datafeed-schemas";
import { KNOWN_INDEX_CODES, type FeedRouteOptions } from "./feed-args";

const tags = ["datafeed"];

/** Most news items one call asks for: the items the header keeps (price-board §9). */
export const MAX_NEWS_COUNT = NEWS_KEPT;

const MARKET_CODE_VALUES = Object.values(MARKET_CODES);

export const marketRoutes: FastifyPluginAsyncTypebox<FeedRouteOptions> = async (app, { market }) => {
  app.get(
    "/getlistindexdetail/:codes",
    {
      schema: {
        tags,
        summary: "Index entries of a comma list of index codes (10,02,11,03,27, …)",
        params: Type.Object({ codes: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: list(IndexEntrySchema), ...errorResponses() },
      },
    },
    async (request) =>
      market.indexEntries(parseCodeList(request.params.codes, "params/codes", KNOWN_INDEX_CODES)),
  );

  app.get(
    "/getlistckindex/:group",
    {
      schema: {
        tags,
        summary: "list_allindex: every index; list_exindex: the index-group menu; a group: its symbols",
        params: Type.Object({ group: Type.String({ pattern: "^[A-Za-z0-9_-]{1,40}$" }) }),
        response: { 200: CkIndexSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const answer = market.ckIndex(request.params.group);
      if (answer === undefined) throw new ApiError("UNKNOWN_CODE");
      cacheBriefly(reply);
      return answer;
    },
  );

  app.get(
    "/getlistindexsymbols/:code",
    {
      schema: {
        tags,
        summary: "Member symbols of an index, by index code (ours)",
        params: Type.Object({ code: Type.String({ pattern: "^\\d{1,4}$" }) }),
        response: { 200: SymbolListSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const symbols = market.indexSymbols(request.params.code);
      if (symbols === undefined) throw new ApiError("UNKNOWN_CODE");
      cacheBriefly(reply);
      return symbols;
    },
  );

  app.get(
    "/getmarketinfo/:mc",
    {
      schema: {
        tags,
        summary: "A market's session and day so far; 04 for derivatives (ours)",
        params: Type.Object({ mc: oneOf(MARKET_CODE_VALUES) }),
        response: { 200: MarketInfoSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const info = market.marketInfo(request.params.mc as MarketCode);
      if (info === undefined) throw new ApiError("UNKNOWN_CODE");
      return info;
    },
  );

  app.get(
    "/gettimedifference",
    {
      schema: {
        tags,
        summary: "Server (market-clock) time",
        response: { 200: ServerTimeSchema, ...errorResponses() },
      },
    },
    async () => ({ srv_time: market.now() }),
  );

  app.get(
    "/getTopNews/:count",
    {
      schema: {
        tags,
        summary: "The most recent news items",
        params: Type.Object({ count: Type.Integer({ minimum: 1, maximum: MAX_NEWS_COUNT }) }),
        response: { 200: list(NewsItemSchema), ...errorResponses() },
      },
    },
    async (request) => market.news(request.params.count),
  );

  app.get(
    "/getlistdefinedevents",
    {
      schema: {
        tags,
        summary: "Company-event types, the codes company/eventsdate takes (ours)",
        response: { 200: DefinedEventsSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply);
      return { data: market.definedEvents() };
    },
  );
};
