/**
 * The fan-out benchmark: one real server process (fanout-server.ts: createServerDeps + buildApp,
 * the simulated market on the demo clock at full speed) and N real socket.io-client connections
 * on loopback, split over two client processes (fanout-clients.ts), each connection joined to
 * 100 HOSE shares. For each N it runs three cases in the same run: the spec's per-channel events
 * with the JSON parser and with msgpack, and bundled delivery (one `bundle` event per batch) with
 * JSON. Each measures delivered messages per second, tick-to-client latency (from the moment the
 * market stream hands a message to the socket layer to the moment a client has decoded it), the
 * server's event-loop delay, CPU and RSS; then it prints the msgpack/json and bundle/events
 * ratios and the goals per delivery. There is no named peer: the cases are compared with each
 * other, and the figures with the goals. Never fails the process on a missed goal.
 *
 * Each (N, case) gets a fresh server, so RSS and sequence state do not carry over.
 *
 * `--quick`: N = 100 and 500, 2 s warm-up, 5 s windows: a smoke run, not figures.
 * `--speed=N`: the demo clock at N× instead of the top speed 600×.
 * `--clients=N`, `--parser=json|msgpack`, `--mode=events|bundle`: only those cases (msgpack with
 * bundles only when both are named). `--profile=<folder>`: the server process writes a CPU
 * profile (node --cpu-prof) there.
 */
import { daysBetween, exchangeTimeAt, formatClockTime } from "@bangia/market";
import { build, decodeFromCompressedBase64 } from "hdr-histogram-js";
import { setTimeout as sleep } from "node:timers/promises";
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatRatio,
  goalsTable,
  heading,
  loadLine,
  machineLines,
  table,
  type Goal,
} from "../engine/report";
import { BenchChild } from "./child-process";
import {
  BROADCAST_KEY,
  type ClientStats,
  type FromClients,
  type FromServer,
  type ServerStats,
  type ToClients,
  type Delivery,
  type ToServer,
  type WireParser,
} from "./fanout-protocol";
import { inWindowRate } from "./arrival-slots";
import { measureDeadlineSeconds, measuredNothing } from "./measure-window";
import { subscriberCounts, symbolWindow } from "./symbol-windows";

const quick = process.argv.includes("--quick");
/** `--clients=1000`, `--parser=msgpack` or `--mode=bundle` runs only those cases (to profile one). */
const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const onlyClients = option("clients");
const onlyParser = option("parser");
const onlyMode = option("mode");
/** `--profile=<folder>`: the server process writes a CPU profile there. */
const profileDir = option("profile");
/** `--speed=60`: the demo clock's speed (default 600, the top speed: the heaviest offered load). */
const marketSpeed = option("speed") ?? "600";

const CLIENT_COUNTS =
  onlyClients !== undefined ? [Number(onlyClients)] : quick ? [100, 500] : [100, 1_000, 2_000];

interface BenchCase {
  readonly parser: WireParser;
  readonly delivery: Delivery;
}

/** JSON and msgpack with the spec's events (the parser comparison), and JSON bundles. */
const CASES: readonly BenchCase[] = (
  [
    { parser: "json", delivery: "events" },
    { parser: "msgpack", delivery: "events" },
    { parser: "json", delivery: "bundle" },
    { parser: "msgpack", delivery: "bundle" },
  ] as const
).filter(
  ({ parser, delivery }) =>
    (onlyParser === undefined || parser === onlyParser) &&
    (onlyMode === undefined || delivery === onlyMode) &&
    (parser === "json" || delivery === "events" || (onlyParser === "msgpack" && onlyMode === "bundle")),
);
const SYMBOLS_PER_CLIENT = 100;
const CLIENT_PROCESSES = 2;
const WARM_UP_SECONDS = quick ? 2 : 5;
const MEASURE_SECONDS = quick ? 5 : 15;
/** The measured window skips the lunch break and closed hours; give up after this much wall time. */
const MEASURE_DEADLINE_SECONDS = measureDeadlineSeconds(MEASURE_SECONDS, Number(marketSpeed));
/**
 * After the server stops stamping, the clients are asked for their counts every DRAIN_POLL_MS
 * until they hold every expected message or stop receiving, at most DRAIN_LIMIT_MS: messages
 * still queued count, with their full latency.
 */
const DRAIN_POLL_MS = 1_000;
const DRAIN_LIMIT_MS = 60_000;
const START_TIMEOUT_MS = 180_000;

const GOAL_P99_MS = 100;
const GOAL_P99_CLIENTS = 2_000;
const GOAL_MESSAGES_PER_SECOND = 50_000;

const serverEntry = new URL("./fanout-server.ts", import.meta.url);
const clientsEntry = new URL("./fanout-clients.ts", import.meta.url);

interface RunResult extends BenchCase {
  readonly clients: number;
  readonly connected: number;
  readonly server: ServerStats;
  readonly received: number;
  /** Messages the server stamped (each once, whatever its subscribers). */
  readonly published: number;
  readonly expected: number;
  /** Deliveries per second the stamped messages asked for (expected ÷ measured time). */
  readonly offeredPerSecond: number;
  /** Deliveries per second that arrived while measuring (arrival-slots.ts). */
  readonly messagesPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly disconnects: number;
  readonly clientCpu: readonly number[];
}

function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, part) => items.slice(part * size, (part + 1) * size));
}

/** Stamped messages times their subscribers: what the clients should have received in all. */
function expectedDeliveries(
  server: ServerStats,
  symbols: readonly string[],
  clients: number,
  connected: number,
) {
  const subscribers = subscriberCounts(symbols, clients, SYMBOLS_PER_CLIENT);
  let expected = 0;
  for (const [room, stamped] of Object.entries(server.stampedByRoom))
    expected += stamped * (room === BROADCAST_KEY ? connected : (subscribers.get(room) ?? 0));
  return expected;
}

function mergeLatency(reports: readonly ClientStats[]) {
  const merged = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  for (const report of reports) merged.add(decodeFromCompressedBase64(report.latencyHistogram));
  const millis = (micros: number) => micros / 1_000;
  return {
    p50: millis(merged.getValueAtPercentile(50)),
    p99: millis(merged.getValueAtPercentile(99)),
    max: millis(merged.maxValue),
  };
}

/** The clients' reports once every expected message has arrived, or none has for a poll. */
async function drain(clientProcesses: readonly BenchChild<ToClients, FromClients>[], expected: number) {
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let previous = -1;
  for (;;) {
    await sleep(DRAIN_POLL_MS);
    for (const child of clientProcesses) child.send({ type: "report" });
    const reports = await Promise.all(clientProcesses.map((child) => child.next("report", 60_000)));
    const received = reports.reduce((sum, { stats }) => sum + stats.received, 0);
    if (received >= expected || received === previous || Date.now() > deadline)
      return reports.map(({ stats }) => stats);
    previous = received;
  }
}

const caseName = ({ parser, delivery }: BenchCase): string => `${parser} ${delivery}`;

async function runOnce(clients: number, benchCase: BenchCase): Promise<RunResult> {
  const { parser, delivery } = benchCase;
  const label = `${caseName(benchCase)}, N=${formatCount(clients)}`;
  const server = new BenchChild<ToServer, FromServer>(`server (${label})`, serverEntry, {
    env: { BENCH_PARSER: parser, BENCH_MARKET_SPEED: marketSpeed },
    execArgv: [
      "--expose-gc",
      ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]),
    ],
  });
  const clientProcesses: BenchChild<ToClients, FromClients>[] = [];
  try {
    const ready = await server.next("ready", START_TIMEOUT_MS);
    const subscriptions = Array.from({ length: clients }, (_, index) =>
      symbolWindow(ready.symbols, index, SYMBOLS_PER_CLIENT),
    );
    for (const [index, share] of splitEvenly(subscriptions, CLIENT_PROCESSES).entries()) {
      const child = new BenchChild<ToClients, FromClients>(`clients ${index + 1} (${label})`, clientsEntry);
      clientProcesses.push(child);
      child.send({
        type: "start",
        url: `http://127.0.0.1:${ready.port}`,
        parser,
        delivery,
        subscriptions: share,
      });
    }
    const connections = await Promise.all(
      clientProcesses.map((child) => child.next("ready", START_TIMEOUT_MS)),
    );
    const connected = connections.reduce((sum, c) => sum + c.connected, 0);
    const refused = connections.reduce((sum, c) => sum + c.refused, 0);
    if (refused > 0) process.stderr.write(`${label}: ${refused} connections failed to connect or join\n`);

    await sleep(WARM_UP_SECONDS * 1_000);
    for (const child of clientProcesses) child.send({ type: "mark" });
    server.send({ type: "measure", seconds: MEASURE_SECONDS, deadlineSeconds: MEASURE_DEADLINE_SECONDS });
    const { stats } = await server.next("measured", (MEASURE_DEADLINE_SECONDS + 30) * 1_000);
    const expected = expectedDeliveries(stats, ready.symbols, clients, connected);
    const reports = await drain(clientProcesses, expected);
    const received = reports.reduce((sum, report) => sum + report.received, 0);
    return {
      clients,
      parser,
      delivery,
      connected,
      server: stats,
      received,
      published: Object.values(stats.stampedByRoom).reduce((sum, count) => sum + count, 0),
      expected,
      offeredPerSecond: stats.measuredSeconds > 0 ? expected / stats.measuredSeconds : 0,
      messagesPerSecond: inWindowRate(
        reports.map((report) => report.arrivals),
        stats.stampingIntervals,
      ),
      ...mergeLatency(reports),
      disconnects: reports.reduce((sum, report) => sum + report.disconnects, 0),
      clientCpu: reports.map((report) => report.cpuShare),
    };
  } finally {
    await Promise.all(clientProcesses.map((child) => child.stop({ type: "exit" })));
    await server.stop({ type: "exit" });
  }
}

/** "10:22–14:22", with the days passed when the window ran into a later trading day. */
function marketSpan(from: number, until: number): string {
  const start = exchangeTimeAt(from);
  const end = exchangeTimeAt(until);
  const days = daysBetween(start.date, end.date);
  return `${formatClockTime(start.minute)}–${formatClockTime(end.minute)}${days > 0 ? ` (+${days} d)` : ""}`;
}

const ms = (value: number): string => `${formatDecimal(value)} ms`;
const mib = (bytes: number): string => `${formatCount(bytes / 2 ** 20)} MiB`;

function resultsTable(results: readonly RunResult[]): string {
  return table(
    [
      "parser",
      "delivery",
      "clients",
      "published msgs/s",
      "msgs/batch",
      "offered msgs/s",
      "delivered msgs/s",
      "p50",
      "p99",
      "max",
      "fan-out loop p99",
      "loop delay p99",
      "loop max",
      "server CPU",
      "CPU µs/offered delivery",
      "RSS idle → max",
      "clients' CPU",
      "delivered/expected",
      "dropped",
      "market time",
    ],
    results.map((r) =>
      nothingIn(r)
        ? [r.parser, r.delivery, formatCount(r.connected), NOTHING_MEASURED]
        : [
            r.parser,
            r.delivery,
            formatCount(r.connected),
            formatCount(r.published / r.server.measuredSeconds),
            formatCount(r.published / Math.max(1, r.server.batches)),
            formatCount(r.offeredPerSecond),
            formatCount(r.messagesPerSecond),
            ms(r.p50),
            ms(r.p99),
            ms(r.max),
            ms(r.server.fanOutP99),
            ms(r.server.loopDelayP99),
            ms(r.server.loopDelayMax),
            formatPercent(r.server.cpuShare),
            formatDecimal((r.server.cpuShare * 1e6) / Math.max(1, r.offeredPerSecond)),
            `${mib(r.server.rssIdle)} → ${mib(r.server.rssMax)}`,
            r.clientCpu.map(formatPercent).join(" + "),
            r.expected > 0 ? formatPercent(r.received / r.expected) : "–",
            formatCount(r.disconnects),
            marketSpan(r.server.marketFrom, r.server.marketUntil),
          ],
    ),
  );
}

const NOTHING_MEASURED = "nothing measured: no continuous trading reached in time";

const nothingIn = (r: RunResult): boolean =>
  measuredNothing({ measuredSeconds: r.server.measuredSeconds, delivered: r.received });

/** The run of a case, when it measured something (a ratio of nothing is no figure). */
const find = (results: readonly RunResult[], clients: number, { parser, delivery }: BenchCase) =>
  results.find(
    (r) => r.clients === clients && r.parser === parser && r.delivery === delivery && !nothingIn(r),
  );

function ratiosTable(results: readonly RunResult[]): string {
  const rows: string[][] = [];
  for (const clients of CLIENT_COUNTS) {
    const json = find(results, clients, { parser: "json", delivery: "events" });
    const msgpack = find(results, clients, { parser: "msgpack", delivery: "events" });
    if (json === undefined || msgpack === undefined) continue;
    rows.push([
      formatCount(clients),
      formatRatio(msgpack.messagesPerSecond / json.messagesPerSecond),
      formatRatio(msgpack.p99 / json.p99),
      formatRatio(msgpack.server.cpuShare / json.server.cpuShare),
      formatRatio(msgpack.server.rssMax / json.server.rssMax),
    ]);
  }
  return table(
    ["clients", "msgs/s msgpack/json", "p99 msgpack/json", "server CPU msgpack/json", "RSS msgpack/json"],
    rows,
  );
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function bundleRatiosTable(results: readonly RunResult[]): string {
  const rows: string[][] = [];
  for (const clients of CLIENT_COUNTS) {
    const events = find(results, clients, { parser: "json", delivery: "events" });
    const bundle = find(results, clients, { parser: "json", delivery: "bundle" });
    if (events === undefined || bundle === undefined) continue;
    rows.push([
      formatCount(clients),
      formatRatio(bundle.messagesPerSecond / events.messagesPerSecond),
      formatRatio(bundle.p99 / events.p99),
      formatRatio(bundle.server.cpuShare / events.server.cpuShare),
      formatRatio(sum(bundle.clientCpu) / sum(events.clientCpu)),
      formatRatio(bundle.server.rssMax / events.server.rssMax),
    ]);
  }
  return table(
    [
      "clients",
      "msgs/s bundle/events",
      "p99 bundle/events",
      "server CPU bundle/events",
      "clients' CPU bundle/events",
      "RSS bundle/events",
    ],
    rows,
  );
}

/** The goals for each delivery: p99 at the largest N for each of its cases, and its best rate. */
function goals(results: readonly RunResult[]): Goal[] {
  const largest = Math.max(...results.map((r) => r.clients));
  const note = largest === GOAL_P99_CLIENTS ? "" : ` (quick run: at ${formatCount(largest)})`;
  const deliveries = [...new Set(results.map((r) => r.delivery))];
  return deliveries.flatMap((delivery): Goal[] => {
    const ofDelivery = results.filter((r) => r.delivery === delivery);
    const measured = ofDelivery.filter((r) => !nothingIn(r));
    const best = measured.reduce<RunResult | null>(
      (a, b) => (a === null || b.messagesPerSecond > a.messagesPerSecond ? b : a),
      null,
    );
    return [
      ...ofDelivery
        .filter((r) => r.clients === largest)
        .map((r) => ({
          goal: `${delivery}: p99 tick-to-client < ${GOAL_P99_MS} ms at ${formatCount(GOAL_P99_CLIENTS)} clients, ${r.parser}${note}`,
          // A window that measured nothing proves nothing either way: no p99 of 0 ms, no FAIL.
          measured: nothingIn(r) ? NOTHING_MEASURED : `p99 ${ms(r.p99)}`,
          passed: nothingIn(r) ? null : r.p99 < GOAL_P99_MS,
        })),
      {
        goal: `${delivery}: ≥ ${formatCount(GOAL_MESSAGES_PER_SECOND)} delivered msgs/s from one server process`,
        measured:
          best === null
            ? NOTHING_MEASURED
            : `${formatCount(best.messagesPerSecond)} msgs/s (${best.parser}, ${formatCount(best.clients)} clients)`,
        passed: best === null ? null : best.messagesPerSecond >= GOAL_MESSAGES_PER_SECOND,
      },
    ];
  });
}

async function main(): Promise<void> {
  console.log(
    "Fan-out benchmark: one server process, N socket clients on loopback" +
      (quick ? " (quick run, not for quoting)" : ""),
  );
  // The engine bench's forced-GC line does not apply: nothing here collects between rounds.
  for (const line of machineLines().filter((text) => !text.startsWith("Forced GC"))) console.log(line);
  console.log(loadLine());
  console.log(
    `Each client joins ${SYMBOLS_PER_CLIENT} HOSE shares (rotating windows); clients split over ${CLIENT_PROCESSES} processes; ` +
      `${WARM_UP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured while the market trades continuously ` +
      "(09:15–11:30, 13:00–14:30 market time; breaks and closed hours are skipped).",
  );

  const results: RunResult[] = [];
  for (const clients of CLIENT_COUNTS)
    for (const benchCase of CASES) {
      process.stderr.write(`running ${caseName(benchCase)}, ${clients} clients…\n`);
      const result = await runOnce(clients, benchCase);
      results.push(result);
      if (nothingIn(result))
        process.stderr.write(
          `${caseName(benchCase)}, ${clients} clients: ${NOTHING_MEASURED} (${MEASURE_DEADLINE_SECONDS} s waited)\n`,
        );
      if (result.disconnects > 0)
        process.stderr.write(
          `${caseName(benchCase)}, ${clients} clients: ${result.disconnects} disconnects while measuring\n`,
        );
    }

  console.log(heading("Delivered messages, tick-to-client latency, server load"));
  console.log(resultsTable(results));
  console.log(
    "\nLatency: wall time from the market stream handing a message to the socket layer to a client decoding it " +
      "(both clocks are the same machine's). Loop delay, CPU and RSS are the server process's while measuring; " +
      "clients' CPU is each client process's while stamped messages arrived (1 = one core). " +
      "Bundle: each message inside a `bundle` event counts, timed from its batch's stamp. Dropped: " +
      "connections the server cut while measuring (slow consumers past the pending-output bound).",
  );
  console.log(heading("msgpack against JSON, per-channel events (same run)"));
  console.log(ratiosTable(results));
  console.log(heading("Bundles against per-channel events, JSON (same run)"));
  console.log(bundleRatiosTable(results));
  console.log(heading("Goals"));
  console.log(goalsTable(goals(results)));
  console.log(loadLine());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
