/**
 * The order desk: the broker's single writer of orders, cash and holdings. Every change — a
 * customer's order, cancel or amend, an execution report from the exchange, a settlement, a
 * deposit — is a step in one sequence, applied to the state in memory and written to the
 * database in batches (group commit): each batch is one transaction, so an order, its fills,
 * cash and holdings move together or not at all.
 *
 * Invariants:
 * - An order is on disk (state SENDING) before it goes to the exchange, and the exchange's
 *   journal is written out before anyone is answered, so a crash at any instant loses nothing
 *   acknowledged: on restart the exchange replays its journal to the desk (reports it already
 *   holds are skipped by `seq`, the stored cursor), and orders still SENDING are sent again.
 * - A retried `refId` finds its first order: never a second order. The desk holds the refId of
 *   every order in memory (loaded at start, never dropped), so a retry needs no database read.
 * - Holds are functions of an order's state (order-holds.ts); every event moves them to their new
 *   target, so free cash and free shares never go negative through the exchange's events, and a
 *   pre-trade check sees every earlier step of the sequence.
 * - Back-pressure: commands are refused (98001) while more than `maxQueue` steps wait; reports
 *   come only from the broker's own orders, whose number that bound limits.
 *
 * The desk never names the exchange's class: it takes the order-entry port, the market view and
 * the events-out port (ExchangeEvents), as a gateway to a real exchange would offer them.
 */
import type {
  DurableOrderEntry,
  ExchangeEvent,
  ExchangeEvents,
  ExecutionReport,
  MarketClock,
  MarketView,
  OrderCommand,
} from "@bangia/exchange";
import { isExecutionReport, reportConcerns } from "@bangia/exchange";
import {
  daysBetween,
  isDerivativeAccount,
  isDerivativeKind,
  type HolidayList,
  type InstrumentKind,
  type IsoDate,
  previousTradingDay,
  type PriceType,
  type Side,
  type SessionVenue,
  type TradingPhase,
} from "@bangia/market";
import type { AccountType, AuditEntry, Database } from "../db/stores";
import { forcedClosePlan, futuresRisk, futuresRiskNotice, type FuturesRiskState } from "./risk/futures-risk";
import { forceSalePlan } from "./risk/force-sale";
import { marginRisk, marginRiskNotice, type MarginRiskState } from "./risk/margin-call";
import { riskOrderType } from "./risk/risk-order-type";
import { RISK_POLICY, type RiskPolicy } from "./risk/risk-policy";
import type { AccountNotice } from "./account-notice";
import { ConditionalEngine, type EngineHost } from "./conditional/conditional-engine";
import type { ChildOrder, ConditionalOrder } from "./conditional/conditional-order";
import type { TrailGroupRow } from "./conditional/trailing-group";
import type {
  ConditionalAnswer,
  ConditionalEdit,
  ConditionalPlaceRequest,
} from "./conditional/conditional-requests";
import { futuresOrderRefusal } from "./derivatives/futures-margin";
import { payVariationMargin, settlePosition } from "./derivatives/futures-ledger";
import { contractTerms, DEFAULT_FUTURES_POLICY, type FuturesPolicy } from "./derivatives/futures-policy";
import {
  exposureAt,
  futuresExposures,
  markOf,
  marginFacts,
  type Marks,
  type SymbolExposure,
} from "./risk-views";
import { Balances } from "./ledger/balances";
import { ADVANCE_RATE_PPM_PER_DAY, advancePostings } from "./ledger/cash-advance";
import {
  canBuyOnMargin,
  dailyInterest,
  debt,
  DEFAULT_MARGIN_POLICY,
  marginValueOf,
  outRoomPolicy,
  roomRefusal,
  type MarginAccountFacts,
  type MarginHolding,
  type MarginPolicy,
} from "./ledger/margin-rules";
import { DEFAULT_FEE_SCHEDULE, type FeeSchedule, type StockFees } from "./ledger/fee-schedule";
import { balanceKey, CASH, posting, type Posting } from "./ledger/posting";
import { isSettlementDue } from "./ledger/settlement-date";
import { ExchangeDates } from "./exchange-dates";
import {
  loadLedger,
  pendingInstructions,
  writeLedgerBatch,
  type Instruction,
  type InstructionOutcome,
  type StampedPosting,
} from "./ledger-store";
import { applyReport, holdPostings, type Fill, type OrderNotice } from "./orders/apply-report";
import { isWorking, type BrokerOrder } from "./orders/broker-order";
import { cashHoldOf } from "./orders/order-holds";
import { OpenOrders } from "./orders/open-orders";
import { PlannedVolumes } from "./orders/planned-volumes";
import { disclosedRefusal, insiderRefusal } from "./orders/insider-limits";
import { preTradeRefusal } from "./orders/pre-trade-checks";

export interface ExchangePort {
  readonly entry: DurableOrderEntry;
  readonly view: MarketView;
  readonly clock: MarketClock;
}

/** What a desk command answers: done (with the order's number), or refused with a code. */
export type DeskAnswer =
  { readonly ok: true; readonly orderNo: number } | { readonly ok: false; readonly code: number | string };

export interface PlaceRequest {
  readonly account: string;
  readonly userId: string;
  readonly refId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly priceType: Exclude<PriceType, "MP">;
  /** Limit price for LO, VND; ignored for keywords. */
  readonly price: number;
  readonly volume: number;
  readonly advance: boolean;
  readonly outRoom: boolean;
  /** For an insider of the symbol (insider-limits.ts); absent for everyone else. */
  readonly insider?: InsiderFacts;
  /**
   * Who asked, for the audit log: the entry (order.new) is written in the batch's transaction
   * with the order, so an order and its audit record land together, in one commit.
   */
  readonly audit?: { readonly at: number; readonly ip: string | null };
}

/**
 * What the gateway read of an insider's planned trades on days before today: with no disclosure
 * covering the order, this month's; under one, its volume and the window's on its side.
 */
export type InsiderFacts =
  | { readonly disclosed: null; readonly earlierThisMonth: number }
  | { readonly disclosed: number; readonly earlierInWindow: number };

export interface AmendRequest {
  readonly account: string;
  readonly orderNo: number;
  /** New limit price (LO orders), or null to keep it. */
  readonly price: number | null;
  /** New total volume (matched plus open), or null to keep it. */
  readonly volume: number | null;
}

export interface OrderDeskOptions {
  readonly database: Pick<Database, "sql">;
  readonly fees?: FeeSchedule;
  readonly futures?: FuturesPolicy;
  readonly margin?: MarginPolicy;
  /** Cash advance fee per calendar day, ppm. */
  readonly advanceRatePpm?: number;
  readonly holidays?: HolidayList;
  readonly log?: (message: string, level?: "info" | "warn" | "error") => void;
  /** Margin calls, force sales and futures forced closes (risk/risk-policy.ts). */
  readonly risk?: RiskPolicy;
  /** Steps taken into one transaction at most. */
  readonly maxBatch?: number;
  /** Commands are refused while more steps than this wait. */
  readonly maxQueue?: number;
  /** How often pending instructions (deposits, …) are looked for, ms; 0 never. */
  readonly instructionPollMillis?: number;
}

/** Who the risk engine's orders are placed as (the order book shows them on the account). */
export const RISK_DESK_USER = "risk-desk";

export const DESK_CODES = {
  /** The exchange cannot be reached, or the desk is overloaded: try again. */
  UNAVAILABLE: 98001,
  /** The order is matched (or done) and can no longer be cancelled or changed. */
  MATCHED: -8004,
  INVALID_ACCOUNT: 40039,
} as const;

/** Broker trading account codes: 2–20 capital letters and digits (the simulated crowd's have dashes). */
const BROKER_ACCOUNT = /^[A-Z0-9]{2,20}$/;

export function isBrokerAccount(account: string): boolean {
  return BROKER_ACCOUNT.test(account);
}

function accountTypeOf(account: string): AccountType {
  const digit = account.at(-1);
  return digit === "3" || digit === "6" || digit === "8" ? digit : "1";
}

/** Margin accounts (types 3 and 6) borrow: their cash may go below zero, which is the loan. */
export function isMarginAccount(account: string): boolean {
  const type = accountTypeOf(account);
  return type === "3" || type === "6";
}

/** What one batch writes, and what runs once it is written. */
class Batch {
  readonly postings: StampedPosting[] = [];
  readonly orders = new Map<number, BrokerOrder>();
  /** The numbers of the batch's orders the database has not seen yet (inserted, not upserted). */
  readonly placed = new Set<number>();
  readonly fills: Fill[] = [];
  readonly instructions: InstructionOutcome[] = [];
  /** The audit entries of the batch's commands, written in its transaction. */
  readonly audits: AuditEntry[] = [];
  readonly conditionals = new Map<string, ConditionalOrder>();
  /** Trailing groups' rows, by id (null: the group is gone). */
  readonly trailGroups = new Map<number, TrailGroupRow | null>();
  readonly events: ExchangeEvent[] = [];
  seq: number | null = null;
  /** Orders to the exchange, in sequence order. */
  readonly sends: (() => void)[] = [];
  /** Answers and notices, once the sends are journaled. */
  readonly answers: (() => void)[] = [];
  readonly notices: OrderNotice[] = [];
  /** What the account is told beyond its orders: conditional orders' and risk levels' changes. */
  readonly accountNotices: AccountNotice[] = [];

  get empty(): boolean {
    return (
      this.postings.length === 0 &&
      this.orders.size === 0 &&
      this.fills.length === 0 &&
      this.instructions.length === 0 &&
      this.audits.length === 0 &&
      this.conditionals.size === 0 &&
      this.trailGroups.size === 0 &&
      this.seq === null
    );
  }

  /** The batch's orders in one pass: those written again (upserted) and those placed (inserted). */
  ordersByFirstWrite(): { readonly orders: BrokerOrder[]; readonly placed: BrokerOrder[] } {
    const orders: BrokerOrder[] = [];
    const placed: BrokerOrder[] = [];
    for (const order of this.orders.values()) (this.placed.has(order.orderNo) ? placed : orders).push(order);
    return { orders, placed };
  }
}

/** What the desk's checks make of an order: its first order's answer (a retried refId), a refusal, or taken. */
type Admission =
  | { readonly kind: "retry"; readonly answer: DeskAnswer }
  | { readonly kind: "refused"; readonly code: number | string }
  | { readonly kind: "taken"; readonly order: BrokerOrder };

/** Tells a command's caller its outcome (once the batch is written). */
type Answer = (value: DeskAnswer) => void;

type Unavailable = { readonly ok: false; readonly code: typeof DESK_CODES.UNAVAILABLE };

/** What a cash advance answers: its fee, or a refusal (96012 more than the proceeds due). */
export type AdvanceAnswer =
  { readonly ok: true; readonly fee: number } | { readonly ok: false; readonly code: number };

type Step =
  | { readonly kind: "event"; readonly event: ExchangeEvent }
  | { readonly kind: "instruction"; readonly instruction: Instruction }
  | { readonly kind: "command"; readonly run: (batch: Batch) => void; readonly fail: () => void };

export class OrderDesk {
  readonly #database: Pick<Database, "sql">;
  readonly #fees: FeeSchedule;
  readonly #futures: FuturesPolicy;
  readonly #margin: MarginPolicy;
  readonly #advanceRatePpm: number;
  readonly #holidays: HolidayList;
  /** The exchange date of an instant and T+2 of a date, remembered (exchange-dates.ts). */
  readonly #dates: ExchangeDates;
  readonly #log: NonNullable<OrderDeskOptions["log"]>;
  readonly #maxBatch: number;
  readonly #maxQueue: number;
  readonly #risk: RiskPolicy;
  readonly #pollMillis: number;

  #balances = new Balances();
  #orders = new Map<number, BrokerOrder>();
  #byExchangeId = new Map<number, number>();
  /** Every order's refId (kept when a done order leaves memory): a retry's lookup. */
  #byRef = new Map<string, number>();
  #byAccount = new Map<string, Set<number>>();
  /** The open orders and what their buys hold: the per-order checks read these, never a scan. */
  readonly #open = new OpenOrders(isMarginAccount);
  /** Each customer's planned shares per symbol and day: the insider limits' count. */
  readonly #planned = new PlannedVolumes();
  #appliedSeq = 0;
  #lastOrderNo = 0;
  readonly #conditional = new ConditionalEngine();
  /** Each venue's session phase as the sequence has it (the view's is the exchange's now). */
  readonly #phases = new Map<string, TradingPhase>();
  /** Margin and derivatives accounts by the symbols they have held: a trade there moves their risk. */
  readonly #riskHolders = new Map<string, Set<string>>();
  readonly #riskSymbols = new Map<string, Set<string>>();
  /** Accounts whose risk is looked at once the batch's steps are applied. */
  readonly #riskDirty = new Set<string>();
  readonly #riskStates = new Map<string, MarginRiskState | FuturesRiskState>();
  /** Symbols of conditional placements queued and not applied yet: their trades must not be skipped. */
  readonly #arming = new Map<string, number>();

  #queue: Step[] = [];
  #pumping: Promise<void> | null = null;
  #port: ExchangePort | null = null;
  #noticeListeners: ((notice: OrderNotice) => void)[] = [];
  #accountListeners: ((notice: AccountNotice) => void)[] = [];
  #pollTimer: ReturnType<typeof setInterval> | null = null;
  #instructionsInFlight = new Set<number>();
  #closed = false;

  private constructor(options: OrderDeskOptions) {
    this.#database = options.database;
    this.#fees = options.fees ?? DEFAULT_FEE_SCHEDULE;
    this.#futures = options.futures ?? DEFAULT_FUTURES_POLICY;
    this.#margin = options.margin ?? DEFAULT_MARGIN_POLICY;
    this.#advanceRatePpm = options.advanceRatePpm ?? ADVANCE_RATE_PPM_PER_DAY;
    this.#holidays = options.holidays ?? [];
    this.#dates = new ExchangeDates(this.#holidays);
    this.#log = options.log ?? (() => {});
    this.#maxBatch = options.maxBatch ?? 512;
    this.#risk = options.risk ?? RISK_POLICY;
    this.#maxQueue = options.maxQueue ?? 20_000;
    this.#pollMillis = options.instructionPollMillis ?? 1_000;
  }

  /** Loads the desk's state from the database; it then waits for `attach` and `connect`. */
  static async open(options: OrderDeskOptions): Promise<OrderDesk> {
    const desk = new OrderDesk(options);
    await desk.#load();
    return desk;
  }

  // ── Events in ─────────────────────────────────────────────────────────────────────────────

  /**
   * Subscribes to the exchange's events; call before the exchange replays its journal, so the
   * replayed tail reaches the desk too (it skips what it holds).
   */
  attach(events: ExchangeEvents): void {
    this.#events = events;
    this.#unsubscribe = events.subscribe((event) => this.#onEvent(event));
  }

  #events: ExchangeEvents | null = null;

  #unsubscribe: () => void = () => {};

  /** Gives the desk the exchange to send to, then resends the orders a crash left unsent. */
  async connect(port: ExchangePort): Promise<void> {
    // An exchange behind the ledger lost events the ledger applied (a data folder reset under a
    // kept database): trading on would book the same numbers twice.
    const exchangeSeq = this.#events?.lastSeq ?? 0;
    if (exchangeSeq < this.#appliedSeq)
      throw new Error(
        `the exchange stands at event ${exchangeSeq} but the broker's ledger has applied ${this.#appliedSeq}: ` +
          "the exchange's journal does not belong to this database; refusing to start",
      );
    this.#port = port;
    await this.settle();
    const unsent = [...this.#orders.values()].filter((order) => order.state === "SENDING");
    if (unsent.length > 0) {
      this.#log(`sending again ${unsent.length} orders a stop left unsent`, "warn");
      await this.#command((batch, answer) => {
        for (const order of unsent) batch.sends.push(() => this.#sendNew(order));
        answer({ ok: true, orderNo: 0 });
      });
    }
    await this.pollInstructions();
    if (this.#pollMillis > 0) {
      this.#pollTimer = setInterval(() => {
        this.pollInstructions().catch((error: unknown) =>
          this.#log(`reading ledger instructions failed: ${String(error)}`, "warn"),
        );
      }, this.#pollMillis);
      this.#pollTimer.unref();
    }
  }

  /** Resolves once every step received so far is written. */
  async settle(): Promise<void> {
    while (this.#pumping !== null) await this.#pumping;
  }

  get settled(): boolean {
    return this.#pumping === null && this.#queue.length === 0;
  }

  /** Steps waiting to be applied. */
  get backlog(): number {
    return this.#queue.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe();
    if (this.#pollTimer !== null) clearInterval(this.#pollTimer);
    await this.settle();
  }

  /** Conditional orders' and risk levels' notices, once their batch is written. */
  onAccountNotice(listener: (notice: AccountNotice) => void): () => void {
    this.#accountListeners.push(listener);
    return () => {
      this.#accountListeners = this.#accountListeners.filter((other) => other !== listener);
    };
  }

  onNotice(listener: (notice: OrderNotice) => void): () => void {
    this.#noticeListeners.push(listener);
    return () => {
      this.#noticeListeners = this.#noticeListeners.filter((other) => other !== listener);
    };
  }

  // ── Commands ──────────────────────────────────────────────────────────────────────────────

  /** Places a normal order (the caller checked the session, the PIN and the form). */
  async place(request: PlaceRequest): Promise<DeskAnswer> {
    return this.#command((batch, answer) =>
      this.#place(request, batch, answer, (outcome) => {
        if (request.audit !== undefined)
          batch.audits.push({
            at: request.audit.at,
            userId: request.userId,
            action: "order.new",
            ip: request.audit.ip,
            detail: {
              account: request.account,
              symbol: request.symbol,
              side: request.side,
              volume: request.volume,
              ...outcome,
            },
          });
      }),
    );
  }

  async cancel(account: string, orderNo: number): Promise<DeskAnswer> {
    return this.#command((batch, answer) => this.#cancel(account, orderNo, batch, answer));
  }

  async amend(request: AmendRequest): Promise<DeskAnswer> {
    return this.#command((batch, answer) => this.#amend(request, batch, answer));
  }

  /** Advances `amount` VND of the account's sale proceeds due (ledger/cash-advance.ts). */
  async advance(account: string, amount: number): Promise<AdvanceAnswer> {
    return this.#command<AdvanceAnswer>((batch, answer) => {
      const today = this.#port?.view.today;
      if (today === undefined) return answer({ ok: false, code: DESK_CODES.UNAVAILABLE });
      const { receivable } = this.#balances.cashOf(account);
      const advance =
        amount > 0 ? advancePostings(account, receivable, amount, today, this.#advanceRatePpm) : null;
      if (advance === null) return answer({ ok: false, code: amount > 0 ? 96012 : 90001 });
      this.#post(advance.postings, this.#port?.clock.now() ?? 0, batch);
      answer({ ok: true, fee: advance.fee });
    });
  }

  /** Places a conditional order (the caller checked the session, the PIN and the form). */
  async placeConditional(request: ConditionalPlaceRequest): Promise<ConditionalAnswer> {
    const symbol = request.order.symbol;
    this.#arming.set(symbol, (this.#arming.get(symbol) ?? 0) + 1);
    try {
      return await this.#command<ConditionalAnswer>((batch, answer) => {
        const answered = this.#conditional.place(request, this.#host(batch));
        if (request.audit !== undefined)
          batch.audits.push({
            at: request.audit.at,
            userId: request.userId,
            action: "conditional.new",
            ip: request.audit.ip,
            detail: {
              account: request.account,
              kind: request.order.kind,
              symbol,
              side: request.order.side,
              volume: request.order.quantity,
              ...(answered.ok ? { id: answered.id } : { code: answered.code }),
            },
          });
        answer(answered);
      });
    } finally {
      const left = (this.#arming.get(symbol) ?? 1) - 1;
      if (left > 0) this.#arming.set(symbol, left);
      else this.#arming.delete(symbol);
    }
  }

  /** New terms for a conditional order still waiting for its trigger (40036 otherwise). */
  async editConditional(account: string, id: string, edit: ConditionalEdit): Promise<ConditionalAnswer> {
    return this.#command<ConditionalAnswer>((batch, answer) =>
      answer(this.#conditional.edit(account, id, edit, this.#host(batch))),
    );
  }

  /** Cancels a conditional order (40037 by its status); a working child is cancelled with it. */
  async cancelConditional(account: string, id: string): Promise<ConditionalAnswer> {
    return this.#command<ConditionalAnswer>((batch, answer) =>
      answer(this.#conditional.cancel(account, id, this.#host(batch))),
    );
  }

  /** A conditional order the desk keeps (every live one and today's ended ones). */
  conditionalOrder(id: string): ConditionalOrder | undefined {
    return this.#conditional.get(id);
  }

  conditionalOrdersOf(account: string): ConditionalOrder[] {
    return this.#conditional.ordersOf(account);
  }

  get advanceRatePpm(): number {
    return this.#advanceRatePpm;
  }

  // ── Queries (memory: every step applied so far) ─────────────────────────────────────────

  order(orderNo: number): BrokerOrder | undefined {
    return this.#orders.get(orderNo);
  }

  /** The account's orders the desk keeps (open ones and today's), newest first. */
  ordersOf(account: string): BrokerOrder[] {
    return [...(this.#byAccount.get(account) ?? [])]
      .map((orderNo) => this.#orders.get(orderNo))
      .filter((order): order is BrokerOrder => order !== undefined)
      .sort((a, b) => b.orderNo - a.orderNo);
  }

  /** The database, for the history reads (past days, fills) the desk does not keep in memory. */
  get sql(): Database["sql"] {
    return this.#database.sql;
  }

  get balances(): Balances {
    return this.#balances;
  }

  feesOf(account: string): StockFees {
    return this.#fees[accountTypeOf(account)];
  }

  /** The exchange date the desk books trades on. */
  get today(): IsoDate | null {
    return this.#port?.view.today ?? null;
  }

  get exchange(): ExchangePort | null {
    return this.#port;
  }

  // ── The sequence ──────────────────────────────────────────────────────────────────────────

  #onEvent(event: ExchangeEvent): void {
    if (event.seq <= this.#appliedSeq) return;
    const relevant = isExecutionReport(event)
      ? reportConcerns(event, isBrokerAccount) || (event.type === "trade" && this.#watches(event.symbol))
      : event.type === "session" || event.type === "day" || event.type === "settlement";
    if (!relevant) return;
    this.#queue.push({ kind: "event", event });
    this.#pump();
  }

  #command<T extends DeskAnswer | AdvanceAnswer | ConditionalAnswer = DeskAnswer>(
    run: (batch: Batch, answer: (value: T) => void) => void,
  ): Promise<T | Unavailable> {
    const unavailable: Unavailable = { ok: false, code: DESK_CODES.UNAVAILABLE };
    if (this.#closed || this.#queue.length > this.#maxQueue) return Promise.resolve(unavailable);
    return new Promise<T | Unavailable>((resolve) => {
      let answered = false;
      const once = (value: T | Unavailable) => {
        if (answered) return;
        answered = true;
        resolve(value);
      };
      this.#queue.push({
        kind: "command",
        // Answers wait for the batch's write and for the exchange's journal to hold its sends.
        run: (batch) => run(batch, (value) => batch.answers.push(() => once(value))),
        fail: () => once(unavailable),
      });
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#pumping !== null) return;
    this.#pumping = this.#drain().finally(() => {
      this.#pumping = null;
      // Steps that arrived during the last write.
      if (this.#queue.length > 0) this.#pump();
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const steps = this.#queue.splice(0, this.#maxBatch);
      const batch = new Batch();
      for (const step of steps) this.#apply(step, batch);
      this.#checkRisk(batch);
      // Effects of the exchange's events are written only once its journal holds them.
      this.#port?.entry.flush();
      if (!batch.empty) {
        try {
          await writeLedgerBatch(this.#database.sql, {
            postings: batch.postings,
            balances: this.#balances.takeChanged(),
            ...batch.ordersByFirstWrite(),
            fills: batch.fills,
            exchangeSeq: batch.seq,
            instructions: batch.instructions,
            audits: batch.audits,
            conditionals: [...batch.conditionals.values()],
            trailGroups: [...batch.trailGroups.values()].filter((row) => row !== null),
            trailGroupsGone: [...batch.trailGroups].filter(([, row]) => row === null).map(([id]) => id),
          });
        } catch (error) {
          await this.#recoverFromFailedWrite(steps, error);
          continue;
        }
      }
      for (const outcome of batch.instructions) this.#instructionsInFlight.delete(outcome.id);
      for (const send of batch.sends) send();
      // What the customer is told must survive a crash: the sends' journal lines first.
      if (batch.sends.length > 0) this.#port?.entry.flush();
      for (const answer of batch.answers) answer();
      for (const notice of batch.notices) for (const listener of this.#noticeListeners) listener(notice);
      for (const notice of batch.accountNotices)
        for (const listener of this.#accountListeners) listener(notice);
    }
  }

  async #recoverFromFailedWrite(steps: Step[], error: unknown): Promise<void> {
    this.#log(`a ledger batch could not be written (${String(error)}); reloading from the database`, "error");
    for (const step of steps) if (step.kind === "command") step.fail();
    for (const step of steps)
      if (step.kind === "instruction") this.#instructionsInFlight.delete(step.instruction.id);
    await this.#load();
    // The events are applied again from what the database holds (the cursor skips the rest).
    const events = steps.filter((step) => step.kind === "event");
    this.#queue.unshift(...events);
    // Without a pause a database that is down would be retried in a tight loop.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  #apply(step: Step, batch: Batch): void {
    switch (step.kind) {
      case "command":
        step.run(batch);
        return;
      case "instruction":
        this.#applyInstruction(step.instruction, batch);
        return;
      case "event":
        if (step.event.seq <= this.#appliedSeq) return;
        this.#appliedSeq = step.event.seq;
        batch.seq = step.event.seq;
        if (isExecutionReport(step.event)) this.#applyReport(step.event, batch);
        else this.#applyMarketEvent(step.event, batch);
        if (step.event.type === "trade")
          for (const account of this.#riskHolders.get(step.event.symbol) ?? []) this.#riskDirty.add(account);
        // The engine looks at a trade only when it watches the symbol: no host is built for the
        // others (most of the trades the desk sees, those of the symbols risk accounts hold).
        if (
          step.event.type === "trade" &&
          step.event.board === "lot" &&
          this.#conditional.watches(step.event.symbol)
        )
          this.#conditional.onTrade(
            {
              symbol: step.event.symbol,
              price: step.event.price,
              volume: step.event.volume,
              date: this.#dates.dateAt(step.event.time),
            },
            this.#host(batch, step.event.time),
          );
    }
  }

  // ── Steps ─────────────────────────────────────────────────────────────────────────────────

  /** `audit` records what the desk decided: the order taken (its number), or the refusal's code. */
  #place(
    request: PlaceRequest,
    batch: Batch,
    answer: Answer,
    audit: (outcome: { ok: boolean; orderNo?: number; code?: number | string; retry?: boolean }) => void,
  ): void {
    const admitted = this.#admit(request, batch);
    if (admitted.kind === "retry") {
      audit({ ...admitted.answer, retry: true });
      return answer(admitted.answer);
    }
    if (admitted.kind === "refused") {
      audit({ ok: false, code: admitted.code });
      return answer({ ok: false, code: admitted.code });
    }
    const { order } = admitted;
    audit({ ok: true, orderNo: order.orderNo });
    if (order.state === "SENDING")
      batch.sends.push(() => {
        const refused = this.#sendNew(order);
        answer(refused === null ? { ok: true, orderNo: order.orderNo } : { ok: false, code: refused });
      });
    else answer({ ok: true, orderNo: order.orderNo });
  }

  /**
   * Checks an order and, when it may go, takes it: stored, its hold posted, and (unless it waits
   * for the session) its send queued after the batch's write. A retried refId finds its first order.
   */
  #admit(request: PlaceRequest, batch: Batch): Admission {
    const key = refKey(request.account, request.refId);
    const existing = this.#byRef.get(key);
    if (existing !== undefined) {
      const order = this.#orders.get(existing);
      // An order of a past day has left memory; its number is still the answer.
      return {
        kind: "retry",
        answer: order === undefined ? { ok: true, orderNo: existing } : answerOf(order),
      };
    }
    const refuse = (code: number | string) => ({ kind: "refused" as const, code });
    const port = this.#port;
    if (port === null) return refuse(DESK_CODES.UNAVAILABLE);
    const { view } = port;
    const definition = view.instrument(request.symbol);
    const day = view.day(request.symbol);
    // Bonds and futures have no odd-lot board.
    const board =
      request.volume < 100 && definition !== undefined && !hasNoOddLots(definition.kind) ? "odd" : "lot";
    const holdPrice = request.priceType === "LO" ? request.price : (day?.ceiling ?? 0);
    const now = port.clock.now();
    const order: BrokerOrder = {
      orderNo: this.#lastOrderNo + 1,
      account: request.account,
      userId: request.userId,
      refId: request.refId,
      symbol: request.symbol,
      board,
      side: request.side,
      priceType: request.priceType,
      limitPrice: request.priceType === "LO" ? request.price : 0,
      holdPrice,
      volume: request.volume,
      matched: 0,
      matchedValue: 0,
      fee: 0,
      tax: 0,
      state: request.advance ? "WAITING" : "SENDING",
      doneReason: null,
      pending: null,
      pendingPrice: null,
      pendingVolume: null,
      edited: false,
      exchangeOrderId: null,
      tradeDate: view.today,
      advance: request.advance,
      outRoom: request.outRoom,
      placedAt: now,
      updatedAt: now,
      doneAt: null,
      rejectCode: null,
    };
    const fees = this.feesOf(request.account);
    const cash = this.#balances.cashOf(request.account);
    const holding = this.#balances.holdingOf(request.account, request.symbol);
    const derivative = isDerivativeAccount(request.account);
    const refusal =
      preTradeRefusal(
        { ...request, board, derivative, onMargin: isMarginAccount(request.account) },
        {
          instrument:
            definition === undefined
              ? null
              : {
                  kind: definition.kind,
                  sessionVenue: definition.sessionVenue,
                  boardVenue: definition.boardVenue ?? "HOSE",
                  tradesToday: day !== undefined,
                },
          phase: definition === undefined ? "CLOSED" : view.phaseOf(definition.sessionVenue),
          floor: day?.floor ?? 0,
          ceiling: day?.ceiling ?? 0,
        },
        { cashNeeded: cashHoldOf(order, fees), cashAvailable: cash.cash, sharesAvailable: holding.available },
      ) ??
      this.#insiderRefusal(request) ??
      this.#accountRefusal(order, order.volume, order.holdPrice * order.volume, cashHoldOf(order, fees));
    if (refusal !== null) return refuse(refusal);

    this.#lastOrderNo = order.orderNo;
    this.#store(order, batch);
    this.#post(holdPostings(null, order, fees), now, batch);
    return { kind: "taken", order };
  }

  /** Sends a new order; null when the exchange took it, else its refusal code. */
  #sendNew(order: BrokerOrder): string | null {
    const port = this.#port;
    if (port === null) return String(DESK_CODES.UNAVAILABLE);
    const command: OrderCommand = {
      type: "new",
      clientOrderId: String(order.orderNo),
      account: order.account,
      symbol: order.symbol,
      side: order.side,
      priceType: order.priceType,
      ...(order.priceType === "LO" ? { price: order.limitPrice } : {}),
      volume: order.volume,
      investor: "DOMESTIC",
    };
    const result = port.entry.execute(command);
    return result.ok ? null : result.code;
  }

  #cancel(account: string, orderNo: number, batch: Batch, answer: Answer): void {
    const order = this.#orders.get(orderNo);
    if (order === undefined || order.account !== account)
      return answer({ ok: false, code: DESK_CODES.INVALID_ACCOUNT });
    if (!isWorking(order) || order.priceType === "MOK" || order.priceType === "MAK")
      return answer({ ok: false, code: DESK_CODES.MATCHED });
    const now = this.#port?.clock.now() ?? order.updatedAt;
    if (order.state === "WAITING") {
      const next: BrokerOrder = {
        ...order,
        state: "DONE",
        doneReason: "CANCELLED",
        doneAt: now,
        updatedAt: now,
      };
      this.#store(next, batch);
      this.#post(holdPostings(order, next, this.feesOf(account)), now, batch);
      batch.notices.push({ kind: "CANCELLED", order: next, volume: next.volume, price: next.limitPrice });
      return answer({ ok: true, orderNo });
    }
    const next: BrokerOrder = { ...order, pending: "cancel", updatedAt: now };
    this.#store(next, batch);
    const exchangeOrderId = order.exchangeOrderId;
    if (exchangeOrderId !== null)
      batch.sends.push(() =>
        this.#port?.entry.execute({ type: "cancel", account, orderId: exchangeOrderId }),
      );
    answer({ ok: true, orderNo });
  }

  #amend(request: AmendRequest, batch: Batch, answer: Answer): void {
    const order = this.#orders.get(request.orderNo);
    if (order === undefined || order.account !== request.account)
      return answer({ ok: false, code: DESK_CODES.INVALID_ACCOUNT });
    if (order.state !== "OPEN" || order.pending !== null || order.priceType !== "LO")
      return answer({ ok: false, code: DESK_CODES.MATCHED });
    const now = this.#port?.clock.now() ?? order.updatedAt;
    const next: BrokerOrder = {
      ...order,
      pending: "replace",
      pendingPrice: request.price,
      pendingVolume: request.volume,
      updatedAt: now,
    };
    const fees = this.feesOf(order.account);
    const extraCash = cashHoldOf(next, fees) - cashHoldOf(order, fees);
    const extraShares = (request.volume ?? order.volume) - order.volume;
    const refusal = this.#amendRefusal(order, extraShares, extraCash);
    if (refusal !== null) return answer({ ok: false, code: refusal });
    this.#store(next, batch);
    this.#post(holdPostings(order, next, fees), now, batch);
    const exchangeOrderId = order.exchangeOrderId;
    if (exchangeOrderId !== null)
      batch.sends.push(() =>
        this.#port?.entry.execute({
          type: "replace",
          account: order.account,
          orderId: exchangeOrderId,
          ...(request.price === null ? {} : { price: request.price }),
          ...(request.volume === null ? {} : { volume: request.volume }),
        }),
      );
    answer({ ok: true, orderNo: order.orderNo });
  }

  #applyReport(report: ExecutionReport, batch: Batch): void {
    if (report.type === "trade") {
      for (const exchangeId of [report.buyOrderId, report.sellOrderId]) {
        const orderNo = this.#byExchangeId.get(exchangeId);
        if (orderNo !== undefined) this.#applyToOrder(orderNo, report, batch);
      }
      return;
    }
    const orderNo =
      report.type === "accepted" || (report.type === "rejected" && report.command === "new")
        ? Number(report.clientOrderId)
        : this.#byExchangeId.get(report.orderId ?? -1);
    if (orderNo === undefined || !Number.isSafeInteger(orderNo)) return;
    this.#applyToOrder(orderNo, report, batch);
  }

  #applyToOrder(orderNo: number, report: ExecutionReport, batch: Batch): void {
    const order = this.#orders.get(orderNo);
    if (order === undefined) {
      this.#log(
        `an execution report (${report.type}, seq ${report.seq}) names order ${orderNo} the desk does not hold`,
        "warn",
      );
      return;
    }
    const tradeDate = this.#dates.dateAt(report.time);
    const terms = isDerivativeAccount(order.account) ? contractTerms(order.symbol, this.#futures) : null;
    const outcome = applyReport(order, report, {
      fees: this.feesOf(order.account),
      futures:
        terms === null
          ? null
          : {
              position: this.#balances.positionOf(order.account, order.symbol),
              terms,
              policy: this.#futures,
            },
      settleDate: this.#dates.settlementOf(tradeDate),
      holding: this.#balances.holdingOf(order.account, order.symbol),
    });
    this.#store(outcome.order, batch);
    this.#post(outcome.postings, report.time, batch);
    if (outcome.fill !== null) batch.fills.push(outcome.fill);
    if (outcome.notice !== null) batch.notices.push(outcome.notice);
    if (this.#conditional.isChild(orderNo))
      this.#reportChild(order, outcome.order, outcome.fill, batch, report.time);
  }

  /** A conditional order's child moved: its fill, or its end with volume left, moves the parent. */
  #reportChild(before: BrokerOrder, after: BrokerOrder, fill: Fill | null, batch: Batch, time: number): void {
    const host = this.#host(batch, time);
    if (fill !== null)
      this.#conditional.onChildFill(
        after.orderNo,
        {
          tradeId: fill.tradeId,
          volume: fill.volume,
          price: fill.price,
          time: fill.time,
          date: this.#dates.dateAt(fill.time),
        },
        host,
      );
    const ended = before.state !== "DONE" && after.state === "DONE" ? after.doneReason : null;
    if (ended !== null && ended !== "FILLED")
      this.#conditional.onChildEnd(after.orderNo, ended, after.rejectCode, host);
  }

  #applyMarketEvent(event: ExchangeEvent, batch: Batch): void {
    this.#settleDue(event.time, batch);
    if (event.type === "settlement")
      this.#markToMarket(event.symbol, event.price, event.final, event.time, batch);
    if (event.type === "day") {
      this.#payVariationMargin(event.time, batch);
      this.#chargeInterest(event.date, event.time, batch);
      this.#forgetDoneBefore(event.date);
      this.#conditional.expireDue(this.#host(batch, event.time), null, false);
      this.#conditional.forgetEndedBefore(event.date);
    }
    if (event.type === "session") {
      this.#phases.set(event.venue, event.phase);
      if (event.phase === "OPENING_CALL" || event.phase === "CONTINUOUS") {
        this.#sendAdvanceOrders(event.venue, event.time, batch);
        this.#conditional.onOpen(event.venue, this.#host(batch, event.time));
      }
      if (event.phase === "CLOSED")
        this.#conditional.expireDue(this.#host(batch, event.time), event.venue, true);
    }
  }

  /** Moves what settles by `now` (T+2 noon) from receivable/receiving to cash and available shares. */
  #settleDue(now: number, batch: Batch): void {
    const out: Posting[] = [];
    for (const row of this.#balances.rows()) {
      if (row.bucket !== "receivable" && row.bucket !== "receiving") continue;
      if (!isSettlementDue(row.settleDate, now)) continue;
      const into = row.bucket === "receivable" ? "cash" : "available";
      out.push(
        posting(row.account, row.asset, row.bucket, -row.amount, "SETTLE", null, row.settleDate),
        posting(row.account, row.asset, into, row.amount, "SETTLE", null),
      );
    }
    this.#post(out, now, batch);
  }

  /** What an amend adds must be there: margin (futures), shares (sells), cash or buying power (buys). */
  #amendRefusal(order: BrokerOrder, extraVolume: number, extraCash: number): number | null {
    if (isDerivativeAccount(order.account))
      return extraVolume > 0
        ? this.#futuresRefusal(order.account, order.symbol, order.side, extraVolume)
        : null;
    if (order.side === "S")
      return extraVolume > this.#balances.holdingOf(order.account, order.symbol).available ? 96013 : null;
    if (extraCash <= 0) return null;
    if (isMarginAccount(order.account)) return this.#accountRefusal(order, 0, extraCash, extraCash);
    return extraCash > this.#balances.cashOf(order.account).cash ? 96012 : null;
  }

  /** -8044 / -8043 when an insider's order passes the limits or its disclosed volume. */
  #insiderRefusal(request: PlaceRequest): number | null {
    const insider = request.insider;
    if (insider === undefined) return null;
    const today = this.#port?.view.today ?? "";
    const side = insider.disclosed === null ? null : request.side;
    const planned = this.#planned.of(request.userId, request.symbol, today, side);
    return insider.disclosed === null
      ? insiderRefusal({ today: planned, earlierThisMonth: insider.earlierThisMonth, order: request.volume })
      : disclosedRefusal(insider.disclosed, {
          today: planned,
          earlierInWindow: insider.earlierInWindow,
          order: request.volume,
        });
  }

  /**
   * The account's own limits beyond cash: a futures order's position limit and margin, a margin
   * account's buying power for a buy of `value` that holds `cost`.
   */
  #accountRefusal(order: BrokerOrder, volume: number, value: number, cost: number): number | null {
    if (isDerivativeAccount(order.account))
      return volume > 0 ? this.#futuresRefusal(order.account, order.symbol, order.side, volume) : null;
    if (isMarginAccount(order.account) && order.side === "B" && cost > 0) {
      // An out-room order borrows nothing on its symbol: it is paid 100% in cash.
      const policy = order.outRoom ? outRoomPolicy(order.symbol, this.#margin) : this.#margin;
      const loanValue = marginValueOf([{ symbol: order.symbol, volume: 1, price: value }], policy);
      return (
        roomRefusal(order.symbol, this.#roomUsed(order.symbol), loanValue, policy) ??
        canBuyOnMargin({ symbol: order.symbol, value, cost }, this.marginFactsOf(order.account), policy)
      );
    }
    return null;
  }

  /** The loan value the broker lends against `symbol`: every margin account's shares and open buys. */
  #roomUsed(symbol: string): number {
    const mark = this.#marks(symbol);
    const lines: MarginHolding[] = [{ symbol, volume: 1, price: this.#open.roomBuyValueOf(symbol) }];
    for (const account of this.#balances.accounts())
      if (isMarginAccount(account))
        lines.push({ symbol, volume: this.#balances.holdingOf(account, symbol).total, price: mark });
    return marginValueOf(lines, this.#margin);
  }

  /**
   * A new trading day: each margin account's loan pays simple interest for the calendar days
   * since the last trading day (accrued in VND `interest`, never itself charged interest), and on
   * the first trading day of a month the interest accrued so far is collected from cash.
   */
  #chargeInterest(date: IsoDate, now: number, batch: Batch): void {
    const previous = previousTradingDay(date, this.#holidays);
    const days = daysBetween(previous, date);
    const newMonth = previous.slice(0, 7) !== date.slice(0, 7);
    for (const account of this.#balances.accounts()) {
      if (!isMarginAccount(account)) continue;
      const accrued = -this.#balances.amount(balanceKey(account, CASH, "interest"));
      if (newMonth && accrued > 0)
        this.#post(
          [
            posting(account, CASH, "interest", accrued, "INTEREST", null),
            posting(account, CASH, "cash", -accrued, "INTEREST", null),
          ],
          now,
          batch,
        );
      const loan = debt({ ...this.#balances.cashOf(account), holdings: [] });
      if (loan > 0)
        this.#post(
          [posting(account, CASH, "interest", -dailyInterest(loan, this.#margin) * days, "INTEREST", null)],
          now,
          batch,
        );
    }
  }

  /** A margin account's balances as the margin rules read them, at today's marks. */
  marginFactsOf(account: string): MarginAccountFacts {
    return marginFacts(account, this.#balances, this.#open.buyLinesOf(account), this.#marks);
  }

  /** A symbol's mark: the last match, else the reference. */
  readonly #marks: Marks = (symbol) => markOf(this.#port?.view.day(symbol));

  get marginPolicy(): MarginPolicy {
    return this.#margin;
  }

  /** A future's close: every position in it is marked to the settlement price (and closed, if final). */
  #markToMarket(symbol: string, price: number, final: boolean, now: number, batch: Batch): void {
    const terms = contractTerms(symbol, this.#futures);
    if (terms === null) return;
    for (const account of this.#balances.accounts()) {
      const position = this.#balances.positionOf(account, symbol);
      if (position.net === 0 && position.marked === 0) continue;
      this.#post(settlePosition(account, symbol, position, price, final, terms, this.#futures), now, batch);
    }
  }

  /** The next trading morning: variation margin booked at the close moves into cash. */
  #payVariationMargin(now: number, batch: Batch): void {
    for (const account of this.#balances.accounts())
      this.#post(payVariationMargin(account, this.#balances.vmDueOf(account)), now, batch);
  }

  /** The derivatives account's exposure per contract (risk-views.ts). */
  exposuresOf(account: string): SymbolExposure[] {
    return futuresExposures(account, this.#balances, this.#open.of(account), this.#marks, this.#futures);
  }

  get futuresPolicy(): FuturesPolicy {
    return this.#futures;
  }

  /** One contract's exposure (none yet: flat, at the mark) and the account's other contracts. */
  exposureAt(account: string, symbol: string): ReturnType<typeof exposureAt> {
    return exposureAt(account, symbol, this.#balances, this.#open.of(account), this.#marks, this.#futures);
  }

  /** 96038 or 96012 when `volume` more on `side` would pass the position limit or the margin. */
  #futuresRefusal(account: string, symbol: string, side: Side, volume: number): number | null {
    const exposure = this.exposureAt(account, symbol);
    if (exposure === null) return 96016;
    const cash = this.#balances.cashOf(account).cash;
    const vmDue = this.#balances.vmDueOf(account);
    return futuresOrderRefusal(side, volume, exposure.contract, exposure.others, cash, vmDue, this.#futures);
  }

  #sendAdvanceOrders(venue: string, now: number, batch: Batch): void {
    const view = this.#port?.view;
    if (view === undefined) return;
    for (const order of this.#orders.values()) {
      if (order.state !== "WAITING") continue;
      if (view.instrument(order.symbol)?.sessionVenue !== venue) continue;
      const sending: BrokerOrder = { ...order, state: "SENDING", tradeDate: view.today, updatedAt: now };
      this.#store(sending, batch);
      batch.sends.push(() => {
        this.#sendNew(sending);
      });
    }
  }

  /** Done orders of past days leave memory (the database keeps them for the history calls). */
  #forgetDoneBefore(date: IsoDate): void {
    this.#planned.forgetBefore(date);
    for (const order of [...this.#orders.values()])
      if (order.state === "DONE" && order.tradeDate < date) {
        this.#orders.delete(order.orderNo);
        if (order.exchangeOrderId !== null) this.#byExchangeId.delete(order.exchangeOrderId);
        this.#byAccount.get(order.account)?.delete(order.orderNo);
      }
  }

  #applyInstruction(instruction: Instruction, batch: Batch): void {
    const now = this.#port?.clock.now() ?? 0;
    const { account, asset, amount } = instruction;
    let refusal: string | null = null;
    const out: Posting[] = [];
    if (instruction.kind === "DEPOSIT") out.push(posting(account, CASH, "cash", amount, "DEPOSIT", null));
    else if (instruction.kind === "WITHDRAW") {
      if (amount > this.#balances.cashOf(account).cash) refusal = "not enough free cash";
      else out.push(posting(account, CASH, "cash", -amount, "WITHDRAW", null));
    } else {
      out.push(
        posting(account, asset, "available", amount, "SHARES_IN", null),
        posting(account, asset, "cost", amount * instruction.unitCost, "SHARES_IN", null),
      );
    }
    this.#post(out, now, batch);
    batch.instructions.push({ id: instruction.id, appliedAt: now, refusal });
  }

  /** Applies the instructions waiting in the database (also every `instructionPollMillis`). */
  async pollInstructions(): Promise<void> {
    if (this.#closed) return;
    const pending = await pendingInstructions(this.#database.sql);
    for (const instruction of pending) {
      if (this.#instructionsInFlight.has(instruction.id)) continue;
      this.#instructionsInFlight.add(instruction.id);
      this.#queue.push({ kind: "instruction", instruction });
    }
    if (pending.length > 0) this.#pump();
    await this.settle();
  }

  // ── Risk ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The risk of every account the batch moved (its ledger, or the marks of what it holds): a
   * margin account below its force line sells just enough, a derivatives account at its close-out
   * level closes just enough — through the same checks as any order, audited, in this batch. A
   * change of level is told to the account. The levels live in memory: after a restart each
   * account is looked at again on its next movement.
   */
  #checkRisk(batch: Batch): void {
    if (this.#riskDirty.size === 0 || this.#port === null) return;
    for (const account of this.#riskDirty) {
      if (isMarginAccount(account)) this.#checkMargin(account, batch);
      else if (isDerivativeAccount(account)) this.#checkFutures(account, batch);
    }
    this.#riskDirty.clear();
  }

  #checkMargin(account: string, batch: Batch): void {
    const fees = this.feesOf(account);
    const facts = this.marginFactsOf(account);
    const risk = marginRisk(facts, this.#margin, fees);
    const before = (this.#riskStates.get(account) ?? "ok") as MarginRiskState;
    this.#riskStates.set(account, risk.state);
    const notice = marginRiskNotice(before, risk.state);
    if (notice !== null)
      batch.accountNotices.push({
        account,
        kind: `margin.${notice}`,
        ratioPpm: risk.ratioPpm,
        amount: risk.topUp,
      });
    if (risk.state !== "force" || this.#riskOrderWorking(account)) return;
    const view = this.#port?.view;
    if (view === undefined) return;
    const sellable = [...(this.#riskSymbols.get(account) ?? [])].flatMap((symbol) => {
      const available = this.#balances.holdingOf(account, symbol).available;
      const floor = view.day(symbol)?.floor ?? 0;
      return available > 0 && floor > 0 ? [{ symbol, available, floor }] : [];
    });
    const plan = forceSalePlan(facts, sellable, this.#margin, fees, this.#risk.forceSale);
    for (const line of plan.sales) {
      const venue = view.instrument(line.symbol)?.sessionVenue;
      if (venue === undefined) continue;
      const type = riskOrderType(venue, this.#phaseOf(venue), line.board, this.#risk.forceSale.pricing);
      if (type === null || type === "MP") continue;
      for (const volume of line.orders)
        this.#riskOrder(batch, "risk.force-sale", {
          account,
          symbol: line.symbol,
          side: "S",
          type,
          price: line.price,
          volume,
        });
    }
  }

  #checkFutures(account: string, batch: Batch): void {
    const contracts = this.exposuresOf(account);
    const cash = this.#balances.cashOf(account).cash;
    const vmDue = this.#balances.vmDueOf(account);
    const risk = futuresRisk(contracts, cash, vmDue, this.#futures);
    const before = (this.#riskStates.get(account) ?? "ok") as FuturesRiskState;
    this.#riskStates.set(account, risk.state);
    const notice = futuresRiskNotice(before, risk.state);
    if (notice !== null)
      batch.accountNotices.push({
        account,
        kind: `futures.${notice}`,
        ratioPpm: risk.usagePpm,
        amount: risk.topUp,
      });
    if (risk.state !== "force-close" || this.#riskOrderWorking(account)) return;
    const plan = forcedClosePlan(contracts, cash, vmDue, this.#futures, this.#risk.forcedClose);
    if (plan.cancelWorking)
      for (const order of this.#open.of(account))
        if (isWorking(order) && order.pending === null) this.#cancel(account, order.orderNo, batch, () => {});
    const view = this.#port?.view;
    for (const line of plan.closes) {
      const venue = view?.instrument(line.symbol)?.sessionVenue;
      if (venue === undefined) continue;
      const type = riskOrderType(venue, this.#phaseOf(venue), "lot", this.#risk.forcedClose.pricing);
      if (type === null || type === "MP") continue;
      for (const volume of line.orders)
        this.#riskOrder(batch, "risk.forced-close", {
          account,
          symbol: line.symbol,
          side: line.side,
          type,
          price: line.price,
          volume,
        });
    }
  }

  /** True while an order the risk engine placed for the account still works: one sale at a time. */
  #riskOrderWorking(account: string): boolean {
    return this.#open.of(account).some((order) => order.refId.startsWith("risk:") && isWorking(order));
  }

  #riskOrder(
    batch: Batch,
    action: "risk.force-sale" | "risk.forced-close",
    order: {
      account: string;
      symbol: string;
      side: Side;
      type: Exclude<PriceType, "MP">;
      price: number;
      volume: number;
    },
  ): void {
    const admitted = this.#take(
      {
        account: order.account,
        userId: RISK_DESK_USER,
        refId: `risk:${this.#lastOrderNo + 1}`,
        symbol: order.symbol,
        side: order.side,
        priceType: order.type,
        price: order.type === "LO" ? order.price : 0,
        volume: order.volume,
        advance: false,
        outRoom: false,
      },
      batch,
    );
    const now = this.#port?.clock.now() ?? 0;
    const outcome =
      admitted.kind === "taken"
        ? { orderNo: admitted.order.orderNo }
        : { code: admitted.kind === "refused" ? admitted.code : "retry" };
    batch.audits.push({
      at: now,
      userId: null,
      action,
      ip: null,
      detail: {
        account: order.account,
        symbol: order.symbol,
        side: order.side,
        volume: order.volume,
        type: order.type,
        ...outcome,
      },
    });
  }

  /** A venue's phase as the sequence has it; before its first session event, the exchange's. */
  #phaseOf(venue: SessionVenue): TradingPhase {
    return this.#phases.get(venue) ?? this.#port?.view.phaseOf(venue) ?? "CLOSED";
  }

  // ── Conditional orders ────────────────────────────────────────────────────────────────────

  #watches(symbol: string): boolean {
    return this.#conditional.watches(symbol) || this.#arming.has(symbol) || this.#riskHolders.has(symbol);
  }

  /** The desk as the conditional engine sees it during one step, writing into `batch`. */
  #host(batch: Batch, time?: number): EngineHost {
    const port = this.#port;
    const venueOf = (symbol: string) => port?.view.instrument(symbol)?.sessionVenue;
    return {
      now: time ?? port?.clock.now() ?? 0,
      // An event's own day, not the exchange's now: a replayed or late event is judged on its date.
      today: time !== undefined ? this.#dates.dateAt(time) : (port?.view.today ?? "0000-00-00"),
      holidays: this.#holidays,
      venueOf,
      phaseOf: (symbol) => {
        const venue = venueOf(symbol);
        return venue === undefined ? "CLOSED" : this.#phaseOf(venue);
      },
      band: (symbol) => {
        const day = port?.view.day(symbol);
        return day === undefined ? null : { floor: day.floor, ceiling: day.ceiling };
      },
      settlementDate: (date) => this.#dates.settlementOf(date),
      isSettled: (settleDate) => isSettlementDue(settleDate, time ?? port?.clock.now() ?? 0),
      place: (parent, child) => this.#placeChild(parent, child, batch),
      cancelChild: (account, orderNo) => this.#cancel(account, orderNo, batch, () => {}),
      child: (orderNo) => {
        const order = this.#orders.get(orderNo);
        return order === undefined
          ? undefined
          : {
              volume: order.volume,
              matched: order.matched,
              working: isWorking(order),
              tradeDate: order.tradeDate,
            };
      },
      write: (order) => batch.conditionals.set(order.id, order),
      writeTrailGroup: (id, row) => batch.trailGroups.set(id, row),
      notify: (notice) => batch.accountNotices.push(notice),
    };
  }

  /**
   * A conditional order's child: the same checks as the customer's own order (cash, shares,
   * margin, at trigger time), in the customer's name, with a refId of its own so that a replayed
   * step finds the order it placed the first time.
   */
  #placeChild(parent: ConditionalOrder, child: ChildOrder, batch: Batch) {
    const admitted = this.#take(
      {
        account: parent.account,
        userId: parent.userId,
        refId: `co:${parent.id}:${parent.children.length + 1}`,
        symbol: child.symbol,
        side: child.side,
        // MP is HOSE's name for a market order; the desk takes it as MTL, as the gateway does.
        priceType: typeof child.price === "number" ? "LO" : child.price === "MP" ? "MTL" : child.price,
        price: typeof child.price === "number" ? child.price : 0,
        volume: child.volume,
        advance: false,
        outRoom: false,
      },
      batch,
    );
    if (admitted.kind === "refused") return { ok: false as const, code: admitted.code };
    if (admitted.kind === "retry")
      return admitted.answer.ok ? { ok: true as const, orderNo: admitted.answer.orderNo } : admitted.answer;
    return { ok: true as const, orderNo: admitted.order.orderNo };
  }

  /**
   * An order the desk places on its own (a conditional order's child, a risk sale): admitted as a
   * customer's, its send queued after the batch's write; nobody waits for the exchange's answer
   * (a refusal there comes back as its report).
   */
  #take(request: PlaceRequest, batch: Batch): Admission {
    const admitted = this.#admit(request, batch);
    if (admitted.kind === "taken" && admitted.order.state === "SENDING") {
      const { order } = admitted;
      batch.sends.push(() => this.#sendNew(order));
    }
    return admitted;
  }

  // ── State ─────────────────────────────────────────────────────────────────────────────────

  #store(order: BrokerOrder, batch: Batch): void {
    // In memory means on disk: the desk loads every order it keeps, and a failed write reloads.
    if (!this.#orders.has(order.orderNo)) batch.placed.add(order.orderNo);
    this.#index(order);
    batch.orders.set(order.orderNo, order);
  }

  #index(order: BrokerOrder): void {
    const before = this.#orders.get(order.orderNo);
    this.#open.replace(before, order);
    this.#planned.replace(before, order);
    this.#orders.set(order.orderNo, order);
    this.#byRef.set(refKey(order.account, order.refId), order.orderNo);
    if (order.exchangeOrderId !== null) this.#byExchangeId.set(order.exchangeOrderId, order.orderNo);
    let mine = this.#byAccount.get(order.account);
    if (mine === undefined) this.#byAccount.set(order.account, (mine = new Set()));
    mine.add(order.orderNo);
  }

  #post(postings: readonly Posting[], time: number, batch: Batch): void {
    for (const entry of postings) {
      if (entry.delta !== 0) batch.postings.push({ ...entry, time });
      if (isMarginAccount(entry.account) || isDerivativeAccount(entry.account))
        this.#holds(entry.account, entry.asset);
    }
    this.#balances.apply(postings);
  }

  /** Notes that a risk-watched account holds (or moved) `asset`; its risk is looked at after the batch. */
  #holds(account: string, asset: string): void {
    this.#riskDirty.add(account);
    if (asset === CASH) return;
    let holders = this.#riskHolders.get(asset);
    if (holders === undefined) this.#riskHolders.set(asset, (holders = new Set()));
    holders.add(account);
    let symbols = this.#riskSymbols.get(account);
    if (symbols === undefined) this.#riskSymbols.set(account, (symbols = new Set()));
    symbols.add(asset);
  }

  async #load(): Promise<void> {
    const since = this.#port?.view.today ?? "0000-00-00";
    const state = await loadLedger(this.#database.sql, since);
    this.#balances = new Balances(state.balances);
    this.#orders = new Map();
    this.#byExchangeId = new Map();
    this.#byRef = new Map();
    this.#byAccount = new Map();
    this.#open.clear();
    this.#planned.clear();
    for (const order of state.orders) this.#index(order);
    this.#appliedSeq = state.exchangeSeq;
    this.#lastOrderNo = state.lastOrderNo;
    this.#conditional.load(state.conditionals, state.lastConditionalNo, state.trailGroups);
    for (const row of state.balances)
      if (isMarginAccount(row.account) || isDerivativeAccount(row.account))
        this.#holds(row.account, row.asset);
  }
}

function hasNoOddLots(kind: InstrumentKind): boolean {
  return kind === "BOND" || isDerivativeKind(kind);
}

function refKey(account: string, refId: string): string {
  return `${account}\u0000${refId}`;
}

/** What a retried refId answers: the first order's outcome. */
function answerOf(order: BrokerOrder): DeskAnswer {
  return order.doneReason === "REJECTED" && order.rejectCode !== null
    ? { ok: false, code: order.rejectCode }
    : { ok: true, orderNo: order.orderNo };
}
