/**
 * Request logging at the operator's level: ordinary requests and refusals write nothing at info,
 * a failed request writes one warn line, and every request is still one debug line.
 */
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { pino, type Level } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app/build-app";
import { loggerOptions } from "../../src/app/logging";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ beats: 5 });
}, 60_000);
afterAll(() => server.close());

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly res?: { readonly statusCode: number };
}

/** An app over the test server logging at `level` into the returned lines. */
async function appLoggingAt(
  level: Level,
  overrides: { isLive?: () => boolean } = {},
): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk
        .toString()
        .split("\n")
        .filter((text) => text !== ""))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger = pino(loggerOptions({ logLevel: level }), stream);
  const app = await buildApp({ ...server.deps, webRoot: null, logger, ...overrides });
  await app.ready();
  return { app, lines };
}

const ORDINARY_URLS = [
  "/api/health",
  "/api/datafeed/getliststockdata/ACB,FPT",
  "/api/datafeed/getliststockdata/NOPE!",
  "/api/no-such-route",
];

describe("request logs", () => {
  it("write no info line for ordinary or refused requests", async () => {
    const { app, lines } = await appLoggingAt("info");
    for (let round = 0; round < 10; round++) for (const url of ORDINARY_URLS) await app.inject(url);
    await app.close();
    expect(lines).toEqual([]);
  });

  it("write each request as one debug line with its status", async () => {
    const { app, lines } = await appLoggingAt("debug");
    for (const url of ORDINARY_URLS) await app.inject(url);
    await app.close();
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed.map((line) => [line.level, line.res?.statusCode])).toEqual([
      [20, 200],
      [20, 200],
      [20, 400],
      [20, 404],
    ]);
  });

  it("write a failed request at warn", async () => {
    const { app, lines } = await appLoggingAt("info", { isLive: () => false });
    expect((await app.inject("/api/health")).statusCode).toBe(503);
    await app.close();
    expect(lines.map((line) => [line.level, line.msg, line.res?.statusCode])).toEqual([
      [40, "request completed", 503],
    ]);
  });
});
