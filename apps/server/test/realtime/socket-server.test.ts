import { encodeRegs } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { tcpSocketOf } from "../../src/realtime/batch-writes";
import { attachRealtime } from "../../src/realtime/socket-server";
import { joinedSymbols } from "../../src/realtime/subscriptions";
import fastify from "fastify";
import {
  type ConnectOptions,
  derivativeForeign,
  foreign,
  inav,
  overBuySell,
  putThroughTotals,
  record,
  regs,
  settle,
  realtimeScope,
  waitUntil,
  type RealtimeHarness,
  type Received,
} from "./realtime-harness";

/** Counts the stream writes (each one system call) a TCP socket makes from now on. */
function countWrites(tcp: object): () => number {
  let count = 0;
  const stream = tcp as { _write: (...args: unknown[]) => void; _writev: (...args: unknown[]) => void };
  const write = stream._write.bind(stream);
  const writev = stream._writev.bind(stream);
  stream._write = (...args) => {
    count += 1;
    write(...args);
  };
  stream._writev = (...args) => {
    count += 1;
    writev(...args);
  };
  return () => count;
}

const CHANNELS = ["board", "stock", "stockps", "etfinav", "aggregatemarket", "refreshinfo"] as const;

const { start, connect } = realtimeScope();

async function client(harness: RealtimeHarness, options: ConnectOptions = {}) {
  const socket = await connect(harness, options);
  return { socket, received: record(socket, CHANNELS) };
}

const symbolMessages = (received: Received[]) =>
  received
    .filter((r) => typeof r.message["sym"] === "string")
    .map((r) => `${r.channel}:${String(r.message["sym"])}:${String(r.message["seq"])}`);

describe("regs and routing", () => {
  it("delivers a symbol's messages on every channel only to the connections that joined it", async () => {
    const harness = await start();
    const a = await client(harness);
    const b = await client(harness);
    expect(await regs(a.socket, encodeRegs("join", ["ACB", "E1VFVN30"]))).toEqual({ ok: true });
    expect(await regs(b.socket, { action: "join", list: "fpt, VN30F2503" })).toEqual({ ok: true });

    harness.stream.publish([
      overBuySell("ACB", 1),
      foreign("FPT", 1),
      derivativeForeign("VN30F2503", 1),
      inav("E1VFVN30", 1),
      foreign("ACB", 2),
      overBuySell("HPG", 1),
    ]);
    await settle(harness, a.received, b.received);

    expect(symbolMessages(a.received)).toEqual(["board:ACB:1", "etfinav:E1VFVN30:1", "stock:ACB:2"]);
    expect(symbolMessages(b.received)).toEqual(["stock:FPT:1", "stockps:VN30F2503:1"]);
  });

  it("sends a message exactly as the stream numbered it", async () => {
    const harness = await start();
    const a = await client(harness);
    await regs(a.socket, encodeRegs("join", ["ACB"]));
    const sent = overBuySell("ACB", 7);
    harness.stream.publish([sent]);
    await settle(harness, a.received);
    expect(a.received[0]).toEqual({ channel: "board", message: sent.message });
  });

  it("broadcasts market-wide channels to every connection, joined or not", async () => {
    const harness = await start();
    const a = await client(harness);
    const b = await client(harness);
    await regs(a.socket, encodeRegs("join", ["ACB"]));
    harness.stream.publish([putThroughTotals(3)]);
    await settle(harness, a.received, b.received);
    for (const { received } of [a, b])
      expect(received.filter((r) => r.channel === "aggregatemarket").map((r) => r.message["seq"])).toEqual([
        3,
      ]);
  });

  it("stops delivery after leave, for the symbols left only", async () => {
    const harness = await start();
    const a = await client(harness);
    await regs(a.socket, encodeRegs("join", ["ACB", "FPT"]));
    expect(await regs(a.socket, encodeRegs("leave", ["acb", "HPG"]))).toEqual({ ok: true });
    harness.stream.publish([overBuySell("ACB", 1), overBuySell("FPT", 1)]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual(["board:FPT:1"]);
  });

  it("accepts regs without an acknowledgement, over long-polling too", async () => {
    const harness = await start();
    const a = await client(harness, { transports: ["polling"] });
    a.socket.emit("regs", encodeRegs("join", ["ACB"]));
    await waitUntil(
      () => [...harness.realtime.io.sockets.sockets.values()].some((s) => joinedSymbols(s.rooms).size > 0),
      "join",
    );
    harness.stream.publish([overBuySell("ACB", 1)]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual(["board:ACB:1"]);
  });

  it("sends a connection's share of a batch in at most two writes (first message, then the rest)", async () => {
    const harness = await start();
    const a = await client(harness);
    await regs(a.socket, encodeRegs("join", ["ACB"]));
    const [socket] = harness.realtime.io.sockets.sockets.values();
    const tcp = socket === undefined ? undefined : tcpSocketOf(socket.conn);
    if (tcp === undefined) throw new Error("no TCP socket under the WebSocket transport");
    const writes = countWrites(tcp);
    harness.stream.publish(Array.from({ length: 20 }, (_, i) => overBuySell("ACB", i + 1)));
    await waitUntil(() => a.received.length === 20, "20 messages");
    expect(writes()).toBeLessThanOrEqual(2);
  });

  it("stops routing and disconnects clients on close", async () => {
    const harness = await start();
    const a = await client(harness);
    expect(harness.stream.subscriberCount).toBe(1);
    const disconnected = new Promise<void>((resolve) => a.socket.once("disconnect", () => resolve()));
    await harness.realtime.close();
    await disconnected;
    expect(harness.stream.subscriberCount).toBe(0);
  });
});

describe("bad regs bodies", () => {
  const badBodies: [string, unknown][] = [
    ["text that is not JSON", "join ACB"],
    ["a JSON string of the wrong shape", '["join","ACB"]'],
    ["a wrong action", encodeRegs("join", ["ACB"]).replace("join", "subscribe")],
    ["a list of non-strings", { action: "join", list: ["ACB", 1] }],
    ["a list that is an object", { action: "join", list: { ACB: true } }],
    ["a number", 42],
    ["null", null],
    ["a nested object", { action: { join: "ACB" }, list: "ACB" }],
    ["an object with a hostile prototype key", JSON.parse('{"__proto__":{"action":"join"},"list":"ACB"}')],
  ];

  it.each(badBodies)("refuses %s with BAD_REGS, joins nothing and keeps the connection", async (_, body) => {
    const harness = await start();
    const a = await client(harness);
    expect(await regs(a.socket, body)).toEqual({ ok: false, code: "BAD_REGS" });
    harness.stream.publish([overBuySell("ACB", 1)]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual([]);
    expect(a.socket.connected).toBe(true);
  });

  it("survives odd arguments: none, many, a non-function last argument, binary", async () => {
    const harness = await start();
    const a = await client(harness);
    const raw = a.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    raw.emit("regs");
    raw.emit("regs", encodeRegs("join", ["ACB"]), "not an ack", 12);
    raw.emit("regs", new Uint8Array([1, 2, 3]));
    raw.emit("regsorder", { sid: "x", acc: "y", key: "z" });
    raw.emit("regsorder");
    raw.emit("regsorder", "garbage", () => undefined);
    raw.emit("no-such-event", 1, 2, 3);
    // The join with trailing junk still counts: its body is valid.
    expect(await regs(a.socket, encodeRegs("join", ["FPT"]))).toEqual({ ok: true });
    harness.stream.publish([overBuySell("ACB", 1), overBuySell("FPT", 1)]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual(["board:ACB:1", "board:FPT:1"]);
    expect(a.socket.connected).toBe(true);
  });

  it("drops a connection whose message is far larger than any valid regs", async () => {
    const harness = await start();
    const a = await client(harness);
    const b = await client(harness);
    const disconnected = new Promise<string>((resolve) => a.socket.once("disconnect", resolve));
    a.socket.emit("regs", JSON.stringify({ action: "join", list: "A,".repeat(100_000) }));
    expect(await disconnected).toBe("transport close");
    // The server is unharmed: another client still subscribes.
    expect(await regs(b.socket, encodeRegs("join", ["ACB"]))).toEqual({ ok: true });
  });
});

describe("caps", () => {
  const symbols = (count: number, prefix = "S") => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

  it("refuses a message naming more symbols than the per-message cap, joining none of them", async () => {
    const harness = await start({ limits: { maxSymbolsPerMessage: 5, maxRoomsPerSocket: 100 } });
    const a = await client(harness);
    expect(await regs(a.socket, encodeRegs("join", symbols(6)))).toEqual({
      ok: false,
      code: "TOO_MANY_SYMBOLS",
    });
    expect(await regs(a.socket, encodeRegs("join", symbols(5)))).toEqual({ ok: true });
    harness.stream.publish([overBuySell("S0", 1), overBuySell("S5", 1)]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual(["board:S0:1"]);
  });

  it("refuses a join that would pass the per-connection cap, keeping what was joined", async () => {
    const harness = await start({ limits: { maxSymbolsPerMessage: 5, maxRoomsPerSocket: 8 } });
    const a = await client(harness);
    expect(await regs(a.socket, encodeRegs("join", symbols(5, "A")))).toEqual({ ok: true });
    expect(await regs(a.socket, encodeRegs("join", symbols(4, "B")))).toEqual({
      ok: false,
      code: "TOO_MANY_SYMBOLS",
    });
    // Symbols already joined do not count again.
    expect(await regs(a.socket, encodeRegs("join", ["A0", "A1", "B0", "B1", "B2"]))).toEqual({ ok: true });
    expect(await regs(a.socket, encodeRegs("join", ["C0"]))).toEqual({ ok: false, code: "TOO_MANY_SYMBOLS" });
    expect(await regs(a.socket, encodeRegs("leave", ["A0"]))).toEqual({ ok: true });
    expect(await regs(a.socket, encodeRegs("join", ["C0"]))).toEqual({ ok: true });
    harness.stream.publish([
      overBuySell("A0", 1),
      overBuySell("B3", 1),
      overBuySell("C0", 1),
      overBuySell("B2", 1),
    ]);
    await settle(harness, a.received);
    expect(symbolMessages(a.received)).toEqual(["board:C0:1", "board:B2:1"]);
  });

  it("refuses a join naming an unlisted symbol whole, opening no room for it", async () => {
    const harness = await start({ isListed: (symbol) => symbol.startsWith("L") });
    const a = await client(harness);
    const roomCount = () => harness.realtime.io.sockets.adapter.rooms.size;
    const before = roomCount();
    expect(await regs(a.socket, encodeRegs("join", ["L1", "X1"]))).toEqual({ ok: false, code: "BAD_REGS" });
    for (const prefix of ["X", "Y", "Z"])
      expect(await regs(a.socket, encodeRegs("join", symbols(1_000, prefix)))).toEqual({
        ok: false,
        code: "BAD_REGS",
      });
    expect(roomCount()).toBe(before);
    expect(await regs(a.socket, encodeRegs("join", ["L1"]))).toEqual({ ok: true });
    expect(roomCount()).toBe(before + 1);
  });

  it("holds the default caps of 1,000 symbols a message and 3,000 a connection", async () => {
    const harness = await start();
    const a = await client(harness);
    expect(await regs(a.socket, encodeRegs("join", symbols(1_001)))).toEqual({
      ok: false,
      code: "TOO_MANY_SYMBOLS",
    });
    for (const prefix of ["A", "B", "C"])
      expect(await regs(a.socket, encodeRegs("join", symbols(1_000, prefix)))).toEqual({ ok: true });
    expect(await regs(a.socket, encodeRegs("join", ["D0"]))).toEqual({ ok: false, code: "TOO_MANY_SYMBOLS" });
  });
});

describe("msgpack parser", () => {
  it("subscribes, routes and broadcasts end to end", async () => {
    const harness = await start({ parser: "msgpack" });
    const a = await client(harness, { parser: "msgpack" });
    expect(await regs(a.socket, encodeRegs("join", ["ACB"]))).toEqual({ ok: true });
    expect(await regs(a.socket, "not json")).toEqual({ ok: false, code: "BAD_REGS" });
    const sent = inav("ACB", 4);
    harness.stream.publish([sent, overBuySell("FPT", 1), putThroughTotals(1)]);
    await settle(harness, a.received);
    expect(a.received.map((r) => r.channel)).toEqual(["etfinav", "aggregatemarket", "refreshinfo"]);
    expect(a.received[0]?.message).toEqual(sent.message);
  });
});

describe("Redis adapter", () => {
  const redisUrl = process.env["TEST_REDIS_URL"];
  const inCi = process.env["CI"] !== undefined && process.env["CI"] !== "";

  it("names the host when Redis cannot be reached, and attaches nothing", async () => {
    const app = fastify();
    const attempt = attachRealtime(app, {
      stream: { subscribe: () => () => undefined },
      isListed: () => true,
      redisUrl: "redis://user:secret@127.0.0.1:1",
      logger: app.log,
    });
    await expect(attempt).rejects.toThrow(/Cannot connect to Redis at 127\.0\.0\.1:1 /);
    await expect(attempt).rejects.not.toThrow(/secret/);
    await app.close();
  });

  it.runIf(redisUrl !== undefined || inCi)(
    "lets two servers share rooms: a message published on A reaches a client of B",
    async () => {
      if (redisUrl === undefined) throw new Error("CI must provide Redis through TEST_REDIS_URL");
      const a = await start({ redisUrl });
      const b = await start({ redisUrl });
      const onB = await client(b);
      expect(await regs(onB.socket, encodeRegs("join", ["ACB"]))).toEqual({ ok: true });
      // The adapters subscribe to Redis asynchronously: publish until the first one crosses.
      let seq = 0;
      while (!onB.received.some((r) => r.channel === "board")) {
        seq += 1;
        a.stream.publish([overBuySell("ACB", seq), overBuySell("FPT", seq)]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (seq > 100) throw new Error("no message crossed between the servers");
      }
      a.stream.publish([overBuySell("ACB", seq + 1), putThroughTotals(1)]);
      await waitUntil(() => onB.received.some((r) => r.channel === "aggregatemarket"), "broadcast from A");
      const acb = onB.received.filter((r) => r.message["sym"] === "ACB").map((r) => r.message["seq"]);
      expect(acb.at(-1)).toBe(seq + 1);
      expect(onB.received.some((r) => r.message["sym"] === "FPT")).toBe(false);
    },
  );
});
