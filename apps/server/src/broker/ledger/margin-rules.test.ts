/**
 * The margin-account rules against the fact sheet's worked figures (broker-facts §3): Pinetree's
 * 100M that buys 166.7M of a 60%-IMR stock, the three ratio conventions with their brokers'
 * lines at the edges, the SHS top-up and sale fields, and the day's interest. The properties
 * check the promises a caller relies on: buying power within cash + lending limit, the largest
 * buy leaving every convention at or above its initial margin, and the least deposit or sale that
 * restores the maintenance line.
 */
import { readReferenceData } from "@bangia/market/node";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charge, chargeCeiling, DEFAULT_FEE_SCHEDULE, type StockFees } from "./fee-schedule";
import {
  assertMarginPolicy,
  buyingPower,
  canBuyOnMargin,
  cashToReachMaintenance,
  dailyInterest,
  debt,
  DEFAULT_LOAN_RATES_PPM,
  DEFAULT_MARGIN_POLICY,
  equity,
  loanRateOf,
  marginRatio,
  marginStatus,
  marginValueOf,
  maxBuyVolume,
  netDebt,
  RATIO_PRESETS,
  ratioPercent,
  totalAssets,
  valueToSell,
  type MarginAccountFacts,
  type MarginHolding,
  type MarginPolicy,
  type MarginStatus,
  type RatioConvention,
  outRoomPolicy,
  roomRefusal,
} from "./margin-rules";

const RUNS = 300;
const NO_FEES: StockFees = { feePpm: 0, sellTaxPpm: 0 };
const FEES = DEFAULT_FEE_SCHEDULE["6"];
const M = 1_000_000;

function account(facts: Partial<MarginAccountFacts>): MarginAccountFacts {
  return { cash: 0, hold: 0, receivableTotal: 0, holdings: [], ...facts };
}

function line(symbol: string, volume: number, price: number): MarginHolding {
  return { symbol, volume, price };
}

/** 10,000 FPT (50% loan rate) bought with 400M of loan, marked at `price`. */
function fptOnLoan(price: number, cash = -400 * M): MarginAccountFacts {
  return account({ cash, holdings: [line("FPT", 10_000, price)] });
}

const loaned = fptOnLoan(100_000);
const fallen = fptOnLoan(60_000);

function under(convention: RatioConvention, policy: MarginPolicy = DEFAULT_MARGIN_POLICY): MarginPolicy {
  return { ...policy, ratio: RATIO_PRESETS[convention] };
}

/** Pinetree's example stock: IMR 60%, so a loan rate of 40%. */
const PINETREE: MarginPolicy = { ...DEFAULT_MARGIN_POLICY, loanRatesPpm: { XYZ: 400_000 } };

describe("the default policy", () => {
  it("passes its own checks and uses SSI's lines on equity / total assets", () => {
    expect(() => assertMarginPolicy(DEFAULT_MARGIN_POLICY)).not.toThrow();
    expect(DEFAULT_MARGIN_POLICY.ratio).toEqual({
      convention: "equity-to-assets",
      maintenancePpm: 350_000,
      forceSalePpm: 250_000,
    });
    expect(DEFAULT_MARGIN_POLICY.dailyInterestPpm).toBe(375);
    expect(DEFAULT_MARGIN_POLICY.lendingLimit).toBe(5_000_000_000);
    for (const convention of Object.keys(RATIO_PRESETS) as RatioConvention[])
      expect(() => assertMarginPolicy(under(convention))).not.toThrow();
  });

  it("lends only on VN30 members, at 30%, 40% or the legal cap of 50%", () => {
    const vn30 = readReferenceData().indices.find((index) => index.code === "VN30");
    expect(vn30).toBeDefined();
    for (const [symbol, rate] of Object.entries(DEFAULT_LOAN_RATES_PPM)) {
      expect(vn30?.constituents, symbol).toContain(symbol);
      expect([300_000, 400_000, 500_000], symbol).toContain(rate);
    }
  });

  it.each([
    ["listed at 50%", "FPT", 500_000],
    ["listed at 30%", "VIC", 300_000],
    ["VN30 but not listed", "SAB", 0],
    ["unknown", "XYZ", 0],
    ["named like an Object property", "constructor", 0],
  ])("loan rate: %s (%s)", (_case, symbol, rate) => {
    expect(loanRateOf(symbol, DEFAULT_MARGIN_POLICY)).toBe(rate);
  });

  it.each<[string, MarginPolicy]>([
    ["a rate above the legal 50%", { ...DEFAULT_MARGIN_POLICY, loanRatesPpm: { FPT: 500_001 } }],
    ["a negative rate", { ...DEFAULT_MARGIN_POLICY, loanRatesPpm: { FPT: -1 } }],
    ["a rate in percent", { ...DEFAULT_MARGIN_POLICY, loanRatesPpm: { FPT: 0.5 } }],
    [
      "force-sale line above the maintenance line",
      { ...DEFAULT_MARGIN_POLICY, ratio: { ...RATIO_PRESETS["equity-to-assets"], forceSalePpm: 400_000 } },
    ],
    [
      "a maintenance line above 100%",
      {
        ...DEFAULT_MARGIN_POLICY,
        ratio: { ...RATIO_PRESETS["actual-to-required"], maintenancePpm: 1_000_001 },
      },
    ],
    ["a negative lending limit", { ...DEFAULT_MARGIN_POLICY, lendingLimit: -1 }],
  ])("refuses %s", (_case, policy) => {
    expect(() => assertMarginPolicy(policy)).toThrow(RangeError);
  });
});

describe("the account's sums: the loan is negative cash", () => {
  it.each<
    [
      string,
      MarginAccountFacts,
      {
        debt: number;
        netDebt: number;
        equity: number;
        totalAssets: number;
        marginValue: number;
        buyingPower: number;
      },
    ]
  >([
    [
      "cash only",
      account({ cash: 100 * M }),
      { debt: 0, netDebt: 0, equity: 100 * M, totalAssets: 100 * M, marginValue: 0, buyingPower: 100 * M },
    ],
    [
      "10,000 FPT at 100,000 on 400M of loan",
      loaned,
      {
        debt: 400 * M,
        netDebt: 400 * M,
        equity: 600 * M,
        totalAssets: 1_000 * M,
        marginValue: 500 * M,
        buyingPower: 100 * M,
      },
    ],
    [
      "proceeds due are netted against the loan",
      { ...loaned, receivableTotal: 100 * M },
      {
        debt: 400 * M,
        netDebt: 300 * M,
        equity: 700 * M,
        totalAssets: 1_000 * M,
        marginValue: 500 * M,
        buyingPower: 200 * M,
      },
    ],
    [
      "interest owed is debt and no buying power",
      { ...loaned, accruedInterest: 2 * M },
      {
        debt: 400 * M,
        netDebt: 402 * M,
        equity: 598 * M,
        totalAssets: 1_000 * M,
        marginValue: 500 * M,
        buyingPower: 98 * M,
      },
    ],
    [
      "an open buy of 1,000 FPT lends on what it buys; its cash is in the hold",
      account({ cash: -50 * M, hold: 100_150_000, openBuys: [line("FPT", 1_000, 100_000)] }),
      {
        debt: 50 * M,
        netDebt: 50 * M,
        equity: 50_150_000,
        totalAssets: 100_150_000,
        marginValue: 50 * M,
        buyingPower: 0,
      },
    ],
    [
      "rates per symbol, off the list lends nothing: ACB 50%, VIC 30%, SAB 0%",
      account({
        cash: 10 * M,
        holdings: [line("ACB", 10_000, 25_000), line("VIC", 1_000, 40_000), line("SAB", 1_000, 50_000)],
      }),
      {
        debt: 0,
        netDebt: 0,
        equity: 350 * M,
        totalAssets: 350 * M,
        marginValue: 137 * M,
        buyingPower: 147 * M,
      },
    ],
    [
      "margin value is rounded down once, on the total (line by line it would be 29,999)",
      account({ holdings: [line("VIC", 3, 33_333), line("VIC", 1, 1)] }),
      {
        debt: 0,
        netDebt: 0,
        equity: 100_000,
        totalAssets: 100_000,
        marginValue: 30_000,
        buyingPower: 30_000,
      },
    ],
    [
      "buying power is capped by the lending limit (5 billion)",
      account({ holdings: [line("FPT", 300_000, 100_000)] }),
      {
        debt: 0,
        netDebt: 0,
        equity: 30_000 * M,
        totalAssets: 30_000 * M,
        marginValue: 15_000 * M,
        buyingPower: 5_000 * M,
      },
    ],
    [
      "prices fell under the loan: equity below zero, buying power too",
      fptOnLoan(30_000),
      {
        debt: 400 * M,
        netDebt: 400 * M,
        equity: -100 * M,
        totalAssets: 300 * M,
        marginValue: 150 * M,
        buyingPower: -250 * M,
      },
    ],
  ])("%s", (_case, facts, expected) => {
    expect({
      debt: debt(facts),
      netDebt: netDebt(facts),
      equity: equity(facts),
      totalAssets: totalAssets(facts),
      marginValue: marginValueOf([...facts.holdings, ...(facts.openBuys ?? [])], DEFAULT_MARGIN_POLICY),
      buyingPower: buyingPower(facts, DEFAULT_MARGIN_POLICY),
    }).toEqual(expected);
    expect(equity(facts)).toBe(totalAssets(facts) - netDebt(facts));
  });

  it("refuses balances that are not integer VND", () => {
    expect(() => equity(account({ cash: 1.5 }))).toThrow(RangeError);
    expect(() => equity(account({ hold: -1 }))).toThrow(RangeError);
    expect(() => equity(account({ holdings: [line("FPT", -100, 100_000)] }))).toThrow(RangeError);
  });
});

describe("the largest buy (Pinetree: buying power / IMR)", () => {
  it.each<[string, string, number, MarginAccountFacts, MarginPolicy, StockFees, number, number]>([
    // 100M / 60% = 166.7M of value: 6,666.7 shares at 25,000, so 6,600 in board lots.
    [
      "Pinetree: 100M cash, 60% IMR, board lots",
      "XYZ",
      25_000,
      account({ cash: 100 * M }),
      PINETREE,
      NO_FEES,
      100,
      6_600,
    ],
    [
      "Pinetree: the same in odd lots",
      "XYZ",
      25_000,
      account({ cash: 100 * M }),
      PINETREE,
      NO_FEES,
      1,
      6_666,
    ],
    [
      "Pinetree: with the 0.15% fee, 100M / 60.15%",
      "XYZ",
      25_000,
      account({ cash: 100 * M }),
      PINETREE,
      FEES,
      1,
      6_650,
    ],
    [
      "off the list: cash only, fee included",
      "SAB",
      50_000,
      account({ cash: 100 * M }),
      DEFAULT_MARGIN_POLICY,
      FEES,
      1,
      1_997,
    ],
    [
      "off the list: other holdings' loan value does not pay for it",
      "SAB",
      50_000,
      account({ cash: 100 * M, holdings: [line("FPT", 10_000, 100_000)] }),
      DEFAULT_MARGIN_POLICY,
      FEES,
      100,
      1_900,
    ],
    ["off the list, all cash on loan: nothing", "SAB", 50_000, loaned, DEFAULT_MARGIN_POLICY, FEES, 100, 0],
    [
      "on a loan already: 100M of buying power / 50.15%",
      "FPT",
      100_000,
      loaned,
      DEFAULT_MARGIN_POLICY,
      FEES,
      100,
      1_900,
    ],
    [
      "proceeds due buy too",
      "FPT",
      100_000,
      account({ receivableTotal: 100 * M }),
      DEFAULT_MARGIN_POLICY,
      NO_FEES,
      100,
      2_000,
    ],
    [
      "the lending limit binds: 100M cash + 50M of loan",
      "FPT",
      100_000,
      account({ cash: 100 * M }),
      { ...DEFAULT_MARGIN_POLICY, lendingLimit: 50 * M },
      NO_FEES,
      100,
      1_500,
    ],
    ["below the initial margin: nothing", "FPT", 60_000, fallen, DEFAULT_MARGIN_POLICY, FEES, 100, 0],
  ])("%s", (_case, symbol, price, facts, policy, fees, lot, expected) => {
    const volume = maxBuyVolume(symbol, price, facts, policy, fees, lot);
    expect(volume).toBe(expected);
    const buy = (shares: number) => {
      const value = shares * price;
      return { symbol, value, cost: value + chargeCeiling(value, fees.feePpm) };
    };
    if (volume > 0) expect(canBuyOnMargin(buy(volume), facts, policy)).toBeNull();
    expect(canBuyOnMargin(buy(volume + lot), facts, policy)).toBe(96012);
  });
});

describe("the pre-trade check of a margin buy", () => {
  it.each<
    [string, MarginAccountFacts, MarginPolicy, { symbol: string; value: number; cost: number }, number | null]
  >([
    [
      "half its value in buying power",
      loaned,
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 100 * M, cost: 100_150_000 },
      null,
    ],
    [
      "more than buying power / 50%",
      loaned,
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 200 * M, cost: 200_300_000 },
      96012,
    ],
    [
      "exactly all the buying power",
      loaned,
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 200 * M, cost: 200 * M },
      null,
    ],
    [
      "one dong over it",
      loaned,
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 200 * M, cost: 200 * M + 1 },
      96012,
    ],
    [
      "off the list, within cash",
      account({ cash: 100 * M }),
      DEFAULT_MARGIN_POLICY,
      { symbol: "SAB", value: 100 * M, cost: 100 * M },
      null,
    ],
    [
      "off the list, a dong over cash",
      account({ cash: 100 * M }),
      DEFAULT_MARGIN_POLICY,
      { symbol: "SAB", value: 100 * M, cost: 100 * M + 1 },
      96012,
    ],
    ["off the list, on a loan", loaned, DEFAULT_MARGIN_POLICY, { symbol: "SAB", value: 1, cost: 1 }, 96012],
    [
      "the loan reaches the limit exactly",
      account({ holdings: [line("FPT", 300_000, 100_000)] }),
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 5_000 * M, cost: 5_000 * M },
      null,
    ],
    [
      "the loan would pass the limit",
      account({ holdings: [line("FPT", 300_000, 100_000)] }),
      DEFAULT_MARGIN_POLICY,
      { symbol: "FPT", value: 5_000 * M, cost: 5_000 * M + 1 },
      96012,
    ],
  ])("%s", (_case, facts, policy, order, expected) => {
    expect(canBuyOnMargin(order, facts, policy)).toBe(expected);
  });
});

describe("the margin ratio under each convention", () => {
  // FPT 10,000 on 400M of loan, at the price: equity / assets, margin value / net debt, equity /
  // (value − margin value).
  it.each<[string, MarginAccountFacts, RatioConvention, number | null, MarginStatus]>([
    ["at 100,000", loaned, "equity-to-assets", 600_000, "SAFE"],
    ["at 100,000", loaned, "collateral-to-net-debt", 1_250_000, "SAFE"],
    ["at 100,000", loaned, "actual-to-required", 1_200_000, "SAFE"],
    ["at 70,000", fptOnLoan(70_000), "equity-to-assets", 428_571, "SAFE"],
    ["at 70,000", fptOnLoan(70_000), "collateral-to-net-debt", 875_000, "SAFE"],
    ["at 70,000", fptOnLoan(70_000), "actual-to-required", 857_142, "SAFE"],
    ["at 65,000", fptOnLoan(65_000), "equity-to-assets", 384_615, "SAFE"],
    ["at 65,000", fptOnLoan(65_000), "collateral-to-net-debt", 812_500, "CALL"],
    ["at 65,000", fptOnLoan(65_000), "actual-to-required", 769_230, "CALL"],
    ["at 60,000", fallen, "equity-to-assets", 333_333, "CALL"],
    ["at 60,000", fallen, "collateral-to-net-debt", 750_000, "FORCE_SALE"],
    ["at 60,000", fallen, "actual-to-required", 666_666, "CALL"],
    ["at 50,000", fptOnLoan(50_000), "equity-to-assets", 200_000, "FORCE_SALE"],
    ["at 50,000", fptOnLoan(50_000), "collateral-to-net-debt", 625_000, "FORCE_SALE"],
    ["at 50,000", fptOnLoan(50_000), "actual-to-required", 400_000, "FORCE_SALE"],
    ["under water at 30,000 (rounded down)", fptOnLoan(30_000), "equity-to-assets", -333_334, "FORCE_SALE"],
    ["under water at 30,000 (rounded down)", fptOnLoan(30_000), "actual-to-required", -666_667, "FORCE_SALE"],
    ["no loan", account({ cash: 5 * M, holdings: [line("FPT", 100, 1)] }), "equity-to-assets", null, "SAFE"],
    ["no loan", account({ cash: 5 * M }), "collateral-to-net-debt", null, "SAFE"],
    [
      "a loan covered by proceeds due",
      { ...fallen, receivableTotal: 400 * M },
      "actual-to-required",
      null,
      "SAFE",
    ],
    ["a loan with nothing behind it", account({ cash: -1 }), "equity-to-assets", 0, "FORCE_SALE"],
    ["a loan with nothing behind it", account({ cash: -1 }), "collateral-to-net-debt", 0, "FORCE_SALE"],
    ["a loan with nothing behind it", account({ cash: -1 }), "actual-to-required", 0, "FORCE_SALE"],
  ])("%s: %s = %s, %s", (_case, facts, convention, ratio, status) => {
    expect(marginRatio(facts, under(convention))).toBe(ratio);
    expect(marginStatus(facts, under(convention))).toBe(status);
  });

  // Each line is met on it and missed a dong below: cash moves the ratio by one ppm step.
  it.each<[string, RatioConvention, number, number, MarginStatus]>([
    ["SSI 35%: on the line", "equity-to-assets", -650 * M, 350_000, "SAFE"],
    ["SSI 35%: a dong below", "equity-to-assets", -650 * M - 1, 349_999, "CALL"],
    ["SSI 25%: on the line", "equity-to-assets", -750 * M, 250_000, "CALL"],
    ["SSI 25%: a dong below", "equity-to-assets", -750 * M - 1, 249_999, "FORCE_SALE"],
    ["DNSE 87%: on the line", "collateral-to-net-debt", -574_712_643, 870_000, "SAFE"],
    ["DNSE 87%: a dong below", "collateral-to-net-debt", -574_712_644, 869_999, "CALL"],
    ["DNSE 80%: on the line", "collateral-to-net-debt", -625 * M, 800_000, "CALL"],
    ["DNSE 80%: a dong below", "collateral-to-net-debt", -625 * M - 1, 799_999, "FORCE_SALE"],
    ["HSC 80%: on the line", "actual-to-required", -600 * M, 800_000, "SAFE"],
    ["HSC 80%: a dong below", "actual-to-required", -600 * M - 1, 799_999, "CALL"],
    ["HSC 60%: on the line", "actual-to-required", -700 * M, 600_000, "CALL"],
    ["HSC 60%: a dong below", "actual-to-required", -700 * M - 1, 599_999, "FORCE_SALE"],
  ])("%s", (_case, convention, cash, ratio, status) => {
    const facts = fptOnLoan(100_000, cash);
    expect(marginRatio(facts, under(convention))).toBe(ratio);
    expect(marginStatus(facts, under(convention))).toBe(status);
  });

  it.each([
    [333_333, 33.33],
    [350_000, 35],
    [1_250_000, 125],
    [-333_334, -33.33],
    [4_950, 0.5],
  ])("shows %i ppm as %d%%", (ppm, percent) => {
    expect(ratioPercent(ppm)).toBe(percent);
  });
});

describe("back to the maintenance line (SHS: cash to deposit, value to sell)", () => {
  it.each<[string, MarginAccountFacts, RatioConvention, StockFees, number, number]>([
    // (200M + 10M) / 600M = 35%; 200M / (600M − 28,571,429) ≥ 35%.
    ["FPT at 60,000, SSI 35%", fallen, "equity-to-assets", NO_FEES, 10 * M, 28_571_429],
    // The sale's 0.15% fee and 0.1% tax come out of its proceeds.
    ["the same, the sale paying fee and tax", fallen, "equity-to-assets", FEES, 10 * M, 28_776_978],
    // 300M / (400M − d) ≥ 87%; selling s keeps half of it as margin value: (300M − s/2) / (400M − s).
    ["FPT at 60,000, DNSE 87%", fallen, "collateral-to-net-debt", NO_FEES, 55_172_414, 129_729_730],
    // (200M + d) / 300M ≥ 80%; 200M / ((600M − s) / 2) ≥ 80%.
    ["FPT at 60,000, HSC 80%", fallen, "actual-to-required", NO_FEES, 40 * M, 100 * M],
    ["already above the line", loaned, "equity-to-assets", FEES, 0, 0],
    ["no loan", account({ cash: M, holdings: [line("FPT", 100, 1)] }), "collateral-to-net-debt", FEES, 0, 0],
    // Equity below zero: selling everything leaves 100M owed, so sell all and pay the rest in.
    [
      "under water at 30,000: sell everything",
      fptOnLoan(30_000),
      "equity-to-assets",
      NO_FEES,
      205 * M,
      300 * M,
    ],
    ["a loan with nothing behind it: repay it", account({ cash: -7 }), "actual-to-required", FEES, 7, 0],
  ])("%s", (_case, facts, convention, fees, cash, sell) => {
    const policy = under(convention);
    expect(cashToReachMaintenance(facts, policy)).toBe(cash);
    expect(valueToSell(facts, policy, fees)).toBe(sell);
    if (cash > 0) {
      expect(marginStatus({ ...facts, cash: facts.cash + cash }, policy)).toBe("SAFE");
      expect(marginStatus({ ...facts, cash: facts.cash + cash - 1 }, policy)).not.toBe("SAFE");
    }
  });

  it("sells pro rata across the holdings", () => {
    // 500M of FPT (50%) and 500M of SAB (0%) on 700M of loan: margin value 250M.
    const facts = account({
      cash: -700 * M,
      holdings: [line("FPT", 5_000, 100_000), line("SAB", 10_000, 50_000)],
    });
    const policy = under("collateral-to-net-debt");
    expect(marginRatio(facts, policy)).toBe(357_142);
    // (250M − s/4) / (700M − s) ≥ 87%: s ≥ 579,032,258.06.
    expect(valueToSell(facts, policy, NO_FEES)).toBe(579_032_259);
  });
});

describe("the broker's room on a symbol (-20606) and out-room orders", () => {
  const policy = { ...DEFAULT_MARGIN_POLICY, symbolRoom: { FPT: 1_000_000 } };

  it.each([
    ["FPT", 600_000, 400_000, null],
    ["FPT", 600_000, 400_001, -20606],
    ["FPT", 2_000_000, 0, null],
    // A symbol not listed has the default room.
    ["VNM", 600_000, 400_001, null],
  ] as const)("%s: %i used + %i more → %s", (symbol, used, more, expected) => {
    expect(roomRefusal(symbol, used, more, policy)).toBe(expected);
  });

  it("an out-room order's symbol lends nothing, the others as before", () => {
    const outRoom = outRoomPolicy("FPT", policy);
    expect(loanRateOf("FPT", outRoom)).toBe(0);
    expect(loanRateOf("VNM", outRoom)).toBe(loanRateOf("VNM", policy));
    expect(loanRateOf("FPT", policy)).toBe(500_000);
  });
});

describe("interest", () => {
  it.each<[string, number, number, number]>([
    ["no debt", 0, 375, 0],
    ["1M at 0.0375%/day", M, 375, 375],
    ["below half a dong rounds down", 1_333, 375, 0],
    ["above half a dong rounds up", 1_334, 375, 1],
    ["exactly half a dong rounds up", 4_000, 375, 2],
    ["400M", 400 * M, 375, 150_000],
    ["the default lending limit", 5_000 * M, 375, 1_875_000],
    ["past 2^53 in the product, exact", 1_000_000_000_000_000, 375, 375_000_000_000],
    ["HSC's 0.04%/day", M, 400, 400],
  ])("%s: %i VND at %i ppm = %i", (_case, owed, ppm, interest) => {
    expect(dailyInterest(owed, { ...DEFAULT_MARGIN_POLICY, dailyInterestPpm: ppm })).toBe(interest);
  });

  it("runs on the loan, not on interest already owed (simple interest)", () => {
    const facts = { ...loaned, accruedInterest: 150_000 };
    expect(dailyInterest(debt(facts), DEFAULT_MARGIN_POLICY)).toBe(150_000);
  });
});

// ——— properties ———

const SYMBOLS = ["FPT", "ACB", "VIC", "SSI", "SAB", "XYZ"] as const;
const CONVENTIONS = Object.keys(RATIO_PRESETS) as RatioConvention[];
/** The initial margin each convention must keep after a buy: loan rates are at most 50%. */
const INITIAL_PPM: Record<RatioConvention, number> = {
  "equity-to-assets": 500_000,
  "collateral-to-net-debt": 1_000_000,
  "actual-to-required": 1_000_000,
};

const holdingArb = fc.record({
  symbol: fc.constantFrom(...SYMBOLS),
  volume: fc.integer({ min: 0, max: 200_000 }),
  price: fc.integer({ min: 1, max: 20_000 }).map((tens) => tens * 10),
});

const factsArb: fc.Arbitrary<MarginAccountFacts> = fc.record({
  cash: fc.integer({ min: -3_000 * M, max: 3_000 * M }),
  hold: fc.constant(0),
  receivableTotal: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 * M })),
  holdings: fc.array(holdingArb, { maxLength: 4 }),
  accruedInterest: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 * M })),
});

const policyArb: fc.Arbitrary<MarginPolicy> = fc
  .record({
    convention: fc.constantFrom(...CONVENTIONS),
    lendingLimit: fc.oneof(fc.constant(5_000 * M), fc.integer({ min: 0, max: 10_000 * M })),
  })
  .map(({ convention, lendingLimit }) => ({ ...under(convention), lendingLimit }));

const feesArb = fc.constantFrom(NO_FEES, FEES, { feePpm: 3_500, sellTaxPpm: 1_000 });

describe("properties", () => {
  it("buying power never exceeds cash + lending limit, nor cash + proceeds due + margin value − interest", () => {
    fc.assert(
      fc.property(factsArb, policyArb, (facts, policy) => {
        const power = buyingPower(facts, policy);
        expect(power).toBeLessThanOrEqual(facts.cash + policy.lendingLimit);
        const basic =
          facts.cash +
          facts.receivableTotal -
          (facts.accruedInterest ?? 0) +
          marginValueOf(facts.holdings, policy);
        expect(power).toBeLessThanOrEqual(basic);
        expect(power === facts.cash + policy.lendingLimit || power === basic).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("equity is total assets less net debt; buying power ≥ 0 is Rtt ≥ 100% and MR ≥ 100%", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(equity(facts)).toBe(totalAssets(facts) - netDebt(facts));
        const basic =
          facts.cash +
          facts.receivableTotal -
          (facts.accruedInterest ?? 0) +
          marginValueOf(facts.holdings, DEFAULT_MARGIN_POLICY);
        for (const convention of ["collateral-to-net-debt", "actual-to-required"] as const) {
          const ratio = marginRatio(facts, under(convention));
          if (ratio === null) expect(netDebt(facts)).toBe(0);
          else if (facts.holdings.some((holding) => holding.volume > 0 && holding.price > 0))
            expect(ratio >= 1_000_000, convention).toBe(basic >= 0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("the largest buy fits, one lot more does not, and once filled the account keeps its initial margin", () => {
    fc.assert(
      fc.property(
        factsArb,
        policyArb,
        fc.constantFrom(...SYMBOLS),
        fc.integer({ min: 1, max: 20_000 }).map((tens) => tens * 10),
        fc.constantFrom(1, 100),
        feesArb,
        (facts, policy, symbol, price, lot, fees) => {
          const volume = maxBuyVolume(symbol, price, facts, policy, fees, lot);
          expect(volume % lot).toBe(0);
          const buy = (shares: number) => {
            const value = shares * price;
            return { symbol, value, cost: value + chargeCeiling(value, fees.feePpm) };
          };
          expect(canBuyOnMargin(buy(volume + lot), facts, policy)).toBe(96012);
          if (volume === 0) return;
          expect(canBuyOnMargin(buy(volume), facts, policy)).toBeNull();
          // Filled at its limit, with the fee actually charged (rounded half up, within the hold).
          const value = volume * price;
          const filled: MarginAccountFacts = {
            ...facts,
            cash: facts.cash - value - charge(value, fees.feePpm),
            holdings: [...facts.holdings, line(symbol, volume, price)],
          };
          expect(debt(filled)).toBeLessThanOrEqual(policy.lendingLimit);
          expect(buyingPower(filled, policy)).toBeGreaterThanOrEqual(0);
          for (const convention of CONVENTIONS) {
            const ratio = marginRatio(filled, under(convention));
            if (ratio !== null) expect(ratio, convention).toBeGreaterThanOrEqual(INITIAL_PPM[convention]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("the deposit to the maintenance line is the least that restores it", () => {
    fc.assert(
      fc.property(factsArb, policyArb, (facts, policy) => {
        const deposit = cashToReachMaintenance(facts, policy);
        expect(deposit).toBeGreaterThanOrEqual(0);
        expect(deposit).toBeLessThanOrEqual(netDebt(facts));
        expect(marginStatus({ ...facts, cash: facts.cash + deposit }, policy)).toBe("SAFE");
        if (deposit > 0)
          expect(marginStatus({ ...facts, cash: facts.cash + deposit - 1 }, policy)).not.toBe("SAFE");
        else expect(marginStatus(facts, policy)).toBe("SAFE");
      }),
      { numRuns: RUNS },
    );
  });

  it("selling the value to sell restores the maintenance line, or it is everything held", () => {
    // One holding at 1 VND a share, so any value is a whole number of shares and the pro-rata
    // sale is exactly a sale of that many shares, whose net proceeds arrive as a receivable.
    const oneHoldingArb = fc.record({
      cash: fc.integer({ min: -3_000 * M, max: 0 }),
      symbol: fc.constantFrom(...SYMBOLS),
      volume: fc.integer({ min: 1, max: 4_000 * M }),
      accruedInterest: fc.integer({ min: 0, max: 10 * M }),
    });
    fc.assert(
      fc.property(
        oneHoldingArb,
        policyArb,
        feesArb,
        ({ cash, symbol, volume, accruedInterest }, policy, fees) => {
          const facts = account({ cash, accruedInterest, holdings: [line(symbol, volume, 1)] });
          const sold = valueToSell(facts, policy, fees);
          expect(sold).toBeGreaterThanOrEqual(0);
          expect(sold).toBeLessThanOrEqual(volume);
          if (marginStatus(facts, policy) === "SAFE") expect(sold).toBe(0);
          if (sold === 0 || sold === volume) return;
          const after = account({
            cash,
            accruedInterest,
            receivableTotal: sold - charge(sold, fees.feePpm) - charge(sold, fees.sellTaxPpm),
            holdings: [line(symbol, volume - sold, 1)],
          });
          expect(marginStatus(after, policy)).toBe("SAFE");
        },
      ),
      { numRuns: RUNS },
    );
  });
});
