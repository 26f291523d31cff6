/**
 * `GET /api/health` (ours): whether the market runs and the database answers, and the clock the
 * simulated market keeps, which the web footer states (design "The simulated market": "the
 * footer says that data are simulated, and in which mode").
 */

/** demo: a whole trading day loops at `speed` market seconds per wall second; real: the Vietnamese clock. */
export const MARKET_CLOCK_MODES = ["demo", "real"] as const;
export type MarketClockMode = (typeof MARKET_CLOCK_MODES)[number];

export interface MarketClockInfo {
  readonly mode: MarketClockMode;
  /** Market seconds per wall second; always 1 in real mode. */
  readonly speed: number;
}

export interface HealthAnswer {
  /** 200 answers "ok"; 503 answers "starting" (market not yet live) or "unavailable" (database down). */
  readonly status: "ok" | "starting" | "unavailable";
  readonly market: "live" | "starting";
  readonly database: "ok" | "down";
  readonly databaseKind: "embedded" | "postgres";
  /** Market-clock now, epoch milliseconds; null until the market is live. */
  readonly marketTime: number | null;
  readonly clock: MarketClockInfo;
  /** The demo seed is on: demo customers and the demo SMS outbox exist (never in production). */
  readonly demo: boolean;
}
