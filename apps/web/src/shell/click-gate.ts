/**
 * Menu clicks are debounced by 300 ms (price-board §2, §9): the first click acts at once and any
 * further click within 300 ms of the last accepted one is ignored, so a double click opens a
 * board once.
 */

export const MENU_CLICK_DEBOUNCE_MS = 300;

/**
 * A gate that accepts a click unless the previous accepted one was less than `windowMs` ago.
 *
 * @example
 * const accept = createClickGate(300);
 * accept(1_000); // true
 * accept(1_200); // false
 * accept(1_300); // true
 */
export function createClickGate(windowMs: number = MENU_CLICK_DEBOUNCE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < windowMs) return false;
    last = now;
    return true;
  };
}
