/**
 * Structured logs (pino): one JSON line per event, a request id on every line of a request,
 * and the credentials a request may carry — the session header and cookies — never written.
 */
import { SESSION_HEADER } from "@bangia/market";
import type { LoggerOptions } from "pino";
import type { ServerConfig } from "../config/server-config";

/** Paths pino replaces with "[redacted]" wherever a request or response is logged whole. */
export const LOG_REDACT_PATHS: readonly string[] = [
  `req.headers["${SESSION_HEADER}"]`,
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** The pino options of the server's logger at the configured level. */
export function loggerOptions(config: Pick<ServerConfig, "logLevel">): LoggerOptions {
  return { level: config.logLevel, redact: { paths: [...LOG_REDACT_PATHS], censor: "[redacted]" } };
}
