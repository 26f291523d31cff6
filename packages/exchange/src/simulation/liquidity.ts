/**
 * How busy each instrument is: which liquidity tier it is in, from the VN30 and the largest caps
 * (core, quoted by market makers and acting every few market seconds) to thin UPCOM names that
 * act a few times an hour. Tiers of futures follow the contract calendar, so they are worked out per
 * day; everything else keeps its tier for the life of the listing.
 */
import type { IndexDefinition, InstrumentDefinition } from "../instruments/instrument";
import { isQuotedTier, type LiquidityTier } from "./liquidity-tier";
import type { SimulationConfig } from "./simulation-config";

type TierCounts = Pick<SimulationConfig, "coreCount" | "activeCount" | "regularCount">;

/** Market cap in VND on the first day: the ranking key of shares and ETFs. */
function capitalisation(instrument: InstrumentDefinition): number {
  return instrument.kind === "STOCK" || instrument.kind === "ETF"
    ? instrument.initialReference * instrument.sharesOutstanding
    : 0;
}

/** Tiers of shares and ETFs by symbol: the VN30 first, then by market cap. */
function cashTiers(
  instruments: readonly InstrumentDefinition[],
  vn30: ReadonlySet<string>,
  counts: TierCounts,
): Map<string, LiquidityTier> {
  const ranked = instruments
    .filter((instrument) => instrument.kind === "STOCK" || instrument.kind === "ETF")
    .filter((instrument) => !(instrument.kind === "STOCK" && instrument.restricted))
    .sort((a, b) => {
      const member = Number(vn30.has(b.symbol)) - Number(vn30.has(a.symbol));
      return member !== 0
        ? member
        : capitalisation(b) - capitalisation(a) || a.symbol.localeCompare(b.symbol);
    });
  const tiers = new Map<string, LiquidityTier>();
  const coreCount = Math.max(counts.coreCount, vn30.size);
  ranked.forEach((instrument, rank) => {
    let tier: LiquidityTier = "thin";
    if (rank < coreCount) tier = "core";
    else if (rank < counts.activeCount) tier = "active";
    // Beyond the active names UPCOM trades rarely.
    else if (rank < counts.regularCount && instrument.exchange !== "UPCOM") tier = "regular";
    tiers.set(instrument.symbol, tier);
  });
  return tiers;
}

/** Live futures of one underlying get these tiers, nearest expiry first. */
const FUTURE_TIERS: Readonly<Record<string, readonly LiquidityTier[]>> = {
  VN30: ["core", "active", "regular", "regular"],
  VN100: ["active", "regular", "thin", "thin"],
};
const BOND_FUTURE_TIERS: readonly LiquidityTier[] = ["regular", "thin", "thin"];

/** Tiers of futures on `today`: expired contracts are thin (they no longer trade). */
function futureTiers(
  instruments: readonly InstrumentDefinition[],
  today: string,
): Map<string, LiquidityTier> {
  const byUnderlying = new Map<string, InstrumentDefinition[]>();
  for (const instrument of instruments) {
    if (instrument.kind !== "INDEX_FUTURE" && instrument.kind !== "BOND_FUTURE") continue;
    if (instrument.lastTradingDate < today) continue;
    const list = byUnderlying.get(instrument.underlying) ?? [];
    list.push(instrument);
    byUnderlying.set(instrument.underlying, list);
  }
  const tiers = new Map<string, LiquidityTier>();
  for (const [underlying, list] of byUnderlying) {
    const ladder = FUTURE_TIERS[underlying] ?? BOND_FUTURE_TIERS;
    list
      .sort(
        (a, b) =>
          lastTradingDateOf(a).localeCompare(lastTradingDateOf(b)) || a.symbol.localeCompare(b.symbol),
      )
      .forEach((future, position) => tiers.set(future.symbol, ladder[position] ?? "thin"));
  }
  return tiers;
}

function lastTradingDateOf(instrument: InstrumentDefinition): string {
  return instrument.kind === "INDEX_FUTURE" || instrument.kind === "BOND_FUTURE"
    ? instrument.lastTradingDate
    : "";
}

export interface LiquidityInput {
  readonly instruments: readonly InstrumentDefinition[];
  readonly indices: readonly IndexDefinition[];
  /** Exchange date the futures ladder is worked out for. */
  readonly today: string;
  readonly config: TierCounts;
}

/**
 * The tier of every instrument, in the order given. Warrants on core and active names are
 * regular, the others thin; bonds are thin (they trade by put-through alone).
 */
export function liquidityTiers(input: LiquidityInput): LiquidityTier[] {
  const vn30 = new Set(input.indices.find((index) => index.code === "VN30")?.constituents ?? []);
  const cash = cashTiers(input.instruments, vn30, input.config);
  const futures = futureTiers(input.instruments, input.today);
  return input.instruments.map((instrument) => {
    switch (instrument.kind) {
      case "STOCK":
      case "ETF":
        return cash.get(instrument.symbol) ?? "thin";
      case "CW":
        return isQuotedTier(cash.get(instrument.underlying) ?? "thin") ? "regular" : "thin";
      case "INDEX_FUTURE":
      case "BOND_FUTURE":
        return futures.get(instrument.symbol) ?? "thin";
      case "BOND":
        return "thin";
    }
  });
}

/** Actions per market second at intensity 1 (before the activity knob). */
export function baseActionRate(
  instrument: InstrumentDefinition,
  tier: LiquidityTier,
  config: Pick<SimulationConfig, "tierRates" | "futuresTierRates" | "bondRate">,
): number {
  switch (instrument.kind) {
    case "BOND":
      return config.bondRate;
    case "INDEX_FUTURE":
    case "BOND_FUTURE":
      return config.futuresTierRates[tier];
    default:
      return config.tierRates[tier];
  }
}
