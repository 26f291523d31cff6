/**
 * Structured logs (pino): one JSON line per event, a request id on every line of a request,
 * and the credentials a request may carry — the session header, cookies, the CSRF token — never
 * written. The code never logs a body, a password, PIN, OTP, digest or session id in the first
 * place; the redaction of those field names (wherever an object holding them is logged, up to
 * two levels down) is the second line, should a future log line carry one.
 *
 * Levels: info is for what an operator acts on (start, shutdown, a failing beat, a lost Redis).
 * A request is one debug line; a failed (5xx) or slow one is a warn line, so a quiet server
 * logs nothing per request at the default level.
 */
import { SESSION_HEADER } from "@bangia/market";
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
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

/** A request slower than this is worth a warn line. */
export const SLOW_REQUEST_MILLIS = 1_000;

/** The level of a finished request's log line. */
export function requestLogLevel(status: number, elapsedMillis: number): "debug" | "warn" {
  return status >= 500 || elapsedMillis > SLOW_REQUEST_MILLIS ? "warn" : "debug";
}

/**
 * Fastify's request log lines at our levels: "incoming request" and a route not found at debug,
 * "request completed" at `requestLogLevel` (warn when the response failed to go out).
 */
export class OperatorLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error !== null && error !== undefined)
      reply.log.warn({ res: reply, err: error, responseTime }, "request errored");
    else
      reply.log[requestLogLevel(reply.statusCode, responseTime)](
        { res: reply, responseTime },
        "request completed",
      );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, "route not found");
  }
}
