/**
 * A small invented universe for the simulator's tests, built from a seed: shares on HOSE, HNX
 * and UPCOM (the first HOSE names form the VN30, the last one is restricted), a VN30 ETF,
 * covered warrants on VN30 names, VN30 and VN100 futures, a bond future, and two bonds. Its
 * size is a parameter, so the cost test can run a universe as large as the real one.
 */
import { MIN_WARRANT_PRICE } from "@bangia/market";
import type {
  BondDefinition,
  EtfDefinition,
  FutureDefinition,
  IndexDefinition,
  InstrumentDefinition,
  StockDefinition,
  WarrantDefinition,
} from "../../instruments/instrument";
import { snapToPriceStep } from "../../instruments/snap-to-price-step";
import { callValue } from "../../instruments/warrant-pricing";
import { SeededRandom } from "../../random/seeded-random";

/** A Monday: the first day of every test. */
export const TEST_DAY = "2025-06-02";

export interface TestUniverseOptions {
  readonly hose: number;
  readonly hnx: number;
  readonly upcom: number;
  readonly warrants: number;
  /** Size of the VN30 (the first HOSE names); 30 unless given. */
  readonly vn30?: number;
  readonly seed?: number;
}

export interface TestUniverse {
  readonly instruments: readonly InstrumentDefinition[];
  readonly indices: readonly IndexDefinition[];
}

const ICB_CODES = [
  "0500",
  "1300",
  "1700",
  "2300",
  "2700",
  "3500",
  "3700",
  "4500",
  "5300",
  "8300",
  "8600",
  "8700",
];

function stock(
  rng: SeededRandom,
  exchange: "HOSE" | "HNX" | "UPCOM",
  symbol: string,
  rank: number,
  restricted: boolean,
): StockDefinition {
  const raw = 5_000 + rng.next() * 90_000;
  const initialReference = snapToPriceStep({ kind: "STOCK", venue: exchange }, raw);
  const sharesOutstanding = Math.round(3_000_000_000 / (rank + 1) / 100) * 100 + 1_000_000;
  const foreignRoomLimit = Math.floor(sharesOutstanding * 0.49);
  return {
    symbol,
    exchange,
    kind: "STOCK",
    sessionVenue: exchange,
    boardVenue: exchange,
    nameVi: `Cổ phần ${symbol}`,
    nameEn: `${symbol} JSC`,
    simulated: true,
    initialReference,
    icbCode: rng.pick(ICB_CODES),
    sharesOutstanding,
    foreignRoomLimit,
    // Some names start with their room nearly used up.
    initialForeignHolding: rank % 7 === 3 ? foreignRoomLimit - 50_000 : Math.floor(foreignRoomLimit * 0.3),
    restricted,
  };
}

function future(
  symbol: string,
  kind: "INDEX_FUTURE" | "BOND_FUTURE",
  underlying: string,
  contractMonth: string,
  lastTradingDate: string,
  initialReference: number,
): FutureDefinition {
  return {
    symbol,
    exchange: "DERIVATIVES",
    kind,
    sessionVenue: "DERIVATIVES",
    nameVi: `Hợp đồng tương lai ${symbol}`,
    nameEn: `${symbol} futures`,
    simulated: true,
    initialReference,
    underlying,
    contractMonth,
    lastTradingDate,
    multiplier: kind === "INDEX_FUTURE" ? 1_000 : 10_000,
    krxCode: symbol,
  };
}

function bond(symbol: string, sessionVenue: "PRIVATE_BONDS" | "LISTED_BONDS"): BondDefinition {
  return {
    symbol,
    exchange: "HNX",
    kind: "BOND",
    sessionVenue,
    nameVi: `Trái phiếu ${symbol}`,
    nameEn: `${symbol} bond`,
    simulated: true,
    initialReference: 100_500,
    bondType: sessionVenue === "PRIVATE_BONDS" ? "PRIVATE" : "CORPORATE",
    issuerCode: symbol.slice(0, 4),
    issuerName: `Issuer of ${symbol}`,
    parValue: 100_000,
    couponBasisPoints: 900,
    couponPeriod: 12,
    couponPeriodUnit: "MONTH",
    issueDate: "2024-01-15",
    maturityDate: "2028-01-15",
    collateral: "Unsecured",
    callPutProvision: "None",
    outstandingUnits: 500_000,
  };
}

function warrant(rng: SeededRandom, underlying: StockDefinition, sequence: number): WarrantDefinition {
  const exercisePrice = Math.round((underlying.initialReference * (0.9 + 0.2 * rng.next())) / 100) * 100;
  const ratio = { warrants: rng.int(1, 5), shares: 1 };
  const value = callValue({
    spot: underlying.initialReference,
    strike: exercisePrice,
    years: 0.5,
    volatility: 0.35,
  });
  const initialReference = Math.max(
    MIN_WARRANT_PRICE,
    snapToPriceStep({ kind: "CW" }, value / ratio.warrants),
  );
  const symbol = `C${underlying.symbol}25${String(sequence).padStart(2, "0")}`;
  return {
    symbol,
    exchange: "HOSE",
    kind: "CW",
    sessionVenue: "HOSE",
    boardVenue: "HOSE",
    nameVi: `Chứng quyền ${symbol}`,
    nameEn: `${symbol} warrant`,
    simulated: true,
    initialReference,
    underlying: underlying.symbol,
    issuerCode: "SSI",
    issuerName: "Simulated issuer",
    warrantType: "C",
    exercisePrice,
    ratio,
    listedDate: "2025-03-03",
    lastTradingDate: "2025-12-11",
    maturityDate: "2025-12-15",
    sharesOutstanding: 10_000_000,
  };
}

/** Builds the universe; the same options always give the same instruments. */
export function testUniverse(options: TestUniverseOptions): TestUniverse {
  const rng = SeededRandom.derive(options.seed ?? 7, "test-universe");
  const hose = Array.from({ length: options.hose }, (_, i) =>
    stock(rng, "HOSE", `H${String(i).padStart(3, "0")}`, i, i === options.hose - 1 && options.hose > 1),
  );
  const hnx = Array.from({ length: options.hnx }, (_, i) =>
    stock(rng, "HNX", `N${String(i).padStart(3, "0")}`, i + 5, false),
  );
  const upcom = Array.from({ length: options.upcom }, (_, i) =>
    stock(rng, "UPCOM", `U${String(i).padStart(3, "0")}`, i + 10, false),
  );
  const vn30 = hose.slice(0, Math.min(options.vn30 ?? 30, Math.max(0, hose.length - 1)));
  const etf: EtfDefinition = {
    symbol: "E1VN30",
    exchange: "HOSE",
    kind: "ETF",
    sessionVenue: "HOSE",
    boardVenue: "HOSE",
    nameVi: "Quỹ ETF VN30",
    nameEn: "VN30 ETF",
    simulated: true,
    initialReference: 25_000,
    trackedIndex: "VN30",
    sharesOutstanding: 200_000_000,
    foreignRoomLimit: 200_000_000,
    initialForeignHolding: 50_000_000,
    unitsPerBasket: 100_000,
    basket: [],
  };
  const warrants = Array.from({ length: options.warrants }, (_, i) =>
    warrant(rng, vn30[i % Math.max(1, vn30.length)] as StockDefinition, i + 1),
  ).filter(() => vn30.length > 0);
  const futures = [
    future("VN30F2506", "INDEX_FUTURE", "VN30", "2025-06", "2025-06-19", 137_000),
    future("VN30F2507", "INDEX_FUTURE", "VN30", "2025-07", "2025-07-17", 136_800),
    future("VN30F2509", "INDEX_FUTURE", "VN30", "2025-09", "2025-09-18", 136_500),
    future("VN30F2512", "INDEX_FUTURE", "VN30", "2025-12", "2025-12-18", 136_000),
    future("VN100F2506", "INDEX_FUTURE", "VN100", "2025-06", "2025-06-19", 128_000),
    future("GB05F2509", "BOND_FUTURE", "GB05", "2025-09", "2025-09-15", 105_000),
  ];
  const bonds = [bond("H000B2401", "PRIVATE_BONDS"), bond("H001B2402", "LISTED_BONDS")];
  const indices: IndexDefinition[] = [
    {
      code: "VN30",
      name: "VN30",
      exchange: "HOSE",
      constituents: vn30.map((s) => s.symbol),
      initialLevel: 137_000,
    },
    {
      code: "VN100",
      name: "VN100",
      exchange: "HOSE",
      constituents: hose.slice(0, 100).map((s) => s.symbol),
      initialLevel: 128_000,
    },
  ];
  return { instruments: [...hose, ...hnx, ...upcom, etf, ...warrants, ...futures, ...bonds], indices };
}
