/**
 * A listed instrument while the exchange runs: its definition, its day, and its books. The
 * books span the day's band, so they are rebuilt at the start of each day; instruments without
 * a band (bonds) trade by put-through only and have no books. `Owner` is what the exchange
 * keeps per resting order.
 */
import {
  isOnPriceStep,
  priceStep,
  stepDown,
  stepUp,
  type Band,
  type SessionVenue,
  type StepContext,
} from "@bangia/market";
import { OrderBook } from "../book/order-book";
import type { InstrumentDefinition } from "../instruments/instrument";
import { stepContextOf } from "../instruments/step-context";
import type { SymbolDay } from "../market-data/symbol-day";

export class Listing<Owner = unknown> {
  readonly symbol: string;
  readonly venue: SessionVenue;
  readonly step: StepContext;
  /** Odd lots exist for shares, ETFs and warrants on the cash market. */
  readonly hasOddLots: boolean;
  readonly restricted: boolean;
  day!: SymbolDay;
  /** Board-lot book for the day; null for put-through-only instruments. */
  lot: OrderBook<Owner> | null = null;
  odd: OrderBook<Owner> | null = null;
  /** HNX post-close (PLO) book, one price: the close; built when the post-close opens. */
  postClose: OrderBook<Owner> | null = null;
  readonly isValidPrice = (price: number): boolean => isOnPriceStep(this.step, price);

  constructor(readonly definition: InstrumentDefinition) {
    this.symbol = definition.symbol;
    this.venue = definition.sessionVenue;
    this.step = stepContextOf(definition);
    const kind = definition.kind;
    this.hasOddLots = kind === "STOCK" || kind === "ETF" || kind === "CW";
    this.restricted = kind === "STOCK" && definition.restricted;
  }

  /** Foreign room limits shares of a company and fund units, not warrants or derivatives. */
  get holdsForeignRoom(): boolean {
    return this.definition.kind === "STOCK" || this.definition.kind === "ETF";
  }

  get isFuture(): boolean {
    return this.definition.kind === "INDEX_FUTURE" || this.definition.kind === "BOND_FUTURE";
  }

  /** True when the instrument trades by order matching (it has a band). */
  get matches(): boolean {
    return this.definition.kind !== "BOND";
  }

  /** Still listed on `date`: warrants and futures stop after their last trading day. */
  tradesOn(date: string): boolean {
    const definition = this.definition;
    if (definition.kind === "CW" || definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE")
      return date <= definition.lastTradingDate;
    return true;
  }

  /** Fresh empty books spanning the band (the smallest tick of the band is the level unit). */
  openBooks(band: Band): void {
    const range = { low: band.floor, high: band.ceiling, unit: this.#levelUnit(band) };
    this.lot = new OrderBook(range);
    this.odd = this.hasOddLots ? new OrderBook(range) : null;
    this.postClose = null;
  }

  /** A tick that divides every valid price in the band: the step of its lowest tier. */
  #levelUnit(band: Band): number {
    const unit = priceStep(this.step, band.floor);
    return (band.ceiling - band.floor) % unit === 0 && band.floor % unit === 0 ? unit : 1;
  }

  stepUp(price: number): number {
    return Math.min(stepUp(this.step, price), this.day.ceiling);
  }

  stepDown(price: number): number {
    return Math.max(stepDown(this.step, price), this.day.floor);
  }

  /** The day's last matched price, else the reference: the anchor of call auctions. */
  get anchor(): number {
    return this.day.last > 0 ? this.day.last : this.day.reference;
  }
}
