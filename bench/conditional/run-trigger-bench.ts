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
import {
  ConditionalEngine,
  type EngineHost,
} from "../../apps/server/src/broker/conditional/conditional-engine";
import type { Condition, ConditionalOrder } from "../../apps/server/src/broker/conditional/conditional-order";
import { evaluateTrade } from "../../apps/server/src/broker/conditional/trigger-evaluation";
import { PerformanceObserver, performance, type PerformanceEntry } from "node:perf_hooks";
import { formatRatio, goalsTable, heading, loadLine, machineLines, table, type Goal } from "../engine/report";
import { runTriggerAck } from "./trigger-ack";

const quick = process.argv.includes("--quick");
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length) ?? "all";
const numberArg = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SYMBOLS = 1_000;
const ORDERS = 100_000;
const TRADES = quick ? 20_000 : 200_000;
const NAIVE_TRADES = quick ? 500 : 2_000;
const TICK = 50;
const DAY = "2026-06-02";
const GOAL_P99_MICROS = 20;
const GOAL_ACK_MILLIS = 50;

/** A small deterministic generator (mulberry32), so both sides see the same orders and trades. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${String(i).padStart(4, "0")}`);
const reference = symbols.map((_, i) => 20_000 + 50 * (i % 400));

function armed(rand: () => number, id: number, symbolIndex: number, around: number): ConditionalOrder {
  const offset = (1 + Math.floor(rand() * 60)) * TICK;
  const pick = rand();
  const side = rand() < 0.5 ? "B" : "S";
  let condition: Condition;
  if (pick < 0.5)
    condition = {
      kind: "stop",
      triggerPrice: side === "S" ? around - offset : around + offset,
      relation: side === "S" ? "LTEQ" : "GTEQ",
    };
  else if (pick < 0.8)
    condition = {
      kind: "bracket",
      takeProfit: side === "B" ? around + offset : around - offset,
      stopLoss: side === "B" ? around - offset : around + offset,
      spread: 0,
    };
  else
    condition = { kind: "trailing", distance: { kind: "amount", amount: offset }, spread: 0, best: around };
  return {
    id: String(id),
    account: `A${id % 5_000}`,
    userId: "bench",
    refId: String(id),
    market: "stock",
    kind: condition.kind === "trailing" ? "trailing_stop" : condition.kind === "bracket" ? "sl_tp" : "stop",
    symbol: symbols[symbolIndex] as string,
    side,
    quantity: 100,
    price: around,
    condition,
    fromDate: DAY,
    toDate: "2026-06-30",
    status: "PENDING_TRIGGER",
    filled: 0,
    firedLeg: null,
    parentId: null,
    reason: null,
    children: [],
    createdAt: 0,
    updatedAt: 0,
  };
}

interface Trade {
  readonly symbol: string;
  readonly symbolIndex: number;
  readonly price: number;
}

function trades(count: number): Trade[] {
  const rand = random(7);
  const price = [...reference];
  return Array.from({ length: count }, () => {
    const i = Math.floor(rand() * SYMBOLS);
    const step = rand();
    price[i] = (price[i] as number) + (step < 0.45 ? -TICK : step < 0.9 ? TICK : 0);
    return { symbol: symbols[i] as string, symbolIndex: i, price: price[i] as number };
  });
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

function summary(times: Float64Array) {
  const sorted = times.slice().sort();
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    mean: total / times.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
  };
}

/** Our engine: the trigger index, one onTrade per trade. */
function runEngine(stream: readonly Trade[]) {
  const rand = random(1);
  const engine = new ConditionalEngine();
  let next = 0;
  engine.load(
    Array.from({ length: ORDERS }, () => {
      const s = next % SYMBOLS;
      return armed(rand, next++, s, reference[s] as number);
    }),
    ORDERS,
  );
  let fired = 0;
  let childNo = 0;
  /** Rows the checks wrote (not the re-arming between them): orders, and trailing groups. */
  let timing = false;
  let writes = 0;
  let groupWrites = 0;
  const rearm: ConditionalOrder[] = [];
  const host: EngineHost = {
    now: 0,
    today: DAY,
    holidays: [],
    phaseOf: () => "CONTINUOUS",
    venueOf: () => "HOSE",
    band: () => null,
    settlementDate: (date) => date,
    isSettled: () => true,
    place: () => {
      fired++;
      return { ok: true, orderNo: ++childNo };
    },
    cancelChild: () => {},
    notify: () => {},
    child: () => undefined,
    write: (order) => {
      if (timing) writes++;
      if (order.status === "TRIGGERED") rearm.push(order);
    },
    writeTrailGroup: () => {
      if (timing) groupWrites++;
    },
  };
  // The day's start, as the desk runs it (untimed): nothing expires, and the trailing stops,
  // loaded without the group that holds their best, are written once naming it.
  engine.expireDue(host, null, false);
  const times = new Float64Array(stream.length);
  /** When each trade's timing began, on the performance clock (read outside the timing), for the GC overlap. */
  const began = new Float64Array(stream.length);
  const quiet: number[] = [];
  const firing: number[] = [];
  for (let i = 0; i < stream.length; i++) {
    const trade = stream[i] as Trade;
    const firedBefore = fired;
    timing = true;
    began[i] = performance.now();
    const start = process.hrtime.bigint();
    engine.onTrade({ symbol: trade.symbol, price: trade.price, volume: 100, date: DAY }, host);
    times[i] = Number(process.hrtime.bigint() - start) / 1_000;
    timing = false;
    if (fired === firedBefore) quiet.push(times[i] as number);
    else firing.push(times[i] as number);
    // Outside the timing: what fired is armed again around the price, keeping 100,000 armed.
    for (const order of rearm.splice(0)) {
      const fresh = armed(rand, next++, trade.symbolIndex, trade.price);
      engine.place({ account: order.account, userId: "bench", refId: fresh.id, order: fresh }, host);
    }
  }
  return {
    times,
    began,
    fired,
    quiet: Float64Array.from(quiet),
    firing: Float64Array.from(firing),
    writes,
    groupWrites,
  };
}

/** The naive check: every armed order evaluated against every trade. */
function runNaive(stream: readonly Trade[]) {
  const rand = random(1);
  let next = 0;
  const orders = Array.from({ length: ORDERS }, () => {
    const s = next % SYMBOLS;
    return armed(rand, next++, s, reference[s] as number);
  });
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
  const q = summary(ours.quiet);
  const f = summary(ours.firing);
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
        row("trigger index (ours)", ours.times, ours.fired.toLocaleString("en"), a),
        row("  of which trades that fire nothing", ours.quiet, "0", q),
        row("  of which trades that fire something", ours.firing, ours.fired.toLocaleString("en"), f),
        row("naive scan of every armed order", naive.times, naive.fired.toLocaleString("en"), b),
      ],
    ),
  );
  console.log(
    `\nrows the checks wrote: ${ours.writes.toLocaleString("en")} conditional orders (${ours.fired.toLocaleString("en")} of them fired), ${ours.groupWrites.toLocaleString("en")} trailing groups`,
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
