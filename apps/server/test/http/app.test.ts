import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "@bangia/exchange";
import { DATA_FEED_PATHS, SESSION_HEADER } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../src/http/api-errors";
import { buildApp } from "../../src/app/build-app";
import { parseServerConfig } from "../../src/config/server-config";
import { openMemoryDatabase } from "../../src/db/open-database";
import { createServerDeps } from "../../src/server-deps";
import { createTestSession, sessionHeaders } from "../support/test-session";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ start: false });
});
afterAll(() => server.close());

describe("health", () => {
  it("answers 503 starting before the market runs, then 200 ok", async () => {
    const before = await server.app.inject("/api/health");
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ status: "starting", market: "starting", database: "ok" });
    server.deps.live.start();
    const after = await server.app.inject("/api/health");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: "ok",
      market: "live",
      database: "ok",
      databaseKind: "embedded",
      demo: true,
      marketTime: server.clock.now(),
      clock: { mode: "demo", speed: 1 },
    });
  });

  it.each([
    [
      { MARKET_CLOCK: "demo", MARKET_SPEED: "60" },
      { mode: "demo", speed: 60 },
    ],
    // Real time keeps the wall clock's pace, whatever MARKET_SPEED says.
    [
      { MARKET_CLOCK: "real", MARKET_SPEED: "60" },
      { mode: "real", speed: 1 },
    ],
  ])("tells the market's clock of %o: %o", async (env, clock) => {
    const database = await openMemoryDatabase();
    const config = parseServerConfig({ NODE_ENV: "test", MARKET_SEED: "7", ...env });
    const deps = await createServerDeps(config, { clock: new ManualClock(server.clock.now()), database });
    const app = await buildApp({ ...deps, webRoot: null });
    try {
      const response = await app.inject("/api/health");
      expect(response.json()).toMatchObject({ status: "starting", clock });
    } finally {
      await app.close();
      await deps.close();
      await database.close();
    }
  });
});

describe("OpenAPI documentation", () => {
  let document: {
    paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
  };
  beforeAll(async () => {
    const response = await server.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it("lists every data-feed path", () => {
    const paths = Object.keys(document.paths);
    for (const path of DATA_FEED_PATHS)
      expect(
        paths.some(
          (documented) =>
            documented === `/api/datafeed/${path}` || documented.startsWith(`/api/datafeed/${path}/`),
        ),
        path,
      ).toBe(true);
  });

  it.each([
    "get /api/session",
    "get /api/history/watchlists/{userId}",
    "get /api/history/watchlists/{userId}/{id}",
    "post /api/history/watchlists",
    "patch /api/history/watchlists/{userId}/{id}/{name}",
    "delete /api/history/watchlists/{userId}/{id}",
    "patch /api/history/watchlists/{userId}/{id}/symbols/{symbol}",
    "delete /api/history/watchlists/{userId}/{id}/symbols/{symbol}",
    "put /api/history/watchlists/{userId}/{id}",
    "get /api/history/company/events/{symbol}",
    "get /api/history/company/eventsdate/{types}/{date}",
    "get /api/history/ratiodaily/{symbol}",
    "get /api/history/ratiottm/list/{symbol}",
    "get /api/history/userSettings/{userId}/Client",
    "put /api/history/userSettings/{userId}/Client",
    "get /api/history/industry/level/2",
    "get /api/history/industry/symbols/{code}",
    "get /api/history/tradingview/historiesnearest",
    "get /api/history/proprietary/aggregate/{group}",
    "get /api/history/proprietary/snapshot/{group}",
    "get /api/history/proprietary/hist/{group}/{days}",
    "get /api/history/stockinfo/{symbol}",
    "get /api/history/finance/{symbol}",
    "get /api/history/statistics/foreign/{mc}",
    "get /api/history/statistics/foreignnet",
    "get /api/history/statistics/topvolume/{mc}",
    "get /api/history/statistics/topforeign/{mc}",
    "get /api/history/index/list",
    "get /api/tradingview/config",
    "get /api/tradingview/symbols",
    "get /api/tradingview/search",
    "get /api/tradingview/history",
    "get /api/tradingview/time",
    "get /api/tradingview/layout/{userId}",
    "put /api/tradingview/layout/{userId}",
    "get /api/health",
  ])("documents %s", (operation) => {
    const [method = "", path = ""] = operation.split(" ");
    expect(document.paths[path]?.[method], operation).toBeDefined();
  });

  it("tags every API operation and documents the 400 of every input-taking one", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith("/api/"), path).toBe(true);
      for (const [method, operation] of Object.entries(operations)) {
        expect(["datafeed", "history", "tradingview", "session", "core", "health"]).toContain(
          operation.tags?.[0],
        );
        if (path !== "/api/health" && path !== "/api/tradingview/time")
          expect(operation.responses?.["400"], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it("serves the viewer at /api/docs", async () => {
    const response = await server.app.inject("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("the error body", () => {
  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    const body = response.json() as {
      error: { code: string; message: { vi: string; en: string }; requestId: string };
    };
    expect(body.error.code).toBe(code);
    expect(API_ERROR_CODES).toContain(body.error.code);
    expect(body.error.message.vi.length).toBeGreaterThan(0);
    expect(body.error.message.en.length).toBeGreaterThan(0);
    expect(body.error.requestId).toEqual(expect.any(String));
  };

  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = sessionHeaders(await createTestSession(server.database, "gina"));
  });

  it("unknown API path → 404 NOT_FOUND", async () => {
    expectError(await server.app.inject("/api/nothing/here"), 404, "NOT_FOUND");
    expectError(
      await server.app.inject({ method: "POST", url: "/api/datafeed/getlistallstock" }),
      404,
      "NOT_FOUND",
    );
  });

  it("malformed JSON → 400 BAD_REQUEST; an empty JSON body → 400", async () => {
    const bad = await server.app.inject({
      method: "POST",
      url: "/api/history/watchlists",
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"userId": "gina", "name": ',
    });
    expectError(bad, 400, "BAD_REQUEST");
    const empty = await server.app.inject({
      method: "POST",
      url: "/api/history/watchlists",
      headers: { ...headers, "content-type": "application/json" },
      payload: "",
    });
    expectError(empty, 400, "BAD_REQUEST");
  });

  it("a body over the limit → 413 PAYLOAD_TOO_LARGE; XML → 415", async () => {
    const large = await server.app.inject({
      method: "POST",
      url: "/api/history/watchlists",
      headers,
      payload: { userId: "gina", name: "x".repeat(100_000), symbols: [] },
    });
    expectError(large, 413, "PAYLOAD_TOO_LARGE");
    const text = await server.app.inject({
      method: "POST",
      url: "/api/history/watchlists",
      headers: { ...headers, "content-type": "application/xml" },
      payload: "<watchlist/>",
    });
    expectError(text, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("an unexpected failure → 500 INTERNAL without its message", async () => {
    const failing = await buildApp({
      ...server.deps,
      webRoot: null,
      market: {
        ...server.deps.market,
        stockDictionary: () => {
          throw new Error("secret detail of the failure");
        },
      },
    });
    try {
      const response = await failing.inject("/api/datafeed/getlistallstock");
      expectError(response, 500, "INTERNAL");
      expect(response.body).not.toContain("secret");
    } finally {
      await failing.close();
    }
  });
});

describe("response headers", () => {
  it("API answers: nosniff, no referrer, a request id, a CSP that allows nothing", async () => {
    const response = await server.app.inject("/api/datafeed/listvn30");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("does not let a client pick the request id", async () => {
    const response = await server.app.inject({
      url: "/api/health",
      headers: { "x-request-id": "chosen-by-client", [SESSION_HEADER]: "abc" },
    });
    expect(response.headers["x-request-id"]).not.toBe("chosen-by-client");
  });
});

describe("the web app's routes without a build (the plain VN30 page)", () => {
  it("/ redirects to /chung-khoan/VN30", async () => {
    const response = await server.app.inject("/");
    expect(response.statusCode).toBe(302);
    expect(response.headers["location"]).toBe("/chung-khoan/VN30");
  });

  it.each(["/chung-khoan", "/chung-khoan/VN30", "/chung-khoan/HOSE"])(
    "%s serves the page in Vietnamese",
    async (url) => {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["content-security-policy"]).not.toContain("unsafe-inline");
      expect(response.body).toContain('<html lang="vi">');
      expect(response.body).toContain("thị trường mô phỏng");
      expect(response.body).not.toMatch(/<script>|<style>/);
    },
  );

  it("?lang=en serves it in English; its script polls the VN30 list and quotes every 2 s", async () => {
    const page = await server.app.inject("/chung-khoan/VN30?lang=en");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("simulated market");
    const script = await server.app.inject("/fallback/board.js");
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("/api/datafeed/listvn30");
    expect(script.body).toContain("/api/datafeed/getliststockdata/");
    expect(script.body).toContain("REFRESH_MS = 2000");
    expect((await server.app.inject("/fallback/board.css")).statusCode).toBe(200);
  });
});

describe("the web app's build", () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "web-build-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(root, "assets", "main-abc123.js"), "console.log(1)");
    app = await buildApp({ ...server.deps, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(["/chung-khoan", "/chung-khoan/VN30", "/chung-khoan/derivative-INDEX", "/dang-nhap", "/ho-tro"])(
    "%s falls back to index.html",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>app</title>");
    },
  );

  it("serves hashed assets as immutable and never falls back under /api/", async () => {
    const asset = await app.inject("/assets/main-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const api = await app.inject("/api/not-a-route");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await app.inject("/")).headers["location"]).toBe("/chung-khoan/VN30");
  });
});

describe("over a real port", () => {
  it("answers HTTP requests from fetch", async () => {
    const app = await buildApp({ ...server.deps, webRoot: null });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (address === null || typeof address === "string") throw new Error("no port");
      const base = `http://127.0.0.1:${address.port}`;
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok" });
      const quotes = await fetch(`${base}/api/datafeed/getliststockdata/FPT,ACB`);
      expect(((await quotes.json()) as { sym: string }[]).map((quote) => quote.sym)).toEqual(["FPT", "ACB"]);
      const redirect = await fetch(`${base}/`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
    } finally {
      await app.close();
    }
  });
});
