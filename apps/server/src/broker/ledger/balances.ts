/**
 * The balances of every trading account, in memory: the projection of the ledger's postings,
 * loaded from the database at start and moved by each posting the order desk makes. It records
 * which balances changed since the last `takeChanged()`, so a batch writes only those.
 */
import type { IsoDate } from "@bangia/market";
import {
  balanceKey,
  CASH,
  parseBalanceKey,
  postingKey,
  type BalanceKey,
  type BalanceRow,
  type Bucket,
  type Posting,
} from "./posting";

/** One holding as the portfolio shows it, shares and VND. */
export interface Holding {
  readonly symbol: string;
  readonly available: number;
  readonly hold: number;
  /** Bought, not settled yet, by settlement date. */
  readonly receiving: ReadonlyMap<IsoDate, number>;
  readonly receivingTotal: number;
  /** available + hold + receiving. */
  readonly total: number;
  /** Cost basis of `total`, VND. */
  readonly cost: number;
}

/** A derivatives account's contract (derivatives/futures-ledger.ts), contracts and VND. */
export interface FuturesPosition {
  /** Positive long, negative short. */
  readonly net: number;
  /** The open position at its average price, signed like `net`. */
  readonly cost: number;
  /** The position at its last mark (fills at their price, the close at the settlement price). */
  readonly marked: number;
}

export interface CashPosition {
  readonly cash: number;
  readonly hold: number;
  readonly receivable: ReadonlyMap<IsoDate, number>;
  readonly receivableTotal: number;
}

export class Balances {
  readonly #amounts = new Map<BalanceKey, number>();
  /** Per account, the keys it has: queries by account do not scan every account. */
  readonly #keysOf = new Map<string, Set<BalanceKey>>();
  /**
   * The dated keys (receivable cash, receiving shares) by their undated prefix
   * (`account|asset|bucket|`): an order's checks read them without a pass over the account's keys.
   */
  readonly #datedOf = new Map<string, Set<BalanceKey>>();
  #changed = new Set<BalanceKey>();

  constructor(rows: Iterable<BalanceRow> = []) {
    for (const row of rows)
      this.#set(balanceKey(row.account, row.asset, row.bucket, row.settleDate), row.amount);
    this.#changed.clear();
  }

  apply(postings: Iterable<Posting>): void {
    for (const entry of postings) {
      const key = postingKey(entry);
      this.#set(key, (this.#amounts.get(key) ?? 0) + entry.delta);
    }
  }

  amount(key: BalanceKey): number {
    return this.#amounts.get(key) ?? 0;
  }

  /** The rows changed since the last call (amount 0 included: the row then goes). */
  takeChanged(): BalanceRow[] {
    const rows = [...this.#changed].map((key) => parseBalanceKey(key, this.amount(key)));
    this.#changed = new Set();
    return rows;
  }

  /** Every non-zero balance. */
  rows(): BalanceRow[] {
    return [...this.#amounts].map(([key, amount]) => parseBalanceKey(key, amount));
  }

  accounts(): string[] {
    return [...this.#keysOf.keys()];
  }

  rowsOf(account: string): BalanceRow[] {
    return [...(this.#keysOf.get(account) ?? [])].map((key) => parseBalanceKey(key, this.amount(key)));
  }

  cashOf(account: string): CashPosition {
    const [receivable, receivableTotal] = this.#byDate(account, CASH, "receivable");
    return {
      cash: this.amount(balanceKey(account, CASH, "cash")),
      hold: this.amount(balanceKey(account, CASH, "hold")),
      receivable,
      receivableTotal,
    };
  }

  holdingOf(account: string, symbol: string): Holding {
    const [receiving, receivingTotal] = this.#byDate(account, symbol, "receiving");
    const available = this.amount(balanceKey(account, symbol, "available"));
    const hold = this.amount(balanceKey(account, symbol, "hold"));
    return {
      symbol,
      available,
      hold,
      receiving,
      receivingTotal,
      total: available + hold + receivingTotal,
      cost: this.amount(balanceKey(account, symbol, "cost")),
    };
  }

  /** The account's holdings with any shares, by symbol. */
  holdingsOf(account: string): Holding[] {
    const symbols = new Set<string>();
    for (const key of this.#keysOf.get(account) ?? []) {
      const symbol = key.slice(account.length + 1, key.indexOf("|", account.length + 1));
      if (symbol !== CASH) symbols.add(symbol);
    }
    return [...symbols]
      .sort()
      .map((symbol) => this.holdingOf(account, symbol))
      .filter((holding) => holding.total !== 0);
  }

  /** A derivatives account's contract: net contracts, cost and value at the last mark. */
  positionOf(account: string, symbol: string): FuturesPosition {
    return {
      net: this.amount(balanceKey(account, symbol, "position")),
      cost: this.amount(balanceKey(account, symbol, "cost")),
      marked: this.amount(balanceKey(account, symbol, "marked")),
    };
  }

  /** The contracts an account holds or still has a mark on, by symbol. */
  contractsOf(account: string): string[] {
    const symbols = new Set(
      this.rowsOf(account)
        .filter((row) => (row.bucket === "position" || row.bucket === "marked") && row.amount !== 0)
        .map((row) => row.asset),
    );
    return [...symbols].sort();
  }

  /** Variation margin booked at the last close and not yet paid, VND. */
  vmDueOf(account: string): number {
    return this.amount(balanceKey(account, CASH, "vm_due"));
  }

  /**
   * The dated rows of one asset's bucket (receivable cash, receiving shares) by settlement date,
   * and their total, from the index of dated keys: every order's checks read them.
   */
  #byDate(account: string, asset: string, bucket: Bucket): [Map<IsoDate, number>, number] {
    const dated = new Map<IsoDate, number>();
    let total = 0;
    const prefix = balanceKey(account, asset, bucket);
    const keys = this.#datedOf.get(prefix);
    if (keys !== undefined)
      for (const key of keys) {
        const amount = this.amount(key);
        dated.set(key.slice(prefix.length), amount);
        total += amount;
      }
    return [dated, total];
  }

  #set(key: BalanceKey, amount: number): void {
    if (amount === 0) this.#amounts.delete(key);
    else this.#amounts.set(key, amount);
    const account = key.slice(0, key.indexOf("|"));
    let keys = this.#keysOf.get(account);
    if (keys === undefined) this.#keysOf.set(account, (keys = new Set()));
    if (amount === 0) keys.delete(key);
    else keys.add(key);
    if (!key.endsWith("|")) {
      const prefix = key.slice(0, key.lastIndexOf("|") + 1);
      let dated = this.#datedOf.get(prefix);
      if (amount !== 0) {
        if (dated === undefined) this.#datedOf.set(prefix, (dated = new Set()));
        dated.add(key);
      } else if (dated !== undefined) {
        dated.delete(key);
        if (dated.size === 0) this.#datedOf.delete(prefix);
      }
    }
    this.#changed.add(key);
  }
}
