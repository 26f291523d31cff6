/**
 * Drives a simulator through the real exchange in tests: the clock moves in fixed steps, the
 * exchange runs its session changes first, then the simulator acts, as a server's loop would.
 * Every command the simulator sends can be recorded on the way through.
 */
import { epochMillisOf } from "@bangia/market";
import { ManualClock } from "../../clock/market-clock";
import type { CommandResult, OrderEntry } from "../../exchange/exchange-api";
import type { OrderCommand } from "../../orders/order-commands";
import { MarketSimulator, type MarketSimulatorOptions } from "../market-simulator";
import type { SimulationConfig } from "../simulation-config";
import type { ExchangeEvent } from "../../events/exchange-event";
import { MarketExchange } from "../../exchange/market-exchange";
import { TEST_DAY, testUniverse, type TestUniverse, type TestUniverseOptions } from "./test-universe";

/** A command and the market time it was sent at. */
export interface SentCommand {
  readonly time: number;
  readonly command: OrderCommand;
}

/** Order entry that records every command before passing it on. */
export class RecordingEntry implements OrderEntry {
  readonly sent: SentCommand[] = [];
  /** Called with each command before the exchange sees it. */
  inspect: ((command: OrderCommand) => void) | null = null;
  readonly #inner: OrderEntry;
  readonly #clock: ManualClock;

  constructor(inner: OrderEntry, clock: ManualClock) {
    this.#inner = inner;
    this.#clock = clock;
  }

  execute(command: OrderCommand): CommandResult {
    this.sent.push({ time: this.#clock.now(), command });
    this.inspect?.(command);
    return this.#inner.execute(command);
  }
}

export interface MarketHarness {
  readonly universe: TestUniverse;
  readonly clock: ManualClock;
  readonly exchange: MarketExchange;
  /** Every command the exchange refused, as its events tell. */
  readonly rejections: ExchangeEvent[];
  readonly entry: RecordingEntry;
  readonly options: MarketSimulatorOptions;
  simulator: MarketSimulator;
}

/** Epoch milliseconds of `HH:MM` exchange time on `date` (the test day by default). */
export function at(hours: number, minutes = 0, date = TEST_DAY): number {
  return epochMillisOf({ date, minute: hours * 60 + minutes });
}

export const SMALL_UNIVERSE: TestUniverseOptions = { hose: 40, hnx: 12, upcom: 12, warrants: 4, vn30: 10 };

/** The exchange at `start` with a simulator of `seed` on it. */
export function marketHarness(
  seed: number,
  start = at(8, 30),
  universeOptions: TestUniverseOptions = SMALL_UNIVERSE,
  config: Partial<SimulationConfig> = {},
): MarketHarness {
  const universe = testUniverse(universeOptions);
  const clock = new ManualClock(start);
  const exchange = new MarketExchange({ universe, clock });
  const rejections: ExchangeEvent[] = [];
  exchange.subscribe((event) => {
    if (event.type === "rejected") rejections.push(event);
  });
  const entry = new RecordingEntry(exchange, clock);
  const options: MarketSimulatorOptions = {
    instruments: universe.instruments,
    indices: universe.indices,
    view: exchange,
    entry,
    seed,
    config,
  };
  return { universe, clock, exchange, rejections, entry, options, simulator: new MarketSimulator(options) };
}

/** Runs the market from the clock's now to `until` in steps of `stepMillis`. */
export function runUntil(
  harness: MarketHarness,
  until: number,
  stepMillis: number,
  afterStep?: (now: number) => void,
): void {
  let now = harness.clock.now();
  while (now < until) {
    const next = Math.min(until, now + stepMillis);
    harness.clock.set(next);
    harness.exchange.tick();
    harness.simulator.step(next, next - now);
    now = next;
    afterStep?.(now);
  }
}
