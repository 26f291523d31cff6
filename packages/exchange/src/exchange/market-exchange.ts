/**
 * The exchange: commands in, events out, one ordered stream.
 *
 * `execute` first moves the exchange to the clock's "now" (running every session change on the
 * way: auctions at the end of the calls, expiries, the close, the next day's references and
 * the futures months that join the board), then checks the command against the rules and
 * applies it. Every outcome is an event with the next sequence number; a refused command is a
 * `rejected` event and a `{ ok: false, code }` answer, never an exception. Book changes are
 * conflated: one `book` event per touched book at the end of each command or clock step.
 *
 * Given the same universe, start time and sequence of (time, command) inputs, the exchange
 * produces the same events: nothing here reads the wall clock or a random source.
 */
import {
  checkAmendInSession,
  checkCancelInSession,
  checkOrderTypeInSession,
  checkRestrictedStockOrderType,
  computeBand,
  exchangeTimeAt,
  isCallAuctionPhase,
  phaseOn,
  SESSION_RESULT_CODES,
  warrantBand,
  type Band,
  type HolidayList,
  type SessionVenue,
  type Side,
  type TradingPhase,
} from "@bangia/market";
import { BUY, SELL, type BookOrder, type BookSide } from "../book/book-order";
import { auctionMatch, uncross } from "../book/call-auction";
import { OrderBook } from "../book/order-book";
import type { MarketClock } from "../clock/market-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import type { FutureDefinition, InstrumentDefinition, InstrumentUniverse } from "../instruments/instrument";
import { snapToPriceStep } from "../instruments/snap-to-price-step";
import { futuresToList } from "../instruments/synthetic-futures";
import type { IndexCalculator } from "../indices/index-calculator";
import { IndexRegistry } from "../indices/index-registry";
import { dailySettlementPrice, SettlementWindow } from "../market-data/daily-settlement";
import { EtfIndicativeBook } from "../market-data/etf-indicative";
import { FinalSettlementSampler } from "../market-data/futures-settlement";
import { OpenInterestBook } from "../market-data/open-interest";
import {
  closingPrice,
  openSymbolDay,
  recordClose,
  recordTrade,
  type TradePhase,
} from "../market-data/daily-statistics";
import { recordForeignSale, releaseForeignRoom, reserveForeignRoom } from "../market-data/foreign-room";
import { nextReference } from "../market-data/reference-price";
import type { SymbolDay } from "../market-data/symbol-day";
import type { Board, CancelOrder, NewOrder, OrderCommand, ReplaceOrder } from "../orders/order-commands";
import { PutThroughDesk } from "../put-through/put-through-desk";
import {
  PutThroughTrading,
  type PutThroughAnswer,
  type PutThroughHost,
} from "../put-through/put-through-trading";
import { EXCHANGE_REJECT_CODES as CODES, type RejectCode } from "../orders/reject-codes";
import type {
  CommandResult,
  EventListener,
  IndicativeMatch,
  MarketView,
  ExchangeEvents,
  OpenOrder,
  OrderEntry,
  PriceLevel,
} from "./exchange-api";
import { bookSideOf, ExchangeOrder } from "./exchange-order";
import {
  snapshotOfOrder,
  SNAPSHOT_VERSION,
  type ExchangeSnapshot,
  type OrderSnapshot,
} from "./exchange-snapshot";
import { isWellFormedNewOrder } from "./command-shape";
import { Listing } from "./listing";
import { SnapshotCapture, type ListingCopy, type SnapshotHead } from "./snapshot-capture";
import { OpenOrders } from "./open-orders";
import {
  boardFor,
  checkAmendedVolume,
  checkLimitPrice,
  convertedPrice,
  marketLimit,
  recordedCallPrice,
} from "./order-rules";
import { exchangeOfSessionVenue, SessionTimeline } from "./session-timeline";

export interface ExchangeOptions {
  readonly universe: InstrumentUniverse;
  readonly clock: MarketClock;
  readonly holidays?: HolidayList;
}

/** First reference of a bond future listed with no live contract of its underlying: par. */
const BOND_FUTURE_PAR = 100_000;

type Rejection = { readonly code: RejectCode };
const rejection = (code: RejectCode): Rejection => ({ code });

export class MarketExchange implements OrderEntry, MarketView, ExchangeEvents {
  readonly #clock: MarketClock;
  readonly #holidays: HolidayList;
  readonly #listings = new Map<string, Listing<ExchangeOrder>>();
  readonly #venues: readonly SessionVenue[];
  readonly #hasRestricted: boolean;
  readonly #orders = new OpenOrders();
  readonly #phases = new Map<SessionVenue, TradingPhase>();
  readonly #timeline: SessionTimeline;
  readonly #settlement = new Map<string, SettlementWindow>();
  readonly #listeners: EventListener[] = [];
  readonly #putThrough = new PutThroughDesk();
  readonly #putThroughTrading: PutThroughTrading;
  readonly #indices: IndexRegistry;
  readonly #dirtyIndices = new Set<IndexCalculator>();
  readonly #etfs: EtfIndicativeBook;
  #openInterest = new OpenInterestBook();
  /** Index futures on their last trading day: samples of the underlying for the FSP. */
  readonly #finalSamplers = new Map<string, FinalSettlementSampler>();
  /** Final settlement prices of expired index futures, by symbol. */
  readonly #finalSettlement = new Map<string, number>();
  /** Futures the roll listed after the first day, as listed (priced), in listing order. */
  readonly #listed: FutureDefinition[] = [];
  readonly #dirtyLot = new Set<Listing<ExchangeOrder>>();
  readonly #dirtyOdd = new Set<Listing<ExchangeOrder>>();
  /** Snapshots being copied in slices (see `captureSnapshot`). */
  readonly #captures = new Set<SnapshotCapture>();
  #today = "";
  #cursor: number;
  #seq = 0;
  #nextOrderId = 1;
  #nextTradeId = 1;
  /** How trades of the auction or match in progress count in the statistics. */
  #tradePhase: TradePhase = "continuous";

  /**
   * A fresh exchange at the clock's "now": the first day opens at the instruments' initial
   * references, in whatever session the clock is in. With `snapshot`, the exchange continues
   * exactly where the snapshot left off instead (see `snapshot()`).
   */
  constructor(options: ExchangeOptions, snapshot?: ExchangeSnapshot) {
    this.#clock = options.clock;
    this.#holidays = options.holidays ?? [];
    this.#putThroughTrading = new PutThroughTrading(this.#putThroughHost(), this.#putThrough);
    for (const definition of options.universe.instruments)
      this.#listings.set(definition.symbol, new Listing(definition));
    for (const definition of snapshot?.listed ?? []) this.#list(definition);
    // Derivatives last: at 14:45 the cash market's closing call sets the index before the
    // futures close and sample it for the final settlement price.
    this.#venues = [...new Set([...this.#listings.values()].map((listing) => listing.venue))].sort(
      (a, b) => Number(a === "DERIVATIVES") - Number(b === "DERIVATIVES"),
    );
    this.#hasRestricted = [...this.#listings.values()].some((listing) => listing.restricted);
    const start = (symbol: string) => {
      const definition = this.#listings.get(symbol)?.definition;
      return definition === undefined || !("sharesOutstanding" in definition)
        ? undefined
        : { shares: definition.sharesOutstanding, price: definition.initialReference };
    };
    this.#indices = IndexRegistry.fromDefinitions(options.universe.indices, start);
    const etfs = options.universe.instruments.filter((definition) => definition.kind === "ETF");
    this.#etfs = EtfIndicativeBook.fromDefinitions(etfs, (symbol) => start(symbol)?.price);
    this.#cursor = snapshot?.cursor ?? this.#clock.now();
    const time = exchangeTimeAt(this.#cursor);
    if (snapshot === undefined) this.#startDay(time.date, true);
    for (const venue of this.#venues) this.#phases.set(venue, phaseOn(venue, time, this.#holidays));
    if (snapshot !== undefined) this.#load(snapshot);
    this.#timeline = new SessionTimeline(this.#venues, this.#hasRestricted, this.#cursor, this.#holidays);
    if (snapshot === undefined) this.#openPostCloseIfStartedThere();
  }

  /** Everything needed to rebuild this exchange exactly; plain JSON. */
  snapshot(): ExchangeSnapshot {
    return this.captureSnapshot().finish();
  }

  /**
   * Starts a snapshot of this instant that is copied in slices (`SnapshotCapture.step`) while the
   * exchange goes on; `finish()` returns what `snapshot()` would have returned at the start.
   * Only the small parts are copied now; each listing is copied by a slice or, if an input may
   * change it first, by the write barrier in `execute` and `tick` just before that input.
   */
  captureSnapshot(): SnapshotCapture {
    const head: SnapshotHead = {
      version: SNAPSHOT_VERSION,
      today: this.#today,
      cursor: this.#cursor,
      seq: this.#seq,
      nextOrderId: this.#nextOrderId,
      nextTradeId: this.#nextTradeId,
      phases: [...this.#phases],
      settlement: [...this.#settlement].map(
        ([symbol, window]) => [symbol, { volume: window.volume, value: window.value }] as const,
      ),
      clientIds: this.#orders.clientIds(),
      putThrough: this.#putThrough.toJSON(),
      indices: this.#indices.toJSON(),
      openInterest: this.#openInterest.toJSON(),
      finalSettlement: [...this.#finalSettlement],
      finalSamples: [...this.#finalSamplers].map(([symbol, sampler]) => [symbol, sampler.toJSON()] as const),
      listed: [...this.#listed],
    };
    const capture = new SnapshotCapture(head, [...this.#listings.values()], copyListing, () =>
      this.#captures.delete(capture),
    );
    if (!capture.copied) this.#captures.add(capture);
    return capture;
  }

  /**
   * The write barrier of the captures in progress, before an input (`command`, or a tick when
   * undefined): the listing the command names is copied; before a session event, or a command
   * whose listing is not known, every listing left is.
   */
  #beforeInput(command: OrderCommand | undefined, now: number): void {
    if (this.#captures.size === 0) return;
    const sessionEventDue = now >= this.#cursor && this.#timeline.nextAt() <= now;
    // A tick between session events changes no listing (only the clock, and the index samples
    // copied when the capture started).
    if (!sessionEventDue && command === undefined) return;
    const listing = sessionEventDue || command === undefined ? undefined : this.#listingOf(command);
    if (listing === null) return;
    for (const capture of [...this.#captures])
      if (listing === undefined) capture.copyAll();
      else capture.copyOf(listing);
  }

  /**
   * The one listing `command` may change; null when it changes none (an unknown symbol or order:
   * refused), undefined when that is not known.
   */
  #listingOf(command: OrderCommand): Listing<ExchangeOrder> | null | undefined {
    switch (command?.type) {
      case "new":
      case "advertise":
      case "deal":
        return typeof command.symbol === "string" ? (this.#listings.get(command.symbol) ?? null) : undefined;
      case "cancel":
      case "replace":
        return typeof command.orderId === "number"
          ? (this.#orders.get(command.orderId)?.listing ?? null)
          : undefined;
      case "withdraw": {
        if (typeof command.advertId !== "number") return undefined;
        const symbol = this.#putThrough.advert(command.advertId)?.symbol;
        return symbol === undefined ? null : (this.#listings.get(symbol) ?? null);
      }
      default:
        return undefined;
    }
  }

  #load(snapshot: ExchangeSnapshot): void {
    if (snapshot.version !== SNAPSHOT_VERSION)
      throw new RangeError(`unknown snapshot version ${snapshot.version}`);
    this.#today = snapshot.today;
    this.#seq = snapshot.seq;
    this.#nextOrderId = snapshot.nextOrderId;
    this.#nextTradeId = snapshot.nextTradeId;
    for (const [venue, phase] of snapshot.phases) this.#phases.set(venue, phase);
    const days = new Map(snapshot.days);
    const settlement = new Map(snapshot.settlement);
    for (const listing of this.#listings.values()) {
      const day = days.get(listing.symbol);
      if (day === undefined) throw new RangeError(`snapshot lacks ${listing.symbol}`);
      const band = day.ceiling > 0 ? { ceiling: day.ceiling, floor: day.floor } : null;
      this.#openDay(listing, day.reference, band, true);
      listing.day = { ...day };
      const saved = settlement.get(listing.symbol);
      if (saved !== undefined) this.#settlement.get(listing.symbol)?.restore(saved.volume, saved.value);
      const phase = this.phaseOf(listing.venue);
      const close = closingPrice(listing.day);
      if (
        (phase === "POST_CLOSE_COLLECTION" || phase === "POST_CLOSE_MATCHING") &&
        close > 0 &&
        listing.matches
      )
        listing.postClose = new OrderBook({ low: close, high: close, unit: 1 });
    }
    for (const saved of snapshot.orders) this.#restoreOrder(saved);
    this.#orders.restoreClientIds(snapshot.clientIds);
    this.#putThrough.restore(
      snapshot.putThrough,
      (symbol) => this.#listings.get(symbol)?.definition.exchange ?? "",
    );
    this.#indices.restore(snapshot.indices);
    this.#openInterest = OpenInterestBook.restore(snapshot.openInterest);
    for (const [symbol, price] of snapshot.finalSettlement) this.#finalSettlement.set(symbol, price);
    this.#openSamplers(this.#today);
    for (const [symbol, samples] of snapshot.finalSamples ?? [])
      this.#finalSamplers.get(symbol)?.restore(samples);
    // iNav follows from the days; FSP samples of an expiry day restart (docs/exchange.md).
    this.#etfs.startDay((symbol) => this.#listings.get(symbol)?.day.reference);
    for (const listing of this.#listings.values())
      if (listing.day.last > 0) this.#etfs.updatePrice(listing.symbol, listing.day.last);
  }

  #restoreOrder(saved: OrderSnapshot): void {
    const listing = this.#listings.get(saved.symbol);
    if (listing === undefined) throw new RangeError(`snapshot order on unknown ${saved.symbol}`);
    const order = new ExchangeOrder(
      {
        id: saved.id,
        clientOrderId: saved.clientOrderId,
        account: saved.account,
        listing,
        board: saved.board,
        side: saved.side,
        priceType: saved.priceType,
        investor: saved.investor,
        volume: saved.volume,
        enteredAt: saved.enteredAt,
      },
      saved.price,
      saved.leaves,
    );
    order.filled = saved.filled;
    order.roomHeld = saved.roomHeld;
    this.#orders.open(order);
    const book = this.#bookOf(order);
    if (book === null) throw new RangeError(`snapshot order ${saved.id} has no book`);
    book.rest(order.node);
  }

  // ── Events ────────────────────────────────────────────────────────────────────────────────

  /** Calls `listener` with every event from now on; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void {
    this.#listeners.push(listener);
    return () => {
      const index = this.#listeners.indexOf(listener);
      if (index >= 0) this.#listeners.splice(index, 1);
    };
  }

  /** Sequence number of the last event emitted. */
  get lastSeq(): number {
    return this.#seq;
  }

  #emit(event: ExchangeEvent): void {
    event.seq = ++this.#seq;
    event.time = this.#cursor;
    for (const listener of this.#listeners) listener(event);
  }

  #flushBooks(): void {
    if (this.#dirtyIndices.size > 0) {
      this.#indices.sample(this.#cursor);
      for (const index of this.#dirtyIndices) {
        this.#emit({ type: "index", seq: 0, time: 0, code: index.code, value: index.value });
        for (const sampler of this.#finalSamplers.values())
          if (sampler.underlying === index.code) sampler.record(this.#cursor, index.value);
      }
      this.#dirtyIndices.clear();
    }
    for (const listing of this.#dirtyLot)
      this.#emit({ type: "book", seq: 0, time: 0, symbol: listing.symbol, board: "lot" });
    for (const listing of this.#dirtyOdd)
      this.#emit({ type: "book", seq: 0, time: 0, symbol: listing.symbol, board: "odd" });
    this.#dirtyLot.clear();
    this.#dirtyOdd.clear();
  }

  #touch(listing: Listing<ExchangeOrder>, board: Board | "plo"): void {
    (board === "odd" ? this.#dirtyOdd : this.#dirtyLot).add(listing);
  }

  // ── Time ──────────────────────────────────────────────────────────────────────────────────

  /** Runs every session event up to the clock's "now". The server calls it on a timer. */
  tick(): void {
    const now = this.#clock.now();
    this.#beforeInput(undefined, now);
    this.#advance(now);
    this.#flushBooks();
  }

  #advance(now: number): void {
    if (now < this.#cursor) return;
    for (let next = this.#timeline.takeDue(now); next !== null; next = this.#timeline.takeDue(now)) {
      this.#cursor = next.at;
      if (next.kind === "phase") this.#changePhase(next.venue, next.phase, next.date);
      else this.#runPeriodicCalls();
    }
    this.#cursor = now;
  }

  #changePhase(venue: SessionVenue, phase: TradingPhase, date: string): void {
    if (date > this.#today) this.#startDay(date, false);
    const previous = this.#phases.get(venue);
    const listings = [...this.#listings.values()].filter(
      (listing) => listing.venue === venue && listing.matches,
    );
    if (previous === "OPENING_CALL") this.#endCall(listings, "ATO");
    if (previous === "CLOSING_CALL") this.#endCall(listings, "ATC");
    if (previous === "POST_CLOSE_MATCHING" || phase === "CLOSED") this.#closeVenue(listings);
    this.#phases.set(venue, phase);
    if (phase === "POST_CLOSE_COLLECTION") this.#openPostClose(listings);
    if (phase === "POST_CLOSE_MATCHING") this.#matchPostClose(listings);
    this.#emit({
      type: "session",
      seq: 0,
      time: 0,
      venue,
      exchange: exchangeOfSessionVenue(venue),
      phase,
      date,
    });
    this.#flushBooks();
  }

  /** The end of the ATO or ATC: match, record the close (ATC), expire what the call leaves. */
  #endCall(listings: readonly Listing<ExchangeOrder>[], kind: "ATO" | "ATC"): void {
    this.#tradePhase = "call";
    for (const listing of listings) {
      const callPrice = this.#uncross(listing, listing.lot, "lot");
      this.#uncross(listing, listing.odd, "odd");
      if (kind === "ATC") {
        // The close is the call's price, else the last trade before it (HNX: PLO trades never set it).
        const close = callPrice > 0 ? callPrice : closingPrice(listing.day);
        if (close > 0) recordClose(listing.day, close);
        // LO orders live through the closing call; nothing matches after it on any board.
        this.#expireBook(listing, listing.lot, () => true);
        this.#expireBook(listing, listing.odd, () => true);
      } else {
        this.#expireBook(listing, listing.lot, (order) => order.priceType === "ATO");
      }
    }
    this.#tradePhase = "continuous";
  }

  #runPeriodicCalls(): void {
    if (this.#phases.get("HOSE") !== "CONTINUOUS") return;
    this.#tradePhase = "call";
    for (const listing of this.#listings.values()) {
      if (!listing.restricted) continue;
      this.#uncross(listing, listing.lot, "lot");
      this.#uncross(listing, listing.odd, "odd");
    }
    this.#tradePhase = "continuous";
    this.#flushBooks();
  }

  /** Matches a call; returns its price, or 0 when nothing traded. */
  #uncross(
    listing: Listing<ExchangeOrder>,
    book: OrderBook<ExchangeOrder> | null,
    board: Board | "plo",
  ): number {
    if (book === null) return 0;
    const match = auctionMatch(book, listing.anchor, listing.isValidPrice);
    if (match === null) return 0;
    uncross(book, match, this.#onFill);
    this.#touch(listing, board);
    return match.price;
  }

  #openPostClose(listings: readonly Listing<ExchangeOrder>[]): void {
    for (const listing of listings) {
      const close = closingPrice(listing.day);
      listing.postClose = close > 0 ? new OrderBook({ low: close, high: close, unit: 1 }) : null;
    }
  }

  /** 14:55 on HNX: the collected PLO orders match at the closing price, in time order. */
  #matchPostClose(listings: readonly Listing<ExchangeOrder>[]): void {
    this.#tradePhase = "post-close";
    for (const listing of listings) this.#uncross(listing, listing.postClose, "plo");
    this.#tradePhase = "continuous";
  }

  /** The venue's day is over: every open order expires and the close is fixed. */
  #closeVenue(listings: readonly Listing<ExchangeOrder>[]): void {
    for (const listing of listings) {
      const definition = listing.definition;
      const future = definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE";
      const final = future && definition.lastTradingDate === this.#today;
      if (final) this.#settleFinally(listing);
      this.#expireBook(listing, listing.lot, () => true);
      this.#expireBook(listing, listing.odd, () => true);
      this.#expireBook(listing, listing.postClose, () => true);
      listing.postClose = null;
      if (listing.day.close === 0) {
        const close = closingPrice(listing.day);
        if (close > 0) recordClose(listing.day, close);
      }
      if (future && listing.tradesOn(this.#today)) this.#publishSettlement(listing, final);
    }
  }

  /** Tells the stream a future's price of the day, so a clearing member marks positions to it. */
  #publishSettlement(listing: Listing<ExchangeOrder>, final: boolean): void {
    const price = final
      ? (this.#finalSettlement.get(listing.symbol) ?? 0)
      : dailySettlementOf(listing.definition, listing.day, this.#settlementWindow(listing));
    if (price <= 0) return;
    this.#emit({
      type: "settlement",
      seq: 0,
      time: 0,
      symbol: listing.symbol,
      date: this.#today,
      price,
      final,
    });
  }

  /**
   * A future's last day is over: its final settlement price is fixed and its positions close.
   * Index futures: the trimmed average of the index samples (market-rules §8), or the index's
   * last level when the day gave too few samples; bond futures (and index futures whose index the
   * exchange does not compute): the day's settlement price.
   */
  #settleFinally(listing: Listing<ExchangeOrder>): void {
    const definition = listing.definition;
    const sampler = this.#finalSamplers.get(listing.symbol);
    const index = definition.kind === "INDEX_FUTURE" ? this.indexValue(definition.underlying) : undefined;
    const price = sampler?.ready
      ? sampler.finalSettlementPrice()
      : (index ?? dailySettlementOf(definition, listing.day, this.#settlementWindow(listing)));
    this.#finalSettlement.set(listing.symbol, price);
    this.#openInterest.expire(listing.symbol);
    listing.day.openInterest = 0;
  }

  #settlementWindow(listing: Listing<ExchangeOrder>): SettlementWindow {
    return this.#settlement.get(listing.symbol) ?? new SettlementWindow();
  }

  #expireBook(
    listing: Listing<ExchangeOrder>,
    book: OrderBook<ExchangeOrder> | null,
    expires: (order: ExchangeOrder) => boolean,
  ): void {
    if (book === null || book.orderCount === 0) return;
    const expired: ExchangeOrder[] = [];
    for (const side of [BUY, SELL] as const)
      for (const node of book.orders(side)) if (expires(node.owner)) expired.push(node.owner);
    for (const order of expired) {
      book.remove(order.node);
      this.#cancelled(order, "EXPIRED");
    }
    if (expired.length > 0) this.#touch(listing, book === listing.odd ? "odd" : "lot");
  }

  /** A new trading day: references from the last day, bands, empty books. */
  #startDay(date: string, first: boolean): void {
    this.#today = date;
    this.#orders.startDay();
    this.#putThrough.startDay();
    const underlyingBands = new Map<string, SymbolDay>();
    const warrants: Listing<ExchangeOrder>[] = [];
    for (const listing of this.#listings.values()) {
      if (listing.definition.kind === "CW") {
        warrants.push(listing);
        continue;
      }
      const reference = first ? listing.definition.initialReference : this.#nextReference(listing);
      const band = computeBand({ ...listing.step, reference });
      this.#openDay(listing, reference, band, first);
      underlyingBands.set(listing.symbol, listing.day);
    }
    for (const listing of warrants) {
      const definition = listing.definition;
      if (definition.kind !== "CW") continue;
      const reference = first ? definition.initialReference : this.#nextReference(listing);
      const underlying = underlyingBands.get(definition.underlying);
      const band =
        underlying === undefined ? null : warrantBand({ reference, underlying, ratio: definition.ratio });
      this.#openDay(listing, reference, band, first);
    }
    if (!first) this.#rollFutures(date);
    const dayOf = (symbol: string) => this.#listings.get(symbol)?.day;
    this.#indices.startDay(dayOf);
    this.#etfs.startDay((symbol) => dayOf(symbol)?.reference);
    this.#openSamplers(date);
    this.#emit({ type: "day", seq: 0, time: 0, date });
  }

  /**
   * The futures roll: lists the contract months that join the board today (futuresToList),
   * each at its first reference, with the usual band. The `day` event announces them.
   */
  #rollFutures(date: string): void {
    const defined = [...this.#listings.values()].map((listing) => listing.definition);
    for (const future of futuresToList(date, defined, this.#holidays)) {
      const reference = this.#firstReference(future);
      if (reference === null) continue;
      const listing = this.#list({ ...future, initialReference: reference });
      this.#openDay(listing, reference, computeBand({ ...listing.step, reference }), true);
    }
  }

  /**
   * A new contract's first reference: its index's level on the 0.1-point tick for an index
   * future, else the reference of the nearest live contract of the same underlying, else par
   * for a bond future; null (not listed today) for an index future with neither.
   */
  #firstReference(future: FutureDefinition): number | null {
    const level = future.kind === "INDEX_FUTURE" ? this.#indices.get(future.underlying)?.value : undefined;
    if (level !== undefined && level > 0) return snapToPriceStep({ kind: future.kind }, level);
    let nearest: { readonly lastTradingDate: string; readonly reference: number } | undefined;
    for (const listing of this.#listings.values()) {
      const other = listing.definition;
      if (other.kind !== future.kind || other.underlying !== future.underlying) continue;
      if (!listing.tradesOn(this.#today) || listing.day.reference <= 0) continue;
      if (nearest === undefined || other.lastTradingDate < nearest.lastTradingDate)
        nearest = { lastTradingDate: other.lastTradingDate, reference: listing.day.reference };
    }
    if (nearest !== undefined) return nearest.reference;
    return future.kind === "BOND_FUTURE" ? BOND_FUTURE_PAR : null;
  }

  /** Adds a contract the roll listed (today, or on a day a snapshot restores). */
  #list(definition: FutureDefinition): Listing<ExchangeOrder> {
    if (this.#listings.has(definition.symbol)) throw new RangeError(`${definition.symbol} listed twice`);
    const listing = new Listing<ExchangeOrder>(definition);
    this.#listings.set(definition.symbol, listing);
    this.#listed.push(definition);
    return listing;
  }

  /** Index futures on their last trading day sample their index for the final settlement price. */
  #openSamplers(date: string): void {
    this.#finalSamplers.clear();
    for (const listing of this.#listings.values()) {
      const definition = listing.definition;
      if (definition.kind === "INDEX_FUTURE" && definition.lastTradingDate === date)
        this.#finalSamplers.set(listing.symbol, new FinalSettlementSampler(definition));
    }
  }

  #nextReference(listing: Listing<ExchangeOrder>): number {
    const window = this.#settlement.get(listing.symbol);
    const extras =
      window === undefined
        ? {}
        : {
            dailySettlementPrice: dailySettlementOf(listing.definition, listing.day, window),
          };
    return nextReference(listing.definition, listing.day, extras);
  }

  #openDay(listing: Listing<ExchangeOrder>, reference: number, band: Band | null, first: boolean): void {
    const definition = listing.definition;
    const previous = first ? undefined : listing.day;
    const foreignRoom =
      previous?.foreignRoom ??
      (definition.kind === "STOCK" || definition.kind === "ETF"
        ? Math.max(0, definition.foreignRoomLimit - definition.initialForeignHolding)
        : 0);
    listing.day = openSymbolDay({
      reference,
      ceiling: band?.ceiling ?? 0,
      floor: band?.floor ?? 0,
      foreignRoom,
      openInterest: previous?.openInterest ?? 0,
    });
    listing.lot = null;
    listing.odd = null;
    listing.postClose = null;
    if (band !== null && listing.matches && listing.tradesOn(this.#today)) listing.openBooks(band);
    if (definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE") {
      let window = this.#settlement.get(listing.symbol);
      if (window === undefined) {
        window = new SettlementWindow();
        this.#settlement.set(listing.symbol, window);
      }
      window.startDay(this.#today);
    }
  }

  /** A fresh exchange whose clock starts inside HNX's post-close session opens its PLO book. */
  #openPostCloseIfStartedThere(): void {
    for (const venue of this.#venues) {
      if (
        this.#phases.get(venue) === "POST_CLOSE_COLLECTION" ||
        this.#phases.get(venue) === "POST_CLOSE_MATCHING"
      )
        this.#openPostClose([...this.#listings.values()].filter((listing) => listing.venue === venue));
    }
  }

  // ── Commands ──────────────────────────────────────────────────────────────────────────────

  execute(command: OrderCommand): CommandResult {
    const now = this.#clock.now();
    this.#beforeInput(command, now);
    this.#advance(now);
    const result = this.#dispatch(command);
    this.#flushBooks();
    return result;
  }

  #dispatch(command: OrderCommand): CommandResult {
    switch (command?.type) {
      case "new":
        return this.#newOrder(command);
      case "cancel":
        return this.#cancel(command);
      case "replace":
        return this.#replace(command);
      case "advertise":
        return this.#answer(command, this.#putThroughTrading.advertise(command));
      case "withdraw":
        return this.#answer(command, this.#putThroughTrading.withdraw(command));
      case "deal":
        return this.#answer(command, this.#putThroughTrading.deal(command));
      default:
        return this.#reject(command, CODES.MALFORMED_COMMAND);
    }
  }

  #answer(command: OrderCommand, answer: PutThroughAnswer): CommandResult {
    return typeof answer === "string" ? this.#reject(command, answer) : answer;
  }

  #reject(command: OrderCommand | undefined, code: RejectCode): CommandResult {
    const base = { type: "rejected" as const, seq: 0, time: 0, code };
    const owner = command?.type === "deal" ? command.sellAccount : command?.account;
    const account = typeof owner === "string" ? owner : "";
    switch (command?.type) {
      case "new":
        this.#emit({
          ...base,
          account,
          command: "new",
          clientOrderId: textOf(command.clientOrderId),
          symbol: textOf(command.symbol),
        });
        break;
      case "cancel":
      case "replace":
        this.#emit({ ...base, account, command: command.type, orderId: numberOf(command.orderId) });
        break;
      case "withdraw":
        this.#emit({ ...base, account, command: "withdraw", orderId: numberOf(command.advertId) });
        break;
      case "advertise":
      case "deal":
        this.#emit({ ...base, account, command: command.type, symbol: textOf(command.symbol) });
        break;
      default:
        this.#emit({ ...base, account, command: "new" });
    }
    return { ok: false, code };
  }

  #newOrder(command: NewOrder): CommandResult {
    const refused = this.#checkNewOrder(command);
    if ("code" in refused) return this.#reject(command, refused.code);
    const { listing, board, book, phase } = refused;
    const { side, priceType } = command;
    const collecting =
      isCollecting(listing, phase) || (priceType === "PLO" && phase === "POST_CLOSE_COLLECTION");
    const price = this.#entryPrice(command, listing, book);
    const order = new ExchangeOrder(
      {
        id: this.#nextOrderId++,
        clientOrderId: command.clientOrderId,
        account: command.account,
        listing,
        board: priceType === "PLO" ? "plo" : board,
        side,
        priceType,
        investor: command.investor ?? "DOMESTIC",
        volume: command.volume,
        enteredAt: this.#cursor,
      },
      price,
      command.volume,
    );
    if (order.investor === "FOREIGN" && side === "B" && listing.holdsForeignRoom)
      order.roomHeld = command.volume;
    this.#orders.open(order);
    this.#emit({
      type: "accepted",
      seq: 0,
      time: 0,
      orderId: order.id,
      clientOrderId: order.clientOrderId,
      account: order.account,
      symbol: listing.symbol,
      board,
      side,
      priceType,
      price,
      volume: order.volume,
    });
    this.#touch(listing, order.board);
    if (collecting) book.rest(order.node);
    else this.#continuous(order, book);
    return { ok: true, orderId: order.id };
  }

  /** Every check a new order must pass, in the order the codes are documented. */
  #checkNewOrder(
    command: NewOrder,
  ):
    | Rejection
    | { listing: Listing<ExchangeOrder>; board: Board; book: OrderBook<ExchangeOrder>; phase: TradingPhase } {
    if (!isWellFormedNewOrder(command)) return rejection(CODES.MALFORMED_COMMAND);
    const listing = this.#listings.get(command.symbol);
    if (listing === undefined) return rejection(CODES.UNKNOWN_SYMBOL);
    if (!listing.tradesOn(this.#today)) return rejection(CODES.INSTRUMENT_EXPIRED);
    const board = boardFor(listing, command.volume);
    if (board !== "lot" && board !== "odd") return rejection(board);
    const phase = this.phaseOf(listing.venue);
    const { priceType, side } = command;
    const sessionCode = listing.restricted
      ? checkRestrictedStockOrderType(phase, priceType, board)
      : checkOrderTypeInSession(listing.venue, phase, priceType, board);
    if (sessionCode !== null) return rejection(sessionCode);
    const book = priceType === "PLO" ? listing.postClose : board === "odd" ? listing.odd : listing.lot;
    if (book === null)
      return rejection(priceType === "PLO" ? CODES.NO_CLOSING_PRICE : CODES.NOT_TRADED_ON_BOARD);
    if (priceType === "LO") {
      const priceCode = checkLimitPrice(listing, command.price);
      if (priceCode !== null) return rejection(priceCode);
    }
    if (
      (priceType === "MTL" || priceType === "MOK" || priceType === "MAK") &&
      book.side(bookSideOf(side === "B" ? "S" : "B")).best < 0
    )
      return rejection(CODES.NO_OPPOSITE_ORDERS);
    if (this.#orders.usedClientId(command.account, command.clientOrderId))
      return rejection(CODES.DUPLICATE_ORDER_ID);
    if (this.#orders.hasOpen(command.account, listing.symbol, side === "B" ? SELL : BUY))
      return rejection(
        isCollecting(listing, phase) ? SESSION_RESULT_CODES.BOTH_SIDES_IN_CALL : CODES.OPPOSITE_SIDE_OPEN,
      );
    if (
      command.investor === "FOREIGN" &&
      side === "B" &&
      listing.holdsForeignRoom &&
      !reserveForeignRoom(listing.day, command.volume)
    )
      return rejection(CODES.OUT_OF_FOREIGN_ROOM);
    return { listing, board, book, phase };
  }

  /** The price an order enters the book at (market types sweep to the band edge). */
  #entryPrice(command: NewOrder, listing: Listing<ExchangeOrder>, book: OrderBook<ExchangeOrder>): number {
    switch (command.priceType) {
      case "LO":
        return command.price ?? 0;
      case "ATO":
        return recordedCallPrice(listing, book, command.side, listing.day.reference);
      case "ATC":
        return recordedCallPrice(listing, book, command.side, listing.anchor);
      case "PLO":
        return book.low;
      default:
        return marketLimit(listing, command.side);
    }
  }

  /** Continuous matching of an incoming order, then what its type does with the rest. */
  #continuous(order: ExchangeOrder, book: OrderBook<ExchangeOrder>): void {
    const node = order.node;
    this.#tradePhase = order.board === "plo" ? "post-close" : "continuous";
    switch (order.priceType) {
      case "MOK":
        if (book.crossingVolume(node.side, node.price, node.leaves) < node.leaves) {
          this.#cancelled(order, "UNFILLED_IMMEDIATE");
          return;
        }
        book.match(node, node.price, this.#onFill);
        break;
      case "MAK":
        book.match(node, node.price, this.#onFill);
        if (node.leaves > 0) this.#cancelled(order, "UNFILLED_IMMEDIATE");
        break;
      case "MTL": {
        const lastFill = book.match(node, node.price, this.#onFill);
        if (node.leaves > 0) {
          node.price = convertedPrice(order.listing, order.side, lastFill);
          order.priceType = "LO";
          this.#emit({
            type: "converted",
            seq: 0,
            time: 0,
            orderId: order.id,
            account: order.account,
            symbol: order.listing.symbol,
            price: node.price,
          });
          book.rest(node);
        }
        break;
      }
      default:
        book.match(node, node.price, this.#onFill);
        if (node.leaves > 0) book.rest(node);
    }
    this.#tradePhase = "continuous";
  }

  #cancel(command: CancelOrder): CommandResult {
    const found = this.#ownedOrder(command);
    if ("code" in found) return this.#reject(command, found.code);
    const order = found;
    const phase = this.phaseOf(order.listing.venue);
    const code = checkCancelInSession(order.listing.venue, phase, order.priceType);
    if (code !== null) return this.#reject(command, code);
    this.#bookOf(order)?.remove(order.node);
    this.#cancelled(order, "REQUESTED");
    this.#touch(order.listing, order.board);
    return { ok: true, orderId: order.id };
  }

  #replace(command: ReplaceOrder): CommandResult {
    const found = this.#ownedOrder(command);
    if ("code" in found) return this.#reject(command, found.code);
    const order = found;
    const { listing } = order;
    const node = order.node;
    const sessionCode = checkAmendInSession(listing.venue, this.phaseOf(listing.venue), order.priceType);
    if (sessionCode !== null) return this.#reject(command, sessionCode);
    const newPrice = command.price !== undefined && command.price !== node.price ? command.price : undefined;
    const newVolume =
      command.volume !== undefined && command.volume !== order.volume ? command.volume : undefined;
    if (newPrice !== undefined && newVolume !== undefined) return this.#reject(command, CODES.AMEND_BOTH);
    if (newPrice === undefined && newVolume === undefined) return this.#reject(command, CODES.AMEND_NOTHING);
    const book = this.#bookOf(order);
    if (book === null) return this.#reject(command, CODES.UNKNOWN_ORDER);

    if (newPrice !== undefined) {
      const priceCode = checkLimitPrice(listing, newPrice);
      if (priceCode !== null) return this.#reject(command, priceCode);
      book.remove(node);
      node.price = newPrice;
      this.#replaced(order, false);
      this.#touch(listing, order.board);
      // A restricted stock's periodic call only collects; elsewhere the new price may trade.
      if (isCollecting(listing, this.phaseOf(listing.venue))) book.rest(node);
      else this.#continuous(order, book);
      return { ok: true, orderId: order.id };
    }

    const volume = newVolume ?? order.volume;
    if (!Number.isSafeInteger(volume) || volume <= order.filled)
      return this.#reject(command, CODES.AMEND_BELOW_FILLED);
    const volumeCode = checkAmendedVolume(listing, order.board, volume);
    if (volumeCode !== null) return this.#reject(command, volumeCode);
    const change = volume - order.volume;
    if (change > 0 && order.roomHeld > 0 && !reserveForeignRoom(listing.day, change))
      return this.#reject(command, CODES.OUT_OF_FOREIGN_ROOM);
    order.volume = volume;
    if (order.roomHeld > 0) {
      if (change < 0) releaseForeignRoom(listing.day, -change);
      order.roomHeld += change;
    }
    if (change < 0) {
      // A smaller order keeps its place in the queue.
      book.reduce(node, node.leaves + change);
      this.#replaced(order, true);
    } else {
      book.remove(node);
      node.leaves += change;
      book.rest(node);
      this.#replaced(order, false);
    }
    this.#touch(listing, order.board);
    return { ok: true, orderId: order.id };
  }

  #ownedOrder(command: CancelOrder | ReplaceOrder): ExchangeOrder | Rejection {
    if (typeof command.account !== "string" || !Number.isSafeInteger(command.orderId))
      return rejection(CODES.MALFORMED_COMMAND);
    const order = this.#orders.get(command.orderId);
    if (order === undefined) return rejection(CODES.UNKNOWN_ORDER);
    if (order.account !== command.account) return rejection(CODES.NOT_YOUR_ORDER);
    return order;
  }

  #bookOf(order: ExchangeOrder): OrderBook<ExchangeOrder> | null {
    const { listing } = order;
    return order.board === "plo" ? listing.postClose : order.board === "odd" ? listing.odd : listing.lot;
  }

  #replaced(order: ExchangeOrder, keptPriority: boolean): void {
    this.#emit({
      type: "replaced",
      seq: 0,
      time: 0,
      orderId: order.id,
      account: order.account,
      symbol: order.listing.symbol,
      price: order.node.price,
      volume: order.volume,
      leaves: order.node.leaves,
      keptPriority,
    });
  }

  // ── Put-through ───────────────────────────────────────────────────────────────────────────

  /** What put-through trading borrows from the exchange. */
  #putThroughHost(): PutThroughHost {
    return {
      listing: (symbol) => this.#listings.get(symbol),
      today: () => this.#today,
      now: () => this.#cursor,
      holidays: this.#holidays,
      nextTradeId: () => this.#nextTradeId++,
      emit: (event) => this.#emit(event),
      recordPositions: (listing, buyAccount, sellAccount, volume) =>
        this.#recordPositions(listing, buyAccount, sellAccount, volume),
    };
  }

  #recordPositions(
    listing: Listing<ExchangeOrder>,
    buyAccount: string,
    sellAccount: string,
    volume: number,
  ): void {
    this.#openInterest.recordTrade(listing.symbol, buyAccount, sellAccount, volume);
    listing.day.openInterest = this.#openInterest.openInterest(listing.symbol);
  }

  /** Today's put-through adverts (PTB/PTS) and deals (PTM), and the matched totals per floor. */
  get putThrough(): Pick<PutThroughDesk, "adverts" | "deals" | "totals"> {
    return this.#putThrough;
  }

  // ── Order lifecycle ───────────────────────────────────────────────────────────────────────

  /** The order is no longer open: filled, cancelled or expired; any room it held goes back. */
  #close(order: ExchangeOrder): void {
    this.#orders.close(order);
    if (order.roomHeld > 0) {
      releaseForeignRoom(order.listing.day, order.roomHeld);
      order.roomHeld = 0;
    }
  }

  #cancelled(order: ExchangeOrder, reason: "REQUESTED" | "UNFILLED_IMMEDIATE" | "EXPIRED"): void {
    const volume = order.node.leaves;
    order.node.leaves = 0;
    this.#close(order);
    this.#emit({
      type: "cancelled",
      seq: 0,
      time: 0,
      orderId: order.id,
      account: order.account,
      symbol: order.listing.symbol,
      volume,
      reason,
    });
  }

  readonly #onFill = (
    buyNode: BookOrder<ExchangeOrder>,
    sellNode: BookOrder<ExchangeOrder>,
    price: number,
    volume: number,
    aggressor: BookSide | -1,
  ): void => {
    const buy = buyNode.owner;
    const sell = sellNode.owner;
    const listing = buy.listing;
    buy.filled += volume;
    sell.filled += volume;
    // The room a foreign buy held at entry is now used by the shares it bought.
    if (buy.roomHeld > 0) buy.roomHeld -= Math.min(volume, buy.roomHeld);
    if (sell.investor === "FOREIGN" && listing.holdsForeignRoom) recordForeignSale(listing.day, volume);
    recordTrade(listing.day, {
      board: buy.board === "odd" ? "odd" : "lot",
      price,
      volume,
      phase: this.#tradePhase,
      buyInvestor: buy.investor,
      sellInvestor: sell.investor,
    });
    if (buy.board !== "odd") {
      this.#settlement.get(listing.symbol)?.record(this.#cursor, price, volume);
      this.#indices.recordTrade(listing.symbol, volume, price * volume);
      if (this.#tradePhase !== "post-close") {
        for (const index of this.#indices.updatePrice(listing.symbol, price)) this.#dirtyIndices.add(index);
        this.#etfs.updatePrice(listing.symbol, price);
      }
      if (listing.isFuture) this.#recordPositions(listing, buy.account, sell.account, volume);
    }
    this.#emit({
      type: "trade",
      seq: 0,
      time: 0,
      tradeId: this.#nextTradeId++,
      symbol: listing.symbol,
      board: buy.board === "odd" ? "odd" : "lot",
      price,
      volume,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyAccount: buy.account,
      sellAccount: sell.account,
      aggressor: aggressor === -1 ? null : aggressor === BUY ? "B" : "S",
      buyLeaves: buyNode.leaves,
      sellLeaves: sellNode.leaves,
    });
    if (buyNode.leaves === 0) this.#close(buy);
    if (sellNode.leaves === 0) this.#close(sell);
  };

  // ── Market view ───────────────────────────────────────────────────────────────────────────

  get today(): string {
    return this.#today;
  }

  phaseOf(venue: SessionVenue): TradingPhase {
    return this.#phases.get(venue) ?? "CLOSED";
  }

  instrument(symbol: string): InstrumentDefinition | undefined {
    return this.#listings.get(symbol)?.definition;
  }

  instruments(): readonly InstrumentDefinition[] {
    return [...this.#listings.values()].map((listing) => listing.definition);
  }

  day(symbol: string): SymbolDay | undefined {
    return this.#listings.get(symbol)?.day;
  }

  depth(symbol: string, board: Board, side: Side, levels: number): readonly PriceLevel[] {
    const listing = this.#listings.get(symbol);
    const book = board === "odd" ? listing?.odd : listing?.lot;
    return book ? book.depth(bookSideOf(side), levels) : [];
  }

  openVolume(symbol: string, board: Board, side: Side): number {
    const listing = this.#listings.get(symbol);
    const book = board === "odd" ? listing?.odd : listing?.lot;
    return book ? book.openVolume(bookSideOf(side)) : 0;
  }

  indicative(symbol: string, board: Board): IndicativeMatch | null {
    const listing = this.#listings.get(symbol);
    const book = board === "odd" ? listing?.odd : listing?.lot;
    if (listing === undefined || !book || !isCollecting(listing, this.phaseOf(listing.venue))) return null;
    const match = auctionMatch(book, listing.anchor, listing.isValidPrice);
    return match === null ? null : { price: match.price, volume: match.volume };
  }

  openOrders(account: string, symbol?: string): readonly OpenOrder[] {
    const orders: OpenOrder[] = [];
    for (const order of this.#orders.ofAccount(account)) {
      if (symbol !== undefined && order.listing.symbol !== symbol) continue;
      orders.push({
        orderId: order.id,
        clientOrderId: order.clientOrderId,
        account: order.account,
        symbol: order.listing.symbol,
        board: order.board === "odd" ? "odd" : "lot",
        side: order.side,
        priceType: order.priceType,
        price: order.node.price,
        volume: order.volume,
        filled: order.filled,
        leaves: order.node.leaves,
      });
    }
    return orders;
  }

  indexValue(code: string): number | undefined {
    return this.#indices.get(code)?.value;
  }

  /** An index with its change, breadth, volume, value and intraday series. */
  index(code: string): IndexCalculator | undefined {
    return this.#indices.get(code);
  }

  indexCodes(): readonly string[] {
    return this.#indices.all().map((index) => index.code);
  }

  /** An ETF's indicative NAV per unit (VND) and the level of the index it tracks. */
  etfIndicative(symbol: string): { readonly inav: number; readonly iIndex: number } | undefined {
    const etf = this.#etfs.get(symbol);
    const definition = this.#listings.get(symbol)?.definition;
    if (etf === undefined || definition?.kind !== "ETF") return undefined;
    return { inav: etf.inav, iIndex: this.indexValue(definition.trackedIndex) ?? 0 };
  }

  /** The final settlement price of an expired index future (hundredths of a point), if known. */
  finalSettlementPrice(symbol: string): number | undefined {
    return this.#finalSettlement.get(symbol);
  }
}

/** Orders collect without matching: the ATO and ATC calls, and restricted stocks all day. */
function isCollecting(listing: Listing<ExchangeOrder>, phase: TradingPhase): boolean {
  return (
    isCallAuctionPhase(phase) ||
    phase === "POST_CLOSE_COLLECTION" ||
    (listing.restricted && phase === "CONTINUOUS")
  );
}

function dailySettlementOf(
  definition: InstrumentDefinition,
  day: SymbolDay,
  window: SettlementWindow,
): number {
  if (definition.kind !== "INDEX_FUTURE" && definition.kind !== "BOND_FUTURE") return 0;
  return dailySettlementPrice({
    kind: definition.kind,
    close: day.close,
    windowVolume: window.volume,
    windowValue: window.value,
    last: day.last,
    reference: day.reference,
  });
}

/** A field of a refused command as text for the event, whatever the caller sent. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : Number.NaN;
}

/** One listing's part of a snapshot: its day and its open orders, book by book, in priority order. */
function copyListing(listing: Listing<ExchangeOrder>): ListingCopy {
  const orders: OrderSnapshot[] = [];
  for (const book of [listing.lot, listing.odd, listing.postClose])
    if (book !== null)
      for (const side of [BUY, SELL] as const)
        for (const node of book.orders(side)) orders.push(snapshotOfOrder(node.owner));
  return { day: [listing.symbol, { ...listing.day }], orders };
}
