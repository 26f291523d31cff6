import { epochMillisOf, indexFuturesFinalSettlementPrice, minuteOfDay } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { FinalSettlementSampler } from "./futures-settlement";

const lastTradingDate = "2025-04-17";
const at = (hours: number, minutes: number, seconds = 0) =>
  epochMillisOf({ date: lastTradingDate, minute: minuteOfDay(hours, minutes) }) + seconds * 1_000;

function sampler(): FinalSettlementSampler {
  return new FinalSettlementSampler({ underlying: "VN30", lastTradingDate });
}

describe("final settlement sampling", () => {
  it.each([
    ["14:14:59 is too early", at(14, 14, 59), "none"],
    ["14:15 opens the continuous window", at(14, 15), "continuous"],
    ["14:29:59 is still continuous", at(14, 29, 59), "continuous"],
    ["14:30 opens the closing call", at(14, 30), "call"],
    ["14:45, the ATC match, is in the call", at(14, 45), "call"],
    ["14:45:01 is too late", at(14, 45, 1), "none"],
    ["the day before is ignored", at(14, 20) - 86_400_000, "none"],
  ])("%s", (_name, time, where) => {
    const fsp = sampler();
    fsp.record(time, 185_000);
    expect([fsp.continuous.length, fsp.closingCall.length]).toEqual(
      where === "continuous" ? [1, 0] : where === "call" ? [0, 1] : [0, 0],
    );
  });

  it("prices with the market rule: trimmed continuous values plus the call values", () => {
    const continuous = [185000, 185120, 184980, 185250, 184810, 185040, 185300, 184760, 185090, 185110];
    const fsp = sampler();
    continuous.forEach((value, i) => fsp.record(at(14, 15 + i), value));
    fsp.record(at(14, 35), 185_230);
    fsp.record(at(14, 45), 185_229);
    expect(fsp.ready).toBe(true);
    expect(fsp.finalSettlementPrice()).toBe(185_117);
    expect(fsp.finalSettlementPrice()).toBe(
      indexFuturesFinalSettlementPrice({ continuous, closingCall: [185_230, 185_229] }),
    );
  });

  it("is not ready with 6 continuous values or fewer", () => {
    const fsp = sampler();
    for (let i = 0; i < 6; i++) fsp.record(at(14, 16 + i), 185_000);
    expect(fsp.ready).toBe(false);
    expect(() => fsp.finalSettlementPrice()).toThrow(RangeError);
  });
});
