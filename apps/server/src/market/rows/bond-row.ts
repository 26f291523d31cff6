/**
 * Bond rows (price-board §3 "Bond row", §2 "Bond detail modal"). Bonds trade by put-through
 * only, so the board's "best bid/offer" are the live adverts of the put-through desk and its
 * "executed transactions" are the day's deals:
 * - best bid = highest buy advert, its quantity the sum of buy adverts at that price, total the
 *   sum of all buy adverts (offers mirror it with the lowest sell advert);
 * - match = the last deal; max/min = the highest and lowest deal prices, each with the volume
 *   dealt at that price; totals = all deals of the day.
 */
import {
  BOND_INTEREST_PERIOD_UNITS,
  remainingMaturityDays,
  type BondDetail,
  type BondInterestPeriodUnit,
  type BondQuoteFields,
  type BondRow,
  type BondTradeFields,
} from "@bangia/market";
import type { Advert, BondDefinition, Deal } from "@bangia/exchange";
import type { MarketSource } from "./market-source";
import { compactDate } from "./wire-time";

interface SideSummary {
  readonly best: number;
  readonly bestVolume: number;
  readonly total: number;
}

function advertSide(adverts: readonly Advert[], side: "B" | "S"): SideSummary {
  let best = 0;
  let bestVolume = 0;
  let total = 0;
  for (const advert of adverts) {
    if (advert.side !== side) continue;
    total += advert.volume;
    const better = best === 0 || (side === "B" ? advert.price > best : advert.price < best);
    if (better) {
      best = advert.price;
      bestVolume = advert.volume;
    } else if (advert.price === best) bestVolume += advert.volume;
  }
  return { best, bestVolume, total };
}

/** Best bid and offer from the desk's live adverts of the bond. */
export function bondQuoteFields(source: MarketSource, symbol: string): BondQuoteFields {
  const adverts = source.putThrough.adverts(symbol);
  const bids = advertSide(adverts, "B");
  const offers = advertSide(adverts, "S");
  return {
    PtTotalBidQtty: bids.total,
    PtBestBidQtty: bids.bestVolume,
    PtBestBidPrice: bids.best,
    ptBestOfferPrice: offers.best,
    ptBestOfferQtty: offers.bestVolume,
    PtTotalOfferQtty: offers.total,
  };
}

/** The day's deals of the bond, summed. */
export function bondTradeFields(source: MarketSource, symbol: string): BondTradeFields {
  return tradeFieldsOf(source.putThrough.deals(symbol));
}

export function tradeFieldsOf(deals: readonly Deal[]): BondTradeFields {
  let max = 0;
  let maxVolume = 0;
  let min = 0;
  let minVolume = 0;
  let volume = 0;
  let value = 0;
  for (const deal of deals) {
    volume += deal.volume;
    value += deal.price * deal.volume;
    if (deal.price > max) [max, maxVolume] = [deal.price, deal.volume];
    else if (deal.price === max) maxVolume += deal.volume;
    if (min === 0 || deal.price < min) [min, minVolume] = [deal.price, deal.volume];
    else if (deal.price === min) minVolume += deal.volume;
  }
  const last = deals.at(-1);
  return {
    ptMatchPrice: last?.price ?? 0,
    ptMatchQtty: last?.volume ?? 0,
    ptMaxPrice: max,
    ptMaxQtty: maxVolume,
    ptMinPrice: min,
    ptMinQtty: minVolume,
    PtTotalTradedQtty: volume,
    PtTotalTradedValue: value,
  };
}

export function bondRow(source: MarketSource, bond: BondDefinition, seq: number): BondRow {
  return {
    sym: bond.symbol,
    issuer: bond.issuerCode,
    periodRemain: remainingMaturityDays(bond.maturityDate, source.today) ?? 0,
    ...bondQuoteFields(source, bond.symbol),
    ...bondTradeFields(source, bond.symbol),
    seq,
  };
}

const PERIOD_UNITS: Readonly<Record<BondDefinition["couponPeriodUnit"], BondInterestPeriodUnit>> = {
  MONTH: BOND_INTEREST_PERIOD_UNITS.MONTH,
  YEAR: BOND_INTEREST_PERIOD_UNITS.YEAR,
};

export function bondDetail(source: MarketSource, bond: BondDefinition, seq: number): BondDetail {
  return {
    ...bondRow(source, bond, seq),
    parvalue: bond.parValue,
    issueDate: compactDate(bond.issueDate),
    maturityDate: compactDate(bond.maturityDate),
    // Basis points to a display percent (850 → 8.5).
    interestRate: bond.couponBasisPoints / 100,
    interestPeriod: bond.couponPeriod,
    interestPeriodUnit: PERIOD_UNITS[bond.couponPeriodUnit],
    issuerName: bond.issuerName,
    bondType: bond.bondType,
    collateral: bond.collateral,
    callPutProvision: bond.callPutProvision,
  };
}
