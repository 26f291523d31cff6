/**
 * Secret checks in flight per guard key. A lockout that only counts finished failures lets a
 * burst of parallel guesses all pass the lock check before the first one is counted; holding a
 * place per key before the slow check (scrypt, OTP) and refusing when the stored failures plus
 * the places already held reach the policy's threshold bounds a burst to what sequential
 * guessing would get. Held in this process: with several server processes each bounds its own.
 */
import type { GuardKey, GuardState } from "../db/stores";
import { lockSeconds, type LockPolicy } from "./login-policy";

const held = new Map<string, number>();

const nameOf = (guard: GuardKey) => `${guard.kind}\u0000${guard.key}`;

export interface HeldAttempt {
  /** Checks of the same key already in flight when this one was taken. */
  readonly ahead: number;
  release(): void;
}

/** Takes a place for one check of `guard`; synchronous, so parallel requests see each other. */
export function holdAttempt(guard: GuardKey): HeldAttempt {
  const name = nameOf(guard);
  const ahead = held.get(name) ?? 0;
  held.set(name, ahead + 1);
  let released = false;
  return {
    ahead,
    release() {
      if (released) return;
      released = true;
      const left = (held.get(name) ?? 1) - 1;
      if (left > 0) held.set(name, left);
      else held.delete(name);
    },
  };
}

/** Failures still counting toward the policy at `now` (older ones are forgotten at the next failure). */
export function liveFailures(state: GuardState, policy: LockPolicy, now: number): number {
  const last = state.lastFailureAt;
  return last === null || last < now - policy.forgetAfterMs ? 0 : state.failures;
}

/**
 * Seconds to refuse a check for, or null to let it run: the key's lock, or a lock-length answer
 * when the failures plus the checks ahead already use up what the policy allows before it locks
 * (after a lock ends, one check at a time, as each failure then locks again).
 *
 * @example refusalSeconds({ failures: 3, lockedUntil: null, lastFailureAt: now }, 2, USER_LOCK_POLICY, now) // → 60
 */
export function refusalSeconds(
  state: GuardState,
  ahead: number,
  policy: LockPolicy,
  now: number,
): number | null {
  if (state.lockedUntil !== null) return Math.max(1, Math.ceil((state.lockedUntil - now) / 1000));
  const failures = liveFailures(state, policy, now);
  const allowed = Math.max(1, policy.lockAfter - failures);
  if (ahead < allowed) return null;
  return Math.max(1, lockSeconds(Math.max(failures + 1, policy.lockAfter), policy));
}
