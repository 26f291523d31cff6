/**
 * Put-through board figures (price-board §2, §3, §4, §5): the matched-deals header and the
 * member firm number.
 *
 * Header totals are a pure reducer over matched (PTM) messages: each adds its value and volume;
 * advertisements (PTB, PTS) do not count. The spec's running sum "value / 1e6" adds floats and
 * shows millions under a "billions" label (the feed's value is in thousands of VND). Here the
 * sum stays exact in VND and is divided once, into the billions the label promises.
 */
import { formatBillionsRounded } from "./index-values";
import { formatVolume } from "./board-price";

/** PTM matched, PTB buy advertisement, PTS sell advertisement. */
export type PutThroughMessageType = "PTM" | "PTB" | "PTS";

export interface PutThroughTotals {
  /** Total matched value, VND. */
  readonly value: number;
  /** Total matched volume, shares. */
  readonly volume: number;
}

export const EMPTY_PUT_THROUGH_TOTALS: PutThroughTotals = { value: 0, volume: 0 };

export interface PutThroughMessage {
  readonly type: PutThroughMessageType;
  /** Deal value, VND. */
  readonly value: number;
  readonly volume: number;
}

/**
 * Adds a live message to the header totals; only matched deals count.
 *
 * @example applyPutThroughMessage({ value: 0, volume: 0 }, { type: "PTM", value: 2_500_000_000, volume: 100_000 })
 * // { value: 2_500_000_000, volume: 100_000 }
 */
export function applyPutThroughMessage(
  totals: PutThroughTotals,
  message: PutThroughMessage,
): PutThroughTotals {
  if (message.type !== "PTM") return totals;
  return { value: totals.value + message.value, volume: totals.volume + message.volume };
}

/**
 * Header totals of a loaded list of messages: the same reducer, folded.
 *
 * @example putThroughTotalsOf([{ type: "PTM", value: 10, volume: 1 }, { type: "PTB", value: 99, volume: 9 }])
 * // { value: 10, volume: 1 }
 */
export function putThroughTotalsOf(messages: readonly PutThroughMessage[]): PutThroughTotals {
  return messages.reduce(applyPutThroughMessage, EMPTY_PUT_THROUGH_TOTALS);
}

/**
 * Header total value in billions of VND, rounded.
 *
 * @example formatPutThroughValue({ value: 2_500_000_000_000, volume: 0 }) // "2,500"
 */
export function formatPutThroughValue(totals: PutThroughTotals): string {
  return formatBillionsRounded(totals.value);
}

/**
 * Header total volume, in the board's volume unit.
 *
 * @example formatPutThroughVolume({ value: 0, volume: 1_500_000 }) // "150,000"
 */
export function formatPutThroughVolume(totals: PutThroughTotals): string {
  return formatVolume(totals.volume);
}

/** Member firm numbers are shown on three characters (price-board §9). */
export const FIRM_NUMBER_WIDTH = 3;

/**
 * A member firm number left-padded with zeros to three characters; longer numbers are kept.
 *
 * @example padFirmNumber("7") // "007"
 * @example padFirmNumber(12) // "012"
 */
export function padFirmNumber(firmNo: string | number): string {
  return String(firmNo).trim().padStart(FIRM_NUMBER_WIDTH, "0");
}
