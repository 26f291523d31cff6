/**
 * Issue 17 item 13: clients that stall cannot hold the server. Over a real port, with short
 * deadlines: an unfinished body, unfinished headers and an idle kept-alive connection are closed
 * by the server; one address cannot hold more than its share; and with thousands of stalled
 * connections open, health keeps answering another address.
 */
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app/build-app";
import { connectionLimits, type ConnectionLimits } from "../../src/app/connection-limits";
import { startTestServer, type TestServer } from "../support/test-server";

const LIMITS: ConnectionLimits = {
  headersMillis: 500,
  requestMillis: 1_000,
  keepAliveMillis: 500,
  idleMillis: 10_000,
  checkEveryMillis: 100,
  perAddress: 100,
  total: 5_000,
};

let server: TestServer;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ beats: 1, start: false });
  app = await buildApp({ ...server.deps, webRoot: null, connectionLimits: LIMITS });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  port = address.port;
}, 60_000);
afterAll(async () => {
  await app.close();
  await server.close();
});

/** A connection from `localAddress` (any 127.x.y.z is this machine) once established. */
function open(localAddress: string, to: number = port): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: to, host: "127.0.0.1", localAddress });
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves with what the server sent once it closes the connection, or null after `millis`. */
function closedWithin(socket: Socket, millis: number): Promise<string | null> {
  return new Promise((resolve) => {
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    const timer = setTimeout(() => resolve(null), millis);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

async function waitFor(condition: () => Promise<boolean>, millis: number): Promise<void> {
  const deadline = performance.now() + millis;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`not within ${millis} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const STALLED_POST =
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user":1';

/** Health asked from `localAddress` on a fresh connection: its status line, or null after 2 s. */
async function health(localAddress: string, to: number = port): Promise<string | null> {
  const socket = await open(localAddress, to);
  socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  const answer = await closedWithin(socket, 2_000);
  socket.destroy();
  return answer === null ? null : (answer.split("\r\n")[0] ?? "");
}

describe("deadlines", () => {
  it("are the documented ones by default, and the connection bound is half the open-file limit at most", async () => {
    const defaults = connectionLimits(false);
    expect(defaults).toMatchObject({ headersMillis: 10_000, requestMillis: 30_000, perAddress: 256 });
    expect(connectionLimits(true).perAddress).toBe(null);
    const plain = await buildApp({ ...server.deps, webRoot: null });
    expect(plain.server.requestTimeout).toBe(defaults.requestMillis);
    expect(plain.server.headersTimeout).toBe(defaults.headersMillis);
    expect(plain.server.keepAliveTimeout).toBe(defaults.keepAliveMillis);
    expect(plain.server.timeout).toBe(defaults.idleMillis);
    expect(plain.server.maxConnections).toBe(defaults.total);
    await plain.close();
  });

  it("close a request whose body stops arriving", async () => {
    const socket = await open("127.0.0.1");
    socket.write(STALLED_POST);
    const answer = await closedWithin(socket, 4_000);
    expect(answer).not.toBe(null);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("close a request whose headers stop arriving", async () => {
    const socket = await open("127.0.0.1");
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expect(await closedWithin(socket, 4_000)).not.toBe(null);
  });

  it("close a kept-alive connection left idle", async () => {
    const socket = await open("127.0.0.1");
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await closedWithin(socket, 4_000)).toMatch(/^HTTP\/1\.1 (200|503)/);
  });
});

describe("connection bounds", () => {
  it("refuse an address's connections beyond its share, not another address's", async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.perAddress ?? 0 }, () => open("127.0.0.3")));
    const extra = await open("127.0.0.3");
    expect(await closedWithin(extra, 2_000)).toBe("");
    expect(await health("127.0.0.2")).toMatch(/^HTTP\/1\.1 (200|503)/);
    for (const socket of held) socket.destroy();
  });

  it("keep health answering while thousands of stalled requests are open, then close them all", async () => {
    // Deadlines long enough for all of them to be open at once.
    const patient = await buildApp({
      ...server.deps,
      webRoot: null,
      connectionLimits: { ...LIMITS, headersMillis: 20_000, requestMillis: 20_000 },
    });
    await patient.listen({ port: 0, host: "127.0.0.1" });
    const address = patient.server.address();
    if (address === null || typeof address === "string") throw new Error("no TCP address");
    const to = address.port;
    const closed: Promise<string | null>[] = [];
    // 3,000 stalled bodies from 30 addresses, each at its bound.
    for (let host = 10; host < 40; host++) {
      const sockets = await Promise.all(
        Array.from({ length: LIMITS.perAddress ?? 0 }, () => open(`127.0.0.${host}`, to)),
      );
      for (const socket of sockets) {
        socket.write(STALLED_POST);
        closed.push(closedWithin(socket, 40_000));
      }
    }
    // The last connections may still wait in the listen backlog.
    const held = () =>
      new Promise<number>((resolve, reject) =>
        patient.server.getConnections((error, count) => (error === null ? resolve(count) : reject(error))),
      );
    await waitFor(async () => (await held()) >= 3_000, 10_000);
    const started = performance.now();
    expect(await health("127.0.0.2", to)).toMatch(/^HTTP\/1\.1 (200|503)/);
    expect(performance.now() - started).toBeLessThan(1_000);
    const answers = await Promise.all(closed);
    expect(answers.filter((answer) => answer === null)).toEqual([]);
    await patient.close();
  }, 120_000);
});
