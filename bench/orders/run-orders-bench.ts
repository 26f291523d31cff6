/**
 * The order-entry benchmark: order entry end to end over HTTP on loopback. A real server process
 * (orders-server.ts: createServerDeps + buildApp, the demo market, the demo customers) takes
 * `Web.newOrder` calls from several logged-in sessions of the demo customers (order-load.ts):
 * limit buys at the floor that rest, and every tenth a buy at the ceiling that trades at once
 * (the server keeps an ask standing at each name's ceiling, so one always can).
 * The order desk commits each order to the database before it answers, so every acknowledged
 * order is durable.
 *
 * Per backend — PGlite (embedded) and PostgreSQL (a scratch database on the server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL) — it runs the desk with group commit (its default
 * batch) and the naive baseline (maxBatch 1: one commit per order) in the same run, each on a
 * fresh server and database, and measures:
 * - durable orders/s with 64 callers in a closed loop, and their acknowledgement latency;
 * - acknowledgement latency p50/p99 at a fixed 2,000 orders/s (open loop, timed from the instant
 *   each order was due) — or, when the closed loop's capacity is below that, at half the capacity,
 *   printed beside the goals and never as passing them;
 * - order-to-fill-notice latency: from the send of a marketable order to its "F"/"P" notice on
 *   the account's socket (`regsorder`).
 * It prints the group-commit/naive ratios per backend and PASS/FAIL per goal (on PostgreSQL:
 * ≥ 2,000 durable orders/s, p99 < 20 ms, fill notice p99 < 50 ms). A phase that acknowledged
 * nothing prints "nothing measured", never 0. Never fails the process on a missed goal.
 *
 * `--quick`: 3 s phases (a smoke run, not figures). `--backend=embedded|postgres`: one backend.
 * `--commit=group|naive`: one desk mode. `--rate=N`, `--concurrency=N`, `--seconds=N`.
 * `--profile=<folder>`: the server processes write CPU profiles (node --cpu-prof) there.
 * Each loop's table also gives the server's event-loop delay over it (p99, max): the stalls an
 * order waits behind beside its batch; and who used the cores over it (machine-cpu.ts): the
 * server, the local PostgreSQL, the load generator and the whole machine.
 */
import type { Histogram } from "hdr-histogram-js";
import {
  formatCount,
  formatDecimal,
  formatRatio,
  goalsTable,
  heading,
  loadLine,
  machineLines,
  table,
  type Goal,
} from "../engine/report";
import { BenchChild } from "../fanout/child-process";
import { cpuShares, readCpu, type CpuShares } from "./machine-cpu";
import { OrderLoad, type PhaseResult } from "./order-load";
import type { FromServer, ToServer } from "./orders-protocol";
import {
  adminDatabaseUrl,
  createScratchDatabase,
  describeServer,
  type ScratchDatabase,
} from "./scratch-database";

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes("--quick");
const PHASE_SECONDS = Number(option("seconds") ?? (quick ? "3" : "8"));
const WARM_UP_SECONDS = quick ? 1 : 3;
const GOAL_RATE = 2_000;
const RATE = Number(option("rate") ?? String(GOAL_RATE));
const CONCURRENCY = Number(option("concurrency") ?? "64");
/** Sessions per account: each customer is logged in this many times per account. */
const SESSIONS_PER_ACCOUNT = 2;
/** Every 10th order is marketable (a buy at the ceiling). */
const MARKETABLE_EVERY = 10;
const GOAL_P99_MS = 20;
const GOAL_NOTICE_P99_MS = 50;
const profileDir = option("profile");
/** The open loop runs at the goal's rate only when the closed loop acknowledged at least this share of it. */
const OPEN_LOOP_HEADROOM = 0.9;
/**
 * Below that, the open loop runs at this share of the measured capacity instead: the closed
 * loop's latency is its callers' queue (64 callers ÷ orders/s, Little's law), so a latency the
 * server gives when it is not saturated needs an open loop it can keep up with.
 */
const SUSTAINABLE_SHARE = 0.5;

type Backend = "embedded" | "postgres";
type Commit = "group" | "naive";
const BACKEND_NAMES: Record<Backend, string> = { embedded: "PGlite (embedded)", postgres: "PostgreSQL" };
/** The desk's own default batch (order-desk.ts), and the naive baseline's one order per commit. */
const MAX_BATCH: Record<Commit, number | null> = { group: null, naive: 1 };

interface CaseResult {
  readonly backend: Backend;
  readonly commit: Commit;
  readonly maxBatch: number;
  readonly closed: PhaseResult;
  readonly open: PhaseResult | null;
  /** The open loop's offered rate: the goal's, or a sustainable share of the capacity. */
  readonly openRate: number;
  /**
   * Orders acknowledged over the whole case (the warm-up and the server's standing asks
   * included), and the database's count after.
   */
  readonly acknowledged: number;
  readonly onDisk: number;
  readonly serverCpuSeconds: number;
  /** The server's CPU seconds over the closed loop alone (asked for at its start and end). */
  readonly closedCpuSeconds: number;
  /** The server's event-loop delay over each loop, ms. */
  readonly closedLoopDelay: LoopDelay;
  readonly openLoopDelay: LoopDelay | null;
  /** Who used the cores over each loop (the server's share from its own gauge). */
  readonly closedMachine: MachineUse;
  readonly openMachine: MachineUse | null;
}

interface MachineUse {
  readonly serverCores: number;
  readonly others: CpuShares | null;
}

/** The server's own gauges over one loop: its event loop's delay, and the calls' time inside it. */
interface LoopDelay {
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly inServerP50Ms: number | null;
  readonly inServerP99Ms: number | null;
}

async function runCase(backend: Backend, commit: Commit): Promise<CaseResult | string> {
  let scratch: ScratchDatabase | null = null;
  if (backend === "postgres") {
    if (adminDatabaseUrl === null) return "no BENCH_DATABASE_URL or TEST_DATABASE_URL";
    scratch = await createScratchDatabase(adminDatabaseUrl);
  }
  const maxBatch = MAX_BATCH[commit];
  const server = new BenchChild<ToServer, FromServer>(
    `order bench server (${backend}, ${commit})`,
    new URL("./orders-server.ts", import.meta.url),
    {
      env: {
        BENCH_ORDERS_DATABASE_URL: scratch?.url ?? "",
        ...(maxBatch === null ? {} : { BENCH_ORDERS_MAX_BATCH: String(maxBatch) }),
      },
      execArgv: profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
    },
  );
  let load: OrderLoad | null = null;
  try {
    const ready = await server.next("ready", 120_000);
    load = new OrderLoad(ready.port, ready.names, MARKETABLE_EVERY, CONCURRENCY * 2);
    const step = (what: string): void => {
      process.stderr.write(`  ${backend}/${commit}: ${what}\n`);
    };
    step("logging in");
    await load.connect(ready.customers, SESSIONS_PER_ACCOUNT);
    step(`${load.sessions.length} sessions; first orders`);
    await load.warmSessions();
    step("warm-up");
    const warm = await load.closedLoop(CONCURRENCY, WARM_UP_SECONDS);
    step("closed loop");
    /** The server's CPU since ready, and its loop's delay since the last ask. */
    const gauges = async () => {
      server.send({ type: "gauges" });
      const answer = await server.next("gauges", 30_000);
      return {
        cpuSeconds: answer.cpuSeconds,
        loopDelay: {
          p99Ms: answer.loopDelayP99Ms,
          maxMs: answer.loopDelayMaxMs,
          inServerP50Ms: answer.inServerP50Ms,
          inServerP99Ms: answer.inServerP99Ms,
        },
      };
    };
    const before = await gauges();
    const closedStart = readCpu();
    const closed = await load.closedLoop(CONCURRENCY, PHASE_SECONDS);
    const closedOthers = cpuShares(closedStart, readCpu());
    const afterClosed = await gauges();
    const closedCpuSeconds = afterClosed.cpuSeconds - before.cpuSeconds;
    // Below the offered rate the open loop would only time a queue growing for the whole window
    // (and take minutes to drain): it is not run, and says so.
    const capacity = closed.acknowledged / closed.seconds;
    const openRate =
      capacity >= RATE * OPEN_LOOP_HEADROOM ? RATE : Math.floor((capacity * SUSTAINABLE_SHARE) / 10) * 10;
    let open: PhaseResult | null = null;
    let openLoopDelay: LoopDelay | null = null;
    let openMachine: MachineUse | null = null;
    if (openRate > 0) {
      step(
        `open loop at ${openRate}/s${openRate < RATE ? ` (capacity ${Math.round(capacity)}/s < ${RATE}/s)` : ""}`,
      );
      const openStart = await gauges();
      const openCpuStart = readCpu();
      open = await load.openLoop(openRate, PHASE_SECONDS);
      const openOthers = cpuShares(openCpuStart, readCpu());
      const openEnd = await gauges();
      openLoopDelay = openEnd.loopDelay;
      openMachine = {
        serverCores: (openEnd.cpuSeconds - openStart.cpuSeconds) / open.seconds,
        others: openOthers,
      };
    } else step("open loop not run: nothing acknowledged");
    step("counting the orders on disk");
    server.send({ type: "stats" });
    const stats = await server.next("stats", 120_000);
    process.stderr.write(
      `  ${backend}/${commit}: ${load.sessions.length} sessions, ${ready.names.length} names, batch ${ready.maxBatch}\n`,
    );
    return {
      backend,
      commit,
      maxBatch: ready.maxBatch,
      closed,
      open,
      openRate,
      acknowledged:
        ready.standingAsks +
        load.sessions.length +
        warm.acknowledged +
        closed.acknowledged +
        (open?.acknowledged ?? 0),
      onDisk: stats.orders,
      serverCpuSeconds: stats.cpuSeconds,
      closedCpuSeconds,
      closedLoopDelay: afterClosed.loopDelay,
      openLoopDelay,
      closedMachine: { serverCores: closedCpuSeconds / closed.seconds, others: closedOthers },
      openMachine,
    };
  } finally {
    await load?.close();
    await server.stop({ type: "stop" }, 30_000);
    await scratch?.drop();
  }
}

const NOTHING = "nothing measured";
const ms = (histogram: Histogram, percentile: number): number =>
  histogram.getValueAtPercentile(percentile) / 1_000;
const formatMs = (value: number): string => `${formatDecimal(value)} ms`;
const loopDelayCells = (delay: LoopDelay | null): string[] =>
  delay === null ? ["", ""] : [formatMs(delay.p99Ms), formatMs(delay.maxMs)];
const inServerCells = (delay: LoopDelay | null): string[] =>
  [delay?.inServerP50Ms, delay?.inServerP99Ms].map((value) =>
    value === undefined || value === null ? "" : formatMs(value),
  );
const MACHINE_HEADERS = ["server CPU", "PostgreSQL CPU", "generator CPU", "machine busy"];
const percentOfCore = (cores: number): string => `${Math.round(cores * 100)}% of a core`;
function machineCells(use: MachineUse | null): string[] {
  if (use === null) return ["", "", "", ""];
  const others = use.others;
  return [
    percentOfCore(use.serverCores),
    ...(others === null
      ? ["unknown", "unknown", "unknown"]
      : [
          others.postgres === null ? "not on this machine" : percentOfCore(others.postgres),
          percentOfCore(others.generator),
          `${Math.round(others.machine * 100)}% of ${others.cores} cores`,
        ]),
  ];
}
const rate = (phase: PhaseResult): number => phase.acknowledged / phase.seconds;

function refusals(phase: PhaseResult): string {
  const parts = [...phase.refused].map(([rc, n]) => `${formatCount(n)} rc ${rc}`);
  if (phase.failed > 0) parts.push(`${formatCount(phase.failed)} failed`);
  return parts.length === 0 ? "none" : parts.join(", ");
}

const NOT_RUN = "not run (nothing acknowledged)";

function latencyCells(phase: PhaseResult | null): string[] {
  if (phase === null) return [NOT_RUN, "", "", ""];
  if (phase.acknowledged === 0) return [NOTHING, "", "", ""];
  return [
    formatCount(rate(phase)),
    formatMs(ms(phase.latency, 50)),
    formatMs(ms(phase.latency, 99)),
    formatMs(phase.latency.maxValue / 1_000),
  ];
}

function noticeCells(phase: PhaseResult | null): string[] {
  if (phase === null) return ["", "", "", ""];
  const received = phase.marketable - phase.noticesMissing;
  if (received === 0) return [NOTHING, "", "", ""];
  return [
    `${formatCount(received)} of ${formatCount(phase.marketable)}`,
    formatMs(ms(phase.fillNotices, 50)),
    formatMs(ms(phase.fillNotices, 99)),
    formatMs(phase.fillNotices.maxValue / 1_000),
  ];
}

function label(result: CaseResult): [string, string] {
  return [
    BACKEND_NAMES[result.backend],
    result.commit === "group" ? `group (≤ ${result.maxBatch})` : "naive (1 per commit)",
  ];
}

async function main(): Promise<void> {
  const onlyBackend = option("backend") as Backend | undefined;
  const onlyCommit = option("commit") as Commit | undefined;
  const backends = (["embedded", "postgres"] as const).filter(
    (b) => onlyBackend === undefined || b === onlyBackend,
  );
  const commits = (["group", "naive"] as const).filter((c) => onlyCommit === undefined || c === onlyCommit);

  console.log(heading("Order entry over HTTP: durable orders/s, acknowledgement and fill-notice latency"));
  for (const line of machineLines()) console.log(line);
  console.log(loadLine());
  console.log(
    `Phases: ${WARM_UP_SECONDS} s warm-up, ${PHASE_SECONDS} s closed loop (${CONCURRENCY} callers), ` +
      `${PHASE_SECONDS} s open loop at ${formatCount(RATE)} orders/s; every ${MARKETABLE_EVERY}th order marketable` +
      (quick ? " (--quick: a smoke run, not figures)" : ""),
  );
  if (adminDatabaseUrl !== null)
    console.log(`PostgreSQL: scratch databases on ${describeServer(adminDatabaseUrl)}`);

  const results: CaseResult[] = [];
  const skipped: string[] = [];
  for (const backend of backends)
    for (const commit of commits) {
      process.stderr.write(`running ${backend}, ${commit} commit…\n`);
      const outcome = await runCase(backend, commit);
      if (typeof outcome === "string") {
        skipped.push(`${BACKEND_NAMES[backend]}, ${commit}: not run (${outcome})`);
        break;
      }
      results.push(outcome);
    }

  console.log("");
  console.log(`Closed loop, ${CONCURRENCY} callers: the most durable orders per second`);
  console.log(
    table(
      [
        "backend",
        "commit",
        "orders/s",
        "ack p50",
        "ack p99",
        "ack max",
        "refused",
        "on disk / acked",
        "fill notices",
        "notice p50",
        "notice p99",
        "notice max",
        "server CPU/order",
        ...MACHINE_HEADERS,
        "loop delay p99",
        "loop delay max",
        "in server p50",
        "in server p99",
      ],
      results.map((r) => [
        ...label(r),
        ...latencyCells(r.closed),
        refusals(r.closed),
        `${formatCount(r.onDisk)} / ${formatCount(r.acknowledged)}`,
        ...noticeCells(r.closed),
        r.closed.acknowledged === 0
          ? NOTHING
          : `${formatDecimal((r.closedCpuSeconds * 1000) / r.closed.acknowledged)} ms`,
        ...machineCells(r.closedMachine),
        ...loopDelayCells(r.closedLoopDelay),
        ...inServerCells(r.closedLoopDelay),
      ]),
    ),
  );
  console.log("");
  console.log(
    `Open loop at ${formatCount(RATE)} orders/s offered (or ${SUSTAINABLE_SHARE * 100}% of the closed loop's capacity when that is below it): latency from each order's due instant`,
  );
  console.log(
    table(
      [
        "backend",
        "commit",
        "offered/s",
        "acked/s",
        "ack p50",
        "ack p99",
        "ack max",
        "refused",
        "fill notices",
        "notice p50",
        "notice p99",
        "notice max",
        ...MACHINE_HEADERS,
        "loop delay p99",
        "loop delay max",
        "in server p50",
        "in server p99",
      ],
      results.map((r) => [
        ...label(r),
        formatCount(r.openRate),
        ...latencyCells(r.open),
        r.open === null ? "" : refusals(r.open),
        ...noticeCells(r.open),
        ...machineCells(r.openMachine),
        ...loopDelayCells(r.openLoopDelay),
        ...inServerCells(r.openLoopDelay),
      ]),
    ),
  );
  for (const line of skipped) console.log(line);

  console.log("");
  console.log("Group commit against the naive baseline (one commit per order), same run");
  const ratioRows: string[][] = [];
  for (const backend of backends) {
    const group = results.find((r) => r.backend === backend && r.commit === "group");
    const naive = results.find((r) => r.backend === backend && r.commit === "naive");
    if (
      group === undefined ||
      naive === undefined ||
      group.closed.acknowledged === 0 ||
      naive.closed.acknowledged === 0
    ) {
      ratioRows.push([BACKEND_NAMES[backend], NOTHING, "", ""]);
      continue;
    }
    const p99 = (r: CaseResult): number | null =>
      r.open === null || r.open.acknowledged === 0 || r.openRate !== RATE ? null : ms(r.open.latency, 99);
    const groupP99 = p99(group);
    const naiveP99 = p99(naive);
    ratioRows.push([
      BACKEND_NAMES[backend],
      formatRatio(rate(group.closed) / rate(naive.closed)),
      formatRatio(ms(naive.closed.latency, 99) / ms(group.closed.latency, 99)),
      groupP99 === null || naiveP99 === null ? "not both run" : formatRatio(naiveP99 / groupP99),
      `${formatDecimal(group.serverCpuSeconds)} s / ${formatDecimal(naive.serverCpuSeconds)} s`,
    ]);
  }
  console.log(
    table(
      [
        "backend",
        "orders/s: group ÷ naive",
        "closed-loop p99: naive ÷ group",
        `p99 at ${formatCount(RATE)}/s: naive ÷ group`,
        "server CPU group / naive",
      ],
      ratioRows,
    ),
  );

  const pg = results.find((r) => r.backend === "postgres" && r.commit === "group");
  // The goals are read at the goal's rate only: a run at `--rate` below it, or one whose open loop
  // fell back to a share of the capacity, shows its figures beside the goal, never as passing it.
  const atGoalRate = pg !== undefined && RATE >= GOAL_RATE && pg.openRate === RATE;
  const pgOpen = atGoalRate ? (pg?.open ?? null) : null;
  const sustained = pg !== undefined && !atGoalRate ? pg.open : null;
  const sustainedNote = (phase: PhaseResult, figure: (phase: PhaseResult) => string): string =>
    `; at ${formatCount(pg?.openRate ?? 0)}/s${pg?.openRate === RATE ? "" : ` (${SUSTAINABLE_SHARE * 100}% of capacity)`}: ${figure(phase)}`;
  const notices = pgOpen ?? sustained;
  const noticeFigure = (phase: PhaseResult): string =>
    `p99 ${formatMs(ms(phase.fillNotices, 99))} (${formatCount(phase.marketable - phase.noticesMissing)} notices, ${formatCount(phase.noticesMissing)} missing)`;
  const ackFigure = (phase: PhaseResult): string => `ack p99 ${formatMs(ms(phase.latency, 99))}`;
  function ackGoal(): Pick<Goal, "measured" | "passed"> {
    if (pg === undefined || pg.closed.acknowledged === 0) return { measured: NOTHING, passed: null };
    const beside =
      sustained === null || sustained.acknowledged === 0 ? "" : sustainedNote(sustained, ackFigure);
    if (RATE < GOAL_RATE) return { measured: `not run at the goal's rate${beside}`, passed: null };
    if (pgOpen === null)
      return {
        measured: `capacity ${formatCount(rate(pg.closed))} orders/s < ${formatCount(RATE)}/s${beside}`,
        passed: false,
      };
    if (pgOpen.acknowledged === 0) return { measured: NOTHING, passed: null };
    return {
      measured: `${formatMs(ms(pgOpen.latency, 99))} (acked ${formatCount(rate(pgOpen))}/s)`,
      passed: ms(pgOpen.latency, 99) < GOAL_P99_MS && pgOpen.refused.size === 0 && pgOpen.failed === 0,
    };
  }
  function noticeGoal(): Pick<Goal, "measured" | "passed"> {
    if (notices === null || notices.marketable === notices.noticesMissing)
      return { measured: NOTHING, passed: null };
    if (!atGoalRate) {
      const measured = `not at the goal's rate${sustainedNote(notices, noticeFigure)}`;
      // Below the capacity the goal's rate was not reached: missed. A `--rate` below it: not read.
      return { measured, passed: RATE < GOAL_RATE ? null : false };
    }
    return {
      measured: noticeFigure(notices),
      passed: ms(notices.fillNotices, 99) < GOAL_NOTICE_P99_MS && notices.noticesMissing === 0,
    };
  }
  const goals: Goal[] = [
    {
      goal: `PostgreSQL, group commit: ≥ ${formatCount(GOAL_RATE)} durable orders/s`,
      measured:
        pg === undefined || pg.closed.acknowledged === 0
          ? NOTHING
          : `${formatCount(rate(pg.closed))} orders/s`,
      passed: pg === undefined || pg.closed.acknowledged === 0 ? null : rate(pg.closed) >= GOAL_RATE,
    },
    {
      goal: `PostgreSQL, group commit: ack p99 < ${GOAL_P99_MS} ms at ${formatCount(GOAL_RATE)} orders/s`,
      ...ackGoal(),
    },
    {
      goal: `PostgreSQL, group commit: order-to-fill-notice p99 < ${GOAL_NOTICE_P99_MS} ms at ${formatCount(GOAL_RATE)} orders/s`,
      ...noticeGoal(),
    },
  ];
  console.log("");
  console.log("Goals");
  console.log(goalsTable(goals));
  const lost = results.filter((r) => r.onDisk < r.acknowledged);
  for (const r of lost)
    console.log(
      `WARNING ${label(r).join(", ")}: ${r.acknowledged - r.onDisk} acknowledged orders are not on disk`,
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `order bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
