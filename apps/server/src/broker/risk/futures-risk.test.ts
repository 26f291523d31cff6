/**
 * The usage ratio's levels and the forced close against the fact sheet (broker-facts §4): VSD's
 * and FPTS's 80% / 90% / 100% with the edges exactly on a level, the top-up back to 80%, and
 * closes largest margin first. The property holds the forced close to its promises on random
 * accounts: at the mark the usage is back at the target, one contract fewer on any line misses
 * it, nothing beyond the open position is closed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { futuresCharges } from "../derivatives/futures-ledger";
import { accountMargin, type ContractExposure } from "../derivatives/futures-margin";
import { contractTerms, DEFAULT_FUTURES_POLICY as POLICY } from "../derivatives/futures-policy";
import type { SymbolExposure } from "../risk-views";
import { present } from "../test-support/present";
import {
  forcedClosePlan,
  futuresRisk,
  futuresRiskNotice,
  type CloseLine,
  type FuturesRiskState,
} from "./futures-risk";
import { RISK_POLICY } from "./risk-policy";

const M = 1_000_000;
const OPTIONS = RISK_POLICY.forcedClose;

/** A VN30 future at 1,850.00: IM 31,450,000 a contract; fees 5,700 and tax 15,725 a contract. */
function vn30(net: number, intradayVm = 0, symbol = "VN30F2612"): SymbolExposure {
  const terms = present(contractTerms(symbol, POLICY));
  return { symbol, net, openBuys: 0, openSells: 0, markPrice: 185_000, terms, intradayVm };
}

describe("the usage ratio's levels (VSD, FPTS: 80% no new positions, 90% call, 100% forced close)", () => {
  it.each<[string, ContractExposure[], number, FuturesRiskState, number | null, number]>([
    ["no position", [], 0, "ok", 0, 0],
    ["2 contracts on 100M: 62.9%", [vn30(2)], 100 * M, "ok", 629_000, 0],
    ["exactly 80% may still open", [vn30(2, -17_100_000)], 100 * M, "ok", 800_000, 0],
    ["a dong above 80%: warning", [vn30(2, -17_100_001)], 100 * M, "warning", 800_001, 2],
    ["exactly 90%: call", [vn30(2, -27_100_000)], 100 * M, "call", 900_000, 12_500_000],
    ["exactly 100%: forced close", [vn30(2, -37_100_000)], 100 * M, "force-close", 1_000_000, 25 * M],
    // 102.9M required: 128.625M of assets is 80%.
    ["102.9%", [vn30(2, -40 * M)], 100 * M, "force-close", 1_029_000, 28_625_000],
    ["a requirement and no assets", [vn30(1)], 0, "force-close", null, 39_312_500],
  ])("%s", (_, contracts, cash, state, usagePpm, topUp) => {
    expect(futuresRisk(contracts, cash, 0, POLICY)).toMatchObject({ state, usagePpm, topUp });
  });

  it("counts unpaid VM as assets", () => {
    expect(futuresRisk([vn30(2, -17_100_000)], 90 * M, 10 * M, POLICY)).toMatchObject({
      state: "ok",
      assets: 100 * M,
    });
  });

  it.each<[FuturesRiskState, FuturesRiskState, ReturnType<typeof futuresRiskNotice>]>([
    ["ok", "ok", null],
    ["ok", "warning", "warning"],
    ["warning", "call", "call"],
    ["ok", "force-close", "force-close"],
    ["call", "warning", null],
    ["force-close", "call", null],
    ["call", "ok", "restored"],
  ])("notice %s → %s: %s", (before, after, notice) => {
    expect(futuresRiskNotice(before, after)).toBe(notice);
  });
});

describe("the forced close", () => {
  const lines = (closes: readonly CloseLine[]) => closes.map((line) => [line.symbol, line.side, line.volume]);

  it("closes one of two contracts: 71.45M of 99.98M is back under 80%", () => {
    const plan = forcedClosePlan([vn30(2, -40 * M)], 100 * M, 0, POLICY, OPTIONS);
    expect(plan).toEqual({
      targetPpm: 800_000,
      cancelWorking: false,
      closes: [{ symbol: "VN30F2612", side: "S", volume: 1, orders: [1], price: 185_000 }],
      restores: true,
      usageAfterPpm: 714_654, // rounded up, as the status shows it
    });
  });

  it("buys back a short", () => {
    // 154.35M required on 100M; 2 bought back leave 91.5%, 3 leave the loss alone, 60%.
    const plan = forcedClosePlan([vn30(-3, -60 * M)], 100 * M, 0, POLICY, OPTIONS);
    expect(lines(plan.closes)).toEqual([["VN30F2612", "B", 3]]);
  });

  it("cancels the working orders first, and closes nothing when that is enough", () => {
    const working = { ...vn30(0), openBuys: 4 };
    expect(futuresRisk([working], 100 * M, 0, POLICY).state).toBe("force-close");
    expect(forcedClosePlan([working], 100 * M, 0, POLICY, OPTIONS)).toMatchObject({
      cancelWorking: true,
      closes: [],
      restores: true,
      usageAfterPpm: 0,
    });
  });

  it("closes the largest margin first: 2 of 3 VN30F (94.35M of IM) before the bond future (50M)", () => {
    const bond = present(contractTerms("GB05F2612", POLICY));
    const contracts: SymbolExposure[] = [
      {
        symbol: "GB05F2612",
        net: -2,
        openBuys: 0,
        openSells: 0,
        markPrice: 100_000,
        terms: bond,
        intradayVm: 0,
      },
      vn30(3, -30 * M),
    ];
    const plan = forcedClosePlan(contracts, 150 * M, 0, POLICY, OPTIONS);
    expect(lines(plan.closes)).toEqual([["VN30F2612", "S", 2]]);
  });

  it("closes everything when the loss alone is above the target", () => {
    const plan = forcedClosePlan([vn30(2, -90 * M)], 100 * M, 0, POLICY, OPTIONS);
    expect(lines(plan.closes)).toEqual([["VN30F2612", "S", 2]]);
    expect(plan.restores).toBe(false);
  });

  it("splits a close into orders of 500 contracts", () => {
    const plan = forcedClosePlan([{ ...vn30(1_200, -1), markPrice: 100 }], 100_000, 0, POLICY, OPTIONS);
    expect(plan.closes[0]?.orders).toEqual([500, 500, 200]);
  });
});

// ——— properties ———

const SYMBOLS = ["VN30F2612", "VN30F2703", "GB05F2612"];

const contractArb = (symbol: string): fc.Arbitrary<SymbolExposure> =>
  fc.record({
    symbol: fc.constant(symbol),
    net: fc.integer({ min: -60, max: 60 }),
    openBuys: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 })),
    openSells: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 })),
    markPrice: symbol.startsWith("GB")
      ? fc.integer({ min: 95_000, max: 105_000 })
      : fc.integer({ min: 120_000, max: 200_000 }),
    terms: fc.constant(present(contractTerms(symbol, POLICY))),
    intradayVm: fc.integer({ min: -300 * M, max: 50 * M }),
  });

const accountArb = fc
  .subarray(SYMBOLS, { minLength: 1 })
  .chain((symbols) =>
    fc.tuple(
      fc.tuple(...symbols.map(contractArb)),
      fc.integer({ min: 0, max: 3_000 * M }),
      fc.oneof(fc.constant(0), fc.integer({ min: -50 * M, max: 50 * M })),
    ),
  );

/** The account after the plan, computed here: working orders gone, closes filled at the mark. */
function afterPlan(contracts: readonly SymbolExposure[], cash: number, closes: readonly CloseLine[]) {
  let left = cash;
  const exposures = contracts.map((contract): ContractExposure => {
    const close = closes.find((line) => line.symbol === contract.symbol);
    if (close === undefined) return { ...contract, openBuys: 0, openSells: 0 };
    for (const order of close.orders) {
      const charges = futuresCharges(close.price, order, contract.terms, POLICY);
      left -= charges.brokerFee + charges.exchangeFee + charges.tax;
    }
    const net = contract.net + (close.side === "B" ? close.volume : -close.volume);
    return { ...contract, net, openBuys: 0, openSells: 0 };
  });
  return { exposures, cash: left };
}

function within(
  contracts: readonly ContractExposure[],
  cash: number,
  vmDue: number,
  targetPpm: number,
): boolean {
  const margin = accountMargin(contracts, cash, vmDue);
  if (margin.required <= 0) return true;
  return (
    margin.assets > 0 && BigInt(margin.required) * 1_000_000n <= BigInt(targetPpm) * BigInt(margin.assets)
  );
}

describe("properties", () => {
  it("closed just enough: back at the target at the mark, one contract fewer on any line is not", () => {
    const outcomes = { restores: 0, short: 0 };
    fc.assert(
      fc.property(accountArb, fc.constantFrom(800_000, 750_000), ([contracts, cash, vmDue], targetPpm) => {
        const options = { ...OPTIONS, targetPpm, maxOrderVolume: 20 };
        const plan = forcedClosePlan(contracts, cash, vmDue, POLICY, options);
        if (plan.closes.length > 0) outcomes[plan.restores ? "restores" : "short"] += 1;
        const check = (closes: readonly CloseLine[]) => {
          const state = afterPlan(contracts, cash, closes);
          return within(state.exposures, state.cash, vmDue, targetPpm);
        };
        if (within(contracts, cash, vmDue, targetPpm))
          expect(plan).toMatchObject({ cancelWorking: false, closes: [] });
        else expect(plan.cancelWorking).toBe(contracts.some((entry) => entry.openBuys + entry.openSells > 0));
        expect(check(plan.closes)).toBe(plan.restores);
        for (const close of plan.closes) {
          const contract = present(contracts.find((entry) => entry.symbol === close.symbol));
          expect(close.side).toBe(contract.net > 0 ? "S" : "B");
          expect(close.volume).toBeGreaterThan(0);
          expect(close.volume).toBeLessThanOrEqual(Math.abs(contract.net));
          expect(close.orders.reduce((sum, order) => sum + order, 0)).toBe(close.volume);
          expect(Math.max(...close.orders)).toBeLessThanOrEqual(20);
        }
        if (plan.restores)
          plan.closes.forEach((_, index) => {
            const fewer = plan.closes.map((line, at) => {
              if (at !== index) return line;
              const volume = line.volume - 1;
              const orders: number[] = [];
              for (let left = volume; left > 0; left -= 20) orders.push(Math.min(left, 20));
              return { ...line, volume, orders };
            });
            expect(check(fewer)).toBe(false);
          });
        else
          for (const contract of contracts)
            expect(plan.closes.find((line) => line.symbol === contract.symbol)?.volume ?? 0).toBe(
              Math.abs(contract.net),
            );
      }),
      { numRuns: 300 },
    );
    expect(outcomes.restores).toBeGreaterThan(30);
    expect(outcomes.short).toBeGreaterThan(10);
  });
});
