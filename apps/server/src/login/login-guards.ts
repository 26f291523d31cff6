/**
 * The login guards as the routes use them: is a key locked, and count a failure, locking the key
 * for as long as its policy says (login-policy.ts). The store counts atomically, so failures
 * fired in parallel each count.
 */
import type { GuardKey, LoginGuardStore } from "../db/stores";
import { lockSeconds, secondsUntil, type LockPolicy } from "./login-policy";

/** Seconds left of the key's lock at `now`, or null when it is not locked. */
export async function lockedFor(
  store: LoginGuardStore,
  guard: GuardKey,
  now: number,
): Promise<number | null> {
  const state = await store.state(guard, now);
  return state.lockedUntil === null ? null : secondsUntil(state.lockedUntil, now);
}

export interface CountedFailure {
  /** Failures in a row, this one included. */
  readonly failures: number;
  /** The lock this failure set, in seconds; 0 when none. */
  readonly lockedForSeconds: number;
}

/** Counts one failure of `guard` at `now` and locks it when the policy says so. */
export async function countFailure(
  store: LoginGuardStore,
  guard: GuardKey,
  policy: LockPolicy,
  now: number,
): Promise<CountedFailure> {
  const state = await store.recordFailure(guard, now, { forgetBefore: now - policy.forgetAfterMs });
  const seconds = lockSeconds(state.failures, policy);
  if (seconds > 0) await store.lock(guard, now + seconds * 1000);
  return { failures: state.failures, lockedForSeconds: seconds };
}
