/**
 * A small stand-in for the exchange, for the simulator's tests: it validates every command the
 * way the exchange does (symbol, expiry, board and lot, session and order type, tick, band,
 * duplicate ids, opposite-side orders, market orders without an opposite side, PLO without a
 * close, foreign room, amendment rules, put-through windows and minimums) and keeps honest but
 * simple books: continuous matching, call auctions at the end of each call (and of each
 * periodic call of restricted stocks), the PLO match, and expiry at the close.
 *
 * Time moves only through `advanceTo`, which runs the session changes in between.
 */
import {
  checkAmendInSession,
  checkCancelInSession,
  checkOrderTypeInSession,
  checkRestrictedStockOrderType,
  computeBand,
  epochMillisOf,
  exchangeTimeAt,
  isCallAuctionPhase,
  isOnPriceStep,
  isPutThroughOpen,
  isTradingDay,
  nextSessionChange,
  phaseAt,
  PUT_THROUGH_MIN_VOLUME,
  RESTRICTED_CALL_WINDOWS,
  SESSION_RESULT_CODES,
  SESSION_VENUES,
  stepDown,
  stepUp,
  warrantBand,
  type Band,
  type SessionVenue,
  type Side,
  type TradingPhase,
} from "@bangia/market";
import type { ManualClock } from "../../clock/market-clock";
import type {
  CommandResult,
  IndicativeMatch,
  MarketView,
  OpenOrder,
  OrderEntry,
  PriceLevel,
} from "../../exchange/exchange-api";
import type { IndexDefinition, InstrumentDefinition } from "../../instruments/instrument";
import { openSymbolDay } from "../../market-data/daily-statistics";
import type { SymbolDay } from "../../market-data/symbol-day";
import type {
  Board,
  CancelOrder,
  NewOrder,
  OrderCommand,
  PutThroughAdvert,
  PutThroughDeal,
  ReplaceOrder,
  WithdrawAdvert,
} from "../../orders/order-commands";
import { EXCHANGE_REJECT_CODES as CODES, type RejectCode } from "../../orders/reject-codes";
import { stepContextOf } from "../instrument-prices";
import { FakeBook, type FakeOrder } from "./fake-book";

interface Listing {
  readonly definition: InstrumentDefinition;
  day: SymbolDay;
  lot: FakeBook;
  odd: FakeBook;
  plo: FakeBook;
}

interface Advert {
  readonly account: string;
  readonly symbol: string;
}

/** A refused command and why, for test diagnostics. */
export interface FakeRejection {
  readonly code: RejectCode;
  readonly command: OrderCommand;
  readonly phase: TradingPhase;
}

const isDerivative = (definition: InstrumentDefinition): boolean =>
  definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE";
const hasOddLots = (definition: InstrumentDefinition): boolean =>
  definition.kind === "STOCK" || definition.kind === "ETF" || definition.kind === "CW";
const isRestricted = (definition: InstrumentDefinition): boolean =>
  definition.kind === "STOCK" && definition.restricted;

function emptyDay(reference: number, band: Band | null, foreignRoom: number): SymbolDay {
  return openSymbolDay({ reference, ceiling: band?.ceiling ?? 0, floor: band?.floor ?? 0, foreignRoom });
}

function initialForeignRoom(definition: InstrumentDefinition): number {
  return definition.kind === "STOCK" || definition.kind === "ETF"
    ? Math.max(0, definition.foreignRoomLimit - definition.initialForeignHolding)
    : 0;
}

export class FakeExchange implements MarketView, OrderEntry {
  readonly #clock: ManualClock;
  readonly #listings = new Map<string, Listing>();
  readonly #indices: readonly IndexDefinition[];
  readonly #orders = new Map<number, FakeOrder>();
  readonly #byAccount = new Map<string, Set<FakeOrder>>();
  readonly #clientIds = new Set<string>();
  readonly #adverts = new Map<number, Advert>();
  #today: string;
  #nextId = 1;
  #priority = 1;
  readonly rejections: FakeRejection[] = [];
  trades = 0;

  constructor(
    instruments: readonly InstrumentDefinition[],
    indices: readonly IndexDefinition[],
    clock: ManualClock,
  ) {
    this.#clock = clock;
    this.#indices = indices;
    this.#today = exchangeTimeAt(clock.now()).date;
    for (const definition of instruments) {
      const listing: Listing = {
        definition,
        day: emptyDay(0, null, initialForeignRoom(definition)),
        lot: new FakeBook(),
        odd: new FakeBook(),
        plo: new FakeBook(),
      };
      this.#listings.set(definition.symbol, listing);
    }
    this.#startDay(true);
  }

  // ── Time ────────────────────────────────────────────────────────────────────────────────

  /** Moves the clock to `time`, running every session change on the way. */
  advanceTo(time: number): void {
    const before = this.#clock.now();
    for (const venue of SESSION_VENUES) {
      let cursor = before;
      for (;;) {
        const change = nextSessionChange(venue, exchangeTimeAt(cursor), []);
        const at = epochMillisOf(change);
        if (at > time) break;
        if (change.date !== this.#today) {
          this.#today = change.date;
          this.#startDay(false);
        }
        this.#changePhase(venue, phaseAt(venue, exchangeTimeAt(cursor).minute), change.phase);
        cursor = at;
      }
    }
    this.#runPeriodicCalls(before, time);
    this.#clock.set(time);
  }

  #startDay(first: boolean): void {
    const listings = [...this.#listings.values()];
    // Warrants' bands follow their underlying's, so shares go first.
    const ordered = [
      ...listings.filter((l) => l.definition.kind !== "CW"),
      ...listings.filter((l) => l.definition.kind === "CW"),
    ];
    for (const listing of ordered) {
      const { definition, day } = listing;
      const close = day.close > 0 ? day.close : day.last > 0 ? day.last : day.reference;
      const reference = first || close <= 0 ? definition.initialReference : close;
      listing.day = emptyDay(
        reference,
        this.#band(definition, reference),
        first ? initialForeignRoom(definition) : day.foreignRoom,
      );
      listing.lot = new FakeBook();
      listing.odd = new FakeBook();
      listing.plo = new FakeBook();
    }
    for (const order of this.#orders.values()) this.#close(order);
    this.#adverts.clear();
  }

  #band(definition: InstrumentDefinition, reference: number): Band | null {
    if (definition.kind === "BOND") return null;
    if (definition.kind === "CW") {
      const underlying = this.#listings.get(definition.underlying)?.day;
      if (underlying === undefined || underlying.reference <= 0) return null;
      return warrantBand({ reference, underlying, ratio: definition.ratio });
    }
    return definition.boardVenue === undefined
      ? computeBand({ kind: definition.kind, reference })
      : computeBand({ kind: definition.kind, venue: definition.boardVenue, reference });
  }

  #listingsOf(venue: SessionVenue): Listing[] {
    return [...this.#listings.values()].filter((listing) => listing.definition.sessionVenue === venue);
  }

  #changePhase(venue: SessionVenue, from: TradingPhase, to: TradingPhase): void {
    const listings = this.#listingsOf(venue);
    if (from === "OPENING_CALL" || from === "CLOSING_CALL") {
      for (const listing of listings) {
        const price = this.#uncross(listing, listing.lot, "call");
        this.#uncross(listing, listing.odd, "call");
        if (from === "CLOSING_CALL" && price > 0) listing.day.close = price;
        const keyword = from === "OPENING_CALL" ? "ATO" : "ATC";
        this.#expire(listing, (order) => order.priceType === keyword);
      }
    }
    if (
      from === "POST_CLOSE_MATCHING" ||
      to === "POST_CLOSE_COLLECTION" ||
      to === "PUT_THROUGH_ONLY" ||
      to === "CLOSED"
    ) {
      for (const listing of listings) {
        if (listing.day.close === 0 && listing.day.last > 0) listing.day.close = listing.day.last;
        this.#expire(listing, (order) => order.board !== "plo");
      }
    }
    if (to === "POST_CLOSE_MATCHING")
      for (const listing of listings) this.#uncross(listing, listing.plo, "post-close");
    if (to === "CLOSED") for (const listing of listings) this.#expire(listing, () => true);
  }

  /** The periodic calls of restricted stocks that end in (from, to] match at their end. */
  #runPeriodicCalls(from: number, to: number): void {
    const start = exchangeTimeAt(from);
    const end = exchangeTimeAt(to);
    if (start.date !== end.date || !isTradingDay(end.date, [])) return;
    const ending = RESTRICTED_CALL_WINDOWS.filter(
      (window) => window.kind === "PERIODIC_CALL" && window.end > start.minute && window.end <= end.minute,
    );
    if (ending.length === 0) return;
    for (const listing of this.#listings.values())
      if (isRestricted(listing.definition)) {
        this.#uncross(listing, listing.lot, "call");
        this.#uncross(listing, listing.odd, "call");
      }
  }

  #uncross(listing: Listing, book: FakeBook, kind: "call" | "post-close"): number {
    const anchor = listing.day.last > 0 ? listing.day.last : listing.day.reference;
    if (kind === "post-close") {
      const close = listing.day.close;
      book.uncross(close, (buy, sell, _price, volume) =>
        this.#trade(listing, buy, sell, close, volume, false),
      );
      return close;
    }
    return book.uncross(anchor, (buy, sell, price, volume) =>
      this.#trade(listing, buy, sell, price, volume, true),
    );
  }

  #expire(listing: Listing, pick: (order: FakeOrder) => boolean): void {
    for (const book of [listing.lot, listing.odd, listing.plo])
      book.expire(pick, (order) => this.#close(order));
  }

  // ── Market view ─────────────────────────────────────────────────────────────────────────

  get today(): string {
    return this.#today;
  }

  phaseOf(venue: SessionVenue): TradingPhase {
    const time = exchangeTimeAt(this.#clock.now());
    return isTradingDay(time.date, []) ? phaseAt(venue, time.minute) : "CLOSED";
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
    if (listing === undefined) return [];
    return (board === "odd" ? listing.odd : listing.lot).depth(side, levels);
  }

  indicative(): IndicativeMatch | null {
    return null;
  }

  openOrders(account: string, symbol?: string): readonly OpenOrder[] {
    const mine = [...(this.#byAccount.get(account) ?? [])].filter(
      (order) => symbol === undefined || order.symbol === symbol,
    );
    return mine.map((order) => ({
      orderId: order.id,
      clientOrderId: order.clientOrderId,
      account: order.account,
      symbol: order.symbol,
      board: order.board === "odd" ? "odd" : "lot",
      side: order.side,
      priceType: order.priceType,
      price: order.price,
      volume: order.volume,
      filled: order.filled,
      leaves: order.volume - order.filled,
    }));
  }

  /** An index as the average move of its members, scaled to its first level. */
  indexValue(code: string): number | undefined {
    const index = this.#indices.find((candidate) => candidate.code === code);
    if (index === undefined) return undefined;
    let sum = 0;
    let count = 0;
    for (const symbol of index.constituents) {
      const listing = this.#listings.get(symbol);
      if (listing === undefined || listing.definition.initialReference <= 0) continue;
      const price = listing.day.last > 0 ? listing.day.last : listing.day.reference;
      sum += price / listing.definition.initialReference;
      count++;
    }
    return count === 0 ? index.initialLevel : Math.round((index.initialLevel * sum) / count);
  }

  // ── Order entry ─────────────────────────────────────────────────────────────────────────

  execute(command: OrderCommand): CommandResult {
    const result = this.#dispatch(command);
    if (!result.ok) {
      const symbol =
        "symbol" in command
          ? command.symbol
          : this.#orders.get("orderId" in command ? command.orderId : 0)?.symbol;
      const venue = symbol === undefined ? undefined : this.#listings.get(symbol)?.definition.sessionVenue;
      this.rejections.push({
        code: result.code,
        command,
        phase: venue === undefined ? "CLOSED" : this.phaseOf(venue),
      });
    }
    return result;
  }

  #dispatch(command: OrderCommand): CommandResult {
    switch (command.type) {
      case "new":
        return this.#newOrder(command);
      case "cancel":
        return this.#cancel(command);
      case "replace":
        return this.#replace(command);
      case "advertise":
        return this.#advertise(command);
      case "withdraw":
        return this.#withdraw(command);
      case "deal":
        return this.#deal(command);
    }
  }

  #minute(): number {
    return exchangeTimeAt(this.#clock.now()).minute;
  }

  #checkLimit(listing: Listing, price: number | undefined): RejectCode | null {
    if (price === undefined) return CODES.PRICE_REQUIRED;
    if (!isOnPriceStep(stepContextOf(listing.definition), price)) return CODES.PRICE_OFF_TICK;
    if (price < listing.day.floor || price > listing.day.ceiling) return CODES.PRICE_OUT_OF_BAND;
    return null;
  }

  /** The board a volume goes to, or why none. */
  #boardFor(definition: InstrumentDefinition, volume: number): Board | RejectCode {
    if (!Number.isSafeInteger(volume) || volume <= 0) return CODES.BAD_VOLUME;
    if (definition.kind === "BOND") return CODES.NOT_TRADED_ON_BOARD;
    if (isDerivative(definition)) return volume > 500 ? CODES.VOLUME_TOO_LARGE : "lot";
    if (volume < 100) return hasOddLots(definition) ? "odd" : CODES.BAD_LOT;
    if (volume % 100 !== 0) return CODES.BAD_LOT;
    return volume > 500_000 ? CODES.VOLUME_TOO_LARGE : "lot";
  }

  #reject(code: RejectCode): CommandResult {
    return { ok: false, code };
  }

  #newOrder(command: NewOrder): CommandResult {
    const listing = this.#listings.get(command.symbol);
    if (listing === undefined) return this.#reject(CODES.UNKNOWN_SYMBOL);
    const definition = listing.definition;
    if (
      (definition.kind === "CW" || definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE") &&
      this.#today > definition.lastTradingDate
    )
      return this.#reject(CODES.INSTRUMENT_EXPIRED);
    const board = this.#boardFor(definition, command.volume);
    if (board !== "lot" && board !== "odd") return this.#reject(board);
    const phase = this.phaseOf(definition.sessionVenue);
    const sessionCode = isRestricted(definition)
      ? checkRestrictedStockOrderType(phase, command.priceType, board)
      : checkOrderTypeInSession(definition.sessionVenue, phase, command.priceType, board);
    if (sessionCode !== null) return this.#reject(sessionCode);
    if (command.priceType === "LO") {
      const code = this.#checkLimit(listing, command.price);
      if (code !== null) return this.#reject(code);
    }
    const book = command.priceType === "PLO" ? listing.plo : board === "odd" ? listing.odd : listing.lot;
    const opposite: Side = command.side === "B" ? "S" : "B";
    const isMarket =
      command.priceType === "MTL" || command.priceType === "MOK" || command.priceType === "MAK";
    if (isMarket && book.side(opposite).length === 0) return this.#reject(CODES.NO_OPPOSITE_ORDERS);
    const close = listing.day.close > 0 ? listing.day.close : listing.day.last;
    if (command.priceType === "PLO" && close <= 0) return this.#reject(CODES.NO_CLOSING_PRICE);
    if (this.#clientIds.has(`${command.account}|${command.clientOrderId}`))
      return this.#reject(CODES.DUPLICATE_ORDER_ID);
    const collecting = isCallAuctionPhase(phase) || isRestricted(definition);
    const mine = this.#byAccount.get(command.account) ?? new Set<FakeOrder>();
    if ([...mine].some((order) => order.symbol === command.symbol && order.side === opposite))
      return this.#reject(collecting ? SESSION_RESULT_CODES.BOTH_SIDES_IN_CALL : CODES.OPPOSITE_SIDE_OPEN);
    const holdsRoom = definition.kind === "STOCK" || definition.kind === "ETF";
    const foreignBuy = command.investor === "FOREIGN" && command.side === "B" && holdsRoom;
    if (foreignBuy && command.volume > listing.day.foreignRoom)
      return this.#reject(CODES.OUT_OF_FOREIGN_ROOM);

    if (command.priceType === "PLO" && listing.day.close === 0) listing.day.close = close;
    const order: FakeOrder = {
      id: this.#nextId++,
      clientOrderId: command.clientOrderId,
      account: command.account,
      symbol: command.symbol,
      board: command.priceType === "PLO" ? "plo" : board,
      side: command.side,
      priceType: command.priceType,
      price: this.#entryPrice(listing, command),
      volume: command.volume,
      filled: 0,
      investor: command.investor ?? "DOMESTIC",
      priority: this.#priority++,
    };
    if (foreignBuy) listing.day.foreignRoom -= command.volume;
    this.#clientIds.add(`${command.account}|${command.clientOrderId}`);
    this.#open(order);
    if (collecting || command.priceType === "PLO") book.rest(order);
    else this.#continuous(listing, book, order);
    return { ok: true, orderId: order.id };
  }

  #entryPrice(listing: Listing, command: NewOrder): number {
    if (command.priceType === "LO") return command.price ?? 0;
    if (command.priceType === "PLO") return listing.day.close;
    return command.side === "B" ? listing.day.ceiling : listing.day.floor;
  }

  #continuous(listing: Listing, book: FakeBook, order: FakeOrder): void {
    const onTrade = (buy: FakeOrder, sell: FakeOrder, price: number, volume: number): void =>
      this.#trade(listing, buy, sell, price, volume, true);
    if (order.priceType === "MOK" && book.crossingVolume(order) < order.volume) {
      this.#close(order);
      return;
    }
    const lastFill = book.match(order, onTrade);
    const left = order.volume - order.filled;
    if (left === 0) return;
    if (order.priceType === "MOK" || order.priceType === "MAK") {
      this.#close(order);
      return;
    }
    if (order.priceType === "MTL") {
      const step = stepContextOf(listing.definition);
      const moved = order.side === "B" ? stepUp(step, lastFill) : stepDown(step, lastFill);
      order.price = Math.min(Math.max(moved, listing.day.floor), listing.day.ceiling);
      order.priceType = "LO";
    }
    book.rest(order);
  }

  #trade(
    listing: Listing,
    buy: FakeOrder,
    sell: FakeOrder,
    price: number,
    volume: number,
    setsPrice: boolean,
  ): void {
    const day = listing.day;
    this.trades++;
    day.tradeCount++;
    if (buy.board === "odd") {
      day.oddVolume += volume;
      day.oddValue += price * volume;
    } else {
      day.totalVolume += volume;
      day.totalValue += price * volume;
      if (setsPrice) {
        if (day.open === 0) day.open = price;
        day.high = Math.max(day.high, price);
        day.low = day.low === 0 ? price : Math.min(day.low, price);
        day.last = price;
        day.lastVolume = volume;
      }
    }
    if (buy.investor === "FOREIGN") day.foreignBuyVolume += volume;
    if (sell.investor === "FOREIGN") {
      day.foreignSellVolume += volume;
      day.foreignRoom += volume;
    }
    if (buy.filled === buy.volume) this.#close(buy);
    if (sell.filled === sell.volume) this.#close(sell);
  }

  #open(order: FakeOrder): void {
    this.#orders.set(order.id, order);
    let mine = this.#byAccount.get(order.account);
    if (mine === undefined) {
      mine = new Set();
      this.#byAccount.set(order.account, mine);
    }
    mine.add(order);
  }

  /** The order is no longer open; a foreign buy gives back the room it did not use. */
  #close(order: FakeOrder): void {
    if (!this.#orders.delete(order.id)) return;
    this.#byAccount.get(order.account)?.delete(order);
    const listing = this.#listings.get(order.symbol);
    const left = order.volume - order.filled;
    if (listing !== undefined && order.investor === "FOREIGN" && order.side === "B" && left > 0)
      listing.day.foreignRoom += left;
  }

  #owned(command: CancelOrder | ReplaceOrder): FakeOrder | RejectCode {
    const order = this.#orders.get(command.orderId);
    if (order === undefined) return CODES.UNKNOWN_ORDER;
    if (order.account !== command.account) return CODES.NOT_YOUR_ORDER;
    return order;
  }

  #bookOf(order: FakeOrder): FakeBook {
    const listing = this.#listings.get(order.symbol) as Listing;
    return order.board === "plo" ? listing.plo : order.board === "odd" ? listing.odd : listing.lot;
  }

  #cancel(command: CancelOrder): CommandResult {
    const order = this.#owned(command);
    if (typeof order === "string") return this.#reject(order);
    const definition = (this.#listings.get(order.symbol) as Listing).definition;
    const code = checkCancelInSession(
      definition.sessionVenue,
      this.phaseOf(definition.sessionVenue),
      order.priceType as "LO",
    );
    if (code !== null) return this.#reject(code);
    this.#bookOf(order).remove(order);
    this.#close(order);
    return { ok: true, orderId: order.id };
  }

  #replace(command: ReplaceOrder): CommandResult {
    const order = this.#owned(command);
    if (typeof order === "string") return this.#reject(order);
    const listing = this.#listings.get(order.symbol) as Listing;
    const definition = listing.definition;
    const code = checkAmendInSession(
      definition.sessionVenue,
      this.phaseOf(definition.sessionVenue),
      order.priceType as "LO",
    );
    if (code !== null) return this.#reject(code);
    const newPrice = command.price !== undefined && command.price !== order.price ? command.price : undefined;
    const newVolume =
      command.volume !== undefined && command.volume !== order.volume ? command.volume : undefined;
    if (newPrice !== undefined && newVolume !== undefined) return this.#reject(CODES.AMEND_BOTH);
    if (newPrice === undefined && newVolume === undefined) return this.#reject(CODES.AMEND_NOTHING);
    const book = this.#bookOf(order);
    if (newPrice !== undefined) {
      const priceCode = this.#checkLimit(listing, newPrice);
      if (priceCode !== null) return this.#reject(priceCode);
      book.remove(order);
      order.price = newPrice;
      order.priority = this.#priority++;
      if (isRestricted(definition)) book.rest(order);
      else this.#continuous(listing, book, order);
      return { ok: true, orderId: order.id };
    }
    const volume = newVolume as number;
    if (volume <= order.filled) return this.#reject(CODES.AMEND_BELOW_FILLED);
    const board = this.#boardFor(definition, volume);
    if (board !== "lot" && board !== "odd") return this.#reject(board);
    if (board !== (order.board === "plo" ? "lot" : order.board)) return this.#reject(CODES.BAD_LOT);
    const change = volume - order.volume;
    if (order.investor === "FOREIGN" && order.side === "B" && change > 0) {
      if (change > listing.day.foreignRoom) return this.#reject(CODES.OUT_OF_FOREIGN_ROOM);
      listing.day.foreignRoom -= change;
    }
    if (order.investor === "FOREIGN" && order.side === "B" && change < 0) listing.day.foreignRoom -= change;
    order.volume = volume;
    if (change > 0) {
      book.remove(order);
      order.priority = this.#priority++;
      book.rest(order);
    }
    return { ok: true, orderId: order.id };
  }

  /** Put-through checks shared by adverts and deals. */
  #checkPutThrough(symbol: string, price: number, volume: number): Listing | RejectCode {
    const listing = this.#listings.get(symbol);
    if (listing === undefined) return CODES.UNKNOWN_SYMBOL;
    const definition = listing.definition;
    if (!isPutThroughOpen(definition.sessionVenue, this.#minute()) || !isTradingDay(this.#today, []))
      return CODES.PUT_THROUGH_CLOSED;
    if (!Number.isSafeInteger(price) || price <= 0) return CODES.PRICE_OFF_TICK;
    if (definition.kind !== "BOND" && (price < listing.day.floor || price > listing.day.ceiling))
      return CODES.PRICE_OUT_OF_BAND;
    const exchange = definition.exchange;
    const minimum =
      definition.kind === "BOND" || exchange === "DERIVATIVES" ? 1 : PUT_THROUGH_MIN_VOLUME[exchange];
    if (!Number.isSafeInteger(volume) || volume < minimum) return CODES.PUT_THROUGH_MIN_VOLUME;
    return listing;
  }

  #advertise(command: PutThroughAdvert): CommandResult {
    const checked = this.#checkPutThrough(command.symbol, command.price, command.volume);
    if (typeof checked === "string") return this.#reject(checked);
    const advertId = this.#nextId++;
    this.#adverts.set(advertId, { account: command.account, symbol: command.symbol });
    return { ok: true, advertId };
  }

  #withdraw(command: WithdrawAdvert): CommandResult {
    const advert = this.#adverts.get(command.advertId);
    if (advert === undefined) return this.#reject(CODES.UNKNOWN_ADVERT);
    if (advert.account !== command.account) return this.#reject(CODES.NOT_YOUR_ORDER);
    const definition = (this.#listings.get(advert.symbol) as Listing).definition;
    if (!isPutThroughOpen(definition.sessionVenue, this.#minute()))
      return this.#reject(CODES.PUT_THROUGH_CLOSED);
    this.#adverts.delete(command.advertId);
    return { ok: true, advertId: command.advertId };
  }

  #deal(command: PutThroughDeal): CommandResult {
    const checked = this.#checkPutThrough(command.symbol, command.price, command.volume);
    if (typeof checked === "string") return this.#reject(checked);
    checked.day.putThroughVolume += command.volume;
    checked.day.putThroughValue += command.price * command.volume;
    this.trades++;
    return { ok: true, tradeId: this.#nextId++ };
  }
}
