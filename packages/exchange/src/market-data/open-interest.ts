/**
 * Open interest of futures: each account's net position per contract (a buy adds, a sell
 * subtracts) and, per contract, the sum of the long positions — equal to the sum of the shorts,
 * since every trade has both sides. One trade is two map updates and an O(1) change of the
 * contract's total. Accounts at zero are dropped, so the state holds open positions only.
 */

/** Serialisable state: per contract, the non-zero positions as [account, position] pairs. */
export interface OpenInterestState {
  readonly contracts: readonly {
    readonly contract: string;
    readonly positions: readonly (readonly [account: string, position: number])[];
  }[];
}

interface ContractPositions {
  readonly positions: Map<string, number>;
  openInterest: number;
}

export class OpenInterestBook {
  readonly #contracts = new Map<string, ContractPositions>();

  /** Rebuilds a book from a snapshot; open interest is recomputed from the positions. */
  static restore(state: OpenInterestState): OpenInterestBook {
    const book = new OpenInterestBook();
    for (const { contract, positions } of state.contracts)
      for (const [account, position] of positions) book.#move(book.#contract(contract), account, position);
    return book;
  }

  /** A trade of `volume` contracts: the buyer goes longer, the seller shorter. */
  recordTrade(contract: string, buyAccount: string, sellAccount: string, volume: number): void {
    if (!Number.isSafeInteger(volume) || volume <= 0) throw new RangeError(`not a trade volume: ${volume}`);
    const positions = this.#contract(contract);
    this.#move(positions, buyAccount, volume);
    this.#move(positions, sellAccount, -volume);
  }

  /** Contracts open: the sum of the long positions, 0 for an unknown contract. */
  openInterest(contract: string): number {
    return this.#contracts.get(contract)?.openInterest ?? 0;
  }

  /** The account's net position (negative when short). */
  position(contract: string, account: string): number {
    return this.#contracts.get(contract)?.positions.get(account) ?? 0;
  }

  /** The contract expired and settled: its positions are closed. */
  expire(contract: string): void {
    this.#contracts.delete(contract);
  }

  /** Plain, JSON-friendly state for exchange snapshots (contracts with open positions only). */
  toJSON(): OpenInterestState {
    return {
      contracts: [...this.#contracts]
        .filter(([, { positions }]) => positions.size > 0)
        .map(([contract, { positions }]) => ({ contract, positions: [...positions] })),
    };
  }

  #contract(contract: string): ContractPositions {
    let positions = this.#contracts.get(contract);
    if (positions === undefined) {
      positions = { positions: new Map(), openInterest: 0 };
      this.#contracts.set(contract, positions);
    }
    return positions;
  }

  #move(contract: ContractPositions, account: string, delta: number): void {
    const before = contract.positions.get(account) ?? 0;
    const after = before + delta;
    contract.openInterest += Math.max(after, 0) - Math.max(before, 0);
    if (after === 0) contract.positions.delete(account);
    else contract.positions.set(account, after);
  }
}
