/**
 * The QuoteProjector over the live exchange: every realtime message of the market, built by the
 * same row builders (rows/) the REST answers use, so a message and a row of the same state
 * cannot disagree. It holds no state of its own beyond the clock it reads for index times.
 */
import {
  MESSAGE_IDS,
  type BondMatchMessage,
  type BondQuoteMessage,
  type DepthMessage,
  type DerivativeMatchMessage,
  type EtfIindexMessage,
  type EtfInavMessage,
  type ForeignMessage,
  type IndexEntry,
  type OddLotMessage,
  type OverBuySellMessage,
  type PutThroughEntry,
  type Side,
  type StockMatchMessage,
  type TenLevelBookMessage,
} from "@bangia/market";
import type { Advert, Deal, MarketClock, MarketExchange } from "@bangia/exchange";
import type { QuoteProjector, TapeTrade, TradeTapeView } from "./projection";
import { bondQuoteFields, bondTradeFields } from "./rows/bond-row";
import { isCashInstrument, isFuture } from "./rows/cash-instrument";
import { bookTop, depthGroups } from "./rows/depth-groups";
import { tenLevels } from "./rows/derivative-row";
import { etfIndicativeFields } from "./rows/etf-indicative";
import { indexEntry } from "./rows/index-entry";
import type { MarketSource } from "./rows/market-source";
import { derivativeMatchMessage, stockMatchMessage } from "./rows/match";
import { hasOddLots, oddLotLevels, oddLotMatchFields } from "./rows/odd-lot-row";
import { advertEntry, dealEntry } from "./rows/put-through-entry";

/**
 * Builds the projector. `clock` gives the time of index entries; without one, the time of the
 * exchange's latest event stands in (the exchange publishes an event whenever a level moves).
 * A board-lot match message is built from the trade its caller takes off the tape; the projector
 * reads the tape itself only for the odd-lot board's match (9100).
 */
export function createQuoteProjector(
  exchange: MarketExchange,
  tape: TradeTapeView,
  clock?: MarketClock,
): QuoteProjector {
  return new LiveQuoteProjector(exchange, tape, clock ?? followEvents(exchange));
}

/** A clock that reads the time of the exchange's latest event. */
function followEvents(exchange: MarketExchange): MarketClock {
  let latest = 0;
  exchange.subscribe((event) => {
    latest = Math.max(latest, event.time);
  });
  return { now: () => latest };
}

class LiveQuoteProjector implements QuoteProjector {
  readonly #source: MarketSource;
  readonly #tape: TradeTapeView;
  readonly #clock: MarketClock;

  constructor(source: MarketSource, tape: TradeTapeView, clock: MarketClock) {
    this.#source = source;
    this.#tape = tape;
    this.#clock = clock;
  }

  /** Instruments with a board-lot book: everything but bonds. */
  #booked(symbol: string): boolean {
    const definition = this.#source.instrument(symbol);
    return definition !== undefined && definition.kind !== "BOND";
  }

  depthMessage(symbol: string, seq: number): DepthMessage | undefined {
    const day = this.#source.day(symbol);
    if (day === undefined || !this.#booked(symbol)) return undefined;
    return { id: MESSAGE_IDS.DEPTH, sym: symbol, ...depthGroups(bookTop(this.#source, symbol), day), seq };
  }

  overBuySellMessage(symbol: string, seq: number): OverBuySellMessage | undefined {
    if (!this.#booked(symbol)) return undefined;
    return {
      id: MESSAGE_IDS.OVER_BUY_SELL,
      sym: symbol,
      overBuy: this.#source.openVolume(symbol, "lot", "B"),
      overSell: this.#source.openVolume(symbol, "lot", "S"),
      seq,
    };
  }

  tenLevelBookMessage(symbol: string, side: Side, seq: number): TenLevelBookMessage | undefined {
    const definition = this.#source.instrument(symbol);
    if (definition === undefined || !isFuture(definition)) return undefined;
    return {
      id: MESSAGE_IDS.TEN_LEVEL_BOOK,
      sym: symbol,
      side,
      ndata: tenLevels(this.#source, symbol, side),
      seq,
    };
  }

  stockMatchMessage(symbol: string, trade: TapeTrade, seq: number): StockMatchMessage | undefined {
    const definition = this.#source.instrument(symbol);
    if (definition === undefined || !isCashInstrument(definition)) return undefined;
    return stockMatchMessage(this.#source, definition, trade, seq);
  }

  derivativeMatchMessage(symbol: string, trade: TapeTrade, seq: number): DerivativeMatchMessage | undefined {
    const definition = this.#source.instrument(symbol);
    if (definition === undefined || !isFuture(definition)) return undefined;
    return derivativeMatchMessage(this.#source, definition, trade, seq);
  }

  foreignMessage(symbol: string, seq: number): ForeignMessage | undefined {
    const definition = this.#source.instrument(symbol);
    const day = this.#source.day(symbol);
    if (definition === undefined || day === undefined || definition.kind === "BOND") return undefined;
    const flow = {
      id: MESSAGE_IDS.FOREIGN,
      sym: symbol,
      fBVol: day.foreignBuyVolume,
      fSVolume: day.foreignSellVolume,
    };
    // Derivatives have no foreign room.
    return isFuture(definition) ? { ...flow, seq } : { ...flow, fRoom: day.foreignRoom, seq };
  }

  oddLotMessage(symbol: string, seq: number): OddLotMessage | undefined {
    const definition = this.#source.instrument(symbol);
    const day = this.#source.day(symbol);
    if (definition === undefined || day === undefined || !hasOddLots(definition)) return undefined;
    return {
      id: MESSAGE_IDS.ODD_LOT,
      sym: symbol,
      ...oddLotLevels(this.#source, symbol),
      ...oddLotMatchFields(day, this.#tape.oddLotTrading(symbol)),
      seq,
    };
  }

  bondQuoteMessage(symbol: string, seq: number): BondQuoteMessage | undefined {
    if (this.#source.instrument(symbol)?.kind !== "BOND") return undefined;
    return { id: MESSAGE_IDS.BOND_QUOTE, sym: symbol, ...bondQuoteFields(this.#source, symbol), seq };
  }

  bondMatchMessage(symbol: string, seq: number): BondMatchMessage | undefined {
    if (this.#source.instrument(symbol)?.kind !== "BOND") return undefined;
    return { id: MESSAGE_IDS.BOND_MATCH, sym: symbol, ...bondTradeFields(this.#source, symbol), seq };
  }

  etfInavMessage(symbol: string, seq: number): EtfInavMessage | undefined {
    const indicative = etfIndicativeFields(this.#source, symbol);
    return indicative && { id: MESSAGE_IDS.INAV, sym: symbol, iNav: indicative.iNav, seq };
  }

  etfIindexMessage(symbol: string, seq: number): EtfIindexMessage | undefined {
    const indicative = etfIndicativeFields(this.#source, symbol);
    return indicative && { id: MESSAGE_IDS.IINDEX, sym: symbol, iIndex: indicative.iIndex, seq };
  }

  indexEntry(code: string, seq: number): IndexEntry | undefined {
    return indexEntry(this.#source, code, this.#clock.now(), seq);
  }

  advertEntry(advert: Advert, seq: number): PutThroughEntry | undefined {
    return advertEntry(this.#source, advert, seq);
  }

  dealEntry(deal: Deal, seq: number): PutThroughEntry | undefined {
    return dealEntry(this.#source, deal, seq);
  }
}
