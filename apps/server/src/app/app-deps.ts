/**
 * Everything `buildApp` is given: the app owns no market, database or clock of its own, so a
 * test can build it over a manual clock and a throw-away database, and `main` over the live ones.
 */
import type { MarketClockInfo } from "@bangia/market";
import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config/server-config";
import type { Database } from "../db/stores";
import type { MarketFeed } from "../market/market-feed";
import type { MarketStream } from "../market/market-stream";
import type { GeneratedContent } from "../synthetic/generated-content";

export interface AppDeps {
  readonly config: ServerConfig;
  readonly market: MarketFeed;
  /** Realtime batches for the socket layer. */
  readonly stream: MarketStream;
  readonly content: GeneratedContent;
  readonly database: Database;
  /** True once the market runs (the health check answers 503 before). */
  readonly isLive: () => boolean;
  /** The clock the market keeps, as the health check tells the web footer. */
  readonly clockInfo: MarketClockInfo;
  /** Folder of the web app's build; null serves the plain fallback page. */
  readonly webRoot: string | null;
  readonly logger?: FastifyBaseLogger;
}
