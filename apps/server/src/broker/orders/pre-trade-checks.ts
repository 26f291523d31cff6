/**
 * The broker's pre-trade checks of a normal stock order, after the market package's form
 * validators passed (same warning keys as the web): what only the back office knows — the
 * instrument is listed and trading, the session takes the order type (or it waits as an advance
 * order), the price is inside the day's band and on the step, and the account has the cash or
 * the shares. Pure: the order desk gives it the facts at the order's place in its sequence.
 *
 * Codes are the spec's (order-entry §8); the first failing check wins, in this order:
 * 96031 unknown or not traded (96016 a contract a derivatives account cannot trade), 96033 matured, session (96022, 40041–40049, 96024), 96021 off
 * step, 40040 outside the band, 96012 buying power, 96013 stock to sell.
 */
import {
  checkOrderTypeInSession,
  isDerivativeKind,
  isOnPriceStep,
  isWithinBand,
  type BoardVenue,
  type InstrumentKind,
  type PriceType,
  type SessionVenue,
  type Side,
  type TradingPhase,
} from "@bangia/market";
import { INSUFFICIENT_BUYING_POWER } from "../ledger/margin-rules";

export const PRE_TRADE_CODES = {
  INVALID_STOCK: 96031,
  INVALID_CONTRACT: 96016,
  MATURED: 96033,
  OFF_STEP: 96021,
  OUT_OF_BAND: 40040,
  BUYING_POWER: INSUFFICIENT_BUYING_POWER,
  NOT_ENOUGH_STOCK: 96013,
  MARKET_CLOSED: 96022,
} as const;

export interface OrderFacts {
  readonly side: Side;
  readonly priceType: Exclude<PriceType, "MP">;
  /** Limit price (LO), VND. */
  readonly price: number;
  readonly volume: number;
  readonly board: "lot" | "odd";
  /** Placed for the next session when this one does not take it. */
  readonly advance: boolean;
  /** Placed on a derivatives account: only futures, and the margin is checked by the caller. */
  readonly derivative: boolean;
  /** Placed on a margin account: its buying power is checked by the caller (margin-rules.ts). */
  readonly onMargin: boolean;
}

export interface MarketFacts {
  /** Null when the symbol is not listed today. */
  readonly instrument: {
    readonly kind: InstrumentKind;
    readonly sessionVenue: SessionVenue;
    readonly boardVenue: BoardVenue;
    readonly tradesToday: boolean;
  } | null;
  readonly phase: TradingPhase;
  readonly floor: number;
  readonly ceiling: number;
}

export interface AccountFacts {
  /** What the order would hold (buys), VND. */
  readonly cashNeeded: number;
  readonly cashAvailable: number;
  readonly sharesAvailable: number;
}

/** The refusal code of the first failing check, or null when the order may go. */
export function preTradeRefusal(
  order: OrderFacts,
  market: MarketFacts,
  account: AccountFacts,
): number | null {
  const { instrument } = market;
  if (order.derivative) {
    if (instrument === null || !isDerivativeKind(instrument.kind)) return PRE_TRADE_CODES.INVALID_CONTRACT;
  } else if (instrument === null || isDerivativeKind(instrument.kind)) return PRE_TRADE_CODES.INVALID_STOCK;
  if (!instrument.tradesToday) return PRE_TRADE_CODES.MATURED;
  if (!order.advance) {
    const session = checkOrderTypeInSession(
      instrument.sessionVenue,
      market.phase,
      order.priceType,
      order.board,
    );
    if (session !== null) return Number(session);
  }
  if (order.priceType === "LO") {
    const context = { kind: instrument.kind, venue: instrument.boardVenue };
    if (!isOnPriceStep(context, order.price)) return PRE_TRADE_CODES.OFF_STEP;
    if (market.ceiling > 0 && !isWithinBand({ floor: market.floor, ceiling: market.ceiling }, order.price))
      return PRE_TRADE_CODES.OUT_OF_BAND;
  }
  if (order.derivative) return null;
  if (order.side === "B" && !order.onMargin && account.cashNeeded > account.cashAvailable)
    return PRE_TRADE_CODES.BUYING_POWER;
  if (order.side === "S" && order.volume > account.sharesAvailable) return PRE_TRADE_CODES.NOT_ENOUGH_STOCK;
  return null;
}
