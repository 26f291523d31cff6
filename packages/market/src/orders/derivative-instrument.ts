/**
 * The contracts the derivative order panel trades (market-rules §8) and the unit their typed
 * values are read in. Index futures are quoted in points with one decimal and stored in
 * hundredths of a point (1,950.5 → 195050), so their tick of 0.1 point is 10. Government-bond
 * futures are quoted and stored in whole VND with a tick of 1.
 */
import type { Band } from "../bands";
import { priceUnitDecimals, type InstrumentKind } from "../instruments/instrument-kind";
import { priceStep } from "../price-steps";

export type DerivativeKind = Extract<InstrumentKind, "INDEX_FUTURE" | "BOND_FUTURE">;

export interface DerivativeInstrument {
  readonly symbol: string;
  readonly kind: DerivativeKind;
}

/** What a typed price is checked against: the contract kind and today's band (stored units). */
export interface DerivativeQuote {
  readonly kind: DerivativeKind;
  readonly band: Band;
}

/** Digits of the stored unit below one quoted unit: 2 for index futures, 0 for bond futures. */
export function derivativeUnitDecimals(kind: DerivativeKind): number {
  return priceUnitDecimals(kind);
}

/**
 * The tick in stored units. Derivative ticks do not depend on the price level, so any level
 * gives the same answer.
 */
export function derivativeTick(kind: DerivativeKind): number {
  return priceStep({ kind }, 0);
}
