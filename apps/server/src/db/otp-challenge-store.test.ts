import { describe, expect, it } from "vitest";
import { hashSmsCode, smsCodeMatches } from "../credentials/sms-code";
import { createSqlStores } from "./sql-stores";
import { createCustomer, freshCustomerId, newCustomer } from "./test-support/customer-fixtures";
import { TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

const NOW = 1_767_225_600_000;
const LIFETIME = 180_000;

describe.each(TEST_BACKENDS)("OTP challenge store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const stores = () => createSqlStores(database().db);
    const customer = async () => (await createCustomer(stores(), newCustomer(freshCustomerId()))).userId;

    it("issues an SMS challenge holding only the code's hash", async () => {
      const userId = await customer();
      const codeHash = hashSmsCode("042917");
      const challenge = await stores().otpChallenges.issue({
        userId,
        kind: "sms",
        codeHash,
        now: NOW,
        lifetimeMs: LIFETIME,
      });
      expect(challenge).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userId,
        kind: "sms",
        codeHash,
        expiresAt: NOW + LIFETIME,
        attempts: 0,
        createdAt: NOW,
        consumedAt: null,
      });
      const latest = await stores().otpChallenges.latest(userId, "sms", NOW);
      expect(latest).toEqual(challenge);
      expect(smsCodeMatches("042917", latest?.codeHash ?? "")).toBe(true);
      expect(JSON.stringify(latest)).not.toContain("042917");
    });

    it("answers the newest live challenge of the kind", async () => {
      const userId = await customer();
      const issue = (kind: "sms" | "totp", now: number) =>
        stores().otpChallenges.issue({ userId, kind, codeHash: null, now, lifetimeMs: LIFETIME });
      await issue("sms", NOW);
      const newer = await issue("sms", NOW + 1_000);
      const totp = await issue("totp", NOW + 2_000);
      expect((await stores().otpChallenges.latest(userId, "sms", NOW + 3_000))?.id).toBe(newer.id);
      expect((await stores().otpChallenges.latest(userId, "totp", NOW + 3_000))?.id).toBe(totp.id);
    });

    it("forgets a challenge once it expires or is consumed", async () => {
      const userId = await customer();
      const challenge = await stores().otpChallenges.issue({
        userId,
        kind: "totp",
        codeHash: null,
        now: NOW,
        lifetimeMs: LIFETIME,
      });
      expect(await stores().otpChallenges.latest(userId, "totp", NOW + LIFETIME)).toBeNull();
      expect(await stores().otpChallenges.consume(challenge.id, NOW + LIFETIME)).toBe(false);

      expect(await stores().otpChallenges.consume(challenge.id, NOW + 1_000)).toBe(true);
      expect(await stores().otpChallenges.latest(userId, "totp", NOW + 2_000)).toBeNull();
      expect(await stores().otpChallenges.consume(challenge.id, NOW + 2_000)).toBe(false);
    });

    it("lets only one of two racing consumers through", async () => {
      const userId = await customer();
      const challenge = await stores().otpChallenges.issue({
        userId,
        kind: "sms",
        codeHash: hashSmsCode("111111"),
        now: NOW,
        lifetimeMs: LIFETIME,
      });
      const results = await Promise.all([
        stores().otpChallenges.consume(challenge.id, NOW),
        stores().otpChallenges.consume(challenge.id, NOW),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("counts wrong attempts, each one", async () => {
      const userId = await customer();
      const challenge = await stores().otpChallenges.issue({
        userId,
        kind: "sms",
        codeHash: hashSmsCode("222222"),
        now: NOW,
        lifetimeMs: LIFETIME,
      });
      expect(await stores().otpChallenges.recordAttempt(challenge.id)).toBe(1);
      await Promise.all([1, 2, 3].map(() => stores().otpChallenges.recordAttempt(challenge.id)));
      expect((await stores().otpChallenges.latest(userId, "sms", NOW))?.attempts).toBe(4);
      expect(await stores().otpChallenges.recordAttempt("00000000-0000-0000-0000-000000000000")).toBe(0);
    });

    it("refuses a challenge for a user who is not a customer", async () => {
      await expect(
        stores().otpChallenges.issue({
          userId: freshCustomerId(),
          kind: "sms",
          codeHash: null,
          now: NOW,
          lifetimeMs: LIFETIME,
        }),
      ).rejects.toThrow();
    });
  });
});
