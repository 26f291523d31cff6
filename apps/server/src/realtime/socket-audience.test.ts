/**
 * The audience the realtime layer names to the market stream: the symbols some connection of
 * this process has joined (events or bundled delivery), and no audience at all with Redis, where
 * another process's connections may have joined any symbol.
 */
import { encodeRegs } from "@bangia/market";
import fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { connectClient, regs, waitUntil } from "../../test/realtime/realtime-harness";
import type { Audience, BatchListener, MarketStream } from "../market/market-stream";
import { attachRealtime, type RealtimeServer } from "./socket-server";

class AudienceStream implements MarketStream {
  audiences: (Audience | undefined)[] = [];

  subscribe(_listener: BatchListener, audience?: Audience): () => void {
    this.audiences.push(audience);
    return () => undefined;
  }
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function start(redisUrl: string | null) {
  const app = fastify();
  const stream = new AudienceStream();
  const realtime: RealtimeServer = await attachRealtime(app, {
    stream,
    isListed: () => true,
    redisUrl,
    logger: app.log,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  closing.push(async () => {
    await realtime.close();
    await app.close();
  });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  return { stream, url: `http://127.0.0.1:${address.port}` };
}

describe("the realtime layer's audience", () => {
  it("is the symbols some connection joined, by either delivery, and follows joins and leaves", async () => {
    const { stream, url } = await start(null);
    const audience = stream.audiences[0];
    if (audience === undefined) throw new Error("no audience named without Redis");
    expect(audience("ACB")).toBe(false);

    const plain = await connectClient(url);
    const bundled = await connectClient(url, { bundle: true });
    closing.push(async () => {
      plain.disconnect();
      bundled.disconnect();
    });
    expect(await regs(plain, encodeRegs("join", ["ACB"]))).toEqual({ ok: true });
    expect(await regs(bundled, encodeRegs("join", ["FPT"]))).toEqual({ ok: true });
    expect(audience("ACB")).toBe(true);
    expect(audience("FPT")).toBe(true);
    expect(audience("HPG")).toBe(false);

    expect(await regs(plain, encodeRegs("leave", ["ACB"]))).toEqual({ ok: true });
    expect(audience("ACB")).toBe(false);
    bundled.disconnect();
    await waitUntil(() => !audience("FPT"), "the bundled connection's leave");
  });

  const redisUrl = process.env["TEST_REDIS_URL"];
  it.runIf(redisUrl !== undefined)(
    "is not named with Redis: another process may have joined any symbol",
    async () => {
      const { stream } = await start(redisUrl ?? null);
      expect(stream.audiences).toEqual([undefined]);
    },
  );
});
