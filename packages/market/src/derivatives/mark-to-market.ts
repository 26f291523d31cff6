/**
 * Daily mark-to-market of futures positions (market-rules §8 "Daily mark-to-market"), in whole
 * VND:
 *   new position (opened today):  (DSP − trade price) × multiplier × quantity
 *   carried position:             (DSP − previous DSP) × multiplier × quantity
 * with the sign of the position (long +, short −). Example: long 2 @1,845.3, DSP 1,850.0 →
 * +940,000; next day DSP 1,838.2 → −2,360,000. A day's variation is the carried part plus one
 * "new position" term per fill (a sell fill counts as −quantity), which also realises the
 * profit of positions closed today. Settlement timing (losses by 08:30 next business day) is
 * the clearing side's business. Prices are in the instrument's unit (hundredths of a point for
 * index futures), so every amount is an exact integer.
 */
import type { Side } from "../orders/order-terms";
import { vndPerPriceUnit, type FuturesUnderlying } from "./futures-contracts";

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

function checkedVnd(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount out of range: ${value}`);
  // Avoid -0 for a flat position.
  return value === 0 ? 0 : value;
}

/** +1 for a buy (long), −1 for a sell (short). */
function sign(side: Side): 1 | -1 {
  return side === "B" ? 1 : -1;
}

/**
 * Variation of a position opened today by one fill.
 *
 * @example
 * newPositionVariation("VN30", "B", 2, 184_530, 185_000); // 940_000
 */
export function newPositionVariation(
  underlying: FuturesUnderlying,
  side: Side,
  quantity: number,
  tradePrice: number,
  settlementPrice: number,
): number {
  for (const [value, what] of [
    [quantity, "quantity"],
    [tradePrice, "tradePrice"],
    [settlementPrice, "settlementPrice"],
  ] as const)
    assertInteger(value, what);
  return checkedVnd((settlementPrice - tradePrice) * vndPerPriceUnit(underlying) * quantity * sign(side));
}

/**
 * Variation of a position carried from the previous day; `position` is signed (long +).
 *
 * @example
 * carriedPositionVariation("VN30", 2, 185_000, 183_820); // -2_360_000
 */
export function carriedPositionVariation(
  underlying: FuturesUnderlying,
  position: number,
  previousSettlementPrice: number,
  settlementPrice: number,
): number {
  for (const [value, what] of [
    [position, "position"],
    [previousSettlementPrice, "previousSettlementPrice"],
    [settlementPrice, "settlementPrice"],
  ] as const)
    assertInteger(value, what);
  return checkedVnd((settlementPrice - previousSettlementPrice) * vndPerPriceUnit(underlying) * position);
}

export interface FuturesFill {
  readonly side: Side;
  readonly quantity: number;
  readonly price: number;
}

export interface DailyMarkToMarketInput {
  readonly underlying: FuturesUnderlying;
  /** Signed net contracts carried in from yesterday (long +, short −). */
  readonly openingPosition: number;
  /** Yesterday's DSP; unused when nothing is carried. */
  readonly previousSettlementPrice: number;
  /** Today's fills in this contract. */
  readonly fills: readonly FuturesFill[];
  /** Today's DSP. */
  readonly settlementPrice: number;
}

export interface DailyMarkToMarket {
  /** Today's variation margin in VND (positive: credited to the investor). */
  readonly variation: number;
  /** Signed net contracts carried into tomorrow. */
  readonly closingPosition: number;
}

/**
 * A day's variation margin and closing position for one contract.
 *
 * @example
 * dailyMarkToMarket({
 *   underlying: "VN30", openingPosition: 2, previousSettlementPrice: 185_000,
 *   fills: [{ side: "S", quantity: 2, price: 184_000 }], settlementPrice: 183_820,
 * }); // { variation: -2_000_000, closingPosition: 0 } — realised (1,840.0 − 1,850.0) × 100,000 × 2
 */
export function dailyMarkToMarket(input: DailyMarkToMarketInput): DailyMarkToMarket {
  let variation =
    input.openingPosition === 0
      ? 0
      : carriedPositionVariation(
          input.underlying,
          input.openingPosition,
          input.previousSettlementPrice,
          input.settlementPrice,
        );
  let closingPosition = input.openingPosition;
  for (const fill of input.fills) {
    if (fill.quantity <= 0) throw new RangeError(`fill quantity must be positive, got ${fill.quantity}`);
    variation += newPositionVariation(
      input.underlying,
      fill.side,
      fill.quantity,
      fill.price,
      input.settlementPrice,
    );
    closingPosition += sign(fill.side) * fill.quantity;
  }
  return { variation: checkedVnd(variation), closingPosition };
}
