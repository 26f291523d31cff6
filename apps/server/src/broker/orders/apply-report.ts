/**
 * What an execution report does to one of the broker's orders and to its account's ledger: the
 * order's next state, the postings (hold moved to its new target, cost, fee and tax of a fill),
 * the fill itself and the notice the customer gets. Pure: the order desk applies the outcome and
 * persists it in one transaction.
 */
import type { ExecutionReport, TradeExecuted } from "@bangia/exchange";
import type { IsoDate } from "@bangia/market";
import { futuresCharges, futuresFill } from "../derivatives/futures-ledger";
import type { ContractTerms, FuturesPolicy } from "../derivatives/futures-policy";
import type { FuturesPosition, Holding } from "../ledger/balances";
import { chargeOfFill, type StockFees } from "../ledger/fee-schedule";
import { CASH, posting, type Posting } from "../ledger/posting";
import type { BrokerOrder, DoneReason } from "./broker-order";
import { cashHoldOf, shareHoldOf } from "./order-holds";

export interface Fill {
  readonly orderNo: number;
  readonly tradeId: number;
  readonly seq: number;
  readonly time: number;
  readonly price: number;
  readonly volume: number;
  readonly fee: number;
  readonly tax: number;
  /** Stock sells: net proceeds less the cost of the shares sold; futures: the closed part's gain
   * against the average price (before fees); otherwise 0. */
  readonly realised: number;
}

/** The realtime order notices of accounts-session §4. */
export type NoticeKind =
  "PENDING" | "MATCHED" | "PARTIALLY_MATCHED" | "CANCELLED" | "PARTIALLY_CANCELLED" | "REJECTED";

export interface OrderNotice {
  readonly kind: NoticeKind;
  readonly order: BrokerOrder;
  /** The fill's volume and price for a match; the order's otherwise. */
  readonly volume: number;
  readonly price: number;
}

export interface ReportOutcome {
  readonly order: BrokerOrder;
  readonly postings: readonly Posting[];
  readonly fill: Fill | null;
  readonly notice: OrderNotice | null;
}

/** What a fill of a futures order needs: the position before it and the contract's terms. */
export interface FuturesContext {
  readonly position: FuturesPosition;
  readonly terms: ContractTerms;
  readonly policy: FuturesPolicy;
}

export interface ReportContext {
  readonly fees: StockFees;
  /** Set for an order of a derivatives account. */
  readonly futures: FuturesContext | null;
  /** Settlement date of a fill today (T+2). */
  readonly settleDate: IsoDate;
  /** The account's holding of the order's symbol before the report. */
  readonly holding: Holding;
}

/** The postings that move the order's hold from what `before` held to what `after` holds. */
export function holdPostings(before: BrokerOrder | null, after: BrokerOrder, fees: StockFees): Posting[] {
  const cash = cashHoldOf(after, fees) - (before === null ? 0 : cashHoldOf(before, fees));
  const shares = shareHoldOf(after) - (before === null ? 0 : shareHoldOf(before));
  const out: Posting[] = [];
  const { account, orderNo, symbol } = after;
  if (cash !== 0)
    out.push(
      posting(account, CASH, "cash", -cash, "ORDER_HOLD", orderNo),
      posting(account, CASH, "hold", cash, "ORDER_HOLD", orderNo),
    );
  if (shares !== 0)
    out.push(
      posting(account, symbol, "available", -shares, "ORDER_HOLD", orderNo),
      posting(account, symbol, "hold", shares, "ORDER_HOLD", orderNo),
    );
  return out;
}

const NO_PENDING = { pending: null, pendingPrice: null, pendingVolume: null } as const;

function done(order: BrokerOrder, reason: DoneReason, time: number): BrokerOrder {
  return { ...order, ...NO_PENDING, state: "DONE", doneReason: reason, doneAt: time, updatedAt: time };
}

/** Applies `report`, which concerns `order` (for a trade: `order` is one of its two sides). */
export function applyReport(
  order: BrokerOrder,
  report: ExecutionReport,
  context: ReportContext,
): ReportOutcome {
  const time = report.time;
  switch (report.type) {
    case "accepted": {
      const next: BrokerOrder = { ...order, state: "OPEN", exchangeOrderId: report.orderId, updatedAt: time };
      return outcome(order, next, context, null, {
        kind: "PENDING",
        order: next,
        volume: next.volume,
        price: next.limitPrice,
      });
    }
    case "rejected": {
      if (report.command !== "new") {
        // A refused cancel or amend: the order goes on as it was.
        return outcome(order, { ...order, ...NO_PENDING, updatedAt: time }, context, null, null);
      }
      const next = { ...done(order, "REJECTED", time), rejectCode: report.code };
      return outcome(order, next, context, null, {
        kind: "REJECTED",
        order: next,
        volume: next.volume,
        price: next.limitPrice,
      });
    }
    case "cancelled": {
      const next = done(order, report.reason === "EXPIRED" ? "EXPIRED" : "CANCELLED", time);
      const kind = next.matched > 0 ? "PARTIALLY_CANCELLED" : "CANCELLED";
      return outcome(order, next, context, null, {
        kind,
        order: next,
        volume: report.volume,
        price: next.limitPrice,
      });
    }
    case "replaced": {
      const limitPrice = order.priceType === "LO" ? report.price : order.limitPrice;
      const next: BrokerOrder = {
        ...order,
        volume: report.volume,
        limitPrice,
        holdPrice: order.priceType === "LO" ? report.price : order.holdPrice,
        edited: true,
        ...NO_PENDING,
        updatedAt: time,
      };
      return outcome(order, next, context, null, null);
    }
    case "converted": {
      // An MTL rest now a limit order: the hold is priced at that limit from here on.
      const next: BrokerOrder = {
        ...order,
        limitPrice: report.price,
        holdPrice: report.price,
        updatedAt: time,
      };
      return outcome(order, next, context, null, null);
    }
    case "trade":
      return applyTrade(order, report, context);
  }
}

function applyTrade(order: BrokerOrder, trade: TradeExecuted, context: ReportContext): ReportOutcome {
  const { fees, settleDate, holding, futures } = context;
  const value = trade.price * trade.volume;
  const matchedValue = order.matchedValue + value;
  const charges =
    futures === null ? null : futuresCharges(trade.price, trade.volume, futures.terms, futures.policy);
  const fee =
    charges === null
      ? chargeOfFill(order.matchedValue, matchedValue, fees.feePpm)
      : charges.brokerFee + charges.exchangeFee;
  const tax =
    charges !== null
      ? charges.tax
      : order.side === "S"
        ? chargeOfFill(order.matchedValue, matchedValue, fees.sellTaxPpm)
        : 0;
  const leaves = order.side === "B" ? trade.buyLeaves : trade.sellLeaves;
  let next: BrokerOrder = {
    ...order,
    matched: order.matched + trade.volume,
    matchedValue,
    fee: order.fee + fee,
    tax: order.tax + tax,
    updatedAt: trade.time,
  };
  if (leaves === 0) next = done(next, "FILLED", trade.time);

  const { account, orderNo, symbol } = order;
  const postings: Posting[] = [];
  let realised = 0;
  if (futures !== null && charges !== null) {
    const outcome = futuresFill(
      account,
      symbol,
      orderNo,
      order.side,
      trade.price,
      trade.volume,
      futures.position,
      futures.terms.unitValue,
      charges,
    );
    postings.push(...outcome.postings);
    realised = outcome.realised;
  } else if (order.side === "B") {
    postings.push(
      posting(account, CASH, "cash", -value, "BUY_FILL", orderNo),
      posting(account, CASH, "cash", -fee, "FEE", orderNo),
      posting(account, symbol, "receiving", trade.volume, "BUY_FILL", orderNo, settleDate),
      posting(account, symbol, "cost", value, "BUY_FILL", orderNo),
    );
  } else {
    // The shares sold leave the holding at its average cost (weighted-average costing).
    const costOut = holding.total > 0 ? Math.round((holding.cost * trade.volume) / holding.total) : 0;
    realised = value - fee - tax - costOut;
    postings.push(
      posting(account, symbol, "available", -trade.volume, "SELL_FILL", orderNo),
      posting(account, symbol, "cost", -costOut, "SELL_FILL", orderNo),
      posting(account, CASH, "receivable", value, "SELL_FILL", orderNo, settleDate),
      posting(account, CASH, "receivable", -fee, "FEE", orderNo, settleDate),
      posting(account, CASH, "receivable", -tax, "TAX", orderNo, settleDate),
    );
  }
  const fill: Fill = {
    orderNo,
    tradeId: trade.tradeId,
    seq: trade.seq,
    time: trade.time,
    price: trade.price,
    volume: trade.volume,
    fee,
    tax,
    realised,
  };
  const notice: OrderNotice = {
    kind: next.state === "DONE" ? "MATCHED" : "PARTIALLY_MATCHED",
    order: next,
    volume: trade.volume,
    price: trade.price,
  };
  return {
    order: next,
    // The hold moves first: a sell's shares come back to `available` before the fill takes them.
    postings: [...holdPostings(order, next, fees), ...postings].filter((entry) => entry.delta !== 0),
    fill,
    notice,
  };
}

function outcome(
  before: BrokerOrder,
  after: BrokerOrder,
  context: ReportContext,
  fill: Fill | null,
  notice: OrderNotice | null,
): ReportOutcome {
  return { order: after, postings: holdPostings(before, after, context.fees), fill, notice };
}
