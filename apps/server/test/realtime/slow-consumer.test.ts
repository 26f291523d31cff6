/**
 * Slow-consumer protection over a real port: a client that stops reading (its TCP socket paused,
 * so the kernel's buffers fill and the server's queue grows) is dropped once its pending output
 * passes the bound, with a logged reason, while a client that reads on is served throughout.
 */
import { encodeRegs } from "@bangia/market";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboundMessage } from "../../src/market/market-stream";
import { pendingOutputBytes } from "../../src/realtime/slow-consumers";
import {
  connectClient,
  marker,
  outbound,
  record,
  recordBundles,
  regs,
  startRealtime,
  waitUntil,
  type ClientSocket,
  type RealtimeHarness,
} from "./realtime-harness";

const LIMIT = 1 * 2 ** 20;
/** What the server may hold beyond the bound: the output of one sweep period, and then some. */
const SLACK = 4 * 2 ** 20;
const TITLE = "x".repeat(16 * 1_024);

const bigNews = (seq: number): OutboundMessage =>
  outbound("snews", null, {
    rf: `/tin/${seq}`,
    tl: TITLE,
    tl_en: "",
    tm: "2025-03-10T09:15:00+07:00",
    sc: "test",
    seq,
  });

/** Stops reading the client's TCP socket (socket.io-client over `ws` in Node). */
function pauseReading(client: ClientSocket): { resume(): void } {
  const transport = client.io.engine.transport as unknown as { ws?: { _socket?: NodeJS.ReadableStream } };
  const tcp = transport.ws?._socket;
  if (tcp === undefined) throw new Error("no TCP socket under the client's WebSocket");
  tcp.pause();
  return { resume: () => tcp.resume() };
}

let harness: RealtimeHarness | undefined;
let clients: ClientSocket[] = [];

afterEach(async () => {
  for (const socket of clients) socket.disconnect();
  await harness?.close();
  harness = undefined;
  clients = [];
});

describe.each([{ bundle: false }, { bundle: true }])(
  "a client that stops reading (bundle: $bundle)",
  ({ bundle }) => {
    it(
      "is dropped past the pending-output bound with a logged reason; the server's queue stays bounded",
      { timeout: 30_000 },
      async () => {
        const logged: Record<string, unknown>[] = [];
        const logger = pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line)) });
        harness = await startRealtime({ limits: { maxPendingOutputBytes: LIMIT }, logger });
        const server = harness;
        const stalled = await connectClient(server.url, { bundle });
        const healthy = await connectClient(server.url, { bundle });
        clients.push(stalled, healthy);
        const received = bundle ? recordBundles(healthy).received : record(healthy, ["snews", "refreshinfo"]);
        for (const client of [stalled, healthy]) await regs(client, encodeRegs("join", ["ACB"]));
        const [stalledId] = server.realtime.io.sockets.sockets.keys();
        const stalledDisconnected = new Promise<void>((resolve) =>
          stalled.once("disconnect", () => resolve()),
        );

        const paused = pauseReading(stalled);
        let seq = 0;
        let maxPending = 0;
        const heldByServer = () => {
          let bytes = 0;
          for (const socket of server.realtime.io.sockets.sockets.values())
            bytes += pendingOutputBytes(socket.conn);
          return bytes;
        };
        // 64 KiB every 10 ms until the stalled connection is gone, then a little longer.
        let droppedAt: number | null = null;
        while (droppedAt === null || seq < droppedAt + 30) {
          server.stream.publish([bigNews(++seq), bigNews(++seq), bigNews(++seq), bigNews(++seq)]);
          maxPending = Math.max(maxPending, heldByServer());
          if (droppedAt === null && server.realtime.io.sockets.sockets.size === 1) droppedAt = seq;
          if (seq > 40_000) throw new Error("the stalled connection was never dropped");
          await new Promise((resolve) => setTimeout(resolve, 10));
        }

        expect(maxPending).toBeGreaterThan(LIMIT);
        expect(maxPending).toBeLessThan(LIMIT + SLACK);
        const reason = logged.find((line) => line["socket"] === stalledId);
        expect(reason?.["msg"]).toMatch(/slow consumer/);
        expect(reason?.["pendingBytes"]).toBeGreaterThan(LIMIT);
        expect(reason?.["maxPendingOutputBytes"]).toBe(LIMIT);
        expect([...server.realtime.io.sockets.sockets.keys()]).not.toContain(stalledId);

        // The reader was served all along and still is; the stalled one learns of the drop when it reads.
        server.stream.publish([marker(1)]);
        await waitUntil(() => received.some((r) => r.channel === "refreshinfo"), "the marker");
        expect(received.filter((r) => r.channel === "snews")).toHaveLength(seq);
        expect(healthy.connected).toBe(true);
        paused.resume();
        await stalledDisconnected;
        expect(stalled.connected).toBe(false);
      },
    );
  },
);
