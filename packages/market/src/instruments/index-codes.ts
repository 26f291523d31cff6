/**
 * Index codes of the index strip, index table and selection modal (price-board §2, §3, §9).
 *
 * The spec fixes 10 VNINDEX, 11 VN30, 02 HNX, 03 UPCOM, 27 VN100 and 12 (HNX30, per the
 * market-rules feed codes), and uses 20, 23, 24, 26 in the default index-table set without
 * naming them. We give those, and the remaining free codes, to the HOSE index family in the
 * order of market-rules §1: the default table then shows VNMidcap, VN100, VNDiamond, VNFinLead
 * and VNFinSelect beside the strip's five headline indices. Recorded in docs/spec-coverage.md.
 */
import type { StockExchange } from "./exchange";

export interface IndexCode {
  /** The numeric code the boards use (`mc`). */
  readonly code: string;
  /** The index symbol in the reference data and feeds. */
  readonly symbol: string;
  /** Display name. */
  readonly name: string;
  readonly exchange: StockExchange;
}

export const INDEX_CODES: readonly IndexCode[] = [
  { code: "10", symbol: "VNINDEX", name: "VN-INDEX", exchange: "HOSE" },
  { code: "11", symbol: "VN30", name: "VN30", exchange: "HOSE" },
  { code: "02", symbol: "HNXINDEX", name: "HNX-INDEX", exchange: "HNX" },
  { code: "03", symbol: "UPCOMINDEX", name: "UPCOM-INDEX", exchange: "UPCOM" },
  { code: "12", symbol: "HNX30", name: "HNX30", exchange: "HNX" },
  { code: "27", symbol: "VN100", name: "VN100", exchange: "HOSE" },
  { code: "20", symbol: "VNMIDCAP", name: "VNMIDCAP", exchange: "HOSE" },
  { code: "21", symbol: "VNSMALLCAP", name: "VNSMALLCAP", exchange: "HOSE" },
  { code: "22", symbol: "VNALLSHARE", name: "VNALLSHARE", exchange: "HOSE" },
  { code: "23", symbol: "VNDIAMOND", name: "VNDIAMOND", exchange: "HOSE" },
  { code: "24", symbol: "VNFINLEAD", name: "VNFINLEAD", exchange: "HOSE" },
  { code: "26", symbol: "VNFINSELECT", name: "VNFINSELECT", exchange: "HOSE" },
];

const BY_CODE = new Map(INDEX_CODES.map((entry) => [entry.code, entry]));
const BY_SYMBOL = new Map(INDEX_CODES.map((entry) => [entry.symbol, entry]));

export function indexByCode(code: string): IndexCode | undefined {
  return BY_CODE.get(code);
}

export function indexBySymbol(symbol: string): IndexCode | undefined {
  return BY_SYMBOL.get(symbol);
}
