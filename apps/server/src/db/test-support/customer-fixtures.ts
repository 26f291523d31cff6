/**
 * Customers and accounts for store tests. The hashes are placeholders: the stores keep them
 * opaque, and real scrypt would only slow the tests down.
 */
import { randomBytes } from "node:crypto";
import type { NewCustomer, NewTradingAccount, Stores } from "../stores";

/** An account-like user id (upper-case letters and digits) that no other test uses. */
export function freshCustomerId(): string {
  return `T${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** An account code of `userId` ending in the type digit, as the demo customers' codes are. */
export function accountCodeOf(userId: string, type: NewTradingAccount["type"]): string {
  return `${userId.toUpperCase()}${type}`;
}

export function newCustomer(userId: string, overrides: Partial<NewCustomer> = {}): NewCustomer {
  return {
    userId,
    name: "Nguyễn Văn Thử",
    passwordHash: "scrypt$placeholder-password",
    pinHash: "scrypt$placeholder-pin",
    authenType: "T",
    ...overrides,
  };
}

export function newAccount(
  userId: string,
  type: NewTradingAccount["type"],
  overrides: Partial<NewTradingAccount> = {},
): NewTradingAccount {
  return {
    accountCode: accountCodeOf(userId, type),
    userId,
    name: "Nguyễn Văn Thử",
    type,
    functions: ["B", "S"],
    ...overrides,
  };
}

/** Creates a customer, failing the test when the id is taken. */
export async function createCustomer(stores: Pick<Stores, "customers">, customer: NewCustomer) {
  const created = await stores.customers.create(customer);
  if (created === null) throw new Error(`customer ${customer.userId} exists already`);
  return created;
}
