import { describe, expect, it } from "vitest";
import { configForSpeed, DEFAULT_SIMULATION_CONFIG, resolveConfig } from "./simulation-config";

describe("simulation config", () => {
  it("is the defaults when nothing is overridden", () => {
    expect(resolveConfig()).toEqual(DEFAULT_SIMULATION_CONFIG);
  });

  it("merges tier rates per tier and keeps the other knobs", () => {
    const config = resolveConfig({
      activity: 0.5,
      tierRates: { ...DEFAULT_SIMULATION_CONFIG.tierRates, thin: 0.01 },
    });
    expect(config.activity).toBe(0.5);
    expect(config.tierRates).toEqual({ ...DEFAULT_SIMULATION_CONFIG.tierRates, thin: 0.01 });
    expect(config.marketMakerLevels).toBe(DEFAULT_SIMULATION_CONFIG.marketMakerLevels);
  });
});

describe("configForSpeed", () => {
  it.each([
    [1, 5_000, 1],
    [30, 150_000, 1],
    [300, 1_500_000, 0.1],
  ])("at speed %d: catch up %d ms of market time, activity %d", (speed, catchUp, activity) => {
    expect(configForSpeed(speed)).toEqual({ maxCatchUpMillis: catchUp, activity });
  });

  it("refuses a speed that is not a positive number", () => {
    expect(() => configForSpeed(0)).toThrow(RangeError);
    expect(() => configForSpeed(Number.NaN)).toThrow(RangeError);
  });
});
