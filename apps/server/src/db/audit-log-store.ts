/**
 * The audit log on SQL: append and read, nothing else. The table refuses UPDATE, DELETE and
 * TRUNCATE itself (a trigger, migration 0002), so not even a bug or a stray script of ours can
 * rewrite history. Details are facts; a detail key that names a secret is refused outright, as
 * a programming error, before anything is written.
 */
import { desc, eq } from "drizzle-orm";
import { auditLog } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { AuditDetail, AuditEntry, AuditLogStore, AuditRecord, AuditValue } from "./stores";

type AuditRow = typeof auditLog.$inferSelect;

/** The most entries one read answers. */
export const AUDIT_LIST_MAX = 1_000;

/** Key endings that name a secret, compared without case or separators ("newPassword", "pin_code"…). */
const SECRET_KEY_ENDINGS = [
  "password",
  "pass",
  "passwd",
  "pin",
  "pincode",
  "otp",
  "otpcode",
  "sid",
  "secret",
  "token",
];

function namesSecret(key: string): boolean {
  const bare = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return SECRET_KEY_ENDINGS.some((ending) => bare.endsWith(ending));
}

/**
 * The first key, at any depth, of `value` that names a secret (e.g. "pin", "newPassword",
 * "sessionSid"), or null when there is none.
 *
 * @example
 * findSecretKey({ account: "058C0000011", pin: "x" }); // → "pin"
 * findSecretKey({ side: "B", symbol: "FPT" });         // → null
 */
export function findSecretKey(value: AuditValue | undefined): string | null {
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const item of value as readonly AuditValue[]) {
      const found = findSecretKey(item);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value as AuditDetail)) {
    if (namesSecret(key)) return key;
    const found = findSecretKey(inner);
    if (found !== null) return found;
  }
  return null;
}

function toRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    at: row.at.getTime(),
    userId: row.userId,
    action: row.action,
    ip: row.ip,
    detail: row.detail,
  };
}

/**
 * The row of an entry, refused outright when a detail key names a secret (a programming error);
 * for the store and for a batch written in another transaction (the order desk's).
 */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  const detail = entry.detail ?? {};
  const secret = findSecretKey(detail);
  if (secret !== null)
    throw new Error(`audit detail key "${secret}" names a secret; the audit log never stores one`);
  return { at: new Date(entry.at), userId: entry.userId, action: entry.action, ip: entry.ip, detail };
}

export function createAuditLogStore(db: SqlDatabase): AuditLogStore {
  return {
    async append(entry) {
      const [row] = await db.insert(auditLog).values(auditRow(entry)).returning();
      if (row === undefined) throw new Error("audit insert returned no row");
      return toRecord(row);
    },

    async listByUser(userId, limit) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.userId, userId))
        .orderBy(desc(auditLog.id))
        .limit(
          Number.isFinite(limit) ? Math.max(1, Math.min(AUDIT_LIST_MAX, Math.trunc(limit))) : AUDIT_LIST_MAX,
        );
      return rows.map(toRecord);
    },
  };
}
