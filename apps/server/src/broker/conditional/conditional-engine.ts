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
import type { ChildOrder, ConditionalOrder } from "./conditional-order";
import { isFinalStatus, revised } from "./conditional-order";
import type { ConditionalAnswer, ConditionalEdit, ConditionalPlaceRequest } from "./conditional-requests";
import { armForFill } from "./fill-arming";
import { MAX_LIVE_CONDITIONAL_ORDERS } from "./placement-rules";
import { nextStatus, type StatusEvent } from "./status-transitions";
import { evaluateTrade, triggersIn } from "./trigger-evaluation";
import { TriggerIndex } from "./trigger-index";
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
  /** Places a child through the same checks as a customer's order, in this step's batch. */
  place(parent: ConditionalOrder, child: ChildOrder): ChildOutcome;
  cancelChild(account: string, orderNo: number): void;
  child(orderNo: number): ChildState | undefined;
  /** Writes the order in this step's batch. */
  write(order: ConditionalOrder): void;
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
  readonly #orders = new Map<string, ConditionalOrder>();
  /** Armed orders by the trade prices that concern them. */
  readonly #triggers = new TriggerIndex();
  readonly #byChild = new Map<number, string>();
  readonly #byRef = new Map<string, string>();
  readonly #byAccount = new Map<string, Set<string>>();
  #lastNo = 0;

  /** The orders the desk keeps: every live one and today's ended ones; `lastNo` the highest id given. */
  load(orders: readonly ConditionalOrder[], lastNo: number): void {
    this.#orders.clear();
    this.#triggers.clear();
    this.#byChild.clear();
    this.#byRef.clear();
    this.#byAccount.clear();
    this.#lastNo = lastNo;
    for (const order of orders) this.#index(order);
  }

  get(id: string): ConditionalOrder | undefined {
    return this.#orders.get(id);
  }

  /** The account's orders in memory, newest first. */
  ordersOf(account: string): ConditionalOrder[] {
    return [...(this.#byAccount.get(account) ?? [])]
      .map((id) => this.#orders.get(id))
      .filter((order): order is ConditionalOrder => order !== undefined)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  }

  /** True when a trade of `symbol` may fire something (the desk lets only those trades through). */
  watches(symbol: string): boolean {
    return this.#triggers.watches(symbol);
  }

  // ── The customer's requests ───────────────────────────────────────────────────────────────

  place(request: ConditionalPlaceRequest, host: EngineHost): ConditionalAnswer {
    const first = this.#byRef.get(refKey(request.account, request.refId));
    if (first !== undefined) return { ok: true, id: first };
    const live = this.ordersOf(request.account).filter(
      (order) => order.parentId === null && !isFinalStatus(order.kind, order.status),
    ).length;
    if (live >= MAX_LIVE_CONDITIONAL_ORDERS) return { ok: false, code: TOO_MANY_CONDITIONAL_ORDERS };
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
    const order = this.#orders.get(id);
    if (order === undefined || order.account !== account)
      return { ok: false, code: NO_SUCH_CONDITIONAL_ORDER };
    const next = nextStatus(order, { type: "edit" });
    if (!next.ok) return { ok: false, code: next.code ?? NO_SUCH_CONDITIONAL_ORDER };
    this.#save({ ...order, ...edit, updatedAt: host.now }, host);
    return { ok: true, id };
  }

  /** Cancels an order: at once when nothing of it works at the exchange, else once its child is cancelled. */
  cancel(account: string, id: string, host: EngineHost): ConditionalAnswer {
    const order = this.#orders.get(id);
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
    const seen = { symbol, price, volume, date, phase };
    for (const id of this.#triggers.trade(trade.symbol, trade.price)) {
      const order = this.#orders.get(id);
      if (order === undefined) continue;
      const evaluation = this.#sellable(order, host) ? evaluateTrade(order, seen) : null;
      if (evaluation?.fired === true) {
        this.#dispatch(revised(evaluation.order, { updatedAt: host.now }), evaluation.child, host);
        continue;
      }
      // The index moved the trailing stops the trade reached; one the trade did not move
      // (not yet sellable, outside its validity) is filed back at its own best.
      if (evaluation === null || evaluation.order === order) this.#triggers.put(order);
      else this.#moveBest(revised(evaluation.order, { updatedAt: host.now }), host);
    }
  }

  /** A venue opens (its opening call, or its continuous session on a venue without one). */
  onOpen(venue: string, host: EngineHost): void {
    for (const order of [...this.#orders.values()]) {
      if (host.venueOf(order.symbol) !== venue || isFinalStatus(order.kind, order.status)) continue;
      if (!isEffective(order, host)) continue;
      if (order.condition.kind === "daily") this.#sendTcoDay(order, host);
      else if (SENT_WHEN_EFFECTIVE.has(order.condition.kind)) {
        const triggered = this.#moved(order, { type: "trigger" }, host);
        if (triggered !== null) this.#dispatch(triggered, ownOrder(order), host);
      }
    }
  }

  /** The day's close of a venue, or a new day: orders whose validity is over expire. */
  expireDue(host: EngineHost, venue: string | null, dayClosed: boolean): void {
    for (const order of [...this.#orders.values()]) {
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
  }

  /** A new day: ended orders of past days leave memory (the database keeps them for the book). */
  forgetEndedBefore(date: IsoDate): void {
    for (const order of [...this.#orders.values()])
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
    const parent = id === undefined ? undefined : this.#orders.get(id);
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
  }

  /** A child ended with volume unfilled: cancelled, expired at the close, or refused by the exchange. */
  onChildEnd(orderNo: number, how: ChildEnd, reason: string | null, host: EngineHost): void {
    const id = this.#byChild.get(orderNo);
    if (id === undefined) return;
    if (how === "REJECTED") return this.#reject(id, reason ?? "", host);
    const parent = this.#orders.get(id);
    if (parent === undefined) return;
    const moved = this.#moved(
      parent,
      { type: "childEnd", how: how === "EXPIRED" ? "expired" : "canceled" },
      host,
    );
    if (moved !== null) this.#save(moved, host);
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

  /**
   * Sends the child of an order that just fired (its status already moved): the order keeps the
   * child's number, or goes REJECTED with the code the desk refused the child with.
   */
  #dispatch(fired: ConditionalOrder, child: ChildOrder, host: EngineHost): void {
    const sent = host.place(fired, child);
    const { account, id: orderId } = fired;
    if (sent.ok) {
      this.#save(revised(fired, { children: [...fired.children, sent.orderNo] }), host);
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
    this.#save(this.#moved(fired, { type: "childReject", reason }, host) ?? fired, host);
    host.notify({ account, orderId, symbol: child.symbol, kind: "conditional.rejected", reason });
  }

  #reject(id: string, reason: string, host: EngineHost): void {
    const order = this.#orders.get(id);
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

  /** A trailing stop's best price moved: only its trigger levels change (the hot path of a new high). */
  #moveBest(order: ConditionalOrder, host: EngineHost): void {
    this.#orders.set(order.id, order);
    this.#triggers.put(order);
    host.write(order);
  }

  #save(order: ConditionalOrder, host: EngineHost): void {
    this.#index(order);
    host.write(order);
  }

  /** Files the order's new state: every index overwrites or re-files what it held of it. */
  #index(order: ConditionalOrder): void {
    this.#orders.set(order.id, order);
    this.#byRef.set(refKey(order.account, order.refId), order.id);
    for (const child of order.children) this.#byChild.set(child, order.id);
    let mine = this.#byAccount.get(order.account);
    if (mine === undefined) this.#byAccount.set(order.account, (mine = new Set()));
    mine.add(order.id);
    this.#triggers.put(order);
  }

  #drop(order: ConditionalOrder): void {
    const held = this.#orders.get(order.id);
    if (held === undefined) return;
    this.#orders.delete(held.id);
    this.#triggers.remove(held.id);
    this.#byAccount.get(held.account)?.delete(held.id);
  }
}

function refKey(account: string, refId: string): string {
  return `${account}\u0000${refId}`;
}

/** The order an SL/TP or arbitrage places as itself. */
function ownOrder(order: ConditionalOrder): ChildOrder {
  return { symbol: order.symbol, side: order.side, volume: order.quantity, price: order.price ?? "MTL" };
}

function isEffective(order: ConditionalOrder, host: EngineHost): boolean {
  return order.fromDate <= host.today && host.today <= order.toDate;
}
