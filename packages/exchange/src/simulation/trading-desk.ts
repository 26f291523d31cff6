/**
 * What a simulated participant works with while one instrument acts: the desk (randomness, the
 * market view, order entry, fresh client order ids) and the instrument's moment (its day, band,
 * phase, fair value and the lean of today's flow). Also the small helpers every participant
 * shares: which order types the session takes now, the touch, and order sizes in whole lots.
 */
import {
  checkAmendInSession,
  checkOrderTypeInSession,
  checkRestrictedStockOrderType,
  DERIVATIVE_MAX_ORDER_VOLUME,
  GENERAL_MAX_ORDER_VOLUME,
  BOARD_LOT,
  type PriceType,
  type SessionVenue,
  type Side,
  type StepContext,
  type TradingPhase,
} from "@bangia/market";
import type { CommandResult, MarketView } from "../exchange/exchange-api";
import type { InstrumentDefinition } from "../instruments/instrument";
import type { SymbolDay } from "../market-data/symbol-day";
import type { Board, InvestorType, NewOrder, OrderCommand } from "../orders/order-commands";
import type { SeededRandom } from "../random/seeded-random";
import type { DayPlan } from "./day-plan";
import { traderContracts } from "./futures-sizes";
import type { PriceBand } from "./instrument-prices";
import type { LiquidityTier } from "./liquidity-tier";
import type { ParticipantKind } from "./participant-accounts";
import { participantAccount } from "./participant-accounts";
import type { SimulationConfig } from "./simulation-config";

/** A put-through advert the simulator placed and may withdraw. */
export interface AdvertRecord {
  readonly advertId: number;
  readonly account: string;
  readonly symbol: string;
  readonly venue: SessionVenue;
  /** Epoch milliseconds it was placed. */
  readonly placedAt: number;
}

/** The simulator as its participants see it. */
export interface TradingDesk {
  readonly rng: SeededRandom;
  readonly view: MarketView;
  readonly config: SimulationConfig;
  readonly plan: DayPlan;
  /** Epoch milliseconds of the market clock now. */
  readonly now: number;
  /** Sends one command and counts the answer. */
  send(command: OrderCommand): CommandResult;
  /** A client order id never used before by any simulated account. */
  nextClientOrderId(): string;
  /** Put-through adverts on the board today, oldest first, so they can be withdrawn later. */
  readonly adverts: AdvertRecord[];
}

/** One instrument at the moment it acts. */
export interface SymbolMoment {
  readonly instrument: InstrumentDefinition;
  readonly symbol: string;
  /** Position in the universe: spreads the instruments over participants' accounts. */
  readonly index: number;
  readonly step: StepContext;
  readonly day: SymbolDay;
  readonly band: PriceBand | null;
  readonly phase: TradingPhase;
  /** Minute of the exchange day now. */
  readonly minute: number;
  /** Fair value in the price unit, a float, not clamped to the band. */
  readonly fair: number;
  readonly tier: LiquidityTier;
  /** Which way today's flow leans, −1 (selling) to 1 (buying). */
  readonly lean: number;
  /** A restricted HOSE stock: periodic calls only, limit orders only. */
  readonly restricted: boolean;
}

/** True when the session takes a new order of `priceType` on `board` now. */
export function acceptsOrderType(moment: SymbolMoment, priceType: PriceType, board: Board): boolean {
  const code = moment.restricted
    ? checkRestrictedStockOrderType(moment.phase, priceType, board)
    : checkOrderTypeInSession(moment.instrument.sessionVenue, moment.phase, priceType, board);
  return code === null;
}

/**
 * True when resting limit orders may be amended or cancelled now (continuous trading). Restricted
 * stocks trade by periodic calls, where the simulator leaves its orders alone.
 */
export function acceptsChanges(moment: SymbolMoment): boolean {
  return (
    !moment.restricted && checkAmendInSession(moment.instrument.sessionVenue, moment.phase, "LO") === null
  );
}

export function oppositeSide(side: Side): Side {
  return side === "B" ? "S" : "B";
}

/** Buy with probability (1 + lean) / 2, scaled by `strength`. */
export function sideFor(rng: SeededRandom, lean: number, strength = 1): Side {
  return rng.chance(0.5 + 0.5 * strength * lean) ? "B" : "S";
}

/** Best price of one side of the board-lot book, or null when that side is empty. */
export function bestPrice(view: MarketView, symbol: string, side: Side, board: Board = "lot"): number | null {
  return view.depth(symbol, board, side, 1)[0]?.price ?? null;
}

export function isDerivative(instrument: InstrumentDefinition): boolean {
  return instrument.kind === "INDEX_FUTURE" || instrument.kind === "BOND_FUTURE";
}

/** VND one unit (share, contract) is worth per unit of price. */
function unitValue(instrument: InstrumentDefinition): number {
  return instrument.kind === "INDEX_FUTURE" || instrument.kind === "BOND_FUTURE" ? instrument.multiplier : 1;
}

/**
 * An order size worth roughly `value` VND at `price` (log-normally spread): whole board lots up
 * to 500,000 shares, or 1 to 500 contracts.
 */
export function volumeWorth(moment: SymbolMoment, price: number, value: number, rng: SeededRandom): number {
  const units = (value * Math.exp(0.7 * rng.normal())) / (Math.max(price, 1) * unitValue(moment.instrument));
  if (isDerivative(moment.instrument))
    return Math.min(DERIVATIVE_MAX_ORDER_VOLUME, Math.max(1, Math.round(units)));
  const lots = Math.max(1, Math.round(units / BOARD_LOT));
  return Math.min(GENERAL_MAX_ORDER_VOLUME, lots * BOARD_LOT);
}

/**
 * A trader's order worth roughly `value` VND, or on a future a size drawn by its tier
 * (futures-sizes.ts: a value-based size would be one contract nearly always).
 */
export function traderVolume(moment: SymbolMoment, price: number, value: number, rng: SeededRandom): number {
  return isDerivative(moment.instrument)
    ? traderContracts(moment.tier, rng)
    : volumeWorth(moment, price, value, rng);
}

/** The largest valid order not above `volume` (whole lots, or contracts). */
export function capVolume(moment: SymbolMoment, volume: number): number {
  if (isDerivative(moment.instrument))
    return Math.min(DERIVATIVE_MAX_ORDER_VOLUME, Math.max(1, Math.floor(volume)));
  const lots = Math.max(1, Math.floor(volume / BOARD_LOT));
  return Math.min(GENERAL_MAX_ORDER_VOLUME, lots * BOARD_LOT);
}

/** The account a participant uses for this instrument: a few per instrument, spread over the pool. */
export function accountFor(
  desk: TradingDesk,
  kind: ParticipantKind,
  moment: SymbolMoment,
  side: Side,
  spread = 4,
): string {
  const pool = desk.config.accountsPerParticipant;
  const number = ((moment.index * 7 + desk.rng.int(0, spread - 1)) % pool) + 1;
  return participantAccount(kind, number, side);
}

export interface OrderFields {
  readonly account: string;
  readonly side: Side;
  readonly priceType: NewOrder["priceType"];
  readonly volume: number;
  readonly price?: number;
  readonly investor?: InvestorType;
}

/** Sends a new order on the moment's symbol; the answer says whether it was taken. */
export function sendNewOrder(desk: TradingDesk, moment: SymbolMoment, fields: OrderFields): CommandResult {
  const order: NewOrder = {
    type: "new",
    clientOrderId: desk.nextClientOrderId(),
    account: fields.account,
    symbol: moment.symbol,
    side: fields.side,
    priceType: fields.priceType,
    volume: fields.volume,
    ...(fields.price === undefined ? {} : { price: fields.price }),
    ...(fields.investor === undefined ? {} : { investor: fields.investor }),
  };
  return desk.send(order);
}
