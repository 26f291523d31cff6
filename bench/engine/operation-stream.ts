/**
 * A pre-generated list of order operations in flat typed arrays: generated once from a seed,
 * then replayed identically into every engine, with no allocation or randomness while timed.
 */
import type { BookSide } from "../../packages/exchange/src/book/book-order";
import type { EngineAdapter } from "./engine-adapter";

export const LIMIT = 0;
export const IMMEDIATE_OR_CANCEL = 1;
export const CANCEL = 2;
export const MOVE = 3;
export const REDUCE = 4;
export const MARKET = 5;
export type OperationKind =
  typeof LIMIT | typeof IMMEDIATE_OR_CANCEL | typeof CANCEL | typeof MOVE | typeof REDUCE | typeof MARKET;

export class OperationStream {
  readonly kinds: Uint8Array;
  readonly ids: Int32Array;
  readonly sides: Uint8Array;
  readonly prices: Int32Array;
  readonly sizes: Int32Array;
  length = 0;
  /** One more than the largest order id used. */
  idCount = 0;

  constructor(readonly capacity: number) {
    this.kinds = new Uint8Array(capacity);
    this.ids = new Int32Array(capacity);
    this.sides = new Uint8Array(capacity);
    this.prices = new Int32Array(capacity);
    this.sizes = new Int32Array(capacity);
  }

  /** Appends one operation; fields an operation does not use are 0. */
  push(kind: OperationKind, id: number, side: BookSide, price: number, size: number): void {
    const at = this.length;
    if (at >= this.capacity) throw new RangeError(`operation stream full at ${at}`);
    this.kinds[at] = kind;
    this.ids[at] = id;
    this.sides[at] = side;
    this.prices[at] = price;
    this.sizes[at] = size;
    this.length = at + 1;
    if (id >= this.idCount) this.idCount = id + 1;
  }
}

/** Replays operations [from, to) into an engine. Both engines go through this same loop. */
export function applyOperations(
  engine: EngineAdapter,
  stream: OperationStream,
  from: number,
  to: number,
): void {
  const { kinds, ids, sides, prices, sizes } = stream;
  for (let at = from; at < to; at++) {
    const id = ids[at] ?? 0;
    const side = sides[at] === 0 ? 0 : 1;
    const price = prices[at] ?? 0;
    const size = sizes[at] ?? 0;
    switch (kinds[at]) {
      case LIMIT:
        engine.limit(id, side, price, size, false);
        break;
      case IMMEDIATE_OR_CANCEL:
        engine.limit(id, side, price, size, true);
        break;
      case CANCEL:
        engine.cancel(id);
        break;
      case MOVE:
        engine.movePrice(id, price);
        break;
      case REDUCE:
        engine.reduceVolume(id, size);
        break;
      case MARKET:
        engine.market(side, size);
        break;
    }
  }
}
