/**
 * A client process of the fan-out benchmark (forked by run-fanout-bench.ts): opens its share of
 * the N real socket.io-client connections over WebSocket, joins each one to its symbols with
 * `regs`, then counts and times every stamped message any of them receives — in bundle delivery,
 * every message inside each `bundle` event, timed from its batch's stamp.
 */
import { encodeRegs } from "@bangia/market";
import { build, encodeIntoCompressedBase64 } from "hdr-histogram-js";
import { io, type Socket } from "socket.io-client";
import * as msgpackParser from "socket.io-msgpack-parser";
import { slotOf } from "./arrival-slots";
import {
  BENCH_SOCKET_PATH,
  SENT_AT_FIELD,
  wallMillis,
  type ClientPlan,
  type ClientStats,
  type FromClients,
  type ToClients,
} from "./fanout-protocol";

/** Connections opened at once: enough to connect 1,000 in a few seconds without a SYN flood. */
const CONNECT_CONCURRENCY = 50;
const CONNECT_TIMEOUT_MS = 20_000;

const latency = build({
  lowestDiscernibleValue: 1,
  highestTrackableValue: 120_000_000,
  numberOfSignificantValueDigits: 3,
});
const sockets: Socket[] = [];
let received = 0;
const arrivals = new Map<number, number>();
let disconnects = 0;
let measuring = false;

/**
 * CPU share while stamped messages arrive: the server pauses stamping over breaks, and idle
 * seconds would make a busy client look idle. Sampled every 100 ms; a sample counts when a
 * stamped message arrived within it.
 */
const activity = { cpuMicros: 0, wallMicros: 0, lastCpu: process.cpuUsage(), lastWall: 0, lastReceived: 0 };
const ACTIVITY_SAMPLE_MS = 100;

function sampleActivity(): void {
  const cpu = process.cpuUsage(activity.lastCpu);
  const wall = performance.now();
  if (received > activity.lastReceived) {
    activity.cpuMicros += cpu.user + cpu.system;
    activity.wallMicros += (wall - activity.lastWall) * 1_000;
  }
  activity.lastCpu = process.cpuUsage();
  activity.lastWall = wall;
  activity.lastReceived = received;
}

function send(message: FromClients): void {
  process.send?.(message);
}

/** The stamp of a decoded message, or undefined when it carries none. */
function stampOf(message: unknown): number | undefined {
  if (typeof message !== "object" || message === null) return undefined;
  const sentAt = (message as Record<string, unknown>)[SENT_AT_FIELD];
  return typeof sentAt === "number" ? sentAt : undefined;
}

/** Counts `count` messages stamped `sentAt`, decoded at `now`. */
function record(sentAt: number, count: number, now: number): void {
  received += count;
  latency.recordValueWithCount(Math.max(1, Math.round((now - sentAt) * 1_000)), count);
  const slot = slotOf(now);
  arrivals.set(slot, (arrivals.get(slot) ?? 0) + count);
}

/**
 * A per-channel event is one message; a bundle holds a batch's messages, all decoded at once and
 * (while stamping) all with the batch's stamp: each counts, recorded once per run of equal stamps.
 */
function onMessage(event: string, payload: unknown): void {
  const now = wallMillis();
  if (event !== "bundle") {
    const sentAt = stampOf(payload);
    if (sentAt !== undefined) record(sentAt, 1, now);
    return;
  }
  if (!Array.isArray(payload)) return;
  let runStamp: number | undefined;
  let runLength = 0;
  for (const pair of payload as readonly unknown[]) {
    const sentAt = Array.isArray(pair) ? stampOf(pair[1]) : undefined;
    if (sentAt === undefined) continue;
    if (sentAt !== runStamp && runStamp !== undefined) record(runStamp, runLength, now);
    if (sentAt !== runStamp) runLength = 0;
    runStamp = sentAt;
    runLength += 1;
  }
  if (runStamp !== undefined) record(runStamp, runLength, now);
}

function openConnection(plan: ClientPlan, symbols: readonly string[]): Promise<boolean> {
  const socket = io(plan.url, {
    path: BENCH_SOCKET_PATH,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: CONNECT_TIMEOUT_MS,
    ...(plan.parser === "msgpack" ? { parser: msgpackParser } : {}),
    ...(plan.delivery === "bundle" ? { query: { bundle: "1" } } : {}),
  });
  sockets.push(socket);
  socket.onAny(onMessage);
  socket.on("disconnect", () => {
    if (measuring) disconnects += 1;
  });
  return new Promise((resolve) => {
    socket.once("connect_error", () => resolve(false));
    socket.once("connect", () => {
      socket
        .timeout(CONNECT_TIMEOUT_MS)
        .emitWithAck("regs", encodeRegs("join", symbols))
        .then(
          (answer: unknown) => resolve((answer as { ok?: unknown } | null)?.ok === true),
          () => resolve(false),
        );
    });
  });
}

async function start(plan: ClientPlan): Promise<void> {
  let connected = 0;
  let refused = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < plan.subscriptions.length; index = next++) {
      if (await openConnection(plan, plan.subscriptions[index] ?? [])) connected += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  send({ type: "ready", connected, refused });
}

function report(): ClientStats {
  return {
    connections: sockets.filter((socket) => socket.connected).length,
    received,
    arrivals: [...arrivals],
    latencyHistogram: encodeIntoCompressedBase64(latency),
    disconnects,
    cpuShare: activity.wallMicros > 0 ? activity.cpuMicros / activity.wallMicros : 0,
  };
}

// The orchestrator is gone (it crashed or was stopped): do not outlive it.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: ToClients) => {
  switch (message.type) {
    case "start":
      start(message).catch((error: unknown) => send({ type: "failed", reason: String(error) }));
      break;
    case "mark":
      measuring = true;
      activity.lastCpu = process.cpuUsage();
      activity.lastWall = performance.now();
      activity.lastReceived = received;
      setInterval(sampleActivity, ACTIVITY_SAMPLE_MS);
      break;
    case "report":
      send({ type: "report", stats: report() });
      break;
    case "exit":
      for (const socket of sockets) socket.disconnect();
      process.disconnect();
      break;
  }
});
