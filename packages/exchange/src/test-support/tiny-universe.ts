/**
 * A handful of instruments for exchange tests: one per venue and kind, with round reference
 * prices, so a test reads like the rule it checks.
 */
import { epochMillisAt } from "@bangia/market";
import type {
  BondDefinition,
  FutureDefinition,
  InstrumentUniverse,
  StockDefinition,
  WarrantDefinition,
} from "../instruments/instrument";

export const TEST_DAY = "2026-11-23"; // a Monday

/** Epoch milliseconds of an exchange time "HH:MM" (or "HH:MM:SS") on `date`. */
export function at(clock: string, date = TEST_DAY): number {
  return epochMillisAt(date, clock);
}

function stock(
  symbol: string,
  exchange: "HOSE" | "HNX" | "UPCOM",
  reference: number,
  extra: Partial<StockDefinition> = {},
): StockDefinition {
  return {
    symbol,
    exchange,
    kind: "STOCK",
    sessionVenue: exchange,
    boardVenue: exchange,
    nameVi: symbol,
    nameEn: symbol,
    simulated: true,
    initialReference: reference,
    icbCode: "8300",
    sharesOutstanding: 1_000_000_000,
    foreignRoomLimit: 300_000_000,
    initialForeignHolding: 299_990_000,
    restricted: false,
    ...extra,
  };
}

const future: FutureDefinition = {
  symbol: "VN30F2612",
  exchange: "DERIVATIVES",
  kind: "INDEX_FUTURE",
  sessionVenue: "DERIVATIVES",
  nameVi: "VN30F2612",
  nameEn: "VN30F2612",
  simulated: true,
  initialReference: 190_000,
  underlying: "VN30",
  contractMonth: "2026-12",
  lastTradingDate: "2026-12-17",
  multiplier: 1_000,
  krxCode: "41I1GC000",
};

const warrant: WarrantDefinition = {
  symbol: "CAAA2601",
  exchange: "HOSE",
  kind: "CW",
  sessionVenue: "HOSE",
  boardVenue: "HOSE",
  nameVi: "CW",
  nameEn: "CW",
  simulated: true,
  initialReference: 1_440,
  underlying: "WAR",
  issuerCode: "KIS",
  issuerName: "KIS",
  warrantType: "C",
  exercisePrice: 20_500,
  ratio: { warrants: 2, shares: 1 },
  listedDate: "2026-06-01",
  lastTradingDate: "2027-03-01",
  maturityDate: "2027-03-03",
  sharesOutstanding: 5_000_000,
};

const bond: BondDefinition = {
  symbol: "AAAB2701",
  exchange: "HNX",
  kind: "BOND",
  sessionVenue: "PRIVATE_BONDS",
  nameVi: "Trái phiếu",
  nameEn: "Bond",
  simulated: true,
  initialReference: 100_000,
  bondType: "PRIVATE",
  issuerCode: "AAA",
  issuerName: "AAA",
  parValue: 100_000,
  couponBasisPoints: 850,
  couponPeriod: 6,
  couponPeriodUnit: "MONTH",
  issueDate: "2025-01-01",
  maturityDate: "2027-01-01",
  collateral: "",
  callPutProvision: "",
  outstandingUnits: 1_000_000,
};

/** HOSE: AAA 20,000 (tick 50), WAR 23,000 (a CW's underlying), RST restricted; HNX: HHH 11,900; UPCOM: UUU 10,000. */
export function tinyUniverse(): InstrumentUniverse {
  return {
    instruments: [
      stock("AAA", "HOSE", 20_000),
      stock("WAR", "HOSE", 23_000),
      stock("RST", "HOSE", 9_800, { restricted: true }),
      stock("HHH", "HNX", 11_900),
      stock("UUU", "UPCOM", 10_000),
      future,
      warrant,
      bond,
    ],
    indices: [],
  };
}
