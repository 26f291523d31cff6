/**
 * Whether a request comes from our own pages: the browser names the page's origin in the
 * `Origin` header of every cross-origin request and of every POST, and Fetch Metadata
 * (`Sec-Fetch-Site`) says "cross-site" for another site's. The login form, which no session
 * protects yet, and the socket's private registration refuse anything else.
 *
 * A request without an Origin is allowed: browsers omit it on same-origin GETs, and clients that
 * are not browsers (tests, bots) cannot be driven by another site.
 */
import type { FastifyRequest } from "fastify";
import { ApiError } from "../http/api-errors";

/** The parts of a request this check reads. */
export interface OriginCheckInput {
  /** The `Origin` header, if any. */
  readonly origin: string | string[] | undefined;
  /** The `Sec-Fetch-Site` header, if any. */
  readonly fetchSite?: string | string[] | undefined;
  /** The host the request was sent to (Host, or X-Forwarded-Host from a trusted proxy). */
  readonly host: string | undefined;
  /** True when the request came over TLS (directly or per a trusted proxy). */
  readonly secure: boolean;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `host` as a URL writes it (lower case, default port dropped), or null when it is not a host. */
function normalizedHost(host: string, scheme: "http" | "https"): string | null {
  try {
    const url = new URL(`${scheme}://${host}`);
    return url.host === "" || url.username !== "" || url.pathname !== "/" ? null : url.host;
  } catch {
    return null;
  }
}

/**
 * Whether `origin` is the origin the request was sent to: same host and port; https when the
 * request came over TLS (over plain HTTP both schemes pass, for a TLS proxy we are not told of).
 * "null" (sandboxed frames, privacy redirects) and anything unparsable do not match.
 */
export function originMatches(origin: string, host: string | undefined, secure: boolean): boolean {
  if (host === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && (secure || url.protocol !== "http:")) return false;
  const expected = normalizedHost(host, url.protocol === "https:" ? "https" : "http");
  return expected !== null && url.host === expected && url.origin === origin.toLowerCase();
}

/** True when the request visibly comes from another origin (a present Origin that is not ours, or Fetch Metadata saying cross-site). */
export function isCrossOrigin(input: OriginCheckInput): boolean {
  if (first(input.fetchSite)?.toLowerCase() === "cross-site") return true;
  const origin = first(input.origin);
  return origin !== undefined && !originMatches(origin, input.host, input.secure);
}

/**
 * onRequest hook of the routes another site must never drive (login, logout, the core gateway):
 * 403 CSRF_REJECTED for a request from another origin.
 */
export async function rejectCrossOrigin(
  request: Pick<FastifyRequest, "headers" | "host" | "protocol">,
): Promise<void> {
  const crossOrigin = isCrossOrigin({
    origin: request.headers.origin,
    fetchSite: request.headers["sec-fetch-site"],
    host: request.host,
    secure: request.protocol === "https",
  });
  if (crossOrigin)
    throw new ApiError("CSRF_REJECTED", [{ path: "headers/origin", message: "is another site" }]);
}
