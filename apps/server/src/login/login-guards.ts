/**
 * The login guards as the routes use them: is a key locked, and count a failure, locking the key
 * for as long as its policy says (login-policy.ts), and run a secret check so that parallel
 * guesses cannot pass the lock check together (attempts-in-flight.ts).
 */
import type { GuardKey, LoginGuardStore } from "../db/stores";
import { holdAttempt, refusalSeconds } from "./attempts-in-flight";
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

export interface GuardedKey {
  readonly guard: GuardKey;
  readonly policy: LockPolicy;
}

export type Guarded<T> =
  { readonly kind: "ran"; readonly value: T } | { readonly kind: "locked"; readonly seconds: number };

/**
 * Runs a secret check under the lockout of `keys`: a place is held on every key before anything
 * is awaited, and the check is refused (the longest refusal wins) when a key is locked or its
 * failures plus the checks already in flight reach its threshold. `check` must count its own
 * failure before it returns, so the place is released only once the failure is on record.
 */
export async function guardedCheck<T>(
  store: LoginGuardStore,
  keys: readonly GuardedKey[],
  now: number,
  check: () => Promise<T>,
): Promise<Guarded<T>> {
  const places = keys.map((key) => holdAttempt(key.guard));
  try {
    const states = await Promise.all(keys.map((key) => store.state(key.guard, now)));
    let seconds: number | null = null;
    keys.forEach((key, index) => {
      const state = states[index];
      const place = places[index];
      if (state === undefined || place === undefined) return;
      const refused = refusalSeconds(state, place.ahead, key.policy, now);
      if (refused !== null) seconds = Math.max(seconds ?? 0, refused);
    });
    if (seconds !== null) return { kind: "locked", seconds };
    return { kind: "ran", value: await check() };
  } finally {
    for (const place of places) place.release();
  }
}
