/**
 * Trailing stops of one symbol and side that share their best price, kept as one group so that a
 * new high (a sell's) or low (a buy's) moves the group, not each of its orders: every trailing
 * sell armed before the current high has that high as its best, so one number stands for all.
 * The group holds that number — its members read their best from it — and the database holds it
 * once per group too (`trailing_groups`; docs/conditional-orders.md, "The durable best").
 *
 * Members are sorted by distance — amounts and ppm apart, since at one best a larger distance is
 * a larger gap in either kind but an amount and a ppm compare differently at each best — so the
 * orders a trade fires are a prefix of each list.
 */
import type { IsoDate, Side } from "@bangia/market";
import type { ConditionalOrder, TrailingDistance } from "./conditional-order";
import { ppmDistance } from "./trailing-stop";

/** A group as the database keeps it: its best, or (an alias) the group it was merged into. */
export interface TrailGroupRow {
  readonly id: number;
  readonly symbol: string;
  readonly side: Side;
  /** The group's best when it was written; an alias's is not read. */
  readonly best: number;
  /** The group whose best this one's members share now (always a group merged into nothing). */
  readonly mergedInto: number | null;
}

/**
 * The groups worth keeping: those the armed trailing stops name, and the groups these were merged
 * into. Any other row is named by no order that can still fire (the others' rows name none).
 */
export function namedGroups(
  orders: readonly ConditionalOrder[],
  rows: ReadonlyMap<number, TrailGroupRow>,
): Set<number> {
  const kept = new Set<number>();
  for (const order of orders) {
    const { condition } = order;
    if (order.status !== "PENDING_TRIGGER" || condition.kind !== "trailing" || condition.group === undefined)
      continue;
    // The group it names, and the one that was merged into (one step, unless the rows say otherwise).
    for (let id: number | null = condition.group; id !== null && !kept.has(id);) {
      const row = rows.get(id);
      if (row === undefined) break;
      kept.add(id);
      id = row.mergedInto;
    }
  }
  return kept;
}

/** A stop in a group; `S` is what the index files it by (its slot). */
export interface Member<S = unknown> {
  /** The order's slot in the index. */
  readonly slot: S;
  /** The distance's amount, or its ppm. */
  readonly value: number;
  readonly ppm: boolean;
  /** Its validity, and whether it is an exit (it acts only once its shares are settled). */
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly exit: boolean;
  /** The group it is in now (a merge moves it). */
  group: TrailGroup<S>;
}

export class TrailGroup<S = unknown> {
  /** Ascending by amount. */
  byAmount: Member<S>[] = [];
  /** Ascending by ppm. */
  byPpm: Member<S>[] = [];
  /**
   * Groups merged into this one that the database still holds: their rows point here, and so do
   * the rows of the orders that joined them. A merge points them at the group they are merged
   * into, so each is one step from its group's best.
   */
  aliases: number[] = [];
  /** Bounds over the members, for the common case that a new high moves them all (`allMove`). */
  #latestFrom = "";
  #earliestTo = "9999-12-31";
  #exits = 0;
  /**
   * The first of each list, kept as numbers: the group's levels and what a trade fires are
   * decided on them without visiting a member (each object visited may be a cache miss).
   */
  #minAmount = Infinity;
  #minPpm = Infinity;

  constructor(
    /** The group's row in `trailing_groups`. */
    readonly id: number,
    readonly symbol: string,
    readonly side: Side,
    public best: number,
  ) {}

  get size(): number {
    return this.byAmount.length + this.byPpm.length;
  }

  /** Members and aliases: what a merge moves, so the smaller side is the one moved. */
  get weight(): number {
    return this.size + this.aliases.length;
  }

  row(mergedInto: number | null = null): TrailGroupRow {
    return { id: this.id, symbol: this.symbol, side: this.side, best: this.best, mergedInto };
  }

  add(
    distance: TrailingDistance,
    slot: S,
    validity: { readonly from: IsoDate; readonly to: IsoDate; readonly exit: boolean },
  ): Member<S> {
    const ppm = distance.kind === "ppm";
    const value = ppm ? distance.ppm : distance.amount;
    const { from, to, exit } = validity;
    const member: Member<S> = { slot, value, ppm, from, to, exit, group: this };
    this.insert(member);
    return member;
  }

  /** Files a member (of another group, or new) in this one. */
  insert(member: Member<S>): void {
    member.group = this;
    const list = member.ppm ? this.byPpm : this.byAmount;
    list.splice(firstAbove(list, member.value), 0, member);
    this.#bound(member);
    this.#firsts();
  }

  delete(member: Member<S>): void {
    const list = member.ppm ? this.byPpm : this.byAmount;
    for (let i = firstAtOrAbove(list, member.value); i < list.length; i++) {
      const at = list[i] as Member<S>;
      if (at.value !== member.value) return;
      if (at === member) {
        list.splice(i, 1);
        if (member.exit) this.#exits--;
        if (i === 0) this.#firsts();
        return;
      }
    }
  }

  /**
   * True when a new high on `date` moves every member: none is an exit (which may wait for its
   * shares) and the day is inside every member's validity. The bounds only widen when a member
   * leaves, so this may answer false for a group that would move whole; `holdBack` then finds out.
   */
  allMove(date: IsoDate): boolean {
    return this.#exits === 0 && this.#latestFrom <= date && date <= this.#earliestTo;
  }

  /**
   * Takes out the members `held` says do not move on this trade and answers them; when every
   * member is held, none is taken out (the group stays where it is) and all are answered.
   */
  holdBack(held: (slot: S) => boolean): Member<S>[] {
    const out: Member<S>[] = [];
    for (const member of this.byAmount) if (held(member.slot)) out.push(member);
    for (const member of this.byPpm) if (held(member.slot)) out.push(member);
    if (out.length === 0 || out.length === this.size) return out;
    const stays = new Set(out);
    this.byAmount = this.byAmount.filter((member) => !stays.has(member));
    this.byPpm = this.byPpm.filter((member) => !stays.has(member));
    this.#latestFrom = "";
    this.#earliestTo = "9999-12-31";
    this.#exits = 0;
    for (const member of this.byAmount) this.#bound(member);
    for (const member of this.byPpm) this.#bound(member);
    this.#firsts();
    return out;
  }

  /** The smallest gap at the group's best: its level is best ∓ this (null when empty). */
  minGap(): number | null {
    if (this.#minAmount === Infinity && this.#minPpm === Infinity) return null;
    return Math.min(
      this.#minAmount,
      this.#minPpm === Infinity ? Infinity : ppmDistance(this.best, this.#minPpm),
    );
  }

  /**
   * The members a trade at `price` fires: those whose gap fits between the best (the group's, or
   * the one it is about to have) and the price.
   */
  firing(price: number, out: S[], best: number = this.best): void {
    const room = this.side === "S" ? best - price : price - best;
    if (this.#minAmount <= room)
      for (const member of this.byAmount) {
        if (member.value > room) break;
        out.push(member.slot);
      }
    if (this.#minPpm !== Infinity && ppmDistance(best, this.#minPpm) <= room)
      for (const member of this.byPpm) {
        if (ppmDistance(best, member.value) > room) break;
        out.push(member.slot);
      }
  }

  /**
   * Takes `other`'s members and aliases in (both lists stay sorted); `other` is left empty and
   * becomes an alias of this group. A few members are inserted one by one, many merged.
   */
  absorb(other: TrailGroup<S>): void {
    for (const member of other.byAmount) this.#bound(member);
    for (const member of other.byPpm) this.#bound(member);
    for (const member of other.byAmount) member.group = this;
    for (const member of other.byPpm) member.group = this;
    this.byAmount = merged(this.byAmount, other.byAmount);
    this.byPpm = merged(this.byPpm, other.byPpm);
    this.aliases.push(other.id, ...other.aliases);
    other.byAmount = [];
    other.byPpm = [];
    other.aliases = [];
    this.#firsts();
    other.#firsts();
  }

  #firsts(): void {
    this.#minAmount = this.byAmount[0]?.value ?? Infinity;
    this.#minPpm = this.byPpm[0]?.value ?? Infinity;
  }

  #bound(member: Member<S>): void {
    if (member.from > this.#latestFrom) this.#latestFrom = member.from;
    if (member.to < this.#earliestTo) this.#earliestTo = member.to;
    if (member.exit) this.#exits++;
  }
}

/** `into` with `from`'s members in, sorted: inserted one by one when few, else merged. */
function merged<S>(into: Member<S>[], from: readonly Member<S>[]): Member<S>[] {
  if (from.length === 0) return into;
  if (into.length === 0) return from as Member<S>[];
  if (from.length * 8 <= into.length) {
    for (const member of from) into.splice(firstAbove(into, member.value), 0, member);
    return into;
  }
  const out: Member<S>[] = [];
  let i = 0;
  let j = 0;
  while (i < into.length && j < from.length)
    out.push(
      (into[i] as Member<S>).value <= (from[j] as Member<S>).value
        ? (into[i++] as Member<S>)
        : (from[j++] as Member<S>),
    );
  while (i < into.length) out.push(into[i++] as Member<S>);
  while (j < from.length) out.push(from[j++] as Member<S>);
  return out;
}

function firstAbove(list: readonly Member[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Member).value <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstAtOrAbove(list: readonly Member[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Member).value < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
