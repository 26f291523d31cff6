/**
 * One side of a book as a dense array of price levels. The Vietnamese price band bounds the
 * number of levels (±7% at the smallest tick is a few hundred; a futures band a few thousand),
 * so a flat array indexed by price beats any tree: insertion and lookup are O(1), and finding
 * the next non-empty level after the best one empties skips 32 empty levels per step through
 * a bitmap of occupied levels.
 *
 * Each level is a FIFO of orders (time priority) through the orders' own links.
 */
import type { BookOrder } from "./book-order";

/** Index of the lowest set bit of a non-zero 32-bit word. */
function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

export class PriceLadder<Owner> {
  readonly heads: (BookOrder<Owner> | null)[];
  readonly tails: (BookOrder<Owner> | null)[];
  /** Open volume per level; Float64Array holds integers exactly up to 2^53. */
  readonly volumes: Float64Array;
  readonly counts: Uint32Array;
  readonly #occupied: Uint32Array;
  /** Best level index: highest for bids, lowest for asks; -1 when the side is empty. */
  best = -1;
  /** Number of resting orders on this side. */
  size = 0;
  /** Open volume of the whole side (the board's over-bid or over-ask). */
  totalVolume = 0;

  constructor(
    readonly levels: number,
    /** Bids improve upwards, asks downwards. */
    readonly isBid: boolean,
  ) {
    this.heads = new Array<BookOrder<Owner> | null>(levels).fill(null);
    this.tails = new Array<BookOrder<Owner> | null>(levels).fill(null);
    this.volumes = new Float64Array(levels);
    this.counts = new Uint32Array(levels);
    this.#occupied = new Uint32Array((levels + 31) >>> 5);
  }

  /** True when `a` is a better level than `b` for this side. */
  better(a: number, b: number): boolean {
    return this.isBid ? a > b : a < b;
  }

  /** Appends at the back of its level's queue: last in time priority. */
  append(order: BookOrder<Owner>, level: number): void {
    order.level = level;
    order.next = null;
    const tail = this.tails[level] ?? null;
    order.prev = tail;
    if (tail === null) {
      this.heads[level] = order;
      this.#occupied[level >>> 5] = this.#word(level >>> 5) | (1 << (level & 31));
      if (this.best < 0 || this.better(level, this.best)) this.best = level;
    } else {
      tail.next = order;
    }
    this.tails[level] = order;
    this.volumes[level] = (this.volumes[level] ?? 0) + order.leaves;
    this.counts[level] = (this.counts[level] ?? 0) + 1;
    this.size++;
    this.totalVolume += order.leaves;
  }

  /** Takes the order out of its level; O(1). */
  unlink(order: BookOrder<Owner>): void {
    const level = order.level;
    const { prev, next } = order;
    if (prev === null) this.heads[level] = next;
    else prev.next = next;
    if (next === null) this.tails[level] = prev;
    else next.prev = prev;
    order.prev = null;
    order.next = null;
    order.level = -1;
    this.volumes[level] = (this.volumes[level] ?? 0) - order.leaves;
    this.counts[level] = (this.counts[level] ?? 0) - 1;
    this.size--;
    this.totalVolume -= order.leaves;
    if (this.heads[level] === null) {
      this.volumes[level] = 0;
      this.#occupied[level >>> 5] = this.#word(level >>> 5) & ~(1 << (level & 31));
      if (level === this.best) this.best = this.#nextOccupied(level);
    }
  }

  /** Lowers an order's open volume in place: it keeps its time priority. */
  reduce(order: BookOrder<Owner>, by: number): void {
    order.leaves -= by;
    this.volumes[order.level] = (this.volumes[order.level] ?? 0) - by;
    this.totalVolume -= by;
  }

  /** The next occupied level beyond `from` in the direction away from the best, or -1. */
  #nextOccupied(from: number): number {
    return this.isBid ? this.occupiedAtOrBelow(from - 1) : this.occupiedAtOrAbove(from + 1);
  }

  /** Lowest occupied level ≥ `from`, or -1. */
  occupiedAtOrAbove(from: number): number {
    if (from >= this.levels) return -1;
    if (from < 0) from = 0;
    let wordIndex = from >>> 5;
    let word = this.#word(wordIndex) & (~0 << (from & 31));
    while (word === 0) {
      if (++wordIndex >= this.#occupied.length) return -1;
      word = this.#word(wordIndex);
    }
    return (wordIndex << 5) + lowestBit(word);
  }

  /** Highest occupied level ≤ `from`, or -1. */
  occupiedAtOrBelow(from: number): number {
    if (from < 0) return -1;
    let wordIndex = from >>> 5;
    const shift = 31 - (from & 31);
    let word = shift === 0 ? this.#word(wordIndex) : (this.#word(wordIndex) << shift) >>> shift;
    while (word === 0) {
      if (--wordIndex < 0) return -1;
      word = this.#word(wordIndex);
    }
    return (wordIndex << 5) + 31 - Math.clz32(word);
  }

  #word(index: number): number {
    return this.#occupied[index] ?? 0;
  }

  /** The occupied level after `level`, moving away from the best. */
  following(level: number): number {
    return this.#nextOccupied(level);
  }
}
