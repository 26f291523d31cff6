/**
 * The cash-market instrument an order names, as the stock order validators see it: where it
 * trades (steps, lots, keyword lists, the HOSE volume cap) and what it is (price decimals,
 * whether conditional orders are offered).
 */
import { exchangeOfVenue, type BoardVenue, type StockExchange } from "../instruments/exchange";
import type { InstrumentKind } from "../instruments/instrument-kind";
import type { StepContext } from "../price-steps";

/** Kinds traded on the stock panel; futures have their own panel. */
export type CashInstrumentKind = Exclude<InstrumentKind, "INDEX_FUTURE" | "BOND_FUTURE">;

export interface StockInstrument {
  readonly symbol: string;
  /** The board venue (`post_to`); HOSE, HSX and VN30 all mean HOSE. */
  readonly venue: BoardVenue;
  readonly kind: CashInstrumentKind;
  /**
   * The feed's stockType letter when known. It says more than the kind for rights ("R"), which
   * trade like shares but may not carry conditional orders.
   */
  readonly stockType?: string;
}

export function stockExchangeOf(instrument: StockInstrument): StockExchange {
  return exchangeOfVenue(instrument.venue);
}

export function isBondInstrument(instrument: StockInstrument): boolean {
  return instrument.kind === "BOND" || instrument.stockType === "T";
}

/** Bonds (type T) and rights (type R) are refused for conditional orders (order-entry §5). */
export function acceptsConditionalOrders(instrument: StockInstrument): boolean {
  return !isBondInstrument(instrument) && instrument.stockType !== "R";
}

export function stepContextOf(instrument: StockInstrument): StepContext {
  return { kind: instrument.kind, venue: instrument.venue };
}

/**
 * Decimals a price typed in thousand VND may carry. Shares, ETFs and warrants tick by at least
 * 10 VND, so a third decimal could never be on step: 2. Bonds have no tick rule, so any whole
 * VND (3 decimals) is allowed. The spec's "2 to 4" cannot reach 4 here: prices are whole VND.
 */
export function stockPriceDecimals(instrument: StockInstrument): number {
  return isBondInstrument(instrument) ? 3 : 2;
}
