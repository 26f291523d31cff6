/**
 * One cap-weighted index (VNINDEX, VN30, HNX-Index…): level = Σ(price × shares) / divisor.
 *
 * - The divisor is the exact rational baseCap / initialLevel, where baseCap is the cap at the
 *   starting prices, so the first level equals `initialLevel` exactly. It never changes (no
 *   constituent changes or corporate actions are simulated), so levels carry over from day to
 *   day through the prices.
 * - The cap sum is exact (CapSum, two integer limbs); the level is computed in BigInt when read
 *   after a change and cached: level = round(cap × initialLevel / baseCap), halves up, in
 *   hundredths of a point.
 * - Percent change is in basis points (hundredths of a percent), halves away from zero.
 * - Breadth: a constituent is an advancer above its reference, a decliner below, unchanged at
 *   it (untraded constituents sit at their reference); ceiling/floor counts are subsets of the
 *   advancers/decliners and need a band (0 = none).
 * - The VN30 10% single-stock weight cap is not applied: all indices weigh full shares
 *   outstanding (no free-float or cap factors).
 *
 * A price update is O(1): slot lookup, one exact cap change, two counter moves. Use
 * IndexRegistry to route a symbol's trades to every index containing it.
 */
import { divideRounded } from "@bangia/market";
import type { IndexDefinition } from "../instruments/instrument";
import { CapSum, MAX_CAP_PRICE, splitShares, type SplitShares } from "./cap-sum";
import { IndexSeries, type SeriesPoint } from "./index-series";

/** A constituent as the index first sees it: shares outstanding and the starting price. */
export interface IndexConstituentStart {
  readonly shares: number;
  readonly price: number;
}

/** A constituent's band for the day; SymbolDay satisfies it. */
export interface ConstituentBand {
  readonly reference: number;
  readonly ceiling: number;
  readonly floor: number;
}

export interface IndexBreadth {
  readonly advancers: number;
  readonly decliners: number;
  readonly unchanged: number;
  readonly atCeiling: number;
  readonly atFloor: number;
}

/** A calculator's day, plain and JSON-friendly, for exchange snapshots. */
export interface IndexState {
  readonly previousClose: number;
  readonly volume: number;
  readonly value: number;
  /** Each constituent's current price and its band: [symbol, price, reference, ceiling, floor]. */
  readonly constituents: readonly (readonly [string, number, number, number, number])[];
  /** Series slot values, 0 for empty (IndexSeries.values). */
  readonly series: readonly number[];
}

/** The level of a cap against the base: round(cap × baseLevel / baseCap), halves up. */
export function capWeightedLevel(cap: bigint, baseCap: bigint, baseLevel: number): number {
  if (baseCap <= 0n) throw new RangeError("base cap must be positive");
  return Number((2n * cap * BigInt(baseLevel) + baseCap) / (2n * baseCap));
}

// Per-constituent state: -1 below reference, 0 at it, 1 above.
function direction(price: number, reference: number): number {
  return price > reference ? 1 : price < reference ? -1 : 0;
}

export class IndexCalculator {
  readonly code: string;
  readonly symbols: readonly string[];
  readonly #slotBySymbol = new Map<string, number>();
  readonly #shares: readonly SplitShares[];
  readonly #prices: Float64Array;
  readonly #references: Float64Array;
  readonly #ceilings: Float64Array;
  readonly #floors: Float64Array;
  readonly #cap = new CapSum();
  readonly #baseCap: bigint;
  readonly #baseLevel: number;
  readonly #series = new IndexSeries();
  #level: number;
  #dirty = false;
  #previousClose: number;
  #volume = 0;
  #value = 0;
  #advancers = 0;
  #decliners = 0;
  #unchanged = 0;
  #atCeiling = 0;
  #atFloor = 0;

  /** Builds the index at its starting prices; its level is `definition.initialLevel`. */
  constructor(
    definition: IndexDefinition,
    constituentOf: (symbol: string) => IndexConstituentStart | undefined,
  ) {
    this.code = definition.code;
    this.symbols = [...definition.constituents];
    const count = this.symbols.length;
    this.#prices = new Float64Array(count);
    this.#references = new Float64Array(count);
    this.#ceilings = new Float64Array(count);
    this.#floors = new Float64Array(count);
    const shares: SplitShares[] = [];
    let baseCap = 0n;
    this.symbols.forEach((symbol, slot) => {
      if (this.#slotBySymbol.has(symbol)) throw new RangeError(`${this.code}: ${symbol} listed twice`);
      const start = constituentOf(symbol);
      if (start === undefined) throw new RangeError(`${this.code}: no data for constituent ${symbol}`);
      assertPrice(start.price);
      this.#slotBySymbol.set(symbol, slot);
      shares.push(splitShares(start.shares));
      this.#prices[slot] = start.price;
      this.#references[slot] = start.price;
      baseCap += BigInt(start.price) * BigInt(start.shares);
    });
    if (baseCap === 0n) throw new RangeError(`${this.code}: the starting cap is zero`);
    if (!Number.isSafeInteger(definition.initialLevel) || definition.initialLevel <= 0)
      throw new RangeError(`${this.code}: initial level must be a positive integer`);
    this.#shares = shares;
    this.#baseCap = baseCap;
    this.#baseLevel = definition.initialLevel;
    this.#level = definition.initialLevel;
    this.#previousClose = definition.initialLevel;
    this.#rebuild();
  }

  /** The constituent's slot, or −1 when the symbol is not in this index. */
  slotOf(symbol: string): number {
    return this.#slotBySymbol.get(symbol) ?? -1;
  }

  /** A constituent traded at `price`; returns false when the symbol is not in this index. */
  updatePrice(symbol: string, price: number): boolean {
    const slot = this.slotOf(symbol);
    if (slot < 0) return false;
    this.updateSlot(slot, price);
    return true;
  }

  /** The registry's fast path: `slot` from slotOf. */
  updateSlot(slot: number, price: number): void {
    const old = this.#prices[slot];
    if (old === undefined) throw new RangeError(`${this.code}: no slot ${slot}`);
    if (price === old) return;
    assertPrice(price);
    const shares = this.#shares[slot];
    if (shares === undefined) throw new RangeError(`${this.code}: no slot ${slot}`);
    this.#cap.add(price - old, shares);
    this.#count(slot, old, -1);
    this.#prices[slot] = price;
    this.#count(slot, price, 1);
    this.#dirty = true;
  }

  /** Adds a constituent's board-lot trade to the index's traded volume and value. */
  recordTrade(symbol: string, volume: number, value: number): void {
    if (this.slotOf(symbol) >= 0) this.addTraded(volume, value);
  }

  /** The registry's fast path: the caller knows the symbol is a constituent. */
  addTraded(volume: number, value: number): void {
    this.#volume += volume;
    this.#value += value;
  }

  /** Records the current level as the series point of the slot `time` (epoch ms) falls in. */
  sample(time: number): void {
    this.#series.record(time, this.value);
  }

  /**
   * A new trading day: the last level becomes the previous close, traded totals, breadth and
   * series restart, and every constituent's price becomes its new reference.
   */
  startDay(bandOf: (symbol: string) => ConstituentBand | undefined): void {
    this.#previousClose = this.value;
    this.symbols.forEach((symbol, slot) => {
      const band = bandOf(symbol);
      if (band === undefined) throw new RangeError(`${this.code}: no band for constituent ${symbol}`);
      assertPrice(band.reference);
      this.#prices[slot] = band.reference;
      this.#references[slot] = band.reference;
      this.#ceilings[slot] = band.ceiling;
      this.#floors[slot] = band.floor;
    });
    this.#volume = 0;
    this.#value = 0;
    this.#series.reset();
    this.#rebuild();
  }

  /** Level in hundredths of a point. */
  get value(): number {
    if (this.#dirty) {
      this.#level = capWeightedLevel(this.#cap.toBigInt(), this.#baseCap, this.#baseLevel);
      this.#dirty = false;
    }
    return this.#level;
  }

  get previousClose(): number {
    return this.#previousClose;
  }

  /** Level − previous close, hundredths of a point. */
  get change(): number {
    return this.value - this.#previousClose;
  }

  /** Change in basis points of the previous close (−0.45% → −45). */
  get changeBasisPoints(): number {
    return divideRounded(this.change * 10_000, this.#previousClose);
  }

  /** Board-lot volume of the constituents today. */
  get volume(): number {
    return this.#volume;
  }

  /** Board-lot value of the constituents today, VND. */
  get tradedValue(): number {
    return this.#value;
  }

  get breadth(): IndexBreadth {
    return {
      advancers: this.#advancers,
      decliners: this.#decliners,
      unchanged: this.#unchanged,
      atCeiling: this.#atCeiling,
      atFloor: this.#atFloor,
    };
  }

  /** Today's intraday points, 10 minutes apart, without the lunch break. */
  series(): readonly SeriesPoint[] {
    return this.#series.points();
  }

  /** The constituent's current price (its reference until it trades). */
  priceOf(symbol: string): number | undefined {
    const slot = this.slotOf(symbol);
    return slot < 0 ? undefined : this.#prices[slot];
  }

  toJSON(): IndexState {
    return {
      previousClose: this.#previousClose,
      volume: this.#volume,
      value: this.#value,
      constituents: this.symbols.map(
        (symbol, slot) =>
          [
            symbol,
            this.#prices[slot] ?? 0,
            this.#references[slot] ?? 0,
            this.#ceilings[slot] ?? 0,
            this.#floors[slot] ?? 0,
          ] as const,
      ),
      series: this.#series.values(),
    };
  }

  /** Puts back a state from toJSON; the divisor is the calculator's own, so levels match. */
  restore(state: IndexState): void {
    if (state.constituents.length !== this.symbols.length)
      throw new RangeError(`${this.code}: snapshot has ${state.constituents.length} constituents`);
    for (const [symbol, price, reference, ceiling, floor] of state.constituents) {
      const slot = this.slotOf(symbol);
      if (slot < 0) throw new RangeError(`${this.code}: ${symbol} is not a constituent`);
      assertPrice(price);
      this.#prices[slot] = price;
      this.#references[slot] = reference;
      this.#ceilings[slot] = ceiling;
      this.#floors[slot] = floor;
    }
    this.#previousClose = state.previousClose;
    this.#volume = state.volume;
    this.#value = state.value;
    this.#series.restore(state.series);
    this.#rebuild();
  }

  /** Recomputes the cap sum and breadth from the slots (construction and each new day). */
  #rebuild(): void {
    this.#cap.reset();
    this.#advancers = this.#decliners = this.#unchanged = this.#atCeiling = this.#atFloor = 0;
    this.#shares.forEach((shares, slot) => {
      const price = this.#prices[slot] ?? 0;
      this.#cap.add(price, shares);
      this.#count(slot, price, 1);
    });
    this.#dirty = true;
  }

  /** Moves the breadth counters by `delta` for a constituent at `price`. */
  #count(slot: number, price: number, delta: number): void {
    const side = direction(price, this.#references[slot] ?? 0);
    if (side > 0) this.#advancers += delta;
    else if (side < 0) this.#decliners += delta;
    else this.#unchanged += delta;
    const ceiling = this.#ceilings[slot] ?? 0;
    const floor = this.#floors[slot] ?? 0;
    if (ceiling > 0 && price >= ceiling) this.#atCeiling += delta;
    if (floor > 0 && price <= floor) this.#atFloor += delta;
  }
}

function assertPrice(price: number): void {
  if (!Number.isSafeInteger(price) || price <= 0 || price > MAX_CAP_PRICE)
    throw new RangeError(`not a constituent price: ${price}`);
}
