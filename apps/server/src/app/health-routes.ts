/**
 * GET /api/health: 200 `{ status: "ok" }` once the market runs and the database answers; 503
 * with `starting` before the market is live and `unavailable` when the database does not
 * answer within two seconds. Load balancers and the e2e tests wait on it. It also says which
 * clock the simulated market keeps (demo at a speed, or real time): the web footer shows it.
 */
import { MARKET_CLOCK_MODES, type HealthAnswer, type MarketClockInfo } from "@bangia/market";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Database } from "../db/stores";
import type { MarketFeed } from "../market/feed/market-feed";
import { oneOf, type KeysMatch } from "../http/schema-kit";

export interface HealthRouteOptions {
  readonly database: Database;
  readonly market: MarketFeed;
  readonly isLive: () => boolean;
  readonly clock: MarketClockInfo;
  /** Whether the demo seed and its SMS outbox are on (never in production). */
  readonly demo: boolean;
}

const PING_TIMEOUT_MS = 2_000;

export const HealthSchema = Type.Object(
  {
    status: oneOf(["ok", "starting", "unavailable"]),
    market: oneOf(["live", "starting"]),
    database: oneOf(["ok", "down"]),
    databaseKind: oneOf(["embedded", "postgres"]),
    marketTime: Type.Union([Type.Number({ description: "Market-clock now, epoch ms" }), Type.Null()]),
    clock: Type.Object(
      {
        mode: oneOf(MARKET_CLOCK_MODES, "demo: a trading day loops at `speed`; real: the Vietnamese clock"),
        speed: Type.Number({ description: "Market seconds per wall second (1 in real mode)" }),
      },
      { description: "The simulated market's clock" },
    ),
    demo: Type.Boolean({
      description:
        "The demo seed is on: demo customers and GET /api/demo/otp-outbox exist (never in production)",
    }),
  },
  { title: "Health" },
);

// The schema names exactly the fields of the wire type (checked by tsc).
const healthSchemaMatches: [KeysMatch<typeof HealthSchema, HealthAnswer>] = [true];
void healthSchemaMatches;

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, options) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness of the market and the database",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const live = options.isLive();
      const databaseUp = await databaseAnswers(options.database);
      const status = !databaseUp ? "unavailable" : live ? "ok" : "starting";
      reply.status(status === "ok" ? 200 : 503);
      const answer: HealthAnswer = {
        status,
        market: live ? "live" : "starting",
        database: databaseUp ? "ok" : "down",
        databaseKind: options.database.kind,
        marketTime: live ? options.market.now() : null,
        clock: { mode: options.clock.mode, speed: options.clock.speed },
        demo: options.demo,
      };
      return answer;
    },
  );
};
