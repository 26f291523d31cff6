/**
 * What the data-feed route groups share: their options, the match-history query and the index
 * codes a code list may name.
 */
import { INDEX_CODES, MATCH_HISTORY_PAGE_SIZE } from "@bangia/market";
import { Type } from "typebox";
import type { MarketFeed } from "../../market/market-feed";

export interface FeedRouteOptions {
  readonly market: MarketFeed;
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

/** Index codes the data feed knows, for validating code lists. */
export const KNOWN_INDEX_CODES: readonly string[] = INDEX_CODES.map((entry) => entry.code);
