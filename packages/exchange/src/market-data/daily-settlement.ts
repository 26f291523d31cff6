/**
 * Daily settlement price (DSP) of futures: tomorrow's reference and the mark-to-market price
 * (market-rules §3, §8). The sheet gives no formula; we follow HNX practice:
 *
 *   1. the closing call's price, when the ATC matched;
 *   2. else the volume-weighted average of the board-lot trades of the last 15 minutes of
 *      continuous matching (14:15–14:30), rounded to the nearest step, halves up;
 *   3. else the last trade of the day;
 *   4. else today's reference (HNX would use a theoretical price; we keep the reference).
 *
 * The 15-minute average comes from a SettlementWindow the exchange feeds with each board-lot
 * futures trade: O(1), two running sums, no allocation.
 */
import { epochMillisOf, schedule, type IsoDate } from "@bangia/market";
import { roundToPriceStep } from "./price-step-rounding";

/** Length of the averaging window before the closing call, minutes. */
export const SETTLEMENT_WINDOW_MINUTES = 15;

export interface DailySettlementInput {
  readonly kind: "INDEX_FUTURE" | "BOND_FUTURE";
  /** Price of the closing call, 0 when it did not match. */
  readonly close: number;
  /** Board-lot volume and value traded in the window (0 when none). */
  readonly windowVolume: number;
  readonly windowValue: number;
  /** Last board-lot trade of the day, 0 when none. */
  readonly last: number;
  readonly reference: number;
}

/**
 * The DSP in the contract's price unit, on its step (0.1 point = 10 for index futures, 1 VND
 * for bond futures).
 *
 * @example dailySettlementPrice({ kind: "INDEX_FUTURE", close: 0, windowVolume: 3, windowValue: 555_020, last: 185_010, reference: 184_000 })
 * // 185_010 (185,006.67 → nearest 0.1 point)
 */
export function dailySettlementPrice(input: DailySettlementInput): number {
  if (input.close > 0) return input.close;
  if (input.windowVolume > 0)
    return roundToPriceStep({ kind: input.kind }, input.windowValue, input.windowVolume);
  if (input.last > 0) return input.last;
  return input.reference;
}

/** [start, end) of the averaging window in exchange minutes: the 15 minutes before the ATC. */
function windowMinutes(): { readonly start: number; readonly end: number } {
  const call = schedule("DERIVATIVES").find((segment) => segment.phase === "CLOSING_CALL");
  if (call === undefined) throw new Error("the derivatives schedule has no closing call");
  return { start: call.start - SETTLEMENT_WINDOW_MINUTES, end: call.start };
}

/**
 * Running volume and value of one contract's board-lot trades in the last 15 minutes of
 * continuous matching. `startDay` fixes the window in epoch milliseconds once, so `record`
 * compares two integers per trade.
 */
export class SettlementWindow {
  #start = 0;
  #end = 0;
  #volume = 0;
  #value = 0;

  /** Resets the sums and places the window on `date` (exchange date, YYYY-MM-DD). */
  startDay(date: IsoDate): void {
    const minutes = windowMinutes();
    this.#start = epochMillisOf({ date, minute: minutes.start });
    this.#end = epochMillisOf({ date, minute: minutes.end });
    this.#volume = 0;
    this.#value = 0;
  }

  /** A board-lot trade at `time` (epoch ms); ignored outside the window. */
  record(time: number, price: number, volume: number): void {
    if (time < this.#start || time >= this.#end) return;
    this.#volume += volume;
    this.#value += price * volume;
  }

  /** Puts back the sums of a snapshot taken today, after startDay placed the window. */
  restore(volume: number, value: number): void {
    this.#volume = volume;
    this.#value = value;
  }

  get volume(): number {
    return this.#volume;
  }

  get value(): number {
    return this.#value;
  }
}
