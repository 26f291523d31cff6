/**
 * The OTP step of the login over a real server: SMS codes (demo outbox, resend countdown,
 * wrong codes and the block) and smart OTP (TOTP, each code once), through POST /api/login and
 * the core gateway's group S.
 */
import type { CoreAnswer, LoginData } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { DEMO_TOTP_SECRET } from "../../src/customers/demo-customers";
import { totpCode } from "../../src/credentials/totp";
import { parseServerConfig } from "../../src/config/server-config";
import { DemoOtpOutbox } from "../../src/login/otp-outbox";
import {
  appWithClock,
  DEMO_DIGEST,
  freshIp,
  loginTestScope,
  postCore,
  postLogin,
  setCookies,
} from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

const SMS_USER = "058C000002";
const TOTP_USER = "058C000003";

async function outboxCode(user: string): Promise<string> {
  const response = await scope.app.inject(`/api/demo/otp-outbox/${user}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { code: string }).code;
}

function otpStep(user: string, code: string, digest = DEMO_DIGEST, ip = freshIp()) {
  return postCore(
    scope.app,
    "S",
    { cmd: "sCheckLoginOTP", user, pass: digest, channel: "I", language: "vi", p5: code },
    { ip, user },
  );
}

function resend(user: string, digest = DEMO_DIGEST) {
  return postCore(scope.app, "S", { cmd: "GetSMSOtpForce", pass: digest }, { user });
}

/** A six-digit code other than `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("SMS OTP at login", () => {
  it("asks for the code (rc -9998, AuthenType O), sends it, and logs in with it", async () => {
    const login = await postLogin(scope.app, SMS_USER);
    expect(login.json()).toEqual({
      rc: -9998,
      rs: expect.any(String),
      data: { AuthenType: "O" },
    });
    expect(setCookies(login)).toEqual([]);
    const outbox = (await scope.app.inject(`/api/demo/otp-outbox/${SMS_USER.toLowerCase()}`)).json();
    expect(outbox).toMatchObject({
      user: SMS_USER,
      phoneLastThree: "002",
      code: expect.stringMatching(/^\d{6}$/),
    });
    const code = await outboxCode(SMS_USER);

    const answer = await otpStep(SMS_USER, code);
    const body = answer.json() as CoreAnswer<LoginData>;
    expect(body).toMatchObject({ rc: 1, data: { user: SMS_USER, AuthenType: "O", login2faFlag: "1" } });
    expect(setCookies(answer)).toHaveLength(2);
    const session = await scope.server.database.stores.sessions.find(body.data?.sid ?? "", clock.now);
    expect(session?.expiresAt).toBe(clock.now + 10_800_000);
    const [entry] = await scope.server.database.stores.auditLog.listByUser(SMS_USER, 1);
    expect(entry).toMatchObject({ action: "login.ok", detail: { secondFactor: "sms" } });

    // The code was spent with the login.
    expect((await otpStep(SMS_USER, code)).json()).toMatchObject({ rc: 0 });
  });

  it("counts wrong codes down from 5 and blocks the OTP step for 60 s at the fifth", async () => {
    await postLogin(scope.app, SMS_USER);
    const code = await outboxCode(SMS_USER);
    const wrong = otherThan(code);
    for (const left of [4, 3, 2, 1])
      expect((await otpStep(SMS_USER, wrong)).json()).toEqual({
        rc: -11004,
        rs: `Mã OTP không chính xác. Quý Khách còn ${left} lần thực hiện trước khi bị tạm khóa`,
      });
    // A malformed code is a wrong code too.
    expect((await otpStep(SMS_USER, "12ab")).json()).toEqual({
      rc: -11003,
      rs: "Quý Khách đã nhập sai nhiều lần. Vui lòng thử lại sau 1 phút",
    });
    const [entry] = await scope.server.database.stores.auditLog.listByUser(SMS_USER, 1);
    expect(entry).toMatchObject({ action: "login.otp.blocked" });
    // Blocked: the right code, a new login and a resend are all refused.
    expect((await otpStep(SMS_USER, code)).json()).toMatchObject({ rc: -11003 });
    expect((await postLogin(scope.app, SMS_USER)).json()).toMatchObject({ rc: -11003 });

    clock.advance(61_000);
    expect((await postLogin(scope.app, SMS_USER)).json()).toMatchObject({ rc: -9998 });
    const fresh = await outboxCode(SMS_USER);
    expect((await otpStep(SMS_USER, otherThan(fresh))).json()).toMatchObject({
      rc: -11004,
      rs: expect.stringContaining("còn 4 lần"),
    });
    expect((await otpStep(SMS_USER, fresh)).json()).toMatchObject({ rc: 1 });
  });

  it("resends not sooner than 45 s, with the phone's last three digits; the old code then fails", async () => {
    await postLogin(scope.app, SMS_USER);
    clock.advance(1_000);
    const first = await outboxCode(SMS_USER);
    expect((await resend(SMS_USER)).json()).toEqual({
      rc: 0,
      rs: expect.stringMatching(/^Vui lòng chờ \d+ giây/),
    });
    // A repeated login within the countdown sends nothing new either.
    expect((await postLogin(scope.app, SMS_USER)).json()).toMatchObject({ rc: -9998 });
    expect(await outboxCode(SMS_USER)).toBe(first);

    clock.advance(45_000);
    expect((await resend(SMS_USER)).json()).toEqual({ rc: 1, data: [{ phoneLastThree: "002" }] });
    const second = (await scope.app.inject(`/api/demo/otp-outbox/${SMS_USER}`)).json() as {
      code: string;
      sentAt: number;
    };
    expect(second.sentAt).toBe(clock.now);
    if (second.code !== first) expect((await otpStep(SMS_USER, first)).json()).toMatchObject({ rc: -11004 });
    expect((await otpStep(SMS_USER, second.code)).json()).toMatchObject({ rc: 1 });
  });

  it("answers a resend with nothing pending the same for a known and an unknown user", async () => {
    const known = (await resend("058C000001")).json();
    const unknown = (await resend("nobody-here", clientPasswordDigest("Wrong@2026x"))).json();
    expect(known).toEqual({
      rc: 0,
      rs: "Mã OTP đã hết hạn hoặc không tồn tại. Quý Khách vui lòng đăng nhập lại.",
    });
    expect(unknown).toEqual(known);
  });

  it("sends at most 5 codes to a user without a 15-minute pause", async () => {
    clock.advance(16 * 60_000);
    await postLogin(scope.app, SMS_USER);
    for (let sent = 2; sent <= 5; sent++) {
      clock.advance(45_000);
      expect((await resend(SMS_USER)).json(), `send ${sent}`).toMatchObject({ rc: 1 });
    }
    clock.advance(45_000);
    expect((await resend(SMS_USER)).json()).toEqual({
      rc: 0,
      rs: "Quý Khách đã yêu cầu gửi mã OTP quá nhiều lần. Vui lòng thử lại sau 15 phút.",
    });
    // The last code sent still logs in.
    expect((await otpStep(SMS_USER, await outboxCode(SMS_USER))).json()).toMatchObject({ rc: 1 });
  });

  it("needs the right password with the code", async () => {
    clock.advance(16 * 60_000);
    await postLogin(scope.app, SMS_USER);
    const code = await outboxCode(SMS_USER);
    const answer = await otpStep(SMS_USER, code, clientPasswordDigest("Wrong@2026"));
    expect(answer.json()).toEqual({ rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 1 } });
    expect((await otpStep(SMS_USER, code)).json()).toMatchObject({ rc: 1 });
  });

  it("answers rc 0 for an OTP step with no pending login", async () => {
    expect((await otpStep("058C000001", "123456")).json()).toMatchObject({
      rc: 0,
      rs: expect.stringContaining("hết hạn"),
    });
  });

  it("a pending login expires after 5 minutes", async () => {
    await postLogin(scope.app, SMS_USER);
    const code = await outboxCode(SMS_USER);
    clock.advance(5 * 60_000);
    expect((await otpStep(SMS_USER, code)).json()).toMatchObject({ rc: 0 });
    expect((await scope.app.inject(`/api/demo/otp-outbox/${SMS_USER}`)).statusCode).toBe(404);
  });
});

describe("smart OTP (TOTP) at login", () => {
  it("asks for the code without sending anything, accepts the authenticator's code once", async () => {
    expect((await postLogin(scope.app, TOTP_USER)).json()).toEqual({
      rc: -9998,
      rs: expect.any(String),
      data: { AuthenType: "T" },
    });
    expect((await scope.app.inject(`/api/demo/otp-outbox/${TOTP_USER}`)).statusCode).toBe(404);
    const code = totpCode(DEMO_TOTP_SECRET, clock.now);
    expect((await otpStep(TOTP_USER, code)).json()).toMatchObject({ rc: 1, data: { user: TOTP_USER } });

    // A replayed code is a wrong code, even in a new login.
    await postLogin(scope.app, TOTP_USER);
    expect((await otpStep(TOTP_USER, code)).json()).toMatchObject({ rc: -11004 });
    clock.advance(30_000);
    expect((await otpStep(TOTP_USER, totpCode(DEMO_TOTP_SECRET, clock.now))).json()).toMatchObject({ rc: 1 });
  });

  it("has no SMS to resend", async () => {
    await postLogin(scope.app, TOTP_USER);
    expect((await resend(TOTP_USER)).json()).toMatchObject({ rc: 0 });
  });
});

describe("the demo outbox", () => {
  it("is absent in production (404)", async () => {
    const config = parseServerConfig({ NODE_ENV: "production", MARKET_SEED: "7" });
    const production = await appWithClock(scope.server, clock, { config, otpOutbox: new DemoOtpOutbox() });
    try {
      expect((await postLogin(production, SMS_USER)).json()).toMatchObject({ rc: -9998 });
      const response = await production.inject(`/api/demo/otp-outbox/${SMS_USER}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    } finally {
      await production.close();
    }
  });

  it("is absent with the demo seed off, outside production too (404)", async () => {
    const config = parseServerConfig({ NODE_ENV: "development", DEMO_SEED: "off", MARKET_SEED: "7" });
    const unseeded = await appWithClock(scope.server, clock, { config, otpOutbox: new DemoOtpOutbox() });
    try {
      expect((await unseeded.inject(`/api/demo/otp-outbox/${SMS_USER}`)).statusCode).toBe(404);
    } finally {
      await unseeded.close();
    }
  });

  it("refuses a user id that cannot be one (400)", async () => {
    expect((await scope.app.inject("/api/demo/otp-outbox/%3Cscript%3E")).statusCode).toBe(400);
  });
});
