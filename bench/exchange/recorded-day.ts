/**
 * Records the command stream of one simulated trading day on the real universe, so the timed
 * replay (`day-replay.ts`) costs only the exchange, not the simulated crowd that decides what to
 * send. The simulator drives a first exchange through a small recording wrapper that stands
 * between it and the exchange, exactly where `MarketDriver` plugs the exchange in: every clock
 * step (`tick`) and every command (`execute`) is kept with the clock time it happened at.
 */
import { epochMillisAt } from "@bangia/market";
import {
  buildUniverse,
  ManualClock,
  MarketDriver,
  MarketExchange,
  MarketSimulator,
  type CommandResult,
  type InstrumentUniverse,
  type OrderCommand,
  type OrderEntry,
  type Tickable,
} from "@bangia/exchange";
import { readReferenceData } from "@bangia/market/node";
import { performance } from "node:perf_hooks";

export interface DayPlan {
  /** Exchange date, YYYY-MM-DD (a trading day). */
  readonly date: string;
  /** Exchange times "HH:MM" of the first and last clock step. */
  readonly from: string;
  readonly until: string;
  /** Market milliseconds between two driver steps. */
  readonly stepMillis: number;
  readonly universeSeed: number;
  readonly simulatorSeed: number;
}

/** What the day's exchange ended with: the replay must end with the same. */
export interface DayFingerprint {
  readonly events: number;
  readonly trades: number;
  readonly rejected: number;
  /** Sums over every symbol's day: board-lot volume, trade count, closing prices. */
  readonly totalVolume: number;
  readonly tradeCount: number;
  readonly closes: number;
}

export interface RecordedDay {
  readonly plan: DayPlan;
  readonly universe: InstrumentUniverse;
  /** Clock time of each entry, epoch milliseconds, never decreasing. */
  readonly times: readonly number[];
  /** The command at each entry, or null where the driver stepped the clock (a `tick`). */
  readonly commands: readonly (OrderCommand | null)[];
  readonly commandCount: number;
  readonly tickCount: number;
  readonly commandsByType: ReadonlyMap<OrderCommand["type"], number>;
  /** Most commands the market sent within one market minute, and which minute. */
  readonly busiestMinute: { readonly start: number; readonly commands: number };
  readonly fingerprint: DayFingerprint;
  /** Wall seconds the recording took (simulator and exchange together). */
  readonly recordingSeconds: number;
}

/** The exchange as the driver and the simulator reach it, with everything passing through kept. */
class RecordingEntry implements OrderEntry, Tickable {
  readonly times: number[] = [];
  readonly commands: (OrderCommand | null)[] = [];
  rejected = 0;

  constructor(
    readonly clock: ManualClock,
    readonly exchange: MarketExchange,
  ) {}

  tick(): void {
    this.times.push(this.clock.now());
    this.commands.push(null);
    this.exchange.tick();
  }

  execute(command: OrderCommand): CommandResult {
    this.times.push(this.clock.now());
    this.commands.push(command);
    const result = this.exchange.execute(command);
    if (!result.ok) this.rejected++;
    return result;
  }
}

/** Sums of every symbol's day statistics: two exchanges that did the same day agree on them. */
export function dayTotals(
  exchange: MarketExchange,
  universe: InstrumentUniverse,
): Pick<DayFingerprint, "totalVolume" | "tradeCount" | "closes"> {
  let totalVolume = 0;
  let tradeCount = 0;
  let closes = 0;
  for (const { symbol } of universe.instruments) {
    const day = exchange.day(symbol);
    if (day === undefined) continue;
    totalVolume += day.totalVolume;
    tradeCount += day.tradeCount;
    closes += day.close;
  }
  return { totalVolume, tradeCount, closes };
}

export function universeFor(plan: DayPlan): InstrumentUniverse {
  return buildUniverse(readReferenceData(), { seed: plan.universeSeed, firstDay: plan.date });
}

export function recordDay(plan: DayPlan): RecordedDay {
  const started = performance.now();
  const universe = universeFor(plan);
  const clock = new ManualClock(epochMillisAt(plan.date, plan.from));
  const exchange = new MarketExchange({ universe, clock });
  let events = 0;
  let trades = 0;
  exchange.subscribe((event) => {
    events++;
    if (event.type === "trade") trades++;
  });
  const recorder = new RecordingEntry(clock, exchange);
  const simulator = new MarketSimulator({
    instruments: universe.instruments,
    indices: universe.indices,
    view: exchange,
    entry: recorder,
    seed: plan.simulatorSeed,
  });
  const driver = new MarketDriver(clock, recorder, simulator);
  const end = epochMillisAt(plan.date, plan.until);
  driver.step();
  while (clock.now() < end) {
    clock.set(Math.min(end, clock.now() + plan.stepMillis));
    driver.step();
  }

  const { times, commands } = recorder;
  const commandsByType = new Map<OrderCommand["type"], number>();
  const perMinute = new Map<number, number>();
  commands.forEach((command, at) => {
    if (command === null) return;
    commandsByType.set(command.type, (commandsByType.get(command.type) ?? 0) + 1);
    const minute = Math.floor((times[at] ?? 0) / 60_000) * 60_000;
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  });
  let busiestMinute = { start: 0, commands: 0 };
  for (const [start, count] of perMinute)
    if (count > busiestMinute.commands) busiestMinute = { start, commands: count };
  const commandCount = commands.filter((command) => command !== null).length;
  return {
    plan,
    universe,
    times,
    commands,
    commandCount,
    tickCount: commands.length - commandCount,
    commandsByType,
    busiestMinute,
    fingerprint: { events, trades, rejected: recorder.rejected, ...dayTotals(exchange, universe) },
    recordingSeconds: (performance.now() - started) / 1_000,
  };
}
