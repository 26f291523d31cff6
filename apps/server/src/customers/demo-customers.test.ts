import { accountTypeDigit, isDerivativeAccount, meetsPasswordPolicy } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { createSqlStores } from "../db/sql-stores";
import type { Stores } from "../db/stores";
import { OPEN_TIMEOUT_MS, TEST_BACKENDS, type TestBackend } from "../db/test-support/test-backends";
import { clientPasswordDigest } from "../credentials/client-password";
import { readPin } from "./customer-fields";
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_TOTP_SECRET,
  DEMO_TOTP_URI,
  seedDemoCustomers,
} from "./demo-customers";
import { verifySecret } from "../credentials/password-hash";
import { totpCode, verifyTotp } from "../credentials/totp";

const NOW = Date.UTC(2026, 1, 10, 2, 20);
const SEED_TIMEOUT_MS = OPEN_TIMEOUT_MS + 30_000;

const demo = (userId: string) => {
  const found = DEMO_CUSTOMERS.find((customer) => customer.userId === userId);
  if (found === undefined) throw new Error(`no demo customer ${userId}`);
  return found;
};

describe("the demo customers", () => {
  it("share a password that meets the policy and a six-digit PIN", () => {
    expect(meetsPasswordPolicy(DEMO_PASSWORD)).toBe(true);
    expect(readPin(DEMO_PIN)).toBe(DEMO_PIN);
  });

  it("have distinct user ids and account codes, each code the user id plus its type digit", () => {
    const ids = DEMO_CUSTOMERS.map((customer) => customer.userId);
    const codes = DEMO_CUSTOMERS.flatMap((customer) => customer.accounts.map((account) => account.code));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(codes).size).toBe(codes.length);
    for (const customer of DEMO_CUSTOMERS) {
      for (const account of customer.accounts) {
        expect(account.code).toBe(`${customer.userId}${account.type}`);
        expect(accountTypeDigit(account.code)).toBe(account.type);
      }
      if (customer.defaultAccount !== undefined)
        expect(customer.accounts.map((account) => account.code)).toContain(customer.defaultAccount);
    }
  });

  it("cover every case the web handles", () => {
    const all = DEMO_CUSTOMERS;
    expect(all.some((c) => !c.otpAtLogin && !c.mustChangePassword && c.cardStatus === undefined)).toBe(true);
    expect(all.some((c) => c.otpAtLogin === true && c.authenType === "O" && (c.phone ?? "") !== "")).toBe(
      true,
    );
    expect(
      all.some((c) => c.otpAtLogin === true && c.authenType === "T" && c.totpSecret === DEMO_TOTP_SECRET),
    ).toBe(true);
    expect(all.some((c) => c.mustChangePassword === true)).toBe(true);
    expect(
      all.some(
        (c) => c.accounts.some((a) => isDerivativeAccount(a.code)) && c.accounts.some((a) => a.type === "1"),
      ),
    ).toBe(true);
    expect(all.some((c) => c.accounts.some((a) => a.type === "3" || a.type === "6"))).toBe(true);
    expect(all.some((c) => Array.isArray(c.insiderSymbols) && c.insiderSymbols.includes("FPT"))).toBe(true);
    expect(all.some((c) => c.cardStatus === "2")).toBe(true);
    expect(all.some((c) => c.expertFollow === true)).toBe(true);
  });

  it("give the smart-OTP customer a secret any authenticator computes", () => {
    expect(DEMO_TOTP_URI).toBe(
      `otpauth://totp/Bangia:058C000003?secret=${DEMO_TOTP_SECRET}&issuer=Bangia&algorithm=SHA1&digits=6&period=30`,
    );
    expect(verifyTotp(DEMO_TOTP_SECRET, totpCode(DEMO_TOTP_SECRET, NOW), NOW)).toBe(true);
  });
});

/** Runs `work` on a fresh database of `backend` (the seed needs an empty customers table). */
async function onFreshDatabase(backend: TestBackend, work: (stores: Stores) => Promise<void>) {
  const database = await backend.open();
  try {
    await work(createSqlStores(database.db));
  } finally {
    await database.close();
  }
}

describe.each(TEST_BACKENDS)("seedDemoCustomers on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    it(
      "creates every demo customer and account once, with credentials the login will accept",
      () =>
        onFreshDatabase(backend, async (stores) => {
          expect(await seedDemoCustomers(stores, NOW)).toBe(DEMO_CUSTOMERS.length);
          expect(await seedDemoCustomers(stores, NOW)).toBe(0);
          expect(await stores.customers.count()).toBe(DEMO_CUSTOMERS.length);

          for (const customer of DEMO_CUSTOMERS) {
            const accounts = await stores.tradingAccounts.listByUser(customer.userId);
            expect(accounts.map((account) => account.accountCode)).toEqual(
              customer.accounts.map((account) => account.code).sort(),
            );
          }

          const smart = await stores.customers.find("058C000003");
          expect(smart).toMatchObject({
            authenType: "T",
            otpAtLogin: true,
            login2faFlag: "1",
            totpSecret: DEMO_TOTP_SECRET,
            passwordExpiresOn: "2027-02-10",
          });
          expect(await verifySecret(clientPasswordDigest(DEMO_PASSWORD), smart?.passwordHash ?? "")).toBe(
            true,
          );
          expect(await verifySecret(DEMO_PASSWORD, smart?.passwordHash ?? "")).toBe(false);
          expect(await verifySecret(DEMO_PIN, smart?.pinHash ?? "")).toBe(true);

          expect(await stores.customers.find("058C000002")).toMatchObject({
            authenType: "O",
            otpAtLogin: true,
          });
          expect((await stores.customers.find("058C000004"))?.mustChangePassword).toBe(true);
          expect((await stores.customers.find("058C000005"))?.defaultAccount).toBe(
            demo("058C000005").defaultAccount,
          );
          expect((await stores.customers.find("058C000006"))?.insiderSymbols).toEqual(["FPT"]);
          expect((await stores.customers.find("058C000007"))?.cardStatus).toBe("2");
          expect((await stores.customers.find("058C000008"))?.expertFollow).toBe(true);
        }),
      SEED_TIMEOUT_MS,
    );

    it(
      "creates each customer once when two servers seed together",
      () =>
        onFreshDatabase(backend, async (stores) => {
          const [a, b] = await Promise.all([seedDemoCustomers(stores, NOW), seedDemoCustomers(stores, NOW)]);
          expect(a + b).toBe(DEMO_CUSTOMERS.length);
          expect(await stores.customers.count()).toBe(DEMO_CUSTOMERS.length);
          for (const customer of DEMO_CUSTOMERS)
            expect(await stores.tradingAccounts.listByUser(customer.userId)).toHaveLength(
              customer.accounts.length,
            );
        }),
      SEED_TIMEOUT_MS,
    );

    it(
      "leaves a database that already has customers alone",
      () =>
        onFreshDatabase(backend, async (stores) => {
          await stores.customers.create({
            userId: "OWN001",
            name: "Khách hàng thật",
            passwordHash: "x",
            pinHash: "y",
            authenType: "T",
          });
          expect(await seedDemoCustomers(stores, NOW)).toBe(0);
          expect(await stores.customers.find("058C000001")).toBeNull();
        }),
      SEED_TIMEOUT_MS,
    );
  });
});
