/**
 * POST /api/login and POST /api/logout over a real server on PGlite: the login answer and its
 * cookies, wrong and unknown credentials, the progressive lockout per user id and per address,
 * the origin check, Secure cookies behind a trusted proxy, and the logout.
 */
import {
  type CoreAnswer,
  type LoginData,
  SESSION_COOKIE_LIFETIME_SECONDS,
  toSlashDate,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import { clientPasswordDigest } from "../../src/credentials/client-password";
import { csrfTokenFor } from "../../src/auth/csrf";
import {
  appWithClock,
  cookieHeader,
  CSRF_HEADER,
  DEMO_DIGEST,
  freshIp,
  loginData,
  loginTestScope,
  postCore,
  postLogin,
  sessionHeader,
  setCookies,
} from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

const WRONG = clientPasswordDigest("Wrong@2026");

describe("a plain login", () => {
  it("answers rc 1 with the login data and sets the session and CSRF cookies", async () => {
    const response = await postLogin(scope.app, "058C000001");
    expect(response.statusCode).toBe(200);
    const answer = response.json() as CoreAnswer<LoginData>;
    const customer = await scope.server.database.stores.customers.find("058C000001");
    expect(answer).toEqual({
      rc: 1,
      data: {
        user: "058C000001",
        sid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        name: "Nguyễn Văn An",
        defaultAcc: "",
        iFlag: "0",
        AuthenType: "T",
        login2faFlag: "0",
        pwdExprireDate: toSlashDate(customer?.passwordExpiresOn ?? ""),
        CountLoginFail: 0,
        isShowBanner: false,
      },
    });
    const sid = answer.data?.sid ?? "";
    expect(setCookies(response)).toEqual([
      `sid=${sid}; Max-Age=${SESSION_COOKIE_LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Strict`,
      `csrf_token=${csrfTokenFor(sid)}; Max-Age=10800; Path=/; SameSite=Strict`,
    ]);
    const session = await scope.server.database.stores.sessions.find(sid, clock.now);
    expect(session?.expiresAt).toBe(clock.now + 10_800_000);
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000001", 1);
    expect(entry).toMatchObject({ action: "login.ok", detail: { secondFactor: "none" } });
  });

  it("finds the user id in any case and answers its stored spelling; the default account comes along", async () => {
    const data = await loginData(scope.app, "058c000005");
    expect(data).toMatchObject({ user: "058C000005", defaultAcc: "058C0000058", name: "Hoàng Thu Hà" });
  });

  it("flags the forced password change (iFlag 1)", async () => {
    expect((await loginData(scope.app, "058C000004")).iFlag).toBe("1");
  });

  it("takes the spec's other field names, a charset, and JSON", async () => {
    const form = new URLSearchParams({ userName: "058C000001", password: DEMO_DIGEST, channel: "I" });
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: freshIp(),
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      payload: form.toString(),
    });
    expect(response.json()).toMatchObject({ rc: 1 });
    const json = await scope.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: freshIp(),
      payload: { user: "058C000001", pass: DEMO_DIGEST, channel: "I" },
    });
    expect(json.json()).toMatchObject({ rc: 1 });
  });
});

describe("refused logins", () => {
  it("answers rc 0 'Sai username hoac password!' with the failure count", async () => {
    const ip = freshIp();
    const first = await postLogin(scope.app, "058C000006", { digest: WRONG, ip });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 1 } });
    expect(setCookies(first)).toEqual([]);
    const second = await postLogin(scope.app, "058C000006", { digest: WRONG, ip });
    expect(second.json()).toMatchObject({ data: { CountLoginFail: 2 } });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000006", 1);
    expect(entry).toMatchObject({ action: "login.fail", ip, detail: { knownUser: true, failures: 2 } });
    expect(JSON.stringify(entry)).not.toContain(WRONG);
    expect((await postLogin(scope.app, "058C000006")).json()).toMatchObject({ rc: 1 });
  });

  it("answers an unknown user id exactly as a wrong password, after as long", async () => {
    const unknown = await postLogin(scope.app, "058C999999", { digest: WRONG });
    expect(unknown.json()).toEqual({ rc: 0, rs: "Sai username hoac password!", data: { CountLoginFail: 1 } });
    const timed = async (user: string) => {
      const started = performance.now();
      await postLogin(scope.app, user, { digest: WRONG });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
    const known = median([await timed("058C000008"), await timed("058C000008"), await timed("058C000008")]);
    const none = median([await timed("nobody-1"), await timed("nobody-2"), await timed("nobody-3")]);
    // Both verify one scrypt hash of the same cost; a skipped verification would be ~100× faster.
    expect(none).toBeGreaterThan(known / 3);
    await scope.server.database.stores.loginGuards.reset({ kind: "login", key: "058c000008" });
  });

  it.each([
    [{ user: "  ", pass: DEMO_DIGEST }, "empty-user"],
    [{ user: "058C000001", pass: "" }, "empty-password"],
    [{ pass: DEMO_DIGEST }, "empty-user"],
  ])("answers a blank field with HTTP 400, rc -1 and the warning key: %j", async (fields, key) => {
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: freshIp(),
      payload: { channel: "I", ...fields },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ rc: -1, rs: key });
  });

  it("refuses another channel and unknown fields with 400 BAD_REQUEST", async () => {
    for (const payload of [
      { user: "058C000001", pass: DEMO_DIGEST, channel: "M" },
      { user: "058C000001", pass: DEMO_DIGEST, channel: "I", admin: "1" },
    ]) {
      const response = await scope.app.inject({ method: "POST", url: "/api/login", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    }
  });

  it("reads a form's __proto__ field as a field, not the object's prototype", async () => {
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `__proto__=x&user=058C000001&pass=${DEMO_DIGEST}&channel=I`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });
});

describe("the progressive lockout", () => {
  it("locks a user id after 5 failures for 1 minute, then 2, and a login clears it", async () => {
    const user = "058C000007";
    for (let i = 1; i <= 5; i++)
      expect((await postLogin(scope.app, user, { digest: WRONG })).json()).toMatchObject({
        data: { CountLoginFail: i },
      });
    // Locked: even the right password is not checked.
    const locked = await postLogin(scope.app, user);
    expect(locked.json()).toEqual({
      rc: -8005,
      rs: "Đăng nhập tạm thời bị khóa do nhập sai nhiều lần. Quý Khách vui lòng thử lại sau 1 phút.",
    });
    const english = await scope.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: freshIp(),
      payload: { user, pass: DEMO_DIGEST, channel: "I", language: "en" },
    });
    expect(english.json()).toMatchObject({ rc: -8005, rs: expect.stringContaining("try again in 1 min") });
    const [entry] = await scope.server.database.stores.auditLog.listByUser(user, 1);
    expect(entry).toMatchObject({ action: "login.locked" });
    // Hammering the lock from one address writes one row a minute, not one per request.
    const hammer = freshIp();
    for (let i = 0; i < 4; i++) await postLogin(scope.app, user, { ip: hammer });
    const rows = await scope.server.database.stores.auditLog.listByUser(user, 50);
    expect(rows.filter((row) => row.action === "login.locked" && row.ip === hammer)).toHaveLength(1);

    clock.advance(61_000);
    expect((await postLogin(scope.app, user, { digest: WRONG })).json()).toMatchObject({
      data: { CountLoginFail: 6 },
    });
    expect((await postLogin(scope.app, user)).json()).toMatchObject({
      rc: -8005,
      rs: expect.stringContaining("2 phút"),
    });
    clock.advance(121_000);
    expect((await postLogin(scope.app, user)).json()).toMatchObject({ rc: 1 });
    expect((await postLogin(scope.app, user, { digest: WRONG })).json()).toMatchObject({
      data: { CountLoginFail: 1 },
    });
  });

  it("locks an unknown user id just like a known one", async () => {
    for (let i = 0; i < 5; i++) await postLogin(scope.app, "ghost-user", { digest: WRONG });
    expect((await postLogin(scope.app, "ghost-user")).json()).toMatchObject({ rc: -8005 });
  });

  it("locks a client address after 20 failures across user ids; other addresses go on", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await postLogin(scope.app, `stuffed-${i}`, { digest: WRONG, ip });
    expect((await postLogin(scope.app, "058C000009", { ip })).json()).toMatchObject({ rc: -8005 });
    expect((await postLogin(scope.app, "058C000009", { ip: freshIp() })).json()).toMatchObject({ rc: 1 });
  });
});

describe("the origin check", () => {
  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "http://localhost:80.evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
  ])("refuses a login from another site: %j", async (headers) => {
    const response = await postLogin(scope.app, "058C000001", { headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: "CSRF_REJECTED", message: { vi: expect.any(String), en: expect.any(String) } },
    });
    expect(setCookies(response)).toEqual([]);
  });

  it("lets our own origin through", async () => {
    const response = await postLogin(scope.app, "058C000001", {
      headers: {
        host: "board.example:3000",
        origin: "http://board.example:3000",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(response.json()).toMatchObject({ rc: 1 });
  });
});

describe("behind a trusted TLS proxy", () => {
  it("marks the cookies Secure and sends HSTS; an untrusted forwarded proto changes nothing", async () => {
    const proxied = await appWithClock(scope.server, clock, {
      config: { ...scope.server.deps.config, trustProxy: 1 },
    });
    try {
      const headers = {
        "x-forwarded-proto": "https",
        host: "board.example",
        origin: "https://board.example",
      };
      const response = await postLogin(proxied, "058C000001", { headers });
      expect(response.json()).toMatchObject({ rc: 1 });
      expect(setCookies(response).every((cookie) => cookie.includes("; Secure;"))).toBe(true);
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
      // Over TLS, a plain-http page is another origin.
      const downgraded = await postLogin(proxied, "058C000001", {
        headers: { ...headers, origin: "http://board.example" },
      });
      expect(downgraded.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
    const direct = await postLogin(scope.app, "058C000001", { headers: { "x-forwarded-proto": "https" } });
    expect(setCookies(direct).some((cookie) => cookie.includes("Secure"))).toBe(false);
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("logout", () => {
  it("ends the session named by the header, clears both cookies and is audited", async () => {
    const data = await loginData(scope.app, "058C000001");
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: sessionHeader(data.sid),
    });
    expect(response.json()).toEqual({ rc: 1 });
    expect(setCookies(response)).toEqual([
      "sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
      "csrf_token=; Max-Age=0; Path=/; SameSite=Strict",
    ]);
    expect(await scope.server.database.stores.sessions.find(data.sid, clock.now)).toBeNull();
    const after = await postCore(
      scope.app,
      "B",
      { cmd: "ListAccount" },
      { session: data.sid, user: data.user },
    );
    expect(after.json()).toEqual({ rc: -1, rs: "InvalidSessionException" });
    const [entry] = await scope.server.database.stores.auditLog.listByUser("058C000001", 1);
    expect(entry).toMatchObject({ action: "logout" });
  });

  it("ends the session named in the body; answers rc 1 without any session", async () => {
    const data = await loginData(scope.app, "058C000001");
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/logout",
      payload: { session: data.sid },
    });
    expect(response.json()).toEqual({ rc: 1 });
    expect(await scope.server.database.stores.sessions.find(data.sid, clock.now)).toBeNull();
    expect((await scope.app.inject({ method: "POST", url: "/api/logout" })).json()).toEqual({ rc: 1 });
  });

  it("needs the CSRF token when only the cookie names the session", async () => {
    const login = await postLogin(scope.app, "058C000001");
    const cookie = cookieHeader(login);
    const sid = (login.json() as CoreAnswer<LoginData>).data?.sid ?? "";
    const refused = await scope.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "CSRF_REJECTED" } });
    expect(await scope.server.database.stores.sessions.find(sid, clock.now)).not.toBeNull();
    const done = await scope.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, [CSRF_HEADER]: csrfTokenFor(sid) },
    });
    expect(done.json()).toEqual({ rc: 1 });
    expect(await scope.server.database.stores.sessions.find(sid, clock.now)).toBeNull();
  });

  it("refuses a logout from another site", async () => {
    const response = await scope.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("sessions expire on the wall clock", () => {
  it("answers rc -1 InvalidSessionException once 10800 s have passed", async () => {
    const data = await loginData(scope.app, "058C000001");
    const call = () =>
      postCore(scope.app, "B", { cmd: "ListAccount" }, { session: data.sid, user: data.user });
    expect((await call()).json()).toMatchObject({ rc: 1 });
    clock.advance(10_800_000);
    expect((await call()).json()).toEqual({ rc: -1, rs: "InvalidSessionException" });
    const header = await scope.app.inject({
      url: "/api/history/watchlists/058C000001",
      headers: sessionHeader(data.sid),
    });
    expect(header.statusCode).toBe(401);
  });
});
