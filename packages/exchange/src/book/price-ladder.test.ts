/**
 * One side of the book: FIFO queues per level (time priority), the best level (price priority)
 * and the occupied-level bitmap searches, at the 32-bit word boundaries where they can slip.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookOrder, BUY } from "./book-order";
import { PriceLadder } from "./price-ladder";

/** The ladder ignores an order's side and price: it files orders by the level it is given. */
function orderAt(id: number, leaves = 10): BookOrder<null> {
  return new BookOrder(id, BUY, 0, leaves, null);
}

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}

/** Ids of a level's queue, walked head to tail through the links. */
function queueOf(ladder: PriceLadder<null>, level: number): number[] {
  const ids: number[] = [];
  for (let order = ladder.heads[level] ?? null; order !== null; order = order.next) ids.push(order.id);
  return ids;
}

/** Ids walked tail to head, to check the back links agree with the forward ones. */
function queueBackwards(ladder: PriceLadder<null>, level: number): number[] {
  const ids: number[] = [];
  for (let order = ladder.tails[level] ?? null; order !== null; order = order.prev) ids.unshift(order.id);
  return ids;
}

/** Occupied levels walked from the best through `following`. */
function walk(ladder: PriceLadder<null>): number[] {
  const levels: number[] = [];
  for (let level = ladder.best; level >= 0; level = ladder.following(level)) levels.push(level);
  return levels;
}

describe("price level queues (time priority)", () => {
  it("append queues orders first in, first out, and totals the level's volume and count", () => {
    const ladder = new PriceLadder<null>(10, true);
    [orderAt(1, 100), orderAt(2, 200), orderAt(3, 300)].forEach((order) => ladder.append(order, 4));
    expect(queueOf(ladder, 4)).toEqual([1, 2, 3]);
    expect(queueBackwards(ladder, 4)).toEqual([1, 2, 3]);
    expect(ladder.volumes[4]).toBe(600);
    expect(ladder.counts[4]).toBe(3);
    expect(ladder.size).toBe(3);
  });

  it.each([
    ["the head", 1, [2, 3]],
    ["the middle", 2, [1, 3]],
    ["the tail", 3, [1, 2]],
  ])("unlink from %s keeps the rest of the queue in order", (_where, removed, remaining) => {
    const ladder = new PriceLadder<null>(10, false);
    const orders = [orderAt(1, 100), orderAt(2, 200), orderAt(3, 300)];
    orders.forEach((order) => ladder.append(order, 7));
    const order = present(orders[removed - 1]);
    ladder.unlink(order);
    expect(queueOf(ladder, 7)).toEqual(remaining);
    expect(queueBackwards(ladder, 7)).toEqual(remaining);
    expect(ladder.volumes[7]).toBe(600 - order.leaves);
    expect(ladder.counts[7]).toBe(2);
    expect(ladder.size).toBe(2);
    expect([order.resting, order.level, order.prev, order.next]).toEqual([false, -1, null, null]);
  });

  it("the last order leaving a level empties it: no volume, no count, not occupied", () => {
    const ladder = new PriceLadder<null>(10, true);
    const order = orderAt(1, 50);
    ladder.append(order, 3);
    ladder.unlink(order);
    expect([ladder.heads[3], ladder.tails[3], ladder.volumes[3], ladder.counts[3]]).toEqual([
      null,
      null,
      0,
      0,
    ]);
    expect(ladder.occupiedAtOrAbove(0)).toBe(-1);
    expect(ladder.best).toBe(-1);
  });

  it("an order appended again after unlinking goes to the back of the queue", () => {
    const ladder = new PriceLadder<null>(10, true);
    const first = orderAt(1);
    [first, orderAt(2), orderAt(3)].forEach((order) => ladder.append(order, 5));
    ladder.unlink(first);
    ladder.append(first, 5);
    expect(queueOf(ladder, 5)).toEqual([2, 3, 1]);
  });

  it("reduce lowers the open volume and the level's volume, keeping the order's place", () => {
    const ladder = new PriceLadder<null>(10, true);
    const first = orderAt(1, 100);
    [first, orderAt(2, 100)].forEach((order) => ladder.append(order, 2));
    ladder.reduce(first, 60);
    expect(first.leaves).toBe(40);
    expect(ladder.volumes[2]).toBe(140);
    expect(ladder.counts[2]).toBe(2);
    expect(queueOf(ladder, 2)).toEqual([1, 2]);
  });
});

describe("best level (price priority)", () => {
  it.each<[string, boolean, number[], [number, number, number]]>([
    ["bids: the highest occupied level", true, [5, 9, 2], [9, 5, 2]],
    ["asks: the lowest occupied level", false, [5, 9, 2], [2, 5, 9]],
  ])("%s, through insertions and removals", (_side, isBid, inserted, [best, second, third]) => {
    const ladder = new PriceLadder<null>(40, isBid);
    expect(ladder.best).toBe(-1);
    const orders = inserted.map((level, index) => {
      const order = orderAt(index + 1);
      ladder.append(order, level);
      return order;
    });
    const orderOn = (level: number): BookOrder<null> =>
      present(orders.find((order) => order.level === level));
    expect(ladder.best).toBe(best);
    expect(walk(ladder)).toEqual([best, second, third]);
    // Remove the best level's order, then a worse one: best moves only for the former.
    ladder.unlink(orderOn(best));
    expect(ladder.best).toBe(second);
    ladder.unlink(orderOn(third));
    expect(ladder.best).toBe(second);
    ladder.unlink(orderOn(second));
    expect(ladder.best).toBe(-1);
  });

  it("a level stays best while any of its orders remains", () => {
    const ladder = new PriceLadder<null>(10, false);
    const first = orderAt(1);
    ladder.append(first, 1);
    ladder.append(orderAt(2), 1);
    ladder.append(orderAt(3), 6);
    ladder.unlink(first);
    expect(ladder.best).toBe(1);
  });

  it("best jumps across empty 32-level words to the next occupied level", () => {
    const bids = new PriceLadder<null>(200, true);
    const asks = new PriceLadder<null>(200, false);
    const [topBid, lowAsk] = [orderAt(1), orderAt(2)];
    bids.append(orderAt(3), 3);
    bids.append(topBid, 190);
    asks.append(lowAsk, 3);
    asks.append(orderAt(4), 190);
    bids.unlink(topBid);
    asks.unlink(lowAsk);
    expect([bids.best, asks.best]).toEqual([3, 190]);
  });
});

describe("occupied-level search across 32-bit words", () => {
  // 70 levels: two full words and a partial third, so the last level (69) is mid-word.
  const LEVELS = 70;
  const EDGES = [0, 31, 32, 63, 64, LEVELS - 1];

  it.each(EDGES)("a ladder with only level %i occupied is found from every level", (occupied) => {
    const ladder = new PriceLadder<null>(LEVELS, true);
    ladder.append(orderAt(1), occupied);
    for (let from = 0; from < LEVELS; from++) {
      expect(ladder.occupiedAtOrAbove(from)).toBe(from <= occupied ? occupied : -1);
      expect(ladder.occupiedAtOrBelow(from)).toBe(from >= occupied ? occupied : -1);
    }
  });

  it("with levels 0, 31, 32, 63, 64 and the last occupied, each search stops at the nearest", () => {
    const ladder = new PriceLadder<null>(LEVELS, false);
    EDGES.forEach((level, index) => ladder.append(orderAt(index + 1), level));
    expect([30, 31, 32, 33, 62, 63, 64, 65].map((from) => ladder.occupiedAtOrAbove(from))).toEqual([
      31, 31, 32, 63, 63, 63, 64, 69,
    ]);
    expect([30, 31, 32, 33, 62, 63, 64, 65].map((from) => ladder.occupiedAtOrBelow(from))).toEqual([
      0, 31, 32, 32, 32, 63, 64, 64,
    ]);
    expect(walk(ladder)).toEqual(EDGES);
  });

  it("an empty ladder finds nothing from anywhere", () => {
    const ladder = new PriceLadder<null>(LEVELS, true);
    for (let from = 0; from < LEVELS; from++) {
      expect([ladder.occupiedAtOrAbove(from), ladder.occupiedAtOrBelow(from)]).toEqual([-1, -1]);
    }
    expect([ladder.best, ladder.size]).toEqual([-1, 0]);
  });

  it("searches stop at the ladder's ends: above the last level and below the first", () => {
    const ladder = new PriceLadder<null>(LEVELS, true);
    ladder.append(orderAt(1), 10);
    expect(ladder.occupiedAtOrAbove(LEVELS)).toBe(-1);
    expect(ladder.occupiedAtOrBelow(-1)).toBe(-1);
  });

  it.each([1, 31, 32, 33, 64, 65, 100])("a ladder of %i levels searches like a plain scan", (levels) => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: levels - 1 }), { maxLength: levels }),
        fc.boolean(),
        (occupied, isBid) => {
          const ladder = new PriceLadder<null>(levels, isBid);
          occupied.forEach((level, index) => ladder.append(orderAt(index + 1), level));
          const sorted = [...occupied].sort((a, b) => a - b);
          for (let from = 0; from < levels; from++) {
            expect(ladder.occupiedAtOrAbove(from)).toBe(sorted.find((level) => level >= from) ?? -1);
            expect(ladder.occupiedAtOrBelow(from)).toBe(sorted.findLast((level) => level <= from) ?? -1);
          }
          expect(walk(ladder)).toEqual(isBid ? sorted.reverse() : sorted);
        },
      ),
      { numRuns: 50 },
    );
  });
});
