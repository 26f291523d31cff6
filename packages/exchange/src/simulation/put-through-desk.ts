/**
 * Put-through (negotiated) business on shares: block deals agreed off the book and reported
 * by both firms (PTM), and adverts (PTB buy / PTS sell) that sit on the put-through board
 * until withdrawn. Deals are at least the venue's minimum (HOSE 20,000, HNX 5,000 shares),
 * priced on the tick within the band, and only while the venue takes put-through. Bonds trade
 * the same way, by deals and adverts, at any positive price.
 */
import {
  isPutThroughOpen,
  PUT_THROUGH_MIN_VOLUME,
  GENERAL_MAX_ORDER_VOLUME,
  BOARD_LOT,
  type Side,
} from "@bangia/market";
import type { InvestorType } from "../orders/order-commands";
import { limitPriceNear } from "./instrument-prices";
import {
  firmCode,
  participantAccount,
  SIMULATED_FIRM_COUNT,
  type ParticipantKind,
} from "./participant-accounts";
import { volumeWorth, type SymbolMoment, type TradingDesk } from "./trading-desk";

/** Typical block, VND. */
const BLOCK_VALUE = 3_000_000_000;
/** Adverts stay up at least this long before the desk may withdraw them. */
const ADVERT_LIFETIME_MILLIS = 20 * 60_000;
/** At most this many of the simulator's adverts on the board at once. */
const MAX_ADVERTS = 300;

/** Two different numbers in 1..count. */
function twoDistinct(desk: TradingDesk, count: number): [number, number] {
  const first = desk.rng.int(1, count);
  const second = ((first + desk.rng.int(0, count - 2)) % count) + 1;
  return [first, second];
}

/** Minimum put-through volume of a share on its exchange. */
function minimumVolume(moment: SymbolMoment): number {
  const exchange = moment.instrument.exchange;
  return exchange === "HOSE" || exchange === "HNX" || exchange === "UPCOM"
    ? PUT_THROUGH_MIN_VOLUME[exchange]
    : 1;
}

/** A block size: whole lots, at least the minimum, at most the per-order maximum. */
function blockVolume(desk: TradingDesk, moment: SymbolMoment, price: number): number {
  const minimum = Math.ceil(minimumVolume(moment) / BOARD_LOT) * BOARD_LOT;
  const wanted = volumeWorth(moment, price, BLOCK_VALUE, desk.rng);
  return Math.min(GENERAL_MAX_ORDER_VOLUME, Math.max(minimum, wanted));
}

function sendDeal(
  desk: TradingDesk,
  kind: ParticipantKind,
  symbol: string,
  price: number,
  volume: number,
  investor?: InvestorType,
): void {
  const [buyer, seller] = twoDistinct(desk, desk.config.accountsPerParticipant);
  const [buyFirm, sellFirm] = twoDistinct(desk, SIMULATED_FIRM_COUNT);
  desk.send({
    type: "deal",
    buyAccount: participantAccount(kind, buyer, "B"),
    sellAccount: participantAccount(kind, seller, "S"),
    buyFirm: firmCode(buyFirm),
    sellFirm: firmCode(sellFirm),
    symbol,
    price,
    volume,
    ...(investor === undefined ? {} : { buyInvestor: investor, sellInvestor: investor }),
  });
}

/** Withdraws the oldest advert once it has been up long enough and its venue is open. */
function withdrawStaleAdvert(desk: TradingDesk, minute: number): void {
  const oldest = desk.adverts[0];
  if (oldest === undefined || desk.now - oldest.placedAt < ADVERT_LIFETIME_MILLIS) return;
  if (!isPutThroughOpen(oldest.venue, minute)) return;
  desk.adverts.shift();
  desk.send({ type: "withdraw", account: oldest.account, advertId: oldest.advertId });
}

function advertise(
  desk: TradingDesk,
  kind: ParticipantKind,
  moment: SymbolMoment,
  price: number,
  volume: number,
): void {
  if (desk.adverts.length >= MAX_ADVERTS) return;
  const side: Side = desk.rng.chance(0.5) ? "B" : "S";
  const account = participantAccount(kind, desk.rng.int(1, desk.config.accountsPerParticipant), side);
  const result = desk.send({
    type: "advertise",
    account,
    firm: firmCode(desk.rng.int(1, SIMULATED_FIRM_COUNT)),
    symbol: moment.symbol,
    side,
    price,
    volume,
  });
  if (result.ok && result.advertId !== undefined)
    desk.adverts.push({
      advertId: result.advertId,
      account,
      symbol: moment.symbol,
      venue: moment.instrument.sessionVenue,
      placedAt: desk.now,
    });
}

/** Put-through business on a share: a deal or an advert, and now and then a withdrawal. */
export function putThroughShare(desk: TradingDesk, moment: SymbolMoment): void {
  if (moment.instrument.kind !== "STOCK" || moment.band === null) return;
  if (!isPutThroughOpen(moment.instrument.sessionVenue, moment.minute)) return;
  withdrawStaleAdvert(desk, moment.minute);
  const price = limitPriceNear(moment.step, moment.fair * Math.exp(0.004 * desk.rng.normal()), moment.band);
  const volume = blockVolume(desk, moment, price);
  if (desk.rng.chance(0.6)) sendDeal(desk, "putThrough", moment.symbol, price, volume);
  else advertise(desk, "putThrough", moment, price, volume);
}

/**
 * Bond business: bonds have no band and a step of 1 VND, and trade by put-through alone — a deal,
 * or an advert near the fair price that gives the bond board its best bid and offer.
 */
export function bondDeal(desk: TradingDesk, moment: SymbolMoment): void {
  if (moment.instrument.kind !== "BOND") return;
  if (!isPutThroughOpen(moment.instrument.sessionVenue, moment.minute)) return;
  withdrawStaleAdvert(desk, moment.minute);
  const volume = desk.rng.int(1, 50) * 10;
  if (desk.rng.chance(0.5)) {
    sendDeal(desk, "bond", moment.symbol, Math.max(1, Math.round(moment.fair)), volume);
    return;
  }
  const quoted = Math.max(1, Math.round(moment.fair * (1 + 0.002 * desk.rng.normal())));
  advertise(desk, "bond", moment, quoted, volume);
}
