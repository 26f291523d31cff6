/**
 * The session check of user-scoped routes. A request names its session by the SESSION_HEADER
 * (the spec's "session header") or, for pages the browser loads itself, a `sid` cookie; the
 * header wins when both are sent. `requireSession` looks the id up and answers 401 NO_SESSION
 * when it is missing, unknown or expired; `requireUser` then answers 403 FORBIDDEN when the
 * path or body names another user than the session's.
 *
 * Sessions expire by the wall clock (Date.now()), not the market clock: a login lasts so many
 * real minutes whatever speed the demo market runs at, and the market clock may loop days.
 *
 * Logins arrive with the accounts issue; until then sessions are created by tests only
 * (test/support), never over HTTP.
 */
import { SESSION_HEADER } from "@bangia/market";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyPlugin } from "fastify-plugin";
import { ApiError } from "../app/api-errors";
import type { Session, SessionStore } from "../db/stores";
import { readCookie } from "./cookie-header";

/** Name of the session cookie. */
export const SESSION_COOKIE = "sid";

// Ids are random tokens; anything longer or with other characters is not one of ours.
const SESSION_ID = /^[A-Za-z0-9._~+/=-]{1,256}$/;

declare module "fastify" {
  interface FastifyRequest {
    /** The live session, set by `requireSession`; null on routes that do not ask for one. */
    session: Session | null;
  }
  interface FastifyInstance {
    /** preHandler: loads the request's session or answers 401 NO_SESSION. */
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

export interface SessionPluginOptions {
  readonly sessions: SessionStore;
  /** Wall-clock now, epoch milliseconds (tests may pin it). */
  readonly now?: () => number;
}

/** The session id a request carries, or null when it carries none that could be valid. */
export function sessionIdOf(request: Pick<FastifyRequest, "headers">): string | null {
  const header = request.headers[SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const candidate = fromHeader?.trim() || readCookie(request.headers.cookie, SESSION_COOKIE);
  return candidate !== null && candidate !== undefined && SESSION_ID.test(candidate) ? candidate : null;
}

/**
 * The session of a request that passed `requireSession`, checked to belong to `userId`.
 *
 * @throws ApiError NO_SESSION without a session, FORBIDDEN for another user's id.
 */
export function requireUser(request: FastifyRequest, userId: string): Session {
  const session = request.session;
  if (session === null) throw new ApiError("NO_SESSION");
  if (session.userId !== userId)
    throw new ApiError("FORBIDDEN", [{ path: "userId", message: "is not the session's user" }]);
  return session;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const now = options.now ?? Date.now;
  app.decorateRequest("session", null);
  app.decorate("requireSession", async (request: FastifyRequest) => {
    const sid = sessionIdOf(request);
    if (sid === null) throw new ApiError("NO_SESSION", [{ path: "headers", message: "no session id" }]);
    const session = await options.sessions.find(sid, now());
    if (session === null)
      throw new ApiError("NO_SESSION", [{ path: "headers", message: "unknown or expired" }]);
    request.session = session;
  });
}

/** Registers the session check for the whole app (fastify-plugin: not encapsulated). */
export const sessionChecks = fastifyPlugin(sessionPlugin, { name: "session-checks", fastify: "5.x" });
