/**
 * What the data-feed route groups share: their options, the index codes a code list may name,
 * and the two route shapes several groups repeat: rows of a symbol list, and the match history.
 */
import {
  INDEX_CODES,
  MATCH_HISTORY_PAGE_SIZE,
  isDerivativeKind,
  type MatchHistoryPage,
} from "@bangia/market";
import { Type, type Static, type TSchema } from "typebox";
import { ApiError, errorResponses } from "../../http/api-errors";
import { list } from "../../http/schema-kit";
import type { MarketFeed } from "../../market/feed/market-feed";
import { normaliseSymbol, parseSymbolList, SymbolListParam, SymbolParam } from "../route-args";
import { MatchHistoryPageSchema } from "./datafeed-schemas";

export interface FeedRouteOptions {
  readonly market: MarketFeed;
}

const tags = ["datafeed"];

/** Index codes the data feed knows, for validating code lists. */
export const KNOWN_INDEX_CODES: readonly string[] = INDEX_CODES.map((entry) => entry.code);

/** Route options of a `…/:list` path answering one row per known symbol of a comma list. */
export function symbolListRoute<S extends TSchema>(summary: string, row: S) {
  return {
    schema: {
      tags,
      summary,
      params: Type.Object({ list: SymbolListParam }),
      response: { 200: list(row), ...errorResponses() },
    },
  };
}

/** The symbols of a `…/:list` path. */
export function listedSymbols(params: { readonly list: string }): string[] {
  return parseSymbolList(params.list, "params/list");
}

/** Query of the match history: page size (at most 100) and the cursor of the previous page. */
export const MatchHistoryQuery = Type.Object({
  numpage: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MATCH_HISTORY_PAGE_SIZE, default: MATCH_HISTORY_PAGE_SIZE }),
  ),
  nextidx: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: "nextidx of the previous page",
    }),
  ),
});

/** Route options of a `…/:symbol` match-history path. */
export function matchHistoryRoute(summary: string) {
  return {
    schema: {
      tags,
      summary,
      params: Type.Object({ symbol: SymbolParam }),
      querystring: MatchHistoryQuery,
      response: { 200: MatchHistoryPageSchema, ...errorResponses(404) },
    },
  };
}

interface MatchHistoryRequest {
  readonly params: { readonly symbol: string };
  readonly query: Static<typeof MatchHistoryQuery>;
}

/**
 * The page of the match history a request asks for. Each board answers for its own symbols
 * only: the derivatives path for derivatives, the cash-market path for the rest.
 *
 * @throws ApiError UNKNOWN_SYMBOL for a symbol that is unknown or of the other board.
 */
export function matchHistoryAnswer(
  market: MarketFeed,
  { params, query }: MatchHistoryRequest,
  derivatives: boolean,
): MatchHistoryPage {
  const symbol = normaliseSymbol(params.symbol);
  const instrument = market.instrument(symbol);
  const page =
    instrument !== undefined && isDerivativeKind(instrument.kind) === derivatives
      ? market.matchHistory(symbol, query.numpage ?? MATCH_HISTORY_PAGE_SIZE, query.nextidx ?? null)
      : undefined;
  if (page === undefined) throw new ApiError("UNKNOWN_SYMBOL");
  return page;
}
