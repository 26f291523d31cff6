/**
 * For the board tables' component tests (nothing here ships): happy-dom lays nothing out, so a
 * virtual list would see a screen 0 px tall and render no row. This gives every element a height
 * for the test file's duration.
 */
import { afterAll, beforeAll } from "vitest";

export function withScreenHeight(pixels = 600): void {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => pixels });
  });
  afterAll(() => {
    if (own === undefined) Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
    else Object.defineProperty(HTMLElement.prototype, "clientHeight", own);
  });
}
