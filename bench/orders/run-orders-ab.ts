/**
 * Order entry of the working tree against another revision's, taking turns: both servers run
 * side by side (each with its scratch PostgreSQL database, the demo market and customers, group
 * commit), and closed-loop windows of the same load go to one, then the other, several times (who
 * goes first alternates). Full runs of `bench:orders` minutes apart differ by ±15% on this
 * machine; windows a few seconds apart see more nearly the same machine. Per window: durable
 * orders/s, the server's CPU per order, ack p99; then the rounds' ratios' geometric mean and
 * median (the rounds are even in number, so the median is of the middle two). Against
 * the same code (`--base=HEAD`, a clean tree) one run gave ×1.02 orders/s and ×1.00 CPU per
 * order, though single rounds ranged ×0.84–1.31: a change under ~5–10% is not told apart from
 * nothing.
 *
 * The other revision is checked out in a temporary git worktree whose `node_modules` links to
 * ours (the workspace packages to its own), removed after.
 *
 *   node --import tsx bench/orders/run-orders-ab.ts [--base=REV] [--rounds=N] [--seconds=N]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  formatCount,
  formatDecimal,
  formatRatio,
  heading,
  loadLine,
  machineLines,
  table,
} from "../engine/report";
import { BenchChild } from "../fanout/child-process";
import { OrderLoad } from "./order-load";
import type { FromServer, ToServer } from "./orders-protocol";
import { adminDatabaseUrl, createScratchDatabase, type ScratchDatabase } from "./scratch-database";

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const BASE = option("base") ?? "HEAD";
/** Rounds, even: each side goes first in half of them. */
const ROUNDS = 2 * Math.ceil(Number(option("rounds") ?? "6") / 2);
const WINDOW_SECONDS = Number(option("seconds") ?? "4");
const CONCURRENCY = 64;
const SESSIONS_PER_ACCOUNT = 2;
const MARKETABLE_EVERY = 10;
const ROOT = resolve(import.meta.dirname, "../..");

/** The base revision in a worktree; its `node_modules` links to ours but for the workspaces'. */
function checkOutBase(): string {
  const tree = mkdtempSync(join(tmpdir(), "orders-ab-"));
  execFileSync("git", ["-C", ROOT, "worktree", "add", "--detach", "--quiet", tree, BASE]);
  const modules = join(tree, "node_modules");
  mkdirSync(modules);
  for (const entry of readdirSync(join(ROOT, "node_modules"))) {
    if (entry !== "@bangia") {
      symlinkSync(join(ROOT, "node_modules", entry), join(modules, entry));
      continue;
    }
    // The workspaces: the worktree's own (npm links them relatively, e.g. ../../packages/market).
    mkdirSync(join(modules, "@bangia"));
    for (const name of readdirSync(join(ROOT, "node_modules/@bangia")))
      symlinkSync(readlinkSync(join(ROOT, "node_modules/@bangia", name)), join(modules, "@bangia", name));
  }
  return tree;
}

interface Side {
  readonly name: string;
  readonly server: BenchChild<ToServer, FromServer>;
  readonly scratch: ScratchDatabase;
  load: OrderLoad | null;
}

async function start(name: string, tree: string): Promise<Side> {
  if (adminDatabaseUrl === null) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const scratch = await createScratchDatabase(adminDatabaseUrl);
  const server = new BenchChild<ToServer, FromServer>(
    `order bench server (${name})`,
    pathToFileURL(join(tree, "bench/orders/orders-server.ts")),
    { env: { BENCH_ORDERS_DATABASE_URL: scratch.url } },
  );
  const side: Side = { name, server, scratch, load: null };
  const ready = await server.next("ready", 120_000);
  side.load = new OrderLoad(ready.port, ready.names, MARKETABLE_EVERY, CONCURRENCY * 2);
  await side.load.connect(ready.customers, SESSIONS_PER_ACCOUNT);
  await side.load.warmSessions();
  await side.load.closedLoop(CONCURRENCY, 3);
  return side;
}

async function cpuSeconds(side: Side): Promise<number> {
  side.server.send({ type: "gauges" });
  return (await side.server.next("gauges", 30_000)).cpuSeconds;
}

/** One closed-loop window: orders/s, the server's CPU per order, ack p99. */
async function window(side: Side) {
  const load = side.load as OrderLoad;
  const before = await cpuSeconds(side);
  const phase = await load.closedLoop(CONCURRENCY, WINDOW_SECONDS);
  const cpu = (await cpuSeconds(side)) - before;
  return {
    rate: phase.acknowledged / phase.seconds,
    cpuMs: phase.acknowledged === 0 ? NaN : (cpu * 1_000) / phase.acknowledged,
    p99Ms: phase.latency.getValueAtPercentile(99) / 1_000,
  };
}

async function stop(side: Side | null): Promise<void> {
  if (side === null) return;
  await side.load?.close();
  await side.server.stop({ type: "stop" }, 30_000);
  await side.scratch.drop();
}

/**
 * The geometric mean of the rounds' ratios: the window run second in a round does worse (the
 * first's backlog — collections, PostgreSQL's writer — lands on it), and with each side first in
 * half the rounds that bias cancels in the mean of the logs.
 */
const geometricMean = (values: readonly number[]): number =>
  Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);

/** The median too: one window caught in a stall (a collection, a checkpoint) moves the mean. */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const tree = checkOutBase();
let base: Side | null = null;
let ours: Side | null = null;
try {
  console.log(heading(`Order entry: the working tree against ${BASE}, taking turns`));
  for (const line of [...machineLines(), loadLine()]) console.log(line);
  base = await start(BASE, tree);
  ours = await start("ours", ROOT);
  console.log(
    `PostgreSQL, group commit, ${CONCURRENCY} callers in a closed loop, windows of ${WINDOW_SECONDS} s, ${ROUNDS} rounds\n`,
  );
  // One untimed window each, now that both run: the first after the other's start is slow.
  await window(base);
  await window(ours);
  const rows: string[][] = [];
  const ratios = { rate: [] as number[], cpu: [] as number[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const first = round % 2 === 1 ? base : ours;
    const second = first === base ? ours : base;
    const a = await window(first);
    const b = await window(second);
    const [b0, o] = first === base ? [a, b] : [b, a];
    ratios.rate.push(o.rate / b0.rate);
    ratios.cpu.push(o.cpuMs / b0.cpuMs);
    rows.push([
      String(round),
      first.name,
      formatCount(b0.rate),
      formatCount(o.rate),
      `${formatDecimal(b0.cpuMs)} ms`,
      `${formatDecimal(o.cpuMs)} ms`,
      `${formatDecimal(b0.p99Ms)} ms`,
      `${formatDecimal(o.p99Ms)} ms`,
    ]);
  }
  console.log(
    table(
      [
        "round",
        "first",
        `orders/s ${BASE}`,
        "orders/s ours",
        `CPU/order ${BASE}`,
        "CPU/order ours",
        `ack p99 ${BASE}`,
        "ack p99 ours",
      ],
      rows,
    ),
  );
  console.log(
    `\nours ÷ ${BASE} over the rounds: orders/s ${formatRatio(geometricMean(ratios.rate))} (median ${formatRatio(median(ratios.rate))}), server CPU per order ${formatRatio(geometricMean(ratios.cpu))} (median ${formatRatio(median(ratios.cpu))})`,
  );
  console.log(`${loadLine()} (after)`);
} finally {
  await stop(ours);
  await stop(base);
  execFileSync("git", ["-C", ROOT, "worktree", "remove", "--force", tree]);
}
