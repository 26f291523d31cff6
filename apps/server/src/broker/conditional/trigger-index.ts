/**
 * Armed conditional orders by the prices that concern them, so a trade looks only at the orders
 * it may fire or move — never at every order waiting on its symbol.
 *
 * Each armed order watches up to two levels: a trade at or above `up`, or at or below `down`,
 * must be shown to it (its trigger is crossed, or a trailing stop's best moves); a few watch
 * every trade (`any`: the next-trade leg of an arbitrage, a trailing stop before its first
 * trade). Per symbol the levels are kept sorted, so a trade's candidates are a prefix of the
 * `up` list and a suffix of the `down` list: O(log n + k) for k candidates.
 *
 * Trailing stops with a best are filed by group (trailing-group.ts): the sells (buys) of a symbol
 * that share a best file one move level and one fire level for all of them, and a new high (low)
 * merges the groups it passes into one at its price — it moves no order's entries, so its cost
 * does not grow with the trailing stops it moves (each still has its best written by the engine).
 */
import type { ConditionalOrder, TrailingDistance } from "./conditional-order";
import { TrailGroup, type Member } from "./trailing-group";
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
  /** The order filed at this price, or the trailing group. */
  readonly id: string | null;
  readonly group: FiledGroup | null;
}

/** A trailing group and its two levels: its move (a new high or low) and its fire level. */
interface FiledGroup {
  readonly group: TrailGroup;
  move: Level | null;
  fire: Level | null;
}

type Filed =
  | {
      readonly symbol: string;
      readonly watch: Watch;
      readonly up: Level | null;
      readonly down: Level | null;
      readonly trail: null;
    }
  | {
      readonly symbol: string;
      readonly watch: null;
      readonly up: null;
      readonly down: null;
      /** A trailing stop with a best: a member of its symbol and side's group at that best. */
      readonly trail: { readonly member: Member; readonly distance: TrailingDistance };
    };

/** One symbol's watched levels, each list sorted by price ascending. */
class SymbolLevels {
  readonly up: Level[] = [];
  readonly down: Level[] = [];
  readonly any = new Set<string>();
  /** Trailing groups by their best price, sells and buys apart. */
  readonly groups = { S: new Map<number, FiledGroup>(), B: new Map<number, FiledGroup>() };

  get size(): number {
    return this.up.length + this.down.length + this.any.size;
  }
}

export class TriggerIndex {
  readonly #symbols = new Map<string, SymbolLevels>();
  /** What each indexed order was filed under, to take it out again. */
  readonly #filed = new Map<string, Filed>();

  /** Files `order` under what it watches now (and out of what it watched before). */
  put(order: ConditionalOrder): void {
    const filed = this.#filed.get(order.id);
    const watch = watchOf(order);
    const trail = watch === null ? null : trailOf(order);
    // Filed as it stands already (a trailing stop the trade's ratchet moved): nothing to do.
    if (filed !== undefined && filed.symbol === order.symbol && isFiledAs(filed, watch, trail)) return;
    this.remove(order.id);
    if (watch === null) return;
    let levels = this.#symbols.get(order.symbol);
    if (levels === undefined) this.#symbols.set(order.symbol, (levels = new SymbolLevels()));
    if (trail !== null) {
      const groups = levels.groups[trail.side];
      let at = groups.get(trail.best);
      if (at === undefined) {
        at = { group: new TrailGroup(trail.side, trail.best), move: null, fire: null };
        groups.set(trail.best, at);
      }
      const member = at.group.add(trail.distance, order.id);
      refile(levels, at);
      this.#filed.set(order.id, {
        symbol: order.symbol,
        watch: null,
        up: null,
        down: null,
        trail: { member, distance: trail.distance },
      });
      return;
    }
    const up = watch.up === null ? null : insert(levels.up, { price: watch.up, id: order.id, group: null });
    const down =
      watch.down === null ? null : insert(levels.down, { price: watch.down, id: order.id, group: null });
    if (watch.any) levels.any.add(order.id);
    this.#filed.set(order.id, { symbol: order.symbol, watch, up, down, trail: null });
  }

  remove(id: string): void {
    const filed = this.#filed.get(id);
    if (filed === undefined) return;
    this.#filed.delete(id);
    const levels = this.#symbols.get(filed.symbol);
    if (levels === undefined) return;
    if (filed.trail !== null) {
      const { group } = filed.trail.member;
      const at = levels.groups[group.side].get(group.best) as FiledGroup;
      group.delete(filed.trail.member);
      if (group.size === 0) levels.groups[group.side].delete(group.best);
      refile(levels, at);
    } else {
      if (filed.up !== null) take(levels.up, filed.up);
      if (filed.down !== null) take(levels.down, filed.down);
      levels.any.delete(id);
    }
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

  /** The orders a trade of `symbol` at `price` concerns (fires or moves), each once. */
  candidates(symbol: string, price: number): string[] {
    const levels = this.#symbols.get(symbol);
    return levels === undefined ? [] : scan(levels, price, null);
  }

  /**
   * The candidates of a continuous trade, after which the trailing groups the trade moved are
   * one group at its price — each of their orders' best is now the price (evaluateTrade's ratchet).
   * The caller puts every candidate again: one the trade did not move after all is filed back.
   */
  trade(symbol: string, price: number): string[] {
    const levels = this.#symbols.get(symbol);
    if (levels === undefined) return [];
    const moving: FiledGroup[] = [];
    const ids = scan(levels, price, moving);
    if (moving.length > 0) ratchet(levels, moving, price);
    return ids;
  }

  get size(): number {
    return this.#filed.size;
  }
}

/** A trailing stop's filing: its side, best and distance, or null before its first trade. */
function trailOf(order: ConditionalOrder) {
  const { condition, side } = order;
  if (condition.kind !== "trailing" || condition.best === null) return null;
  return { side, best: condition.best, distance: condition.distance };
}

function isFiledAs(filed: Filed, watch: Watch | null, trail: ReturnType<typeof trailOf>): boolean {
  if (watch === null) return false;
  if (filed.trail !== null)
    return (
      trail !== null &&
      filed.trail.member.group.side === trail.side &&
      filed.trail.member.group.best === trail.best &&
      sameDistance(filed.trail.distance, trail.distance)
    );
  return (
    trail === null &&
    filed.watch.up === watch.up &&
    filed.watch.down === watch.down &&
    filed.watch.any === watch.any
  );
}

function sameDistance(a: TrailingDistance, b: TrailingDistance): boolean {
  return a.kind === "amount"
    ? b.kind === "amount" && a.amount === b.amount
    : b.kind === "ppm" && a.ppm === b.ppm;
}

/**
 * The orders a trade at `price` concerns: `up` levels at or below it, `down` levels at or above.
 * A trailing group's move level brings all its orders (their best moves; `moving` collects the
 * group), its fire level those whose gap the trade reaches.
 */
function scan(levels: SymbolLevels, price: number, moving: FiledGroup[] | null): string[] {
  const out = new Set<string>(levels.any);
  const upEnd = firstAbove(levels.up, price);
  for (let i = 0; i < upEnd; i++) take1(levels.up[i] as Level, price, out, moving);
  for (let i = firstAtOrAbove(levels.down, price); i < levels.down.length; i++)
    take1(levels.down[i] as Level, price, out, moving);
  return [...out];
}

function take1(level: Level, price: number, out: Set<string>, moving: FiledGroup[] | null): void {
  if (level.id !== null) {
    out.add(level.id);
    return;
  }
  const at = level.group as FiledGroup;
  if (level !== at.move) return at.group.firing(price, out);
  for (const member of at.group.byAmount) out.add(member.id);
  for (const member of at.group.byPpm) out.add(member.id);
  moving?.push(at);
}

/**
 * A new high (for sells) or low (for buys) at `price`: the groups it moved become one group
 * whose best is the price — the one already there, else the largest of them — so the index
 * moves groups, never each order.
 */
function ratchet(levels: SymbolLevels, moving: readonly FiledGroup[], price: number): void {
  for (const side of ["S", "B"] as const) {
    const moved = moving.filter((at) => at.group.side === side);
    if (moved.length === 0) continue;
    const groups = levels.groups[side];
    const there = groups.get(price);
    const into = there ?? moved.reduce((largest, at) => (at.group.size > largest.group.size ? at : largest));
    for (const at of moved) {
      groups.delete(at.group.best);
      if (at === into) continue;
      into.group.absorb(at.group);
      at.group.byAmount = [];
      at.group.byPpm = [];
      refile(levels, at);
    }
    into.group.best = price;
    groups.set(price, into);
    refile(levels, into);
  }
}

/** Files a group's levels at its best and smallest gap again (takes them out when it is empty). */
function refile(levels: SymbolLevels, at: FiledGroup): void {
  const { group } = at;
  const gap = group.minGap();
  const sell = group.side === "S";
  const move = gap === null ? null : sell ? group.best + 1 : group.best - 1;
  const fire = gap === null ? null : sell ? group.best - gap : group.best + gap;
  const [moveList, fireList] = sell ? [levels.up, levels.down] : [levels.down, levels.up];
  if (at.move?.price !== move) {
    if (at.move !== null) take(moveList, at.move);
    at.move = move === null ? null : insert(moveList, { price: move, id: null, group: at });
  }
  if (at.fire?.price !== fire) {
    if (at.fire !== null) take(fireList, at.fire);
    at.fire = fire === null ? null : insert(fireList, { price: fire, id: null, group: at });
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

function insert(levels: Level[], level: Level): Level {
  levels.splice(firstAbove(levels, level.price), 0, level);
  return level;
}

function take(levels: Level[], level: Level): void {
  for (let i = firstAtOrAbove(levels, level.price); i < levels.length; i++) {
    const at = levels[i] as Level;
    if (at.price !== level.price) return;
    if (at === level) {
      levels.splice(i, 1);
      return;
    }
  }
}
