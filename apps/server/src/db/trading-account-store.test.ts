import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSqlStores } from "./sql-stores";
import { createCustomer, freshCustomerId, newAccount, newCustomer } from "./test-support/customer-fixtures";
import { TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";
import { isConsistentAccount } from "./trading-account-store";

describe("isConsistentAccount (accounts-session §1: the type is the code's last digit)", () => {
  it.each([
    { rule: "cash ending in 1", code: "058C0000011", type: "1", ok: true },
    { rule: "margin ending in 3", code: "058C0000013", type: "3", ok: true },
    { rule: "margin ending in 6", code: "058C0000016", type: "6", ok: true },
    { rule: "derivatives ending in 8", code: "058C0000018", type: "8", ok: true },
    { rule: "derivatives type on a code ending in 1", code: "058C0000011", type: "8", ok: false },
    { rule: "cash type on a code ending in 8", code: "058C0000018", type: "1", ok: false },
    { rule: "a type we do not have", code: "058C0000012", type: "2", ok: false },
    { rule: "lower case", code: "058c0000011", type: "1", ok: false },
    { rule: "a space", code: "058C 000011", type: "1", ok: false },
    { rule: "too long", code: `${"1".repeat(20)}1`, type: "1", ok: false },
    { rule: "too short", code: "1", type: "1", ok: false },
  ])("$rule → $ok", ({ code, type, ok }) => {
    expect(isConsistentAccount(code, type)).toBe(ok);
  });
});

describe.each(TEST_BACKENDS)("trading account store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const stores = () => createSqlStores(database().db);

    it("creates an account under the customer's stored user id and finds it", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      const account = newAccount(userId, "1", { userId: userId.toLowerCase() });
      const result = await stores().tradingAccounts.create(account);
      expect(result).toEqual({
        ok: true,
        account: { ...account, userId, createdAt: expect.any(Number) },
      });
      expect(await stores().tradingAccounts.find(account.accountCode)).toEqual(
        result.ok ? result.account : null,
      );
      expect(await stores().tradingAccounts.find("NOSUCHCODE1")).toBeNull();
    });

    it("lists a customer's accounts ascending by code, and nobody else's", async () => {
      const userId = freshCustomerId();
      const other = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      await createCustomer(stores(), newCustomer(other));
      // Created out of order; "9…" after "A…" would be a locale's order, not the spec's ordinal one.
      const codes = [`${userId}8`, `${userId}1`, `${userId}6`, `${userId}A3`, `${userId}93`];
      const types = ["8", "1", "6", "3", "3"] as const;
      for (const [i, code] of codes.entries()) {
        const created = await stores().tradingAccounts.create(
          newAccount(userId, types[i] ?? "1", { accountCode: code }),
        );
        expect(created.ok).toBe(true);
      }
      await stores().tradingAccounts.create(newAccount(other, "1"));
      const listed = await stores().tradingAccounts.listByUser(userId.toLowerCase());
      expect(listed.map((account) => account.accountCode)).toEqual([
        `${userId}1`,
        `${userId}6`,
        `${userId}8`,
        `${userId}93`,
        `${userId}A3`,
      ]);
      expect(await stores().tradingAccounts.listByUser(freshCustomerId())).toEqual([]);
    });

    it("keeps the web-trade functions", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      await stores().tradingAccounts.create(newAccount(userId, "1", { functions: ["B"] }));
      const [account] = await stores().tradingAccounts.listByUser(userId);
      expect(account?.functions).toEqual(["B"]);
    });

    it("refuses a taken code, an unknown customer and an inconsistent type", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      const account = newAccount(userId, "8");
      expect((await stores().tradingAccounts.create(account)).ok).toBe(true);
      expect(await stores().tradingAccounts.create({ ...account, name: "Other" })).toEqual({
        ok: false,
        reason: "duplicate",
      });
      expect(await stores().tradingAccounts.create(newAccount(freshCustomerId(), "1"))).toEqual({
        ok: false,
        reason: "unknown-user",
      });
      expect(
        await stores().tradingAccounts.create(
          newAccount(userId, "1", { accountCode: `${userId}8`, type: "1" }),
        ),
      ).toEqual({ ok: false, reason: "invalid" });
      expect(
        await stores().tradingAccounts.create(newAccount(userId, "8", { accountCode: `${userId}1` })),
      ).toEqual({ ok: false, reason: "invalid" });
      expect((await stores().tradingAccounts.find(account.accountCode))?.name).toBe("Nguyễn Văn Thử");
    });

    it("refuses, at the database too, a type that disagrees with the code", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      await expect(
        database().db.execute(
          sql`insert into trading_accounts (account_code, user_id, name, type) values (${`${userId}1`}, ${userId}, 'x', '8')`,
        ),
      ).rejects.toThrow();
      await expect(
        database().db.execute(
          sql`insert into trading_accounts (account_code, user_id, name, type) values (${`${userId}2`}, ${userId}, 'x', '2')`,
        ),
      ).rejects.toThrow();
    });

    it("says whether an account belongs to a user", async () => {
      const userId = freshCustomerId();
      const other = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      await createCustomer(stores(), newCustomer(other));
      const account = newAccount(userId, "1");
      await stores().tradingAccounts.create(account);
      expect(await stores().tradingAccounts.ownedBy(account.accountCode, userId)).toBe(true);
      expect(await stores().tradingAccounts.ownedBy(account.accountCode, userId.toLowerCase())).toBe(true);
      expect(await stores().tradingAccounts.ownedBy(account.accountCode, other)).toBe(false);
      expect(await stores().tradingAccounts.ownedBy(`${userId}3`, userId)).toBe(false);
    });
  });
});
