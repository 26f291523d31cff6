/**
 * Failure counters for progressive lockout on SQL. Counting is one upsert, so parallel failures
 * of one key each count (no lost increment), and an attacker firing requests in parallel gains
 * nothing over firing them in turn.
 */
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { loginGuards } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { GuardKey, GuardState, LoginGuardStore } from "./stores";

type GuardRow = typeof loginGuards.$inferSelect;

const NO_FAILURES: GuardState = { failures: 0, lockedUntil: null, lastFailureAt: null };

function toState(row: GuardRow | undefined, now: number): GuardState {
  if (row === undefined) return NO_FAILURES;
  return {
    failures: row.failures,
    lockedUntil: row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null,
    lastFailureAt: row.lastFailureAt,
  };
}

export function createLoginGuardStore(db: SqlDatabase): LoginGuardStore {
  const isGuard = (guard: GuardKey) => and(eq(loginGuards.kind, guard.kind), eq(loginGuards.key, guard.key));

  return {
    async recordFailure(guard, now, options = {}) {
      const forgetBefore = options.forgetBefore ?? null;
      const counted =
        forgetBefore === null
          ? sql`${loginGuards.failures} + 1`
          : sql`case when coalesce(${loginGuards.lastFailureAt}, 0) < ${forgetBefore} then 1 else ${loginGuards.failures} + 1 end`;
      const [row] = await db
        .insert(loginGuards)
        .values({ kind: guard.kind, key: guard.key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [loginGuards.kind, loginGuards.key],
          set: { failures: counted, lastFailureAt: now },
        })
        .returning();
      return toState(row, now);
    },

    async lock(guard, until) {
      await db
        .insert(loginGuards)
        .values({ kind: guard.kind, key: guard.key, failures: 0, lockedUntil: until, lastFailureAt: null })
        .onConflictDoUpdate({
          target: [loginGuards.kind, loginGuards.key],
          // greatest() skips a null: no lock yet takes `until`.
          set: { lockedUntil: sql`greatest(${loginGuards.lockedUntil}, excluded.locked_until)` },
        });
    },

    async reset(guard) {
      await db.delete(loginGuards).where(isGuard(guard));
    },

    async state(guard, now) {
      const [row] = await db.select().from(loginGuards).where(isGuard(guard));
      return toState(row, now);
    },

    async removeStale(before) {
      const removed = await db
        .delete(loginGuards)
        .where(
          and(
            or(isNull(loginGuards.lastFailureAt), lt(loginGuards.lastFailureAt, before)),
            or(isNull(loginGuards.lockedUntil), lte(loginGuards.lockedUntil, before)),
          ),
        )
        .returning({ kind: loginGuards.kind });
      return removed.length;
    },
  };
}
