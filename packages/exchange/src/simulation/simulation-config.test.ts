import { describe, expect, it } from "vitest";
import { DEFAULT_SIMULATION_CONFIG, resolveConfig } from "./simulation-config";

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
