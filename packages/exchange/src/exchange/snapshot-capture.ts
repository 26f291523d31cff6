/**
 * A snapshot of the exchange taken in slices, without holding the event loop for the whole
 * state: the small parts (counters, phases, indices, client ids, put-through, open interest) are
 * copied when the capture starts, and the listings (each one's day and resting orders, which is
 * nearly all of it: 21,000 orders take tens of milliseconds to copy) one by one afterwards.
 *
 * Invariant: the finished snapshot is the exchange's state at the instant the capture started,
 * exactly what `snapshot()` would have returned then. The exchange keeps it so by copying a
 * listing before any input may change it (`MarketExchange`'s write barrier: the listing an order
 * command names, or every listing left before a session event), so a listing is copied either
 * by a slice, untouched since the start, or by the barrier, just before its first change.
 *
 * Known limit: a session event (a phase change, a periodic call) due while a capture is in
 * progress copies every listing left at once; such a beat already works through whole books.
 */
import type { ExchangeOrder } from "./exchange-order";
import type { ExchangeSnapshot, OrderSnapshot } from "./exchange-snapshot";
import type { SymbolDay } from "../market-data/symbol-day";
import type { Listing } from "./listing";

/** The snapshot's parts copied when the capture starts. */
export type SnapshotHead = Omit<ExchangeSnapshot, "days" | "orders">;

/** One listing's part of the snapshot: its day and its open orders in priority order. */
export interface ListingCopy {
  readonly day: readonly [string, SymbolDay];
  readonly orders: readonly OrderSnapshot[];
}

export class SnapshotCapture {
  readonly #head: SnapshotHead;
  readonly #listings: readonly Listing<ExchangeOrder>[];
  readonly #copies: (ListingCopy | undefined)[];
  readonly #index = new Map<Listing<ExchangeOrder>, number>();
  readonly #copy: (listing: Listing<ExchangeOrder>) => ListingCopy;
  readonly #release: () => void;
  /** Listings before this one are all copied (the next slice starts here). */
  #next = 0;
  #left: number;

  constructor(
    head: SnapshotHead,
    listings: readonly Listing<ExchangeOrder>[],
    copy: (listing: Listing<ExchangeOrder>) => ListingCopy,
    release: () => void,
  ) {
    this.#head = head;
    this.#listings = listings;
    this.#copies = new Array<ListingCopy | undefined>(listings.length);
    listings.forEach((listing, at) => this.#index.set(listing, at));
    this.#copy = copy;
    this.#release = release;
    this.#left = listings.length;
    if (this.#left === 0) this.#release();
  }

  /** Every listing is copied: `finish()` costs no more than assembling the parts. */
  get copied(): boolean {
    return this.#left === 0;
  }

  /** The journal-independent position of the cut: the last event the snapshot holds. */
  get seq(): number {
    return this.#head.seq;
  }

  /**
   * Copies listings for about `budgetMillis` (at least one), in listing order; returns whether
   * every listing is copied.
   */
  step(budgetMillis: number, now: () => number = () => performance.now()): boolean {
    const end = now() + budgetMillis;
    while (this.#next < this.#listings.length) {
      const listing = this.#listings[this.#next];
      if (listing !== undefined) this.copyOf(listing);
      this.#next++;
      if (now() >= end) break;
    }
    return this.copied;
  }

  /** The write barrier: copies `listing` now, unless it is copied already or not of this capture. */
  copyOf(listing: Listing<ExchangeOrder>): void {
    const at = this.#index.get(listing);
    if (at === undefined || this.#copies[at] !== undefined) return;
    this.#copies[at] = this.#copy(listing);
    this.#left--;
    if (this.#left === 0) this.#release();
  }

  /** The write barrier before an input that may change any listing: copies every one left. */
  copyAll(): void {
    for (const listing of this.#listings) {
      if (this.#left === 0) return;
      this.copyOf(listing);
    }
  }

  /** The snapshot of the capture's instant; copies whatever is left first. */
  finish(): ExchangeSnapshot {
    this.copyAll();
    const days: (readonly [string, SymbolDay])[] = [];
    const orders: OrderSnapshot[] = [];
    for (const copy of this.#copies) {
      if (copy === undefined) throw new Error("a listing of the snapshot was not copied");
      days.push(copy.day);
      for (const order of copy.orders) orders.push(order);
    }
    const head = this.#head;
    // In the key order snapshots always had, so the file reads as before.
    return {
      version: head.version,
      today: head.today,
      cursor: head.cursor,
      seq: head.seq,
      nextOrderId: head.nextOrderId,
      nextTradeId: head.nextTradeId,
      phases: head.phases,
      days,
      settlement: head.settlement,
      orders,
      clientIds: head.clientIds,
      putThrough: head.putThrough,
      indices: head.indices,
      openInterest: head.openInterest,
      finalSettlement: head.finalSettlement,
      ...(head.finalSamples === undefined ? {} : { finalSamples: head.finalSamples }),
      ...(head.listed === undefined ? {} : { listed: head.listed }),
    };
  }
}
