/**
 * The exchange benchmark: the whole exchange (rule checks, matching, auctions, statistics,
 * indices, events) on the real universe with a manual clock, where the engine benchmark times
 * one order book alone. There is no named peer for a whole exchange, so the figures are set
 * against the published capacity figures of the Vietnamese exchanges instead (the old HOSE
 * system, the 2021 interim system, HNX; sources in docs/performance.md). Prints the tables and
 * the goals; never fails the process on a missed goal.
 *
 *   1. A simulated trading day, recorded once, then replayed into fresh exchanges: commands/s,
 *      events/s and the time for the whole day.
 *   2. An ATO burst: 50,000 orders on the VN30 names in the opening call, then the uncross.
 *
 * `--quick` records only the first half hour of the day and times one round: a smoke run whose
 * numbers are not for quoting.
 */
import {
  formatCount,
  formatDecimal,
  goalsTable,
  heading,
  loadLine,
  machineLines,
  table,
} from "../engine/report";
import { measureBurst } from "./ato-burst";
import { measureDayReplay } from "./day-replay";
import { clockTimeOf, MILLIS_PER_SECOND } from "./market-time";
import { recordDay, type DayPlan } from "./recorded-day";

const quick = process.argv.includes("--quick");

const DAY: DayPlan = {
  date: "2026-02-10",
  from: "08:40",
  until: quick ? "09:30" : "15:05",
  stepMillis: 1_000,
  universeSeed: 11,
  simulatorSeed: 11,
};
const REPLAY_WARM_UPS = quick ? 0 : 1;
const REPLAY_ROUNDS = quick ? 1 : 5;
const BURST = { date: DAY.date, orders: 50_000, atoShare: 0.1, accounts: 500, seed: 20_250_505 };
const BURST_WARM_UPS = quick ? 1 : 3;
const BURST_RUNS = quick ? 3 : 10;

/** HOSE's continuous matching, 09:15–11:30 and 13:00–14:30: the day the averages spread over. */
const CONTINUOUS_SECONDS = 13_500;
const OLD_HOSE_ORDERS_PER_DAY = 900_000;
const INTERIM_ORDERS_PER_DAY = 5_000_000;
const HNX_ORDERS_PER_SECOND = { low: 15_000, high: 20_000 };
/** ≥ 10× the 5M/day average rate, sustained end to end. */
const GOAL_SUSTAINED = 3_700;
const GOAL_BURST_MS = 1_000;

const runs = (count: number, what: string): string => `${count} ${what}${count === 1 ? "" : "s"}`;
const seconds = (value: number): string => `${formatDecimal(value)} s`;
const millis = (value: number): string => `${formatDecimal(value)} ms`;

function main(): void {
  console.log(
    "Exchange benchmark: the whole exchange on the real universe" +
      (quick ? " (quick run, not for quoting)" : ""),
  );
  for (const line of machineLines()) console.log(line);
  console.log(loadLine());

  // 1. A simulated day: record, then replay.
  const day = recordDay(DAY);
  const { fingerprint } = day;
  console.log(heading(`1. A simulated trading day, ${DAY.date} ${DAY.from}–${DAY.until}: throughput`));
  console.log(
    `Universe: ${formatCount(day.universe.instruments.length)} instruments, ${day.universe.indices.length} indices. ` +
      `Recorded in ${seconds(day.recordingSeconds)} (simulator and exchange together, one driver step every ` +
      `${formatCount(DAY.stepMillis)} market ms): ${formatCount(day.commandCount)} commands and ${formatCount(day.tickCount)} clock steps; ` +
      `the exchange rejected ${formatCount(fingerprint.rejected)}.`,
  );
  console.log(
    "Commands: " +
      [...day.commandsByType]
        .sort((a, b) => b[1] - a[1])
        .map(([type, count]) => `${type} ${formatCount(count)}`)
        .join(", ") +
      `. Busiest market minute: ${clockTimeOf(day.busiestMinute.start)}, ${formatCount(day.busiestMinute.commands)} commands ` +
      `(${formatCount(day.busiestMinute.commands / 60)}/s).`,
  );
  console.log(
    `The day produces ${formatCount(fingerprint.events)} events, ${formatCount(fingerprint.trades)} of them trades.`,
  );
  const replay = measureDayReplay(day, REPLAY_WARM_UPS, REPLAY_ROUNDS);
  const rates = replay.rounds.map((round) => day.commandCount / round.seconds);
  console.log(
    `\nReplayed into a fresh exchange: ${runs(REPLAY_WARM_UPS, "untimed round")}, then ${REPLAY_ROUNDS} timed; ` +
      "every event goes to one counting listener. Median round:",
  );
  console.log(
    table(
      [
        "exchange",
        "time for the day",
        "of which in tick",
        "commands/s",
        "rounds min–max",
        "events/s",
        "µs/command",
      ],
      [
        [
          "ours",
          seconds(replay.seconds),
          seconds(replay.tickSeconds),
          formatCount(replay.commandsPerSecond),
          `${formatCount(Math.min(...rates))}–${formatCount(Math.max(...rates))}`,
          formatCount(replay.eventsPerSecond),
          formatDecimal((replay.seconds * 1e6) / day.commandCount),
        ],
      ],
    ),
  );
  console.log(
    replay.differences.length === 0
      ? `guard: every replay ended as the recording did (${formatCount(fingerprint.events)} events, ` +
          `${formatCount(fingerprint.trades)} trades, ${formatCount(fingerprint.totalVolume)} shares matched, no rejection)`
      : `WARNING: a replay differs from the recording: ${replay.differences.join("; ")}`,
  );

  console.log(heading("Against the published capacity figures of the Vietnamese exchanges"));
  console.log(
    "There is no named peer for a whole exchange; these are the market's own figures. " +
      `Average rates spread the day over ${formatCount(CONTINUOUS_SECONDS)} s of continuous matching.`,
  );
  const rate = replay.commandsPerSecond;
  const perDay = (label: string, orders: number): string[] => [
    label,
    formatCount(orders),
    formatCount(orders / CONTINUOUS_SECONDS),
    seconds(orders / rate),
    `${formatCount(rate / (orders / CONTINUOUS_SECONDS))}×`,
  ];
  console.log(
    table(
      ["reference", "orders/day", "average orders/s", "our time for the day", "our rate / average"],
      [
        perDay("old HOSE system, design limit (2000–2021)", OLD_HOSE_ORDERS_PER_DAY),
        perDay("interim FPT system (2021), upper figure", INTERIM_ORDERS_PER_DAY),
        [
          "HNX matching rate (claim, undated)",
          "",
          `${formatCount(HNX_ORDERS_PER_SECOND.low)}–${formatCount(HNX_ORDERS_PER_SECOND.high)}`,
          "",
          `${formatDecimal(rate / HNX_ORDERS_PER_SECOND.high)}–${formatDecimal(rate / HNX_ORDERS_PER_SECOND.low)}×`,
        ],
      ],
    ),
  );

  // 2. ATO burst.
  const burst = measureBurst(day.universe, BURST, BURST_RUNS, BURST_WARM_UPS);
  console.log(
    heading(`2. ATO burst: ${formatCount(burst.orders)} orders in HOSE's opening call, then the uncross`),
  );
  console.log(
    `${formatCount(burst.orders)} orders over ${burst.symbols} VN30 names, entered at 09:00–09:15 ` +
      `(${formatCount(burst.orders - burst.atoOrders)} LO on valid ticks inside the band, ${formatCount(burst.atoOrders)} ATO, ` +
      `board lots), then clock.set(09:15) and tick(). ${runs(BURST_WARM_UPS, "untimed run")}, then ${BURST_RUNS} timed, each on a fresh exchange.`,
  );
  console.log(
    table(
      ["step", "median", "slowest", "orders/s (median)"],
      [
        [
          `entry of ${formatCount(burst.orders)} orders`,
          millis(burst.entryMedianMs),
          millis(burst.entryMaxMs),
          formatCount((burst.orders * MILLIS_PER_SECOND) / burst.entryMedianMs),
        ],
        ["09:15 uncross (tick)", millis(burst.uncrossMedianMs), millis(burst.uncrossMaxMs), ""],
        [
          "entry + uncross",
          millis(burst.entryMedianMs + burst.uncrossMedianMs),
          millis(burst.entryMaxMs + burst.uncrossMaxMs),
          "",
        ],
      ],
    ),
  );
  console.log(
    `The uncross opened ${burst.opened} of ${burst.symbols} names with ${formatCount(burst.trades)} trades; ` +
      `${formatCount(burst.events)} events in a run. Rejected over all runs: ${formatCount(burst.rejected)}.`,
  );

  // Goals.
  const burstPassed = burst.entryMaxMs < GOAL_BURST_MS && burst.rejected === 0;
  console.log(heading("Goals"));
  console.log(
    goalsTable([
      {
        goal: `≥ ${formatCount(GOAL_SUSTAINED)} orders/s sustained end to end (slowest replay of the day)`,
        measured: `${formatCount(replay.slowestCommandsPerSecond)} commands/s`,
        passed: replay.slowestCommandsPerSecond >= GOAL_SUSTAINED && replay.differences.length === 0,
      },
      {
        goal: `${formatCount(burst.orders)}-order burst absorbed in < 1 s, none lost (slowest entry)`,
        measured: `${millis(burst.entryMaxMs)}, ${formatCount(burst.rejected)} rejected`,
        passed: burstPassed,
      },
    ]),
  );
  console.log(
    "\nEnd to end here means every command through the exchange's own checks, matching and publication, " +
      "to one listener in the same process: no journal, network or broker in the path.",
  );
  console.log(`\n${loadLine()}`);
}

main();
