/**
 * The facts the generated content scales to (ContentSubject): an instrument at today's reference
 * on its own price grid, or an index at its previous close in hundredths of a point.
 */
import { priceStep, type StepContext } from "@bangia/market";
import type { InstrumentDefinition } from "@bangia/exchange";
import type { ContentSubject } from "../../synthetic/generated-content";

/** The price-step table of an instrument: its kind, and for cash instruments its board venue. */
export function stepContextOf(definition: InstrumentDefinition): StepContext {
  if (definition.exchange === "DERIVATIVES") return { kind: definition.kind };
  return { kind: definition.kind, venue: definition.boardVenue ?? definition.exchange };
}

/** Shares, units or warrants issued; bonds count their units; futures have none. */
export function sharesOf(definition: InstrumentDefinition): number {
  switch (definition.kind) {
    case "STOCK":
    case "ETF":
    case "CW":
      return definition.sharesOutstanding;
    case "BOND":
      return definition.outstandingUnits;
    case "INDEX_FUTURE":
    case "BOND_FUTURE":
      return 0;
  }
}

export function instrumentSubject(definition: InstrumentDefinition, reference: number): ContentSubject {
  const context = stepContextOf(definition);
  return {
    symbol: definition.symbol,
    reference,
    sharesOutstanding: sharesOf(definition),
    tick: (price) => priceStep(context, price),
  };
}

/** An index moves by hundredths of a point. */
export function indexSubject(symbol: string, previousClose: number): ContentSubject {
  return { symbol, reference: previousClose, sharesOutstanding: 0, tick: () => 1 };
}
