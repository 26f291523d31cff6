import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import { MarketExchange } from "../exchange/market-exchange";
import type { InstrumentUniverse } from "../instruments/instrument";
import type { NewOrder } from "../orders/order-commands";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import { MarketSimulator, type MarketSimulatorOptions, type SimulatorState } from "./market-simulator";
import { RecordingEntry } from "./test-support/market-run";

// VN30F2612 (tiny universe) expires on Thursday 17 December 2026: the exchange lists January,
// March and June that morning, and February the next day.
const WEDNESDAY = "2026-12-16";
const EXPIRY_DAY = "2026-12-17";
const NEXT_DAY = "2026-12-18";
const STEP_MILLIS = 1_000;
const NIGHT_STEP_MILLIS = 600_000;

function universe(): InstrumentUniverse {
  return {
    instruments: tinyUniverse().instruments,
    indices: [
      { code: "VN30", name: "VN30", exchange: "HOSE", constituents: ["AAA", "WAR"], initialLevel: 190_000 },
    ],
  };
}

/** The real exchange from Wednesday's open with a simulator that knows only the first day's instruments. */
function rollingMarket(seed: number) {
  const { instruments, indices } = universe();
  const clock = new ManualClock(at("08:40", WEDNESDAY));
  const exchange = new MarketExchange({ universe: { instruments, indices }, clock });
  const entry = new RecordingEntry(exchange, clock);
  const options: MarketSimulatorOptions = {
    instruments,
    indices,
    view: exchange,
    entry,
    seed,
    config: { coreCount: 2, activeCount: 4, regularCount: 6 },
  };
  const market = { clock, exchange, entry, options, simulator: new MarketSimulator(options) };
  /** Moves to `time` in steps of `stepMillis` (the night in larger ones). */
  const runUntil = (time: number, stepMillis = STEP_MILLIS) => {
    while (clock.now() < time) {
      const from = clock.now();
      const next = Math.min(time, from + stepMillis);
      clock.set(next);
      exchange.tick();
      market.simulator.step(next, next - from);
    }
  };
  const ordersOn = (symbol: string, after = 0) =>
    entry.sent.filter(
      (sent) =>
        sent.time > after && sent.command.type === "new" && (sent.command as NewOrder).symbol === symbol,
    );
  return { ...market, runUntil, ordersOn };
}

describe("the simulated market trades futures listed after it started", () => {
  it("sends orders on a month the exchange lists the day after an expiry, and none on the expired one", () => {
    const market = rollingMarket(4);
    market.runUntil(at("15:10", WEDNESDAY));
    market.runUntil(at("08:40", EXPIRY_DAY), NIGHT_STEP_MILLIS);
    market.runUntil(at("15:10", EXPIRY_DAY));
    market.runUntil(at("08:40", NEXT_DAY), NIGHT_STEP_MILLIS);
    market.runUntil(at("10:30", NEXT_DAY));

    expect(market.ordersOn("VN30F2701", at("08:40", EXPIRY_DAY)).length).toBeGreaterThan(20);
    const february = market.ordersOn("VN30F2702");
    expect(february.length).toBeGreaterThan(5);
    expect(february.every((sent) => sent.time >= at("08:40", NEXT_DAY))).toBe(true);
    expect(market.ordersOn("VN30F2612", at("08:40", NEXT_DAY))).toEqual([]);
    expect(market.simulator.tierOf("VN30F2702")).toBe("active");
    expect(market.simulator.stats().rejected).toBe(0);
  }, 30_000);

  it("saves the instruments that joined, and a restored simulator continues exactly", () => {
    const whole = rollingMarket(7);
    const split = rollingMarket(7);
    for (const market of [whole, split]) {
      market.runUntil(at("15:10", WEDNESDAY));
      market.runUntil(at("08:40", EXPIRY_DAY), NIGHT_STEP_MILLIS);
      market.runUntil(at("10:00", EXPIRY_DAY));
    }
    const saved = JSON.parse(JSON.stringify(split.simulator.state())) as SimulatorState;
    expect(saved.listed?.map((instrument) => instrument.symbol)).toEqual([
      "VN30F2701",
      "VN30F2703",
      "VN30F2706",
    ]);
    split.simulator = MarketSimulator.restore(split.options, saved);
    expect(split.simulator.state()).toEqual(saved);
    for (const market of [whole, split]) market.runUntil(at("11:00", EXPIRY_DAY));

    const after = (market: typeof whole) =>
      market.entry.sent.filter((sent) => sent.time > at("10:00", EXPIRY_DAY)).map((sent) => sent.command);
    expect(after(split).length).toBeGreaterThan(100);
    expect(after(split)).toEqual(after(whole));
    expect(split.ordersOn("VN30F2703", at("10:00", EXPIRY_DAY)).length).toBeGreaterThan(0);
  }, 30_000);
});
