/**
 * Continuous trading, checked against the simple reference book: the same random streams of
 * new orders, cancels, reductions, price moves and market-style orders drive both books, and
 * after every step they must agree fill for fill and level for level, while the invariants of
 * market-rules §6–§7 hold (never crossed, prices on the grid, volume conserved, price-time
 * priority). Each rule has its own property, so a shrunk counterexample names the rule broken.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BookOrder, BUY, OrderBook, SELL, type BookSide } from "./order-book";
import { ReferenceBook, type ReferenceFill } from "./reference-book";
import { orderStream, type BookOperation, type PriceGrid } from "./test-support/order-streams";

const RUNS = 150;
const MAX_OPERATIONS = 300;

/** What happened to every order's entered volume. */
interface Ledger {
  readonly side: BookSide;
  readonly entered: number;
  filled: number;
  cancelled: number;
}

/** A fill as the fast book reported it, plus what the priority checks need of the resting order. */
interface ObservedFill extends ReferenceFill {
  readonly restingPrice: number;
  readonly restingArrival: number;
}

/** One incoming order's matching in both books. */
interface Matching {
  readonly side: BookSide;
  readonly limit: number;
  readonly observed: readonly ObservedFill[];
  readonly leaves: number;
  readonly expected: readonly ReferenceFill[];
  readonly expectedLeaves: number;
}

/** Both books under one stream, with the bookkeeping the invariants are checked against. */
class Harness {
  readonly fast: OrderBook<number>;
  readonly reference = new ReferenceBook();
  /** Orders resting in the fast book, by id. */
  readonly live = new Map<number, BookOrder<number>>();
  readonly ledger = new Map<number, Ledger>();
  /** Arrival number of each order's current place in its queue. */
  readonly #arrival = new Map<number, number>();
  #nextId = 1;
  #arrivals = 0;

  constructor(readonly grid: PriceGrid) {
    this.fast = new OrderBook<number>(grid.range);
  }

  /** Applies one operation to both books; returns the matching it caused, if any. */
  apply(operation: BookOperation): Matching | null {
    switch (operation.kind) {
      case "new": {
        const order = this.#newOrder(operation.side, operation.price, operation.volume);
        return this.#enter(order, true);
      }
      case "cancel": {
        const order = this.#pick(operation.pick);
        if (order === undefined) return null;
        this.#takeOut(order);
        this.#ledgerOf(order.id).cancelled += order.leaves;
        return null;
      }
      case "reduce": {
        const order = this.#pick(operation.pick);
        if (order === undefined || order.leaves < 2) return null;
        const by = 1 + (operation.by % (order.leaves - 1));
        this.fast.reduce(order, order.leaves - by);
        this.reference.reduce(order.id, order.leaves);
        this.#ledgerOf(order.id).cancelled += by;
        return null;
      }
      case "move": {
        const order = this.#pick(operation.pick);
        if (order === undefined) return null;
        this.#takeOut(order);
        order.price = operation.price;
        return this.#enter(order, true);
      }
      case "market": {
        const limit = operation.side === BUY ? this.grid.range.high : this.grid.range.low;
        return this.#enter(this.#newOrder(operation.side, limit, operation.volume), false);
      }
    }
  }

  #newOrder(side: BookSide, price: number, volume: number): BookOrder<number> {
    const id = this.#nextId++;
    this.ledger.set(id, { side, entered: volume, filled: 0, cancelled: 0 });
    return new BookOrder(id, side, price, volume, id);
  }

  #takeOut(order: BookOrder<number>): void {
    this.fast.remove(order);
    this.live.delete(order.id);
    this.reference.remove(order.id);
  }

  /** An incoming order: match in both books, then rest the remainder or cancel it. */
  #enter(order: BookOrder<number>, restsRemainder: boolean): Matching {
    this.#arrival.set(order.id, this.#arrivals++);
    const volume = order.leaves;
    const observed: ObservedFill[] = [];
    this.fast.match(order, order.price, (buy, sell, price, filled, aggressor) => {
      const resting = aggressor === BUY ? sell : buy;
      observed.push({
        buyId: buy.id,
        sellId: sell.id,
        price,
        volume: filled,
        aggressor,
        buyLeaves: buy.leaves,
        sellLeaves: sell.leaves,
        restingPrice: resting.price,
        restingArrival: this.#arrival.get(resting.id) ?? -1,
      });
    });
    const expected = this.reference.match({ id: order.id, side: order.side, limit: order.price, volume });

    for (const fill of observed) {
      this.#ledgerOf(fill.buyId).filled += fill.volume;
      this.#ledgerOf(fill.sellId).filled += fill.volume;
      if (fill.buyLeaves === 0) this.live.delete(fill.buyId);
      if (fill.sellLeaves === 0) this.live.delete(fill.sellId);
    }
    if (order.leaves > 0 && restsRemainder) {
      this.fast.rest(order);
      this.live.set(order.id, order);
    } else {
      this.#ledgerOf(order.id).cancelled += order.leaves;
    }
    if (expected.leaves > 0 && restsRemainder) {
      this.reference.rest(order.id, order.side, order.price, expected.leaves);
    }
    return {
      side: order.side,
      limit: order.price,
      observed,
      leaves: order.leaves,
      expected: expected.fills,
      expectedLeaves: expected.leaves,
    };
  }

  #pick(pick: number): BookOrder<number> | undefined {
    const ids = [...this.live.keys()].sort((a, b) => a - b);
    const id = ids[pick % Math.max(1, ids.length)];
    return id === undefined ? undefined : this.live.get(id);
  }

  #ledgerOf(id: number): Ledger {
    const entry = this.ledger.get(id);
    if (entry === undefined) throw new Error(`no ledger for order ${id}`);
    return entry;
  }
}

/** Asserts `check` after every operation of every generated stream. */
function everyStep(check: (harness: Harness, matching: Matching | null) => void): void {
  fc.assert(
    fc.property(orderStream(MAX_OPERATIONS), ({ grid, operations }) => {
      const harness = new Harness(grid);
      for (const operation of operations) check(harness, harness.apply(operation));
    }),
    { numRuns: RUNS },
  );
}

const withoutExtras = ({
  restingPrice: _price,
  restingArrival: _arrival,
  ...fill
}: ObservedFill): ReferenceFill => fill;

describe("continuous matching against the reference book (market-rules §7)", () => {
  // The heaviest property here (every step compared whole): seconds on a loaded 2-core machine.
  it(
    "the fast and reference books produce identical fills and identical depth and queues",
    { timeout: 60_000 },
    () => {
      everyStep((harness, matching) => {
        if (matching !== null) {
          expect(matching.observed.map(withoutExtras)).toEqual(matching.expected);
          expect(matching.leaves).toBe(matching.expectedLeaves);
        }
        for (const side of [BUY, SELL] as const) {
          expect(harness.fast.depth(side, Number.MAX_SAFE_INTEGER)).toEqual(harness.reference.depth(side));
          const queue = [...harness.fast.orders(side)].map(({ id, price, leaves }) => ({
            id,
            price,
            leaves,
          }));
          expect(queue).toEqual(harness.reference.orders(side));
          const open = harness.reference.depth(side).reduce((sum, level) => sum + level.volume, 0);
          expect(harness.fast.openVolume(side)).toBe(open);
        }
        expect(harness.fast.orderCount).toBe(harness.live.size);
      });
    },
  );

  it("the book is never crossed after continuous matching: best bid < best ask", () => {
    everyStep((harness) => {
      const { fast, reference } = harness;
      if (fast.bids.best >= 0 && fast.asks.best >= 0) expect(fast.bestBid()).toBeLessThan(fast.bestAsk());
      expect(fast.bestBid()).toBe(reference.best(BUY) ?? 0);
      expect(fast.bestAsk()).toBe(reference.best(SELL) ?? 0);
    });
  });

  it("a market-style order keeps unfilled volume only when the opposite side is empty", () => {
    everyStep((harness, matching) => {
      if (matching === null || matching.leaves === 0) return;
      const limitIsBandEdge =
        matching.limit === (matching.side === BUY ? harness.grid.range.high : harness.grid.range.low);
      if (limitIsBandEdge) expect(harness.fast.side(matching.side === BUY ? SELL : BUY).size).toBe(0);
    });
  });

  it("every trade is at the resting order's price, within the incoming limit, the band and the tick grid", () => {
    everyStep((harness, matching) => {
      for (const fill of matching?.observed ?? []) {
        expect(fill.price).toBe(fill.restingPrice);
        expect(harness.grid.isValid(fill.price)).toBe(true);
        expect(fill.price >= harness.grid.range.low && fill.price <= harness.grid.range.high).toBe(true);
        if (matching !== null) {
          expect(matching.side === BUY ? fill.price <= matching.limit : fill.price >= matching.limit).toBe(
            true,
          );
        }
      }
    });
  });

  it("volume is conserved per order: filled + resting leaves + cancelled = entered", () => {
    everyStep((harness) => {
      const unbalanced = [...harness.ledger].filter(
        ([id, entry]) =>
          entry.filled + (harness.live.get(id)?.leaves ?? 0) + entry.cancelled !== entry.entered,
      );
      expect(unbalanced).toEqual([]);
    });
  });

  it("price-time priority: one order's fills never worsen in price, and one price fills in arrival order", () => {
    everyStep((_harness, matching) => {
      if (matching === null) return;
      const isBuy = matching.side === BUY;
      matching.observed.forEach((fill, index) => {
        expect(fill.aggressor).toBe(matching.side);
        const previous = matching.observed[index - 1];
        if (previous === undefined) return;
        expect(isBuy ? fill.price >= previous.price : fill.price <= previous.price).toBe(true);
        if (fill.price === previous.price)
          expect(fill.restingArrival).toBeGreaterThan(previous.restingArrival);
      });
    });
  });

  it("the generated streams exercise the book: partial fills, sweeps through levels, queues", () => {
    // Guards the generator: the properties above prove little if orders never meet.
    const streams = fc.sample(orderStream(MAX_OPERATIONS), { numRuns: 40, seed: 20_250_505 });
    let fills = 0;
    let restingPartlyFilled = 0;
    let sweeps = 0;
    let longestQueue = 0;
    for (const { grid, operations } of streams) {
      const harness = new Harness(grid);
      for (const operation of operations) {
        const observed = harness.apply(operation)?.observed ?? [];
        fills += observed.length;
        restingPartlyFilled += observed.filter((fill) =>
          fill.aggressor === BUY ? fill.sellLeaves > 0 : fill.buyLeaves > 0,
        ).length;
        if (new Set(observed.map((fill) => fill.price)).size > 1) sweeps++;
        for (const level of harness.fast.depth(BUY, 3)) longestQueue = Math.max(longestQueue, level.orders);
      }
    }
    expect(fills).toBeGreaterThan(1_000);
    expect(restingPartlyFilled).toBeGreaterThan(200);
    expect(sweeps).toBeGreaterThan(100);
    expect(longestQueue).toBeGreaterThanOrEqual(3);
  });
});
