/**
 * Covered-warrant facts (price-board §3 "Covered warrant extras") from the listing, and the
 * underlying share's prices as of now. The warrant list (getlistallstockcw) and the warrant's
 * quote row share these, so they always agree.
 */
import type { CoveredWarrantExtras, CoveredWarrantUnderlying } from "@bangia/market";
import type { WarrantDefinition } from "@bangia/exchange";
import type { MarketSource } from "./market-source";
import { compactDate } from "./wire-time";

export function warrantExtras(warrant: WarrantDefinition): CoveredWarrantExtras {
  return {
    CWUnderlying: warrant.underlying,
    CWIssuerName: warrant.issuerName,
    CWType: warrant.warrantType,
    CWMaturityDate: compactDate(warrant.maturityDate),
    CWLastTradingDate: compactDate(warrant.lastTradingDate),
    CWExcersisePrice: warrant.exercisePrice,
    CWExerciseRatio: `${warrant.ratio.warrants}:${warrant.ratio.shares}`,
    CWListedShare: warrant.sharesOutstanding,
  };
}

/** The underlying's last, ceiling, floor and reference (0 when the exchange does not know it). */
export function warrantUnderlying(
  source: MarketSource,
  warrant: WarrantDefinition,
): CoveredWarrantUnderlying {
  const day = source.day(warrant.underlying);
  return {
    stockSym: warrant.underlying,
    stockLastPrice: day?.last ?? 0,
    stockCeil: day?.ceiling ?? 0,
    stockFloor: day?.floor ?? 0,
    stockReference: day?.reference ?? 0,
  };
}
