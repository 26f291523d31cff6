/**
 * Continuous matching by the rules of market-rules §7, case by case: resting-price trades,
 * price then time priority, partial fills, reductions, limits, and what the book reports.
 */
import { describe, expect, it } from "vitest";
import { BookOrder, BUY, OrderBook, SELL, type BookSide, type PriceRange } from "./order-book";

const RANGE: PriceRange = { low: 18_600, high: 21_400, unit: 50 };

interface Fill {
  readonly buy: string;
  readonly sell: string;
  readonly price: number;
  readonly volume: number;
}

/** A book with named orders resting in the given order (arrival order). */
function bookWith(orders: readonly [string, BookSide, number, number][]): {
  book: OrderBook<string>;
  byName: Map<string, BookOrder<string>>;
} {
  const book = new OrderBook<string>(RANGE);
  const byName = new Map<string, BookOrder<string>>();
  orders.forEach(([name, side, price, volume], index) => {
    const order = new BookOrder(index + 1, side, price, volume, name);
    book.rest(order);
    byName.set(name, order);
  });
  return { book, byName };
}

function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}

let nextIncomingId = 1_000;

/** Matches an incoming limit order at its own price; returns its fills and the order. */
function incoming(
  book: OrderBook<string>,
  name: string,
  side: BookSide,
  price: number,
  volume: number,
): { fills: Fill[]; order: BookOrder<string>; lastPrice: number } {
  const order = new BookOrder(nextIncomingId++, side, price, volume, name);
  const fills: Fill[] = [];
  const lastPrice = book.match(order, price, (buy, sell, fillPrice, fillVolume) =>
    fills.push({ buy: buy.owner, sell: sell.owner, price: fillPrice, volume: fillVolume }),
  );
  return { fills, order, lastPrice };
}

const names = (book: OrderBook<string>, side: BookSide): string[] =>
  [...book.orders(side)].map((o) => o.owner);

describe("price range", () => {
  it.each<[string, PriceRange]>([
    ["a zero unit", { low: 10_000, high: 11_000, unit: 0 }],
    ["a negative unit", { low: 10_000, high: 11_000, unit: -50 }],
    ["high below low", { low: 11_000, high: 10_000, unit: 50 }],
    ["a span that is not a whole number of units", { low: 10_000, high: 10_120, unit: 50 }],
    ["a non-numeric unit", { low: 10_000, high: 11_000, unit: Number.NaN }],
  ])("rejects %s", (_case, range) => {
    expect(() => new OrderBook(range)).toThrow(RangeError);
  });

  it("accepts a single-price range and maps prices to levels and back", () => {
    expect(new OrderBook({ low: 10_000, high: 10_000, unit: 10 }).bids.levels).toBe(1);
    const book = new OrderBook(RANGE);
    expect([book.levelOf(18_600), book.levelOf(21_400), book.priceOf(3)]).toEqual([0, 56, 18_750]);
    expect([
      book.spans(18_600),
      book.spans(21_400),
      book.spans(18_550),
      book.spans(21_450),
      book.spans(20_025),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe("continuous matching (market-rules §7)", () => {
  it("trades at the resting order's price: resting sell 20,100, incoming buy LO 20,300 fills at 20,100", () => {
    const { book } = bookWith([["S", SELL, 20_100, 1_000]]);
    const { fills, lastPrice } = incoming(book, "B", BUY, 20_300, 1_000);
    expect(fills).toEqual([{ buy: "B", sell: "S", price: 20_100, volume: 1_000 }]);
    expect(lastPrice).toBe(20_100);
  });

  it("an incoming sell trades at the resting buy's higher price", () => {
    const { book } = bookWith([["B", BUY, 20_300, 1_000]]);
    expect(incoming(book, "S", SELL, 20_100, 1_000).fills).toEqual([
      { buy: "B", sell: "S", price: 20_300, volume: 1_000 },
    ]);
  });

  it("price priority then time priority: the better price first, then same-price sells in arrival order", () => {
    const { book } = bookWith([
      ["S1", SELL, 20_100, 100],
      ["S2", SELL, 20_100, 100],
      ["S3", SELL, 20_050, 100],
    ]);
    expect(incoming(book, "B", BUY, 20_100, 300).fills).toEqual([
      { buy: "B", sell: "S3", price: 20_050, volume: 100 },
      { buy: "B", sell: "S1", price: 20_100, volume: 100 },
      { buy: "B", sell: "S2", price: 20_100, volume: 100 },
    ]);
  });

  it("buys fill highest first, then in arrival order", () => {
    const { book } = bookWith([
      ["B1", BUY, 20_000, 100],
      ["B2", BUY, 20_050, 100],
      ["B3", BUY, 20_000, 100],
    ]);
    expect(incoming(book, "S", SELL, 19_000, 300).fills.map((fill) => `${fill.buy}@${fill.price}`)).toEqual([
      "B2@20050",
      "B1@20000",
      "B3@20000",
    ]);
  });

  it("a partial fill leaves the remainder resting at the head of its level", () => {
    const { book, byName } = bookWith([
      ["S1", SELL, 20_100, 1_000],
      ["S2", SELL, 20_100, 500],
    ]);
    incoming(book, "B1", BUY, 20_100, 400);
    expect(byName.get("S1")?.leaves).toBe(600);
    expect(names(book, SELL)).toEqual(["S1", "S2"]);
    expect(book.depth(SELL, 1)).toEqual([{ price: 20_100, volume: 1_100, orders: 2 }]);
    expect(incoming(book, "B2", BUY, 20_100, 700).fills).toEqual([
      { buy: "B2", sell: "S1", price: 20_100, volume: 600 },
      { buy: "B2", sell: "S2", price: 20_100, volume: 100 },
    ]);
  });

  it("reduce keeps time priority: a lowered order still fills first", () => {
    const { book, byName } = bookWith([
      ["S1", SELL, 20_100, 1_000],
      ["S2", SELL, 20_100, 1_000],
    ]);
    book.reduce(present(byName.get("S1")), 300);
    expect(book.depth(SELL, 1)).toEqual([{ price: 20_100, volume: 1_300, orders: 2 }]);
    expect(incoming(book, "B", BUY, 20_100, 300).fills).toEqual([
      { buy: "B", sell: "S1", price: 20_100, volume: 300 },
    ]);
    expect(names(book, SELL)).toEqual(["S2"]);
  });

  it("a level emptied by a fill moves the best to the next level", () => {
    const { book } = bookWith([
      ["S1", SELL, 20_000, 100],
      ["S2", SELL, 20_200, 100],
      ["B1", BUY, 19_800, 100],
    ]);
    incoming(book, "B2", BUY, 20_000, 100);
    expect(book.bestAsk()).toBe(20_200);
    incoming(book, "S3", SELL, 19_800, 100);
    expect(book.bestBid()).toBe(0);
  });

  it("matching stops at the limit; the unfilled volume stays on the incoming order", () => {
    const { book } = bookWith([
      ["S1", SELL, 20_000, 100],
      ["S2", SELL, 20_100, 100],
    ]);
    const { fills, order } = incoming(book, "B", BUY, 20_050, 500);
    expect(fills.map((fill) => fill.sell)).toEqual(["S1"]);
    expect(order.leaves).toBe(400);
    expect(book.bestAsk()).toBe(20_100);
  });

  it("nothing trades against an empty or non-crossing side: match returns 0", () => {
    const { book } = bookWith([["S", SELL, 20_100, 100]]);
    expect(incoming(book, "B", BUY, 20_050, 100)).toMatchObject({ fills: [], lastPrice: 0 });
    expect(incoming(book, "S2", SELL, 19_000, 100)).toMatchObject({ fills: [], lastPrice: 0 });
  });

  it("a buy limit between two levels never trades above it", () => {
    const { book } = bookWith([["S", SELL, 20_050, 100]]);
    expect(incoming(book, "B", BUY, 20_025, 100).fills).toEqual([]);
    expect(book.crossingVolume(BUY, 20_025, 1_000)).toBe(0);
  });

  // A limit between two levels: a buy's rounds down, a sell's rounds up (once a defect).
  it("a sell limit between two levels never trades below it", () => {
    const { book } = bookWith([["B", BUY, 20_000, 100]]);
    expect(book.crossingVolume(SELL, 20_025, 1_000)).toBe(0);
    expect(incoming(book, "S", SELL, 20_025, 100).fills).toEqual([]);
  });

  it("a market-style limit at the band edge sweeps every level", () => {
    const { book } = bookWith([
      ["S1", SELL, 18_600, 100],
      ["S2", SELL, 21_400, 100],
    ]);
    expect(incoming(book, "B", BUY, RANGE.high, 300).fills.map((fill) => fill.price)).toEqual([
      18_600, 21_400,
    ]);
    expect(book.orderCount).toBe(0);
  });

  it("the fill callback sees both orders' leaves after the fill, before a filled order leaves the book", () => {
    const { book, byName } = bookWith([["S", SELL, 20_100, 300]]);
    const seen: unknown[] = [];
    const order = new BookOrder(1, BUY, 20_100, 500, "B");
    book.match(order, 20_100, (buy, sell, price, volume, aggressor) =>
      seen.push({
        buyLeaves: buy.leaves,
        sellLeaves: sell.leaves,
        sellResting: sell.resting,
        price,
        volume,
        aggressor,
      }),
    );
    expect(seen).toEqual([
      { buyLeaves: 200, sellLeaves: 0, sellResting: true, price: 20_100, volume: 300, aggressor: BUY },
    ]);
    expect(byName.get("S")?.resting).toBe(false);
  });

  it("the callback names the aggressor: SELL for an incoming sell", () => {
    const { book } = bookWith([["B", BUY, 20_100, 300]]);
    const aggressors: number[] = [];
    book.match(new BookOrder(1, SELL, 20_100, 100, "S"), 20_100, (_buy, _sell, _price, _volume, aggressor) =>
      aggressors.push(aggressor),
    );
    expect(aggressors).toEqual([SELL]);
  });

  it("rest never matches: orders collected in a call may leave the book crossed", () => {
    const { book } = bookWith([
      ["B", BUY, 20_200, 100],
      ["S", SELL, 20_000, 100],
    ]);
    expect([book.bestBid(), book.bestAsk(), book.orderCount]).toEqual([20_200, 20_000, 2]);
  });

  it("remove takes a cancelled order out of its queue and the level's totals", () => {
    const { book, byName } = bookWith([
      ["S1", SELL, 20_100, 100],
      ["S2", SELL, 20_100, 200],
      ["S3", SELL, 20_100, 300],
    ]);
    book.remove(present(byName.get("S2")));
    expect(names(book, SELL)).toEqual(["S1", "S3"]);
    expect(book.depth(SELL, 5)).toEqual([{ price: 20_100, volume: 400, orders: 2 }]);
    expect(book.orderCount).toBe(2);
  });
});

describe("crossing volume (fill-or-kill checks)", () => {
  const asks = (): OrderBook<string> =>
    bookWith([
      ["S1", SELL, 20_000, 100],
      ["S2", SELL, 20_100, 200],
      ["S3", SELL, 20_200, 300],
    ]).book;

  it.each([
    ["counts every crossing level when enough is large", 20_200, 10_000, 600],
    ["stops at the limit", 20_100, 10_000, 300],
    ["stops at the level where the total reaches enough", 20_200, 150, 300],
    ["stops after one level when that level already suffices", 20_200, 100, 100],
    ["is zero when nothing crosses", 19_950, 10_000, 0],
  ])("%s", (_rule, limit, enough, volume) => {
    const book = asks();
    expect(book.crossingVolume(BUY, limit, enough)).toBe(volume);
    expect(book.orderCount).toBe(3);
  });

  it("counts the bids at or above a sell's limit", () => {
    const { book } = bookWith([
      ["B1", BUY, 20_000, 100],
      ["B2", BUY, 19_900, 200],
    ]);
    expect([book.crossingVolume(SELL, 19_900, 1_000), book.crossingVolume(SELL, 19_950, 1_000)]).toEqual([
      300, 100,
    ]);
  });
});

describe("depth and order listing", () => {
  const book = (): OrderBook<string> =>
    bookWith([
      ["B1", BUY, 20_000, 100],
      ["S1", SELL, 20_300, 100],
      ["B2", BUY, 20_100, 200],
      ["S2", SELL, 20_200, 200],
      ["B3", BUY, 20_000, 300],
      ["S3", SELL, 20_300, 300],
      ["B4", BUY, 19_000, 400],
    ]).book;

  it("depth lists levels best first, up to the count asked for", () => {
    expect(book().depth(BUY, 2)).toEqual([
      { price: 20_100, volume: 200, orders: 1 },
      { price: 20_000, volume: 400, orders: 2 },
    ]);
    expect(book().depth(SELL, 10)).toEqual([
      { price: 20_200, volume: 200, orders: 1 },
      { price: 20_300, volume: 400, orders: 2 },
    ]);
    expect(new OrderBook(RANGE).depth(BUY, 3)).toEqual([]);
  });

  it("orders() yields a side in priority order: price, then arrival", () => {
    expect(names(book(), BUY)).toEqual(["B2", "B1", "B3", "B4"]);
    expect(names(book(), SELL)).toEqual(["S2", "S1", "S3"]);
  });
});
