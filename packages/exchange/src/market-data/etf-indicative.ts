/**
 * ETF indicative values the exchange publishes (market-rules §10, feed messages MM and MN):
 *
 *   iNav per unit = Σ(basket shares × constituent price) / units per basket, whole VND, halves up
 *   iIndex        = the tracked index's level
 *
 * A constituent's price is its last board-lot trade, or its reference until it trades. The
 * basket value is kept incrementally: a price update changes one line's contribution, O(1).
 * Basket values stay far below 2^53 (a creation unit is worth ~1e10–1e11 VND).
 */
import { divideRounded } from "@bangia/market";
import type { BasketLine, EtfDefinition } from "../instruments/instrument";

type Basket = Pick<EtfDefinition, "basket" | "unitsPerBasket">;

/** iNav from scratch: every line at `priceOf` its symbol. */
export function etfIndicativeNav(etf: Basket, priceOf: (symbol: string) => number): number {
  const value = etf.basket.reduce((total, line) => total + line.shares * priceOf(line.symbol), 0);
  return navOf(value, etf.unitsPerBasket);
}

/** iIndex: the tracked index's level in hundredths of a point, undefined when not computed. */
export function etfIndicativeIndex(
  etf: Pick<EtfDefinition, "trackedIndex">,
  indexValue: (code: string) => number | undefined,
): number | undefined {
  return indexValue(etf.trackedIndex);
}

function navOf(basketValue: number, unitsPerBasket: number): number {
  if (!Number.isSafeInteger(basketValue))
    throw new RangeError(`basket value out of exact range: ${basketValue}`);
  return divideRounded(basketValue, unitsPerBasket);
}

/** One line per symbol: a portfolio file that lists a symbol twice holds the sum. */
function mergeLines(basket: readonly BasketLine[]): readonly BasketLine[] {
  const shares = new Map<string, number>();
  for (const line of basket) shares.set(line.symbol, (shares.get(line.symbol) ?? 0) + line.shares);
  return [...shares].map(([symbol, total]) => ({ symbol, shares: total }));
}

/** The running iNav of one ETF. */
export class EtfIndicative {
  readonly symbol: string;
  readonly trackedIndex: string;
  readonly unitsPerBasket: number;
  readonly lines: readonly BasketLine[];
  readonly #lineBySymbol = new Map<string, number>();
  readonly #prices: Float64Array;
  #basketValue = 0;

  /** Builds the ETF with every line at its reference. */
  constructor(etf: EtfDefinition, referenceOf: (symbol: string) => number | undefined) {
    if (!Number.isSafeInteger(etf.unitsPerBasket) || etf.unitsPerBasket <= 0)
      throw new RangeError(`${etf.symbol}: units per basket must be a positive integer`);
    this.symbol = etf.symbol;
    this.trackedIndex = etf.trackedIndex;
    this.unitsPerBasket = etf.unitsPerBasket;
    this.lines = mergeLines(etf.basket);
    this.lines.forEach((line, index) => this.#lineBySymbol.set(line.symbol, index));
    this.#prices = new Float64Array(this.lines.length);
    this.startDay(referenceOf);
  }

  /** A new day: every line back at its (new) reference. */
  startDay(referenceOf: (symbol: string) => number | undefined): void {
    let value = 0;
    this.lines.forEach((line, index) => {
      const reference = referenceOf(line.symbol);
      if (reference === undefined) throw new RangeError(`${this.symbol}: no reference for ${line.symbol}`);
      this.#prices[index] = reference;
      value += line.shares * reference;
    });
    if (!Number.isSafeInteger(value)) throw new RangeError(`${this.symbol}: basket value out of exact range`);
    this.#basketValue = value;
  }

  /** The basket line of `symbol`, or −1 when the basket does not hold it. */
  lineOf(symbol: string): number {
    return this.#lineBySymbol.get(symbol) ?? -1;
  }

  /** A constituent traded at `price`; false when the basket does not hold it. */
  updatePrice(symbol: string, price: number): boolean {
    const line = this.lineOf(symbol);
    if (line < 0) return false;
    this.updateLine(line, price);
    return true;
  }

  /** The book's fast path: `line` from lineOf. */
  updateLine(line: number, price: number): void {
    const old = this.#prices[line];
    const shares = this.lines[line]?.shares;
    if (old === undefined || shares === undefined)
      throw new RangeError(`${this.symbol}: no basket line ${line}`);
    this.#basketValue += (price - old) * shares;
    this.#prices[line] = price;
  }

  /** Value of one creation basket at current prices, VND. */
  get basketValue(): number {
    return this.#basketValue;
  }

  /** Indicative NAV per fund unit, whole VND. */
  get inav(): number {
    return navOf(this.#basketValue, this.unitsPerBasket);
  }
}

const NONE: readonly EtfIndicative[] = [];

/** Every ETF's iNav, and for each symbol the baskets holding it with its line in each. */
export class EtfIndicativeBook {
  readonly #etfs: readonly EtfIndicative[];
  readonly #bySymbol = new Map<string, { etfs: EtfIndicative[]; lines: number[] }>();
  readonly #byEtf = new Map<string, EtfIndicative>();

  constructor(etfs: readonly EtfIndicative[]) {
    this.#etfs = [...etfs];
    for (const etf of etfs) {
      this.#byEtf.set(etf.symbol, etf);
      etf.lines.forEach((line, index) => {
        let holders = this.#bySymbol.get(line.symbol);
        if (holders === undefined) {
          holders = { etfs: [], lines: [] };
          this.#bySymbol.set(line.symbol, holders);
        }
        holders.etfs.push(etf);
        holders.lines.push(index);
      });
    }
  }

  static fromDefinitions(
    etfs: readonly EtfDefinition[],
    referenceOf: (symbol: string) => number | undefined,
  ): EtfIndicativeBook {
    return new EtfIndicativeBook(etfs.map((etf) => new EtfIndicative(etf, referenceOf)));
  }

  /** The running iNav of an ETF by its own symbol. */
  get(etfSymbol: string): EtfIndicative | undefined {
    return this.#byEtf.get(etfSymbol);
  }

  all(): readonly EtfIndicative[] {
    return this.#etfs;
  }

  /** A constituent traded: updates and returns the ETFs whose basket holds it (O(k)). */
  updatePrice(symbol: string, price: number): readonly EtfIndicative[] {
    const holders = this.#bySymbol.get(symbol);
    if (holders === undefined) return NONE;
    const { etfs, lines } = holders;
    for (let i = 0; i < etfs.length; i++) etfs[i]?.updateLine(lines[i] ?? -1, price);
    return etfs;
  }

  startDay(referenceOf: (symbol: string) => number | undefined): void {
    for (const etf of this.#etfs) etf.startDay(referenceOf);
  }
}
