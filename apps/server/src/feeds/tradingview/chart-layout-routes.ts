/**
 * The saved chart layout of a logged-in user (price-board §6): `GET` answers it, or
 * `{ data: null }` before the first save; `PUT` replaces it. Session required, and the user id
 * must be the session's. The save time is wall-clock time, the moment the user saved.
 */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { MAX_CHART_LAYOUT_LENGTH } from "@bangia/market";
import { Type } from "typebox";
import { errorResponses } from "../../http/api-errors";
import { requireUser } from "../../auth/session-plugin";
import type { ChartLayoutStore } from "../../db/stores";
import { UserIdParam } from "../history/history-schemas";
import { ChartLayoutBodySchema, ChartLayoutSchema, NoChartLayoutSchema } from "./udf-schemas";

export interface ChartLayoutRouteOptions {
  readonly chartLayouts: ChartLayoutStore;
  /** Wall-clock now, epoch milliseconds. */
  readonly now?: () => number;
}

/**
 * Body limit of a save: the longest layout, every character escaped in JSON (6 bytes at most),
 * plus the other fields. The app's limit for every other body is far smaller.
 */
export const CHART_LAYOUT_BODY_LIMIT = MAX_CHART_LAYOUT_LENGTH * 6 + 4_096;

const tags = ["tradingview"];
const security = [{ session: [] }];
const params = Type.Object({ userId: UserIdParam });

export const chartLayoutRoutes: FastifyPluginAsyncTypebox<ChartLayoutRouteOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  app.addHook("onRequest", app.requireSession);

  app.get(
    "/layout/:userId",
    {
      schema: {
        tags,
        security,
        summary: "The user's saved chart layout, or { data: null }",
        params,
        response: { 200: Type.Union([ChartLayoutSchema, NoChartLayoutSchema]), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      requireUser(request, request.params.userId);
      reply.header("cache-control", "no-store");
      return (await options.chartLayouts.get(request.params.userId)) ?? { data: null };
    },
  );

  app.put(
    "/layout/:userId",
    {
      bodyLimit: CHART_LAYOUT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Saves the user's chart layout (content at most 256 KiB characters)",
        params,
        body: ChartLayoutBodySchema,
        response: { 200: ChartLayoutSchema, ...errorResponses(401, 403, 413) },
      },
    },
    async (request) => {
      requireUser(request, request.params.userId);
      return options.chartLayouts.save(request.params.userId, { ...request.body, savedAt: now() });
    },
  );
};
