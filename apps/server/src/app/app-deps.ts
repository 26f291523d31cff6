/**
 * Everything `buildApp` is given: the app owns no market, database or clock of its own, so a
 * test can build it over a manual clock and a throw-away database, and `main` over the live ones.
 */
import type { MarketClockInfo } from "@bangia/market";
import type { FastifyBaseLogger } from "fastify";
import type { OrderDesk } from "../broker/order-desk";
import type { ServerConfig } from "../config/server-config";
import type { Database } from "../db/stores";
import type { DemoOtpOutbox } from "../login/otp-outbox";
import type { SmsSender } from "../login/sms-sender";
import type { MarketFeed } from "../market/feed/market-feed";
import type { MarketStream } from "../market/market-stream";
import type { GeneratedContent } from "../synthetic/generated-content";
import type { ConnectionLimits } from "./connection-limits";

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
  /** Where SMS codes go; by default a log line without the code (and the demo outbox). */
  readonly sms?: SmsSender;
  /** The demo outbox of SMS codes (GET /api/demo/otp-outbox/{user}); null or absent in production. */
  readonly otpOutbox?: DemoOtpOutbox | null;
  /** Wall-clock now in epoch ms for sessions, login locks and TOTP; Date.now unless a test pins it. */
  readonly wallClock?: () => number;
  /** The broker's order desk; without it the order calls answer 98001 (no exchange). */
  readonly desk?: OrderDesk;
  /** Deadlines and connection bounds; by default those of connection-limits.ts. */
  readonly connectionLimits?: ConnectionLimits;
}
