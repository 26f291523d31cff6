import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openMemoryDatabase } from "../db/open-database";
import type { Database } from "../db/stores";
import { startSessionSweeper } from "./session-sweeper";

describe("the session sweeper", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMemoryDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it("deletes expired sessions and idle counters, keeps live ones", async () => {
    const { sessions, loginGuards } = database.stores;
    const now = 10 * 24 * 3_600_000;
    const expired = await sessions.create("u-old", now - 20_000, 10);
    const live = await sessions.create("u-live", now, 60);
    await loginGuards.recordFailure({ kind: "login", key: "idle" }, now - 25 * 3_600_000);
    await loginGuards.recordFailure({ kind: "login", key: "recent" }, now - 1_000);
    const sweeper = startSessionSweeper(database.stores, { now: () => now });
    try {
      expect(await sweeper.sweep()).toEqual({ sessions: 1, guards: 1 });
      expect(await sessions.find(expired.sid, now - 19_999)).toBeNull();
      expect(await sessions.find(live.sid, now)).toEqual(live);
      expect((await loginGuards.state({ kind: "login", key: "recent" }, now)).failures).toBe(1);
    } finally {
      sweeper.stop();
    }
  });

  it("sweeps on its timer, logs a failure and goes on", async () => {
    vi.useFakeTimers();
    try {
      const failures: string[] = [];
      let calls = 0;
      const stores = {
        sessions: {
          ...database.stores.sessions,
          removeExpired: async () => {
            calls++;
            if (calls === 1) throw new Error("database away");
            return 0;
          },
        },
        loginGuards: database.stores.loginGuards,
      };
      const sweeper = startSessionSweeper(stores, { intervalMs: 1_000, log: (m) => failures.push(m) });
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      sweeper.stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(calls).toBe(2);
      expect(failures).toEqual(["session sweep failed: database away"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
