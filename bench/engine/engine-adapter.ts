/**
 * The one interface every engine under test is driven through, so both engines run the same
 * operation stream through the same dispatch loop. Prices and sizes are integers; order ids are
 * dense integers that each adapter maps to its own key type.
 */
import type { BookSide } from "../../packages/exchange/src/book/book-order";

export interface EngineAdapter {
  readonly name: string;
  /** A new limit order: trades what crosses, then rests the rest (GTC) or drops it (IOC). */
  limit(id: number, side: BookSide, price: number, size: number, immediateOrCancel: boolean): void;
  /** Removes a resting order; unknown ids (already filled) are ignored. */
  cancel(id: number): void;
  /** Moves a resting order to a new price: it loses time priority and may trade there. */
  movePrice(id: number, price: number): void;
  /** Lowers a resting order's open volume to `size`. */
  reduceVolume(id: number, size: number): void;
  /** A market order: trades at any price, whatever cannot trade is dropped. */
  market(side: BookSide, size: number): void;
  /** What rests in the book, for the correctness guard; never timed. */
  endState(): EndState;
}

/** The engine-neutral summary of a book two engines must agree on after the same stream. */
export interface EndState {
  readonly orders: number;
  readonly volume: number;
  /** 0 when the side is empty. */
  readonly bestBid: number;
  readonly bestAsk: number;
}

/** Builds a fresh, empty engine; timed runs never include this. */
export interface EngineFactory {
  readonly name: string;
  create(): EngineAdapter;
}

/** The fields on which two end states differ, empty when they agree. */
export function endStateDifferences(a: EndState, b: EndState): string[] {
  const fields = ["orders", "volume", "bestBid", "bestAsk"] as const;
  return fields.filter((field) => a[field] !== b[field]).map((field) => `${field} ${a[field]} ≠ ${b[field]}`);
}
