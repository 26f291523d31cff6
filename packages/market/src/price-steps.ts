/**
 * Price steps (ticks), exactly as order-entry §5 and market-rules §4 state them.
 *
 * - HNX, UPCOM, HNX30: 100 VND.
 * - HOSE, VN30: below 10,000 → 10; 10,000–49,950 → 50; 50,000 and above → 100.
 * - ETFs and covered warrants: 10 VND at every level (the spec's rule; all listed ETFs are on HOSE).
 * - Bonds: no tick rule (put-through), so 1 VND.
 * - Index futures: 0.1 point = 10 in hundredths of a point. Bond futures: 1 VND.
 *
 * Trailing amounts move by 0.1 (thousand VND) on HNX/UPCOM/HNX30 and 0.01 on HOSE/VN30, i.e.
 * 100 and 10 VND.
 */
import { exchangeOfVenue, type BoardVenue } from "./instruments/exchange";
import type { InstrumentKind } from "./instruments/instrument-kind";

/** Tick of the HOSE share table at a (possibly fractional) price. */
export function hoseShareTick(atPrice: number): number {
  if (atPrice < 10_000) return 10;
  if (atPrice < 50_000) return 50;
  return 100;
}

/** Where a price sits, for choosing its step. */
export interface StepContext {
  readonly kind: InstrumentKind;
  /** Board venue for cash-market instruments; ignored for derivatives. */
  readonly venue?: BoardVenue;
}

/**
 * The price step at `atPrice` in the instrument's price unit. `atPrice` may be fractional (a raw
 * band value before rounding): the tier is the one the value falls in.
 *
 * @example priceStep({ kind: "STOCK", venue: "HOSE" }, 9_990) // 10
 * @example priceStep({ kind: "STOCK", venue: "HNX30" }, 9_990) // 100
 */
export function priceStep(context: StepContext, atPrice: number): number {
  switch (context.kind) {
    case "INDEX_FUTURE":
      return 10;
    case "BOND_FUTURE":
    case "BOND":
      return 1;
    case "ETF":
    case "CW":
      return 10;
    case "STOCK": {
      const exchange = exchangeOfVenue(context.venue ?? "HOSE");
      return exchange === "HOSE" ? hoseShareTick(atPrice) : 100;
    }
  }
}

/** True when `value` is a positive multiple of the step of its own tier. */
export function isOnPriceStep(context: StepContext, value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value % priceStep(context, value) === 0;
}

/** The price one step above `value` (the step of the tier `value` is in). */
export function stepUp(context: StepContext, value: number): number {
  return value + priceStep(context, value);
}

/**
 * The price one step below `value`: the step of the tier just below, so 10,000 on HOSE steps
 * down to 9,990, not 9,950.
 */
export function stepDown(context: StepContext, value: number): number {
  return value - priceStep(context, value - 1);
}

/** Trailing-amount step in VND: 0.01 (thousand VND) on HOSE/VN30, 0.1 on HNX/UPCOM/HNX30. */
export function trailingStep(venue: BoardVenue): number {
  return exchangeOfVenue(venue) === "HOSE" ? 10 : 100;
}

/** Derivative price and trigger step: 0.1 point, in hundredths of a point. */
export const DERIVATIVE_PRICE_STEP = 10;
