/**
 * Lots, volume limits, default volumes and presets (order-entry §5, §9; market-rules §5).
 *
 * The spec caps a HOSE order at 50,000 (order-entry §9) while the exchange rule today is
 * 500,000 (market-rules §5). The spec's figure is the broker's own pre-trade limit and is what
 * the order panel enforces; the exchange accepts up to the general maximum.
 */
export const BOARD_LOT = 100;
export const ODD_LOT_MIN = 1;
export const ODD_LOT_MAX = 99;

/** Broker pre-trade cap on one HOSE order (vol-greater-than-50000). */
export const HOSE_MAX_ORDER_VOLUME = 50_000;
/** Maximum contracts in one derivative order (volume-less-than-500). */
export const DERIVATIVE_MAX_ORDER_VOLUME = 500;
/** The general maximum volume of one order (the exchange's limit). */
export const GENERAL_MAX_ORDER_VOLUME = 500_000;

/** Put-through minimums (market-rules §5): HOSE 20,000 units; HNX 5,000; UPCOM none stated. */
export const PUT_THROUGH_MIN_VOLUME = { HOSE: 20_000, HNX: 5_000, UPCOM: 1 } as const;

/** Boards a price click can come from; they differ in the default volume. */
export type ClickBoard = "stock" | "odd-lot" | "warrant" | "bond" | "derivative";

/** Default volume of an order ticket opened from a price click (price-board §9, order-entry §9). */
export function defaultClickVolume(board: ClickBoard): number {
  return board === "stock" ? BOARD_LOT : 1;
}

export const STOCK_VOLUME_PRESETS: readonly number[] = [100, 500, 1_000, 5_000];
export const STOCK_VOLUME_STEP = 100;
export const DERIVATIVE_VOLUME_PRESETS: readonly number[] = [1, 2, 5, 10];
/** Derivative volume step when the user setting volumn_step is absent; bonds always step by 1. */
export const DEFAULT_DERIVATIVE_VOLUME_STEP = 1;

/** True for a whole multiple of the board lot. */
export function isBoardLot(volume: number): boolean {
  return Number.isSafeInteger(volume) && volume > 0 && volume % BOARD_LOT === 0;
}

/** True for an odd-lot quantity (1–99). */
export function isOddLot(volume: number): boolean {
  return Number.isSafeInteger(volume) && volume >= ODD_LOT_MIN && volume <= ODD_LOT_MAX;
}
