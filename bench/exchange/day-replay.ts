/**
 * Replays a recorded trading day into a fresh exchange and times it: the whole exchange (rule
 * checks, matching, auctions, statistics, indices, events to one counting listener) with no
 * simulator in the loop. The clock is set to each entry's recorded time, and `tick` runs where
 * the recording stepped the clock, so the exchange sees the very sequence it saw live. The
 * exchange is built outside the clock; a forced collection runs before it starts.
 */
import { ManualClock, MarketExchange } from "@bangia/exchange";
import { performance } from "node:perf_hooks";
import { collectGarbage } from "../engine/throughput";
import { dayTotals, type DayFingerprint, type RecordedDay } from "./recorded-day";

export interface ReplayRound {
  /** Wall seconds for the whole day: every command and every tick. */
  readonly seconds: number;
  /** Of which inside `tick` (session changes, ATO/ATC uncross, index and book flushes). */
  readonly tickSeconds: number;
  readonly fingerprint: DayFingerprint;
}

export interface ReplayResult {
  readonly rounds: readonly ReplayRound[];
  readonly commandsPerSecond: number;
  readonly eventsPerSecond: number;
  /** The median round's wall seconds for the day (upper middle of an even count) and its `tick` time. */
  readonly seconds: number;
  readonly tickSeconds: number;
  /** Slowest round's command rate: what the exchange sustained at worst. */
  readonly slowestCommandsPerSecond: number;
  readonly fingerprint: DayFingerprint;
  /** Differences from the recording's fingerprint in any round; empty when they all agree. */
  readonly differences: readonly string[];
}

function replayOnce(day: RecordedDay): ReplayRound {
  const { times, commands } = day;
  const clock = new ManualClock(times[0] ?? 0);
  const exchange = new MarketExchange({ universe: day.universe, clock });
  let events = 0;
  let trades = 0;
  exchange.subscribe((event) => {
    events++;
    if (event.type === "trade") trades++;
  });
  let rejected = 0;
  let tickMillis = 0;
  const count = commands.length;
  collectGarbage();
  const start = performance.now();
  for (let at = 0; at < count; at++) {
    const time = times[at] ?? 0;
    if (time !== clock.now()) clock.set(time);
    const command = commands[at];
    if (command === null || command === undefined) {
      const tickStart = performance.now();
      exchange.tick();
      tickMillis += performance.now() - tickStart;
    } else if (!exchange.execute(command).ok) rejected++;
  }
  const seconds = (performance.now() - start) / 1_000;
  return {
    seconds,
    tickSeconds: tickMillis / 1_000,
    fingerprint: { events, trades, rejected, ...dayTotals(exchange, day.universe) },
  };
}

function differencesOf(expected: DayFingerprint, actual: DayFingerprint): string[] {
  return (Object.keys(expected) as (keyof DayFingerprint)[])
    .filter((key) => expected[key] !== actual[key])
    .map((key) => `${key} ${actual[key]} instead of ${expected[key]}`);
}

/** `warmUps` untimed replays (the JIT sees every path of the day), then `rounds` timed ones. */
export function measureDayReplay(day: RecordedDay, warmUps: number, rounds: number): ReplayResult {
  const timed: ReplayRound[] = [];
  const differences = new Set<string>();
  for (let round = 0; round < warmUps + rounds; round++) {
    const result = replayOnce(day);
    for (const difference of differencesOf(day.fingerprint, result.fingerprint)) differences.add(difference);
    if (round >= warmUps) timed.push(result);
  }
  const sorted = [...timed].sort((a, b) => a.seconds - b.seconds);
  const middle = sorted[sorted.length >> 1];
  const slowest = sorted[sorted.length - 1];
  if (middle === undefined || slowest === undefined) throw new RangeError("at least one timed round");
  const { seconds } = middle;
  return {
    rounds: timed,
    commandsPerSecond: day.commandCount / seconds,
    eventsPerSecond: middle.fingerprint.events / seconds,
    seconds,
    tickSeconds: middle.tickSeconds,
    slowestCommandsPerSecond: day.commandCount / slowest.seconds,
    fingerprint: middle.fingerprint,
    differences: [...differences],
  };
}
