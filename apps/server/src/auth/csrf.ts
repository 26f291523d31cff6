/**
 * The double-submit check of requests authenticated by the session cookie alone. The login sets
 * a second cookie, readable by the page's scripts, holding the session's CSRF token; a
 * state-changing request that relies on the `sid` cookie must echo it in the CSRF_HEADER. Another
 * site can make the browser send our cookies (were SameSite ever bypassed) but can neither read
 * the token nor set a custom header without CORS, which the server never allows.
 *
 * The token is derived from the session id (SHA-256 of a label and the id), so it is bound to
 * the session: a token planted by a sibling site is worthless for any other session, the server
 * keeps no state for it, and every server process derives the same. It reveals nothing of the
 * id (256 random bits), so scripts may read it while the id stays HttpOnly.
 */
import { createHash } from "node:crypto";
import { constantTimeEqualText } from "../credentials/constant-time";

/** The readable cookie that carries the token to the page. */
export const CSRF_COOKIE = "csrf_token";
/** The request header that must echo it. */
export const CSRF_HEADER = "x-csrf-token";

const LABEL = "bangia csrf v1\u0000";
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** The CSRF token of a session: 43 base64url characters. */
export function csrfTokenFor(sid: string): string {
  return createHash("sha256")
    .update(LABEL + sid, "utf8")
    .digest("base64url");
}

/** Whether `presented` (a header's value, of any shape) is the token of `sid`, compared in constant time. */
export function csrfTokenMatches(sid: string, presented: unknown): boolean {
  const value = Array.isArray(presented) ? (presented as unknown[])[0] : presented;
  return typeof value === "string" && constantTimeEqualText(value, csrfTokenFor(sid));
}

/** Whether a method only reads (GET, HEAD, OPTIONS), so needs no CSRF check. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}
