/**
 * The force sale against the fact sheet's rules (broker-facts §3): SHS's sale back to the
 * maintenance line, DNSE's board lots at the floor "just big enough", HSC's sale back to 100%
 * (the `initial` target), and the order of sale under Rtt. The properties hold the plan to its
 * promises on random accounts: after the sales at their price the ratio meets the target, one lot
 * fewer anywhere does not, nothing beyond the sellable shares is sold, and better fills only help.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charge, DEFAULT_FEE_SCHEDULE, type StockFees } from "../ledger/fee-schedule";
import {
  DEFAULT_MARGIN_POLICY,
  marginRatio,
  RATIO_PRESETS,
  type MarginAccountFacts,
  type MarginHolding,
  type MarginPolicy,
  type RatioConvention,
} from "../ledger/margin-rules";
import {
  forceSalePlan,
  saleProceeds,
  saleTargetPpm,
  type SaleLine,
  type SellableHolding,
} from "./force-sale";
import { RISK_POLICY, type ForceSalePolicy } from "./risk-policy";

const M = 1_000_000;
const NO_FEES: StockFees = { feePpm: 0, sellTaxPpm: 0 };
const FEES = DEFAULT_FEE_SCHEDULE["6"];
const OPTIONS = RISK_POLICY.forceSale;

function account(cash: number, holdings: MarginHolding[]): MarginAccountFacts {
  return { cash, hold: 0, receivableTotal: 0, holdings };
}

function under(convention: RatioConvention): MarginPolicy {
  return { ...DEFAULT_MARGIN_POLICY, ratio: RATIO_PRESETS[convention] };
}

/** docs/margin.md's `fallen`: 10,000 FPT at 60,000 on 400M of loan (33.3%, a call). */
const fallen = account(-400 * M, [{ symbol: "FPT", volume: 10_000, price: 60_000 }]);
const fptAtMark: SellableHolding[] = [{ symbol: "FPT", available: 10_000, floor: 60_000 }];

/** The plan's lines as `[symbol, volume, board]`. */
function lines(sales: readonly SaleLine[]): [string, number, string][] {
  return sales.map((sale) => [sale.symbol, sale.volume, sale.board]);
}

describe("the sale back to the call line", () => {
  it("sells SHS's 28.6M of `fallen` as 5 board lots (4 would leave 34.7%)", () => {
    const plan = forceSalePlan(fallen, fptAtMark, DEFAULT_MARGIN_POLICY, NO_FEES, OPTIONS);
    expect(plan).toMatchObject({ targetPpm: 350_000, restores: true, ratioAfterPpm: 350_877, topUpAfter: 0 });
    expect(plan.sales).toEqual([
      { symbol: "FPT", volume: 500, board: "lot", price: 60_000, orders: [500], proceeds: 30 * M },
    ]);
  });

  it("values the sale at the floor, net of fee and tax (DNSE sells at the floor)", () => {
    // 120M of 520M (23.1%) at a mark of 52,000, below the force line; the floor is 48,400.
    // Each share sold takes 52,000 of assets and brings 48,279 net: 4,283 restore 35%, so 43 lots.
    const facts = account(-400 * M, [{ symbol: "FPT", volume: 10_000, price: 52_000 }]);
    const plan = forceSalePlan(
      facts,
      [{ symbol: "FPT", available: 10_000, floor: 48_400 }],
      DEFAULT_MARGIN_POLICY,
      FEES,
      OPTIONS,
    );
    expect(plan.sales).toEqual([
      { symbol: "FPT", volume: 4_300, board: "lot", price: 48_400, orders: [4_300], proceeds: 207_599_700 },
    ]);
    expect(plan).toMatchObject({ restores: true, ratioAfterPpm: 350_876 });
  });

  it("sells back to the initial margin when configured (HSC sells back to 100%)", () => {
    const initial: ForceSalePolicy = { ...OPTIONS, target: "initial" };
    expect(saleTargetPpm(DEFAULT_MARGIN_POLICY, "initial")).toBe(500_000);
    expect(saleTargetPpm(under("actual-to-required"), "initial")).toBe(1_000_000);
    // 200M / (600M − 204M) is 50.5%; 33 lots would leave 49.75%.
    const plan = forceSalePlan(fallen, fptAtMark, DEFAULT_MARGIN_POLICY, NO_FEES, initial);
    expect(lines(plan.sales)).toEqual([["FPT", 3_400, "lot"]]);
  });

  it("plans nothing for an account at the target", () => {
    const loaned = account(-400 * M, [{ symbol: "FPT", volume: 10_000, price: 100_000 }]);
    const plan = forceSalePlan(loaned, fptAtMark, DEFAULT_MARGIN_POLICY, FEES, OPTIONS);
    expect(plan).toEqual({
      targetPpm: 350_000,
      sales: [],
      restores: true,
      ratioAfterPpm: 600_000,
      topUpAfter: 0,
    });
  });

  it("splits a line into orders within the 50,000-share cap", () => {
    // 400M of 2,000M (20%): 857.2M of HPG at 10,000 restores 35%.
    const facts = account(-1_600 * M, [{ symbol: "HPG", volume: 200_000, price: 10_000 }]);
    const plan = forceSalePlan(
      facts,
      [{ symbol: "HPG", available: 200_000, floor: 10_000 }],
      DEFAULT_MARGIN_POLICY,
      NO_FEES,
      OPTIONS,
    );
    expect(plan.sales[0]).toMatchObject({ volume: 85_800, orders: [50_000, 35_800] });
  });
});

describe("what may be sold", () => {
  it("sells only board lots of a holding of 100 or more: 250 sellable sell 200, the 50 stay", () => {
    const plan = forceSalePlan(
      fallen,
      [{ symbol: "FPT", available: 250, floor: 60_000 }],
      DEFAULT_MARGIN_POLICY,
      NO_FEES,
      OPTIONS,
    );
    expect(lines(plan.sales)).toEqual([["FPT", 200, "lot"]]);
    expect(plan.restores).toBe(false);
    // 200M of 588M: 5.8M more to deposit reaches 35%.
    expect(plan.topUpAfter).toBe(5_800_000);
  });

  it("sells a holding of fewer than 100 sellable shares whole, as an odd lot", () => {
    const facts = account(-400 * M, [
      { symbol: "FPT", volume: 10_000, price: 60_000 },
      { symbol: "ACB", volume: 60, price: 20_000 },
    ]);
    const sellable = [{ symbol: "ACB", available: 60, floor: 20_000 }, ...fptAtMark];
    const plan = forceSalePlan(facts, sellable, DEFAULT_MARGIN_POLICY, NO_FEES, {
      ...OPTIONS,
      order: "largest-loan-value",
    });
    // FPT's lots alone restore it: 200M + 1.2M of 571.2M; the odd lot is not needed.
    expect(lines(plan.sales)).toEqual([["FPT", 500, "lot"]]);
    const oddOnly = forceSalePlan(facts, sellable.slice(0, 1), DEFAULT_MARGIN_POLICY, NO_FEES, OPTIONS);
    expect(lines(oddOnly.sales)).toEqual([["ACB", 60, "odd"]]);
    expect(oddOnly.restores).toBe(false);
  });

  it("sells everything when nothing restores the ratio, and says what is still owed", () => {
    // FPT at 30,000: 300M of shares against 400M of loan.
    const facts = account(-400 * M, [{ symbol: "FPT", volume: 10_000, price: 30_000 }]);
    const plan = forceSalePlan(
      facts,
      [{ symbol: "FPT", available: 10_000, floor: 30_000 }],
      DEFAULT_MARGIN_POLICY,
      NO_FEES,
      OPTIONS,
    );
    expect(lines(plan.sales)).toEqual([["FPT", 10_000, "lot"]]);
    expect(plan).toMatchObject({ restores: false, ratioAfterPpm: 0, topUpAfter: 100 * M });
  });

  it("refuses sellable shares the account does not hold", () => {
    expect(() =>
      forceSalePlan(
        fallen,
        [{ symbol: "FPT", available: 10_001, floor: 60_000 }],
        DEFAULT_MARGIN_POLICY,
        FEES,
        OPTIONS,
      ),
    ).toThrow(RangeError);
    expect(() =>
      forceSalePlan(
        fallen,
        [{ symbol: "VNM", available: 100, floor: 60_000 }],
        DEFAULT_MARGIN_POLICY,
        FEES,
        OPTIONS,
      ),
    ).toThrow(RangeError);
  });
});

describe("the order of sale", () => {
  // 5,000 FPT (lends 50%) and 5,000 SAB (off the list) at 60,000 on 400M of loan.
  const mixed = account(-400 * M, [
    { symbol: "FPT", volume: 5_000, price: 60_000 },
    { symbol: "SAB", volume: 5_000, price: 60_000 },
  ]);
  const both: SellableHolding[] = [
    { symbol: "FPT", available: 5_000, floor: 60_000 },
    { symbol: "SAB", available: 5_000, floor: 60_000 },
  ];

  it.each<[ForceSalePolicy["order"], RatioConvention, [string, number, string][]]>([
    // Equity / assets: any 28.6M restores 35%; the policy picks which shares go.
    ["least-marginable", "equity-to-assets", [["SAB", 500, "lot"]]],
    ["largest-loan-value", "equity-to-assets", [["FPT", 500, "lot"]]],
    // Rtt 37.5% (150M / 400M) to 87%: 3,800 SAB do it (150 / 172); selling FPT lowers the
    // margin value as fast as the debt, so it takes all of FPT and 1,700 SAB to repay the loan.
    ["least-marginable", "collateral-to-net-debt", [["SAB", 3_800, "lot"]]],
    [
      "largest-loan-value",
      "collateral-to-net-debt",
      [
        ["FPT", 5_000, "lot"],
        ["SAB", 1_700, "lot"],
      ],
    ],
  ])("%s under %s", (order, convention, expected) => {
    const plan = forceSalePlan(mixed, both, under(convention), NO_FEES, { ...OPTIONS, order });
    expect(plan.restores).toBe(true);
    expect(lines(plan.sales)).toEqual(expected);
  });
});

// ——— properties ———

const RATES: Readonly<Record<string, number>> = { FPT: 500_000, GAS: 400_000, VIC: 300_000, SAB: 0, XYZ: 0 };
const SYMBOLS = Object.keys(RATES);

interface Case {
  readonly facts: MarginAccountFacts;
  readonly sellable: SellableHolding[];
}

/**
 * Accounts with equity / assets from −20% to 24.9%, mostly 15% and up: below SSI's force line;
 * floors up to 7% below the mark, now and then 15%; now and then only part of a holding sellable.
 */
const caseArb: fc.Arbitrary<Case> = fc
  .uniqueArray(
    fc.record({
      symbol: fc.constantFrom(...SYMBOLS),
      volume: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 60_000 })),
      price: fc.integer({ min: 100, max: 15_000 }).map((tens) => tens * 10),
      soldShare: fc.oneof(fc.constant(100), fc.integer({ min: 0, max: 100 })),
      floorCut: fc.oneof(fc.integer({ min: 0, max: 70 }), fc.integer({ min: 0, max: 150 })),
    }),
    { minLength: 1, maxLength: 4, selector: (line) => line.symbol },
  )
  .chain((rows) =>
    fc
      .oneof(fc.integer({ min: 150_000, max: 249_999 }), fc.integer({ min: -200_000, max: 249_999 }))
      .map((equityPpm): Case => {
        const value = rows.reduce((sum, row) => sum + row.volume * row.price, 0);
        return {
          facts: account(
            Math.floor((value * (equityPpm - 1_000_000)) / 1_000_000),
            rows.map(({ symbol, volume, price }) => ({ symbol, volume, price })),
          ),
          sellable: rows.map((row) => ({
            symbol: row.symbol,
            available: Math.ceil((row.volume * row.soldShare) / 100),
            floor: Math.max(10, row.price - Math.floor((row.price * row.floorCut) / 1_000)),
          })),
        };
      }),
  );

const optionsArb: fc.Arbitrary<ForceSalePolicy> = fc.record({
  target: fc.constantFrom("call-line" as const, "initial" as const),
  order: fc.constantFrom("least-marginable" as const, "largest-loan-value" as const),
  pricing: fc.constant("limit" as const),
  maxOrderVolume: fc.constantFrom(50_000, 1_000),
});

/** The ratio once `sales` fill at `priceOf` each, computed here from the plan's own lines. */
function ratioAfter(
  { facts }: Case,
  sales: readonly SaleLine[],
  policy: MarginPolicy,
  fees: StockFees,
  priceOf: (sale: SaleLine) => number,
): number | null {
  let proceeds = 0;
  const holdings = facts.holdings.map((holding) => {
    const sale = sales.find((line) => line.symbol === holding.symbol);
    if (sale === undefined) return holding;
    for (const order of sale.orders) {
      const value = order * priceOf(sale);
      proceeds += value - charge(value, fees.feePpm) - charge(value, fees.sellTaxPpm);
    }
    return { ...holding, volume: holding.volume - sale.volume };
  });
  return marginRatio({ ...facts, holdings, receivableTotal: facts.receivableTotal + proceeds }, policy);
}

const meets = (ratio: number | null, target: number): boolean => ratio === null || ratio >= target;

/** The plan with one unit (a board lot, or a whole odd lot) fewer on `line`. */
function oneLess(sales: readonly SaleLine[], line: number, maxOrderVolume: number): SaleLine[] {
  return sales.map((sale, index) => {
    if (index !== line) return sale;
    const volume = sale.board === "odd" ? 0 : sale.volume - 100;
    const orders: number[] = [];
    for (let left = volume; left > 0; left -= maxOrderVolume) orders.push(Math.min(left, maxOrderVolume));
    return { ...sale, volume, orders };
  });
}

describe("properties", () => {
  it("sold just enough: the target is met at the planned price, one lot fewer anywhere misses it", () => {
    const outcomes = { restores: 0, short: 0 };
    fc.assert(
      fc.property(
        caseArb,
        fc.constantFrom<RatioConvention>("equity-to-assets", "collateral-to-net-debt", "actual-to-required"),
        fc.constantFrom(NO_FEES, FEES),
        optionsArb,
        (input, convention, fees, options) => {
          const policy = { ...under(convention), loanRatesPpm: RATES };
          if (convention === "equity-to-assets")
            expect(marginRatio(input.facts, policy)).toBeLessThan(policy.ratio.forceSalePpm);
          const plan = forceSalePlan(input.facts, input.sellable, policy, fees, options);
          outcomes[plan.restores ? "restores" : "short"] += 1;
          const atPrice = (sales: readonly SaleLine[]) =>
            ratioAfter(input, sales, policy, fees, (sale) => sale.price);
          expect(plan.ratioAfterPpm).toBe(atPrice(plan.sales));
          expect(meets(atPrice(plan.sales), plan.targetPpm)).toBe(plan.restores);
          for (const sale of plan.sales) {
            const sellable = input.sellable.find((line) => line.symbol === sale.symbol);
            expect(sellable).toBeDefined();
            expect(sale.volume).toBeLessThanOrEqual(sellable?.available ?? 0);
            expect(sale.price).toBe(sellable?.floor);
            expect(sale.orders.reduce((sum, order) => sum + order, 0)).toBe(sale.volume);
            expect(Math.max(...sale.orders)).toBeLessThanOrEqual(options.maxOrderVolume);
            expect(sale.proceeds).toBe(saleProceeds(sale.volume, sale.price, fees, options.maxOrderVolume));
            if (sale.board === "odd") expect(sale.volume).toBe(sellable?.available);
            else expect(sale.volume % 100).toBe(0);
          }
          if (plan.restores) {
            plan.sales.forEach((_, line) => {
              expect(meets(atPrice(oneLess(plan.sales, line, options.maxOrderVolume)), plan.targetPpm)).toBe(
                false,
              );
            });
            // Fills above the floor only help: at the mark the target still holds.
            const atMark = ratioAfter(input, plan.sales, policy, fees, (sale) =>
              Math.max(
                sale.price,
                input.facts.holdings.find((holding) => holding.symbol === sale.symbol)?.price ?? 0,
              ),
            );
            expect(meets(atMark, plan.targetPpm)).toBe(true);
            expect(plan.topUpAfter).toBe(0);
          } else {
            // Everything sellable goes: every board lot, and the whole of a holding under 100.
            for (const sellable of input.sellable) {
              const sold = plan.sales.find((sale) => sale.symbol === sellable.symbol)?.volume ?? 0;
              const all =
                sellable.available < 100
                  ? sellable.available
                  : sellable.available - (sellable.available % 100);
              expect(sold).toBe(all);
            }
            expect(plan.topUpAfter).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Both branches are exercised, not only the easy one.
    expect(outcomes.restores).toBeGreaterThan(30);
    expect(outcomes.short).toBeGreaterThan(30);
  });
});
