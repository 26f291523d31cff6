/**
 * Put-through commands (market-rules §10): advertisements, their withdrawal, and negotiated
 * deals, checked against the windows and terms and reported as events. The desk keeps the day's
 * adverts, deals and totals; the exchange lends its listings, clock, trade ids and event stream.
 */
import { exchangeTimeAt, isPutThroughOpen, isTradingDay, type HolidayList } from "@bangia/market";
import type { CommandResult } from "../exchange/exchange-api";
import { isInvestor, isShortText, isSide } from "../exchange/command-shape";
import type { ExchangeOrder } from "../exchange/exchange-order";
import type { Listing } from "../exchange/listing";
import type { ExchangeEvent } from "../events/exchange-event";
import { recordTrade } from "../market-data/daily-statistics";
import { recordForeignSale, reserveForeignRoom } from "../market-data/foreign-room";
import type { PutThroughAdvert, PutThroughDeal, WithdrawAdvert } from "../orders/order-commands";
import { EXCHANGE_REJECT_CODES as CODES, type RejectCode } from "../orders/reject-codes";
import { checkPutThroughTerms, type Advert, type PutThroughDesk } from "./put-through-desk";

/** What put-through trading needs of the exchange. */
export interface PutThroughHost {
  listing(symbol: string): Listing<ExchangeOrder> | undefined;
  /** The exchange's trading day and its clock position (epoch ms). */
  today(): string;
  now(): number;
  readonly holidays: HolidayList;
  nextTradeId(): number;
  emit(event: ExchangeEvent): void;
  /** A futures deal opens or closes positions. */
  recordPositions(
    listing: Listing<ExchangeOrder>,
    buyAccount: string,
    sellAccount: string,
    volume: number,
  ): void;
}

/** A command's answer, or the code it is refused with (the exchange reports refusals). */
export type PutThroughAnswer = CommandResult | RejectCode;

export class PutThroughTrading {
  constructor(
    private readonly host: PutThroughHost,
    private readonly desk: PutThroughDesk,
  ) {}

  /** Open for the listing now: the clock's own trading day (not the last one's) and its window. */
  isOpen(listing: Listing<ExchangeOrder>): boolean {
    const time = exchangeTimeAt(this.host.now());
    return (
      time.date === this.host.today() &&
      isTradingDay(time.date, this.host.holidays) &&
      isPutThroughOpen(listing.venue, time.minute)
    );
  }

  advertise(command: PutThroughAdvert): PutThroughAnswer {
    if (!isShortText(command.account) || !isShortText(command.firm) || !isSide(command.side))
      return CODES.MALFORMED_COMMAND;
    const listing = this.#check(command.symbol, command.price, command.volume);
    if (typeof listing === "string") return listing;
    const advert = this.desk.advertise({
      account: command.account,
      firm: command.firm,
      symbol: listing.symbol,
      side: command.side,
      price: command.price,
      volume: command.volume,
      time: this.host.now(),
    });
    this.#emitAdvert(advert, false);
    return { ok: true, advertId: advert.id };
  }

  withdraw(command: WithdrawAdvert): PutThroughAnswer {
    const advert = this.desk.advert(command.advertId);
    if (advert === undefined) return CODES.UNKNOWN_ADVERT;
    if (advert.account !== command.account) return CODES.NOT_YOUR_ORDER;
    const listing = this.host.listing(advert.symbol);
    if (listing === undefined || !this.isOpen(listing)) return CODES.PUT_THROUGH_CLOSED;
    this.desk.withdraw(advert.id);
    this.#emitAdvert(advert, true);
    return { ok: true, advertId: advert.id };
  }

  /** A negotiated deal: checked, then reported as a put-through trade (PTM). */
  deal(command: PutThroughDeal): PutThroughAnswer {
    const parties = [command.buyAccount, command.sellAccount, command.buyFirm, command.sellFirm];
    if (!parties.every(isShortText) || !isInvestor(command.buyInvestor) || !isInvestor(command.sellInvestor))
      return CODES.MALFORMED_COMMAND;
    if (command.buyAccount === command.sellAccount) return CODES.SELF_DEAL;
    const listing = this.#check(command.symbol, command.price, command.volume);
    if (typeof listing === "string") return listing;
    const { price, volume } = command;
    const buyInvestor = command.buyInvestor ?? "DOMESTIC";
    const sellInvestor = command.sellInvestor ?? "DOMESTIC";
    // Shares passing from one foreign investor to another leave the room as it was.
    const roomMoves =
      listing.holdsForeignRoom && (buyInvestor === "FOREIGN") !== (sellInvestor === "FOREIGN");
    if (roomMoves && buyInvestor === "FOREIGN" && !reserveForeignRoom(listing.day, volume))
      return CODES.OUT_OF_FOREIGN_ROOM;
    if (roomMoves && sellInvestor === "FOREIGN") recordForeignSale(listing.day, volume);
    if (listing.isFuture) this.host.recordPositions(listing, command.buyAccount, command.sellAccount, volume);
    recordTrade(listing.day, { board: "pt", price, volume, phase: "continuous", buyInvestor, sellInvestor });
    const tradeId = this.host.nextTradeId();
    const time = this.host.now();
    const { buyFirm, sellFirm } = command;
    this.desk.recordDeal(
      { tradeId, symbol: listing.symbol, price, volume, time, buyFirm, sellFirm },
      listing.definition.exchange,
    );
    this.host.emit({
      type: "trade",
      seq: 0,
      time: 0,
      tradeId,
      symbol: listing.symbol,
      board: "pt",
      price,
      volume,
      buyOrderId: 0,
      sellOrderId: 0,
      buyAccount: command.buyAccount,
      sellAccount: command.sellAccount,
      aggressor: null,
      buyLeaves: 0,
      sellLeaves: 0,
    });
    return { ok: true, tradeId };
  }

  /** The listing if put-through is open for it now and the terms are acceptable. */
  #check(symbol: unknown, price: number, volume: number): Listing<ExchangeOrder> | RejectCode {
    const listing = typeof symbol === "string" ? this.host.listing(symbol) : undefined;
    if (listing === undefined) return CODES.UNKNOWN_SYMBOL;
    if (!listing.tradesOn(this.host.today())) return CODES.INSTRUMENT_EXPIRED;
    if (!this.isOpen(listing)) return CODES.PUT_THROUGH_CLOSED;
    const code = checkPutThroughTerms(listing.definition, listing.day, price, volume);
    if (code !== null) return code;
    // Futures deals keep the contract's 0.1-point grid; cash put-through has no tick rule.
    return listing.isFuture && !listing.isValidPrice(price) ? CODES.PRICE_OFF_TICK : listing;
  }

  #emitAdvert(advert: Advert, withdrawn: boolean): void {
    this.host.emit({
      type: "advert",
      seq: 0,
      time: 0,
      advertId: advert.id,
      symbol: advert.symbol,
      side: advert.side,
      price: advert.price,
      volume: advert.volume,
      firm: advert.firm,
      withdrawn,
    });
  }
}
