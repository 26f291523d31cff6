/**
 * Call auctions on random books (orders collected without matching), checked by brute force
 * over every valid price of the band and against the reference book: the three-step price rule
 * of market-rules §7, then what uncrossing at that price must leave behind.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auctionMatch, uncross, type AuctionMatch } from "./call-auction";
import { BookOrder, BUY, OrderBook, SELL } from "./order-book";
import { ReferenceBook, type ReferenceFill } from "./reference-book";
import { callBook, type CallOrder, type PriceGrid } from "./test-support/order-streams";

const RUNS = 200;

interface CallSetup {
  readonly grid: PriceGrid;
  readonly orders: readonly CallOrder[];
  readonly anchor: number;
}

/** The fast book holding the call's orders, ids 1, 2, … in arrival order. */
function fastBook({ grid, orders }: CallSetup): OrderBook<null> {
  const book = new OrderBook<null>(grid.range);
  orders.forEach((order, index) =>
    book.rest(new BookOrder(index + 1, order.side, order.price, order.volume, null)),
  );
  return book;
}

function referenceBook({ orders }: CallSetup): ReferenceBook {
  const book = new ReferenceBook();
  orders.forEach((order, index) => book.rest(index + 1, order.side, order.price, order.volume));
  return book;
}

/** cumBuy, cumSell and executable volume at a price, straight from the order list. */
function executableAt(orders: readonly CallOrder[], price: number): AuctionMatch {
  const sum = (list: readonly CallOrder[]): number => list.reduce((total, order) => total + order.volume, 0);
  const cumBuy = sum(orders.filter((order) => order.side === BUY && order.price >= price));
  const cumSell = sum(orders.filter((order) => order.side === SELL && order.price <= price));
  return { price, volume: Math.min(cumBuy, cumSell), imbalance: cumBuy - cumSell };
}

function uncrossFast(book: OrderBook<null>, match: AuctionMatch): ReferenceFill[] {
  const fills: ReferenceFill[] = [];
  uncross(book, match, (buy, sell, price, volume, aggressor) =>
    fills.push({
      buyId: buy.id,
      sellId: sell.id,
      price,
      volume,
      aggressor,
      buyLeaves: buy.leaves,
      sellLeaves: sell.leaves,
    }),
  );
  return fills;
}

/** Runs `check` on every generated call that matches. */
function everyMatchingCall(check: (setup: CallSetup, match: AuctionMatch) => void): void {
  fc.assert(
    fc.property(callBook(), (setup) => {
      const match = auctionMatch(fastBook(setup), setup.anchor, setup.grid.isValid);
      if (match !== null) check(setup, match);
    }),
    { numRuns: RUNS },
  );
}

/** Volume each order id has traded in a list of fills. */
function tradedById(fills: readonly ReferenceFill[]): Map<number, number> {
  const traded = new Map<number, number>();
  for (const fill of fills) {
    traded.set(fill.buyId, (traded.get(fill.buyId) ?? 0) + fill.volume);
    traded.set(fill.sellId, (traded.get(fill.sellId) ?? 0) + fill.volume);
  }
  return traded;
}

describe("call-auction price over every candidate price (market-rules §7)", () => {
  it("step 1: no valid price executes more volume; nothing matches only when no price executes any", () => {
    fc.assert(
      fc.property(callBook(), (setup) => {
        const match = auctionMatch(fastBook(setup), setup.anchor, setup.grid.isValid);
        const most = Math.max(
          0,
          ...setup.grid.prices.map((price) => executableAt(setup.orders, price).volume),
        );
        expect(match?.volume ?? 0).toBe(most);
        if (match !== null) expect(match).toEqual(executableAt(setup.orders, match.price));
      }),
      { numRuns: RUNS },
    );
  });

  it("step 2: among prices of maximum volume, none has a smaller imbalance", () => {
    everyMatchingCall(({ grid, orders }, match) => {
      for (const price of grid.prices) {
        const other = executableAt(orders, price);
        if (other.volume === match.volume) {
          expect(Math.abs(other.imbalance)).toBeGreaterThanOrEqual(Math.abs(match.imbalance));
        }
      }
    });
  });

  it("step 3: among those, none is nearer the anchor; equidistant prices resolve to the lower", () => {
    everyMatchingCall(({ grid, orders, anchor }, match) => {
      expect(grid.isValid(match.price)).toBe(true);
      for (const price of grid.prices) {
        const other = executableAt(orders, price);
        if (other.volume !== match.volume || Math.abs(other.imbalance) !== Math.abs(match.imbalance))
          continue;
        const distance = Math.abs(price - anchor);
        const chosen = Math.abs(match.price - anchor);
        expect(distance).toBeGreaterThanOrEqual(chosen);
        if (distance === chosen) expect(price).toBeGreaterThanOrEqual(match.price);
      }
    });
  });

  it("the reference book's brute-force auction picks the same price, volume and imbalance", () => {
    fc.assert(
      fc.property(callBook(), (setup) => {
        const expected = referenceBook(setup).auction(setup.anchor, setup.grid.prices);
        expect(auctionMatch(fastBook(setup), setup.anchor, setup.grid.isValid)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("uncrossing at the auction price (market-rules §7)", () => {
  it("trades exactly the match volume, every fill at the one price between a crossing buy and sell", () => {
    everyMatchingCall((setup, match) => {
      const fills = uncrossFast(fastBook(setup), match);
      expect(fills.reduce((total, fill) => total + fill.volume, 0)).toBe(match.volume);
      for (const fill of fills) {
        expect(fill.price).toBe(match.price);
        expect(fill.aggressor).toBe(-1);
        expect(setup.orders[fill.buyId - 1]?.price).toBeGreaterThanOrEqual(match.price);
        expect(setup.orders[fill.sellId - 1]?.price).toBeLessThanOrEqual(match.price);
      }
    });
  });

  it("the side with less volume at the price fills completely, both sides when the imbalance is zero", () => {
    everyMatchingCall((setup, match) => {
      const traded = tradedById(uncrossFast(fastBook(setup), match));
      setup.orders.forEach((order, index) => {
        const crossing = order.side === BUY ? order.price >= match.price : order.price <= match.price;
        const shortSide = order.side === BUY ? match.imbalance <= 0 : match.imbalance >= 0;
        if (crossing && shortSide) expect(traded.get(index + 1) ?? 0).toBe(order.volume);
      });
    });
  });

  it("price-time priority: no order trades while a better one on its side keeps open volume", () => {
    everyMatchingCall((setup, match) => {
      const book = fastBook(setup);
      const fills = uncrossFast(book, match);
      const traded = tradedById(fills);
      for (const side of [BUY, SELL] as const) {
        // In priority order, traded volume is full, full, …, then at most one partial, then none.
        const inPriority = referenceBook(setup).orders(side);
        let seenShort = false;
        for (const order of inPriority) {
          const done = traded.get(order.id) ?? 0;
          if (seenShort) expect(done).toBe(0);
          if (done < order.leaves) seenShort = true;
        }
      }
    });
  });

  it("step 3 can leave a better-priced order of the surplus side partly unfilled (the rule, not a defect)", () => {
    // The minimal case the broader claim of §7 step 1 fails on: every price from 19,400 to
    // 20,200 executes 1 with imbalance +1, so step 3 takes the anchor 19,400 and the buy at
    // 20,200 trades 1 of 2. Only a further rule (prefer prices where every better order fills,
    // which would give 20,200) could avoid it; the sources state none.
    const grid = { low: 18_000, high: 22_000, unit: 100 };
    const book = new OrderBook<null>(grid);
    book.rest(new BookOrder(1, BUY, 20_200, 2, null));
    book.rest(new BookOrder(2, SELL, 19_400, 1, null));
    const match = auctionMatch(book, 19_400, (price) => price % 100 === 0);
    expect(match).toEqual({ price: 19_400, volume: 1, imbalance: 1 });
    if (match === null) return;
    expect(uncrossFast(book, match)).toEqual([
      { buyId: 1, sellId: 2, price: 19_400, volume: 1, aggressor: -1, buyLeaves: 1, sellLeaves: 0 },
    ]);
  });

  it("the book left after the call is not crossed", () => {
    everyMatchingCall((setup, match) => {
      const book = fastBook(setup);
      uncrossFast(book, match);
      if (book.bids.best >= 0 && book.asks.best >= 0) expect(book.bestBid()).toBeLessThan(book.bestAsk());
      expect(auctionMatch(book, setup.anchor, setup.grid.isValid)).toBeNull();
    });
  });

  it("the reference book uncrosses with the same fills and leaves the same book", () => {
    everyMatchingCall((setup, match) => {
      const fast = fastBook(setup);
      const reference = referenceBook(setup);
      expect(uncrossFast(fast, match)).toEqual(reference.uncross(match));
      for (const side of [BUY, SELL] as const) {
        expect(fast.depth(side, Number.MAX_SAFE_INTEGER)).toEqual(reference.depth(side));
        const queue = [...fast.orders(side)].map(({ id, price, leaves }) => ({ id, price, leaves }));
        expect(queue).toEqual(reference.orders(side));
      }
    });
  });
});

describe("the generated calls", () => {
  it("exercise every step: most calls match; steps 2, 3 and the lower-price tie each decide some", () => {
    // Guards the generator: the properties above prove little if ties never happen.
    const calls = fc.sample(callBook(), { numRuns: 500, seed: 20_250_505 });
    let matched = 0;
    let decidedByStep2 = 0;
    let decidedByStep3 = 0;
    let balanced = 0;
    let equidistant = 0;
    for (const setup of calls) {
      const match = auctionMatch(fastBook(setup), setup.anchor, setup.grid.isValid);
      if (match === null) continue;
      matched++;
      if (match.imbalance === 0) balanced++;
      const largest = setup.grid.prices
        .map((price) => executableAt(setup.orders, price))
        .filter((option) => option.volume === match.volume);
      const smallest = largest.filter((option) => Math.abs(option.imbalance) === Math.abs(match.imbalance));
      if (smallest.length < largest.length) decidedByStep2++;
      if (smallest.length > 1) decidedByStep3++;
      const distance = Math.abs(match.price - setup.anchor);
      if (smallest.some((option) => option.price > match.price && option.price - setup.anchor === distance)) {
        equidistant++;
      }
    }
    expect(matched).toBeGreaterThan(250);
    expect(decidedByStep2).toBeGreaterThan(40);
    expect(decidedByStep3).toBeGreaterThan(70);
    expect(balanced).toBeGreaterThan(5);
    expect(equidistant).toBeGreaterThan(10);
  });
});
