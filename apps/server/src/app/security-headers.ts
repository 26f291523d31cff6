/**
 * Response headers every answer carries, set without a dependency: no MIME sniffing, no
 * referrer leaking board URLs, no framing by other sites, the request id for support, and for
 * the API's own answers a Content Security Policy that allows nothing (JSON is never a page)
 * and no caching unless a route chose a policy.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LIVE_CACHE } from "../feeds/cache-policy";

/** CSP of API answers: they are data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sets the headers on `reply`. The onSend hook does it for every answer of a route; an answer
 * Fastify gives before routing (a malformed URL) calls it itself, as no hook runs there.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, docsPrefix: string): void {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "no-referrer");
  reply.header("x-frame-options", "SAMEORIGIN");
  reply.header("x-request-id", request.id);
  const path = request.url.split("?", 1)[0] ?? "";
  if (path.startsWith("/api/") && !path.startsWith(docsPrefix)) {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", LIVE_CACHE);
  }
}

export function registerSecurityHeaders(app: FastifyInstance, docsPrefix: string): void {
  app.addHook("onSend", async (request, reply, payload) => {
    setSecurityHeaders(request, reply, docsPrefix);
    return payload;
  });
}
