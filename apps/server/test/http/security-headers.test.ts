/**
 * The security headers over a real server: the web app's CSP on its documents and files (with a
 * build folder shaped like Vite's), the API's CSP on /api, no framing anywhere, and HSTS only
 * for requests that came over TLS by a trusted proxy's word.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app/build-app";
import { API_CSP, webCsp } from "../../src/app/security-headers";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let root: string;
let app: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
  root = mkdtempSync(join(tmpdir(), "web-build-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><html lang="vi"><head><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, "assets", "index-a1.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "quote-worker-b2.js"), "self.onmessage = () => {}");
  app = await buildApp({ ...server.deps, webRoot: root });
  proxied = await buildApp({
    ...server.deps,
    webRoot: root,
    config: { ...server.deps.config, trustProxy: ["127.0.0.1"] },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the web app's policy", () => {
  it("guards the app's document: own scripts only, no framing, our WebSocket", async () => {
    const response = await app.inject({ url: "/chung-khoan/VN30", headers: { host: "board.example:3000" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const csp = response.headers["content-security-policy"];
    expect(csp).toBe(webCsp("board.example:3000"));
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://board.example:3000 wss://board.example:3000");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("covers / (the redirect) and the module worker's script", async () => {
    const home = await app.inject("/");
    expect(home.statusCode).toBe(302);
    expect(home.headers["content-security-policy"]).toBe(webCsp("localhost:80"));
    expect(home.headers["x-frame-options"]).toBe("DENY");
    const worker = await app.inject("/assets/quote-worker-b2.js");
    expect(worker.headers["content-security-policy"]).toBe(webCsp("localhost:80"));
  });

  it("spells out no WebSocket origin for a host header it cannot vouch for", () => {
    expect(webCsp("evil.example; script-src *")).toContain("connect-src 'self';");
    expect(webCsp(undefined)).toContain("connect-src 'self';");
    expect(webCsp("[::1]:3000")).toContain("ws://[::1]:3000");
  });
});

describe("the API's policy", () => {
  it("allows nothing and forbids framing on /api answers, errors included", async () => {
    for (const url of ["/api/datafeed/listvn30", "/api/no-such-route", "/api/demo/otp-outbox/nobody"]) {
      const response = await app.inject(url);
      expect(response.headers["content-security-policy"], url).toBe(API_CSP);
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["cache-control"], url).toBeDefined();
    }
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { user: "x", pass: "y", channel: "I" },
    });
    expect(login.headers["content-security-policy"]).toBe(API_CSP);
    expect(login.headers["cache-control"]).toBe("no-store");
  });
});

describe("HSTS", () => {
  it("is sent when a trusted proxy says the request came over TLS, on pages and the API", async () => {
    for (const url of ["/chung-khoan/VN30", "/api/datafeed/listvn30"]) {
      const response = await proxied.inject({ url, headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000");
    }
    const plain = await proxied.inject("/chung-khoan/VN30");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is not sent when an untrusted client claims TLS", async () => {
    const response = await app.inject({
      url: "/chung-khoan/VN30",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
