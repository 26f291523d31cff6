/**
 * Long loops that yield the event loop: a request's work over a whole market runs in slices of
 * a few milliseconds, so other requests and the market's beat go on between them.
 */

/** Longest stretch one slice holds the event loop, in milliseconds. */
export const SLICE_MILLIS = 4;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Calls `visit` on each item in order, yielding to the event loop whenever a slice has run
 * `sliceMillis` (measured with `now`).
 *
 * @example await forEachInSlices(symbols, (symbol) => index.add(symbol));
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  visit: (item: T) => void,
  sliceMillis: number = SLICE_MILLIS,
  now: () => number = () => performance.now(),
): Promise<void> {
  let sliceStart = now();
  for (const item of items) {
    if (now() - sliceStart >= sliceMillis) {
      await nextTurn();
      sliceStart = now();
    }
    visit(item);
  }
}
