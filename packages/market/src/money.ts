/**
 * Integer money and quantities. Prices are integers in the instrument's price unit (VND for
 * stocks, ETFs, warrants, bonds and bond futures; hundredths of a point for indices and index
 * futures); volumes are whole units; money is whole VND. Floating point never enters matching,
 * holds or balances: division happens only when formatting for display.
 */
declare const brand: unique symbol;
type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** A price in the instrument's integer price unit. */
export type Price = Brand<number, "Price">;
/** A quantity of shares, units, warrants, bonds or contracts. */
export type Volume = Brand<number, "Volume">;
/** An amount of Vietnamese dong. */
export type Vnd = Brand<number, "Vnd">;

/** Throws a RangeError unless `value` is a safe integer: a programming error, never bad input. */
export function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** Checked constructor: throws on a non-integer, because that is a programming error, not bad input. */
export function price(value: number): Price {
  assertSafeInteger(value, "price");
  return value as Price;
}

export function volume(value: number): Volume {
  assertSafeInteger(value, "volume");
  if (value < 0) throw new RangeError(`volume must not be negative, got ${value}`);
  return value as Volume;
}

export function vnd(value: number): Vnd {
  assertSafeInteger(value, "vnd");
  return value as Vnd;
}
