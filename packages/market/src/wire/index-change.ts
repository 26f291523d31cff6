/**
 * The packed change field `ot` of an index entry (price-board §3 Index):
 * 'change|percent|..|up|down|equal'. The spec elides the third slot; ours carries the index's
 * total traded value, so a tile can be drawn from `ot` alone. Slots, in order:
 * change in hundredths of a point (signed), percent change (signed decimal, e.g. "-0.38"),
 * traded value in whole VND, then the advancing, declining and unchanged symbol counts.
 */

export interface IndexChange {
  /** Change against the previous close, hundredths of a point; negative when down. */
  readonly change: number;
  /** Percent change, two decimals at most (display only). */
  readonly percent: number;
  /** Total traded value, whole VND. */
  readonly value: number;
  readonly up: number;
  readonly down: number;
  readonly equal: number;
}

/** The packed text as the wire carries it. */
export type PackedIndexChange = `${number}|${number}|${number}|${number}|${number}|${number}`;

const SIGNED_INTEGER = /^-?\d+$/;
const SIGNED_DECIMAL = /^-?\d+(?:\.\d+)?$/;
const WHOLE_NUMBER = /^\d+$/;

function assertInteger(value: number, what: string, allowNegative: boolean): void {
  if (!Number.isSafeInteger(value) || (!allowNegative && value < 0)) {
    throw new RangeError(
      `${what} must be a${allowNegative ? "" : " non-negative"} safe integer, got ${value}`,
    );
  }
}

/**
 * Packs an index change. Integers must be integers and counts non-negative; the percent is
 * written with at most two decimals.
 *
 * @example packIndexChange({ change: -567, percent: -0.45, value: 12_000_000_000, up: 210, down: 150, equal: 80 })
 * // "-567|-0.45|12000000000|210|150|80"
 */
export function packIndexChange(change: IndexChange): PackedIndexChange {
  assertInteger(change.change, "change", true);
  assertInteger(change.value, "value", false);
  assertInteger(change.up, "up", false);
  assertInteger(change.down, "down", false);
  assertInteger(change.equal, "equal", false);
  if (!Number.isFinite(change.percent)) throw new RangeError(`percent must be finite, got ${change.percent}`);
  // Number(toFixed) drops trailing zeros and "-0", so the text round-trips to the same number.
  const percent = Number(change.percent.toFixed(2)) || 0;
  return `${change.change}|${percent}|${change.value}|${change.up}|${change.down}|${change.equal}`;
}

/**
 * Unpacks an index change, or null when the text does not have the six slots in their forms.
 *
 * @example unpackIndexChange("-567|-0.45|12000000000|210|150|80")?.percent // -0.45
 */
export function unpackIndexChange(text: string): IndexChange | null {
  const parts = text.split("|");
  if (parts.length !== 6) return null;
  const [change = "", percent = "", value = "", up = "", down = "", equal = ""] = parts;
  if (!SIGNED_INTEGER.test(change) || !SIGNED_DECIMAL.test(percent)) return null;
  if (![value, up, down, equal].every((slot) => WHOLE_NUMBER.test(slot))) return null;
  const result: IndexChange = {
    change: Number(change),
    percent: Number(percent),
    value: Number(value),
    up: Number(up),
    down: Number(down),
    equal: Number(equal),
  };
  const integers = [result.change, result.value, result.up, result.down, result.equal];
  return integers.every(Number.isSafeInteger) ? result : null;
}
