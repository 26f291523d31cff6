/**
 * Final settlement price (FSP) of VN30/VN100 index futures (market-rules §8): the simple
 * average of the underlying index over the last 30 minutes of the last trading day — the last
 * 15 minutes of continuous matching (14:15–14:30) and the 15-minute closing call
 * (14:30–14:45) — after dropping the 3 highest and 3 lowest values of the continuous part;
 * two decimals. (Old rule: the index close on the last day.)
 *
 * Index values are integers in hundredths of a point. The sources say only "rounded to two
 * decimal places"; we round the exact average half away from zero (1,851.165 → 1,851.17),
 * in integer arithmetic so no binary fraction can tip a tie. Which index values count (every
 * published value, or samples at a fixed interval, and what the index reads during the call)
 * is the caller's choice: it passes the two series it observed.
 */
import { divideRounded } from "../integer-division";

/** The number of highest and of lowest continuous-session values dropped. */
export const FSP_TRIMMED_EACH_SIDE = 3;

export interface FinalSettlementInput {
  /** Index values (hundredths) during the last 15 minutes of continuous matching. */
  readonly continuous: readonly number[];
  /** Index values (hundredths) during the closing call. */
  readonly closingCall: readonly number[];
}

/**
 * The final settlement price in hundredths of a point. Throws a RangeError when there are not
 * more than 6 continuous values (nothing would remain after trimming) or a value is not a
 * positive safe integer.
 *
 * @example
 * indexFuturesFinalSettlementPrice({
 *   continuous: [185000, 185120, 184980, 185250, 184810, 185040, 185300, 184760, 185090, 185110],
 *   closingCall: [185230, 185229],
 * }); // 185117 (1,851.17)
 */
export function indexFuturesFinalSettlementPrice(input: FinalSettlementInput): number {
  for (const value of [...input.continuous, ...input.closingCall])
    if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`not an index value: ${value}`);
  if (input.continuous.length <= 2 * FSP_TRIMMED_EACH_SIDE)
    throw new RangeError(
      `need more than ${2 * FSP_TRIMMED_EACH_SIDE} continuous values, got ${input.continuous.length}`,
    );
  const kept = [...input.continuous]
    .sort((a, b) => a - b)
    .slice(FSP_TRIMMED_EACH_SIDE, input.continuous.length - FSP_TRIMMED_EACH_SIDE);
  const values = [...kept, ...input.closingCall];
  const sum = values.reduce((total, value) => total + value, 0);
  return divideRounded(sum, values.length);
}
