/**
 * Trailing stops of one symbol and side that share their best price, kept as one group so that a
 * new high (a sell's) or low (a buy's) moves the group, not each of its orders: every trailing
 * sell armed before the current high has that high as its best, so one number stands for all.
 *
 * Members are sorted by distance — amounts and ppm apart, since at one best a larger distance is
 * a larger gap in either kind but an amount and a ppm compare differently at each best — so the
 * orders a trade fires are a prefix of each list.
 */
import type { Side } from "@bangia/market";
import type { TrailingDistance } from "./conditional-order";
import { trailingDistance } from "./trailing-stop";

export interface Member {
  readonly id: string;
  /** The distance's amount, or its ppm. */
  readonly value: number;
  readonly ppm: boolean;
  /** The group it is in now (a merge moves it). */
  group: TrailGroup;
}

export class TrailGroup {
  /** Ascending by amount. */
  byAmount: Member[] = [];
  /** Ascending by ppm. */
  byPpm: Member[] = [];

  constructor(
    readonly side: Side,
    public best: number,
  ) {}

  get size(): number {
    return this.byAmount.length + this.byPpm.length;
  }

  add(distance: TrailingDistance, id: string): Member {
    const ppm = distance.kind === "ppm";
    const member: Member = { id, value: ppm ? distance.ppm : distance.amount, ppm, group: this };
    const list = ppm ? this.byPpm : this.byAmount;
    list.splice(firstAbove(list, member.value), 0, member);
    return member;
  }

  delete(member: Member): void {
    const list = member.ppm ? this.byPpm : this.byAmount;
    for (let i = firstAtOrAbove(list, member.value); i < list.length; i++) {
      const at = list[i] as Member;
      if (at.value !== member.value) return;
      if (at === member) {
        list.splice(i, 1);
        return;
      }
    }
  }

  /** The smallest gap at the group's best: its level is best ∓ this (null when empty). */
  minGap(): number | null {
    const amount = this.byAmount[0];
    const ppm = this.byPpm[0];
    if (amount === undefined && ppm === undefined) return null;
    const fromPpm = ppm === undefined ? Infinity : ppmGap(this.best, ppm.value);
    return Math.min(amount?.value ?? Infinity, fromPpm);
  }

  /** The members a trade at `price` fires: those whose gap fits between the best and the price. */
  firing(price: number, out: Set<string>): void {
    const room = this.side === "S" ? this.best - price : price - this.best;
    for (const member of this.byAmount) {
      if (member.value > room) break;
      out.add(member.id);
    }
    for (const member of this.byPpm) {
      if (ppmGap(this.best, member.value) > room) break;
      out.add(member.id);
    }
  }

  /** Takes `other`'s members in (both lists stay sorted). */
  absorb(other: TrailGroup): void {
    for (const member of other.byAmount) member.group = this;
    for (const member of other.byPpm) member.group = this;
    this.byAmount = mergeSorted(this.byAmount, other.byAmount);
    this.byPpm = mergeSorted(this.byPpm, other.byPpm);
  }
}

/** The same rounding as `trailingDistance`, so the group fires exactly what each order would. */
function ppmGap(best: number, ppm: number): number {
  return trailingDistance({ kind: "ppm", ppm }, best);
}

function mergeSorted(a: readonly Member[], b: readonly Member[]): Member[] {
  if (b.length === 0) return a as Member[];
  if (a.length === 0) return b as Member[];
  const out: Member[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length)
    out.push((a[i] as Member).value <= (b[j] as Member).value ? (a[i++] as Member) : (b[j++] as Member));
  while (i < a.length) out.push(a[i++] as Member);
  while (j < b.length) out.push(b[j++] as Member);
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
