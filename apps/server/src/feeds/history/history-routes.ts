/**
 * The history feed under /api/history/ (price-board §7 "History feed"): every operation of
 * HistoryFeedAnswers except the order-type help, which comes with order entry. Watchlists and
 * user settings are user-scoped (session required); the rest is public.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Stores } from "../../db/stores";
import type { MarketFeed } from "../../market/feed/market-feed";
import type { GeneratedContent } from "../../synthetic/generated-content";
import { companyRoutes } from "./company-routes";
import { marketHistoryRoutes } from "./market-history-routes";
import { userSettingsRoutes } from "./user-settings-routes";
import { watchlistRoutes } from "./watchlist-routes";

export interface HistoryRouteOptions {
  readonly market: MarketFeed;
  readonly content: GeneratedContent;
  readonly stores: Stores;
}

export const historyRoutes: FastifyPluginAsyncTypebox<HistoryRouteOptions> = async (
  app,
  { market, content, stores },
) => {
  // Only the dependencies: the prefix of this registration must not be applied twice.
  const options = { market, content, stores };
  await app.register(watchlistRoutes, options);
  await app.register(userSettingsRoutes, options);
  await app.register(companyRoutes, options);
  await app.register(marketHistoryRoutes, options);
};
