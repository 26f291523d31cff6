/**
 * Trading accounts on SQL. An account's type is the last digit of its code (accounts-session §1,
 * the market package's reading): the store refuses a row where they disagree, and a check
 * constraint refuses it again should anything write past the store. Codes are compared exactly
 * (they are upper-case by construction); owners' user ids without regard to case, as customers'.
 */
import { accountTypeDigit } from "@bangia/market";
import { and, asc, eq, sql } from "drizzle-orm";
import { isCustomer } from "./customer-store";
import { customers, tradingAccounts } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { AccountType, NewTradingAccount, TradingAccount, TradingAccountStore } from "./stores";

type AccountRow = typeof tradingAccounts.$inferSelect;

export const ACCOUNT_TYPES: readonly AccountType[] = ["1", "3", "6", "8"];

/** Upper-case letters and digits, 2 to 20 of them (e.g. "058C0000011"). */
const ACCOUNT_CODE = /^[0-9A-Z]{2,20}$/;

/**
 * Whether `code` is a well-formed account code whose last digit is `type`.
 *
 * @example
 * isConsistentAccount("058C0000018", "8"); // → true
 * isConsistentAccount("058C0000011", "8"); // → false (a derivatives account ends in 8)
 */
export function isConsistentAccount(code: string, type: string): boolean {
  return (
    ACCOUNT_CODE.test(code) &&
    (ACCOUNT_TYPES as readonly string[]).includes(type) &&
    accountTypeDigit(code) === type
  );
}

function toAccount(row: AccountRow): TradingAccount {
  return {
    accountCode: row.accountCode,
    userId: row.userId,
    name: row.name,
    type: row.type,
    functions: row.functions,
    createdAt: row.createdAt.getTime(),
  };
}

export function createTradingAccountStore(db: SqlDatabase): TradingAccountStore {
  return {
    async listByUser(userId) {
      const rows = await db
        .select()
        .from(tradingAccounts)
        .where(sql`lower(${tradingAccounts.userId}) = lower(${userId})`)
        // Ordinal order, as the market package's sortAccounts, whatever the database's locale.
        .orderBy(asc(sql`${tradingAccounts.accountCode} collate "C"`));
      return rows.map(toAccount);
    },

    async find(accountCode) {
      const [row] = await db
        .select()
        .from(tradingAccounts)
        .where(eq(tradingAccounts.accountCode, accountCode));
      return row === undefined ? null : toAccount(row);
    },

    async create(account: NewTradingAccount) {
      if (!isConsistentAccount(account.accountCode, account.type)) return { ok: false, reason: "invalid" };
      const [owner] = await db
        .select({ userId: customers.userId })
        .from(customers)
        .where(isCustomer(account.userId));
      if (owner === undefined) return { ok: false, reason: "unknown-user" };
      const [row] = await db
        .insert(tradingAccounts)
        .values({
          accountCode: account.accountCode,
          userId: owner.userId,
          name: account.name,
          type: account.type,
          functions: [...account.functions],
        })
        .onConflictDoNothing()
        .returning();
      return row === undefined ? { ok: false, reason: "duplicate" } : { ok: true, account: toAccount(row) };
    },

    async ownedBy(accountCode, userId) {
      const [row] = await db
        .select({ accountCode: tradingAccounts.accountCode })
        .from(tradingAccounts)
        .where(
          and(
            eq(tradingAccounts.accountCode, accountCode),
            sql`lower(${tradingAccounts.userId}) = lower(${userId})`,
          ),
        );
      return row !== undefined;
    },
  };
}
