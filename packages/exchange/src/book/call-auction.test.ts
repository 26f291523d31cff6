import { describe, expect, it } from "vitest";
import { BookOrder, BUY, SELL, type BookSide } from "./book-order";
import { auctionMatch, uncross } from "./call-auction";
import { OrderBook } from "./order-book";

const onTick50 = (price: number) => price % 50 === 0;

function bookWith(orders: readonly [string, BookSide, number, number][]): OrderBook<string> {
  const book = new OrderBook<string>({ low: 18_600, high: 21_400, unit: 50 });
  orders.forEach(([name, side, price, volume], index) =>
    book.rest(new BookOrder(index + 1, side, price, volume, name)),
  );
  return book;
}

describe("call auction (market-rules §7)", () => {
  // The worked HOSE ATO example: reference 20,000, tick 50; B2 is an ATO buy recorded at 20,150.
  const example = (): OrderBook<string> =>
    bookWith([
      ["B1", BUY, 20_100, 3_000],
      ["B2", BUY, 20_150, 2_000],
      ["B3", BUY, 19_950, 4_000],
      ["S1", SELL, 19_900, 2_000],
      ["S2", SELL, 20_000, 3_000],
      ["S3", SELL, 20_100, 4_000],
    ]);

  it("reproduces the worked example: opens at the reference 20,000 for 5,000 shares", () => {
    expect(auctionMatch(example(), 20_000, onTick50)).toEqual({ price: 20_000, volume: 5_000, imbalance: 0 });
  });

  it("step 3 picks 20,050 when the anchor (last price) is nearer to it", () => {
    expect(auctionMatch(example(), 20_100, onTick50)?.price).toBe(20_050);
  });

  it("fills B1, B2, S1, S2 at one price and leaves B3 and S3 to continuous trading", () => {
    const book = example();
    const match = auctionMatch(book, 20_000, onTick50);
    if (match === null) throw new Error("expected a match");
    const fills: string[] = [];
    uncross(book, match, (buy, sell, price, volume, aggressor) =>
      fills.push(`${buy.owner}/${sell.owner}@${price}x${volume}:${aggressor}`),
    );
    expect(fills).toEqual(["B2/S1@20000x2000:-1", "B1/S2@20000x3000:-1"]);
    expect([...book.orders(BUY)].map((order) => order.owner)).toEqual(["B3"]);
    expect([...book.orders(SELL)].map((order) => order.owner)).toEqual(["S3"]);
  });

  it("step 1: the maximum executable volume wins over a smaller imbalance", () => {
    const book = bookWith([
      ["B1", BUY, 20_000, 1_000],
      ["B2", BUY, 19_900, 5_000],
      ["S1", SELL, 19_900, 3_000],
    ]);
    // At 20,000: exec 1,000; at 19,900: exec 3,000 (imbalance 3,000).
    expect(auctionMatch(book, 20_000, onTick50)).toEqual({ price: 19_900, volume: 3_000, imbalance: 3_000 });
  });

  it("step 2: among equal volumes the smallest imbalance wins", () => {
    const book = bookWith([
      ["B1", BUY, 20_100, 1_000],
      ["B2", BUY, 20_000, 500],
      ["S1", SELL, 20_000, 1_000],
    ]);
    // 20,100 and 20,050: 1,000 against 1,000, imbalance 0; 20,000: 1,500 against 1,000, imbalance 500.
    // Step 2 drops 20,000 although it is the anchor; step 3 then takes the nearer 20,050.
    expect(auctionMatch(book, 20_000, onTick50)).toEqual({ price: 20_050, volume: 1_000, imbalance: 0 });
  });

  it("equidistant from the anchor: the lower price", () => {
    const book = bookWith([
      ["B1", BUY, 20_100, 1_000],
      ["S1", SELL, 19_900, 1_000],
    ]);
    // 19,900..20,100 all execute 1,000 with imbalance 0; the anchor 20,000 is itself a candidate.
    expect(auctionMatch(book, 20_000, onTick50)?.price).toBe(20_000);
    expect(auctionMatch(book, 20_025, onTick50)?.price).toBe(20_000);
  });

  it("only prices on the tick grid are candidates", () => {
    const book = new OrderBook<string>({ low: 9_000, high: 11_000, unit: 10 });
    book.rest(new BookOrder(1, BUY, 10_050, 100, "B"));
    book.rest(new BookOrder(2, SELL, 9_990, 100, "S"));
    // Tick 10 below 10,000, 50 from 10,000: 10,020 is not a valid price, 10,000 and 9,990 are.
    const hoseGrid = (price: number) => price % (price < 10_000 ? 10 : 50) === 0;
    expect(auctionMatch(book, 10_020, hoseGrid)?.price).toBe(10_000);
  });

  it("no match when the book does not cross", () => {
    const book = bookWith([
      ["B1", BUY, 19_900, 1_000],
      ["S1", SELL, 20_000, 1_000],
    ]);
    expect(auctionMatch(book, 20_000, onTick50)).toBeNull();
  });
});
