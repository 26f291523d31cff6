import { isOnPriceStep } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  BondDefinition,
  EtfDefinition,
  FutureDefinition,
  InstrumentDefinition,
  StockDefinition,
  WarrantDefinition,
} from "../instruments/instrument";
import { openSymbolDay, recordClose, recordTrade, type TradeRecord } from "./daily-statistics";
import { stepContextOf } from "../instruments/step-context";
import { nextReference } from "./reference-price";
import type { SymbolDay } from "./symbol-day";

const common = { nameVi: "x", nameEn: "x", simulated: false } as const;

function stock(exchange: "HOSE" | "HNX" | "UPCOM"): StockDefinition {
  return {
    ...common,
    symbol: "AAA",
    exchange,
    kind: "STOCK",
    sessionVenue: exchange,
    boardVenue: exchange,
    initialReference: 20_000,
    icbCode: null,
    sharesOutstanding: 1_000_000,
    foreignRoomLimit: 490_000,
    initialForeignHolding: 0,
    restricted: false,
  };
}

const etf: EtfDefinition = {
  ...common,
  symbol: "E1VFVN30",
  exchange: "HOSE",
  kind: "ETF",
  sessionVenue: "HOSE",
  boardVenue: "HOSE",
  initialReference: 25_000,
  trackedIndex: "VN30",
  sharesOutstanding: 1_000_000,
  foreignRoomLimit: 1_000_000,
  initialForeignHolding: 0,
  unitsPerBasket: 100_000,
  basket: [],
};

const warrant: WarrantDefinition = {
  ...common,
  symbol: "CHPG2401",
  exchange: "HOSE",
  kind: "CW",
  sessionVenue: "HOSE",
  boardVenue: "HOSE",
  initialReference: 1_440,
  underlying: "HPG",
  issuerCode: "X",
  issuerName: "X",
  warrantType: "C",
  exercisePrice: 20_500,
  ratio: { warrants: 2, shares: 1 },
  listedDate: "2025-01-02",
  lastTradingDate: "2025-06-27",
  maturityDate: "2025-07-01",
  sharesOutstanding: 1_000_000,
};

const future: FutureDefinition = {
  ...common,
  symbol: "41I1F4000",
  exchange: "DERIVATIVES",
  kind: "INDEX_FUTURE",
  sessionVenue: "DERIVATIVES",
  initialReference: 184_000,
  underlying: "VN30",
  contractMonth: "2025-04",
  lastTradingDate: "2025-04-17",
  multiplier: 1_000,
  krxCode: "41I1F4000",
};

const bond: BondDefinition = {
  ...common,
  symbol: "BOND01",
  exchange: "HNX",
  kind: "BOND",
  sessionVenue: "PRIVATE_BONDS",
  initialReference: 100_000,
  bondType: "PRIVATE",
  issuerCode: "X",
  issuerName: "X",
  parValue: 100_000,
  couponBasisPoints: 850,
  couponPeriod: 1,
  couponPeriodUnit: "YEAR",
  issueDate: "2024-01-01",
  maturityDate: "2027-01-01",
  collateral: "",
  callPutProvision: "",
  outstandingUnits: 1_000_000,
};

type Step = { readonly trade: TradeRecord } | { readonly close: number };

const lot = (price: number, volume = 100, phase: TradeRecord["phase"] = "continuous"): Step => ({
  trade: { board: "lot", price, volume, phase },
});

function dayAfter(reference: number, steps: readonly Step[]): SymbolDay {
  const day = openSymbolDay({ reference, ceiling: 0, floor: 0, foreignRoom: 0 });
  for (const step of steps) {
    if ("trade" in step) recordTrade(day, step.trade);
    else recordClose(day, step.close);
  }
  return day;
}

describe("next reference price", () => {
  it.each<[string, InstrumentDefinition, number, readonly Step[], number]>([
    ["HOSE: the closing call price", stock("HOSE"), 20_000, [lot(20_100), { close: 20_250 }], 20_250],
    ["HOSE: else the last continuous trade", stock("HOSE"), 20_000, [lot(20_100), lot(20_150)], 20_150],
    ["HOSE: else keep the reference", stock("HOSE"), 20_000, [], 20_000],
    [
      "HOSE: an odd-lot trade does not set it",
      stock("HOSE"),
      20_000,
      [{ trade: { board: "odd", price: 20_500, volume: 5, phase: "continuous" } }],
      20_000,
    ],
    [
      "HOSE: a put-through deal does not set it",
      stock("HOSE"),
      20_000,
      [{ trade: { board: "pt", price: 20_500, volume: 20_000, phase: "continuous" } }],
      20_000,
    ],
    ["HNX: the closing call price", stock("HNX"), 20_000, [lot(20_100), { close: 20_300 }], 20_300],
    [
      "HNX: the last trade before PLO, PLO ignored",
      stock("HNX"),
      20_000,
      [lot(20_100), lot(20_200, 100, "post-close")],
      20_100,
    ],
    ["HNX: PLO alone does not set it", stock("HNX"), 20_000, [lot(20_200, 100, "post-close")], 20_000],
    ["ETF on HOSE: the close", etf, 25_000, [lot(25_110), { close: 25_130 }], 25_130],
    ["CW on HOSE: the last trade", warrant, 1_440, [lot(1_500), lot(1_520)], 1_520],
    [
      "UPCOM: volume-weighted continuous average",
      stock("UPCOM"),
      20_000,
      [lot(20_000, 100), lot(20_300, 200)],
      20_200,
    ],
    [
      "UPCOM: the average rounds half up to 100",
      stock("UPCOM"),
      20_000,
      [lot(20_000, 100), lot(20_100, 100)],
      20_100,
    ],
    [
      "UPCOM: below the half rounds down",
      stock("UPCOM"),
      20_000,
      [lot(20_000, 300), lot(20_100, 100)],
      20_000,
    ],
    [
      "UPCOM: put-through excluded",
      stock("UPCOM"),
      20_000,
      [lot(20_000, 100), { trade: { board: "pt", price: 25_000, volume: 100_000, phase: "continuous" } }],
      20_000,
    ],
    ["UPCOM: else keep", stock("UPCOM"), 20_000, [], 20_000],
    [
      "futures: without a window, the closing call price",
      future,
      184_000,
      [lot(185_000, 5), { close: 185_120 }],
      185_120,
    ],
    ["futures: without a window, the last trade", future, 184_000, [lot(185_000, 5)], 185_000],
    ["futures: else keep", future, 184_000, [], 184_000],
    ["bonds: a board close", bond, 100_000, [lot(100_123, 10)], 100_123],
    ["bonds: else keep", bond, 100_000, [], 100_000],
  ])("%s", (_name, instrument, reference, steps, expected) => {
    expect(nextReference(instrument, dayAfter(reference, steps))).toBe(expected);
  });

  it("uses the given daily settlement price for futures", () => {
    expect(
      nextReference(future, dayAfter(184_000, [lot(185_000, 5)]), { dailySettlementPrice: 185_010 }),
    ).toBe(185_010);
  });

  it("uses the last put-through price for bonds without a board trade", () => {
    const traded = dayAfter(100_000, []);
    recordTrade(traded, { board: "pt", price: 99_876, volume: 10, phase: "continuous" });
    expect(nextReference(bond, traded)).toBe(99_876);
    expect(nextReference(bond, dayAfter(100_000, []))).toBe(100_000);
  });

  it("averages UPCOM values near 1e13 VND exactly", () => {
    // 500 M shares at 19,900 and at 20,000, then one lot at 19,900: the average sits a hair
    // below the half (19,949.999995), so it rounds down; one lot at 20,000 puts it above.
    const below = dayAfter(20_000, [lot(19_900, 500_000_000), lot(20_000, 500_000_000), lot(19_900, 100)]);
    const above = dayAfter(20_000, [lot(19_900, 500_000_000), lot(20_000, 500_000_000), lot(20_000, 100)]);
    expect(below.continuousValue).toBeGreaterThan(1e13);
    expect(nextReference(stock("UPCOM"), below)).toBe(19_900);
    expect(nextReference(stock("UPCOM"), above)).toBe(20_000);
  });

  it("always lands an UPCOM average on the step", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 5_000 }), lots: fc.integer({ min: 1, max: 10_000 }) }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (trades) => {
          const day = dayAfter(
            20_000,
            trades.map((t) => lot(t.price * 100, t.lots * 100)),
          );
          const next = nextReference(stock("UPCOM"), day);
          expect(isOnPriceStep(stepContextOf(stock("UPCOM")), next)).toBe(true);
          const prices = trades.map((t) => t.price * 100);
          expect(next).toBeGreaterThanOrEqual(Math.min(...prices));
          expect(next).toBeLessThanOrEqual(Math.max(...prices));
        },
      ),
    );
  });
});
