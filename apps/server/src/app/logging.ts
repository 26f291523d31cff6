/**
 * Structured logs (pino): one JSON line per event, a request id on every line of a request,
 * and the credentials a request may carry — the session header, cookies, the CSRF token — never
 * written. The code never logs a body, a password, PIN, OTP, digest or session id in the first
 * place; the redaction of those field names (wherever an object holding them is logged, up to
 * two levels down) is the second line, should a future log line carry one.
 */
import { SESSION_HEADER } from "@bangia/market";
import type { LoggerOptions } from "pino";
import type { ServerConfig } from "../config/server-config";

/**
 * Field names that hold a secret in our payloads: the login form's pass/password, the core
 * envelope's session and its data's p1/p2/p5 (digests, the new password, the OTP), PINs, OTPs,
 * session ids, tokens. `p1` is also an account code on other calls: hiding it costs little.
 */
export const SECRET_FIELDS: readonly string[] = [
  "pass",
  "password",
  "newPassword",
  "pin",
  "otp",
  "p1",
  "p2",
  "p5",
  "sid",
  "session",
  "token",
  "secret",
];

/** Paths pino replaces with "[redacted]" wherever a request or response is logged whole. */
export const LOG_REDACT_PATHS: readonly string[] = [
  `req.headers["${SESSION_HEADER}"]`,
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  "req.body",
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The pino options of the server's logger at the configured level. */
export function loggerOptions(config: Pick<ServerConfig, "logLevel">): LoggerOptions {
  return { level: config.logLevel, redact: { paths: [...LOG_REDACT_PATHS], censor: "[redacted]" } };
}
