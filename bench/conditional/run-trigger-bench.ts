/**
 * The conditional-order trigger check: 100,000 armed orders over 1,000 symbols (stops both ways,
 * SL/TP brackets, trailing stops), a stream of trades walking each symbol's price tick by tick,
 * and the engine's check per trade — against a naive scan that evaluates every armed order for
 * every trade, on the same orders and the same trades, in the same run.
 *
 * The engine runs with a host that places nothing (every child "placed" at once): what is timed
 * is the check and the bookkeeping of what fires, not the order desk. Fired orders are armed
 * again at a fresh level so the book stays at 100,000 through the run.
 *
 *   node --import tsx bench/conditional/run-trigger-bench.ts [--quick]
 */
import { ConditionalEngine } from "../../apps/server/src/broker/conditional/conditional-engine";
import type { ConditionalOrder } from "../../apps/server/src/broker/conditional/conditional-order";
import { evaluateTrade } from "../../apps/server/src/broker/conditional/trigger-evaluation";
import { PerformanceObserver, performance, type PerformanceEntry } from "node:perf_hooks";
import { formatRatio, goalsTable, heading, loadLine, machineLines, table, type Goal } from "../engine/report";
import { runTriggerAck } from "./trigger-ack";
import {
  armed,
  armedBook,
  DAY,
  EngineRun,
  ORDERS,
  random,
  summary,
  SYMBOLS,
  trades,
  type Trade,
} from "./trigger-workload";

const quick = process.argv.includes("--quick");
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length) ?? "all";
const numberArg = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const TRADES = quick ? 20_000 : 200_000;
const NAIVE_TRADES = quick ? 500 : 2_000;
const GOAL_P99_MICROS = 20;
const GOAL_ACK_MILLIS = 50;

/** Our engine: the trigger index, one onTrade per trade. */
function runEngine(stream: readonly Trade[]): EngineRun {
  const run = new EngineRun(new ConditionalEngine(), stream);
  run.runTo(stream.length);
  return run;
}

/** The naive check: every armed order evaluated against every trade. */
function runNaive(stream: readonly Trade[]) {
  const rand = random(1);
  const orders = armedBook(rand);
  let next = orders.length;
  const times = new Float64Array(stream.length);
  let fired = 0;
  for (let i = 0; i < stream.length; i++) {
    const trade = stream[i] as Trade;
    const start = process.hrtime.bigint();
    for (let j = 0; j < orders.length; j++) {
      const evaluation = evaluateTrade(orders[j] as ConditionalOrder, {
        symbol: trade.symbol,
        price: trade.price,
        volume: 100,
        date: DAY,
        phase: "CONTINUOUS",
      });
      if (evaluation.fired) {
        fired++;
        orders[j] = armed(rand, next++, trade.symbolIndex, trade.price);
      } else if (evaluation.order !== orders[j]) orders[j] = evaluation.order;
    }
    times[i] = Number(process.hrtime.bigint() - start) / 1_000;
  }
  return { times, fired };
}

/** The garbage collections from now until `stop` is called (the observer reports them a turn later). */
function watchGc(): () => Promise<PerformanceEntry[]> {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    return entries;
  };
}

/** The trigger check per trade, ours against the naive scan: its table, and its goal. */
async function checkPart(): Promise<Goal> {
  const stream = trades(TRADES);
  console.log(heading("Conditional orders: the trigger check per trade"));
  for (const line of [...machineLines(), loadLine()]) console.log(line);
  console.log(
    `${ORDERS.toLocaleString("en")} armed orders over ${SYMBOLS.toLocaleString("en")} symbols; ${TRADES.toLocaleString("en")} trades (naive: the first ${NAIVE_TRADES.toLocaleString("en")})${quick ? " — quick run, not figures" : ""}\n`,
  );
  // Warm both paths once on a short stream, then measure.
  runEngine(stream.slice(0, 2_000));
  runNaive(stream.slice(0, 50));
  const stopGc = watchGc();
  const ours = runEngine(stream);
  const collections = await stopGc();
  const naive = runNaive(stream.slice(0, NAIVE_TRADES));
  const a = summary(ours.times);
  const quiet = ours.timesWhere(false);
  const firing = ours.timesWhere(true);
  const q = summary(quiet);
  const f = summary(firing);
  const b = summary(naive.times);
  const us = (value: number) => `${value.toFixed(2)} µs`;
  const row = (name: string, times: Float64Array, fired: string, s: ReturnType<typeof summary>) => [
    name,
    times.length.toLocaleString("en"),
    fired,
    us(s.mean),
    us(s.p50),
    us(s.p99),
    us(s.max),
  ];
  console.log(
    table(
      ["check", "trades", "fired", "mean", "p50", "p99", "max"],
      [
        row("trigger index (ours)", ours.times, ours.fires.toLocaleString("en"), a),
        row("  of which trades that fire nothing", quiet, "0", q),
        row("  of which trades that fire something", firing, ours.fires.toLocaleString("en"), f),
        row("naive scan of every armed order", naive.times, naive.fired.toLocaleString("en"), b),
      ],
    ),
  );
  console.log(
    `\nrows the checks wrote: ${ours.writes.toLocaleString("en")} conditional orders (${ours.fires.toLocaleString("en")} of them fired), ${ours.groupWrites.toLocaleString("en")} trailing groups`,
  );
  // The collections inside the timed run (warm-up and naive scan excluded), and the trades at or
  // above the p99 that one overlapped (a trade's start and time against each collection's span).
  const first = ours.began[0] as number;
  const last =
    (ours.began[ours.began.length - 1] as number) + (ours.times[ours.times.length - 1] as number) / 1_000;
  const inRun = collections.filter((gc) => gc.startTime + gc.duration >= first && gc.startTime <= last);
  let overlapped = 0;
  let slow = 0;
  for (let i = 0; i < ours.times.length; i++) {
    if ((ours.times[i] as number) < a.p99) continue;
    slow++;
    const from = ours.began[i] as number;
    const to = from + (ours.times[i] as number) / 1_000;
    if (inRun.some((gc) => gc.startTime <= to && gc.startTime + gc.duration >= from)) overlapped++;
  }
  const gcMillis = inRun.reduce((sum, gc) => sum + gc.duration, 0);
  console.log(
    `garbage collections in the timed run: ${inRun.length} (${gcMillis.toFixed(1)} ms in all); trades at or above the p99 that overlapped one: ${overlapped} of ${slow.toLocaleString("en")}`,
  );
  console.log(
    `naive ÷ ours, same run: mean ${formatRatio(b.mean / a.mean)}, p50 ${formatRatio(b.p50 / a.p50)}, p99 ${formatRatio(b.p99 / a.p99)}`,
  );
  console.log(`${loadLine()} (after)\n`);
  return {
    goal: `trigger check p99 < ${GOAL_P99_MICROS} µs per trade (every trade, firing included)`,
    measured: us(a.p99),
    passed: a.p99 < GOAL_P99_MICROS,
  };
}

/** Trigger to acknowledgement on a database (trigger-ack.ts): its table, and its goal. */
async function ackPart(): Promise<Goal> {
  const databaseUrl = process.env["DATABASE_URL"]?.trim() || null;
  const armed = numberArg("armed", quick ? 2_000 : 100_000);
  const crossings = numberArg("crossings", quick ? 50 : 300);
  console.log(heading("Conditional orders: crossing trade to the child's acknowledgement on disk"));
  console.log(loadLine());
  const started = performance.now();
  const result = await runTriggerAck({ databaseUrl, armed, crossings, tradeRate: numberArg("rate", 200) });
  const seconds = (performance.now() - started) / 1_000;
  console.log(
    `database: ${result.backend}\n${result.armed.toLocaleString("en")} armed in the background; ${crossings.toLocaleString("en")} crossings, one at a time, under ${result.backgroundTrades.toLocaleString("en")} crowd trades (${seconds.toFixed(0)} s)${quick ? " — quick run, not figures" : ""}\n`,
  );
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const t = summary(result.triggered);
  const k = summary(result.accepted);
  console.log(
    table(
      ["from the crossing trade to", "p50", "p99", "max"],
      [
        ["the child on disk (conditional.triggered)", ms(t.p50), ms(t.p99), ms(t.max)],
        ["the exchange's ack on disk (child PENDING)", ms(k.p50), ms(k.p99), ms(k.max)],
      ],
    ),
  );
  console.log(`${loadLine()} (after)\n`);
  const postgres = databaseUrl !== null;
  return {
    goal: `trigger to the child's acknowledgement on disk p99 < ${GOAL_ACK_MILLIS} ms on PostgreSQL`,
    measured: postgres ? ms(k.p99) : `${ms(k.p99)} on PGlite`,
    passed: postgres ? k.p99 < GOAL_ACK_MILLIS : null,
  };
}

const goals: Goal[] = [];
if (only !== "ack") goals.push(await checkPart());
if (only !== "check") goals.push(await ackPart());
console.log(goalsTable(goals));
