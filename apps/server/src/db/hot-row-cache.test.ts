import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { withHotRowCache } from "./hot-row-cache";
import { customers } from "./schema";
import { createSqlStores } from "./sql-stores";
import type { Stores } from "./stores";
import { createCustomer, freshCustomerId, newAccount, newCustomer } from "./test-support/customer-fixtures";
import { embeddedBackend, useTestDatabase } from "./test-support/test-backends";

const NOW = 1_767_225_600_000;
const TTL_MS = 300;

/** The cached stores over the real ones, with every read of the real ones counted. */
function cachedOver(inner: Stores) {
  const reads = {
    session: vi.spyOn(inner.sessions, "find"),
    customer: vi.spyOn(inner.customers, "find"),
    account: vi.spyOn(inner.tradingAccounts, "find"),
  };
  return { stores: withHotRowCache(inner, { ttlMs: TTL_MS }), reads };
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("hot-row cache", () => {
  const database = useTestDatabase(embeddedBackend);

  async function customerWithAccount() {
    const inner = createSqlStores(database().db);
    const userId = freshCustomerId();
    await createCustomer(inner, newCustomer(userId));
    const created = await inner.tradingAccounts.create(newAccount(userId, "1"));
    if (!created.ok) throw new Error(created.reason);
    return { inner, userId, account: created.account };
  }

  it("reads a session, a customer and an account once while they stay fresh", async () => {
    const { inner, userId, account } = await customerWithAccount();
    const { stores, reads } = cachedOver(inner);
    const session = await stores.sessions.create(userId, NOW, 3600);
    for (let i = 0; i < 5; i++) {
      expect(await stores.sessions.find(session.sid, NOW + i)).toEqual(session);
      expect((await stores.customers.find(userId.toLowerCase()))?.userId).toBe(userId);
      expect(await stores.tradingAccounts.find(account.accountCode)).toEqual(account);
      expect(await stores.tradingAccounts.ownedBy(account.accountCode, userId.toLowerCase())).toBe(true);
    }
    expect([reads.session.mock.calls.length, reads.customer.mock.calls.length]).toEqual([1, 1]);
    expect(reads.account.mock.calls.length).toBe(1);
  });

  it("answers an account another user does not own as not owned, and an unknown one as null each time", async () => {
    const { inner, account } = await customerWithAccount();
    const { stores, reads } = cachedOver(inner);
    expect(await stores.tradingAccounts.ownedBy(account.accountCode, "SOMEONEELSE")).toBe(false);
    expect(await stores.tradingAccounts.find("NOSUCHCODE1")).toBeNull();
    expect(await stores.tradingAccounts.find("NOSUCHCODE1")).toBeNull();
    // Unknown rows are never kept: both reads of NOSUCHCODE1 went to the database.
    expect(reads.account.mock.calls.length).toBe(3);
  });

  it("refuses a kept session from the instant it expires", async () => {
    const { inner, userId } = await customerWithAccount();
    const { stores } = cachedOver(inner);
    const session = await stores.sessions.create(userId, NOW, 60);
    expect(await stores.sessions.find(session.sid, NOW)).not.toBeNull();
    expect(await stores.sessions.find(session.sid, session.expiresAt)).toBeNull();
  });

  it("forgets a session ended through it at once: logout, and every other session of the user", async () => {
    const { inner, userId } = await customerWithAccount();
    const { stores } = cachedOver(inner);
    const a = await stores.sessions.create(userId, NOW, 3600);
    const b = await stores.sessions.create(userId, NOW, 3600);
    const c = await stores.sessions.create(userId, NOW, 3600);
    for (const session of [a, b, c]) expect(await stores.sessions.find(session.sid, NOW)).not.toBeNull();
    await stores.sessions.remove(a.sid);
    expect(await stores.sessions.find(a.sid, NOW)).toBeNull();
    expect(await stores.sessions.removeOthers(userId.toLowerCase(), c.sid)).toBe(1);
    expect(await stores.sessions.find(b.sid, NOW)).toBeNull();
    expect(await stores.sessions.find(c.sid, NOW)).not.toBeNull();
  });

  it("shows a customer's change made through it at once", async () => {
    const { inner, userId } = await customerWithAccount();
    const { stores } = cachedOver(inner);
    expect((await stores.customers.find(userId))?.pinHash).toBe("scrypt$placeholder-pin");
    expect(await stores.customers.updatePin(userId.toLowerCase(), "scrypt$new-pin")).toBe(true);
    expect((await stores.customers.find(userId))?.pinHash).toBe("scrypt$new-pin");
    expect(await stores.customers.setHideConfirmOrder(userId, true)).toBe(true);
    expect((await stores.customers.find(userId))?.hideConfirmOrder).toBe(true);
  });

  it("does not keep a read that raced with a write", async () => {
    const { inner, userId } = await customerWithAccount();
    const original = inner.customers.find.bind(inner.customers);
    const { stores, reads } = cachedOver(inner);
    // The read gets the row before the write and answers after it: it holds the old PIN.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    reads.customer.mockImplementationOnce(async (id) => {
      const row = await original(id);
      await held;
      return row;
    });
    const racing = stores.customers.find(userId);
    await later(20);
    await stores.customers.updatePin(userId, "scrypt$raced");
    release();
    expect((await racing)?.pinHash).toBe("scrypt$placeholder-pin");
    expect((await stores.customers.find(userId))?.pinHash).toBe("scrypt$raced");
    expect(reads.customer.mock.calls.length).toBe(2);
  });

  it("shows a change it cannot see (another process, the admin tool) within its time to live", async () => {
    const { inner, userId } = await customerWithAccount();
    const { stores } = cachedOver(inner);
    expect((await stores.customers.find(userId))?.cardStatus).toBe("0");
    await database()
      .db.update(customers)
      .set({ cardStatus: "2" })
      .where(eq(sql`lower(${customers.userId})`, userId.toLowerCase()));
    expect((await stores.customers.find(userId))?.cardStatus).toBe("0");
    await later(TTL_MS + 50);
    expect((await stores.customers.find(userId))?.cardStatus).toBe("2");
  });
});
