/**
 * A deliberately simple order book for the simulator's tests: two sorted arrays with price-time
 * priority, continuous matching at the resting price, and a call-auction uncross (maximum
 * volume, then least imbalance, then nearest the reference). Slow compared with the real
 * book, but small enough to trust by reading.
 */
import type { Side } from "@bangia/market";
import type { PriceLevel } from "../../exchange/exchange-api";
import type { Board, InvestorType } from "../../orders/order-commands";

export interface FakeOrder {
  readonly id: number;
  readonly clientOrderId: string;
  readonly account: string;
  readonly symbol: string;
  readonly board: Board | "plo";
  readonly side: Side;
  priceType: string;
  /** The limit the order matches at (band edge for market and call keyword orders). */
  price: number;
  volume: number;
  filled: number;
  readonly investor: InvestorType;
  /** Time priority: lower first. */
  priority: number;
}

export type TradeListener = (buy: FakeOrder, sell: FakeOrder, price: number, volume: number) => void;

function leaves(order: FakeOrder): number {
  return order.volume - order.filled;
}

/** True when `a` comes before `b` on its side. */
function ahead(a: FakeOrder, b: FakeOrder): boolean {
  if (a.price !== b.price) return a.side === "B" ? a.price > b.price : a.price < b.price;
  return a.priority < b.priority;
}

export class FakeBook {
  readonly bids: FakeOrder[] = [];
  readonly asks: FakeOrder[] = [];

  side(side: Side): FakeOrder[] {
    return side === "B" ? this.bids : this.asks;
  }

  rest(order: FakeOrder): void {
    const list = this.side(order.side);
    let position = list.findIndex((other) => ahead(order, other));
    if (position < 0) position = list.length;
    list.splice(position, 0, order);
  }

  remove(order: FakeOrder): void {
    const list = this.side(order.side);
    const position = list.indexOf(order);
    if (position >= 0) list.splice(position, 1);
  }

  /** Open volume on the other side that `order` could trade with at its limit. */
  crossingVolume(order: FakeOrder): number {
    let total = 0;
    for (const other of this.side(order.side === "B" ? "S" : "B")) {
      if (!this.#crosses(order, other.price)) break;
      total += leaves(other);
    }
    return total;
  }

  /** Matches `order` against the other side; returns the last fill price (0 if none). */
  match(order: FakeOrder, onTrade: TradeListener): number {
    const opposite = this.side(order.side === "B" ? "S" : "B");
    let last = 0;
    while (leaves(order) > 0) {
      const best = opposite[0];
      if (best === undefined || !this.#crosses(order, best.price)) break;
      const volume = Math.min(leaves(order), leaves(best));
      last = best.price;
      order.filled += volume;
      best.filled += volume;
      if (order.side === "B") onTrade(order, best, best.price, volume);
      else onTrade(best, order, best.price, volume);
      if (leaves(best) === 0) opposite.shift();
    }
    return last;
  }

  #crosses(order: FakeOrder, price: number): boolean {
    return order.side === "B" ? price <= order.price : price >= order.price;
  }

  /** Best `levels` price levels of one side. */
  depth(side: Side, levels: number): PriceLevel[] {
    const result: PriceLevel[] = [];
    for (const order of this.side(side)) {
      const last = result.at(-1);
      if (last !== undefined && last.price === order.price) {
        result[result.length - 1] = {
          price: last.price,
          volume: last.volume + leaves(order),
          orders: last.orders + 1,
        };
        continue;
      }
      if (result.length === levels) break;
      result.push({ price: order.price, volume: leaves(order), orders: 1 });
    }
    return result;
  }

  /** The call-auction price: most volume, then least imbalance, then nearest `anchor`. */
  auctionPrice(anchor: number): number | null {
    const prices = [...new Set([...this.bids, ...this.asks].map((order) => order.price))];
    let best: { price: number; volume: number; imbalance: number } | null = null;
    for (const price of prices) {
      const buy = this.bids
        .filter((order) => order.price >= price)
        .reduce((sum, order) => sum + leaves(order), 0);
      const sell = this.asks
        .filter((order) => order.price <= price)
        .reduce((sum, order) => sum + leaves(order), 0);
      const volume = Math.min(buy, sell);
      if (volume === 0) continue;
      const imbalance = Math.abs(buy - sell);
      const better =
        best === null ||
        volume > best.volume ||
        (volume === best.volume && imbalance < best.imbalance) ||
        (volume === best.volume &&
          imbalance === best.imbalance &&
          Math.abs(price - anchor) < Math.abs(best.price - anchor));
      if (better) best = { price, volume, imbalance };
    }
    return best?.price ?? null;
  }

  /** Uncrosses the book at the auction price; returns it, or 0 when nothing matched. */
  uncross(anchor: number, onTrade: TradeListener): number {
    const price = this.auctionPrice(anchor);
    if (price === null) return 0;
    for (;;) {
      const bid = this.bids[0];
      const ask = this.asks[0];
      if (bid === undefined || ask === undefined || bid.price < price || ask.price > price) break;
      const volume = Math.min(leaves(bid), leaves(ask));
      bid.filled += volume;
      ask.filled += volume;
      onTrade(bid, ask, price, volume);
      if (leaves(bid) === 0) this.bids.shift();
      if (leaves(ask) === 0) this.asks.shift();
    }
    return price;
  }

  /** Removes every order `expire` picks and hands each to `onExpired`. */
  expire(expire: (order: FakeOrder) => boolean, onExpired: (order: FakeOrder) => void): void {
    for (const list of [this.bids, this.asks]) {
      for (let i = list.length - 1; i >= 0; i--) {
        const order = list[i] as FakeOrder;
        if (!expire(order)) continue;
        list.splice(i, 1);
        onExpired(order);
      }
    }
  }
}
