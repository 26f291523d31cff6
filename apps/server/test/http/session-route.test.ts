/**
 * GET /api/session ("who am I") over a real server: the login data of a live session named by
 * the cookie or the header, never the session id; the expiry answer without a session, after a
 * logout and once the session has expired.
 */
import type { CoreAnswer, SessionInfo } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { cookieHeader, loginData, loginTestScope, postLogin, sessionHeader } from "./login-support";

const scope = loginTestScope();
const { clock } = scope;

const EXPIRED = { rc: -1, rs: "InvalidSessionException" };

function whoAmI(headers: Record<string, string> = {}) {
  return scope.app.inject({ method: "GET", url: "/api/session", headers });
}

describe("GET /api/session", () => {
  it("answers the cookie's session: the login data without sid and CountLoginFail, plus insiders", async () => {
    const login = await postLogin(scope.app, "058C000005");
    const cookie = cookieHeader(login);
    const response = await whoAmI({ cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = response.json() as CoreAnswer<SessionInfo>;
    const customer = await scope.server.database.stores.customers.find("058C000005");
    const {
      sid,
      CountLoginFail: _count,
      ...loginFields
    } = (login.json() as { data: Record<string, unknown> & { sid: string } }).data;
    expect(answer).toEqual({
      rc: 1,
      data: {
        ...loginFields,
        insiderSymbols: customer?.insiderSymbols ?? [],
        hideConfirmOrder: customer?.hideConfirmOrder,
      },
    });
    expect(response.body).not.toContain(sid);
  });

  it("answers the session header's session too, with the customer's insider symbols", async () => {
    const data = await loginData(scope.app, "058C000006");
    const answer = (await whoAmI(sessionHeader(data.sid))).json() as CoreAnswer<SessionInfo>;
    expect(answer).toMatchObject({ rc: 1, data: { user: "058C000006", insiderSymbols: ["FPT"] } });
    expect(JSON.stringify(answer)).not.toContain(data.sid);
  });

  it("answers rc -1 InvalidSessionException without a session, or with one that is unknown", async () => {
    const none = await whoAmI();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual(EXPIRED);
    expect((await whoAmI({ cookie: "sid=not-a-session" })).json()).toEqual(EXPIRED);
    expect((await whoAmI(sessionHeader("not-a-session"))).json()).toEqual(EXPIRED);
  });

  it("answers the expiry once the session has logged out", async () => {
    const data = await loginData(scope.app, "058C000001");
    expect((await whoAmI(sessionHeader(data.sid))).json()).toMatchObject({ rc: 1 });
    const logout = await scope.app.inject({
      method: "POST",
      url: "/api/logout",
      payload: { session: data.sid },
    });
    expect(logout.json()).toEqual({ rc: 1 });
    expect((await whoAmI(sessionHeader(data.sid))).json()).toEqual(EXPIRED);
    expect((await whoAmI({ cookie: `sid=${data.sid}` })).json()).toEqual(EXPIRED);
  });

  it("answers the expiry once the session's 10800 s have passed", async () => {
    const data = await loginData(scope.app, "058C000001");
    clock.advance(10_799_000);
    expect((await whoAmI(sessionHeader(data.sid))).json()).toMatchObject({ rc: 1 });
    clock.advance(1_000);
    expect((await whoAmI(sessionHeader(data.sid))).json()).toEqual(EXPIRED);
  });
});

describe("GET /api/health", () => {
  it("says the demo seed is on, so the web may offer the demo outbox", async () => {
    const response = await scope.app.inject("/api/health");
    expect(response.json()).toMatchObject({ demo: true });
  });
});
