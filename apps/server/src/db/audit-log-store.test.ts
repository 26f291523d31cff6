import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAuditLogStore, findSecretKey } from "./audit-log-store";
import type { AuditDetail } from "./stores";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

const NOW = 1_767_225_600_000;

/** The messages of an error and its causes (Drizzle wraps the database's error in its own). */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let at = error; at instanceof Error; at = at.cause) messages.push(at.message);
  return messages.join(" / ");
}

/** Runs `work` and answers the messages of what it threw ("" when it did not throw). */
async function failureOf(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return "";
  } catch (error) {
    return messagesOf(error);
  }
}

describe("findSecretKey", () => {
  it.each([
    { detail: { pin: "x" }, key: "pin" },
    { detail: { account: "058C0000011", newPassword: "x" }, key: "newPassword" },
    { detail: { order: { side: "B", PIN_CODE: "x" } }, key: "PIN_CODE" },
    { detail: { tries: [{ otp: "123456" }] }, key: "otp" },
    { detail: { sid: "x" }, key: "sid" },
    { detail: { totpSecret: "x" }, key: "totpSecret" },
    { detail: { pass: "x" }, key: "pass" },
    { detail: { side: "S", symbol: "FPT", volume: 100, reason: "wrong-password" }, key: null },
    { detail: { attempts: 3, remaining: 2, locked: true }, key: null },
  ] satisfies { detail: AuditDetail; key: string | null }[])("$detail → $key", ({ detail, key }) => {
    expect(findSecretKey(detail)).toBe(key);
  });
});

describe.each(TEST_BACKENDS)("audit log store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createAuditLogStore(database().db);

    it("appends entries and lists a user's newest first", async () => {
      const userId = freshUserId();
      const first = await store().append({
        at: NOW,
        userId,
        action: "login.fail",
        ip: "203.0.113.7",
        detail: { failures: 1, reason: "wrong-password" },
      });
      expect(first).toEqual({
        id: expect.any(Number),
        at: NOW,
        userId,
        action: "login.fail",
        ip: "203.0.113.7",
        detail: { failures: 1, reason: "wrong-password" },
      });
      const second = await store().append({ at: NOW + 1, userId, action: "login.ok", ip: null });
      expect(second.detail).toEqual({});
      expect(second.id).toBeGreaterThan(first.id);
      await store().append({ at: NOW, userId: freshUserId(), action: "login.ok", ip: null });

      expect(await store().listByUser(userId, 10)).toEqual([second, first]);
      expect(await store().listByUser(userId, 1)).toEqual([second]);
    });

    it("records an unknown user as null", async () => {
      const entry = await store().append({
        at: NOW,
        userId: null,
        action: "login.fail",
        ip: "198.51.100.1",
        detail: { reason: "unknown-user" },
      });
      expect(entry.userId).toBeNull();
    });

    it("refuses a detail that names a secret, and writes nothing", async () => {
      const userId = freshUserId();
      await expect(
        store().append({ at: NOW, userId, action: "pin.fail", ip: null, detail: { pin: "123456" } }),
      ).rejects.toThrow(/names a secret/);
      expect(await store().listByUser(userId, 10)).toEqual([]);
    });

    it.each([
      {
        statement: "update",
        run: (id: number) => sql`update audit_log set action = 'login.ok' where id = ${id}`,
      },
      { statement: "delete", run: (id: number) => sql`delete from audit_log where id = ${id}` },
      { statement: "update of no row", run: () => sql`update audit_log set action = 'x' where false` },
      { statement: "truncate", run: () => sql`truncate audit_log` },
    ])("is append-only in the database: a raw $statement fails", async ({ run }) => {
      const userId = freshUserId();
      const entry = await store().append({ at: NOW, userId, action: "pin.fail", ip: null });
      expect(await failureOf(() => database().db.execute(run(entry.id)))).toMatch(/audit_log is append-only/);
      expect(await store().listByUser(userId, 10)).toEqual([entry]);
    });

    it("offers no way to change or remove an entry", () => {
      expect(Object.keys(store()).sort()).toEqual(["append", "listByUser"]);
    });
  });
});
