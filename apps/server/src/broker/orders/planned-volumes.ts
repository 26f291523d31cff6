/**
 * The shares each customer has planned per symbol, day and side — what the insider limits count
 * (insider-limits.ts): a done order its matched volume, any other its whole volume (an order that
 * died unfilled counts nothing). Kept as the desk files each new version of an order, so an
 * insider's check costs the same with one order of the day or a million (it was a pass over every
 * order in memory).
 */
import type { IsoDate, Side } from "@bangia/market";
import type { BrokerOrder } from "./broker-order";

export class PlannedVolumes {
  /** trade date → "user symbol side" → shares. */
  readonly #byDate = new Map<IsoDate, Map<string, number>>();
  /** Days before this one are forgotten: nothing asks about them again. */
  #forgottenBefore: IsoDate = "";

  /** Files `order`'s new version in place of `before` (absent for a new order). */
  replace(before: BrokerOrder | undefined, order: BrokerOrder): void {
    if (before !== undefined) this.#add(before, -plannedOf(before));
    this.#add(order, plannedOf(order));
  }

  /** Shares `userId` planned in `symbol` on `date`: on `side`, or on both sides when null. */
  of(userId: string, symbol: string, date: IsoDate, side: Side | null): number {
    const day = this.#byDate.get(date);
    if (day === undefined) return 0;
    if (side !== null) return day.get(keyOf(userId, symbol, side)) ?? 0;
    return (day.get(keyOf(userId, symbol, "B")) ?? 0) + (day.get(keyOf(userId, symbol, "S")) ?? 0);
  }

  /** Forgets the days before `date` (a new day: the limits ask about today only). */
  forgetBefore(date: IsoDate): void {
    this.#forgottenBefore = date;
    for (const day of this.#byDate.keys()) if (day < date) this.#byDate.delete(day);
  }

  clear(): void {
    this.#byDate.clear();
    this.#forgottenBefore = "";
  }

  #add(order: BrokerOrder, delta: number): void {
    if (delta === 0 || order.tradeDate < this.#forgottenBefore) return;
    let day = this.#byDate.get(order.tradeDate);
    if (day === undefined) this.#byDate.set(order.tradeDate, (day = new Map()));
    const key = keyOf(order.userId, order.symbol, order.side);
    const next = (day.get(key) ?? 0) + delta;
    if (next === 0) day.delete(key);
    else day.set(key, next);
  }
}

function plannedOf(order: BrokerOrder): number {
  return order.state === "DONE" ? order.matched : order.volume;
}

function keyOf(userId: string, symbol: string, side: Side): string {
  return `${userId}\u0000${symbol}\u0000${side}`;
}
