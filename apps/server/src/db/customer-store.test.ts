import { describe, expect, it } from "vitest";
import { createSqlStores } from "./sql-stores";
import { createCustomer, freshCustomerId, newAccount, newCustomer } from "./test-support/customer-fixtures";
import { TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

describe.each(TEST_BACKENDS)("customer store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const stores = () => createSqlStores(database().db);

    it("creates a customer with the plain-login defaults and finds it", async () => {
      const userId = freshCustomerId();
      const created = await createCustomer(stores(), newCustomer(userId));
      expect(created).toEqual({
        userId,
        name: "Nguyễn Văn Thử",
        passwordHash: "scrypt$placeholder-password",
        pinHash: "scrypt$placeholder-pin",
        authenType: "T",
        otpAtLogin: false,
        login2faFlag: "0",
        totpSecret: null,
        totpLastStep: null,
        phone: "",
        passwordExpiresOn: null,
        mustChangePassword: false,
        cardStatus: "0",
        insiderSymbols: [],
        expertFollow: false,
        defaultAccount: null,
        hideConfirmOrder: false,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(await stores().customers.find(userId)).toEqual(created);
    });

    it("keeps every field it is given", async () => {
      const userId = freshCustomerId();
      const created = await createCustomer(
        stores(),
        newCustomer(userId, {
          authenType: "O",
          otpAtLogin: true,
          login2faFlag: "1",
          totpSecret: "JBSWY3DPEHPK3PXP",
          phone: "0901234567",
          passwordExpiresOn: "2027-02-28",
          mustChangePassword: true,
          cardStatus: "2",
          insiderSymbols: ["FPT", "VNM"],
          expertFollow: true,
          hideConfirmOrder: true,
        }),
      );
      expect(created).toMatchObject({
        authenType: "O",
        otpAtLogin: true,
        login2faFlag: "1",
        totpSecret: "JBSWY3DPEHPK3PXP",
        phone: "0901234567",
        passwordExpiresOn: "2027-02-28",
        mustChangePassword: true,
        cardStatus: "2",
        insiderSymbols: ["FPT", "VNM"],
        expertFollow: true,
        hideConfirmOrder: true,
      });
    });

    it("keeps the user id as given and finds it in any case", async () => {
      const userId = `${freshCustomerId()}c`;
      await createCustomer(stores(), newCustomer(userId));
      expect((await stores().customers.find(userId.toLowerCase()))?.userId).toBe(userId);
      expect((await stores().customers.find(userId.toUpperCase()))?.userId).toBe(userId);
      expect(await stores().customers.find(`${userId}x`)).toBeNull();
    });

    it("refuses a second customer whose id differs only in case", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      expect(await stores().customers.create(newCustomer(userId))).toBeNull();
      expect(
        await stores().customers.create(newCustomer(userId.toLowerCase(), { name: "Other" })),
      ).toBeNull();
      expect((await stores().customers.find(userId))?.name).toBe("Nguyễn Văn Thử");
    });

    it("counts and lists customers by user id", async () => {
      const before = await stores().customers.count();
      const ids = [freshCustomerId(), freshCustomerId()];
      for (const id of ids) await createCustomer(stores(), newCustomer(id));
      expect(await stores().customers.count()).toBe(before + 2);
      const listed = (await stores().customers.list()).map((customer) => customer.userId);
      expect(listed).toEqual(expect.arrayContaining(ids));
      expect(listed).toEqual([...listed].sort());
    });

    it("updates the password with its flag and expiry", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId, { mustChangePassword: true }));
      const updated = await stores().customers.updatePassword(userId.toLowerCase(), "scrypt$new", {
        mustChange: false,
        expiresOn: "2027-06-30",
      });
      expect(updated).toBe(true);
      expect(await stores().customers.find(userId)).toMatchObject({
        passwordHash: "scrypt$new",
        mustChangePassword: false,
        passwordExpiresOn: "2027-06-30",
      });
      expect(
        await stores().customers.updatePassword(freshCustomerId(), "x", {
          mustChange: false,
          expiresOn: null,
        }),
      ).toBe(false);
    });

    it("updates the PIN", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      expect(await stores().customers.updatePin(userId, "scrypt$new-pin")).toBe(true);
      expect((await stores().customers.find(userId))?.pinHash).toBe("scrypt$new-pin");
    });

    it("sets the default account only to one of the customer's own accounts", async () => {
      const userId = freshCustomerId();
      const other = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      await createCustomer(stores(), newCustomer(other));
      const own = newAccount(userId, "8");
      const foreign = newAccount(other, "1");
      expect((await stores().tradingAccounts.create(own)).ok).toBe(true);
      expect((await stores().tradingAccounts.create(foreign)).ok).toBe(true);

      expect(await stores().customers.setDefaultAccount(userId, foreign.accountCode)).toBe(false);
      expect(await stores().customers.setDefaultAccount(userId, "NOSUCHCODE1")).toBe(false);
      expect((await stores().customers.find(userId))?.defaultAccount).toBeNull();

      expect(await stores().customers.setDefaultAccount(userId.toLowerCase(), own.accountCode)).toBe(true);
      expect((await stores().customers.find(userId))?.defaultAccount).toBe(own.accountCode);
    });

    it("hides and shows the order confirmation", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      expect(await stores().customers.setHideConfirmOrder(userId, true)).toBe(true);
      expect((await stores().customers.find(userId))?.hideConfirmOrder).toBe(true);
      expect(await stores().customers.setHideConfirmOrder(userId, false)).toBe(true);
      expect((await stores().customers.find(userId))?.hideConfirmOrder).toBe(false);
      expect(await stores().customers.setHideConfirmOrder(freshCustomerId(), true)).toBe(false);
    });

    it("enrols a TOTP secret pending confirmation, then sets two-factor up", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId, { login2faFlag: "1", totpSecret: "OLDSECRET" }));
      expect(await stores().customers.useTotpStep(userId, 100)).toBe(true);

      expect(await stores().customers.enrolTotp(userId, "JBSWY3DPEHPK3PXP")).toBe(true);
      expect(await stores().customers.find(userId)).toMatchObject({
        totpSecret: "JBSWY3DPEHPK3PXP",
        login2faFlag: "0",
        totpLastStep: null,
      });
      // A secret no longer stored (a newer enrolment replaced it) completes nothing.
      expect(await stores().customers.completeTotpEnrolment(userId, "OLDSECRET")).toBe(false);
      expect((await stores().customers.find(userId))?.login2faFlag).toBe("0");
      expect(await stores().customers.completeTotpEnrolment(userId, "JBSWY3DPEHPK3PXP")).toBe(true);
      expect(await stores().customers.find(userId)).toMatchObject({ login2faFlag: "1", authenType: "T" });
      expect(await stores().customers.setTwoFactor(userId, "0")).toBe(true);
      expect((await stores().customers.find(userId))?.login2faFlag).toBe("0");
      expect(await stores().customers.enrolTotp(freshCustomerId(), "JBSWY3DPEHPK3PXP")).toBe(false);
    });

    it("accepts each TOTP step once and never an earlier one", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      const customers = stores().customers;
      expect(await customers.useTotpStep(userId, 1_000)).toBe(true);
      expect(await customers.useTotpStep(userId, 1_000)).toBe(false);
      expect(await customers.useTotpStep(userId, 999)).toBe(false);
      expect(await customers.useTotpStep(userId, 1_001)).toBe(true);
      expect((await customers.find(userId))?.totpLastStep).toBe(1_001);
    });

    it("lets only one of two racing uses of a step through", async () => {
      const userId = freshCustomerId();
      await createCustomer(stores(), newCustomer(userId));
      const results = await Promise.all([
        stores().customers.useTotpStep(userId, 5_000),
        stores().customers.useTotpStep(userId, 5_000),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("moves updatedAt on a change and keeps createdAt", async () => {
      const userId = freshCustomerId();
      const created = await createCustomer(stores(), newCustomer(userId));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await stores().customers.setHideConfirmOrder(userId, true);
      const after = await stores().customers.find(userId);
      expect(after?.createdAt).toBe(created.createdAt);
      expect(after?.updatedAt).toBeGreaterThan(created.updatedAt);
    });

    it("refuses values outside the wire's flags at the database", async () => {
      const bad = newCustomer(freshCustomerId(), { cardStatus: "3" as "2" });
      await expect(stores().customers.create(bad)).rejects.toThrow();
    });
  });
});
