/**
 * Response headers every answer carries, set without a dependency: no MIME sniffing, no
 * referrer leaking board URLs, no framing at all (clickjacking), the request id for support,
 * HSTS on answers that went over TLS, and a Content Security Policy — one that allows nothing
 * for the API's own answers (JSON is never a page, and they are not cached unless a route chose
 * a policy), and webCsp for the web app's documents and files.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LIVE_CACHE } from "../feeds/cache-policy";

/** CSP of API answers: they are data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * CSP of the web app's documents. Scripts only from our origin (the build has no inline script);
 * styles from our origin plus inline ones, which the build needs: the dialogs' scroll lock
 * (react-remove-scroll, under Radix) inserts a <style> element, and the charts and the virtual
 * board set style attributes. Workers are our own module files; images and fonts may be data:
 * URIs of the stylesheet. Connections go to our origin, its WebSocket included (connectSources).
 */
export function webCsp(host: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSources(host)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// A host name or IPv4 with an optional port, or a bracketed IPv6 with an optional port.
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * 'self', plus our own WebSocket origin spelt out: 'self' covers ws: and wss: of the same host
 * only in CSP Level 3 browsers. A host header we cannot vouch for adds nothing.
 */
export function connectSources(host: string | undefined): string {
  if (host === undefined || !PLAIN_HOST.test(host)) return "'self'";
  const lower = host.toLowerCase();
  return `'self' ws://${lower} wss://${lower}`;
}

/** HSTS of answers that came over TLS: a year, this host only (a subdomain may not be ours). */
export const HSTS = "max-age=31536000";

/**
 * Sets the headers on `reply`. The onSend hook does it for every answer of a route; an answer
 * Fastify gives before routing (a malformed URL) calls it itself, as no hook runs there.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, docsPrefix: string): void {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "no-referrer");
  reply.header("x-frame-options", "DENY");
  reply.header("x-request-id", request.id);
  // Fastify believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  const path = request.url.split("?", 1)[0] ?? "";
  // The documentation viewer sets its own policy.
  if (path.startsWith(docsPrefix)) return;
  if (path.startsWith("/api/")) {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_CSP);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", LIVE_CACHE);
  } else if (!reply.hasHeader("content-security-policy")) {
    // The web app's documents, and its module workers, whose policy is their script's header.
    reply.header("content-security-policy", webCsp(request.host));
  }
}

export function registerSecurityHeaders(app: FastifyInstance, docsPrefix: string): void {
  app.addHook("onSend", async (request, reply, payload) => {
    setSecurityHeaders(request, reply, docsPrefix);
    return payload;
  });
}
