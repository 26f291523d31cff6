/**
 * Armed conditional orders by the prices that concern them, so a trade looks only at the orders
 * it may fire or move — never at every order waiting on its symbol.
 *
 * Each armed order watches up to two levels: a trade at or above `up`, or at or below `down`,
 * must be shown to it (its trigger is crossed, or a trailing stop's best moves); a few watch
 * every trade (`any`: the next-trade leg of an arbitrage, a trailing stop before its first
 * trade). Per symbol the levels are kept sorted, so a trade's candidates are a prefix of the
 * `up` list and a suffix of the `down` list: O(log n + k) for k candidates.
 */
import type { ConditionalOrder } from "./conditional-order";
import { trailingLevel } from "./trailing-stop";

/** The trade prices at which an order must be looked at. */
export interface Watch {
  readonly up: number | null;
  readonly down: number | null;
  readonly any: boolean;
}

const NONE: Watch = { up: null, down: null, any: false };

/**
 * What an armed order watches (null when no trade concerns it: a TCO, an SL/TP or arbitrage
 * parent, an order no longer waiting).
 *
 * @example watchOf(stopSellLteq99000) // { up: null, down: 99000, any: false }
 */
export function watchOf(order: ConditionalOrder): Watch | null {
  if (order.status !== "PENDING_TRIGGER") return null;
  const { condition, side } = order;
  switch (condition.kind) {
    case "stop":
      return condition.relation === "GTEQ"
        ? { ...NONE, up: condition.triggerPrice }
        : { ...NONE, down: condition.triggerPrice };
    case "bracket": {
      // A long's take-profit is above and its stop-loss below; a short's the other way round.
      const [up, down] =
        side === "B"
          ? [condition.takeProfit, condition.stopLoss]
          : [condition.stopLoss, condition.takeProfit];
      return up === null && down === null ? null : { up, down, any: false };
    }
    case "trailing": {
      if (condition.best === null) return { ...NONE, any: true };
      const level = trailingLevel(side, condition.best, condition.distance);
      // A sell fires at or below its level and moves on a new high; a buy the mirror.
      return side === "S"
        ? { up: condition.best + 1, down: level, any: false }
        : { up: level, down: condition.best - 1, any: false };
    }
    case "next-trade":
      return { ...NONE, any: true };
    case "exits-per-fill":
    case "reciprocal-per-fill":
    case "daily":
      return null;
  }
}

interface Level {
  readonly price: number;
  readonly id: string;
}

/** One symbol's watched levels, each list sorted by price ascending. */
class SymbolLevels {
  readonly up: Level[] = [];
  readonly down: Level[] = [];
  readonly any = new Set<string>();

  get size(): number {
    return this.up.length + this.down.length + this.any.size;
  }
}

export class TriggerIndex {
  readonly #symbols = new Map<string, SymbolLevels>();
  /** What each indexed order was filed under, to take it out again. */
  readonly #filed = new Map<string, { readonly symbol: string; readonly watch: Watch }>();

  /** Files `order` under what it watches now (and out of what it watched before). */
  put(order: ConditionalOrder): void {
    this.remove(order.id);
    const watch = watchOf(order);
    if (watch === null) return;
    let levels = this.#symbols.get(order.symbol);
    if (levels === undefined) this.#symbols.set(order.symbol, (levels = new SymbolLevels()));
    if (watch.up !== null) insert(levels.up, { price: watch.up, id: order.id });
    if (watch.down !== null) insert(levels.down, { price: watch.down, id: order.id });
    if (watch.any) levels.any.add(order.id);
    this.#filed.set(order.id, { symbol: order.symbol, watch });
  }

  remove(id: string): void {
    const filed = this.#filed.get(id);
    if (filed === undefined) return;
    this.#filed.delete(id);
    const levels = this.#symbols.get(filed.symbol);
    if (levels === undefined) return;
    if (filed.watch.up !== null) take(levels.up, { price: filed.watch.up, id });
    if (filed.watch.down !== null) take(levels.down, { price: filed.watch.down, id });
    levels.any.delete(id);
    if (levels.size === 0) this.#symbols.delete(filed.symbol);
  }

  clear(): void {
    this.#symbols.clear();
    this.#filed.clear();
  }

  /** True when some armed order watches trades of `symbol`. */
  watches(symbol: string): boolean {
    return this.#symbols.has(symbol);
  }

  /** The orders a trade of `symbol` at `price` concerns, each once. */
  candidates(symbol: string, price: number): string[] {
    const levels = this.#symbols.get(symbol);
    if (levels === undefined) return [];
    const out = new Set<string>(levels.any);
    // `up` levels at or below the price, `down` levels at or above it.
    const upEnd = firstAbove(levels.up, price);
    for (let i = 0; i < upEnd; i++) out.add((levels.up[i] as Level).id);
    for (let i = firstAtOrAbove(levels.down, price); i < levels.down.length; i++)
      out.add((levels.down[i] as Level).id);
    return [...out];
  }

  get size(): number {
    return this.#filed.size;
  }
}

/** Index of the first level above `price` (levels sorted ascending). */
function firstAbove(levels: readonly Level[], price: number): number {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((levels[mid] as Level).price <= price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first level at or above `price`. */
function firstAtOrAbove(levels: readonly Level[], price: number): number {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((levels[mid] as Level).price < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insert(levels: Level[], level: Level): void {
  levels.splice(firstAbove(levels, level.price), 0, level);
}

function take(levels: Level[], level: Level): void {
  for (let i = firstAtOrAbove(levels, level.price); i < levels.length; i++) {
    const at = levels[i] as Level;
    if (at.price !== level.price) return;
    if (at.id === level.id) {
      levels.splice(i, 1);
      return;
    }
  }
}
