/**
 * Adapter for our order book. The book has no id index (the exchange owns that), so the adapter
 * keeps a Map from id to resting order, as any caller must; nodejs-order-book keeps its own map
 * inside, so both sides pay for an id lookup. Amendments follow our exchange: a price move is
 * remove + match + rest at the back of the new level; a volume decrease keeps the queue place.
 */
import { BookOrder, BUY, type BookSide } from "../../packages/exchange/src/book/book-order";
import { OrderBook, type FillListener, type PriceRange } from "../../packages/exchange/src/book/order-book";
import type { EndState, EngineAdapter, EngineFactory } from "./engine-adapter";

export class OurEngine implements EngineAdapter {
  readonly name = "ours";
  readonly book: OrderBook<null>;
  readonly #orders = new Map<number, BookOrder<null>>();
  /** Fills so far; the stream generators use it to measure the share of trading messages. */
  fills = 0;

  readonly #onFill: FillListener<null> = (buy, sell, _price, _volume, aggressor) => {
    this.fills++;
    const resting = aggressor === BUY ? sell : buy;
    if (resting.leaves === 0) this.#orders.delete(resting.id);
  };

  constructor(range: PriceRange) {
    this.book = new OrderBook<null>(range);
  }

  /** The resting order with this id, if any. */
  order(id: number): BookOrder<null> | undefined {
    return this.#orders.get(id);
  }

  limit(id: number, side: BookSide, price: number, size: number, immediateOrCancel: boolean): void {
    const order = new BookOrder(id, side, price, size, null);
    this.book.match(order, price, this.#onFill);
    if (order.leaves > 0 && !immediateOrCancel) {
      this.book.rest(order);
      this.#orders.set(id, order);
    }
  }

  cancel(id: number): void {
    const order = this.#orders.get(id);
    if (order === undefined) return;
    this.book.remove(order);
    this.#orders.delete(id);
  }

  movePrice(id: number, price: number): void {
    const order = this.#orders.get(id);
    if (order === undefined) return;
    this.book.remove(order);
    order.price = price;
    this.book.match(order, price, this.#onFill);
    if (order.leaves > 0) this.book.rest(order);
    else this.#orders.delete(id);
  }

  reduceVolume(id: number, size: number): void {
    const order = this.#orders.get(id);
    if (order === undefined || size <= 0 || size >= order.leaves) return;
    this.book.reduce(order, size);
  }

  market(side: BookSide, size: number): void {
    const order = new BookOrder(-1, side, 0, size, null);
    this.book.match(order, side === BUY ? this.book.high : this.book.low, this.#onFill);
  }

  endState(): EndState {
    const { bids, asks } = this.book;
    let volume = 0;
    for (const ladder of [bids, asks]) for (const levelVolume of ladder.volumes) volume += levelVolume;
    return {
      orders: this.book.orderCount,
      volume,
      bestBid: this.book.bestBid(),
      bestAsk: this.book.bestAsk(),
    };
  }
}

export function ourEngine(range: PriceRange): EngineFactory {
  return { name: "ours", create: () => new OurEngine(range) };
}
