/**
 * Which price-step table an instrument follows (market-rules §4): futures by their kind alone,
 * cash instruments by their kind and board venue (or, lacking one, their exchange). Every price
 * check, band and rounding of an instrument starts here.
 */
import type { StepContext } from "@bangia/market";
import type { InstrumentDefinition } from "./instrument";

/** Where the instrument's steps come from: its board venue (cash) or its kind alone. */
export function stepContextOf(instrument: InstrumentDefinition): StepContext {
  if (instrument.kind === "INDEX_FUTURE" || instrument.kind === "BOND_FUTURE")
    return { kind: instrument.kind };
  const venue =
    instrument.boardVenue ?? (instrument.exchange === "DERIVATIVES" ? undefined : instrument.exchange);
  return venue === undefined ? { kind: instrument.kind } : { kind: instrument.kind, venue };
}
