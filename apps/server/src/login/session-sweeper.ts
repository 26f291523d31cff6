/**
 * Housekeeping on a timer: expired sessions are deleted (a lookup already ignores them; this
 * keeps the table small), and login counters idle longer than the longest policy window are
 * forgotten. Runs every minute on the wall clock; a failed sweep is logged and the next one
 * tries again.
 */
import type { Stores } from "../db/stores";
import { ADDRESS_LOCK_POLICY, USER_LOCK_POLICY } from "./login-policy";

export const SWEEP_INTERVAL_MS = 60_000;

/** Counters idle this long go: no policy remembers a failure longer. */
const GUARD_IDLE_MS = Math.max(USER_LOCK_POLICY.forgetAfterMs, ADDRESS_LOCK_POLICY.forgetAfterMs);

export interface SessionSweeper {
  /** One sweep now; answers what went. */
  sweep(): Promise<{ readonly sessions: number; readonly guards: number }>;
  stop(): void;
}

export interface SweeperOptions {
  readonly now?: () => number;
  readonly intervalMs?: number;
  readonly log?: (message: string) => void;
}

export function startSessionSweeper(
  stores: Pick<Stores, "sessions" | "loginGuards">,
  options: SweeperOptions = {},
): SessionSweeper {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  let running: Promise<unknown> | null = null;

  const sweep = async () => {
    const at = now();
    const sessions = await stores.sessions.removeExpired(at);
    const guards = await stores.loginGuards.removeStale(at - GUARD_IDLE_MS);
    return { sessions, guards };
  };

  const timer = setInterval(() => {
    // A sweep slower than the interval is not started twice.
    if (running !== null) return;
    running = sweep()
      .catch((error: unknown) =>
        log(`session sweep failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();

  return { sweep, stop: () => clearInterval(timer) };
}
