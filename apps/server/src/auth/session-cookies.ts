/**
 * The two cookies a login sets (docs/security.md "Session cookies"): `sid`, the session id,
 * HttpOnly so page scripts never read it; and `csrf_token`, the session's CSRF token, which the
 * page reads and echoes in the x-csrf-token header. Both SameSite=Strict, Path=/, and Secure when
 * the request came over TLS (directly, or as a trusted proxy says).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { serializeCookie, type CookieAttributes } from "./cookie-header";
import { CSRF_COOKIE, csrfTokenFor } from "./csrf";
import { SESSION_COOKIE } from "./session-plugin";

/** Whether the request came over TLS: Fastify reads X-Forwarded-Proto only from a trusted proxy. */
export function isSecureRequest(request: Pick<FastifyRequest, "protocol">): boolean {
  return request.protocol === "https";
}

function attributes(maxAge: number, secure: boolean, httpOnly: boolean): CookieAttributes {
  return { maxAge, path: "/", httpOnly, secure, sameSite: "Strict" };
}

/** The Set-Cookie values of a new session lasting `maxAge` seconds. */
export function sessionCookies(sid: string, maxAge: number, secure: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIE, sid, attributes(maxAge, secure, true)),
    serializeCookie(CSRF_COOKIE, csrfTokenFor(sid), attributes(maxAge, secure, false)),
  ];
}

/** The Set-Cookie values that delete both cookies. */
export function clearedSessionCookies(secure: boolean): string[] {
  return [
    serializeCookie(SESSION_COOKIE, "", attributes(0, secure, true)),
    serializeCookie(CSRF_COOKIE, "", attributes(0, secure, false)),
  ];
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("set-cookie", clearedSessionCookies(isSecureRequest(request)));
}
