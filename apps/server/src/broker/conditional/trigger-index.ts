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
 * that share a best have one fire level for all of them, and the symbol keeps its groups sorted by
 * best — a trade above the lowest sell best is a new high for the groups below it (a trade below
 * the highest buy best a new low), which it merges into one at its price. The groups' fire levels
 * are kept with the groups, not among the orders' levels, and the symbol keeps the highest of the
 * sells' and the lowest of the buys': a new best moves a number, not a level through a list. It
 * moves no order's entry and shows the engine none of the orders it moves, only those it may
 * fire: its cost does not grow with the trailing stops it moves. What the database must hold of it — the group's new
 * best, the merged groups pointed at the one they joined — the index records for the engine to
 * write (`takeGroupWrites`), with the orders a trade moved to another group (`takeRegrouped`).
 *
 * Orders are filed by their slot (`Slot`): the engine's holder of the order's current version,
 * on which the index keeps where it filed it. A trade's candidates are slots, so neither the
 * check nor the filing of what fired looks an order up by id: in a heap of 100,000 orders each
 * object visited is likely a cache miss (some 0.5 µs each on a loaded machine), and the check's
 * cost is mostly the number of objects it visits.
 */
import type { IsoDate } from "@bangia/market";
import type { ConditionalOrder, TrailingDistance } from "./conditional-order";
import { TrailGroup, type Member, type TrailGroupRow } from "./trailing-group";
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

/**
 * An order as the engine holds it — its current version — and where the index filed it. The
 * filing is kept on the slot itself (fields the index alone reads and writes), so an order that
 * fires leaves the index without another object visited.
 */
export class Slot {
  /** The symbol's levels it is filed in, or null while it is not filed (its removal looks nothing up). */
  filedIn: SymbolLevels | null = null;
  /** An order filed by its levels: what it watches, and its levels. */
  watch: Watch | null = null;
  up: Level | null = null;
  down: Level | null = null;
  /** A trailing stop with a best: its place in its symbol and side's group at that best. */
  member: Member<Slot> | null = null;

  constructor(public order: ConditionalOrder) {}
}

interface Level {
  readonly price: number;
  /** The order filed at this price. */
  readonly slot: Slot;
  /**
   * A `down` level's order's `up` price (Infinity when it has none), so a trade reaching both
   * shows the order once — a number, not the other level, so the scan visits no other object.
   */
  readonly upPrice: number;
  /** Taken out: left in its list until the list is compacted, skipped by every scan. */
  dead: boolean;
}

/**
 * A trailing group and its fire level: its best less (a buy's: plus) its smallest gap, null when
 * it is empty. Kept as a number in its symbol's `GroupsByBest` too, not as a level among the
 * orders': a new best moves it without a search through them.
 */
class FiledGroup extends TrailGroup<Slot> {
  fire: number | null = null;
}

/**
 * Levels sorted by price ascending. The prices are kept apart in an array of small integers, so a
 * binary search reads a few contiguous cache lines rather than one level object per probe. A
 * level taken out is only marked dead (an order that fires leaves its levels in O(1), however
 * many share its price) and the list is compacted once the dead are as many as the living.
 */
class LevelList {
  prices: number[] = [];
  levels: Level[] = [];
  /**
   * Every level before `head` and from `end` on is dead. Fired levels gather at the ends (a
   * trade fires the `up` levels at or below it, the `down` levels at or above), so a scan starts
   * at `head` and stops at `end` rather than stepping over them until the next compaction. The
   * scan itself brings the bounds in past the dead it steps over (`scan`): it visits those levels
   * anyway, where taking a level out or moving one would visit the levels at both bounds (two
   * objects, each likely a cache miss) only to look.
   */
  head = 0;
  end = 0;
  #dead = 0;

  /** Living levels. */
  get length(): number {
    return this.levels.length - this.#dead;
  }

  /** Index of the first level above `price`. */
  firstAbove(price: number): number {
    const { prices } = this;
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((prices[mid] as number) <= price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first level at or above `price`. */
  firstAtOrAbove(price: number): number {
    const { prices } = this;
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((prices[mid] as number) < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // Shifted by hand: `splice` allocates the array of what it removed at each call.
  insert(level: Level): Level {
    const { prices, levels } = this;
    const at = this.firstAbove(level.price);
    let i = levels.length;
    prices.push(level.price);
    levels.push(level);
    for (; i > at; i--) {
      prices[i] = prices[i - 1] as number;
      levels[i] = levels[i - 1] as Level;
    }
    prices[at] = level.price;
    levels[at] = level;
    this.#widen(at);
    return level;
  }

  take(level: Level): void {
    if (level.dead) return;
    level.dead = true;
    if (++this.#dead * 2 > this.levels.length && this.#dead >= 16) this.#compact();
  }

  /** A living level now at `at` (the levels after it shifted by one): the bounds take it in. */
  #widen(at: number): void {
    if (at < this.head) this.head = at;
    this.end = at < this.end ? this.end + 1 : at + 1;
  }

  #compact(): void {
    const prices: number[] = [];
    const levels: Level[] = [];
    for (let i = 0; i < this.levels.length; i++) {
      const level = this.levels[i] as Level;
      if (level.dead) continue;
      prices.push(this.prices[i] as number);
      levels.push(level);
    }
    this.prices = prices;
    this.levels = levels;
    this.head = 0;
    this.end = levels.length;
    this.#dead = 0;
  }
}

/**
 * A symbol and side's trailing groups, by best ascending: a handful, so a small sorted array (one
 * or two cache lines) rather than a hash map. A new high moves the lowest sell group up (a new low
 * the highest buy group down) without passing another, so its place in the array stays. Their
 * bests and fire levels are kept apart as numbers too: a search, and the question whether a trade
 * reaches a group's fire level, read them without visiting a group.
 */
class GroupsByBest {
  readonly #list: FiledGroup[] = [];
  /** `#list[i].best` */
  readonly bests: number[] = [];
  /** `#list[i].fire`, a group without one at the far end (-Infinity for sells, Infinity for buys). */
  readonly #fires: number[] = [];
  /**
   * `sell`: the sells' groups. `changed`: called after every change with the lowest and highest
   * best, and the fire level a trade must reach for some group to fire — the highest of the sells'
   * (a trade at or below it), the lowest of the buys' (the symbol keeps the three as numbers).
   */
  constructor(
    readonly sell: boolean,
    readonly changed: (low: number, high: number, reach: number) => void,
  ) {}

  get size(): number {
    return this.#list.length;
  }

  get(best: number): FiledGroup | undefined {
    const at = this.#at(best);
    const group = this.#list[at];
    return group?.best === best ? group : undefined;
  }

  has(best: number): boolean {
    return this.get(best) !== undefined;
  }

  /** Files a group at its best (no other group is there). */
  add(group: FiledGroup): void {
    const at = this.#at(group.best);
    this.#list.splice(at, 0, group);
    this.bests.splice(at, 0, group.best);
    this.#fires.splice(at, 0, this.#fireOf(group));
    this.#changed();
  }

  delete(group: FiledGroup): void {
    const at = this.#at(group.best);
    if (this.#list[at] === group) {
      this.#list.splice(at, 1);
      this.bests.splice(at, 1);
      this.#fires.splice(at, 1);
    }
    this.#changed();
  }

  /** Gives a group a new best; answers false (and changes nothing) when another group is in the way. */
  rebest(group: FiledGroup, best: number): boolean {
    const at = this.#at(group.best);
    if (this.#list[at] !== group) return false;
    const { bests } = this;
    if (
      (at > 0 && (bests[at - 1] as number) >= best) ||
      (at + 1 < bests.length && (bests[at + 1] as number) <= best)
    )
      return false;
    group.best = best;
    bests[at] = best;
    this.#changed();
    return true;
  }

  /** A group's fire level changed (`refile`): its number here follows, when the group is filed here. */
  refire(group: FiledGroup): void {
    const at = this.#at(group.best);
    if (this.#list[at] !== group) return;
    this.#fires[at] = this.#fireOf(group);
    this.#changed();
  }

  /** The groups a trade at `price` reaches the fire level of show the members whose gap it reaches. */
  reached(price: number, out: Slot[]): void {
    const fires = this.#fires;
    for (let i = 0; i < fires.length; i++)
      if (this.sell ? price <= (fires[i] as number) : price >= (fires[i] as number))
        (this.#list[i] as FiledGroup).firing(price, out);
  }

  values(): readonly FiledGroup[] {
    return this.#list;
  }

  #fireOf(group: FiledGroup): number {
    return group.fire ?? (this.sell ? -Infinity : Infinity);
  }

  #changed(): void {
    const { bests } = this;
    const fires = this.#fires;
    let reach = this.sell ? -Infinity : Infinity;
    for (const fire of fires) reach = this.sell ? Math.max(reach, fire) : Math.min(reach, fire);
    this.changed(bests[0] ?? Infinity, bests[bests.length - 1] ?? -Infinity, reach);
  }

  /** Index of the first group whose best is at or above `best`. */
  #at(best: number): number {
    const { bests } = this;
    let lo = 0;
    let hi = bests.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((bests[mid] as number) < best) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** One symbol's watched levels, each list sorted by price ascending. */
class SymbolLevels {
  constructor(readonly symbol: string) {}

  readonly up = new LevelList();
  readonly down = new LevelList();
  readonly any = new Set<Slot>();
  /** The size of `any`, on the symbol itself: a trade with none visits no set. */
  anyCount = 0;
  /** Trailing groups by their best price, sells and buys apart: one group per best. */
  readonly sells = new GroupsByBest(true, (low, _, reach) => {
    this.sellLow = low;
    this.sellReach = reach;
  });
  readonly buys = new GroupsByBest(false, (_, high, reach) => {
    this.buyHigh = high;
    this.buyReach = reach;
  });
  /**
   * The lowest sell group's best and the highest buy group's: a trade above the one is a new high
   * for some sell group, below the other a new low for some buy group — two numbers on the symbol,
   * so a trade that moves no group visits none.
   */
  sellLow = Infinity;
  buyHigh = -Infinity;
  /** Likewise the highest sell group's fire level and the lowest buy group's (`GroupsByBest`). */
  sellReach = -Infinity;
  buyReach = Infinity;

  groups(side: "B" | "S"): GroupsByBest {
    return side === "S" ? this.sells : this.buys;
  }

  get empty(): boolean {
    return (
      this.up.length === 0 &&
      this.down.length === 0 &&
      this.anyCount === 0 &&
      this.sells.size === 0 &&
      this.buys.size === 0
    );
  }
}

/** Whether a member of a group the trade moves stays where it is (not sellable yet, not in its validity). */
export type Held = (slot: Slot) => boolean;

export class TriggerIndex {
  readonly #symbols = new Map<string, SymbolLevels>();
  #filed = 0;
  /** Rows of `trailing_groups` to write (null: to delete), in order, since the last take. */
  #groupIds: number[] = [];
  #groupRows: (TrailGroupRow | null)[] = [];
  /** Orders a trade moved to another group than their row names, since the last take. */
  #regrouped: Slot[] = [];
  /** The highest group id given so far. */
  lastGroupId = 0;
  /** A trade's candidates and moved groups, reused from trade to trade (the check allocates little). */
  readonly #candidates: Slot[] = [];
  readonly #moving: FiledGroup[] = [];

  /**
   * Files the slot's order under what it watches now (and out of what it watched before);
   * answers the trailing group it is in, or null when it is in none.
   */
  put(slot: Slot): TrailGroup<Slot> | null {
    const { order } = slot;
    const watch = watchOf(order);
    const trail = watch === null ? null : trailOf(order);
    // Filed as it stands already (a trailing stop in its group): nothing to do.
    if (slot.filedIn?.symbol === order.symbol && isFiledAs(slot, watch, trail, order))
      return slot.member?.group ?? null;
    this.remove(slot);
    if (watch === null) return null;
    const levels = this.#levels(order.symbol);
    this.#filed++;
    slot.filedIn = levels;
    if (trail !== null) {
      const at = levels.groups(trail.side).get(trail.best) ?? this.#newGroup(levels, order.symbol, trail);
      slot.member = at.add(trail.distance, slot, {
        from: order.fromDate,
        to: order.toDate,
        exit: order.parentId !== null,
      });
      refile(levels, at);
      return at;
    }
    const up =
      watch.up === null ? null : levels.up.insert({ price: watch.up, slot, upPrice: Infinity, dead: false });
    const down =
      watch.down === null
        ? null
        : levels.down.insert({
            price: watch.down,
            slot,
            upPrice: watch.up ?? Infinity,
            dead: false,
          });
    if (watch.any) {
      levels.any.add(slot);
      levels.anyCount = levels.any.size;
    }
    slot.watch = watch;
    slot.up = up;
    slot.down = down;
    return null;
  }

  /**
   * A group as the database holds it (loading): its members join it as they are put. Answers
   * false when the symbol and side have a group at that best already (they never do unless the
   * rows disagree); its members then join that one, as orders whose row names another group.
   */
  restoreGroup(row: TrailGroupRow, aliases: readonly number[]): boolean {
    const groups = this.#levels(row.symbol).groups(row.side);
    if (groups.has(row.best)) return false;
    const group = new FiledGroup(row.id, row.symbol, row.side, row.best);
    group.aliases.push(...aliases);
    groups.add(group);
    if (row.id > this.lastGroupId) this.lastGroupId = row.id;
    return true;
  }

  /** Groups restored that no order joined (loading): out of memory, their rows left as they are. */
  dropEmptyGroups(): void {
    for (const [symbol, levels] of this.#symbols) {
      for (const groups of [levels.sells, levels.buys])
        for (const group of [...groups.values()]) if (group.size === 0) groups.delete(group);
      if (levels.empty) this.#symbols.delete(symbol);
    }
  }

  remove(slot: Slot): void {
    const levels = slot.filedIn;
    if (levels === null) return;
    const { member, up, down, watch } = slot;
    slot.filedIn = null;
    slot.member = null;
    slot.watch = null;
    slot.up = null;
    slot.down = null;
    this.#filed--;
    if (member !== null) {
      const group = member.group as FiledGroup;
      group.delete(member);
      if (group.size === 0) {
        levels.groups(group.side).delete(group);
        // No order's row names the group or its aliases any more.
        this.#writeGroup(group.id, null);
        for (const alias of group.aliases) this.#writeGroup(alias, null);
      }
      refile(levels, group);
    } else {
      if (up !== null) levels.up.take(up);
      if (down !== null) levels.down.take(down);
      if (watch?.any === true) {
        levels.any.delete(slot);
        levels.anyCount = levels.any.size;
      }
    }
    if (levels.empty) this.#symbols.delete(levels.symbol);
  }

  clear(): void {
    this.#symbols.clear();
    this.#filed = 0;
    this.#groupIds = [];
    this.#groupRows = [];
    this.#regrouped = [];
    this.lastGroupId = 0;
  }

  /** True when some armed order watches trades of `symbol`. */
  watches(symbol: string): boolean {
    return this.#symbols.has(symbol);
  }

  /** The trailing group an order is in, or null. */
  groupOf(slot: Slot): TrailGroup<Slot> | null {
    return slot.member?.group ?? null;
  }

  /**
   * A continuous trade of `symbol` at `price` on `date`: the trailing groups it gives a new best
   * are one group at its price (each of their orders' best is now the price, as evaluateTrade's
   * ratchet has it), but for the members `held` keeps back, which stay at their best. Answers the
   * orders the trade may fire or change one by one — those whose level it reaches, the trailing
   * stops whose gap it crosses, the orders watching every trade — each once; not the orders it
   * only moved. The list answered is the index's own, good until the next trade.
   */
  trade(symbol: string, price: number, date: IsoDate, held: Held): readonly Slot[] {
    const out = this.#candidates;
    // Emptied only when it holds something: setting an array's length is a call into the runtime.
    if (out.length > 0) out.length = 0;
    const levels = this.#symbols.get(symbol);
    if (levels === undefined) return out;
    if (levels.anyCount > 0) for (const slot of levels.any) out.push(slot);
    scan(levels, price, out);
    // The trailing groups whose fire level it reaches.
    if (price <= levels.sellReach) levels.sells.reached(price, out);
    if (price >= levels.buyReach) levels.buys.reached(price, out);
    // A new high for the sell groups whose best is below the price (the first of their list), a
    // new low for the buy groups whose best is above it (the last of theirs).
    if (price > levels.sellLow || price < levels.buyHigh) {
      const moving = this.#moving;
      const sells = levels.sells.values();
      const sellBests = levels.sells.bests;
      for (let i = 0; i < sellBests.length && (sellBests[i] as number) < price; i++)
        moving.push(sells[i] as FiledGroup);
      const buys = levels.buys.values();
      const buyBests = levels.buys.bests;
      for (let i = buyBests.length - 1; i >= 0 && (buyBests[i] as number) > price; i--)
        moving.push(buys[i] as FiledGroup);
      if (moving.length > 0) {
        this.#ratchet(levels, moving, price, date, held, out);
        moving.length = 0;
      }
    }
    return out;
  }

  /** Hands over the group rows to write since the last take, in order (null: delete the row). */
  takeGroupWrites(to: { writeTrailGroup(id: number, row: TrailGroupRow | null): void }): void {
    const ids = this.#groupIds;
    if (ids.length === 0) return;
    const rows = this.#groupRows;
    for (let i = 0; i < ids.length; i++)
      to.writeTrailGroup(ids[i] as number, rows[i] as TrailGroupRow | null);
    ids.length = 0;
    rows.length = 0;
  }

  /** The orders a trade moved to another group since the last take: their rows must name it. */
  takeRegrouped(): readonly Slot[] {
    if (this.#regrouped.length === 0) return NO_SLOTS;
    const out = this.#regrouped;
    this.#regrouped = [];
    return out;
  }

  get size(): number {
    return this.#filed;
  }

  #writeGroup(id: number, row: TrailGroupRow | null): void {
    this.#groupIds.push(id);
    this.#groupRows.push(row);
  }

  #levels(symbol: string): SymbolLevels {
    let levels = this.#symbols.get(symbol);
    if (levels === undefined) this.#symbols.set(symbol, (levels = new SymbolLevels(symbol)));
    return levels;
  }

  #newGroup(
    levels: SymbolLevels,
    symbol: string,
    trail: { readonly side: "B" | "S"; readonly best: number },
  ): FiledGroup {
    const group = new FiledGroup(++this.lastGroupId, symbol, trail.side, trail.best);
    levels.groups(trail.side).add(group);
    this.#writeGroup(group.id, group.row());
    return group;
  }

  /**
   * A new high (for sells) or low (for buys) at `price`: the groups it moved become one group
   * whose best is the price — the heaviest of them and the one already at the price, so each
   * member and alias is moved O(log n) times over its life — and the lighter ones its aliases.
   * Members held back stay at their best, in a new group there.
   */
  #ratchet(
    levels: SymbolLevels,
    moving: readonly FiledGroup[],
    price: number,
    date: IsoDate,
    held: Held,
    out: Slot[],
  ): void {
    // Most often one group moves, on one side: no list is built for it.
    if (moving.length === 1) {
      const only = moving[0] as FiledGroup;
      if (only.allMove(date) && this.#raise(levels, only, price, out)) return;
    }
    for (const side of SIDES) {
      const groups = levels.groups(side);
      const merging: FiledGroup[] = [];
      const heldBack: { readonly best: number; readonly members: readonly Member<Slot>[] }[] = [];
      for (const group of moving) {
        if (group.side !== side) continue;
        if (!group.allMove(date)) {
          const size = group.size;
          const kept = group.holdBack(held);
          // Nothing of it moves: it stays where it is.
          if (kept.length === size) continue;
          if (kept.length > 0) heldBack.push({ best: group.best, members: kept });
        }
        merging.push(group);
      }
      if (merging.length === 0) continue;
      const there = groups.get(price);
      if (there !== undefined) merging.push(there);
      let into = merging[0] as FiledGroup;
      for (const group of merging) if (group.weight > into.weight) into = group;
      for (const group of merging) groups.delete(group);
      // At their new best, the members whose gap is nothing fire (the group already at the price
      // showed its own with its fire level).
      for (const group of merging) if (group !== there) group.firing(price, out, price);
      for (const group of merging) {
        if (group === into) continue;
        const alias = { id: 0, symbol: into.symbol, side, best: price, mergedInto: into.id };
        this.#writeGroup(group.id, { ...alias, id: group.id });
        for (const id of group.aliases) this.#writeGroup(id, { ...alias, id });
        into.absorb(group);
        refile(levels, group);
      }
      if (into.best !== price) {
        into.best = price;
        this.#writeGroup(into.id, into.row());
      }
      groups.add(into);
      refile(levels, into);
      for (const { best, members } of heldBack) {
        const group = new FiledGroup(++this.lastGroupId, into.symbol, side, best);
        for (const member of members) {
          group.insert(member);
          this.#regrouped.push(member.slot);
        }
        groups.add(group);
        refile(levels, group);
        this.#writeGroup(group.id, group.row());
      }
    }
  }

  /**
   * One group, all of it moving, to a price no other group is at: its best is the price (false,
   * and nothing done, when another group is there).
   */
  #raise(levels: SymbolLevels, group: FiledGroup, price: number, out: Slot[]): boolean {
    if (!levels.groups(group.side).rebest(group, price)) return false;
    // At its new best, the members whose gap is nothing fire.
    group.firing(price, out);
    refile(levels, group);
    this.#writeGroup(group.id, group.row());
    return true;
  }
}

const SIDES = ["S", "B"] as const;
const NO_SLOTS: readonly Slot[] = [];

/** A trailing stop's filing: its side, best and distance, or null before its first trade. */
function trailOf(order: ConditionalOrder) {
  const { condition, side } = order;
  if (condition.kind !== "trailing" || condition.best === null) return null;
  return { side, best: condition.best, distance: condition.distance };
}

function isFiledAs(
  slot: Slot,
  watch: Watch | null,
  trail: ReturnType<typeof trailOf>,
  order: ConditionalOrder,
): boolean {
  if (watch === null) return false;
  const { member } = slot;
  if (member !== null)
    return (
      trail !== null &&
      member.group.side === trail.side &&
      member.group.best === trail.best &&
      isDistance(member, trail.distance) &&
      member.from === order.fromDate &&
      member.to === order.toDate &&
      member.exit === (order.parentId !== null)
    );
  const filed = slot.watch;
  return (
    trail === null &&
    filed !== null &&
    filed.up === watch.up &&
    filed.down === watch.down &&
    filed.any === watch.any
  );
}

function isDistance(member: Member<Slot>, distance: TrailingDistance): boolean {
  return distance.kind === "ppm"
    ? member.ppm && member.value === distance.ppm
    : !member.ppm && member.value === distance.amount;
}

/** The orders a trade at `price` concerns: `up` levels at or below it, `down` levels at or above. */
function scan(levels: SymbolLevels, price: number, out: Slot[]): void {
  const { up, down } = levels;
  const upLevels = up.levels;
  const upEnd = Math.min(up.firstAbove(price), up.end);
  // The dead it steps over first are the list's first living ones' no more: the head passes them.
  let i = up.head;
  while (i < upEnd && (upLevels[i] as Level).dead) i++;
  up.head = i;
  for (; i < upEnd; i++) take1(upLevels[i] as Level, out);
  const downLevels = down.levels;
  const from = Math.max(down.firstAtOrAbove(price), down.head);
  // Likewise the dead it would step over last: the end comes back past them.
  let end = down.end;
  while (end > from && (downLevels[end - 1] as Level).dead) end--;
  down.end = end;
  for (let j = from; j < end; j++) {
    const level = downLevels[j] as Level;
    // Its `up` was reached too (a bracket whose legs cross): shown once.
    if (level.upPrice > price) take1(level, out);
  }
}

function take1(level: Level, out: Slot[]): void {
  if (!level.dead) out.push(level.slot);
}

/** Files a group's fire level at its best less (a buy's: plus) its smallest gap again (none when empty). */
function refile(levels: SymbolLevels, group: FiledGroup): void {
  const gap = group.minGap();
  const sell = group.side === "S";
  group.fire = gap === null ? null : sell ? group.best - gap : group.best + gap;
  levels.groups(group.side).refire(group);
}
