/**
 * The lockouts against parallel guessing, over a real server: a burst of wrong secrets fired at
 * once is evaluated no further than the policy's threshold, and the right secret in the same
 * burst is refused once the key locks (login, OTP step, password change); and a resend of the
 * SMS code needs the pending login's password, answering as "nothing pending" without it.
 */
import type { CoreAnswer, LoginData } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { LOGIN_LOCKED_RC, WRONG_OTP_RC } from "../../src/login/login-answers";
import { DEMO_DIGEST, freshIp, loginData, loginTestScope, postCore, postLogin } from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

const WRONG = clientPasswordDigest("Wrong@2026x");
const BURST = 20;

const rcOf = (body: unknown) => (body as CoreAnswer<unknown>).rc;

describe("a burst of parallel guesses", () => {
  it("evaluates at most 5 passwords of a user id; the right one in the burst is refused", async () => {
    const ip = freshIp();
    const wrong = Array.from({ length: BURST }, () =>
      postLogin(scope.app, "058C000001", { ip, digest: WRONG }),
    );
    const right = postLogin(scope.app, "058C000001", { ip });
    const answers = (await Promise.all([...wrong, right])).map((response) => response.json() as unknown);
    const evaluated = answers.slice(0, BURST).filter((answer) => rcOf(answer) !== LOGIN_LOCKED_RC);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(rcOf(answers[BURST])).toBe(LOGIN_LOCKED_RC);
    // Still locked afterwards, and open again after the lock.
    expect(rcOf((await postLogin(scope.app, "058C000001", { ip: freshIp() })).json())).toBe(LOGIN_LOCKED_RC);
    clock.advance(16 * 60_000);
    expect(rcOf((await postLogin(scope.app, "058C000001", { ip: freshIp() })).json())).toBe(1);
  });

  it("evaluates at most 5 OTP codes of a pending login; the right code in the burst is refused", async () => {
    const user = "058C000002";
    expect(rcOf((await postLogin(scope.app, user)).json())).toBe(-9998);
    const code = ((await scope.app.inject(`/api/demo/otp-outbox/${user}`)).json() as { code: string }).code;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const step = (p5: string) =>
      postCore(
        scope.app,
        "S",
        { cmd: "sCheckLoginOTP", user, pass: DEMO_DIGEST, channel: "I", language: "vi", p5 },
        { user },
      );
    const answers = (
      await Promise.all([...Array.from({ length: BURST }, () => step(wrongCode)), step(code)])
    ).map((response) => response.json() as unknown);
    // The rest are refused by the password's or the OTP step's guard before any code is checked.
    const evaluated = answers.slice(0, BURST).filter((answer) => rcOf(answer) === WRONG_OTP_RC);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(rcOf(answers[BURST])).not.toBe(1);
  });

  it("evaluates at most 5 current passwords of a password change", async () => {
    clock.advance(16 * 60_000);
    const login: LoginData = await loginData(scope.app, "058C000004");
    const change = (p1: string) =>
      postCore(
        scope.app,
        "B",
        { cmd: "ChangePassFirstLogin", p1, p2: Buffer.from("New@2026xyz").toString("base64") },
        { session: login.sid, user: login.user },
      );
    const answers = (
      await Promise.all([...Array.from({ length: BURST }, () => change(WRONG)), change(DEMO_DIGEST)])
    ).map((response) => response.json() as unknown);
    const evaluated = answers.slice(0, BURST).filter((answer) => rcOf(answer) !== LOGIN_LOCKED_RC);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(rcOf(answers[BURST])).toBe(LOGIN_LOCKED_RC);
  });
});

describe("the SMS resend", () => {
  const resend = (user: string, pass?: string) =>
    postCore(scope.app, "S", { cmd: "GetSMSOtpForce", ...(pass === undefined ? {} : { pass }) }, { user });

  it("needs the pending login's password; without it answers as nothing pending", async () => {
    clock.advance(16 * 60_000);
    const user = "058C000002";
    const nothingPending = (await resend(user, DEMO_DIGEST)).json() as unknown;
    expect(rcOf(nothingPending)).toBe(0);
    expect(rcOf((await postLogin(scope.app, user)).json())).toBe(-9998);
    // Too soon for the owner, but a wrong password learns only "nothing pending".
    const tooSoon = (await resend(user, DEMO_DIGEST)).json() as unknown;
    expect(tooSoon).not.toEqual(nothingPending);
    expect((await resend(user, WRONG)).json()).toEqual(nothingPending);
    expect((await resend("nobody-here", WRONG)).json()).toEqual(nothingPending);
    expect((await resend(user)).statusCode).toBe(400);
    clock.advance(45_000);
    expect((await resend(user, WRONG)).json()).toEqual(nothingPending);
    expect((await resend(user, DEMO_DIGEST)).json()).toEqual({ rc: 1, data: [{ phoneLastThree: "002" }] });
  });
});
