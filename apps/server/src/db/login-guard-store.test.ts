import { describe, expect, it } from "vitest";
import { createLoginGuardStore } from "./login-guard-store";
import type { GuardKey } from "./stores";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

const NOW = 1_767_225_600_000;
const MINUTE = 60_000;

const loginOf = (key: string): GuardKey => ({ kind: "login", key });

describe.each(TEST_BACKENDS)("login guard store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createLoginGuardStore(database().db);

    it("knows nothing of a key never seen", async () => {
      expect(await store().state(loginOf(freshUserId()), NOW)).toEqual({
        failures: 0,
        lockedUntil: null,
        lastFailureAt: null,
      });
    });

    it("counts failures and remembers the last one", async () => {
      const guard = loginOf(freshUserId());
      expect(await store().recordFailure(guard, NOW)).toEqual({
        failures: 1,
        lockedUntil: null,
        lastFailureAt: NOW,
      });
      expect((await store().recordFailure(guard, NOW + 1_000)).failures).toBe(2);
      expect(await store().state(guard, NOW + 2_000)).toEqual({
        failures: 2,
        lockedUntil: null,
        lastFailureAt: NOW + 1_000,
      });
    });

    it("keeps kinds and keys apart", async () => {
      const key = freshUserId();
      await store().recordFailure(loginOf(key), NOW);
      await store().recordFailure(loginOf(key), NOW);
      await store().recordFailure({ kind: "pin", key }, NOW);
      expect((await store().state(loginOf(key), NOW)).failures).toBe(2);
      expect((await store().state({ kind: "pin", key }, NOW)).failures).toBe(1);
      expect((await store().state({ kind: "otp", key }, NOW)).failures).toBe(0);
    });

    it("starts the count again when the failures before are older than the window", async () => {
      const guard = loginOf(freshUserId());
      await store().recordFailure(guard, NOW);
      await store().recordFailure(guard, NOW + MINUTE);
      const fresh = await store().recordFailure(guard, NOW + 20 * MINUTE, { forgetBefore: NOW + 5 * MINUTE });
      expect(fresh.failures).toBe(1);
      const counted = await store().recordFailure(guard, NOW + 21 * MINUTE, {
        forgetBefore: NOW + 6 * MINUTE,
      });
      expect(counted.failures).toBe(2);
    });

    it("counts every one of many failures arriving at once", async () => {
      const guard = loginOf(freshUserId());
      await Promise.all(Array.from({ length: 10 }, () => store().recordFailure(guard, NOW)));
      expect((await store().state(guard, NOW)).failures).toBe(10);
    });

    it("locks until a time, reports the lock only while it lasts, and keeps the later of two", async () => {
      const guard = loginOf(freshUserId());
      await store().recordFailure(guard, NOW);
      await store().lock(guard, NOW + 5 * MINUTE);
      expect((await store().state(guard, NOW)).lockedUntil).toBe(NOW + 5 * MINUTE);
      await store().lock(guard, NOW + MINUTE);
      expect((await store().state(guard, NOW)).lockedUntil).toBe(NOW + 5 * MINUTE);
      expect((await store().state(guard, NOW + 5 * MINUTE)).lockedUntil).toBeNull();
      expect((await store().recordFailure(guard, NOW + MINUTE)).lockedUntil).toBe(NOW + 5 * MINUTE);
    });

    it("locks a key that has no failures yet", async () => {
      const guard = { kind: "login-address", key: "203.0.113.7" };
      await store().reset(guard);
      await store().lock(guard, NOW + MINUTE);
      expect(await store().state(guard, NOW)).toEqual({
        failures: 0,
        lockedUntil: NOW + MINUTE,
        lastFailureAt: null,
      });
      await store().reset(guard);
    });

    it("forgets failures and lock on reset", async () => {
      const guard = loginOf(freshUserId());
      await store().recordFailure(guard, NOW);
      await store().lock(guard, NOW + MINUTE);
      await store().reset(guard);
      expect(await store().state(guard, NOW)).toEqual({
        failures: 0,
        lockedUntil: null,
        lastFailureAt: null,
      });
    });

    it("sweeps counters gone quiet and keeps those still locked or recent", async () => {
      // Long before NOW, so the sweep reaches no other test's rows.
      const early = 1_000_000;
      const quiet = loginOf(freshUserId());
      const locked = loginOf(freshUserId());
      const recent = loginOf(freshUserId());
      await store().recordFailure(quiet, early);
      await store().recordFailure(locked, early);
      await store().lock(locked, early + 10 * MINUTE);
      await store().recordFailure(recent, early + 2 * MINUTE);
      expect(await store().removeStale(early + MINUTE)).toBe(1);
      expect((await store().state(quiet, early)).failures).toBe(0);
      expect((await store().state(locked, early)).failures).toBe(1);
      expect((await store().state(recent, early)).failures).toBe(1);
    });
  });
});
