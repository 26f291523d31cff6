/**
 * The order book of one instrument on one board: two price ladders over a fixed price range
 * (the day's band), price-time priority, integer prices.
 *
 * Continuous matching: an incoming order trades against the best opposite levels while they
 * cross its limit, always at the resting order's price (market-rules §7), FIFO within a level.
 * The book never decides whether an order may enter: the exchange checks the rules first and
 * tells the book what to do. The book reports every fill through a callback, which must not
 * touch the book; orders whose open volume reaches zero leave the book after their fill is
 * reported.
 */
import { BookOrder, BUY, SELL, type BookSide } from "./book-order";
import { PriceLadder } from "./price-ladder";

/**
 * Called once per fill with both orders' open volume already reduced. `aggressor` is the side
 * of the incoming order in continuous matching, or -1 for a call-auction or post-close match.
 */
export type FillListener<Owner> = (
  buy: BookOrder<Owner>,
  sell: BookOrder<Owner>,
  price: number,
  volume: number,
  aggressor: BookSide | -1,
) => void;

/** The prices a book spans: every price low + k × unit up to high. */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
  readonly unit: number;
}

export class OrderBook<Owner = unknown> {
  readonly low: number;
  readonly high: number;
  readonly unit: number;
  readonly bids: PriceLadder<Owner>;
  readonly asks: PriceLadder<Owner>;

  constructor(range: PriceRange) {
    if (!(range.unit > 0 && range.high >= range.low && (range.high - range.low) % range.unit === 0))
      throw new RangeError(`bad price range ${range.low}..${range.high} by ${range.unit}`);
    this.low = range.low;
    this.high = range.high;
    this.unit = range.unit;
    const levels = (range.high - range.low) / range.unit + 1;
    this.bids = new PriceLadder(levels, true);
    this.asks = new PriceLadder(levels, false);
  }

  /** True when the price is one of the book's levels. */
  spans(price: number): boolean {
    return price >= this.low && price <= this.high && (price - this.low) % this.unit === 0;
  }

  levelOf(price: number): number {
    return (price - this.low) / this.unit;
  }

  priceOf(level: number): number {
    return this.low + level * this.unit;
  }

  side(side: BookSide): PriceLadder<Owner> {
    return side === BUY ? this.bids : this.asks;
  }

  /** Best bid price, or 0 when there is none. */
  bestBid(): number {
    return this.bids.best < 0 ? 0 : this.priceOf(this.bids.best);
  }

  /** Best ask price, or 0 when there is none. */
  bestAsk(): number {
    return this.asks.best < 0 ? 0 : this.priceOf(this.asks.best);
  }

  /** Open volume of a whole side: the board's over-bid (bids) or over-ask (asks). */
  openVolume(side: BookSide): number {
    return this.side(side).totalVolume;
  }

  get orderCount(): number {
    return this.bids.size + this.asks.size;
  }

  /** Rests an order at the back of its price level without matching (calls, or after matching). */
  rest(order: BookOrder<Owner>): void {
    this.side(order.side).append(order, this.levelOf(order.price));
  }

  /** Removes a resting order (cancel, expiry). */
  remove(order: BookOrder<Owner>): void {
    this.side(order.side).unlink(order);
  }

  /** Lowers a resting order's open volume; it keeps its place in the queue. */
  reduce(order: BookOrder<Owner>, newLeaves: number): void {
    this.side(order.side).reduce(order, order.leaves - newLeaves);
  }

  /**
   * Matches an incoming (not resting) order against the opposite side at every level that
   * crosses `limit` (inclusive), best first, FIFO within a level, at the resting prices.
   * Reduces `order.leaves`; returns the price of the last fill, or 0 when nothing traded.
   */
  match(order: BookOrder<Owner>, limit: number, onFill: FillListener<Owner>): number {
    const isBuy = order.side === BUY;
    const opposite = isBuy ? this.asks : this.bids;
    const limitLevel = this.#limitLevel(order.side, limit);
    let lastPrice = 0;
    while (order.leaves > 0) {
      const level = opposite.best;
      if (level < 0 || (isBuy ? level > limitLevel : level < limitLevel)) break;
      const price = this.priceOf(level);
      let resting = opposite.heads[level] ?? null;
      while (resting !== null && order.leaves > 0) {
        const volume = resting.leaves < order.leaves ? resting.leaves : order.leaves;
        order.leaves -= volume;
        opposite.reduce(resting, volume);
        lastPrice = price;
        if (isBuy) onFill(order, resting, price, volume, BUY);
        else onFill(resting, order, price, volume, SELL);
        const next: BookOrder<Owner> | null = resting.next;
        if (resting.leaves === 0) opposite.unlink(resting);
        resting = next;
      }
    }
    return lastPrice;
  }

  /**
   * Open volume on the side opposite to `side` at prices crossing `limit`, counting no further
   * than `enough` (for fill-or-kill checks).
   */
  crossingVolume(side: BookSide, limit: number, enough: number): number {
    const opposite = side === BUY ? this.asks : this.bids;
    const limitLevel = this.#limitLevel(side, limit);
    let total = 0;
    for (let level = opposite.best; level >= 0 && total < enough; level = opposite.following(level)) {
      if (side === BUY ? level > limitLevel : level < limitLevel) break;
      total += opposite.volumes[level] ?? 0;
    }
    return total;
  }

  /** The last level a limit reaches: a buy never pays above it, a sell never takes below it. */
  #limitLevel(side: BookSide, limit: number): number {
    const level = (limit - this.low) / this.unit;
    return side === BUY ? Math.floor(level) : Math.ceil(level);
  }

  /** The best `count` levels of a side, best first. */
  depth(side: BookSide, count: number): { price: number; volume: number; orders: number }[] {
    const ladder = this.side(side);
    const levels: { price: number; volume: number; orders: number }[] = [];
    for (let level = ladder.best; level >= 0 && levels.length < count; level = ladder.following(level)) {
      levels.push({
        price: this.priceOf(level),
        volume: ladder.volumes[level] ?? 0,
        orders: ladder.counts[level] ?? 0,
      });
    }
    return levels;
  }

  /** Every resting order of a side in priority order (price, then time). */
  *orders(side: BookSide): Generator<BookOrder<Owner>> {
    const ladder = this.side(side);
    for (let level = ladder.best; level >= 0; level = ladder.following(level)) {
      for (let order = ladder.heads[level] ?? null; order !== null; order = order.next) yield order;
    }
  }
}

export { BookOrder, BUY, SELL };
export type { BookSide };
