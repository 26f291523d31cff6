/**
 * Structured logs (pino): one JSON line per event, a request id on every line of a request,
 * and the credentials a request may carry — the session header, cookies, the CSRF token — never
 * written. The code never logs a body, a password, PIN, OTP, digest or session id in the first
 * place; the redaction of those field names (wherever an object holding them is logged, up to
 * two levels down) is the second line, should a future log line carry one.
 *
 * Levels: info is for what an operator acts on (start, shutdown, a failing beat, a lost Redis).
 * A request is one debug line; a failed (5xx) or slow one is a warn line, so a quiet server
 * logs nothing per request at the default level. Slow requests come in floods when the server is
 * overloaded, so at most one of them a second gets its warn line, with the count of those left out.
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

/** Slow requests' warn lines: at most one per `everyMillis`, the others counted. */
export class SlowLines {
  #lastAt = Number.NEGATIVE_INFINITY;
  #leftOut = 0;

  constructor(readonly everyMillis = 1_000) {}

  /** The number of slow lines left out since the last one, or null when this one is left out too. */
  take(now: number): number | null {
    if (now - this.#lastAt < this.everyMillis) {
      this.#leftOut++;
      return null;
    }
    this.#lastAt = now;
    const leftOut = this.#leftOut;
    this.#leftOut = 0;
    return leftOut;
  }
}

/**
 * Fastify's request log lines at our levels: "incoming request" and a route not found at debug,
 * "request completed" at `requestLogLevel` (warn when the response failed to go out).
 */
export class OperatorLogController extends LogController {
  constructor(
    private readonly slowLines = new SlowLines(),
    private readonly now: () => number = () => performance.now(),
  ) {
    super();
  }

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
    else {
      const level = requestLogLevel(reply.statusCode, responseTime);
      const slowLeftOut = level === "warn" && reply.statusCode < 500 ? this.slowLines.take(this.now()) : 0;
      if (slowLeftOut === null) reply.log.debug({ res: reply, responseTime }, "request completed");
      else if (slowLeftOut === 0) reply.log[level]({ res: reply, responseTime }, "request completed");
      else reply.log[level]({ res: reply, responseTime, slowLeftOut }, "request completed");
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, "route not found");
  }
}
