/**
 * The socket's private registration (`regsorder` { sid, acc, key }) against real sessions and
 * accounts on PGlite: a live session of the user `key` owning `acc` joins the account's room,
 * from our origin or without one; anything else is ignored (and logged at debug).
 */
import { Writable } from "node:stream";
import { fastify, type FastifyInstance } from "fastify";
import { pino } from "pino";
import { io as connect } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCustomers } from "../../src/customers/demo-customers";
import { openMemoryDatabase } from "../../src/db/open-database";
import type { Database } from "../../src/db/stores";
import { accountRoom } from "../../src/realtime/order-rooms";
import { attachRealtime, SOCKET_PATH, type RealtimeServer } from "../../src/realtime/socket-server";
import { ManualStream, waitUntil, type ClientSocket } from "./realtime-harness";

/** A short re-check, so the logout test waits little. */
const RECHECK_MS = 100;

let database: Database;
let app: FastifyInstance;
let realtime: RealtimeServer;
let url: string;
let now = Date.now();
const logLines: string[] = [];
let clients: ClientSocket[] = [];

beforeAll(async () => {
  database = await openMemoryDatabase();
  await seedDemoCustomers(database.stores, now);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = fastify();
  realtime = await attachRealtime(app, {
    stream: new ManualStream(),
    isListed: () => true,
    redisUrl: null,
    logger: pino({ level: "debug" }, stream),
    orders: { sessions: database.stores.sessions, accounts: database.stores.tradingAccounts, now: () => now },
    limits: { orderSessionRecheckMs: RECHECK_MS },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  url = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterEach(() => {
  for (const client of clients) client.disconnect();
  clients = [];
});
afterAll(async () => {
  await realtime?.close();
  await app?.close();
  await database?.close();
});

async function client(origin?: string, cookie?: string): Promise<ClientSocket> {
  const headers: Record<string, string> = {};
  if (origin !== undefined) headers["origin"] = origin;
  if (cookie !== undefined) headers["cookie"] = cookie;
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
  clients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

const members = (account: string) => realtime.io.sockets.adapter.rooms.get(accountRoom(account)) ?? new Set();

/** Registers and waits for the server's verdict in the debug log. */
async function register(socket: ClientSocket, payload: unknown): Promise<string> {
  const before = logLines.length;
  (socket as unknown as { emit(event: string, body: unknown): void }).emit("regsorder", payload);
  await waitUntil(
    () =>
      logLines.slice(before).some((line) => line.includes("regsorder") && line.includes(socket.id ?? "?")),
    "the regsorder verdict",
  );
  const line = logLines.slice(before).find((entry) => entry.includes(socket.id ?? "?")) ?? "";
  const parsed = JSON.parse(line) as { msg: string; reason?: string };
  return parsed.msg === "regsorder accepted" ? "accepted" : `ignored: ${parsed.reason ?? ""}`;
}

async function sessionOf(user: string, lifetimeSeconds = 600): Promise<string> {
  return (await database.stores.sessions.create(user, now, lifetimeSeconds)).sid;
}

describe("regsorder", () => {
  it("joins the account's room for a live session of the owner, without an Origin or from ours", async () => {
    const sid = await sessionOf("058C000005");
    const bare = await client();
    expect(await register(bare, { sid, acc: "058C0000058", key: "058C000005" })).toBe("accepted");
    const ours = await client(url);
    expect(await register(ours, { sid, acc: "058c0000051", key: "058c000005" })).toBe("accepted");
    expect(members("058C0000058").has(bare.id ?? "")).toBe(true);
    expect(members("058C0000051").has(ours.id ?? "")).toBe(true);

    // The room is private: a notice to it reaches its member only.
    const heard: unknown[] = [];
    (ours as unknown as { on(event: string, listener: (m: unknown) => void): void }).on("ordernotice", (m) =>
      heard.push(m),
    );
    realtime.io.to(accountRoom("058C0000058")).emit("ordernotice", { orderNo: "1" } as never);
    realtime.io.to(accountRoom("058C0000051")).emit("ordernotice", { orderNo: "2" } as never);
    await waitUntil(() => heard.length > 0, "the notice");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([{ orderNo: "2" }]);
  });

  it("sends an order notice only after checking each member's session again", async () => {
    const live = await sessionOf("058C000001");
    const ended = await sessionOf("058C000001");
    const staying = await client();
    const leaving = await client();
    expect(await register(staying, { sid: live, acc: "058C0000011", key: "058C000001" })).toBe("accepted");
    expect(await register(leaving, { sid: ended, acc: "058C0000011", key: "058C000001" })).toBe("accepted");
    const heard = { staying: [] as unknown[], leaving: [] as unknown[] };
    (staying as unknown as { on(event: string, listener: (m: unknown) => void): void }).on(
      "ordernotice",
      (m) => heard.staying.push(m),
    );
    (leaving as unknown as { on(event: string, listener: (m: unknown) => void): void }).on(
      "ordernotice",
      (m) => heard.leaving.push(m),
    );
    // The session ends between two re-check rounds: the notice itself must not reach it.
    await database.stores.sessions.remove(ended);
    await realtime.notifyOrder("058C0000011", { orderNo: "7" } as never);
    await waitUntil(() => heard.staying.length > 0, "the notice");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual({ staying: [{ orderNo: "7" }], leaving: [] });
    expect(members("058C0000011").has(leaving.id ?? "")).toBe(false);
  });

  it.each([
    ["another user's key", { acc: "058C0000011", key: "058C000005" }, "user"],
    ["an account of another customer", { acc: "058C0000051", key: "058C000001" }, "account"],
    ["an unknown account", { acc: "999", key: "058C000001" }, "account"],
  ])("ignores %s", async (_name, fields, reason) => {
    const sid = await sessionOf("058C000001");
    const socket = await client();
    expect(await register(socket, { sid, ...fields })).toBe(`ignored: ${reason}`);
    expect(members(fields.acc.toUpperCase()).has(socket.id ?? "")).toBe(false);
  });

  it("ignores an unknown or expired session", async () => {
    const socket = await client();
    expect(await register(socket, { sid: "no-such-session", acc: "058C0000011", key: "058C000001" })).toBe(
      "ignored: session",
    );
    const sid = await sessionOf("058C000001", 1);
    now += 1_000;
    expect(await register(socket, { sid, acc: "058C0000011", key: "058C000001" })).toBe("ignored: session");
  });

  it.each([[null], ["text"], [{ sid: 1, acc: "058C0000011", key: "058C000001" }], [{ acc: "058C0000011" }]])(
    "ignores a malformed registration: %j",
    async (payload) => {
      const socket = await client();
      expect(await register(socket, payload)).toBe("ignored: shape");
    },
  );

  it("ignores a registration from another site's page", async () => {
    const sid = await sessionOf("058C000001");
    const socket = await client("https://evil.example");
    expect(await register(socket, { sid, acc: "058C0000011", key: "058C000001" })).toBe("ignored: origin");
    expect(members("058C0000011").has(socket.id ?? "")).toBe(false);
  });

  it("leaves the previous customer's rooms when another customer registers on the connection", async () => {
    const socket = await client();
    const first = await sessionOf("058C000009");
    expect(await register(socket, { sid: first, acc: "058C0000091", key: "058C000009" })).toBe("accepted");
    expect(await register(socket, { sid: first, acc: "058C0000093", key: "058C000009" })).toBe("accepted");
    const second = await sessionOf("058C000001");
    expect(await register(socket, { sid: second, acc: "058C0000011", key: "058C000001" })).toBe("accepted");
    expect(members("058C0000091").has(socket.id ?? "")).toBe(false);
    expect(members("058C0000093").has(socket.id ?? "")).toBe(false);
    expect(members("058C0000011").has(socket.id ?? "")).toBe(true);
  });

  it("takes the session from the handshake's sid cookie when the registration names none", async () => {
    const sid = await sessionOf("058C000001");
    const withCookie = await client(undefined, `theme=dark; sid=${sid}`);
    expect(await register(withCookie, { acc: "058C0000011", key: "058C000001" })).toBe("accepted");
    expect(members("058C0000011").has(withCookie.id ?? "")).toBe(true);
    const without = await client();
    expect(await register(without, { acc: "058C0000011", key: "058C000001" })).toBe("ignored: shape");
  });

  it("leaves the account rooms soon after the session ends (a logout elsewhere)", async () => {
    const sid = await sessionOf("058C000001");
    const socket = await client();
    expect(await register(socket, { sid, acc: "058C0000011", key: "058C000001" })).toBe("accepted");
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 3));
    expect(members("058C0000011").has(socket.id ?? "")).toBe(true);
    await database.stores.sessions.remove(sid);
    await waitUntil(() => !members("058C0000011").has(socket.id ?? ""), "the rooms left");
  });

  it("handles a connection's registrations one at a time: the last one decides", async () => {
    const socket = await client();
    const first = await sessionOf("058C000009");
    const second = await sessionOf("058C000001");
    const emit = (payload: unknown) =>
      (socket as unknown as { emit(event: string, body: unknown): void }).emit("regsorder", payload);
    const before = logLines.length;
    emit({ sid: first, acc: "058C0000091", key: "058C000009" });
    emit({ sid: second, acc: "058C0000011", key: "058C000001" });
    await waitUntil(
      () => logLines.slice(before).filter((line) => line.includes("regsorder accepted")).length >= 2,
      "both verdicts",
    );
    expect(members("058C0000091").has(socket.id ?? "")).toBe(false);
    expect(members("058C0000011").has(socket.id ?? "")).toBe(true);
  });
});
