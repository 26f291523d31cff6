/**
 * Cache-Control of the feeds. Live data is never cached (a stale price is worse than a slow
 * one); reference lists that change at most once a day may be kept for a minute, which takes
 * the load of every board's start off the server without showing a stale list for long.
 */
import type { FastifyReply } from "fastify";

export const LIVE_CACHE = "no-store";
export const REFERENCE_CACHE = "public, max-age=60";

/** Marks an answer as a reference list. */
export function cacheBriefly(reply: FastifyReply): void {
  reply.header("cache-control", REFERENCE_CACHE);
}
