/**
 * Company data of the stock popup (price-board §2, §7): events, events by date, daily and
 * trailing ratios, finance tables and general facts. Events, ratios and finance tables are
 * generated content (labelled simulated) and exist for shares only: another listed instrument
 * answers no events, null ratios and 404 for finance; an unlisted symbol answers 404. Events
 * by date take the years that have events (1900–2100); the trailing ratios keep one period.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { fromDayFirstDate, NO_DAILY_RATIOS, NO_TRAILING_RATIOS } from "@bangia/market";
import { Type } from "typebox";
import { ApiError, badRequest, errorResponses } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import type { MarketFeed } from "../../market/feed/market-feed";
import { instrumentSubject } from "../../market/rows/content-subject";
import { EVENT_YEARS } from "../../synthetic/company-events";
import type { ContentSubject, GeneratedContent } from "../../synthetic/generated-content";
import { normaliseSymbol, parseCodeList, SymbolParam } from "../route-args";
import {
  CompanyEventSchema,
  DailyRatiosSchema,
  dataEnvelope,
  FinanceDataSchema,
  nestedDataEnvelope,
  StockInfoSchema,
  TrailingRatiosSchema,
} from "./history-schemas";

export interface CompanyRouteOptions {
  readonly market: MarketFeed;
  readonly content: GeneratedContent;
}

const tags = ["history"];
const params = Type.Object({ symbol: SymbolParam });

/** DD-MM-YYYY in the years that have events (EVENT_YEARS: 1900–2100); the day is checked after. */
const EVENT_DATE_PATTERN = "^\\d{2}-\\d{2}-(19\\d{2}|20\\d{2}|2100)$";

export const companyRoutes: FastifyPluginAsyncTypebox<CompanyRouteOptions> = async (
  app,
  { market, content },
) => {
  /** The symbol of a request, listed; whether it is a share. */
  function listed(raw: string): { symbol: string; isShare: boolean } {
    const symbol = normaliseSymbol(raw);
    const instrument = market.instrument(symbol);
    if (instrument === undefined) throw new ApiError("UNKNOWN_SYMBOL");
    return { symbol, isShare: instrument.kind === "STOCK" };
  }

  /**
   * What the generated content scales a listed symbol's company data to, at today's reference:
   * PE, PB and the finance tables then agree with the board's price and base info.
   */
  function subjectOf(symbol: string): ContentSubject {
    const instrument = market.instrument(symbol);
    if (instrument === undefined) throw new ApiError("UNKNOWN_SYMBOL");
    const today = market.stockQuotes([symbol])[0]?.r ?? 0;
    return instrumentSubject(instrument, today > 0 ? today : instrument.initialReference);
  }

  app.get(
    "/company/events/:symbol",
    {
      schema: {
        tags,
        summary: "Company events of a share, newest first",
        params,
        response: { 200: nestedDataEnvelope(list(CompanyEventSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { symbol, isShare } = listed(request.params.symbol);
      return { data: { data: isShare ? content.companyEvents(symbol, market.today()) : [] } };
    },
  );

  app.get(
    "/company/eventsdate/:types/:date",
    {
      schema: {
        tags,
        summary: "Events of the given types (getlistdefinedevents codes, comma list) published on a day",
        params: Type.Object({
          types: Type.String({ minLength: 1, maxLength: 400 }),
          date: Type.String({
            pattern: EVENT_DATE_PATTERN,
            description: `DD-MM-YYYY, years ${EVENT_YEARS.first}–${EVENT_YEARS.last}`,
          }),
        }),
        response: { 200: nestedDataEnvelope(list(CompanyEventSchema)), ...errorResponses() },
      },
    },
    async (request) => {
      const codes = market.definedEvents().map((event) => event.code);
      const types = parseCodeList(request.params.types, "params/types", codes);
      const date = fromDayFirstDate(request.params.date);
      if (date === null) throw badRequest("params/date", "is not a calendar date");
      const shares = market
        .instruments()
        .filter((instrument) => instrument.kind === "STOCK")
        .map((instrument) => instrument.symbol);
      return { data: { data: await content.eventsOnDate(shares, types, date) } };
    },
  );

  app.get(
    "/ratiodaily/:symbol",
    {
      schema: {
        tags,
        summary: "Daily ratios (EPS, PE, PB) of a share; null where unknown",
        params,
        response: { 200: nestedDataEnvelope(DailyRatiosSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { symbol, isShare } = listed(request.params.symbol);
      return { data: { data: isShare ? content.dailyRatios(subjectOf(symbol)) : NO_DAILY_RATIOS } };
    },
  );

  app.get(
    "/ratiottm/list/:symbol",
    {
      schema: {
        tags,
        summary: "Trailing ratios of the latest period of a share (the only one kept: limit is 1)",
        params,
        querystring: Type.Object({
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: 1, default: 1, description: "Periods; only 1 is kept" }),
          ),
        }),
        response: { 200: nestedDataEnvelope(list(TrailingRatiosSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { symbol, isShare } = listed(request.params.symbol);
      const ratios = isShare ? content.trailingRatios(subjectOf(symbol), market.today()) : NO_TRAILING_RATIOS;
      return { data: { data: [ratios] } };
    },
  );

  app.get(
    "/finance/:symbol",
    {
      schema: {
        tags,
        summary: "Finance tables of a share by year and by quarter, millions of VND (ours)",
        params,
        response: { 200: dataEnvelope(FinanceDataSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { symbol, isShare } = listed(request.params.symbol);
      if (!isShare) throw new ApiError("NOT_FOUND", [{ path: "params/symbol", message: "not a share" }]);
      return { data: content.financeData(subjectOf(symbol), market.today()) };
    },
  );

  app.get(
    "/stockinfo/:symbol",
    {
      schema: {
        tags,
        summary: "General facts of a symbol for the popup (ours)",
        params,
        response: { 200: dataEnvelope(StockInfoSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const info = market.stockInfo(normaliseSymbol(request.params.symbol));
      if (info === undefined) throw new ApiError("UNKNOWN_SYMBOL");
      return { data: info };
    },
  );
};
