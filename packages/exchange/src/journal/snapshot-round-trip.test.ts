import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeSnapshot } from "../exchange/exchange-snapshot";
import { MarketExchange } from "../exchange/market-exchange";
import { tinyUniverse } from "../test-support/tiny-universe";
import { RandomInputs } from "./test-support/random-inputs";

describe("an exchange snapshot survives JSON (what recovery stores)", () => {
  it("rebuilds an exchange whose snapshot is the same, at every point of a two-day stream", () => {
    const clock = new ManualClock(RandomInputs.start());
    const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
    const inputs = new RandomInputs(20_261_123, clock, exchange);
    const phases = new Set<string>();
    for (let round = 0; round < 30; round++) {
      inputs.drive(exchange, 20);
      const snapshot = exchange.snapshot();
      const stored = JSON.parse(JSON.stringify(snapshot)) as ExchangeSnapshot;
      const rebuilt = new MarketExchange(
        { universe: tinyUniverse(), clock: new ManualClock(stored.cursor) },
        stored,
      );
      expect(rebuilt.snapshot()).toEqual(snapshot);
      phases.add(exchange.phaseOf("HOSE"));
    }
    // The stream went through the calls and the continuous session, not one phase only.
    expect(phases.size).toBeGreaterThan(2);
    expect(exchange.snapshot().orders.length + exchange.snapshot().nextTradeId).toBeGreaterThan(2);
  });
});
