/**
 * The open orders of every account, kept up to date as the desk files each new version of an
 * order, so the checks an order makes (buying power, margin room, futures exposure) cost the
 * same with one open order or thousands:
 * - per account, the orders not yet done;
 * - per account and symbol, the value its open buys hold (leaves × hold price, VND);
 * - per symbol, that value over the margin accounts' in-room buys (the broker's room).
 *
 * The margin rules value a line as volume × price × the symbol's rate, summed exactly before one
 * rounding (margin-rules.ts), so one line per symbol carrying the summed value is the same as one
 * line per order.
 */
import type { MarginHolding } from "../ledger/margin-rules";
import { leavesOf, type BrokerOrder } from "./broker-order";

export class OpenOrders {
  readonly #openOf = new Map<string, Map<number, BrokerOrder>>();
  /** account → symbol → VND held by its open buys. */
  readonly #buyValue = new Map<string, Map<string, number>>();
  /** symbol → VND of open in-room buys of margin accounts. */
  readonly #roomValue = new Map<string, number>();

  readonly #isMarginAccount: (account: string) => boolean;

  constructor(isMarginAccount: (account: string) => boolean) {
    this.#isMarginAccount = isMarginAccount;
  }

  /** Files `order`'s new version in place of `before` (absent for a new order). */
  replace(before: BrokerOrder | undefined, order: BrokerOrder): void {
    if (before !== undefined) this.#count(before, -1);
    this.#count(order, 1);
    let open = this.#openOf.get(order.account);
    if (order.state === "DONE") open?.delete(order.orderNo);
    else {
      if (open === undefined) this.#openOf.set(order.account, (open = new Map()));
      open.set(order.orderNo, order);
    }
  }

  /** The account's orders not yet done, in the order they were first filed. */
  of(account: string): BrokerOrder[] {
    const open = this.#openOf.get(account);
    return open === undefined ? [] : [...open.values()];
  }

  /** The account's open buys as margin lines: one per symbol, volume 1 at the value held. */
  buyLinesOf(account: string): MarginHolding[] {
    const lines: MarginHolding[] = [];
    for (const [symbol, value] of this.#buyValue.get(account) ?? [])
      lines.push({ symbol, volume: 1, price: value });
    return lines;
  }

  /** What the margin accounts' open in-room buys of `symbol` hold, VND. */
  roomBuyValueOf(symbol: string): number {
    return this.#roomValue.get(symbol) ?? 0;
  }

  clear(): void {
    this.#openOf.clear();
    this.#buyValue.clear();
    this.#roomValue.clear();
  }

  #count(order: BrokerOrder, sign: 1 | -1): void {
    if (order.side !== "B") return;
    const value = leavesOf(order) * order.holdPrice;
    if (value === 0) return;
    let bySymbol = this.#buyValue.get(order.account);
    if (bySymbol === undefined) this.#buyValue.set(order.account, (bySymbol = new Map()));
    addTo(bySymbol, order.symbol, sign * value);
    if (this.#isMarginAccount(order.account) && !order.outRoom)
      addTo(this.#roomValue, order.symbol, sign * value);
  }
}

function addTo(map: Map<string, number>, key: string, delta: number): void {
  const next = (map.get(key) ?? 0) + delta;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}
