/**
 * Customers on SQL. User ids keep the spelling they were created with and are unique without
 * regard to case (a unique index on `lower(user_id)`): every statement matches
 * `lower(user_id) = lower($1)`, so "058c000001" finds "058C000001" and the caller goes on with
 * the stored spelling. Every change is one statement, so racing requests never interleave.
 */
import { and, asc, count, eq, exists, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { customers, tradingAccounts } from "./schema";
import type { SqlDatabase } from "./sql-database";
import type { Customer, CustomerStore, NewCustomer } from "./stores";

type CustomerRow = typeof customers.$inferSelect;

function toCustomer(row: CustomerRow): Customer {
  return {
    userId: row.userId,
    name: row.name,
    passwordHash: row.passwordHash,
    pinHash: row.pinHash,
    authenType: row.authenType,
    otpAtLogin: row.otpAtLogin,
    login2faFlag: row.login2faFlag,
    totpSecret: row.totpSecret,
    totpLastStep: row.totpLastStep,
    phone: row.phone,
    passwordExpiresOn: row.passwordExpiresOn,
    mustChangePassword: row.mustChangePassword,
    cardStatus: row.cardStatus,
    insiderSymbols: row.insiderSymbols,
    expertFollow: row.expertFollow,
    defaultAccount: row.defaultAccount,
    hideConfirmOrder: row.hideConfirmOrder,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The condition "this row is the customer `userId`", case ignored. */
export function isCustomer(userId: string) {
  return sql`lower(${customers.userId}) = lower(${userId})`;
}

export function createCustomerStore(db: SqlDatabase): CustomerStore {
  /** Applies `changes` to the customer; true when there was one. */
  const update = async (
    userId: string,
    changes: Partial<typeof customers.$inferInsert>,
    extra?: SQL,
  ): Promise<boolean> => {
    const rows = await db
      .update(customers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(isCustomer(userId), extra))
      .returning({ userId: customers.userId });
    return rows.length > 0;
  };

  return {
    async find(userId) {
      const [row] = await db.select().from(customers).where(isCustomer(userId));
      return row === undefined ? null : toCustomer(row);
    },

    async create(customer: NewCustomer) {
      const [row] = await db
        .insert(customers)
        .values({
          userId: customer.userId,
          name: customer.name,
          passwordHash: customer.passwordHash,
          pinHash: customer.pinHash,
          authenType: customer.authenType,
          otpAtLogin: customer.otpAtLogin ?? false,
          login2faFlag: customer.login2faFlag ?? "0",
          totpSecret: customer.totpSecret ?? null,
          phone: customer.phone ?? "",
          passwordExpiresOn: customer.passwordExpiresOn ?? null,
          mustChangePassword: customer.mustChangePassword ?? false,
          cardStatus: customer.cardStatus ?? "0",
          insiderSymbols: [...(customer.insiderSymbols ?? [])],
          expertFollow: customer.expertFollow ?? false,
          hideConfirmOrder: customer.hideConfirmOrder ?? false,
        })
        // Any unique violation, the case-blind index included: the id is taken.
        .onConflictDoNothing()
        .returning();
      return row === undefined ? null : toCustomer(row);
    },

    async list() {
      const rows = await db
        .select()
        .from(customers)
        .orderBy(asc(sql`${customers.userId} collate "C"`));
      return rows.map(toCustomer);
    },

    async count() {
      const [row] = await db.select({ count: count() }).from(customers);
      return row?.count ?? 0;
    },

    updatePassword(userId, passwordHash, { mustChange, expiresOn }) {
      return update(userId, { passwordHash, mustChangePassword: mustChange, passwordExpiresOn: expiresOn });
    },

    updatePin(userId, pinHash) {
      return update(userId, { pinHash });
    },

    setDefaultAccount(userId, accountCode) {
      const owned = db
        .select({ one: sql`1` })
        .from(tradingAccounts)
        .where(
          and(eq(tradingAccounts.accountCode, accountCode), eq(tradingAccounts.userId, customers.userId)),
        );
      return update(userId, { defaultAccount: accountCode }, exists(owned));
    },

    setHideConfirmOrder(userId, hidden) {
      return update(userId, { hideConfirmOrder: hidden });
    },

    enrolTotp(userId, secret) {
      return update(userId, { totpSecret: secret, login2faFlag: "0", totpLastStep: null });
    },

    setTwoFactor(userId, flag) {
      return update(userId, { login2faFlag: flag });
    },

    completeTotpEnrolment(userId, secret) {
      return update(userId, { login2faFlag: "1" }, eq(customers.totpSecret, secret));
    },

    useTotpStep(userId, step) {
      return update(
        userId,
        { totpLastStep: step },
        or(isNull(customers.totpLastStep), lt(customers.totpLastStep, step)),
      );
    },
  };
}
