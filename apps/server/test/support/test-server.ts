/**
 * One app over real dependencies for an HTTP test file: the configuration of NODE_ENV=test, an
 * in-memory database (or the one given), the generated content and the live market on a manual clock at 09:20 of
 * the demo's first day (continuous trading on every venue). Building the universe takes about a
 * second, so a test file shares one server.
 */
import { ManualClock } from "@bangia/exchange";
import { epochMillisAt } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app/build-app";
import { parseServerConfig } from "../../src/config/server-config";
import { openMemoryDatabase } from "../../src/db/open-database";
import type { Database } from "../../src/db/stores";
import { DEMO_FIRST_DAY } from "../../src/market/live-market";
import { createServerDeps, type ServerDeps } from "../../src/server-deps";

/** Market time between two beats of `beat`. */
export const BEAT_MILLIS = 2_000;

export interface TestServer {
  readonly app: FastifyInstance;
  readonly deps: ServerDeps;
  readonly clock: ManualClock;
  readonly database: Database;
  /** Moves the market clock BEAT_MILLIS and beats the market, `count` times. */
  beat(count: number): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Folder of a web build to serve; null (default) serves the plain page. */
  readonly webRoot?: string | null;
  /** Starts the market's timers, so the health check says live (default true). */
  readonly start?: boolean;
  /** Beats before the first request (default 30: a minute of trading). */
  readonly beats?: number;
  /** The database to serve from (default: a fresh in-memory PGlite); closed with the server. */
  readonly database?: Database;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = parseServerConfig({ NODE_ENV: "test", MARKET_SEED: "7" });
  const clock = new ManualClock(epochMillisAt(DEMO_FIRST_DAY, "09:20"));
  const database = options.database ?? (await openMemoryDatabase());
  const deps = await createServerDeps(config, { clock, database });
  const beat = (count: number) => {
    for (let i = 0; i < count; i++) {
      clock.advance(BEAT_MILLIS);
      deps.live.step();
    }
  };
  beat(options.beats ?? 30);
  const app = await buildApp({ ...deps, webRoot: options.webRoot ?? null });
  await app.ready();
  if (options.start ?? true) deps.live.start();
  return {
    app,
    deps,
    clock,
    database,
    beat,
    close: async () => {
      await app.close();
      await deps.close();
      await database.close();
    },
  };
}
