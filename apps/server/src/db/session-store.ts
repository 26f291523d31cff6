/**
 * Sessions on SQL. The id handed to the browser is 32 random bytes (base64url); the table keeps
 * only its SHA-256, so reading the table does not yield a usable session. Looking a session up
 * by the hash of what the caller presents also makes the comparison independent of how much of
 * a guessed id matches.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import { sessions } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { Session, SessionStore } from "./stores";

const SESSION_ID_BYTES = 32;

/** A fresh session id: 256 random bits, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString("base64url");
}

/** What the table stores in place of `sid`: its SHA-256 in hex. */
export function hashSessionId(sid: string): string {
  return createHash("sha256").update(sid, "utf8").digest("hex");
}

export function createSessionStore(db: SqlDatabase): SessionStore {
  return {
    async create(userId, now, lifetimeSeconds) {
      const session: Session = {
        sid: newSessionId(),
        userId,
        createdAt: now,
        expiresAt: now + Math.round(lifetimeSeconds * 1000),
      };
      await db.insert(sessions).values({
        sidHash: hashSessionId(session.sid),
        userId,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      });
      return session;
    },

    async find(sid, now) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.sidHash, hashSessionId(sid)), gt(sessions.expiresAt, now)));
      if (row === undefined) return null;
      return { sid, userId: row.userId, createdAt: row.createdAt, expiresAt: row.expiresAt };
    },

    async remove(sid) {
      await db.delete(sessions).where(eq(sessions.sidHash, hashSessionId(sid)));
    },

    async removeOthers(userId, keepSid) {
      const removed = await db
        .delete(sessions)
        .where(
          and(
            sql`lower(${sessions.userId}) = lower(${userId})`,
            ne(sessions.sidHash, hashSessionId(keepSid)),
          ),
        )
        .returning({ sidHash: sessions.sidHash });
      return removed.length;
    },

    async removeExpired(now) {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ sidHash: sessions.sidHash });
      return removed.length;
    },
  };
}
