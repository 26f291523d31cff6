/**
 * The session check of user-scoped routes. A request names its session by the SESSION_HEADER
 * (the spec's "session header") or, for pages the browser loads itself, a `sid` cookie; the
 * header wins when both are sent. `requireSession` looks the id up and answers 401 NO_SESSION
 * when it is missing, unknown or expired; `requireUser` then answers 403 FORBIDDEN when the
 * path or body names another user than the session's, and the refusal is audited.
 *
 * A state-changing request (not GET, HEAD or OPTIONS) that names its session by the cookie alone
 * must echo the session's CSRF token in the CSRF_HEADER (csrf.ts), else 403 CSRF_REJECTED. The
 * header needs no such check: another site cannot make a browser send a custom header.
 *
 * Sessions expire by the wall clock (Date.now()), not the market clock: a login lasts so many
 * real minutes whatever speed the demo market runs at, and the market clock may loop days.
 */
import { SESSION_HEADER } from "@bangia/market";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyPlugin } from "fastify-plugin";
import { ApiError } from "../http/api-errors";
import type { AuditLogStore, Session, SessionStore } from "../db/stores";
import { readCookie } from "./cookie-header";
import { csrfTokenMatches, CSRF_HEADER, isSafeMethod } from "./csrf";

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
  readonly sessions: Pick<SessionStore, "find">;
  /** Where refused cross-user requests are recorded; none in unit tests. */
  readonly auditLog?: Pick<AuditLogStore, "append">;
  /** Wall-clock now, epoch milliseconds (tests may pin it). */
  readonly now?: () => number;
}

/**
 * Where a request's session id came from: the header, the body (the core envelope's `session`,
 * the logout's), or the cookie alone — the one credential a browser adds by itself.
 */
export interface SessionCredential {
  readonly sid: string;
  readonly source: "header" | "body" | "cookie";
}

/** The session id a request carries and where from, or null when it carries none that could be valid. */
export function sessionCredentialOf(request: Pick<FastifyRequest, "headers">): SessionCredential | null {
  const header = request.headers[SESSION_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  const credential: SessionCredential | null =
    fromHeader !== undefined && fromHeader !== ""
      ? { sid: fromHeader, source: "header" }
      : cookieCredential(request.headers.cookie);
  return credential !== null && SESSION_ID.test(credential.sid) ? credential : null;
}

function cookieCredential(cookieHeader: string | undefined): SessionCredential | null {
  const sid = readCookie(cookieHeader, SESSION_COOKIE);
  return sid === null ? null : { sid, source: "cookie" };
}

/** The session id a request carries, or null when it carries none that could be valid. */
export function sessionIdOf(request: Pick<FastifyRequest, "headers">): string | null {
  return sessionCredentialOf(request)?.sid ?? null;
}

/**
 * Refuses a state-changing request authenticated by the session cookie alone unless it echoes
 * the session's CSRF token.
 *
 * @throws ApiError CSRF_REJECTED (403).
 */
export function checkCsrf(
  request: Pick<FastifyRequest, "headers" | "method">,
  credential: SessionCredential,
): void {
  if (credential.source !== "cookie" || isSafeMethod(request.method)) return;
  if (!csrfTokenMatches(credential.sid, request.headers[CSRF_HEADER]))
    throw new ApiError("CSRF_REJECTED", [{ path: `headers/${CSRF_HEADER}`, message: "missing or wrong" }]);
}

// Requests requireUser refused, for the audit entry written when they are answered.
const refusedRequests = new WeakSet<FastifyRequest>();

/**
 * The session of a request that passed `requireSession`, checked to belong to `userId`.
 *
 * @throws ApiError NO_SESSION without a session, FORBIDDEN for another user's id.
 */
export function requireUser(request: FastifyRequest, userId: string): Session {
  const session = request.session;
  if (session === null) throw new ApiError("NO_SESSION");
  if (session.userId !== userId) {
    refusedRequests.add(request);
    throw new ApiError("FORBIDDEN", [{ path: "userId", message: "is not the session's user" }]);
  }
  return session;
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const { auditLog } = options;
  app.decorateRequest("session", null);
  app.decorate("requireSession", async (request: FastifyRequest) => {
    const credential = sessionCredentialOf(request);
    if (credential === null)
      throw new ApiError("NO_SESSION", [{ path: "headers", message: "no session id" }]);
    const session = await options.sessions.find(credential.sid, now());
    if (session === null)
      throw new ApiError("NO_SESSION", [{ path: "headers", message: "unknown or expired" }]);
    // After the lookup: a dead session answers 401 whatever else is wrong, so the page logs in again.
    checkCsrf(request, credential);
    request.session = session;
  });
  if (auditLog !== undefined)
    // Before the answer leaves, so whoever reads the log after the refusal finds the entry.
    app.addHook("onSend", async (request, _reply, payload) => {
      if (!refusedRequests.has(request) || request.session === null) return payload;
      refusedRequests.delete(request);
      try {
        await auditLog.append({
          at: now(),
          userId: request.session.userId,
          action: "access.refused",
          ip: request.ip,
          detail: { method: request.method, route: request.routeOptions.url ?? "" },
        });
      } catch (error) {
        request.log.error({ err: error }, "audit entry not written");
      }
      return payload;
    });
}

/** Registers the session check for the whole app (fastify-plugin: not encapsulated). */
export const sessionChecks = fastifyPlugin(sessionPlugin, { name: "session-checks", fastify: "5.x" });
