/**
 * Final settlement of VN30/VN100 index futures (market-rules §8): on the last trading day the
 * underlying index is sampled over the last 30 minutes of the cash market — the last 15
 * minutes of continuous matching (14:15–14:30) and the closing call (14:30–14:45) — and the
 * market package's indexFuturesFinalSettlementPrice turns the two series into the price.
 *
 * The windows come from the HOSE schedule (both indices are HOSE indices). The closing-call
 * window includes its end, 14:45, so the level the ATC match sets is counted. Which values to
 * sample (each published level, or one per minute) is the exchange's choice: it needs more
 * than 6 continuous values, since the 3 highest and 3 lowest are dropped.
 */
import {
  epochMillisOf,
  FSP_TRIMMED_EACH_SIDE,
  indexFuturesFinalSettlementPrice,
  schedule,
} from "@bangia/market";
import type { FutureDefinition } from "../instruments/instrument";

/** Minutes of continuous matching sampled before the closing call. */
export const FSP_CONTINUOUS_MINUTES = 15;

function closingCall(): { readonly start: number; readonly end: number } {
  const call = schedule("HOSE").find((segment) => segment.phase === "CLOSING_CALL");
  if (call === undefined) throw new Error("the HOSE schedule has no closing call");
  return call;
}

/** The index samples of one contract's last trading day. */
export class FinalSettlementSampler {
  /** The index whose values are sampled (VN30, VN100). */
  readonly underlying: string;
  readonly #continuousStart: number;
  readonly #callStart: number;
  readonly #callEnd: number;
  readonly #continuous: number[] = [];
  readonly #closingCall: number[] = [];

  constructor(contract: Pick<FutureDefinition, "underlying" | "lastTradingDate">) {
    const call = closingCall();
    const at = (minute: number) => epochMillisOf({ date: contract.lastTradingDate, minute });
    this.underlying = contract.underlying;
    this.#continuousStart = at(call.start - FSP_CONTINUOUS_MINUTES);
    this.#callStart = at(call.start);
    this.#callEnd = at(call.end);
  }

  /** The samples so far, for exchange snapshots. */
  toJSON(): { readonly continuous: readonly number[]; readonly closingCall: readonly number[] } {
    return { continuous: [...this.#continuous], closingCall: [...this.#closingCall] };
  }

  /** Continues from saved samples. */
  restore(state: { readonly continuous: readonly number[]; readonly closingCall: readonly number[] }): void {
    this.#continuous.splice(0, this.#continuous.length, ...state.continuous);
    this.#closingCall.splice(0, this.#closingCall.length, ...state.closingCall);
  }

  /** An index value (hundredths of a point) at `time` (epoch ms); ignored outside the windows. */
  record(time: number, value: number): void {
    if (time < this.#continuousStart || time > this.#callEnd) return;
    (time < this.#callStart ? this.#continuous : this.#closingCall).push(value);
  }

  get continuous(): readonly number[] {
    return this.#continuous;
  }

  get closingCall(): readonly number[] {
    return this.#closingCall;
  }

  /** True once there are enough continuous values to trim 3 highest and 3 lowest. */
  get ready(): boolean {
    return this.#continuous.length > 2 * FSP_TRIMMED_EACH_SIDE;
  }

  /** The final settlement price in hundredths of a point (throws when not `ready`). */
  finalSettlementPrice(): number {
    return indexFuturesFinalSettlementPrice({ continuous: this.#continuous, closingCall: this.#closingCall });
  }
}
