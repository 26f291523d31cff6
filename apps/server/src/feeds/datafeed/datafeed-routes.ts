/**
 * The data feed under /api/datafeed/ (price-board §7 "Data feed (all GET)"): every path of
 * DATA_FEED_PATHS, answering the DataFeedAnswers shapes from the live market.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { boardRoutes } from "./board-routes";
import { derivativeRoutes } from "./derivative-routes";
import { marketRoutes } from "./market-routes";
import type { FeedRouteOptions } from "./feed-args";
import { stockRoutes } from "./stock-routes";

export const datafeedRoutes: FastifyPluginAsyncTypebox<FeedRouteOptions> = async (app, { market }) => {
  // Only the market: the prefix of this registration must not be applied twice.
  const options = { market };
  await app.register(stockRoutes, options);
  await app.register(derivativeRoutes, options);
  await app.register(marketRoutes, options);
  await app.register(boardRoutes, options);
};
