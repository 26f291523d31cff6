/**
 * Bundled delivery over a real port: a connection that asks for `bundle=1` receives each batch as
 * one `bundle` event holding exactly what a plain connection with the same subscriptions receives
 * as separate events, in the same order.
 */
import { encodeRegs } from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { OutboundMessage } from "../../src/market/market-stream";
import {
  type ConnectOptions,
  derivativeForeign,
  foreign,
  inav,
  marker,
  outbound,
  overBuySell,
  putThroughTotals,
  record,
  recordBundles,
  regs,
  settle,
  realtimeScope,
  waitUntil,
  type RealtimeHarness,
  type Received,
} from "./realtime-harness";

const CHANNELS = ["board", "stock", "stockps", "etfinav", "aggregatemarket", "refreshinfo", "snews"] as const;

const { start, connect } = realtimeScope();

async function plainClient(harness: RealtimeHarness, options: ConnectOptions = {}) {
  const socket = await connect(harness, options);
  return { socket, received: record(socket, CHANNELS), bundles: recordBundles(socket).bundles };
}

async function bundledClient(harness: RealtimeHarness, options: ConnectOptions = {}) {
  const socket = await connect(harness, { ...options, bundle: true });
  return { socket, events: record(socket, CHANNELS), ...recordBundles(socket) };
}

const news = (seq: number): OutboundMessage =>
  outbound("snews", null, {
    rf: `/tin/${seq}`,
    tl: `Tin "số" ${seq} \\ ngoại lệ\n`,
    tl_en: `News "no." ${seq} \\ odd\n`,
    tm: "2025-03-10T09:15:00+07:00",
    sc: "Mô phỏng",
    seq,
  });

/** Five batches mixing joined and unjoined symbols, several channels and broadcasts. */
const BATCHES: readonly (readonly OutboundMessage[])[] = [
  [overBuySell("ACB", 1), foreign("FPT", 1), overBuySell("HPG", 1), putThroughTotals(1)],
  [derivativeForeign("VN30F2503", 1), inav("E1VFVN30", 1), foreign("ACB", 2), news(1)],
  [overBuySell("HPG", 2)],
  [putThroughTotals(2), overBuySell("FPT", 2), overBuySell("ACB", 3), inav("E1VFVN30", 2)],
  [foreign("VNM", 1), news(2), foreign("FPT", 3)],
];
const JOINED = ["ACB", "FPT", "E1VFVN30", "VN30F2503"];

describe("bundled delivery", () => {
  it("gives a bundled client exactly the (channel, message) sequence of a plain client with the same regs", async () => {
    const harness = await start();
    const plain = await plainClient(harness);
    const bundled = await bundledClient(harness);
    for (const client of [plain, bundled])
      expect(await regs(client.socket, encodeRegs("join", JOINED))).toEqual({ ok: true });

    for (const batch of BATCHES) harness.stream.publish(batch);
    await settle(harness, plain.received, bundled.received);

    expect(plain.received.length).toBeGreaterThan(10);
    expect(bundled.received).toEqual(plain.received);
    // One event per batch that held something for it (batch 3 held only HPG), plus the marker's.
    expect(bundled.bundles.map((pairs) => pairs.length)).toEqual([3, 4, 4, 2, 1]);
    // Bundled and plain coexist: neither gets the other's form.
    expect(bundled.events).toEqual([]);
    expect(plain.bundles).toEqual([]);
  });

  it("keeps each message with its seq and its content, text escapes included", async () => {
    const harness = await start();
    const bundled = await bundledClient(harness);
    await regs(bundled.socket, encodeRegs("join", ["ACB"]));
    const sent = [overBuySell("ACB", 41), news(7)];
    harness.stream.publish(sent);
    await settle(harness, bundled.received);
    expect(bundled.bundles[0]).toEqual(sent.map((m) => [m.channel, m.message]));
  });

  it("stops a symbol's messages in bundles after leave, for the symbols left only", async () => {
    const harness = await start();
    const plain = await plainClient(harness);
    const bundled = await bundledClient(harness);
    for (const client of [plain, bundled]) {
      await regs(client.socket, encodeRegs("join", JOINED));
      expect(await regs(client.socket, encodeRegs("leave", ["acb", "VN30F2503", "HPG"]))).toEqual({
        ok: true,
      });
    }
    for (const batch of BATCHES) harness.stream.publish(batch);
    await settle(harness, plain.received, bundled.received);
    const symbols = new Set(bundled.received.map((r) => r.message["sym"]).filter((sym) => sym !== undefined));
    expect(symbols).toEqual(new Set(["FPT", "E1VFVN30"]));
    expect(bundled.received).toEqual(plain.received);
  });

  it("applies the same subscription caps to bundled connections", async () => {
    const harness = await start({ limits: { maxSymbolsPerMessage: 2, maxRoomsPerSocket: 3 } });
    const bundled = await bundledClient(harness);
    expect(await regs(bundled.socket, encodeRegs("join", ["A", "B", "C"]))).toEqual({
      ok: false,
      code: "TOO_MANY_SYMBOLS",
    });
    expect(await regs(bundled.socket, encodeRegs("join", ["A", "B"]))).toEqual({ ok: true });
    expect(await regs(bundled.socket, encodeRegs("join", ["C", "D"]))).toEqual({
      ok: false,
      code: "TOO_MANY_SYMBOLS",
    });
    expect(await regs(bundled.socket, "not json")).toEqual({ ok: false, code: "BAD_REGS" });
  });

  it("works over long-polling and with the msgpack parser", async () => {
    for (const options of [{ transports: ["polling" as const] }, { parser: "msgpack" as const }]) {
      const harness = await start(options.parser === undefined ? {} : { parser: options.parser });
      const plain = await plainClient(harness, options);
      const bundled = await bundledClient(harness, options);
      for (const client of [plain, bundled]) await regs(client.socket, encodeRegs("join", JOINED));
      for (const batch of BATCHES) harness.stream.publish(batch);
      await settle(harness, plain.received, bundled.received);
      expect(bundled.received).toEqual(plain.received);
      expect(bundled.bundles.length).toBe(5);
    }
  });

  it("stops bundling for a connection once it is gone, and keeps serving the others", async () => {
    const harness = await start();
    const first = await bundledClient(harness);
    const second = await bundledClient(harness);
    for (const client of [first, second]) await regs(client.socket, encodeRegs("join", ["ACB"]));
    first.socket.disconnect();
    await waitUntil(() => harness.realtime.io.sockets.sockets.size === 1, "the server to see the disconnect");
    harness.stream.publish([overBuySell("ACB", 1)]);
    await settle(harness, second.received);
    expect(second.received.map((r) => r.channel)).toEqual(["board", "refreshinfo"]);
    expect(first.received).toEqual([]);
  });
});

describe("bundled delivery with the Redis adapter", () => {
  const redisUrl = process.env["TEST_REDIS_URL"];
  const inCi = process.env["CI"] !== undefined && process.env["CI"] !== "";

  it.runIf(redisUrl !== undefined || inCi)(
    "bundles a batch published on server A for the bundled clients of server B",
    async () => {
      if (redisUrl === undefined) throw new Error("CI must provide Redis through TEST_REDIS_URL");
      const a = await start({ redisUrl });
      const b = await start({ redisUrl });
      const plain = await plainClient(b);
      const bundled = await bundledClient(b);
      for (const client of [plain, bundled]) await regs(client.socket, encodeRegs("join", JOINED));
      // The adapters subscribe to Redis asynchronously: publish markers until both clients get one.
      let seq = 1_000;
      const crossed = (list: Received[]) => list.some((r) => r.channel === "refreshinfo");
      while (!crossed(plain.received) || !crossed(bundled.received)) {
        seq += 1;
        a.stream.publish([marker(seq)]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (seq > 1_100) throw new Error("no message crossed between the servers");
      }
      // Let markers still in flight land before counting from here.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const from = { plain: plain.received.length, bundled: bundled.received.length };
      for (const batch of BATCHES) a.stream.publish(batch);
      a.stream.publish([marker(seq + 1)]);
      const done = (list: Received[]) => list.some((r) => r.message["seq"] === seq + 1);
      await waitUntil(() => done(plain.received) && done(bundled.received), "the batches from A");
      expect(bundled.received.slice(from.bundled)).toEqual(plain.received.slice(from.plain));
      expect(plain.received.length - from.plain).toBeGreaterThan(10);
      expect(bundled.events).toEqual([]);
    },
  );
});
