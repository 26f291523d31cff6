/**
 * The server process of the fan-out benchmark (forked by run-fanout-bench.ts): the real server —
 * createServerDeps + buildApp, the simulated market on the demo clock at full speed
 * (MARKET_SPEED=600), a throw-away DATA_DIR — with its market stream wrapped so messages carry
 * their send time while measuring (stamped-stream.ts). It reports over IPC: the port and the
 * HOSE shares when ready, then the measured window's figures.
 *
 * The measured window counts only wall time in which HOSE trades continuously (09:15–11:30 and
 * 13:00–14:30 market time): at 600× the lunch break lasts 9 s and carries no ticks, and would
 * dilute every rate. Event-loop delay, CPU and RSS are taken over the same time.
 */
import { exchangeTimeAt, phaseAt } from "@bangia/market";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { buildApp } from "../../apps/server/src/app/build-app";
import { connectionLimits as serverConnectionLimits } from "../../apps/server/src/app/connection-limits";
import { parseServerConfig } from "../../apps/server/src/config/server-config";
import type { MarketStream } from "../../apps/server/src/market/market-stream";
import { attachRealtime } from "../../apps/server/src/realtime/socket-server";
import { createServerDeps } from "../../apps/server/src/server-deps";
import {
  BENCH_SOCKET_PATH,
  wallMillis,
  type FromServer,
  type ServerStats,
  type ToServer,
  type WireParser,
} from "./fanout-protocol";
import { LoopDelaySampler } from "./loop-delay";
import { StampedStream } from "./stamped-stream";

const TICK_MS = 20;
const IDLE_STREAM: MarketStream = { subscribe: () => () => undefined };

const parser: WireParser = process.env["BENCH_PARSER"] === "msgpack" ? "msgpack" : "json";

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "fanout-bench-"));
  const config = parseServerConfig({
    MARKET_CLOCK: "demo",
    MARKET_SPEED: process.env["BENCH_MARKET_SPEED"] ?? "600",
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const logger = pino({ level: config.logLevel });
  const deps = await createServerDeps(config, { log: () => undefined });
  const stream = new StampedStream(deps.stream);
  // buildApp attaches the JSON socket at /socket.io; the bench attaches its own beside it, with
  // the parser under test, and leaves the app's one idle.
  // Every bench client connects from 127.0.0.1: the per-address bound would refuse all but 256.
  const connectionLimits = { ...serverConnectionLimits(false), perAddress: null };
  const app = await buildApp({ ...deps, stream: IDLE_STREAM, logger, connectionLimits });
  const realtime = await attachRealtime(app, {
    stream,
    isListed: (symbol) => deps.market.instrument(symbol) !== undefined,
    redisUrl: null,
    parser,
    logger: app.log,
    path: BENCH_SOCKET_PATH,
  });
  await app.listen({ port: 0, host: config.host });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the bench server has no TCP port");

  const symbols = deps.market
    .instruments()
    .filter((instrument) => instrument.exchange === "HOSE" && instrument.kind === "STOCK")
    .map((instrument) => instrument.symbol)
    .sort();
  // A full collection first, so the idle figure is the live heap and not start-up garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const rssIdle = process.memoryUsage.rss();
  send({ type: "ready", port: address.port, symbols });

  const loopDelay = new LoopDelaySampler();
  const measure = (seconds: number, deadlineSeconds: number): void => {
    const deadline = performance.now() + deadlineSeconds * 1_000;
    let measuredMs = 0;
    let cpuMicros = 0;
    let rssMax = 0;
    let lastTick = performance.now();
    let cpuAtStart = process.cpuUsage();
    let marketFrom: number | null = null;
    const intervals: [number, number][] = [];
    let stampingFrom = 0;
    const setStamping = (on: boolean): void => {
      if (on === stream.stamping) return;
      stream.stamping = on;
      if (on) {
        marketFrom ??= deps.market.now();
        stampingFrom = wallMillis();
        cpuAtStart = process.cpuUsage();
        loopDelay.recording = true;
      } else {
        const cpu = process.cpuUsage(cpuAtStart);
        cpuMicros += cpu.user + cpu.system;
        intervals.push([stampingFrom, wallMillis()]);
        loopDelay.recording = false;
      }
    };
    const timer = setInterval(() => {
      const now = performance.now();
      if (stream.stamping) {
        measuredMs += now - lastTick;
        rssMax = Math.max(rssMax, process.memoryUsage.rss());
      }
      lastTick = now;
      if (measuredMs >= seconds * 1_000 || now > deadline) {
        setStamping(false);
        clearInterval(timer);
        const stats: ServerStats = {
          measuredSeconds: measuredMs / 1_000,
          stampingIntervals: intervals,
          marketFrom: marketFrom ?? deps.market.now(),
          marketUntil: deps.market.now(),
          stampedByRoom: Object.fromEntries(stream.stampedByRoom),
          batches: stream.batches,
          fanOutP50: stream.fanOutMicros.percentile(50) / 1_000,
          fanOutP99: stream.fanOutMicros.percentile(99) / 1_000,
          fanOutMax: stream.fanOutMicros.max / 1_000,
          ...loopDelay.summary(),
          rssIdle,
          rssMax,
          cpuShare: measuredMs > 0 ? cpuMicros / (measuredMs * 1_000) : 0,
        };
        send({ type: "measured", stats });
        return;
      }
      setStamping(phaseAt("HOSE", exchangeTimeAt(deps.market.now()).minute) === "CONTINUOUS");
    }, TICK_MS);
  };

  // The orchestrator is gone (it crashed or was stopped): do not outlive it.
  process.on("disconnect", () => process.exit(0));
  process.on("message", (message: ToServer) => {
    if (message.type === "measure") measure(message.seconds, message.deadlineSeconds);
    else {
      void (async () => {
        await realtime.close();
        await app.close();
        await deps.close();
        await rm(dataDir, { recursive: true, force: true });
        process.exit(0);
      })();
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `fan-out bench server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
