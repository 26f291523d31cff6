import { MAX_CHART_LAYOUT_LENGTH, WIRE_KEYS } from "@bangia/market";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";
import { keyMismatch } from "../../src/market/rows/test-support/wire-keys";

let server: TestServer;
let now: number;

interface Bars {
  readonly s: string;
  readonly t: number[];
  readonly o: number[];
  readonly h: number[];
  readonly l: number[];
  readonly c: number[];
  readonly v: number[];
  readonly nextTime?: number;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: "GET", url: `/api/tradingview/${url}`, headers });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

async function history(query: string): Promise<Bars> {
  const response = await get(`history?${query}`);
  expect(response.status, response.body.slice(0, 200)).toBe(200);
  return JSON.parse(response.body) as Bars;
}

function expectWellFormed(bars: Bars): void {
  expect(bars.s).toBe("ok");
  const length = bars.t.length;
  for (const series of [bars.o, bars.h, bars.l, bars.c, bars.v]) expect(series).toHaveLength(length);
  for (let i = 0; i < length; i++) {
    const [o, h, l, c] = [bars.o[i] ?? 0, bars.h[i] ?? 0, bars.l[i] ?? 0, bars.c[i] ?? 0];
    expect(h).toBeGreaterThanOrEqual(Math.max(o, c, l));
    expect(l).toBeLessThanOrEqual(Math.min(o, c));
    if (i > 0) expect(bars.t[i]).toBeGreaterThan(bars.t[i - 1] ?? 0);
  }
}

beforeAll(async () => {
  server = await startTestServer({ beats: 400 });
  now = Math.floor(server.clock.now() / 1_000);
});
afterAll(() => server.close());

describe("UDF configuration, symbols, search, time", () => {
  it("config announces the resolutions and search", async () => {
    const config = JSON.parse((await get("config")).body) as Record<string, unknown>;
    expect(config["supported_resolutions"]).toEqual(["1", "5", "15", "30", "60", "1D", "1W", "1M"]);
    expect(config).toMatchObject({
      supports_search: true,
      supports_time: true,
      supports_group_request: false,
    });
  });

  it("symbols: shares in thousands of VND, indices and index futures in points", async () => {
    const fpt = JSON.parse((await get("symbols?symbol=fpt")).body) as Record<string, unknown>;
    expect(keyMismatch(fpt, WIRE_KEYS.udfSymbolInfo)).toBeNull();
    expect(fpt).toMatchObject({ name: "FPT", type: "stock", exchange: "HOSE", pricescale: 100 });
    expect(fpt["timezone"]).toBe("Asia/Ho_Chi_Minh");
    const index = JSON.parse((await get("symbols?symbol=VNINDEX")).body) as Record<string, unknown>;
    expect(index).toMatchObject({ type: "index", pricescale: 100 });
    const future = server.deps.market.derivativeSymbolMap()["VN30F1M"] ?? "";
    const futures = JSON.parse((await get(`symbols?symbol=DERIVATIVES:${future}`)).body) as Record<
      string,
      unknown
    >;
    expect(futures).toMatchObject({ name: future, type: "futures", session: "0845-1130,1300-1445" });
  });

  it("symbols: unknown → 404 with the UDF error and the API's code", async () => {
    const response = await get("symbols?symbol=NOPE1");
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({
      s: "error",
      errmsg: "unknown_symbol",
      error: { code: "UNKNOWN_SYMBOL" },
    });
  });

  it("search: prefix match, exact first, narrowed by type and limit", async () => {
    const items = JSON.parse((await get("search?query=fp&limit=5")).body) as { symbol: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    for (const item of items) {
      expect(item.symbol.startsWith("FP")).toBe(true);
      expect(keyMismatch(item, WIRE_KEYS.udfSearchItem)).toBeNull();
    }
    const exact = JSON.parse((await get("search?query=VN30&limit=3")).body) as { symbol: string }[];
    expect(exact[0]?.symbol).toBe("VN30");
    const indices = JSON.parse((await get("search?query=VN&type=index&limit=50")).body) as { type: string }[];
    expect(indices.length).toBeGreaterThan(1);
    expect(indices.every((item) => item.type === "index")).toBe(true);
  });

  it("time answers the market clock in epoch seconds as text", async () => {
    const response = await get("time");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(Number(response.body)).toBe(Math.floor(server.clock.now() / 1_000));
  });
});

describe("UDF history", () => {
  it.each(["1", "5", "15", "30", "60"])(
    "resolution %s: today's bars, grouped on the clock",
    async (resolution) => {
      const bars = await history(`symbol=FPT&resolution=${resolution}&from=${now - 86_400}&to=${now + 60}`);
      expectWellFormed(bars);
      expect(bars.t.length).toBeGreaterThan(0);
      for (const time of bars.t) expect(time % (Number(resolution) * 60)).toBe(0);
      const minutes = server.deps.market.minuteBars("FPT") ?? [];
      expect(bars.v.reduce((sum, volume) => sum + volume, 0)).toBe(
        minutes.reduce((sum, bar) => sum + bar.volume, 0),
      );
      // Thousands of VND: the last close is the last minute's close ÷ 1000.
      expect(bars.c.at(-1)).toBe((minutes.at(-1)?.close ?? 0) / 1_000);
    },
  );

  it("minute bars of an index are in points", async () => {
    const bars = await history(`symbol=VNINDEX&resolution=1&from=${now - 3_600}&to=${now + 60}`);
    expectWellFormed(bars);
    const minutes = server.deps.market.minuteBars("VNINDEX") ?? [];
    expect(bars.c.at(-1)).toBe((minutes.at(-1)?.close ?? 0) / 100);
  });

  it.each(["D", "1D"])("resolution %s: generated daily history then today", async (resolution) => {
    const bars = await history(
      `symbol=FPT&resolution=${resolution}&from=${now - 90 * 86_400}&to=${now + 86_400}`,
    );
    expectWellFormed(bars);
    expect(bars.t.length).toBeGreaterThan(40);
    expect(bars.t.length).toBeLessThan(70);
    expect(bars.t[0]).toBeGreaterThanOrEqual(now - 90 * 86_400);
    const quote = server.deps.market.stockQuotes(["FPT"])[0];
    expect(bars.c.at(-1)).toBe((quote?.lastPrice ?? 0) / 1_000);
  });

  it.each(["W", "1W", "M", "1M"])("resolution %s: daily bars grouped, volumes kept", async (resolution) => {
    const from = now - 400 * 86_400;
    const bars = await history(`symbol=FPT&resolution=${resolution}&from=${from}&to=${now + 86_400}`);
    expectWellFormed(bars);
    const weekly = resolution.endsWith("W");
    expect(bars.t.length).toBeGreaterThan(weekly ? 50 : 12);
    for (const time of bars.t) {
      const date = new Date((time + 7 * 3_600) * 1_000);
      if (weekly) expect(date.getUTCDay()).toBe(1);
      else expect(date.getUTCDate()).toBe(1);
    }
  });

  it("countback takes the last bars before `to` whatever `from` says", async () => {
    const bars = await history(
      `symbol=FPT&resolution=D&from=${now - 86_400}&to=${now + 86_400}&countback=20`,
    );
    expect(bars.t).toHaveLength(20);
  });

  it("an empty range answers no_data with the time of the bar before it", async () => {
    const daily = await history(`symbol=FPT&resolution=D&from=0&to=${now + 86_400}`);
    const first = daily.t[0] ?? 0;
    const beforeAll = await history(
      `symbol=FPT&resolution=D&from=${first - 10 * 86_400}&to=${first - 86_400}`,
    );
    expect(beforeAll).toEqual({ s: "no_data" });
    const gap = await history(`symbol=FPT&resolution=1&from=${now + 3_600}&to=${now + 7_200}`);
    expect(gap.s).toBe("no_data");
    expect(gap.nextTime).toBe(server.deps.market.minuteBars("FPT")?.at(-1)?.time);
  });

  it.each([
    ["symbol=FPT&resolution=2&from=0&to=10", 400, "BAD_REQUEST"],
    ["symbol=FPT&resolution=D&from=10&to=5", 400, "BAD_REQUEST"],
    ["symbol=FPT&resolution=D&from=x&to=5", 400, "BAD_REQUEST"],
    ["symbol=FPT&resolution=D&to=5", 400, "BAD_REQUEST"],
    ["symbol=%3Cb%3E&resolution=D&from=0&to=5", 400, "BAD_REQUEST"],
    ["symbol=NOPE1&resolution=D&from=0&to=5", 404, "UNKNOWN_SYMBOL"],
  ])("%s → %i %s in both error shapes", async (query, status, code) => {
    const response = await get(`history?${query}`);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({
      s: "error",
      errmsg: expect.any(String),
      error: { code },
    });
  });
});

describe("chart layout of a logged-in user", () => {
  it("answers { data: null } before the first save, then the saved layout", async () => {
    const headers = sessionHeaders(await createTestSession(server.database, "dana"));
    const empty = await get("layout/dana", headers);
    expect(empty.status).toBe(200);
    expect(JSON.parse(empty.body)).toEqual({ data: null });
    const layout = { symbol: "FPT", resolution: "1D", content: JSON.stringify({ charts: [{ panes: [] }] }) };
    const saved = await server.app.inject({
      method: "PUT",
      url: "/api/tradingview/layout/dana",
      headers,
      payload: layout,
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as Record<string, unknown>;
    expect(keyMismatch(body, WIRE_KEYS.chartLayout)).toBeNull();
    expect(body).toMatchObject(layout);
    expect(JSON.parse((await get("layout/dana", headers)).body)).toEqual(body);
  });

  it("keeps a layout of the longest length, full of characters JSON escapes", async () => {
    const headers = sessionHeaders(await createTestSession(server.database, "erin"));
    const content = '"'.repeat(MAX_CHART_LAYOUT_LENGTH);
    const payload = { symbol: "VNINDEX", resolution: "5", content };
    const saved = await server.app.inject({
      method: "PUT",
      url: "/api/tradingview/layout/erin",
      headers,
      payload,
    });
    expect(saved.statusCode).toBe(200);
    const tooLong = { ...payload, content: `${content}x` };
    const refused = await server.app.inject({
      method: "PUT",
      url: "/api/tradingview/layout/erin",
      headers,
      payload: tooLong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("needs the session of the user it names", async () => {
    expect((await get("layout/dana")).status).toBe(401);
    const other = sessionHeaders(await createTestSession(server.database, "frank"));
    const forbidden = await get("layout/dana", other);
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.body)).toMatchObject({ error: { code: "FORBIDDEN" } });
  });
});
