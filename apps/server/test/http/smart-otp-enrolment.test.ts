/**
 * The smart-OTP enrolment over a real server (group S SmartOtpEnrolBegin / SmartOtpEnrolConfirm,
 * ours): a fresh secret held pending on the customer, confirmed by a code of it computed as an
 * authenticator app does (RFC 6238), each step once; refusals and the audit trail.
 */
import type { CoreAnswer, LoginData, SmartOtpEnrolment } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { DEMO_TOTP_SECRET } from "../../src/customers/demo-customers";
import { totpCode, TOTP_STEP_SECONDS } from "../../src/credentials/totp";
import { DEMO_DIGEST, loginData, loginTestScope, postCore, postLogin } from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

function enrolCall(login: LoginData, data: Record<string, unknown>, language: "vi" | "en" = "vi") {
  return postCore(scope.app, "S", data, { session: login.sid, user: login.user, language });
}

async function begin(login: LoginData): Promise<CoreAnswer<SmartOtpEnrolment>> {
  return (await enrolCall(login, { cmd: "SmartOtpEnrolBegin" })).json() as CoreAnswer<SmartOtpEnrolment>;
}

async function confirm(
  login: LoginData,
  code: string,
  language: "vi" | "en" = "vi",
  pass: string = DEMO_DIGEST,
): Promise<CoreAnswer> {
  return (
    await enrolCall(login, { cmd: "SmartOtpEnrolConfirm", p1: code, pass }, language)
  ).json() as CoreAnswer;
}

/** A six-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const customerOf = (userId: string) => scope.server.database.stores.customers.find(userId);

describe("SmartOtpEnrolBegin", () => {
  it("needs a session: rc -1 InvalidSessionException without one", async () => {
    const response = await postCore(scope.app, "S", { cmd: "SmartOtpEnrolBegin" }, { user: "058C000001" });
    expect(response.json()).toEqual({ rc: -1, rs: "InvalidSessionException" });
  });

  it("answers a fresh base32 secret and its otpauth URI, held pending on the customer", async () => {
    const login = await loginData(scope.app, "058C000001");
    expect(login.login2faFlag).toBe("0");
    const answer = await begin(login);
    expect(answer.rc).toBe(1);
    const secret = answer.data?.secret ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.data?.uri).toBe(
      `otpauth://totp/Bangia:058C000001?secret=${secret}&issuer=Bangia&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await customerOf("058C000001")).toMatchObject({ totpSecret: secret, login2faFlag: "0" });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000001", 1);
    expect(entry).toMatchObject({ action: "totp.enrol", detail: { stage: "begin" } });
    expect(JSON.stringify(entry)).not.toContain(secret);

    // Each begin replaces the pending secret.
    const again = await begin(login);
    expect(again.data?.secret).not.toBe(secret);
    expect((await customerOf("058C000001"))?.totpSecret).toBe(again.data?.secret);
  });
});

describe("SmartOtpEnrolConfirm", () => {
  it("sets two-factor up with a code of the pending secret; the next login says so", async () => {
    const login = await loginData(scope.app, "058C000009");
    const secret = (await begin(login)).data?.secret ?? "";

    expect(await confirm(login, totpCode(secret, clock.now))).toEqual({ rc: 1 });
    expect(await customerOf("058C000009")).toMatchObject({
      totpSecret: secret,
      login2faFlag: "1",
      authenType: "T",
    });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000009", 1);
    expect(entry).toMatchObject({ action: "totp.enrol", detail: { stage: "confirm", accepted: true } });
    expect((await loginData(scope.app, "058C000009")).login2faFlag).toBe("1");
  });

  it("accepts a code of the step before or after now (clock drift), but not two steps away", async () => {
    const login = await loginData(scope.app, "058C000008");
    const secret = (await begin(login)).data?.secret ?? "";
    const step = TOTP_STEP_SECONDS * 1000;
    const farCode = totpCode(secret, clock.now - 2 * step);
    const nearCode = totpCode(secret, clock.now - step);
    if (farCode !== nearCode && farCode !== totpCode(secret, clock.now))
      expect((await confirm(login, farCode)).rc).toBe(-11004);
    expect(await confirm(login, nearCode)).toEqual({ rc: 1 });
  });

  it("refuses a wrong or malformed code with rc -11004 in the call's language, and keeps it pending", async () => {
    const login = await loginData(scope.app, "058C000005");
    const secret = (await begin(login)).data?.secret ?? "";
    const right = totpCode(secret, clock.now);

    expect(await confirm(login, otherThan(right))).toEqual({
      rc: -11004,
      rs: expect.stringMatching(/^Mã OTP không chính xác/),
    });
    expect(await confirm(login, "12a456", "en")).toEqual({
      rc: -11004,
      rs: expect.stringMatching(/^The OTP is not correct/),
    });
    expect(await customerOf("058C000005")).toMatchObject({ totpSecret: secret, login2faFlag: "0" });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000005", 1);
    expect(entry).toMatchObject({ action: "totp.enrol", detail: { stage: "confirm", accepted: false } });

    expect(await confirm(login, right)).toEqual({ rc: 1 });
  });

  it("accepts a code of a secret replaced by a new begin no more", async () => {
    const login = await loginData(scope.app, "058C000007");
    const first = (await begin(login)).data?.secret ?? "";
    const second = (await begin(login)).data?.secret ?? "";
    const firstCode = totpCode(first, clock.now);
    if (firstCode !== totpCode(second, clock.now)) expect((await confirm(login, firstCode)).rc).toBe(-11004);
    expect(await confirm(login, totpCode(second, clock.now))).toEqual({ rc: 1 });
  });

  it("refuses (rc 0) when nothing is pending", async () => {
    const login = await loginData(scope.app, "058C000006");
    expect((await customerOf("058C000006"))?.totpSecret).toBeNull();
    expect(await confirm(login, "123456", "en")).toEqual({
      rc: 0,
      rs: "No smart OTP secret is waiting to be activated. Please start again.",
    });
  });

  it("refuses (rc 0) to replace or confirm again a smart OTP already set up", async () => {
    // The smart-OTP demo customer logs in with a code of its secret.
    expect((await postLogin(scope.app, "058C000003")).json()).toMatchObject({ rc: -9998 });
    const otpLogin = await postCore(
      scope.app,
      "S",
      {
        cmd: "sCheckLoginOTP",
        user: "058C000003",
        pass: DEMO_DIGEST,
        channel: "I",
        language: "vi",
        p5: totpCode(DEMO_TOTP_SECRET, clock.now),
      },
      { user: "058C000003" },
    );
    const login = (otpLogin.json() as CoreAnswer<LoginData>).data;
    if (login === undefined) throw new Error(`the OTP login answered ${otpLogin.body}`);
    const before = await customerOf("058C000003");
    expect(before?.login2faFlag).toBe("1");
    const refused = { rc: 0, rs: "Smart OTP is already set up for your account." };
    expect((await enrolCall(login, { cmd: "SmartOtpEnrolBegin" }, "en")).json()).toEqual(refused);
    expect(await confirm(login, "123456", "en")).toEqual(refused);
    expect((await customerOf("058C000003"))?.totpSecret).toBe(before?.totpSecret);
  });

  it("records the step of the code it accepted, so the code cannot serve again at a login", async () => {
    const login = await loginData(scope.app, "058C000006");
    const secret = (await begin(login)).data?.secret ?? "";
    const code = totpCode(secret, clock.now);
    expect(await confirm(login, code)).toEqual({ rc: 1 });
    const customer = await customerOf("058C000006");
    expect(customer?.totpLastStep).toBe(Math.floor(clock.now / 1000 / TOTP_STEP_SECONDS));
  });

  it("asks for the login password again: a wrong one is refused (-8007) and counted, the code unspent", async () => {
    const login = await loginData(scope.app, "058C000001");
    const secret = (await begin(login)).data?.secret ?? "";
    const code = totpCode(secret, clock.now);
    expect(await confirm(login, code, "vi", clientPasswordDigest("Wrong@2026"))).toMatchObject({ rc: -8007 });
    const guard = await scope.server.database.stores.loginGuards.state(
      { kind: "login", key: "058c000001" },
      clock.now,
    );
    expect(guard.failures).toBe(1);
    expect(await customerOf("058C000001")).toMatchObject({ login2faFlag: "0", totpLastStep: null });
    expect(await confirm(login, code)).toEqual({ rc: 1 });
  });

  it("refuses (rc 0) a customer whose login already asks for a one-time code (SMS)", async () => {
    expect((await postLogin(scope.app, "058C000002")).json()).toMatchObject({ rc: -9998 });
    await scope.server.database.stores.customers.setTwoFactor("058C000002", "0");
    const outbox = await scope.app.inject("/api/demo/otp-outbox/058C000002");
    const sms = (outbox.json() as { code: string }).code;
    const otpLogin = await postCore(
      scope.app,
      "S",
      { cmd: "sCheckLoginOTP", user: "058C000002", pass: DEMO_DIGEST, channel: "I", language: "en", p5: sms },
      { user: "058C000002" },
    );
    const login = (otpLogin.json() as CoreAnswer<LoginData>).data;
    if (login === undefined) throw new Error(`the OTP login answered ${otpLogin.body}`);
    expect((await enrolCall(login, { cmd: "SmartOtpEnrolBegin" }, "en")).json()).toEqual({
      rc: 0,
      rs: "Smart OTP is already set up for your account.",
    });
  });
});
