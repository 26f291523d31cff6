/**
 * The exchange's open orders, indexed three ways: by order id (cancel, replace), by account
 * (the owner's view), and by account and symbol per side (the opposite-side rules), plus the
 * client order ids used today (a repeat is refused). Opening and closing keep all of them in step.
 * Keys are nested maps rather than joined strings: these lookups run on every order.
 */
import type { ExchangeOrder } from "./exchange-order";

/** How a client id is written in snapshots: account and id joined by a NUL. */
const SEPARATOR = "\u0000";

export class OpenOrders {
  readonly #byId = new Map<number, ExchangeOrder>();
  readonly #byAccount = new Map<string, Set<ExchangeOrder>>();
  /** Open orders per account, per symbol: [buys, sells]. */
  readonly #sides = new Map<string, Map<string, [number, number]>>();
  readonly #clientIds = new Map<string, Set<string>>();
  /**
   * Today's client ids as snapshots write them, in the order of first use: kept joined as they are
   * used, so a snapshot copies references instead of building tens of thousands of strings while
   * the event loop waits.
   */
  #clientIdLog: string[] = [];

  get(orderId: number): ExchangeOrder | undefined {
    return this.#byId.get(orderId);
  }

  ofAccount(account: string): ReadonlySet<ExchangeOrder> {
    return this.#byAccount.get(account) ?? new Set();
  }

  /** True when the account has an open order on side 0 (buy) or 1 (sell) of the symbol. */
  hasOpen(account: string, symbol: string, side: 0 | 1): boolean {
    return (this.#sides.get(account)?.get(symbol)?.[side] ?? 0) > 0;
  }

  /** True when the account already used this client order id today. */
  usedClientId(account: string, clientOrderId: string): boolean {
    return this.#clientIds.get(account)?.has(clientOrderId) ?? false;
  }

  open(order: ExchangeOrder): void {
    this.#byId.set(order.id, order);
    this.#useClientId(order.account, order.clientOrderId);
    let mine = this.#byAccount.get(order.account);
    if (mine === undefined) {
      mine = new Set();
      this.#byAccount.set(order.account, mine);
    }
    mine.add(order);
    let symbols = this.#sides.get(order.account);
    if (symbols === undefined) {
      symbols = new Map();
      this.#sides.set(order.account, symbols);
    }
    let open = symbols.get(order.listing.symbol);
    if (open === undefined) {
      open = [0, 0];
      symbols.set(order.listing.symbol, open);
    }
    open[order.node.side]++;
  }

  /** The order is no longer open: filled, cancelled or expired. */
  close(order: ExchangeOrder): void {
    this.#byId.delete(order.id);
    this.#byAccount.get(order.account)?.delete(order);
    const symbols = this.#sides.get(order.account);
    const open = symbols?.get(order.listing.symbol);
    if (symbols === undefined || open === undefined) return;
    open[order.node.side]--;
    if (open[0] === 0 && open[1] === 0) symbols.delete(order.listing.symbol);
  }

  /** A new trading day: client order ids may be used again. */
  startDay(): void {
    this.#clientIds.clear();
    this.#clientIdLog = [];
  }

  /** Today's client ids (account and id joined) in the order of first use, for snapshots. */
  clientIds(): readonly string[] {
    // A copy of references only: the joined strings were built when each id was first used.
    return this.#clientIdLog.slice();
  }

  restoreClientIds(ids: readonly string[]): void {
    this.#clientIds.clear();
    this.#clientIdLog = [];
    for (const joined of ids) {
      const at = joined.indexOf(SEPARATOR);
      if (at >= 0) this.#useClientId(joined.slice(0, at), joined.slice(at + 1));
    }
  }

  #useClientId(account: string, clientOrderId: string): void {
    let ids = this.#clientIds.get(account);
    if (ids === undefined) {
      ids = new Set();
      this.#clientIds.set(account, ids);
    }
    if (ids.has(clientOrderId)) return;
    ids.add(clientOrderId);
    this.#clientIdLog.push(account + SEPARATOR + clientOrderId);
  }
}
