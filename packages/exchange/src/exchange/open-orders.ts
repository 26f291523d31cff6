/**
 * The exchange's open orders, indexed three ways: by order id (cancel, replace), by account
 * (the owner's view), and by account and symbol per side (the opposite-side rules), plus the
 * client order ids used today (a repeat is refused). Opening and closing keep all of them in step.
 */
import type { ExchangeOrder } from "./exchange-order";

const key = (account: string, text: string): string => `${account}\u0000${text}`;

export class OpenOrders {
  readonly #byId = new Map<number, ExchangeOrder>();
  readonly #byAccount = new Map<string, Set<ExchangeOrder>>();
  /** Open orders per account and symbol: [buys, sells]. */
  readonly #sides = new Map<string, [number, number]>();
  readonly #clientIds = new Set<string>();

  get(orderId: number): ExchangeOrder | undefined {
    return this.#byId.get(orderId);
  }

  ofAccount(account: string): ReadonlySet<ExchangeOrder> {
    return this.#byAccount.get(account) ?? new Set();
  }

  /** True when the account has an open order on side 0 (buy) or 1 (sell) of the symbol. */
  hasOpen(account: string, symbol: string, side: 0 | 1): boolean {
    return (this.#sides.get(key(account, symbol))?.[side] ?? 0) > 0;
  }

  /** True when the account already used this client order id today. */
  usedClientId(account: string, clientOrderId: string): boolean {
    return this.#clientIds.has(key(account, clientOrderId));
  }

  open(order: ExchangeOrder): void {
    this.#byId.set(order.id, order);
    this.#clientIds.add(key(order.account, order.clientOrderId));
    let mine = this.#byAccount.get(order.account);
    if (mine === undefined) {
      mine = new Set();
      this.#byAccount.set(order.account, mine);
    }
    mine.add(order);
    const sideKey = key(order.account, order.listing.symbol);
    let open = this.#sides.get(sideKey);
    if (open === undefined) {
      open = [0, 0];
      this.#sides.set(sideKey, open);
    }
    open[order.node.side]++;
  }

  /** The order is no longer open: filled, cancelled or expired. */
  close(order: ExchangeOrder): void {
    this.#byId.delete(order.id);
    this.#byAccount.get(order.account)?.delete(order);
    const sideKey = key(order.account, order.listing.symbol);
    const open = this.#sides.get(sideKey);
    if (open === undefined) return;
    open[order.node.side]--;
    if (open[0] === 0 && open[1] === 0) this.#sides.delete(sideKey);
  }

  /** A new trading day: client order ids may be used again. */
  startDay(): void {
    this.#clientIds.clear();
  }

  /** Today's client ids (account and id joined), for snapshots. */
  clientIds(): readonly string[] {
    return [...this.#clientIds];
  }

  restoreClientIds(ids: readonly string[]): void {
    this.#clientIds.clear();
    for (const id of ids) this.#clientIds.add(id);
  }
}
