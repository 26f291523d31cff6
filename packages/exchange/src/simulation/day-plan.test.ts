import { describe, expect, it } from "vitest";
import { SeededRandom } from "../random/seeded-random";
import { planDay } from "./day-plan";
import { DEFAULT_SIMULATION_CONFIG } from "./simulation-config";

const candidates = Array.from({ length: 200 }, (_, i) => `S${i}`);
const flow = ["VCB", "HPG", "FPT"];

function plan(seed: number) {
  return planDay({
    date: "2025-06-02",
    limitCandidates: candidates,
    flowCandidates: flow,
    config: DEFAULT_SIMULATION_CONFIG,
    rng: SeededRandom.derive(seed, "day-plan"),
  });
}

describe("day plan", () => {
  it("sends a few distinct candidates to a limit, starting 09:30–14:00 outside lunch", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const limits = Object.entries(plan(seed).limits);
      expect(limits.length).toBeGreaterThanOrEqual(2);
      expect(limits.length).toBeLessThanOrEqual(4 * DEFAULT_SIMULATION_CONFIG.limitMovesMax);
      for (const [symbol, move] of limits) {
        expect(candidates).toContain(symbol);
        expect(move.fromMinute).toBeGreaterThanOrEqual(570);
        expect(move.fromMinute).toBeLessThanOrEqual(840);
        expect(move.fromMinute >= 690 && move.fromMinute < 780).toBe(false);
      }
    }
  });

  it("sends more names to the ceiling than the floor on strong days, and the reverse on weak ones", () => {
    let upDays = 0;
    let downDays = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const day = plan(seed);
      const moves = Object.values(day.limits);
      const ups = moves.filter((move) => move.direction > 0).length;
      const balance = ups - (moves.length - ups);
      if (day.marketDrift > DEFAULT_SIMULATION_CONFIG.dailyDriftVolatility / 2) upDays += Math.sign(balance);
      if (day.marketDrift < -DEFAULT_SIMULATION_CONFIG.dailyDriftVolatility / 2)
        downDays += Math.sign(balance);
    }
    expect(upDays).toBeGreaterThan(50);
    expect(downDays).toBeLessThan(-50);
  });

  it("gives each flow name a foreign and a proprietary direction in [−1, 1]", () => {
    const day = plan(3);
    expect(Object.keys(day.foreign)).toEqual(flow);
    expect(Object.keys(day.proprietary)).toEqual(flow);
    for (const bias of [...Object.values(day.foreign), ...Object.values(day.proprietary)]) {
      expect(Math.abs(bias)).toBeLessThanOrEqual(1);
    }
  });

  it("is the same plan for the same seed", () => {
    expect(plan(9)).toEqual(plan(9));
    expect(plan(9)).not.toEqual(plan(10));
  });
});
