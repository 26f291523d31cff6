/**
 * The indices the exchange computes: the reference data's ten indices with the level each
 * starts the first simulated day at, in hundredths of a point.
 *
 * Constituents come from the data, except the three composites: VNINDEX, HNXINDEX and
 * UPCOMINDEX hold every stock of their exchange, derived from the listed stocks (the data's
 * lists are derived the same way, so the two agree; deriving keeps them in step if a stock
 * is added).
 *
 * Starting levels:
 * - VNINDEX, VN30, VN100, HNX30: the closes of 2026-02-09 the data records, which match its
 *   reference prices.
 * - HNXINDEX 256.00, UPCOMINDEX 129.00: the data gives none (its source's series is mis-scaled
 *   at 0.26 and 0.13); these approximate the levels public market reports give around the
 *   snapshot (HNX-Index about 257 in mid-February 2026, UPCoM-Index 129.31 at the end of
 *   February 2026).
 * - VNMIDCAP, VNDIAMOND, VNFINLEAD, VNFINSELECT: no source gives a level; we start them at
 *   round levels of the order these indices have traded at in recent years. An index level
 *   only sets the scale: its moves come from its constituents.
 * - Any other index: 1,000.00.
 *
 * Three indices the boards list are not in the data and are derived here (simulated
 * memberships, documented as such): VNSMALLCAP = the HOSE stocks outside VN100 (the real index
 * screens them for size and liquidity), VNALLSHARE = VN100 plus VNSMALLCAP, and VNX50 = the
 * member list below (tracked by three ETFs). Their levels are round guesses: VNSMALLCAP
 * 1,500.00, VNALLSHARE 1,800.00, VNX50 2,000.00.
 */
import type { ReferenceData, StockExchange } from "@bangia/market";
import type { IndexDefinition } from "./instrument";

/** Starting levels in hundredths of a point (see the module comment for their sources). */
export const INITIAL_INDEX_LEVELS: Readonly<Record<string, number>> = {
  VNINDEX: 175_482,
  VN30: 194_775,
  VN100: 181_963,
  HNX30: 55_578,
  HNXINDEX: 25_600,
  UPCOMINDEX: 12_900,
  VNMIDCAP: 230_000,
  VNDIAMOND: 250_000,
  VNFINLEAD: 230_000,
  VNFINSELECT: 270_000,
  VNSMALLCAP: 150_000,
  VNALLSHARE: 180_000,
  VNX50: 200_000,
};

/** Level of an index the table does not name. */
export const DEFAULT_INDEX_LEVEL = 100_000;

/** The composite indices and the exchange whose every stock they hold. */
export const COMPOSITE_INDEX_EXCHANGES: Readonly<Record<string, StockExchange>> = {
  VNINDEX: "HOSE",
  HNXINDEX: "HNX",
  UPCOMINDEX: "UPCOM",
};

// prettier-ignore
/**
 * VNX50 (tracked by three ETFs) is not in the reference data: its members span HOSE and HNX.
 * We use the members the data's notes record for 2026-03-31, the nearest list to the snapshot
 * we have (IDC, PVS and SHS are on HNX).
 */
export const VNX50_CONSTITUENTS: readonly string[] = [
  "ACB", "BSR", "CTG", "DCM", "DGC", "DIG", "DPM", "EIB", "FPT", "FRT",
  "GEX", "GMD", "HCM", "HDB", "HPG", "HSG", "IDC", "KBC", "KDH", "LPB",
  "MBB", "MSB", "MSN", "MWG", "NLG", "NVL", "PDR", "PNJ", "POW", "PVD",
  "PVS", "SHB", "SHS", "SSI", "STB", "TCB", "TPB", "VCB", "VCG", "VCI",
  "VHM", "VIB", "VIC", "VIX", "VJC", "VND", "VNM", "VPB", "VPI", "VRE",
];

/** The level an index starts at, in hundredths of a point. */
export function initialIndexLevel(code: string): number {
  return INITIAL_INDEX_LEVELS[code] ?? DEFAULT_INDEX_LEVEL;
}

/** The data's indices with their starting levels, composites holding every stock of their exchange. */
export function indexDefinitions(reference: ReferenceData): IndexDefinition[] {
  const listed = listedIndices(reference);
  return [...listed, ...derivedIndices(reference, listed)];
}

/** VNSMALLCAP, VNALLSHARE and VNX50, which the data lacks (see the module comment). */
function derivedIndices(reference: ReferenceData, listed: readonly IndexDefinition[]): IndexDefinition[] {
  const vn100 = new Set(listed.find((index) => index.code === "VN100")?.constituents ?? []);
  const smallCaps = reference.symbols
    .filter((row) => row.kind === "STOCK" && row.exchange === "HOSE" && !vn100.has(row.symbol))
    .map((row) => row.symbol)
    .sort();
  const derived = (code: string, name: string, constituents: readonly string[]): IndexDefinition => ({
    code,
    name,
    exchange: "HOSE",
    constituents,
    initialLevel: initialIndexLevel(code),
  });
  return [
    derived("VNSMALLCAP", "VNSmallcap-Index", smallCaps),
    derived("VNALLSHARE", "VNAllShare-Index", [...vn100, ...smallCaps].sort()),
    derived("VNX50", "VNX50-Index", VNX50_CONSTITUENTS),
  ];
}

function listedIndices(reference: ReferenceData): IndexDefinition[] {
  return reference.indices.map((index) => {
    const composite = COMPOSITE_INDEX_EXCHANGES[index.code];
    const constituents =
      composite === undefined
        ? index.constituents
        : reference.symbols
            .filter((row) => row.kind === "STOCK" && row.exchange === composite)
            .map((row) => row.symbol)
            .sort();
    return {
      code: index.code,
      name: index.name,
      exchange: index.exchange,
      constituents,
      initialLevel: initialIndexLevel(index.code),
    };
  });
}

/** The members of an index an ETF tracks: from the definitions, or the VNX50 list; null if unknown. */
export function trackedIndexConstituents(
  code: string,
  indices: readonly IndexDefinition[],
): readonly string[] | null {
  return indices.find((index) => index.code === code)?.constituents ?? null;
}
