import { describe, expect, it } from "vitest";
import { DemoClock } from "../clock/demo-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import { MarketExchange } from "../exchange/market-exchange";
import { MarketSimulator } from "../simulation/market-simulator";
import { configForSpeed } from "../simulation/simulation-config";
import { TEST_DAY, tinyUniverse } from "../test-support/tiny-universe";
import { MarketDriver } from "./market-driver";

function drivenMarket(speed: number) {
  let wall = 0;
  const clock = new DemoClock({ speed, firstDay: TEST_DAY, wall: () => wall });
  const universe = tinyUniverse();
  const exchange = new MarketExchange({ universe, clock });
  const simulator = new MarketSimulator({
    instruments: universe.instruments,
    view: exchange,
    entry: exchange,
    seed: 5,
    config: configForSpeed(speed),
  });
  const events: ExchangeEvent[] = [];
  exchange.subscribe((event) => events.push(event));
  const driver = new MarketDriver(clock, exchange, simulator);
  const beat = (wallMillis: number) => {
    wall += wallMillis;
    return driver.step();
  };
  return { beat, events, simulator, exchange };
}

describe("the market driver", () => {
  it("on a fast demo clock the crowd keeps trading every beat, with nothing refused", () => {
    const { beat, events, simulator } = drivenMarket(300);
    let sent = 0;
    for (let i = 0; i < 100; i++) sent += beat(100); // 10 wall seconds = 50 market minutes from 09:20
    expect(sent).toBeGreaterThan(100);
    expect(events.filter((event) => event.type === "trade").length).toBeGreaterThan(10);
    expect(simulator.stats().rejected).toBe(0);
  });

  it("the exchange catches up with the clock before the crowd acts: lunch comes, the crowd stops", () => {
    const { beat, exchange } = drivenMarket(300);
    // Each beat is 30 s of market time: 280 beats take 09:20 to 11:40.
    for (let i = 0; i < 280; i++) beat(100);
    expect(exchange.phaseOf("HOSE")).toBe("LUNCH");
    expect(beat(100)).toBe(0);
  });
});
