/**
 * The login, the OTP step, the core gateway and the logout over a real PostgreSQL (the other
 * tests of these routes run on the embedded database): the same flows, on a fresh database of
 * their own. Skipped without TEST_DATABASE_URL, except on CI, which provides one.
 */
import type { CoreAnswer, LoginData } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { databaseOver } from "../../src/db/open-database";
import { OPEN_TIMEOUT_MS, postgresBackend } from "../../src/db/test-support/test-backends";
import { startTestServer, type TestServer } from "../support/test-server";
import {
  appWithClock,
  DEMO_DIGEST,
  freshIp,
  loginData,
  postCore,
  postLogin,
  sessionCall,
  sessionHeader,
  WallClock,
} from "./login-support";

describe.skipIf(postgresBackend.skip)(`login and the core gateway over ${postgresBackend.name}`, () => {
  let server: TestServer;
  let app: FastifyInstance;
  const clock = new WallClock();

  beforeAll(async () => {
    const connection = await postgresBackend.open();
    server = await startTestServer({ database: databaseOver("postgres", connection), beats: 5 });
    app = await appWithClock(server, clock);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it("serves from PostgreSQL", () => {
    expect(server.database.kind).toBe("postgres");
  });

  it("logs in, counts and locks failures, and a login clears them", async () => {
    const wrong = clientPasswordDigest("Wrong@2026");
    for (let i = 1; i <= 5; i++)
      expect((await postLogin(app, "058C000006", { digest: wrong })).json()).toMatchObject({
        rc: 0,
        data: { CountLoginFail: i },
      });
    expect((await postLogin(app, "058C000006")).json()).toMatchObject({ rc: -8005 });
    clock.advance(61_000);
    expect(await loginData(app, "058C000006")).toMatchObject({ user: "058C000006", iFlag: "0" });
  });

  it("completes an SMS OTP login, counting a wrong code", async () => {
    expect((await postLogin(app, "058C000002")).json()).toMatchObject({
      rc: -9998,
      data: { AuthenType: "O" },
    });
    const { code } = (await app.inject("/api/demo/otp-outbox/058C000002")).json() as { code: string };
    const step = (p5: string) =>
      postCore(app, "S", {
        cmd: "sCheckLoginOTP",
        user: "058C000002",
        pass: DEMO_DIGEST,
        channel: "I",
        language: "vi",
        p5,
      });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await step(wrong)).json()).toMatchObject({
      rc: -11004,
      rs: expect.stringContaining("còn 4 lần"),
    });
    expect((await step(code)).json()).toMatchObject({ rc: 1, data: { user: "058C000002" } });
  });

  it("answers the account calls and refuses another customer's account", async () => {
    const data = await loginData(app, "058C000005");
    expect(await sessionCall(app, data, { cmd: "ListAccount" })).toMatchObject({
      rc: 1,
      data: [{ accCode: "058C0000051" }, { accCode: "058C0000058" }],
    });
    expect(await sessionCall(app, data, { cmd: "UpdateAccountDefault", p1: "058C0000051" })).toEqual({
      rc: 1,
    });
    expect(await sessionCall(app, data, { cmd: "UpdateAccountDefault", p1: "058C0000011" })).toMatchObject({
      rc: -96017,
    });
    const [entry] = await server.database.stores.auditLog.listByUser("058C000005", 1);
    expect(entry).toMatchObject({ action: "access.refused" });
  });

  it("changes the password and ends the other sessions; logs out", async () => {
    const other = await loginData(app, "058C000004");
    const data = await loginData(app, "058C000004", { ip: freshIp() });
    const p2 = Buffer.from("Đổi@2026mới", "utf8").toString("base64");
    expect(await sessionCall(app, data, { cmd: "ChangePassFirstLogin", p1: DEMO_DIGEST, p2 })).toEqual({
      rc: 1,
    });
    expect(await sessionCall(app, other, { cmd: "ListAccount" })).toEqual({
      rc: -1,
      rs: "InvalidSessionException",
    });
    const logout = await app.inject({ method: "POST", url: "/api/logout", headers: sessionHeader(data.sid) });
    expect(logout.json()).toEqual({ rc: 1 });
    expect(await sessionCall(app, data, { cmd: "ListAccount" })).toEqual({
      rc: -1,
      rs: "InvalidSessionException",
    });
    const again = (
      await postLogin(app, "058C000004", { digest: clientPasswordDigest("Đổi@2026mới") })
    ).json();
    expect((again as CoreAnswer<LoginData>).data?.iFlag).toBe("0");
  });
});
