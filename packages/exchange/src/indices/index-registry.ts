/**
 * Every index the exchange computes, and for each symbol the indices that contain it with its
 * slot in each, so one trade updates all its indices in O(k) without a second lookup (a VN30
 * stock is in VN30, VN100 and VNINDEX).
 */
import type { IndexDefinition } from "../instruments/instrument";
import {
  IndexCalculator,
  type ConstituentBand,
  type IndexConstituentStart,
  type IndexState,
} from "./index-calculator";

/** Every index's state by code, for exchange snapshots. */
export type IndexRegistryState = readonly (readonly [string, IndexState])[];

interface Membership {
  readonly calculators: IndexCalculator[];
  readonly slots: number[];
}

const NONE: readonly IndexCalculator[] = [];

export class IndexRegistry {
  readonly #calculators: readonly IndexCalculator[];
  readonly #byCode = new Map<string, IndexCalculator>();
  readonly #bySymbol = new Map<string, Membership>();

  constructor(calculators: readonly IndexCalculator[]) {
    this.#calculators = [...calculators];
    for (const calculator of calculators) {
      if (this.#byCode.has(calculator.code))
        throw new RangeError(`index ${calculator.code} registered twice`);
      this.#byCode.set(calculator.code, calculator);
      calculator.symbols.forEach((symbol, slot) => {
        let membership = this.#bySymbol.get(symbol);
        if (membership === undefined) {
          membership = { calculators: [], slots: [] };
          this.#bySymbol.set(symbol, membership);
        }
        membership.calculators.push(calculator);
        membership.slots.push(slot);
      });
    }
  }

  /** One calculator per definition, from the constituents' shares and starting prices. */
  static fromDefinitions(
    definitions: readonly IndexDefinition[],
    constituentOf: (symbol: string) => IndexConstituentStart | undefined,
  ): IndexRegistry {
    return new IndexRegistry(definitions.map((definition) => new IndexCalculator(definition, constituentOf)));
  }

  get(code: string): IndexCalculator | undefined {
    return this.#byCode.get(code);
  }

  all(): readonly IndexCalculator[] {
    return this.#calculators;
  }

  /** The indices containing `symbol` (empty when none). */
  indicesOf(symbol: string): readonly IndexCalculator[] {
    return this.#bySymbol.get(symbol)?.calculators ?? NONE;
  }

  /** A board-lot trade moved `symbol` to `price`: updates and returns the indices containing it. */
  updatePrice(symbol: string, price: number): readonly IndexCalculator[] {
    const membership = this.#bySymbol.get(symbol);
    if (membership === undefined) return NONE;
    const { calculators, slots } = membership;
    for (let i = 0; i < calculators.length; i++) calculators[i]?.updateSlot(slots[i] ?? -1, price);
    return calculators;
  }

  /** Adds a board-lot trade's volume and value to every index containing `symbol`. */
  recordTrade(symbol: string, volume: number, value: number): void {
    const membership = this.#bySymbol.get(symbol);
    if (membership === undefined) return;
    for (const calculator of membership.calculators) calculator.addTraded(volume, value);
  }

  /** Records every index's current level in the series slot of `time` (epoch ms). */
  sample(time: number): void {
    for (const calculator of this.#calculators) calculator.sample(time);
  }

  toJSON(): IndexRegistryState {
    return this.#calculators.map((calculator) => [calculator.code, calculator.toJSON()] as const);
  }

  /** Puts back every index of a snapshot; an index the snapshot lacks keeps its state. */
  restore(state: IndexRegistryState): void {
    for (const [code, saved] of state) {
      const calculator = this.#byCode.get(code);
      if (calculator === undefined) throw new RangeError(`snapshot has unknown index ${code}`);
      calculator.restore(saved);
    }
  }

  /** A new day for every index (see IndexCalculator.startDay). */
  startDay(bandOf: (symbol: string) => ConstituentBand | undefined): void {
    for (const calculator of this.#calculators) calculator.startDay(bandOf);
  }
}
