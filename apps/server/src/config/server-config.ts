/**
 * The server's configuration, read once at start from environment variables. A bad value stops
 * the start with a message naming the variable, what it holds and what it should hold; nothing
 * is guessed.
 */
import { isIP } from "node:net";
import { resolve } from "node:path";
import { isIsoDate, isTradingDay, type DateWindow, type IsoDate } from "@bangia/market";

export type ClockMode = "demo" | "real";

export interface ServerConfig {
  /** TCP port of HTTP and the socket. */
  readonly port: number;
  /** Interface to listen on. */
  readonly host: string;
  /** Folder of the embedded database and the exchange's journal (absolute). */
  readonly dataDir: string;
  /** PostgreSQL connection string; null means the embedded database under dataDir. */
  readonly databaseUrl: string | null;
  /** demo: a whole trading day loops at `marketSpeed`; real: the Vietnamese clock. */
  readonly clockMode: ClockMode;
  /** Market seconds per wall second in demo mode. */
  readonly marketSpeed: number;
  /** Seed of the simulated market and of the generated content. */
  readonly marketSeed: number;
  /**
   * The first simulated day of a fresh data folder (MARKET_FIRST_DAY, a trading day YYYY-MM-DD),
   * so tests and demos can pin it; null: today's trading day (the next one when the exchange is
   * shut today). A data folder keeps the day it started on.
   */
  readonly marketFirstDay: IsoDate | null;
  /** Redis connection string for the Socket.IO adapter; null for a single process. */
  readonly redisUrl: string | null;
  /** production disables demo-only conveniences (seeding, test sessions). */
  readonly environment: "development" | "production" | "test";
  /**
   * Whether a database without customers gets the demo customers at start (DEMO_SEED=on|off):
   * on by default, off by default in production, where turning it on is refused (their
   * credentials are public).
   */
  readonly demoSeed: boolean;
  /** pino level. */
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * Which reverse proxies are believed about the client (TRUST_PROXY): false believes none; a
   * number believes that many hops of X-Forwarded-For/-Proto/-Host; a list believes the proxies
   * at those addresses or CIDR ranges. It decides the client address (rate limits, audit) and
   * whether a request came over TLS (Secure cookies, HSTS).
   */
  readonly trustProxy: false | number | readonly string[];
  /**
   * The dates the login's banner slideshow runs (BANNER_FROM / BANNER_TO, YYYY-MM-DD, both days
   * included, exchange dates); one end alone leaves the other open; neither: no banner.
   */
  readonly bannerWindow: DateWindow | null;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const ENVIRONMENTS = ["development", "production", "test"] as const;
const CLOCK_MODES = ["demo", "real"] as const;
const SWITCH = ["on", "off"] as const;
/** The fastest demo clock the simulated market keeps up with on a small machine. */
export const MAX_MARKET_SPEED = 600;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

function choice<T extends string>(env: Env, name: string, options: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(options as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${options.join(", ")}, got "${raw}"`);
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(" or ")}), got an unparsable value`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(`${name} must start with ${protocols.join(" or ")}, got "${parsed.protocol}"`);
  return raw;
}

const MAX_PROXY_HOPS = 10;
const CIDR_SUFFIX = /^(.+)\/(\d{1,3})$/;

/** An IP address, or an IP range in CIDR notation with a prefix its family allows. */
function isAddressOrRange(entry: string): boolean {
  const range = CIDR_SUFFIX.exec(entry);
  if (range === null) return isIP(entry) !== 0;
  const family = isIP(range[1] ?? "");
  const bits = Number(range[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): ServerConfig["trustProxy"] {
  const raw = text(env, "TRUST_PROXY");
  if (raw === undefined || raw === "off") return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const entries = raw.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new ConfigError(
    `TRUST_PROXY must be off, a number of proxy hops from 1 to ${MAX_PROXY_HOPS}, or a comma list of ` +
      `proxy addresses or CIDR ranges, got "${raw}"`,
  );
}

// The open ends of a banner window given by one date only.
const EARLIEST_DATE = "1970-01-01";
const LATEST_DATE = "9999-12-31";

function isoDate(env: Env, name: string): string | undefined {
  const raw = text(env, name);
  if (raw !== undefined && !isIsoDate(raw))
    throw new ConfigError(`${name} must be a date YYYY-MM-DD, got "${raw}"`);
  return raw;
}

function tradingDay(env: Env, name: string): IsoDate | null {
  const date = isoDate(env, name);
  if (date === undefined) return null;
  if (!isTradingDay(date, []))
    throw new ConfigError(`${name} must be a trading day, got ${date} (exchange shut)`);
  return date;
}

function bannerWindow(env: Env): DateWindow | null {
  const from = isoDate(env, "BANNER_FROM");
  const to = isoDate(env, "BANNER_TO");
  if (from === undefined && to === undefined) return null;
  const window = { from: from ?? EARLIEST_DATE, to: to ?? LATEST_DATE };
  if (window.from > window.to)
    throw new ConfigError(`BANNER_FROM (${window.from}) must not be after BANNER_TO (${window.to})`);
  return window;
}

/**
 * The configuration of `env`, or a ConfigError naming the first bad variable. Connection
 * strings never appear in the message (they may hold passwords).
 */
export function parseServerConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const environment = choice(env, "NODE_ENV", ENVIRONMENTS, "development");
  const demoSeed = choice(env, "DEMO_SEED", SWITCH, environment === "production" ? "off" : "on") === "on";
  if (demoSeed && environment === "production")
    throw new ConfigError(
      "DEMO_SEED=on is refused with NODE_ENV=production: the demo customers' credentials are public",
    );
  return {
    port: integer(env, "PORT", 3000, 0, 65_535),
    host: text(env, "HOST") ?? "0.0.0.0",
    dataDir: resolve(cwd, text(env, "DATA_DIR") ?? "data"),
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    clockMode: choice(env, "MARKET_CLOCK", CLOCK_MODES, "demo"),
    marketSpeed: integer(env, "MARKET_SPEED", 1, 1, MAX_MARKET_SPEED),
    marketSeed: integer(env, "MARKET_SEED", 1, 0, 2 ** 31 - 1),
    marketFirstDay: tradingDay(env, "MARKET_FIRST_DAY"),
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    environment,
    demoSeed,
    logLevel: choice(env, "LOG_LEVEL", LOG_LEVELS, environment === "test" ? "silent" : "info"),
    trustProxy: trustProxy(env),
    bannerWindow: bannerWindow(env),
  };
}
