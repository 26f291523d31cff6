/**
 * No secret reaches the logs: a login with a wrong and a right password, an SMS OTP login, a
 * password change, calls by cookie with the CSRF token and a logout, all logged at trace level
 * into a buffer, which must hold none of the passwords, digests, codes, session ids or tokens.
 */
import { Writable } from "node:stream";
import type { CoreAnswer, LoginData } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { DEMO_PASSWORD } from "../../src/customers/demo-customers";
import { loggerOptions } from "../../src/app/logging";
import { csrfTokenFor } from "../../src/auth/csrf";
import { startTestServer, type TestServer } from "../support/test-server";
import {
  appWithClock,
  cookieHeader,
  CSRF_HEADER,
  DEMO_DIGEST,
  postCore,
  postLogin,
  sessionCall,
  WallClock,
} from "./login-support";

let server: TestServer;
let app: FastifyInstance;
const lines: string[] = [];
const clock = new WallClock();

beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino(loggerOptions({ logLevel: "trace" }), stream);
  app = await appWithClock(server, clock, { logger });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

describe("the logs", () => {
  it("never hold a password, digest, OTP, session id or CSRF token", async () => {
    const secrets: string[] = [DEMO_PASSWORD, DEMO_DIGEST];
    const wrongDigest = clientPasswordDigest("Wrong@2026");
    secrets.push(wrongDigest);
    await postLogin(app, "058C000001", { digest: wrongDigest });

    // SMS OTP login.
    expect((await postLogin(app, "058C000002")).json()).toMatchObject({ rc: -9998 });
    const code = ((await app.inject("/api/demo/otp-outbox/058C000002")).json() as { code: string }).code;
    secrets.push(code);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    secrets.push(wrongCode);
    const otp = {
      cmd: "sCheckLoginOTP",
      user: "058C000002",
      pass: DEMO_DIGEST,
      channel: "I",
      language: "vi",
    };
    await postCore(app, "S", { ...otp, p5: wrongCode });
    const otpLogin = await postCore(app, "S", { ...otp, p5: code });
    const otpSid = (otpLogin.json() as CoreAnswer<LoginData>).data?.sid ?? "";
    expect(otpSid).not.toBe("");
    secrets.push(otpSid, csrfTokenFor(otpSid));

    // Password change, by cookie with the CSRF token.
    const login = await postLogin(app, "058C000004");
    const data = (login.json() as CoreAnswer<LoginData>).data;
    if (data === undefined) throw new Error("no login");
    secrets.push(data.sid, csrfTokenFor(data.sid));
    const newPassword = "Bí-mật@2026";
    const p2 = Buffer.from(newPassword, "utf8").toString("base64");
    secrets.push(newPassword, p2, clientPasswordDigest(newPassword));
    const headers = { cookie: cookieHeader(login), [CSRF_HEADER]: csrfTokenFor(data.sid) };
    const changed = await postCore(
      app,
      "B",
      { cmd: "ChangePassFirstLogin", p1: DEMO_DIGEST, p2 },
      { user: data.user, headers },
    );
    expect(changed.json()).toEqual({ rc: 1 });
    expect(await sessionCall(app, data, { cmd: "ListAccount" })).toMatchObject({ rc: 1 });
    await app.inject({ method: "POST", url: "/api/logout", headers });

    const log = lines.join("");
    expect(log).toContain("OTP sent to ***002");
    expect(log).toContain("incoming request");
    for (const secret of secrets) {
      // A six-digit code may occur inside a longer number (a timestamp): only a whole one counts.
      const whole = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : null;
      if (whole === null) expect(log, `a secret of ${secret.length} characters`).not.toContain(secret);
      else expect(log, "an OTP code").not.toMatch(whole);
    }
  });
});
