/**
 * POST /api/core over a real server: the envelope and its refusals, where the session comes
 * from (envelope, header, cookie with the CSRF token), and the account calls of group B.
 */
import {
  type AccountListItem,
  addDays,
  type CoreAnswer,
  exchangeTimeAt,
  type LoginData,
  toSlashDate,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { DEMO_PASSWORD } from "../../src/customers/demo-customers";
import { csrfTokenFor } from "../../src/auth/csrf";
import {
  cookieHeader,
  CSRF_HEADER,
  freshIp,
  loginData,
  loginTestScope,
  postCore,
  postLogin,
  sessionCall,
  sessionHeader,
} from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("the envelope", () => {
  it.each([
    ["an unknown group", { group: "Z", data: { cmd: "ListAccount" } }],
    ["an unknown command", { group: "B", data: { cmd: "DropTables" } }],
    ["a command of another group", { group: "S", data: { cmd: "ListAccount" } }],
  ])("refuses %s with 400 BAD_REQUEST", async (_name, envelope) => {
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/core",
      payload: { session: "", user: "", language: "vi", ...envelope },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "BAD_REQUEST", details: [{ path: "body/data/cmd", message: expect.any(String) }] },
    });
  });

  it.each([
    [{ group: "B", session: "", user: "", language: "fr", data: { cmd: "ListAccount" } }],
    [{ group: "B", session: "", user: "", language: "vi" }],
    [{ group: "B", session: "", user: "", language: "vi", data: { cmd: "ListAccount" }, extra: 1 }],
    [{ group: "B", session: "", user: "", language: "vi", data: { cmd: "" } }],
  ])("refuses a malformed envelope with 400: %j", async (payload) => {
    const response = await scope.app.inject({ method: "POST", url: "/api/core", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("refuses a payload its command's schema refuses, naming the field", async () => {
    const data = await loginData(scope.app, "058C000001");
    const response = await postCore(
      scope.app,
      "B",
      { cmd: "UpdateParameter", p1: "HIDE_CONFIRM_ORDER", p2: "HIDE_CONFIRM_ORDER", p3: "2" },
      { session: data.sid, user: data.user },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(new Set(body.error.details.map((detail) => detail.path))).toEqual(new Set(["body/data/p3"]));
  });

  it("refuses a call from another site with 403 CSRF_REJECTED", async () => {
    const response = await postCore(
      scope.app,
      "B",
      { cmd: "ListAccount" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "CSRF_REJECTED" } });
  });

  it("answers a JSON body sent as text/plain (what a cross-site form could send) with 400", async () => {
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/core",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify({
        group: "B",
        session: "",
        user: "",
        language: "vi",
        data: { cmd: "ListAccount" },
      }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("the session of a call", () => {
  it("answers rc -1 InvalidSessionException without one, or with an unknown one", async () => {
    for (const session of ["", "not-a-session"]) {
      const response = await postCore(
        scope.app,
        "B",
        { cmd: "ListAccount" },
        { session, user: "058C000001" },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rc: -1, rs: "InvalidSessionException" });
    }
  });

  it("takes the envelope's session, the header, or the cookie with the CSRF token", async () => {
    const login = await postLogin(scope.app, "058C000001");
    const sid = (login.json() as CoreAnswer<LoginData>).data?.sid ?? "";
    const user = "058C000001";
    const call = (options: Parameters<typeof postCore>[3]) =>
      postCore(scope.app, "B", { cmd: "ListFuncWebtrade" }, { user, ...options }).then((r) => ({
        status: r.statusCode,
        body: r.json() as unknown,
      }));
    const ok = { status: 200, body: { rc: 1, data: ["B", "S"] } };
    expect(await call({ session: sid })).toEqual(ok);
    expect(await call({ headers: sessionHeader(sid) })).toEqual(ok);
    const cookie = cookieHeader(login);
    expect(await call({ headers: { cookie, [CSRF_HEADER]: csrfTokenFor(sid) } })).toEqual(ok);
    for (const headers of [
      { cookie },
      { cookie, [CSRF_HEADER]: csrfTokenFor(`${sid}x`) },
      { cookie, [CSRF_HEADER]: "" },
    ]) {
      const refused = await call({ headers });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: "CSRF_REJECTED" } });
    }
    // The envelope's session needs no token, whatever cookie rides along.
    expect(await call({ session: sid, headers: { cookie } })).toEqual(ok);
  });

  it("refuses an envelope user other than the session's (403 FORBIDDEN), and audits it", async () => {
    const data = await loginData(scope.app, "058C000001");
    const response = await postCore(
      scope.app,
      "B",
      { cmd: "ListAccount" },
      { session: data.sid, user: "058C000005" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000001", 1);
    expect(entry).toMatchObject({ action: "access.refused", detail: { cmd: "ListAccount" } });
    // The user id in another case is the same user.
    const lower = await postCore(
      scope.app,
      "B",
      { cmd: "ListAccount" },
      { session: data.sid, user: "058c000001" },
    );
    expect(lower.json()).toMatchObject({ rc: 1 });
  });
});

describe("account calls", () => {
  it("ListAccount: the customer's accounts ascending by code with their types", async () => {
    const data = await loginData(scope.app, "058C000009");
    expect(await sessionCall<AccountListItem[]>(scope.app, data, { cmd: "ListAccount" })).toEqual({
      rc: 1,
      data: [
        { accName: "Ngô Thị Ngọc", accCode: "058C0000091", accType: "1" },
        { accName: "Ngô Thị Ngọc", accCode: "058C0000093", accType: "3" },
        { accName: "Ngô Thị Ngọc", accCode: "058C0000096", accType: "6" },
      ],
    });
  });

  it("GetAccountInfo: the card status by customer code or account code; another's is refused", async () => {
    const data = await loginData(scope.app, "058C000007");
    const info = (p1: string) => sessionCall(scope.app, data, { cmd: "GetAccountInfo", type: "cursor", p1 });
    expect(await info("058C000007")).toEqual({ rc: 1, data: [{ C_IS_CARD_CLEAR: "2" }] });
    expect(await info("058C0000071")).toEqual({ rc: 1, data: [{ C_IS_CARD_CLEAR: "2" }] });
    expect(await info("058C000001")).toEqual({ rc: -96017, rs: "Tài khoản không hợp lệ." });
    expect(
      await sessionCall(
        scope.app,
        data,
        { cmd: "GetAccountInfo", type: "cursor", p1: "058C000001" },
        { language: "en" },
      ),
    ).toEqual({
      rc: -96017,
      rs: "Invalid account.",
    });
  });

  it("UpdateAccountDefault: an own account becomes the default (audited); the next login says so", async () => {
    const data = await loginData(scope.app, "058C000009");
    expect(await sessionCall(scope.app, data, { cmd: "UpdateAccountDefault", p1: "058C0000093" })).toEqual({
      rc: 1,
    });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000009", 1);
    expect(entry).toMatchObject({ action: "account.default", detail: { account: "058C0000093" } });
    expect((await loginData(scope.app, "058C000009")).defaultAcc).toBe("058C0000093");
  });

  it("UpdateParameter: hides and shows the order confirmation", async () => {
    const data = await loginData(scope.app, "058C000009");
    const update = (p3: string) =>
      sessionCall(scope.app, data, {
        cmd: "UpdateParameter",
        p1: "HIDE_CONFIRM_ORDER",
        p2: "HIDE_CONFIRM_ORDER",
        p3,
      });
    expect(await update("1")).toEqual({ rc: 1 });
    expect((await scope.server.database.stores.customers.find("058C000009"))?.hideConfirmOrder).toBe(true);
    expect(await update("0")).toEqual({ rc: 1 });
    expect((await scope.server.database.stores.customers.find("058C000009"))?.hideConfirmOrder).toBe(false);
  });
});

describe("ChangePassFirstLogin", () => {
  const user = "058C000004";
  const NEW_PASSWORD = "Mới@2026đổi";

  it("refuses a policy breach and a malformed p2 (-8007), a wrong current (-8007, counted) and reuse (-8006)", async () => {
    const data = await loginData(scope.app, user);
    const change = (p1: string, p2: string) =>
      sessionCall(scope.app, data, { cmd: "ChangePassFirstLogin", p1, p2 });
    const current = clientPasswordDigest(DEMO_PASSWORD);
    expect(await change(current, base64("short1!"))).toEqual({ rc: -8007, rs: "Mật khẩu không hợp lệ." });
    expect(await change(current, "###")).toMatchObject({ rc: -8007 });
    expect(await change(current, Buffer.from([0xff, 0xfe, 0x41]).toString("base64"))).toMatchObject({
      rc: -8007,
    });
    expect(await change(clientPasswordDigest("Other@2026"), base64(NEW_PASSWORD))).toMatchObject({
      rc: -8007,
    });
    expect(await change(current, base64(` ${DEMO_PASSWORD} `))).toEqual({
      rc: -8006,
      rs: "Mật khẩu mới không được trùng với mật khẩu cũ.",
    });
    const entries = await scope.server.database.stores.auditLog.listByUser(user, 5);
    expect(entries.map((entry) => [entry.action, entry.detail["reason"]])).toEqual([
      ["password.change.fail", "reused"],
      ["password.change.fail", "current password"],
      ["password.change.fail", "malformed"],
      ["password.change.fail", "malformed"],
      ["password.change.fail", "policy"],
    ]);
    expect(
      (
        await scope.server.database.stores.loginGuards.state(
          { kind: "login", key: user.toLowerCase() },
          clock.now,
        )
      ).failures,
    ).toBe(1);
  });

  it("changes the password: the flag clears, the expiry restarts, other sessions end, the old password fails", async () => {
    const other = await loginData(scope.app, user);
    const data = await loginData(scope.app, user);
    expect(data.iFlag).toBe("1");
    // Until the change, only it and the account reads around it are answered.
    const hideConfirm = () =>
      sessionCall(scope.app, data, {
        cmd: "UpdateParameter",
        p1: "HIDE_CONFIRM_ORDER",
        p2: "HIDE_CONFIRM_ORDER",
        p3: "1",
      });
    expect(await hideConfirm()).toEqual({
      rc: -8009,
      rs: "Quý khách cần đổi mật khẩu lần đầu trước khi tiếp tục.",
    });
    expect(await sessionCall(scope.app, data, { cmd: "ListAccount" })).toMatchObject({ rc: 1 });
    const answer = await sessionCall(scope.app, data, {
      cmd: "ChangePassFirstLogin",
      p1: clientPasswordDigest(DEMO_PASSWORD),
      p2: base64(NEW_PASSWORD),
    });
    expect(answer).toEqual({ rc: 1 });
    const [entry] = await scope.server.database.stores.auditLog.listByUser(user, 1);
    // Every other session of the customer ends: this test's and the one the test before left.
    expect(entry).toMatchObject({ action: "password.change", detail: { otherSessionsEnded: 2 } });
    expect(await sessionCall(scope.app, other, { cmd: "ListAccount" })).toEqual({
      rc: -1,
      rs: "InvalidSessionException",
    });
    expect(await sessionCall(scope.app, data, { cmd: "ListAccount" })).toMatchObject({ rc: 1 });
    expect(await hideConfirm()).toEqual({ rc: 1 });

    expect((await postLogin(scope.app, user)).json()).toMatchObject({ rc: 0 });
    const again = await loginData(scope.app, user, {
      digest: clientPasswordDigest(NEW_PASSWORD),
      ip: freshIp(),
    });
    expect(again.iFlag).toBe("0");
    expect(again.pwdExprireDate).toBe(toSlashDate(addDays(exchangeTimeAt(clock.now).date, 365)));
  });

  it("is refused while the login is locked", async () => {
    const data = await loginData(scope.app, "058C000008");
    for (let i = 0; i < 5; i++)
      await sessionCall(scope.app, data, {
        cmd: "ChangePassFirstLogin",
        p1: clientPasswordDigest("Nope@2026"),
        p2: base64("Valid@2026x"),
      });
    const locked = await sessionCall(scope.app, data, {
      cmd: "ChangePassFirstLogin",
      p1: clientPasswordDigest(DEMO_PASSWORD),
      p2: base64("Valid@2026x"),
    });
    expect(locked).toMatchObject({ rc: -8005 });
    expect((await postLogin(scope.app, "058C000008")).json()).toMatchObject({ rc: -8005 });
    clock.advance(60_000);
  });
});
