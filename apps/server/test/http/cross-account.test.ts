/**
 * One customer's session against another's data: every account-scoped core call and every
 * user-scoped history route, named with the other customer's accounts and ids, is refused and
 * leaves an audit entry. Customer A is 058C000001, customer B 058C000005 (two accounts).
 */
import type { LoginData, Watchlist } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";
import { appWithClock, loginData, sessionCall, sessionHeader, WallClock } from "./login-support";

let server: TestServer;
let app: FastifyInstance;
let a: LoginData;
let b: LoginData;
let bWatchlist: Watchlist;
const clock = new WallClock();

beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
  app = await appWithClock(server, clock);
  a = await loginData(app, "058C000001");
  b = await loginData(app, "058C000005");
  const created = await app.inject({
    method: "POST",
    url: "/api/history/watchlists",
    headers: sessionHeader(b.sid),
    payload: { userId: b.user, name: "B's list", symbols: ["FPT"] },
  });
  bWatchlist = (created.json() as { data: { data: Watchlist } }).data.data;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

async function refusalsOf(user: string): Promise<number> {
  const entries = await server.database.stores.auditLog.listByUser(user, 1_000);
  return entries.filter((entry) => entry.action === "access.refused").length;
}

describe("customer A's session against customer B", () => {
  it.each([
    ["GetAccountInfo of B's customer code", { cmd: "GetAccountInfo", type: "cursor", p1: "058C000005" }],
    ["GetAccountInfo of B's account", { cmd: "GetAccountInfo", type: "cursor", p1: "058C0000058" }],
    ["UpdateAccountDefault to B's account", { cmd: "UpdateAccountDefault", p1: "058C0000051" }],
    ["UpdateAccountDefault to a lower-case B account", { cmd: "UpdateAccountDefault", p1: "058c0000058" }],
  ])("refuses %s with the invalid-account code, audited", async (_name, data) => {
    const before = await refusalsOf(a.user);
    expect(await sessionCall(app, a, data)).toEqual({ rc: -96017, rs: "Tài khoản không hợp lệ." });
    expect(await refusalsOf(a.user)).toBe(before + 1);
    const [entry] = await server.database.stores.auditLog.listByUser(a.user, 1);
    expect(entry).toMatchObject({ action: "access.refused", detail: { cmd: data.cmd, account: data.p1 } });
  });

  it("leaves B's default account as it was", async () => {
    expect((await server.database.stores.customers.find(b.user))?.defaultAccount).toBe("058C0000058");
    expect((await server.database.stores.customers.find(a.user))?.defaultAccount).toBeNull();
  });

  it("answers ListAccount with A's accounts only", async () => {
    expect(await sessionCall(app, a, { cmd: "ListAccount" })).toEqual({
      rc: 1,
      data: [{ accName: "Nguyễn Văn An", accCode: "058C0000011", accType: "1" }],
    });
  });

  it.each([
    ["GET", () => `/api/history/watchlists/${b.user}`, undefined],
    ["GET", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}`, undefined],
    ["POST", () => "/api/history/watchlists", () => ({ userId: b.user, name: "intruder", symbols: [] })],
    ["PATCH", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}/renamed`, undefined],
    ["PATCH", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}/symbols/ACB`, undefined],
    ["DELETE", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}/symbols/FPT`, undefined],
    ["PUT", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}`, () => ({ symbols: [] })],
    ["DELETE", () => `/api/history/watchlists/${b.user}/${bWatchlist.Id}`, undefined],
    ["GET", () => `/api/history/userSettings/${b.user}/Client`, undefined],
    [
      "PUT",
      () => `/api/history/userSettings/${b.user}/Client`,
      () => ({ SettingKey: "stock", Settings: "{}" }),
    ],
    ["GET", () => `/api/tradingview/layout/${b.user}`, undefined],
    [
      "PUT",
      () => `/api/tradingview/layout/${b.user}`,
      () => ({ symbol: "FPT", resolution: "D", content: "{}" }),
    ],
  ] as const satisfies readonly (readonly [string, () => string, (() => object) | undefined])[])(
    "refuses %s %s with B's user id (403), audited",
    async (method, url, payload) => {
      const before = await refusalsOf(a.user);
      const response = await app.inject({
        method,
        url: url(),
        headers: sessionHeader(a.sid),
        ...(payload === undefined ? {} : { payload: payload() }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
      expect(await refusalsOf(a.user)).toBe(before + 1);
    },
  );

  it("cannot reach B's watchlist by its id under A's own user id (404)", async () => {
    for (const [method, url] of [
      ["GET", `/api/history/watchlists/${a.user}/${bWatchlist.Id}`],
      ["DELETE", `/api/history/watchlists/${a.user}/${bWatchlist.Id}`],
      ["PATCH", `/api/history/watchlists/${a.user}/${bWatchlist.Id}/symbols/ACB`],
    ] as const) {
      const response = await app.inject({ method, url, headers: sessionHeader(a.sid) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("leaves B's watchlist untouched", async () => {
    const response = await app.inject({
      url: `/api/history/watchlists/${b.user}/${bWatchlist.Id}`,
      headers: sessionHeader(b.sid),
    });
    expect((response.json() as { data: { data: Watchlist } }).data.data).toEqual(bWatchlist);
  });
});
