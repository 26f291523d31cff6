/**
 * One-time-password challenges on SQL. The store never sees an SMS code, only its salted hash
 * (credentials/sms-code). Consuming is one conditional UPDATE, so a challenge is used at most once
 * even when two requests race with the right code. User ids are the customer's stored spelling
 * (a foreign key holds them to it).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { otpChallenges } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { OtpChallenge, OtpChallengeStore } from "./stores";

type ChallengeRow = typeof otpChallenges.$inferSelect;

function toChallenge(row: ChallengeRow): OtpChallenge {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    codeHash: row.codeHash,
    expiresAt: row.expiresAt,
    attempts: row.attempts,
    createdAt: row.createdAt,
    consumedAt: row.consumedAt,
  };
}

export function createOtpChallengeStore(db: SqlDatabase): OtpChallengeStore {
  return {
    async issue({ userId, kind, codeHash, now, lifetimeMs }) {
      const [row] = await db
        .insert(otpChallenges)
        .values({ id: randomUUID(), userId, kind, codeHash, createdAt: now, expiresAt: now + lifetimeMs })
        .returning();
      if (row === undefined) throw new Error("OTP challenge insert returned no row");
      return toChallenge(row);
    },

    async latest(userId, kind, now) {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(
          and(
            eq(otpChallenges.userId, userId),
            eq(otpChallenges.kind, kind),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .orderBy(desc(otpChallenges.createdAt))
        .limit(1);
      return row === undefined ? null : toChallenge(row);
    },

    async recordAttempt(id) {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, id))
        .returning({ attempts: otpChallenges.attempts });
      return row?.attempts ?? 0;
    },

    async consume(id, now) {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(
          and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt), gt(otpChallenges.expiresAt, now)),
        )
        .returning({ id: otpChallenges.id });
      return rows.length > 0;
    },
  };
}
