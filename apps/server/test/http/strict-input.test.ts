/**
 * Input the schemas alone used to let through or turn into a 500: NUL characters (PostgreSQL
 * text cannot hold them), invisible characters in names, numbers written in other notations,
 * a scalar sent for a list, a malformed percent-encoding, dates far outside the calendar the
 * content covers, and options the routes accepted but ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CSP } from "../../src/app/security-headers";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let headers: Record<string, string>;
let listId: string;

type Method = "GET" | "POST" | "PUT" | "PATCH";

async function call(method: Method, url: string, payload?: Record<string, unknown>) {
  const response = await server.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
  headers = sessionHeaders(await createTestSession(server.database, "nina"));
  const created = await call("POST", "/api/history/watchlists", { userId: "nina", name: "Ngân hàng" });
  listId = (created.body as { data: { data: { Id: string } } }).data.data.Id;
});
afterAll(() => server.close());

const BAD_REQUEST = { error: { code: "BAD_REQUEST" } };

describe("a NUL character anywhere → 400 BAD_REQUEST, never a 500", () => {
  it.each<[string, Method, () => string, Record<string, unknown>?]>([
    ["a watchlist created", "POST", () => "/api/history/watchlists", { userId: "nina", name: "a\u0000b" }],
    ["a watchlist renamed", "PATCH", () => `/api/history/watchlists/nina/${listId}/a%00b`],
    [
      "a chart layout's content",
      "PUT",
      () => "/api/tradingview/layout/nina",
      { symbol: "ACB", resolution: "D", content: "a\u0000b" },
    ],
    [
      "a settings text",
      "PUT",
      () => "/api/history/userSettings/nina/Client",
      { SettingKey: "stock", Settings: '{"volume":[100]}\u0000' },
    ],
    ["a query string", "GET", () => "/api/tradingview/search?query=A%00"],
  ])("in %s", async (_case, method, url, payload) => {
    const answer = await call(method, url(), payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject(BAD_REQUEST);
  });

  it("the layout without one saves", async () => {
    const payload = { symbol: "ACB", resolution: "D", content: "ab" };
    expect((await call("PUT", "/api/tradingview/layout/nina", payload)).status).toBe(200);
  });
});

describe("watchlist names with control, format or only invisible characters → 400", () => {
  it.each([
    ["a bell and escape", "a\u0007\u001bb"],
    ["a right-to-left override", "abc\u202Egpj.exe"],
    ["a zero-width space", "Ngân\u200Bhàng"],
    ["only a zero-width joiner", "\u200D"],
    ["only a Hangul filler", "\u3164"],
  ])("%s", async (_case, name) => {
    const created = await call("POST", "/api/history/watchlists", { userId: "nina", name });
    expect(created.status).toBe(400);
    const renamed = await call("PATCH", `/api/history/watchlists/nina/${listId}/${encodeURIComponent(name)}`);
    expect(renamed.status).toBe(400);
  });
});

describe("numbers and lists are read strictly", () => {
  it.each([
    "/api/datafeed/getliststocktrade_cs/FPT?numpage=1e2",
    "/api/datafeed/getliststocktrade_cs/FPT?nextidx=0x10",
    "/api/datafeed/getliststocktrade_cs/FPT?numpage=%2010",
    "/api/datafeed/getTopNews/0x6",
    "/api/history/statistics/topvolume/10?count=1e1",
    "/api/history/proprietary/hist/VN30/1e1",
  ])("GET %s → 400", async (url) => {
    const answer = await call("GET", url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject(BAD_REQUEST);
  });

  it("decimal digits still read as numbers", async () => {
    expect((await call("GET", "/api/datafeed/getliststocktrade_cs/FPT?numpage=5&nextidx=16")).status).toBe(
      200,
    );
    expect((await call("GET", "/api/history/statistics/topvolume/10?count=5")).status).toBe(200);
  });

  it("a single symbol where the body takes a list → 400", async () => {
    const answer = await call("PUT", `/api/history/watchlists/nina/${listId}`, { symbols: "ACB" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(BAD_REQUEST);
  });
});

describe("a malformed percent-encoding in the path", () => {
  it("answers our 400 body with a request id and the security headers", async () => {
    const answer = await call("GET", "/api/datafeed/getliststockdata/%C0%AE");
    expect(answer.status).toBe(400);
    const body = answer.body as { error: { code: string; requestId: string; message: { vi: string } } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message.vi.length).toBeGreaterThan(0);
    expect(body.error.requestId).toBe(answer.headers["x-request-id"]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe(API_CSP);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("company/eventsdate", () => {
  it.each(["01-01-9998", "31-12-9999", "31-12-1899", "01-01-2101"])(
    "a year outside 1900–2100 (%s) → 400",
    async (date) => {
      const answer = await call("GET", `/api/history/company/eventsdate/DIV/${date}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject(BAD_REQUEST);
    },
  );

  it.each(["01-01-1900", "31-12-2100"])("the range's ends (%s) answer", async (date) => {
    expect((await call("GET", `/api/history/company/eventsdate/DIV,AGM/${date}`)).status).toBe(200);
  });

  it("answers a repeated call from its cache, in a fraction of the time", async () => {
    const url = "/api/history/company/eventsdate/DIV,AGM,ISS/22-04-2026";
    const timed = async () => {
      const started = performance.now();
      const answer = await call("GET", url);
      return { answer, millis: performance.now() - started };
    };
    const first = await timed();
    const again = await timed();
    expect(again.answer.body).toEqual(first.answer.body);
    expect(again.millis).toBeLessThan(first.millis / 3);
  });
});

describe("options the routes now honour or refuse", () => {
  it("getTopNews answers at most the 10 kept items: 11 → 400", async () => {
    expect((await call("GET", "/api/datafeed/getTopNews/10")).status).toBe(200);
    expect((await call("GET", "/api/datafeed/getTopNews/11")).status).toBe(400);
  });

  it("ratiottm keeps one period: limit=1 answers, limit=2 → 400", async () => {
    const one = await call("GET", "/api/history/ratiottm/list/FPT?limit=1");
    expect((one.body as { data: { data: unknown[] } }).data.data).toHaveLength(1);
    expect((await call("GET", "/api/history/ratiottm/list/FPT?limit=2")).status).toBe(400);
  });

  it("historiesnearest answers only the arrays props asks for", async () => {
    const closes = await call("GET", "/api/history/tradingview/historiesnearest?symbols=FPT&props=c");
    expect(Object.keys((closes.body as Record<string, object>)["FPT"] ?? {})).toEqual(["c"]);
    const all = await call("GET", "/api/history/tradingview/historiesnearest?symbols=FPT");
    expect(Object.keys((all.body as Record<string, object>)["FPT"] ?? {}).sort()).toEqual(["c", "t", "v"]);
  });
});
