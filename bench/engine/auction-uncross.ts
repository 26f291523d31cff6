/**
 * Uncrossing time of a call auction (ATO/ATC) with many resting orders: auctionMatch picks the
 * price, uncross executes it. Ours only: nodejs-order-book has no call auction, so there is no
 * peer to compare with. The book is a HOSE share whose ±7% band straddles 10,000, where the tick
 * changes from 10 to 50, so the candidate filter is the real tick table.
 */
import { computeBand, isOnPriceStep, stepDown, stepUp, type StepContext } from "@bangia/market";
import { BookOrder, BUY, SELL, type BookSide } from "../../packages/exchange/src/book/book-order";
import { auctionMatch, uncross } from "../../packages/exchange/src/book/call-auction";
import { OrderBook } from "../../packages/exchange/src/book/order-book";
import { SeededRandom } from "../../packages/exchange/src/random/seeded-random";
import { performance } from "node:perf_hooks";
import { collectGarbage, median } from "./throughput";

const SHARE: StepContext = { kind: "STOCK", venue: "HOSE" };
const REFERENCE = 10_200;

export interface AuctionResult {
  readonly orders: number;
  readonly runs: number;
  /** Milliseconds for auctionMatch + uncross. */
  readonly medianMs: number;
  readonly maxMs: number;
  readonly price: number;
  readonly volume: number;
  readonly fills: number;
  /** Guard: the book no longer crosses and the fills add up to the matched volume. */
  readonly consistent: boolean;
}

interface AuctionBook {
  readonly book: OrderBook<null>;
  readonly band: { readonly floor: number; readonly ceiling: number };
}

/** A price `steps` valid steps away from the reference, kept inside the band. */
function priceAt(steps: number, band: AuctionBook["band"]): number {
  let price = REFERENCE;
  for (let i = 0; i < Math.abs(steps); i++) {
    const next = steps > 0 ? stepUp(SHARE, price) : stepDown(SHARE, price);
    if (next > band.ceiling || next < band.floor) break;
    price = next;
  }
  return price;
}

function auctionBook(seed: number, orders: number): AuctionBook {
  const band = computeBand({ ...SHARE, reference: REFERENCE });
  if (band === null) throw new Error("shares have a band");
  const book = new OrderBook<null>({ low: band.floor, high: band.ceiling, unit: 10 });
  const rng = SeededRandom.derive(seed, "auction");
  for (let id = 0; id < orders; id++) {
    const side: BookSide = rng.chance(0.5) ? BUY : SELL;
    // Buyers lean above the reference and sellers below, so a good part of the book crosses.
    const steps = Math.round(rng.normal() * 8 + (side === BUY ? 2 : -2));
    book.rest(new BookOrder(id, side, priceAt(steps, band), rng.int(1, 50) * 100, null));
  }
  return { book, band };
}

export function measureAuction(seed: number, orders: number, runs: number, warmUps: number): AuctionResult {
  const isCandidate = (price: number): boolean => isOnPriceStep(SHARE, price);
  const times: number[] = [];
  let outcome = { price: 0, volume: 0, fills: 0, consistent: true };
  for (let run = 0; run < warmUps + runs; run++) {
    const { book } = auctionBook(seed + run, orders);
    let fills = 0;
    let filled = 0;
    collectGarbage();
    const start = performance.now();
    const match = auctionMatch(book, REFERENCE, isCandidate);
    if (match !== null)
      uncross(book, match, (_buy, _sell, _price, volume) => {
        fills++;
        filled += volume;
      });
    const elapsed = performance.now() - start;
    if (run < warmUps) continue;
    times.push(elapsed);
    const stillCrossed = book.bestBid() !== 0 && book.bestAsk() !== 0 && book.bestBid() >= book.bestAsk();
    outcome = {
      price: match?.price ?? 0,
      volume: match?.volume ?? 0,
      fills,
      consistent: outcome.consistent && !stillCrossed && filled === (match?.volume ?? 0),
    };
  }
  return { orders, runs, medianMs: median(times), maxMs: Math.max(...times), ...outcome };
}
