/**
 * A deliberately simple order book that is obviously right, to test the fast one against: a
 * plain list of resting orders, sorted by (price, arrival) whenever priority matters, and a
 * call auction that tries every candidate price. It shares nothing with the fast book but its
 * types, so a mistake in the fast book's ladders, bitmaps or links cannot hide in both.
 * Far too slow for the exchange; only tests use it.
 */
import type { BookSide } from "./book-order";
import type { AuctionMatch } from "./call-auction";

/** Sides spelled out here rather than imported, so the two books share no code. */
const BUY_SIDE: BookSide = 0;
const SELL_SIDE: BookSide = 1;

interface RestingOrder {
  readonly id: number;
  readonly side: BookSide;
  readonly price: number;
  leaves: number;
  /** Arrival number: lower is earlier in time priority. */
  readonly arrival: number;
}

/** One fill as the fast book's listener reports it, with both orders' open volume after it. */
export interface ReferenceFill {
  readonly buyId: number;
  readonly sellId: number;
  readonly price: number;
  readonly volume: number;
  /** Side of the incoming order, or -1 in a call auction. */
  readonly aggressor: BookSide | -1;
  readonly buyLeaves: number;
  readonly sellLeaves: number;
}

/** One price level of a side: total open volume and number of orders. */
export interface ReferenceLevel {
  readonly price: number;
  readonly volume: number;
  readonly orders: number;
}

/** A resting order as the book shows it. */
export interface ReferenceOrder {
  readonly id: number;
  readonly price: number;
  readonly leaves: number;
}

/** An order trading on arrival: its id, side, limit and volume. */
export interface IncomingOrder {
  readonly id: number;
  readonly side: BookSide;
  readonly limit: number;
  readonly volume: number;
}

/** True when resting order `a` comes before `b` in price-time priority on their side. */
function ahead(a: RestingOrder, b: RestingOrder): boolean {
  if (a.price !== b.price) return a.side === BUY_SIDE ? a.price > b.price : a.price < b.price;
  return a.arrival < b.arrival;
}

function byPriority(a: RestingOrder, b: RestingOrder): number {
  if (ahead(a, b)) return -1;
  return ahead(b, a) ? 1 : 0;
}

/** True when a resting order's price is acceptable to an incoming order's limit. */
function crosses(incomingSide: BookSide, limit: number, restingPrice: number): boolean {
  return incomingSide === BUY_SIDE ? restingPrice <= limit : restingPrice >= limit;
}

export class ReferenceBook {
  #resting: RestingOrder[] = [];
  #arrivals = 0;

  /** The resting orders of a side, best first (price, then arrival). */
  #sorted(side: BookSide): RestingOrder[] {
    return this.#resting.filter((order) => order.side === side).sort(byPriority);
  }

  #find(id: number): RestingOrder {
    const order = this.#resting.find((candidate) => candidate.id === id);
    if (order === undefined) throw new Error(`order ${id} is not resting`);
    return order;
  }

  #dropFilled(): void {
    this.#resting = this.#resting.filter((order) => order.leaves > 0);
  }

  /** True when an order with this id rests in the book. */
  has(id: number): boolean {
    return this.#resting.some((order) => order.id === id);
  }

  /** Open volume of a resting order. */
  leavesOf(id: number): number {
    return this.#find(id).leaves;
  }

  /** Puts an order at the back of its price's queue: it arrives now. */
  rest(id: number, side: BookSide, price: number, volume: number): void {
    if (this.has(id)) throw new Error(`order ${id} already rests`);
    this.#resting.push({ id, side, price, leaves: volume, arrival: this.#arrivals++ });
  }

  /** Takes a resting order out; returns the open volume it had. */
  remove(id: number): number {
    const order = this.#find(id);
    this.#resting = this.#resting.filter((candidate) => candidate !== order);
    return order.leaves;
  }

  /** Lowers a resting order's open volume; its arrival, hence its priority, is unchanged. */
  reduce(id: number, newLeaves: number): void {
    this.#find(id).leaves = newLeaves;
  }

  /**
   * Trades an incoming order against the opposite side, best resting order first, each fill at
   * the resting order's price. Returns the fills and the incoming order's unfilled volume;
   * the incoming order is not rested.
   */
  match(incoming: IncomingOrder): { fills: ReferenceFill[]; leaves: number } {
    const fills: ReferenceFill[] = [];
    let leaves = incoming.volume;
    const opposite = incoming.side === BUY_SIDE ? SELL_SIDE : BUY_SIDE;
    for (const resting of this.#sorted(opposite)) {
      if (leaves === 0 || !crosses(incoming.side, incoming.limit, resting.price)) break;
      const volume = Math.min(leaves, resting.leaves);
      leaves -= volume;
      resting.leaves -= volume;
      const isBuy = incoming.side === BUY_SIDE;
      fills.push({
        buyId: isBuy ? incoming.id : resting.id,
        sellId: isBuy ? resting.id : incoming.id,
        price: resting.price,
        volume,
        aggressor: incoming.side,
        buyLeaves: isBuy ? leaves : resting.leaves,
        sellLeaves: isBuy ? resting.leaves : leaves,
      });
    }
    this.#dropFilled();
    return { fills, leaves };
  }

  /** Best bid (highest buy) or best ask (lowest sell) price, or null when the side is empty. */
  best(side: BookSide): number | null {
    return this.#sorted(side)[0]?.price ?? null;
  }

  /** Every price level of a side, best first. */
  depth(side: BookSide): ReferenceLevel[] {
    const levels: ReferenceLevel[] = [];
    for (const order of this.#sorted(side)) {
      const last = levels.at(-1);
      if (last?.price === order.price) {
        levels[levels.length - 1] = {
          price: last.price,
          volume: last.volume + order.leaves,
          orders: last.orders + 1,
        };
      } else {
        levels.push({ price: order.price, volume: order.leaves, orders: 1 });
      }
    }
    return levels;
  }

  /** A side's resting orders in priority order. */
  orders(side: BookSide): ReferenceOrder[] {
    return this.#sorted(side).map(({ id, price, leaves }) => ({ id, price, leaves }));
  }

  /** Volume of buys priced at or above `price` (cumBuy of market-rules §7). */
  cumulativeBuy(price: number): number {
    return this.#sorted(BUY_SIDE)
      .filter((order) => order.price >= price)
      .reduce((sum, order) => sum + order.leaves, 0);
  }

  /** Volume of sells priced at or below `price` (cumSell of market-rules §7). */
  cumulativeSell(price: number): number {
    return this.#sorted(SELL_SIDE)
      .filter((order) => order.price <= price)
      .reduce((sum, order) => sum + order.leaves, 0);
  }

  /**
   * The call-auction price by brute force: evaluate every candidate price, then keep, in turn,
   * the largest volume, the smallest imbalance, the nearest to the anchor, the lowest price.
   */
  auction(anchor: number, candidates: readonly number[]): AuctionMatch | null {
    let options = candidates.map((price) => {
      const cumBuy = this.cumulativeBuy(price);
      const cumSell = this.cumulativeSell(price);
      return { price, volume: Math.min(cumBuy, cumSell), imbalance: cumBuy - cumSell };
    });
    const keepSmallest = (key: (option: AuctionMatch) => number): void => {
      const smallest = Math.min(...options.map(key));
      options = options.filter((option) => key(option) === smallest);
    };
    keepSmallest((option) => -option.volume);
    keepSmallest((option) => Math.abs(option.imbalance));
    keepSmallest((option) => Math.abs(option.price - anchor));
    keepSmallest((option) => option.price);
    const chosen = options[0];
    return chosen === undefined || chosen.volume <= 0 ? null : chosen;
  }

  /**
   * Executes a call at one price: buys at or above it in priority order against sells at or
   * below it in priority order, until `match.volume` has traded.
   */
  uncross(match: AuctionMatch): ReferenceFill[] {
    const buys = this.#sorted(BUY_SIDE).filter((order) => order.price >= match.price);
    const sells = this.#sorted(SELL_SIDE).filter((order) => order.price <= match.price);
    const fills: ReferenceFill[] = [];
    let remaining = match.volume;
    let buyIndex = 0;
    let sellIndex = 0;
    while (remaining > 0) {
      const buy = buys[buyIndex];
      const sell = sells[sellIndex];
      if (buy === undefined || sell === undefined) break;
      const volume = Math.min(remaining, buy.leaves, sell.leaves);
      remaining -= volume;
      buy.leaves -= volume;
      sell.leaves -= volume;
      fills.push({
        buyId: buy.id,
        sellId: sell.id,
        price: match.price,
        volume,
        aggressor: -1,
        buyLeaves: buy.leaves,
        sellLeaves: sell.leaves,
      });
      if (buy.leaves === 0) buyIndex++;
      if (sell.leaves === 0) sellIndex++;
    }
    this.#dropFilled();
    return fills;
  }
}
