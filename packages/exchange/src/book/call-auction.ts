/**
 * Call auctions (ATO, ATC, the periodic calls of restricted stocks, and the post-close match):
 * orders collect without matching, then all trade at one price chosen by the three steps of
 * market-rules §7:
 *
 *   1. the price with the maximum executable volume min(cumBuy(p), cumSell(p));
 *   2. among those, the smallest imbalance |cumBuy(p) − cumSell(p)|;
 *   3. among those, the price closest to the anchor: the day's last matched price, or the
 *      reference when nothing has traded yet. Equidistant prices on both sides of the anchor
 *      (the sources are silent): the lower one.
 *
 * Candidates are every valid price in the band, not only the prices of orders: the worked
 * example of §7 opens at 20,000 after a tie with 20,050, a price no order carries. Buys priced
 * above and sells below the auction price fill completely; at the price itself, time priority
 * decides. Cost: one pass over the levels between the best ask and the best bid, then one pass
 * over the orders that fill.
 */
import { BUY, type BookOrder } from "./book-order";
import type { FillListener, OrderBook } from "./order-book";

export interface AuctionMatch {
  readonly price: number;
  /** Volume that trades at `price`. */
  readonly volume: number;
  /** cumBuy − cumSell at `price`: positive when buyers are left over. */
  readonly imbalance: number;
}

/**
 * The price and volume the call would match at now, or null when nothing would trade.
 * `isCandidate` says which prices are valid (the tick grid of each tier).
 */
export function auctionMatch<Owner>(
  book: OrderBook<Owner>,
  anchor: number,
  isCandidate: (price: number) => boolean,
): AuctionMatch | null {
  const { bids, asks } = book;
  const top = bids.best;
  const bottom = asks.best;
  if (top < 0 || bottom < 0 || top < bottom) return null;

  // cumSell(p) for p ≥ the top buy level is every sell at or below the top.
  let sellsUpToTop = 0;
  for (let level = bottom; level >= 0 && level <= top; level = asks.following(level)) {
    sellsUpToTop += asks.volumes[level] ?? 0;
  }

  let best: AuctionMatch | null = null;
  let cumBuy = 0;
  let sellsAbove = 0;
  for (let level = top; level >= bottom; level--) {
    cumBuy += bids.volumes[level] ?? 0;
    const cumSell = sellsUpToTop - sellsAbove;
    sellsAbove += asks.volumes[level] ?? 0;
    const price = book.priceOf(level);
    if (!isCandidate(price)) continue;
    const volume = cumBuy < cumSell ? cumBuy : cumSell;
    if (volume <= 0) continue;
    const candidate: AuctionMatch = { price, volume, imbalance: cumBuy - cumSell };
    if (best === null || isBetter(candidate, best, anchor)) best = candidate;
  }
  return best;
}

/** The three steps of §7 as a comparison: is `a` chosen over `b`? */
function isBetter(a: AuctionMatch, b: AuctionMatch, anchor: number): boolean {
  if (a.volume !== b.volume) return a.volume > b.volume;
  const imbalanceA = Math.abs(a.imbalance);
  const imbalanceB = Math.abs(b.imbalance);
  if (imbalanceA !== imbalanceB) return imbalanceA < imbalanceB;
  const distanceA = Math.abs(a.price - anchor);
  const distanceB = Math.abs(b.price - anchor);
  if (distanceA !== distanceB) return distanceA < distanceB;
  return a.price < b.price;
}

/**
 * Executes the call at `match.price`: pairs buys (highest price first, then time) with sells
 * (lowest first, then time) until `match.volume` has traded, every fill at the one price.
 */
export function uncross<Owner>(
  book: OrderBook<Owner>,
  match: AuctionMatch,
  onFill: FillListener<Owner>,
): void {
  const { bids, asks } = book;
  const priceLevel = book.levelOf(match.price);
  let remaining = match.volume;
  let buy = nextInPriority(book, BUY, priceLevel);
  let sell = nextInPriority(book, 1, priceLevel);
  while (remaining > 0 && buy !== null && sell !== null) {
    const volume = Math.min(buy.leaves, sell.leaves, remaining);
    remaining -= volume;
    bids.reduce(buy, volume);
    asks.reduce(sell, volume);
    onFill(buy, sell, match.price, volume, -1);
    if (buy.leaves === 0) {
      bids.unlink(buy);
      buy = nextInPriority(book, BUY, priceLevel);
    }
    if (sell.leaves === 0) {
      asks.unlink(sell);
      sell = nextInPriority(book, 1, priceLevel);
    }
  }
}

/** The first order in priority on a side, if its price still crosses the auction level. */
function nextInPriority<Owner>(
  book: OrderBook<Owner>,
  side: typeof BUY | 1,
  priceLevel: number,
): BookOrder<Owner> | null {
  const ladder = book.side(side);
  const level = ladder.best;
  if (level < 0 || (side === BUY ? level < priceLevel : level > priceLevel)) return null;
  return ladder.heads[level] ?? null;
}
