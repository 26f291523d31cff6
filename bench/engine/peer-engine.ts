/**
 * Adapter for nodejs-order-book 10.1.1 through its public API (limit, market, cancel, modify).
 * Its ids are strings, so the adapter reads them from a table built before the clock starts:
 * the peer does not pay for our integer ids. Its prices are numbers; we pass the same integers.
 */
import { OrderBook, Side, type LimitOrderOptions } from "nodejs-order-book";
import { BUY, type BookSide } from "../../packages/exchange/src/book/book-order";
import type { EndState, EngineAdapter, EngineFactory } from "./engine-adapter";

type TimeInForce = NonNullable<LimitOrderOptions["timeInForce"]>;
// The package's index does not export its TimeInForce enum; its values are these strings.
const IMMEDIATE_OR_CANCEL = "IOC" as TimeInForce;

const sideOf = (side: BookSide): Side => (side === BUY ? Side.BUY : Side.SELL);

export class PeerEngine implements EngineAdapter {
  readonly name = "nodejs-order-book";
  readonly #book = new OrderBook();

  constructor(readonly ids: readonly string[]) {}

  limit(id: number, side: BookSide, price: number, size: number, immediateOrCancel: boolean): void {
    const key = this.ids[id] ?? String(id);
    if (immediateOrCancel)
      this.#book.limit({ id: key, side: sideOf(side), size, price, timeInForce: IMMEDIATE_OR_CANCEL });
    else this.#book.limit({ id: key, side: sideOf(side), size, price });
  }

  cancel(id: number): void {
    this.#book.cancel(this.ids[id] ?? String(id));
  }

  movePrice(id: number, price: number): void {
    this.#book.modify(this.ids[id] ?? String(id), { price });
  }

  reduceVolume(id: number, size: number): void {
    this.#book.modify(this.ids[id] ?? String(id), { size });
  }

  market(side: BookSide, size: number): void {
    this.#book.market({ side: sideOf(side), size });
  }

  endState(): EndState {
    const [asks, bids] = this.#book.depth();
    const snapshot = this.#book.snapshot();
    let volume = 0;
    for (const [, levelVolume] of [...asks, ...bids]) volume += levelVolume;
    let orders = 0;
    for (const level of [...snapshot.bids, ...snapshot.asks]) orders += level.orders.length;
    return { orders, volume, bestBid: bids[0]?.[0] ?? 0, bestAsk: asks[0]?.[0] ?? 0 };
  }
}

/** String ids 0..count-1, built once and shared by every peer engine. */
export function idTable(count: number): string[] {
  return Array.from({ length: count }, (_, id) => String(id));
}

export function peerEngine(ids: readonly string[]): EngineFactory {
  return { name: "nodejs-order-book", create: () => new PeerEngine(ids) };
}
