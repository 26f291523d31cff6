/**
 * Put-through (negotiated) trading, market-rules §10: advertisements on the buy and sell side
 * (PTB, PTS) that sit on the board as indications, and deals both sides agreed (PTM) that the
 * exchange checks and reports. A deal is priced within the day's band (bonds have none), meets
 * the floor's minimum size (HOSE 20,000, HNX 5,000, UPCOM and bonds 1), needs no tick or lot,
 * counts in the day's totals but never in the reference or closing price, and cannot be
 * cancelled once executed.
 */
import { PUT_THROUGH_MIN_VOLUME, type Side } from "@bangia/market";
import { EXCHANGE_REJECT_CODES as CODES, type RejectCode } from "../orders/reject-codes";
import type { InstrumentDefinition } from "../instruments/instrument";
import type { SymbolDay } from "../market-data/symbol-day";

export interface Advert {
  readonly id: number;
  readonly account: string;
  readonly firm: string;
  readonly symbol: string;
  readonly side: Side;
  readonly price: number;
  readonly volume: number;
  readonly time: number;
}

export interface Deal {
  readonly tradeId: number;
  readonly symbol: string;
  readonly price: number;
  readonly volume: number;
  readonly time: number;
  readonly buyFirm: string;
  readonly sellFirm: string;
}

/** Matched put-through totals of one floor for the day. */
export interface PutThroughTotals {
  volume: number;
  value: number;
}

/** The smallest put-through size on the instrument's floor. */
export function minimumPutThroughVolume(definition: InstrumentDefinition): number {
  const kind = definition.kind;
  if (kind !== "STOCK" && kind !== "ETF" && kind !== "CW") return 1;
  const exchange = definition.exchange;
  return exchange === "HOSE" || exchange === "HNX" || exchange === "UPCOM"
    ? PUT_THROUGH_MIN_VOLUME[exchange]
    : 1;
}

/** Price and size rules of an advertisement or a deal; null when acceptable. */
export function checkPutThroughTerms(
  definition: InstrumentDefinition,
  day: SymbolDay,
  price: number,
  volume: number,
): RejectCode | null {
  if (!Number.isSafeInteger(volume) || volume <= 0) return CODES.BAD_VOLUME;
  if (!Number.isSafeInteger(price) || price <= 0) return CODES.PRICE_OFF_TICK;
  const banded = day.ceiling > 0;
  if (banded && (price < day.floor || price > day.ceiling)) return CODES.PRICE_OUT_OF_BAND;
  if (volume < minimumPutThroughVolume(definition)) return CODES.PUT_THROUGH_MIN_VOLUME;
  // Values stay exact integers (a deal of every share outstanding at the ceiling fits easily).
  if (!Number.isSafeInteger(price * volume)) return CODES.VOLUME_TOO_LARGE;
  return null;
}

/** The day's adverts and deals, with totals per floor. */
export class PutThroughDesk {
  readonly #adverts = new Map<number, Advert>();
  readonly #deals: Deal[] = [];
  readonly #totals = new Map<string, PutThroughTotals>();
  #nextAdvertId = 1;

  /** A new day: adverts and deals belong to one day. */
  startDay(): void {
    this.#adverts.clear();
    this.#deals.length = 0;
    this.#totals.clear();
  }

  advertise(advert: Omit<Advert, "id">): Advert {
    const stored = { ...advert, id: this.#nextAdvertId++ };
    this.#adverts.set(stored.id, stored);
    return stored;
  }

  advert(id: number): Advert | undefined {
    return this.#adverts.get(id);
  }

  withdraw(id: number): void {
    this.#adverts.delete(id);
  }

  recordDeal(deal: Deal, floor: string): void {
    this.#deals.push(deal);
    let totals = this.#totals.get(floor);
    if (totals === undefined) {
      totals = { volume: 0, value: 0 };
      this.#totals.set(floor, totals);
    }
    totals.volume += deal.volume;
    totals.value += deal.price * deal.volume;
  }

  adverts(symbol?: string): readonly Advert[] {
    const all = [...this.#adverts.values()];
    return symbol === undefined ? all : all.filter((advert) => advert.symbol === symbol);
  }

  deals(symbol?: string): readonly Deal[] {
    return symbol === undefined ? this.#deals : this.#deals.filter((deal) => deal.symbol === symbol);
  }

  totals(floor: string): PutThroughTotals {
    return this.#totals.get(floor) ?? { volume: 0, value: 0 };
  }

  /** State for snapshots. */
  toJSON(): { adverts: Advert[]; deals: Deal[]; nextAdvertId: number } {
    return {
      adverts: [...this.#adverts.values()],
      deals: [...this.#deals],
      nextAdvertId: this.#nextAdvertId,
    };
  }

  restore(
    state: { adverts: readonly Advert[]; deals: readonly Deal[]; nextAdvertId: number },
    floorOf: (symbol: string) => string,
  ): void {
    this.startDay();
    for (const advert of state.adverts) this.#adverts.set(advert.id, advert);
    for (const deal of state.deals) this.recordDeal(deal, floorOf(deal.symbol));
    this.#nextAdvertId = state.nextAdvertId;
  }
}
