/**
 * The conditional-order engine: the orders waiting for their condition, and what they do when
 * the market meets it. It lives inside the order desk's sequence — the desk hands it the
 * exchange's trades, session changes and its own orders' changes, and each step's outcome (a
 * trigger, the child order it sends, a status) is written in the same batch as everything else
 * that step moved. So a trigger and its child land together or not at all, and after a crash the
 * exchange's replayed tail fires exactly what the database does not hold yet: a conditional order
 * acts once.
 *
 * The rules are pure (trigger-evaluation, status-transitions, fill-arming, validity); this
 * module keeps the orders, indexes them, and applies the rules through the host the desk gives it
 * for each step (`EngineHost`). Choices: docs/conditional-orders.md.
 */
import { exchangeTimeAt, type HolidayList, type IsoDate, type TradingPhase } from "@bangia/market";
import type { AccountNotice } from "../account-notice";
import type { ChildOrder, Condition, ConditionalOrder } from "./conditional-order";
import { firedWith, isFinalStatus, revised, withChildSent } from "./conditional-order";
import type { ConditionalAnswer, ConditionalEdit, ConditionalPlaceRequest } from "./conditional-requests";
import { armForFill } from "./fill-arming";
import { MAX_LIVE_CONDITIONAL_ORDERS } from "./placement-rules";
import { nextStatus, type StatusEvent } from "./status-transitions";
import type { TrailGroup, TrailGroupRow } from "./trailing-group";
import { evaluateTrade, judgeTrade, triggersIn, type Verdict } from "./trigger-evaluation";
import { Slot, TriggerIndex, type Held } from "./trigger-index";
import { isValidityOver, tcoDayPlan } from "./validity";

/** 40038: the account has as many live conditional orders as it may (placement-rules.ts). */
export const TOO_MANY_CONDITIONAL_ORDERS = 40038;
/** 40039: no such order on this account. */
export const NO_SUCH_CONDITIONAL_ORDER = 40039;

/** A child order as the desk placed it, or the code it refused it with. */
export type ChildOutcome =
  { readonly ok: true; readonly orderNo: number } | { readonly ok: false; readonly code: number | string };

/** What the engine reads of one child order (a broker order). */
export interface ChildState {
  readonly volume: number;
  readonly matched: number;
  readonly working: boolean;
  readonly tradeDate: IsoDate;
}

/** The desk, as one step of its sequence shows it to the engine. */
export interface EngineHost {
  /** Market-clock epoch ms of the step. */
  readonly now: number;
  readonly today: IsoDate;
  readonly holidays: HolidayList;
  /** The session phase of the symbol's venue at this point of the sequence. */
  phaseOf(symbol: string): TradingPhase;
  /** The venue whose sessions the symbol trades in. */
  venueOf(symbol: string): string | undefined;
  band(symbol: string): { readonly floor: number; readonly ceiling: number } | null;
  /** The day shares bought on `date` settle (T+2), and whether that settlement is done by now. */
  settlementDate(date: IsoDate): IsoDate;
  isSettled(settleDate: IsoDate): boolean;
  /**
   * Places a child through the same checks as a customer's order, in this step's batch. `parent`:
   * the order whose child it is, its `children` those it sent before this one.
   */
  place(parent: ConditionalOrder, child: ChildOrder): ChildOutcome;
  cancelChild(account: string, orderNo: number): void;
  child(orderNo: number): ChildState | undefined;
  /** Writes the order in this step's batch. */
  write(order: ConditionalOrder): void;
  /** Writes a trailing group's row in this step's batch (null: deletes it). */
  writeTrailGroup(id: number, row: TrailGroupRow | null): void;
  /** Tells the account, once the batch is written. */
  notify(notice: AccountNotice): void;
}

/** A fill of a child order, as the engine needs it. */
export interface ChildFill {
  readonly tradeId: number;
  readonly volume: number;
  readonly price: number;
  readonly time: number;
  readonly date: IsoDate;
}

/** How a child order ended, when it ended unfilled in part or whole. */
export type ChildEnd = "CANCELLED" | "EXPIRED" | "REJECTED";

/** Kinds whose own order is sent as soon as they are effective (not on a price). */
const SENT_WHEN_EFFECTIVE = new Set<ConditionalOrder["condition"]["kind"]>([
  "exits-per-fill",
  "reciprocal-per-fill",
  "daily",
]);

export class ConditionalEngine {
  /** Every order kept, by id: its slot holds its current version (and where the index filed it). */
  readonly #orders = new Map<string, Slot>();
  /** Armed orders by the trade prices that concern them. */
  readonly #triggers = new TriggerIndex();
  readonly #byChild = new Map<number, string>();
  readonly #byRef = new Map<string, string>();
  readonly #byAccount = new Map<string, Set<string>>();
  /**
   * Trailing stops whose row on disk does not name the group they are in (loaded without one, or
   * naming a group the rows disagree on): written with it by the next step, before any new best.
   */
  readonly #unsaved = new Set<Slot>();
  #lastNo = 0;
  /** The trade being checked, for `#held` (a field, so the check allocates no closure). */
  #heldDate: IsoDate = "";
  #heldHost: EngineHost | null = null;

  /**
   * The orders the desk keeps: every live one and today's ended ones; `lastNo` the highest id
   * given; `groups` the rows of `trailing_groups` — an armed trailing stop whose row names a group
   * has that group's best (the best its row holds is only what it was when the row was written).
   */
  load(orders: readonly ConditionalOrder[], lastNo: number, groups: readonly TrailGroupRow[] = []): void {
    this.#orders.clear();
    this.#triggers.clear();
    this.#byChild.clear();
    this.#byRef.clear();
    this.#byAccount.clear();
    this.#unsaved.clear();
    this.#lastNo = lastNo;
    const rows = new Map(groups.map((row) => [row.id, row]));
    const rootOf = (id: number): TrailGroupRow | undefined => {
      let row = rows.get(id);
      for (let hops = 0; row !== undefined && row.mergedInto !== null && hops <= rows.size; hops++)
        row = rows.get(row.mergedInto);
      return row?.mergedInto === null ? row : undefined;
    };
    const aliases = new Map<number, number[]>();
    for (const row of groups) {
      const root = row.mergedInto === null ? undefined : rootOf(row.id);
      if (root === undefined) continue;
      let list = aliases.get(root.id);
      if (list === undefined) aliases.set(root.id, (list = []));
      list.push(row.id);
    }
    for (const row of groups)
      if (row.mergedInto === null) this.#triggers.restoreGroup(row, aliases.get(row.id) ?? []);
    for (const row of groups) this.#triggers.lastGroupId = Math.max(this.#triggers.lastGroupId, row.id);
    for (const order of orders) {
      const { condition } = order;
      let named: TrailGroupRow | undefined;
      let loaded = order;
      if (
        order.status === "PENDING_TRIGGER" &&
        condition.kind === "trailing" &&
        condition.group !== undefined
      ) {
        named = rootOf(condition.group);
        if (named !== undefined) loaded = withBest(order, condition, named.best);
      }
      const slot = this.#index(loaded);
      const group = this.#triggers.groupOf(slot);
      if (group !== null && group.id !== named?.id) this.#unsaved.add(slot);
    }
    this.#triggers.dropEmptyGroups();
    // What loading filed anew is written by the first step (`#flush`), not now: nothing moved yet.
  }

  /** The order as it stands (a trailing stop's best is its group's). */
  get(id: string): ConditionalOrder | undefined {
    const slot = this.#orders.get(id);
    return slot === undefined ? undefined : this.#current(slot);
  }

  /** The account's orders in memory, newest first. */
  ordersOf(account: string): ConditionalOrder[] {
    return [...(this.#byAccount.get(account) ?? [])]
      .map((id) => this.get(id))
      .filter((order): order is ConditionalOrder => order !== undefined)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  }

  /** The account's live orders placed by the customer (not the exits their fills armed). */
  #liveOf(account: string): number {
    let live = 0;
    for (const id of this.#byAccount.get(account) ?? []) {
      const order = this.#orders.get(id)?.order;
      if (order !== undefined && order.parentId === null && !isFinalStatus(order.kind, order.status)) live++;
    }
    return live;
  }

  /** True when a trade of `symbol` may fire something (the desk lets only those trades through). */
  watches(symbol: string): boolean {
    return this.#triggers.watches(symbol);
  }

  // ── The customer's requests ───────────────────────────────────────────────────────────────

  place(request: ConditionalPlaceRequest, host: EngineHost): ConditionalAnswer {
    try {
      return this.#place(request, host);
    } finally {
      this.#flush(host);
    }
  }

  #place(request: ConditionalPlaceRequest, host: EngineHost): ConditionalAnswer {
    const first = this.#byRef.get(refKey(request.account, request.refId));
    if (first !== undefined) return { ok: true, id: first };
    if (this.#liveOf(request.account) >= MAX_LIVE_CONDITIONAL_ORDERS)
      return { ok: false, code: TOO_MANY_CONDITIONAL_ORDERS };
    const order: ConditionalOrder = {
      ...request.order,
      id: String(this.#lastNo + 1),
      account: request.account,
      userId: request.userId,
      refId: request.refId,
      status: "PENDING_TRIGGER",
      filled: 0,
      firedLeg: null,
      parentId: null,
      reason: null,
      children: [],
      createdAt: host.now,
      updatedAt: host.now,
    };
    // An order whose own order goes at once (SL/TP, arbitrage) is refused as that order would be.
    if (
      order.condition.kind !== "daily" &&
      SENT_WHEN_EFFECTIVE.has(order.condition.kind) &&
      isEffective(order, host)
    ) {
      const triggered = this.#moved(order, { type: "trigger" }, host) ?? order;
      const sent = host.place(triggered, ownOrder(order));
      if (!sent.ok) return { ok: false, code: sent.code };
      this.#lastNo++;
      this.#save({ ...triggered, children: [sent.orderNo] }, host);
      return { ok: true, id: order.id };
    }
    this.#lastNo++;
    this.#save(order, host);
    if (order.condition.kind === "daily" && isEffective(order, host)) this.#sendTcoDay(order, host);
    return { ok: true, id: order.id };
  }

  edit(account: string, id: string, edit: ConditionalEdit, host: EngineHost): ConditionalAnswer {
    const order = this.get(id);
    if (order === undefined || order.account !== account)
      return { ok: false, code: NO_SUCH_CONDITIONAL_ORDER };
    const next = nextStatus(order, { type: "edit" });
    if (!next.ok) return { ok: false, code: next.code ?? NO_SUCH_CONDITIONAL_ORDER };
    this.#save({ ...order, ...edit, updatedAt: host.now }, host);
    this.#flush(host);
    return { ok: true, id };
  }

  /** Cancels an order: at once when nothing of it works at the exchange, else once its child is cancelled. */
  cancel(account: string, id: string, host: EngineHost): ConditionalAnswer {
    try {
      return this.#cancel(account, id, host);
    } finally {
      this.#flush(host);
    }
  }

  #cancel(account: string, id: string, host: EngineHost): ConditionalAnswer {
    const order = this.get(id);
    if (order === undefined || order.account !== account)
      return { ok: false, code: NO_SUCH_CONDITIONAL_ORDER };
    const asked = this.#moved(order, { type: "cancelRequest" }, host);
    if (asked === null) {
      const refused = nextStatus(order, { type: "cancelRequest" });
      return { ok: false, code: (!refused.ok && refused.code) || NO_SUCH_CONDITIONAL_ORDER };
    }
    const working = this.#workingChild(order, host);
    if (working === null) this.#save(this.#moved(asked, { type: "cancelDone" }, host) ?? asked, host);
    else {
      this.#save(asked, host);
      host.cancelChild(order.account, working);
    }
    return { ok: true, id };
  }

  // ── The market ────────────────────────────────────────────────────────────────────────────

  /** A trade on the main board of `symbol`: fires what it meets, moves trailing stops. */
  onTrade(
    trade: {
      readonly symbol: string;
      readonly price: number;
      readonly volume: number;
      readonly date: IsoDate;
    },
    host: EngineHost,
  ): void {
    if (!this.#triggers.watches(trade.symbol)) return;
    const phase = host.phaseOf(trade.symbol);
    // Outside the continuous session a trade neither fires nor moves anything (trigger-evaluation).
    if (!triggersIn(phase)) return;
    const { symbol, price, volume, date } = trade;
    this.#heldDate = date;
    this.#heldHost = host;
    // The trailing groups the trade gives a new best move in the index; what it may fire comes back.
    const candidates = this.#triggers.trade(symbol, price, date, this.#held);
    this.#heldHost = null;
    if (candidates.length > 0) {
      const seen = { symbol, price, volume, date, phase };
      for (const slot of candidates) {
        const { order } = slot;
        if (!this.#sellable(order, host)) continue;
        // Judged on its group's best (a trailing stop's own may be older): no copy of it yet.
        const verdict = judgeTrade(order, seen, slot.member?.group.best);
        if (verdict.fired) {
          this.#fire(slot, verdict, host);
          continue;
        }
        // Not fired (a trailing stop's first trade gives it a best, and a group): as it stands.
        const current = this.#current(slot);
        const evaluation = evaluateTrade(current, seen);
        if (evaluation.order !== current)
          this.#save(revised(evaluation.order, { updatedAt: host.now }), host);
      }
    }
    this.#flush(host);
  }

  /** Whether the trade being checked leaves a trailing stop's best where it is (see `evaluateTrade`). */
  readonly #held: Held = (slot) => {
    const { order } = slot;
    const host = this.#heldHost;
    if (host === null) return true;
    return !this.#sellable(order, host) || this.#heldDate < order.fromDate || this.#heldDate > order.toDate;
  };

  /** A venue opens (its opening call, or its continuous session on a venue without one). */
  onOpen(venue: string, host: EngineHost): void {
    for (const slot of [...this.#orders.values()]) {
      const order = this.#current(slot);
      if (host.venueOf(order.symbol) !== venue || isFinalStatus(order.kind, order.status)) continue;
      if (!isEffective(order, host)) continue;
      if (order.condition.kind === "daily") this.#sendTcoDay(order, host);
      else if (SENT_WHEN_EFFECTIVE.has(order.condition.kind)) {
        const triggered = this.#moved(order, { type: "trigger" }, host);
        if (triggered !== null) this.#dispatch(triggered, ownOrder(order), host);
      }
    }
    this.#flush(host);
  }

  /** The day's close of a venue, or a new day: orders whose validity is over expire. */
  expireDue(host: EngineHost, venue: string | null, dayClosed: boolean): void {
    for (const slot of [...this.#orders.values()]) {
      const order = this.#current(slot);
      if (isFinalStatus(order.kind, order.status)) continue;
      if (venue !== null && host.venueOf(order.symbol) !== venue) continue;
      if (!isValidityOver(order.toDate, host.today, dayClosed, host.holidays)) continue;
      const expired = this.#moved(order, { type: "expire" }, host);
      if (expired === null) continue;
      this.#save(expired, host);
      host.notify({
        account: order.account,
        kind: "conditional.expired",
        orderId: order.id,
        symbol: order.symbol,
      });
    }
    this.#flush(host);
  }

  /** A new day: ended orders of past days leave memory (the database keeps them for the book). */
  forgetEndedBefore(date: IsoDate): void {
    for (const { order } of [...this.#orders.values()])
      if (isFinalStatus(order.kind, order.status) && exchangeTimeAt(order.updatedAt).date < date)
        this.#drop(order);
  }

  // ── Children ──────────────────────────────────────────────────────────────────────────────

  /** Whether `orderNo` is a child of a conditional order (the desk reports only those). */
  isChild(orderNo: number): boolean {
    return this.#byChild.has(orderNo);
  }

  /** A child filled: the parent's filled volume moves, and an SL/TP or arbitrage arms its exit. */
  onChildFill(orderNo: number, fill: ChildFill, host: EngineHost): void {
    const id = this.#byChild.get(orderNo);
    const parent = id === undefined ? undefined : this.get(id);
    if (parent === undefined) return;
    const moved = this.#moved(parent, { type: "childFill", filled: parent.filled + fill.volume }, host);
    if (moved !== null) this.#save(moved, host);
    const armed = armForFill(parent, {
      id: `${parent.id}.${fill.tradeId}`,
      volume: fill.volume,
      price: fill.price,
      // Shares bought are sold from their settlement (T+2 afternoon); a future's fill closes at once.
      date: parent.market === "stock" ? host.settlementDate(fill.date) : fill.date,
      time: fill.time,
    });
    if (armed !== null && !this.#orders.has(armed.id)) this.#save(armed, host);
    this.#flush(host);
  }

  /** A child ended with volume unfilled: cancelled, expired at the close, or refused by the exchange. */
  onChildEnd(orderNo: number, how: ChildEnd, reason: string | null, host: EngineHost): void {
    const id = this.#byChild.get(orderNo);
    if (id === undefined) return;
    if (how === "REJECTED") this.#reject(id, reason ?? "", host);
    else {
      const parent = this.get(id);
      if (parent === undefined) return;
      const moved = this.#moved(
        parent,
        { type: "childEnd", how: how === "EXPIRED" ? "expired" : "canceled" },
        host,
      );
      if (moved !== null) this.#save(moved, host);
    }
    this.#flush(host);
  }

  // ── Inside ────────────────────────────────────────────────────────────────────────────────

  #sendTcoDay(order: ConditionalOrder, host: EngineHost): void {
    const last = order.children.at(-1);
    const lastChild = last === undefined ? undefined : host.child(last);
    // One order a day: a day's order cancelled by the customer is not sent again that day.
    if (lastChild?.tradeDate === host.today) return;
    const band = host.band(order.symbol);
    if (band === null) return;
    const plan = tcoDayPlan(order, {
      date: host.today,
      tradingDay: true,
      ...band,
      childWorking: lastChild?.working ?? false,
    });
    if (plan.send === null) return;
    this.#dispatch(this.#moved(order, { type: plan.event }, host) ?? order, plan.send, host);
  }

  /** The check fired the slot's order: sends its child, and files the order fired in one copy. */
  #fire(slot: Slot, verdict: Extract<Verdict, { fired: true }>, host: EngineHost): void {
    const { order } = slot;
    const { condition } = order;
    // A trailing stop fires at its last best, out of its group.
    const firedCondition: Condition =
      condition.kind !== "trailing" || verdict.best === null
        ? condition
        : condition.group === undefined && condition.best === verdict.best
          ? condition
          : { kind: "trailing", distance: condition.distance, spread: condition.spread, best: verdict.best };
    this.#send(
      order,
      verdict.child,
      host,
      (orderNo) => firedWith(order, verdict.status, verdict.leg, firedCondition, orderNo, host.now),
      slot,
    );
  }

  /** Sends the child of an order that just fired (its status already moved). */
  #dispatch(fired: ConditionalOrder, child: ChildOrder, host: EngineHost): void {
    this.#send(fired, child, host, (orderNo) =>
      // One copy of the order: its child, its time, and (a trailing stop) out of its group.
      orderNo === null ? fired : withChildSent(fired, orderNo, host.now, ungrouped(fired.condition)),
    );
  }

  /**
   * Places `child` for `order` and files `filed(the child's number)` — or, when the desk refused
   * the child, `filed(null)` gone REJECTED with the code it refused it with.
   */
  #send(
    order: ConditionalOrder,
    child: ChildOrder,
    host: EngineHost,
    filed: (orderNo: number | null) => ConditionalOrder,
    slot?: Slot,
  ): void {
    const sent = host.place(order, child);
    const { account, id: orderId } = order;
    if (sent.ok) {
      this.#save(filed(sent.orderNo), host, slot);
      host.notify({
        account,
        orderId,
        symbol: child.symbol,
        kind: "conditional.triggered",
        childOrderNo: sent.orderNo,
      });
      return;
    }
    const reason = String(sent.code);
    const fired = filed(null);
    this.#save(this.#moved(fired, { type: "childReject", reason }, host) ?? fired, host, slot);
    host.notify({ account, orderId, symbol: child.symbol, kind: "conditional.rejected", reason });
  }

  #reject(id: string, reason: string, host: EngineHost): void {
    const order = this.get(id);
    if (order === undefined) return;
    const moved = this.#moved(order, { type: "childReject", reason }, host);
    if (moved === null) return;
    this.#save(moved, host);
    host.notify({
      account: order.account,
      kind: "conditional.rejected",
      orderId: id,
      symbol: order.symbol,
      reason,
    });
  }

  /** The order after `event`, or null when the event does not apply to its standing. */
  #moved(order: ConditionalOrder, event: StatusEvent, host: EngineHost): ConditionalOrder | null {
    const next = nextStatus(order, event);
    if (!next.ok) return null;
    return revised(order, {
      status: next.status,
      filled: next.filled,
      reason: next.reason ?? order.reason,
      updatedAt: host.now,
    });
  }

  /** An exit of bought shares acts only once they can be sold (trades before are not its). */
  #sellable(order: ConditionalOrder, host: EngineHost): boolean {
    return order.market !== "stock" || order.parentId === null || host.isSettled(order.fromDate);
  }

  /** The child still working at the exchange, if any. */
  #workingChild(order: ConditionalOrder, host: EngineHost): number | null {
    const last = order.children.at(-1);
    return last !== undefined && host.child(last)?.working === true ? last : null;
  }

  /** `slot`: the order's, when the caller has it (the check: no lookup by id). */
  #save(order: ConditionalOrder, host: EngineHost, slot?: Slot): void {
    host.write(this.#index(order, slot).order);
  }

  /**
   * Files the order's new state: every index overwrites or re-files what it held of it. A
   * trailing stop filed in a group is kept naming it (`condition.group`); one out of every group
   * names none. Answers its slot.
   */
  #index(order: ConditionalOrder, known: Slot | undefined = this.#orders.get(order.id)): Slot {
    let slot = known;
    // An order's account and refId never change, and its children only grow: a new version
    // touches the other indexes only for a new child (each map visited is a cache miss or two).
    const children = slot?.order.children.length ?? 0;
    for (let i = children; i < order.children.length; i++)
      this.#byChild.set(order.children[i] as number, order.id);
    if (slot === undefined) {
      this.#orders.set(order.id, (slot = new Slot(order)));
      this.#byRef.set(refKey(order.account, order.refId), order.id);
      let mine = this.#byAccount.get(order.account);
      if (mine === undefined) this.#byAccount.set(order.account, (mine = new Set()));
      mine.add(order.id);
    }
    slot.order = order;
    slot.order = stamped(order, this.#triggers.put(slot));
    return slot;
  }

  /** The order with its group's best, when it is a trailing stop in a group (its slot keeps it so). */
  #current(slot: Slot): ConditionalOrder {
    const { order } = slot;
    const { condition } = order;
    if (condition.kind !== "trailing" || order.status !== "PENDING_TRIGGER") return order;
    const group = this.#triggers.groupOf(slot);
    if (group === null || (condition.best === group.best && condition.group === group.id)) return order;
    return (slot.order = withBest(order, condition, group.best, group.id));
  }

  /**
   * Writes what the step moved beyond the orders it wrote: the trailing groups' rows (a new best,
   * a merge, a group gone), and the orders whose group changed without their being written.
   */
  #flush(host: EngineHost): void {
    this.#triggers.takeGroupWrites(host);
    for (const slot of this.#triggers.takeRegrouped()) host.write(this.#current(slot));
    if (this.#unsaved.size === 0) return;
    for (const slot of this.#unsaved) host.write(this.#current(slot));
    this.#unsaved.clear();
  }

  #drop(order: ConditionalOrder): void {
    const slot = this.#orders.get(order.id);
    if (slot === undefined) return;
    this.#orders.delete(order.id);
    // Its children (day orders of past days, long done) leave with it: the map would only grow.
    for (const child of slot.order.children) this.#byChild.delete(child);
    this.#triggers.remove(slot);
    this.#byAccount.get(order.account)?.delete(order.id);
  }
}

function refKey(account: string, refId: string): string {
  return `${account}\u0000${refId}`;
}

/** The order an SL/TP or arbitrage places as itself. */
function ownOrder(order: ConditionalOrder): ChildOrder {
  return { symbol: order.symbol, side: order.side, volume: order.quantity, price: order.price ?? "MTL" };
}

/** A trailing stop at `best`, in group `group` (none when absent). */
function withBest(
  order: ConditionalOrder,
  condition: Extract<Condition, { kind: "trailing" }>,
  best: number | null,
  group?: number,
): ConditionalOrder {
  const { distance, spread } = condition;
  return revised(order, {
    condition:
      group === undefined
        ? { kind: "trailing", distance, spread, best }
        : { kind: "trailing", distance, spread, best, group },
  });
}

/** The condition of an order filed in `group` (a trailing stop's), or in none. */
function stamped(order: ConditionalOrder, group: TrailGroup | null): ConditionalOrder {
  const { condition } = order;
  if (condition.kind !== "trailing") return order;
  if (group === null)
    return condition.group === undefined ? order : withBest(order, condition, condition.best);
  if (condition.best === group.best && condition.group === group.id) return order;
  return withBest(order, condition, group.best, group.id);
}

/** A trailing condition without its group (its order leaves the index); any other as it is. */
function ungrouped(condition: Condition): Condition {
  if (condition.kind !== "trailing" || condition.group === undefined) return condition;
  const { distance, spread, best } = condition;
  return { kind: "trailing", distance, spread, best };
}

function isEffective(order: ConditionalOrder, host: EngineHost): boolean {
  return order.fromDate <= host.today && host.today <= order.toDate;
}
