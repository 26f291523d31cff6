/**
 * Loads the all-events list when the app starts (accounts-session §3, §4: kept in the browser and
 * refreshed once a day, prefetch-event-list.ts), without weighing on the first screen: its code
 * is imported once the browser is idle after the first paint, so it is a chunk of its own outside
 * the initial JavaScript (170 kB budget). A failed load is only logged (§8).
 */
import type { QueryClient } from "@tanstack/react-query";
import { logLoadFailure } from "../api/http";

/** Schedules the events list's load into `client`; returns at once. */
export function loadEventListAtStart(client: QueryClient): void {
  // Browsers without idle callbacks (Safari) load it after the current task.
  (typeof requestIdleCallback === "function" ? requestIdleCallback : setTimeout)(() => {
    import("./prefetch-event-list").then(
      (module) => module.prefetchEventList(client),
      (error: unknown) => logLoadFailure("events list", error),
    );
  });
}
