/**
 * Everything the app runs on, opened in order: the database (seeded with the demo customers
 * when DEMO_SEED is on and it has none), the generated content, the live market and its feed,
 * the sweeper of expired sessions, and outside production the demo outbox of SMS codes. `main`
 * builds the app over these and, on shutdown, closes the app first and then `close()` (the
 * sweeper stops, the market stops and writes its snapshot, then the database closes).
 *
 * Two kinds of callers:
 * - the server (no clock given): the market runs on the configured clock, journaled in the data
 *   folder, and starts beating at once;
 * - tests and replays (a clock given, usually a ManualClock): the market runs in memory only —
 *   never in the server's data folder — and does not start; the caller beats it with
 *   `live.step()` and may `live.start()` it (the health check says "starting" until then).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MarketClock } from "@bangia/exchange";
import { fundDemoAccounts } from "./broker/demo-funding";
import { OrderDesk } from "./broker/order-desk";
import { DEMO_CUSTOMERS, seedDemoCustomers } from "./customers/demo-customers";
import type { AppDeps } from "./app/app-deps";
import type { ServerConfig } from "./config/server-config";
import { openDatabase } from "./db/open-database";
import type { Database } from "./db/stores";
import { DemoOtpOutbox } from "./login/otp-outbox";
import { startSessionSweeper } from "./login/session-sweeper";
import { createMarketFeed } from "./market/feed/live-market-feed";
import { openLiveMarket, type LiveMarket, type MarketLog } from "./market/live-market";
import { createGeneratedContent } from "./synthetic/create-generated-content";

export interface ServerDeps extends AppDeps {
  readonly live: LiveMarket;
  readonly desk: OrderDesk;
  /** Stops the market (snapshot included), then closes the database unless it was given. */
  close(): Promise<void>;
}

export interface ServerDepsOverrides {
  /** The market clock; given, the market runs in memory and waits for the caller to beat it. */
  readonly clock?: MarketClock;
  /** An open database (tests: openMemoryDatabase()); the caller closes it. */
  readonly database?: Database;
  readonly log?: MarketLog;
  /** The order desk's largest group commit (OrderDesk's maxBatch); the order benchmark sets 1. */
  readonly deskMaxBatch?: number;
}

/** The web app's build, served when it has been built. */
const WEB_BUILD = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** The web build folder when it holds an index.html, else null. */
export function findWebRoot(folder: string = WEB_BUILD): string | null {
  return existsSync(`${folder}/index.html`) ? folder : null;
}

export async function createServerDeps(
  config: ServerConfig,
  overrides: ServerDepsOverrides = {},
): Promise<ServerDeps> {
  const log = overrides.log ?? (() => {});
  const database =
    overrides.database ??
    (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log }));
  const ownsDatabase = overrides.database === undefined;
  try {
    let created = 0;
    if (config.demoSeed) {
      // Wall clock: it dates the demo passwords' expiry, which the market's clock has no say in.
      created = await seedDemoCustomers(database.stores, Date.now());
      if (created > 0)
        log(
          `demo customers: created ${created} (public demo credentials, see docs/security.md; DEMO_SEED=off skips)`,
        );
    }
    const content = createGeneratedContent(config.marketSeed);
    // The desk subscribes before the exchange replays its journal: it gets every report after it.
    const desk = await OrderDesk.open({
      database,
      log,
      ...(overrides.deskMaxBatch === undefined ? {} : { maxBatch: overrides.deskMaxBatch }),
    });
    const live = openLiveMarket({
      consumers: [desk],
      dataDir: overrides.clock === undefined ? config.dataDir : null,
      clockMode: config.clockMode,
      marketSpeed: config.marketSpeed,
      marketSeed: config.marketSeed,
      ...(config.marketFirstDay === null ? {} : { firstDay: config.marketFirstDay }),
      log,
      content,
      ...(overrides.clock === undefined ? {} : { clock: overrides.clock }),
    });
    const market = createMarketFeed({
      exchange: live.exchange,
      clock: live.clock,
      tape: live.tape,
      content,
      sequences: live.sequences,
      news: live.news,
      indices: live.universe.indices,
      // Reads flush what the publisher has pending, so a row's seq always matches its state.
      publisher: live.publisher,
      dailyBars: live.dailyBars,
    });
    await desk.connect({ entry: live.orderEntry, view: live.exchange, clock: live.clock });
    if (created > 0) {
      const accounts = DEMO_CUSTOMERS.flatMap((customer) => customer.accounts);
      await fundDemoAccounts(database.sql, accounts, (symbol) => live.exchange.day(symbol)?.reference ?? 0);
      await desk.pollInstructions();
    }
    if (overrides.clock === undefined) live.start();
    const sweeper = startSessionSweeper(database.stores, { log: (message) => log(message, "warn") });
    return {
      config,
      market,
      stream: live.publisher,
      content,
      database,
      isLive: () => live.isLive(),
      // Real time runs at the wall clock's pace whatever MARKET_SPEED says (see openLiveMarket).
      clockInfo: { mode: config.clockMode, speed: config.clockMode === "real" ? 1 : config.marketSpeed },
      webRoot: findWebRoot(),
      // SMS codes a tester can read without a phone: only with the demo customers (never in production).
      otpOutbox: config.demoSeed && config.environment !== "production" ? new DemoOtpOutbox() : null,
      live,
      desk,
      close: async () => {
        sweeper.stop();
        try {
          // The market's last snapshot waits for the desk to hold what it was given.
          await live.stop();
          await desk.close();
        } finally {
          if (ownsDatabase) await database.close();
        }
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
