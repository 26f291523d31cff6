/**
 * A margin account's risk state against the fact sheet's lines (broker-facts §3): SSI's 35% and
 * 25% on equity / total assets with the edges exactly on a line, DNSE's Rtt and HSC's MR, and the
 * SHS top-up and sale fields of docs/margin.md's `fallen` account.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_FEE_SCHEDULE, type StockFees } from "../ledger/fee-schedule";
import {
  DEFAULT_MARGIN_POLICY,
  RATIO_PRESETS,
  type MarginAccountFacts,
  type MarginPolicy,
  type RatioConvention,
} from "../ledger/margin-rules";
import { marginRisk, marginRiskNotice, type MarginRisk, type MarginRiskState } from "./margin-call";

const M = 1_000_000;
const NO_FEES: StockFees = { feePpm: 0, sellTaxPpm: 0 };

/** 10,000 FPT (50% loan rate) marked at `price`, with `cash` (the loan below zero). */
function fpt(price: number, cash = -400 * M): MarginAccountFacts {
  return { cash, hold: 0, receivableTotal: 0, holdings: [{ symbol: "FPT", volume: 10_000, price }] };
}

function under(convention: RatioConvention): MarginPolicy {
  return { ...DEFAULT_MARGIN_POLICY, ratio: RATIO_PRESETS[convention] };
}

describe("the state under SSI's lines (equity / total assets: call below 35%, force below 25%)", () => {
  it.each<[string, MarginAccountFacts, MarginRisk]>([
    [
      "no loan: no ratio applies",
      fpt(100_000, 5 * M),
      { state: "ok", ratioPpm: null, topUp: 0, valueToSell: 0 },
    ],
    ["60%: safe", fpt(100_000), { state: "ok", ratioPpm: 600_000, topUp: 0, valueToSell: 0 }],
    [
      "exactly 35% meets the call line",
      fpt(100_000, -650 * M),
      { state: "ok", ratioPpm: 350_000, topUp: 0, valueToSell: 0 },
    ],
    // SHS: 210M of 600M is 35%; 200M of 571.4M is 35% (docs/margin.md's `fallen`).
    [
      "33.3%: call, top up 10M or sell 28.6M",
      fpt(60_000),
      { state: "call", ratioPpm: 333_333, topUp: 10 * M, valueToSell: 28_571_429 },
    ],
    [
      "exactly 25% is still a call",
      fpt(100_000, -750 * M),
      { state: "call", ratioPpm: 250_000, topUp: 100 * M, valueToSell: 285_714_286 },
    ],
    [
      "a dong below 25%: force",
      fpt(100_000, -750 * M - 1),
      { state: "force", ratioPpm: 249_999, topUp: 100 * M + 1, valueToSell: 285_714_289 },
    ],
    // 100M of 500M: 175M − 100M to deposit; 100 / (500 − x) = 35% at x = 214.29M.
    [
      "20%: force",
      fpt(50_000),
      { state: "force", ratioPpm: 200_000, topUp: 75 * M, valueToSell: 214_285_715 },
    ],
  ])("%s", (_, facts, expected) => {
    expect(marginRisk(facts, DEFAULT_MARGIN_POLICY, NO_FEES)).toEqual(expected);
  });

  it("sizes the sale net of fee and tax: more is sold than without them", () => {
    const withFees = marginRisk(fpt(60_000), DEFAULT_MARGIN_POLICY, DEFAULT_FEE_SCHEDULE["6"]);
    expect(withFees.state).toBe("call");
    expect(withFees.topUp).toBe(10 * M);
    expect(withFees.valueToSell).toBeGreaterThan(28_571_429);
  });
});

describe("the state under the other conventions' published lines", () => {
  it.each<[string, RatioConvention, number, MarginRiskState, number]>([
    // DNSE Rtt = margin value / net debt: call below 87%, force below 80% [dnse-rtt].
    ["Rtt 87.5%", "collateral-to-net-debt", 70_000, "ok", 875_000],
    ["Rtt 82.5%", "collateral-to-net-debt", 66_000, "call", 825_000],
    ["Rtt 75%", "collateral-to-net-debt", 60_000, "force", 750_000],
    // HSC MR = equity / required margin: call below 80%, immediate sale below 60% [hsc-eq].
    ["MR 85.7%", "actual-to-required", 70_000, "ok", 857_142],
    ["MR 66.7%", "actual-to-required", 60_000, "call", 666_666],
    ["MR 54.5%", "actual-to-required", 55_000, "force", 545_454],
  ])("%s (FPT at %i on 400M of loan)", (_, convention, price, state, ratioPpm) => {
    expect(marginRisk(fpt(price), under(convention), NO_FEES)).toMatchObject({ state, ratioPpm });
  });
});

describe("notices on a change of state", () => {
  it.each<[MarginRiskState, MarginRiskState, ReturnType<typeof marginRiskNotice>]>([
    ["ok", "ok", null],
    ["ok", "call", "call"],
    ["ok", "force", "force"],
    ["call", "call", null],
    ["call", "force", "force"],
    ["force", "force", null],
    // The call stands: a partial recovery or a partly filled force sale says nothing new.
    ["force", "call", null],
    ["call", "ok", "restored"],
    ["force", "ok", "restored"],
  ])("%s → %s: %s", (before, after, notice) => {
    expect(marginRiskNotice(before, after)).toBe(notice);
  });
});
