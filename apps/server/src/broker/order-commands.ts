/**
 * The normal-order calls of the core gateway for stocks (order-entry §7, accounts-session §3,
 * §7): place, amend and cancel (group O), the order book, fills, past-day orders, portfolio,
 * account status, buying power and stock info (groups Q and B).
 *
 * Every call checks first that the session owns the account (-96017, audited). Placements,
 * amends and cancels then check that the customer may trade (expert-follow 95001, identity-card
 * block -6063), that the form passes the market package's validators (the web's warning keys;
 * answered -90001 with the warning's text and the key in `data.code`), and the PIN (-8010, a
 * locked PIN -8005, audited); the order desk then runs the broker's checks at the order's place
 * in its sequence. Catalogue codes the spec writes unsigned are answered negated (any rc above 0
 * reads as success), with the message in the call's language; an exchange's own refusal (EX-…)
 * is answered -96032 with the exchange's message and its code in `data.code`.
 */
import { rejectMessage, type RejectCode } from "@bangia/exchange";
import {
  AccountStatusQueryDataSchema,
  BuyingPowerQueryDataSchema,
  CancelActivatedOrderDataSchema,
  CancelOrderDataSchema,
  CashAdvanceDataSchema,
  ChangeOrderDataSchema,
  CORE_COMMANDS,
  CORE_GROUPS,
  daysBetween,
  fromDayFirstDate,
  isDerivativeAccount,
  isDerivativeKind,
  matchesNormalStatusFilter,
  orderBookStatusCode,
  OrderFillDetailQueryDataSchema,
  OrderHistoryQueryDataSchema,
  OrderListQueryDataSchema,
  PORTFOLIO_TOTAL_SYMBOL,
  PortfolioQueryDataSchema,
  resultMessage,
  StockInfoQueryDataSchema,
  StockNewOrderDataSchema,
  stockTypeOfKind,
  validateStockOrder,
  warningMessage,
  type AccountStatus,
  type CashAdvanceResult,
  type ChangeOrderData,
  type CoreAnswer,
  type Language,
  type NormalOrderRow,
  type NormalStatusFilter,
  type OrderFillEntry,
  type OrderPanelAccountInfo,
  type OrderPlacedData,
  type PortfolioPage,
  type PortfolioRow,
  type PortfolioTotalRow,
  type PriceType,
  type StockPanelInfo,
  type IsoDate,
  type Side,
  type WarningKey,
} from "@bangia/market";
import type { CoreCall, CoreCommand } from "../core/core-command";
import { defineCoreCommand } from "../core/core-command";
import { refuseAccount } from "../core/account-access";
import type { Customer, Stores, TradingAccount } from "../db/stores";
import { futuresPanel } from "./futures-account";
import { advanceable } from "./ledger/cash-advance";
import { charge } from "./ledger/fee-schedule";
import {
  buyingPower,
  cashToReachMaintenance,
  debt,
  equity,
  marginRatio,
  marginValueOf,
  maxBuyVolume as maxMarginBuy,
  outRoomPolicy,
  ratioPercent,
  statusAtRatio,
  totalAssets,
} from "./ledger/margin-rules";
import { exchangeClockText } from "../market/rows/wire-time";
import { disclosuresOf, fillsOf, ordersOfDay, plannedVolume } from "./ledger-store";
import { coveringDisclosure } from "./orders/insider-limits";
import type { Fill } from "./orders/apply-report";
import { derivativeQuoteOf, derivativeStatusOf, statusCodeOf, type BrokerOrder } from "./orders/broker-order";
import { markOf } from "./risk-views";
import { isMarginAccount, type DeskAnswer, type InsiderFacts, type OrderDesk } from "./order-desk";
import type { TradingPin } from "./trading-pin";

export interface OrderCommandDeps {
  readonly desk: OrderDesk;
  readonly stores: Stores;
  readonly pin: TradingPin;
  /** Wall-clock now, epoch ms (audit entries). */
  readonly now: () => number;
}

/** Refusal codes of these calls (order-entry §8; -8010 ours). */
export const ORDER_CALL_CODES = {
  EXPERT_FOLLOW: 95001,
  CARD_BLOCKED: -6063,
  WRONG_PIN: -8010,
  PIN_LOCKED: -8005,
  INVALID_INPUT: 90001,
  NO_PERMISSION: 96018,
  EXCHANGE_REFUSED: 96032,
  UNAVAILABLE: 98001,
} as const;

type Call<D> = CoreCall<D, "required">;

/** Why a call is refused: the answer's rc and message, and the code behind them. */
export interface Refusal {
  readonly rc: number;
  readonly rs: string;
  /** The catalogue code, the exchange's EX- code or the warning key. */
  readonly code: string;
}

/** A refusal by code: negated when positive, with the catalogue's (or the exchange's) message. */
export function refusalOf(code: number | string, language: Language): Refusal {
  if (typeof code === "string" && !/^-?\d+$/.test(code)) {
    const message = rejectMessage(code as RejectCode)[language];
    return { rc: -ORDER_CALL_CODES.EXCHANGE_REFUSED, rs: message, code };
  }
  const number = Number(code);
  return { rc: number > 0 ? -number : number, rs: resultMessage(number, language), code: String(code) };
}

/** A form the market package's validators refuse: the warning key's text. */
export function warningRefusal(
  key: WarningKey,
  language: Language,
  params?: Record<string, string | number>,
): Refusal {
  return { rc: -ORDER_CALL_CODES.INVALID_INPUT, rs: warningMessage(key, language, params), code: key };
}

/** The answer of a placement or amend: the code also in `data.code` (the web reads FOS-6063 there). */
export function placementRefused(refusal: Refusal): CoreAnswer<OrderPlacedData> {
  return { rc: refusal.rc, rs: refusal.rs, data: { code: refusal.code } };
}

export function refused(refusal: Refusal): CoreAnswer<never> {
  return { rc: refusal.rc, rs: refusal.rs };
}

/** A price in whole VND as the stock form types it: thousands of VND ("25.55"). */
export function formPriceText(price: number): string {
  const whole = Math.trunc(price / 1_000);
  const rest = String(price % 1_000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return rest === "" ? String(whole) : `${whole}.${rest}`;
}

export function normalOrderRow(order: BrokerOrder): NormalOrderRow {
  return {
    orderNo: String(order.orderNo),
    pk_orderNo: order.advance ? String(order.orderNo) : "",
    accountCode: order.account,
    symbol: order.symbol,
    side: order.side,
    showPrice: order.priceType === "LO" ? order.limitPrice : order.priceType,
    volume: order.volume,
    matchVolume: order.matched,
    ...(isDerivativeAccount(order.account)
      ? { status: derivativeStatusOf(order), quote: derivativeQuoteOf(order) }
      : { status: statusCodeOf(order), quote: order.state === "OPEN" ? "Y" : "N" }),
    autoType: order.advance
      ? order.state === "WAITING"
        ? "0"
        : order.doneReason === "CANCELLED" && order.exchangeOrderId === null
          ? "2"
          : "1"
      : "",
    product: order.advance ? "advance" : "daily",
    cancelTime: order.doneAt !== null && order.doneReason !== "FILLED" ? exchangeClockText(order.doneAt) : "",
    order_out_room: order.outRoom,
    time: exchangeClockText(order.placedAt),
  };
}

/** The wire's status filter ("" all, "1" pending, "2" matched, "3" partly, "4" cancelled). */
const STATUS_FILTERS: Readonly<Record<string, NormalStatusFilter>> = {
  "": "all",
  "1": "pending",
  "2": "matched",
  "3": "partially-matched",
  "4": "canceled",
};

/** The rows of page `page` (from 1) of `size`. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** One MATCHED line per fill, then a GOM line per price (the fills grouped), newest first. */
export function fillEntries(fills: readonly Fill[]): OrderFillEntry[] {
  const matched: OrderFillEntry[] = fills.map((fill) => ({
    type: "MATCHED",
    time: exchangeClockText(fill.time),
    mathedVol: fill.volume,
    mathPrice: fill.price,
  }));
  const byPrice = new Map<number, { volume: number; time: number }>();
  for (const fill of fills) {
    const group = byPrice.get(fill.price) ?? { volume: 0, time: fill.time };
    byPrice.set(fill.price, { volume: group.volume + fill.volume, time: Math.max(group.time, fill.time) });
  }
  const grouped: OrderFillEntry[] = [...byPrice].map(([price, group]) => ({
    type: "GOM",
    time: exchangeClockText(group.time),
    vol: group.volume,
    price,
  }));
  return [...matched.reverse(), ...grouped];
}

/**
 * What every order call does first, shared by the stock and the derivatives calls: the
 * account's owner, the customer's right to trade and the PIN, the desk's answer, the market of a
 * symbol, and the cancel.
 */
export function orderCallKit(deps: OrderCommandDeps) {
  const { desk, stores } = deps;
  const audit = { auditLog: stores.auditLog, now: deps.now };

  /** The account when the session owns it, else the refusal to answer. */
  async function ownAccount(
    call: Call<{ readonly cmd: string }>,
    account: string,
  ): Promise<{ account: TradingAccount } | { refusal: CoreAnswer<never> }> {
    const found = await stores.tradingAccounts.find(account.trim().toUpperCase());
    if (found === null || found.userId.toLowerCase() !== call.session.userId.toLowerCase())
      return { refusal: await refuseAccount(audit, call, account) };
    return { account: found };
  }

  /** The checks before the desk: may the customer trade, is the PIN right; the customer if so. */
  async function tradingCheck(
    call: Call<{ readonly cmd: string }>,
    pin: string,
  ): Promise<{ readonly refusal: Refusal } | { readonly customer: Customer }> {
    const refusal = (code: number) => ({ refusal: refusalOf(code, call.language) });
    const customer = await stores.customers.find(call.session.userId);
    if (customer === null) return refusal(ORDER_CALL_CODES.UNAVAILABLE);
    if (customer.expertFollow) return refusal(ORDER_CALL_CODES.EXPERT_FOLLOW);
    if (customer.cardStatus === "2") return refusal(ORDER_CALL_CODES.CARD_BLOCKED);
    if (pin.trim() === "") return { refusal: warningRefusal("empty-pin", call.language) };
    const checked = await deps.pin.check(customer, call.session, pin, call.ip);
    if (checked.ok) return { customer };
    return refusal(checked.locked ? ORDER_CALL_CODES.PIN_LOCKED : ORDER_CALL_CODES.WRONG_PIN);
  }

  /** Refusals before the desk (null: it may go). */
  async function tradingRefusal(call: Call<{ readonly cmd: string }>, pin: string): Promise<Refusal | null> {
    const checked = await tradingCheck(call, pin);
    return "refusal" in checked ? checked.refusal : null;
  }

  /** An insider's planned trades before today: under the disclosure covering the order, or this month's. */
  async function insiderFacts(
    userId: string,
    symbol: string,
    side: Side,
    today: IsoDate,
  ): Promise<InsiderFacts> {
    const disclosure = coveringDisclosure(await disclosuresOf(desk.sql, userId, symbol), side, today);
    if (disclosure === null)
      return {
        disclosed: null,
        earlierThisMonth: await plannedVolume(desk.sql, userId, symbol, `${today.slice(0, 8)}01`, today),
      };
    return {
      disclosed: disclosure.volume,
      earlierInWindow: await plannedVolume(desk.sql, userId, symbol, disclosure.fromDate, today, side),
    };
  }

  function deskAnswer(answer: DeskAnswer, language: Language): CoreAnswer<OrderPlacedData> {
    if (answer.ok)
      return { rc: 1, rs: resultMessage(1, language), data: { orderNo: String(answer.orderNo) } };
    return placementRefused(refusalOf(answer.code, language));
  }

  function marketOf(symbol: string) {
    const port = desk.exchange;
    if (port === null) return null;
    const definition = port.view.instrument(symbol);
    const day = port.view.day(symbol);
    return definition === undefined || day === undefined ? null : { definition, day, today: port.view.today };
  }

  /**
   * Amends one of `account`'s orders: the price or the total volume, never both (a partly
   * matched order's new volume is new remaining + matched); `check` adds a kind's own rules on
   * the order and its new terms before the PIN (null: none).
   */
  async function amend(
    call: Call<ChangeOrderData>,
    account: string,
    check: (order: BrokerOrder, price: number | null, volume: number | null) => Refusal | null = () => null,
  ): Promise<CoreAnswer<OrderPlacedData>> {
    const { data, language } = call;
    const order = desk.order(Number(data.orderNo));
    if (order === undefined || order.account !== account) return placementRefused(refusalOf(40039, language));
    const newPrice =
      typeof data.newPrice === "number" && data.newPrice !== order.limitPrice ? data.newPrice : null;
    const newVolume = data.newVolume !== order.volume ? data.newVolume : null;
    const form = (key: WarningKey) => placementRefused(warningRefusal(key, language));
    if (newPrice !== null && newVolume !== null) return form("price-and-volume-not-both");
    if (newPrice === null && newVolume === null) return form("value-not-change");
    if (newVolume !== null && newVolume <= order.matched) return form("volume-than-0");
    const refusal = check(order, newPrice, newVolume) ?? (await tradingRefusal(call, data.pin));
    if (refusal !== null) return placementRefused(refusal);
    const answer = await desk.amend({ account, orderNo: order.orderNo, price: newPrice, volume: newVolume });
    await stores.auditLog.append({
      at: deps.now(),
      userId: call.session.userId,
      action: "order.edit",
      ip: call.ip,
      detail: { account, orderNo: order.orderNo, ok: answer.ok },
    });
    return deskAnswer(answer, language);
  }

  async function cancel(
    call: Call<{ readonly cmd: string }>,
    orderNoText: string,
    pin: string,
  ): Promise<CoreAnswer<never>> {
    const orderNo = Number(orderNoText);
    const order = Number.isSafeInteger(orderNo) ? desk.order(orderNo) : undefined;
    if (order === undefined) return refused(refusalOf(40039, call.language));
    const owned = await ownAccount(call, order.account);
    if ("refusal" in owned) return owned.refusal;
    const trading = await tradingRefusal(call, pin);
    if (trading !== null) return refused(trading);
    const answer = await desk.cancel(order.account, orderNo);
    await stores.auditLog.append({
      at: deps.now(),
      userId: call.session.userId,
      action: "order.cancel",
      ip: call.ip,
      detail: { account: order.account, orderNo, ok: answer.ok },
    });
    return answer.ok
      ? { rc: 1, rs: resultMessage(1, call.language) }
      : refused(refusalOf(answer.code, call.language));
  }

  return { ownAccount, tradingCheck, tradingRefusal, insiderFacts, deskAnswer, marketOf, amend, cancel };
}

export function orderCommands(deps: OrderCommandDeps): CoreCommand[] {
  const { desk, stores } = deps;
  const { ownAccount, tradingCheck, tradingRefusal, insiderFacts, deskAnswer, marketOf, amend, cancel } =
    orderCallKit(deps);
  const O = CORE_GROUPS.ORDER;
  const Q = CORE_GROUPS.QUERY;

  return [
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.NEW_ORDER,
      session: "required",
      summary:
        "Places a stock normal order; answers {orderNo}. refId is the idempotency key: a retry answers the first order",
      payload: StockNewOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.NEW_ORDER,
        account: "058C0000011",
        advance: false,
        orderType: "1",
        pin: "123456",
        price: 95_000,
        refId: "bot-20260210-0001",
        side: "B",
        symbol: "FPT",
        type: "LO",
        volume: 100,
      },
      async handle(call) {
        const { data, language } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const symbol = data.symbol.trim().toUpperCase();
        const market = marketOf(symbol);
        if (market === null || isDerivativeKind(market.definition.kind))
          return placementRefused(refusalOf(96031, language));
        const priceType: Exclude<PriceType, "MP"> = data.type === "MP" ? "MTL" : data.type;
        const validated = validateStockOrder(
          {
            side: data.side,
            account: owned.account.accountCode,
            conditionType: "normal",
            orderSymbol: symbol,
            orderPrice: typeof data.price === "number" ? formPriceText(data.price) : data.price,
            orderVolume: String(data.volume),
            pin: data.pin,
          },
          {
            today: market.today,
            instrument: {
              symbol,
              venue: market.definition.boardVenue ?? "HOSE",
              kind: market.definition.kind,
            },
            referencePrice: market.day.reference,
            ...(market.day.last > 0 ? { lastPrice: market.day.last } : {}),
            webTradeFunctions: owned.account.functions,
            ...(data.outRoom === undefined ? {} : { outRoom: data.outRoom }),
          },
        );
        if (!validated.ok) return placementRefused(warningRefusal(validated.key, language, validated.params));
        const trading = await tradingCheck(call, data.pin);
        if ("refusal" in trading) return placementRefused(trading.refusal);
        const answer = await desk.place({
          account: owned.account.accountCode,
          userId: call.session.userId,
          refId: data.refId,
          symbol,
          side: data.side,
          priceType: typeof data.price === "number" ? "LO" : priceType,
          price: typeof data.price === "number" ? data.price : 0,
          volume: data.volume,
          advance: data.advance,
          outRoom: data.outRoom ?? false,
          ...(trading.customer.insiderSymbols.includes(symbol)
            ? { insider: await insiderFacts(call.session.userId, symbol, data.side, market.today) }
            : {}),
          audit: { at: deps.now(), ip: call.ip },
        });
        return deskAnswer(answer, language);
      },
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.CHANGE_ORDER,
      session: "required",
      summary:
        "Amends a stock order's price or total volume (not both); a partly matched order's volume is new remaining + matched",
      payload: ChangeOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.CHANGE_ORDER,
        account: "058C0000011",
        symbol: "FPT",
        price: 95_000,
        volume: 100,
        side: "B",
        pin: "123456",
        orderNo: "1",
        newPrice: 95_500,
        newVolume: 100,
        language: "vi",
      },
      async handle(call) {
        const owned = await ownAccount(call, call.data.account);
        if ("refusal" in owned) return owned.refusal;
        return amend(call, owned.account.accountCode);
      },
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.CANCEL_ORDER,
      session: "required",
      summary: "Cancels a stock normal order (its open volume); rc 1 when the cancel is sent",
      payload: CancelOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.CANCEL_ORDER,
        orderNo: "1",
        orderType: "1",
        pin: "123456",
        refId: "bot-20260210-0002",
        fisID: "1",
      },
      handle: (call) => cancel(call, call.data.orderNo, call.data.pin),
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER,
      session: "required",
      summary: "Cancels an advance order (the book row's pk_orderNo), sent or not",
      payload: CancelActivatedOrderDataSchema,
      example: { cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER, orderNo: "1", pin: "123456" },
      handle: (call) => cancel(call, call.data.orderNo, call.data.pin),
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.CASH_ADVANCE,
      session: "required",
      summary:
        "Advances sale proceeds not yet settled into cash for a fee (0.0375% a day until they would arrive); answers the fee and the cash",
      payload: CashAdvanceDataSchema,
      example: { cmd: CORE_COMMANDS.CASH_ADVANCE, account: "058C0000011", amount: 10_000_000, pin: "123456" },
      async handle(call) {
        const { data, language } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const trading = await tradingRefusal(call, data.pin);
        if (trading !== null) return refused(trading);
        const account = owned.account.accountCode;
        const answer = await desk.advance(account, data.amount);
        await stores.auditLog.append({
          at: deps.now(),
          userId: call.session.userId,
          action: "cash.advance",
          ip: call.ip,
          detail: { account, amount: data.amount, ok: answer.ok },
        });
        if (!answer.ok) return refused(refusalOf(answer.code, language));
        const result: CashAdvanceResult = {
          amount: data.amount,
          fee: answer.fee,
          cash: desk.balances.cashOf(account).cash,
        };
        return { rc: 1, rs: resultMessage(1, language), data: result };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.ORDER_LIST,
      session: "required",
      summary: "Today's and open normal orders of an account, newest first, by status filter, paged",
      payload: OrderListQueryDataSchema,
      example: { cmd: CORE_COMMANDS.ORDER_LIST, account: "058C0000011", page: 1, size: 30, status: "" },
      async handle(call) {
        const { data } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const filter = STATUS_FILTERS[data.status] ?? "all";
        const rows = desk
          .ordersOf(owned.account.accountCode)
          .filter(
            (order) => data.product === undefined || (order.advance ? "advance" : "daily") === data.product,
          )
          .map(normalOrderRow)
          .filter((row) => matchesNormalStatusFilter(filter, orderBookStatusCode(row.status, row.quote)));
        return { rc: 1, data: pageOf(rows, data.page, data.size) };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.ORDER_FILL_DETAIL,
      session: "required",
      summary: "An order's fills: a MATCHED line per fill, then a GOM line per price",
      payload: OrderFillDetailQueryDataSchema,
      example: { cmd: CORE_COMMANDS.ORDER_FILL_DETAIL, p1: "1" },
      async handle(call) {
        const orderNo = Number(call.data.p1);
        const order = Number.isSafeInteger(orderNo) ? desk.order(orderNo) : undefined;
        // Someone else's order number reads as unknown: the same answer, nothing told.
        if (order === undefined || order.userId.toLowerCase() !== call.session.userId.toLowerCase())
          return { rc: 1, data: [] };
        return { rc: 1, data: fillEntries(await fillsOf(desk.sql, [orderNo])) };
      },
    }),
    defineCoreCommand({
      group: CORE_GROUPS.BACK_OFFICE,
      cmd: CORE_COMMANDS.ORDER_HISTORY,
      session: "required",
      summary: "A past day's original order of an account: p1 account, p2 order id, p3 DD/MM/YYYY",
      payload: OrderHistoryQueryDataSchema,
      example: {
        cmd: CORE_COMMANDS.ORDER_HISTORY,
        type: "cursor",
        p1: "058C0000011",
        p2: "1",
        p3: "09/02/2026",
      },
      async handle(call) {
        const { p1, p2, p3 } = call.data;
        const owned = await ownAccount(call, p1);
        if ("refusal" in owned) return owned.refusal;
        const date = fromDayFirstDate(p3);
        if (date === null) return refused(refusalOf(ORDER_CALL_CODES.INVALID_INPUT, call.language));
        const orders = await ordersOfDay(desk.sql, owned.account.accountCode, date);
        const wanted = p2.trim();
        return {
          rc: 1,
          data: orders
            .filter((order) => wanted === "" || String(order.orderNo) === wanted)
            .map(normalOrderRow),
        };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.PORTFOLIO,
      session: "required",
      summary: "Holdings of a securities account at the last price: the TOTAL row first, then the page",
      payload: PortfolioQueryDataSchema,
      example: { cmd: CORE_COMMANDS.PORTFOLIO, account: "058C0000011", page: 1, size: 30 },
      async handle(call) {
        const { data } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const rows = desk.balances.holdingsOf(owned.account.accountCode).map((holding): PortfolioRow => {
          const market = marketOf(holding.symbol);
          const price = markOf(market?.day);
          const marketValue = price * holding.total;
          const gain = marketValue - holding.cost;
          return {
            symbol: holding.symbol,
            actual_vol: holding.total,
            avaiable_vol: holding.available,
            avg_price: holding.total === 0 ? 0 : Math.round(holding.cost / holding.total),
            gain_loss_value: gain,
            gain_loss_per: holding.cost === 0 ? 0 : Math.round((gain * 10_000) / holding.cost) / 100,
            stockType: market === null ? "D" : (stockTypeOfKind(market.definition.kind) ?? "D"),
            market_value: marketValue,
          };
        });
        const cost = rows.reduce((sum, row) => sum + row.avg_price * row.actual_vol, 0);
        const value = rows.reduce((sum, row) => sum + row.market_value, 0);
        const total: PortfolioTotalRow = {
          symbol: PORTFOLIO_TOTAL_SYMBOL,
          actual_vol: rows.reduce((sum, row) => sum + row.actual_vol, 0),
          avaiable_vol: rows.reduce((sum, row) => sum + row.avaiable_vol, 0),
          avg_price: 0,
          gain_loss_value: value - cost,
          gain_loss_per: cost === 0 ? 0 : Math.round(((value - cost) * 10_000) / cost) / 100,
          stockType: "",
          market_value: value,
        };
        const page: PortfolioPage = [total, ...pageOf(rows, data.page, data.size)];
        return { rc: 1, data: page };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.ACCOUNT_STATUS,
      session: "required",
      summary: "Cash, holds, receivables and assets of a securities account (accounts-session §3)",
      payload: AccountStatusQueryDataSchema,
      example: { cmd: CORE_COMMANDS.ACCOUNT_STATUS, account: "058C0000011" },
      async handle(call) {
        const owned = await ownAccount(call, call.data.account);
        if ("refusal" in owned) return owned.refusal;
        return { rc: 1, data: accountStatus(owned.account.accountCode) };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.BUYING_POWER,
      session: "required",
      summary:
        "The order panel's account info at a symbol and price: buying power, max buy or sellable volume",
      payload: BuyingPowerQueryDataSchema,
      example: {
        cmd: CORE_COMMANDS.BUYING_POWER,
        account: "058C0000011",
        symbol: "FPT",
        price: 95_000,
        side: "B",
      },
      async handle(call) {
        const { data } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const account = owned.account.accountCode;
        const symbol = data.symbol.trim().toUpperCase();
        const market = marketOf(symbol);
        if (isDerivativeAccount(account)) {
          const price = typeof data.price === "number" && data.price > 0 ? data.price : 0;
          const panel = futuresPanel(desk, account, symbol, price);
          const info: OrderPanelAccountInfo = {
            ee: panel.free,
            ee_inc_app: panel.free,
            cash_limit: 0,
            pp: panel.free,
            avaiColla: panel.free,
            cash_avai: panel.cash,
            temp_ee: panel.free,
            balance: panel.cash,
            volumeAvaiable: data.side === "S" ? panel.maxShort : panel.maxLong,
            max_long: panel.maxLong,
            max_short: panel.maxShort,
            unit: 1,
          };
          return { rc: 1, data: info };
        }
        const cash = desk.balances.cashOf(account);
        const price =
          typeof data.price === "number" && data.price > 0 ? data.price : (market?.day.ceiling ?? 0);
        const margin = isMarginAccount(account) ? desk.marginFactsOf(account) : null;
        const power = margin === null ? cash.cash : buyingPower(margin, desk.marginPolicy);
        const volume =
          data.side === "S"
            ? desk.balances.holdingOf(account, symbol).available
            : margin === null || price <= 0
              ? maxBuyVolume(cash.cash, price, account)
              : maxMarginBuy(
                  symbol,
                  price,
                  margin,
                  // An out-room order is paid 100% in cash.
                  data.outRoom === true ? outRoomPolicy(symbol, desk.marginPolicy) : desk.marginPolicy,
                  desk.feesOf(account),
                );
        const info: OrderPanelAccountInfo = {
          ee: power,
          ee_inc_app: power + (margin === null ? cash.receivableTotal : 0),
          cash_limit: margin === null ? 0 : desk.marginPolicy.lendingLimit,
          pp: power,
          avaiColla: 0,
          cash_avai: cash.cash,
          temp_ee: cash.cash,
          balance: cash.cash + cash.hold,
          volumeAvaiable: volume,
          max_long: 0,
          max_short: 0,
          unit: market === null || market.definition.kind === "BOND" ? 1 : 100,
        };
        return { rc: 1, data: info };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.STOCK_INFO,
      session: "required",
      summary: "The stock panel's info of a symbol for an account: type, last and reference price, market",
      payload: StockInfoQueryDataSchema,
      example: { cmd: CORE_COMMANDS.STOCK_INFO, account: "058C0000011", symbol: "FPT" },
      async handle(call) {
        const owned = await ownAccount(call, call.data.account);
        if ("refusal" in owned) return owned.refusal;
        const symbol = call.data.symbol.trim().toUpperCase();
        const market = marketOf(symbol);
        if (market === null) return refused(refusalOf(96031, call.language));
        const exchange =
          market.definition.exchange === "HOSE"
            ? "HOSE"
            : market.definition.exchange === "HNX"
              ? "HNX"
              : "UPCOM";
        const info: StockPanelInfo = {
          stockType: stockTypeOfKind(market.definition.kind) ?? "",
          lastPrice: market.day.last,
          r: market.day.reference,
          mc: exchange === "HOSE" ? "10" : exchange === "HNX" ? "02" : "03",
          post_to: exchange,
        };
        return { rc: 1, data: info };
      },
    }),
  ];

  /** Shares a cash account can buy at `price`: whole lots, fee included. */
  function maxBuyVolume(cash: number, price: number, account: string): number {
    if (price <= 0) return 0;
    const fees = desk.feesOf(account);
    let lots = Math.floor(cash / (price * 100));
    while (lots > 0 && price * 100 * lots + charge(price * 100 * lots, fees.feePpm) + 1 > cash) lots -= 1;
    return lots * 100;
  }

  function accountStatus(account: string): AccountStatus {
    const cash = desk.balances.cashOf(account);
    const today = desk.today;
    const holdings = desk.balances.holdingsOf(account);
    const marketValue = holdings.reduce((sum, holding) => {
      const market = marketOf(holding.symbol);
      return sum + markOf(market?.day) * holding.total;
    }, 0);
    const due = (offset: number) =>
      [...cash.receivable]
        .filter(([date]) => today !== null && daysBetween(today, date) === offset)
        .reduce((sum, [, amount]) => sum + amount, 0);
    const margin = isMarginAccount(account) ? desk.marginFactsOf(account) : null;
    const owed = margin === null ? 0 : debt(margin);
    const interest = margin?.accruedInterest ?? 0;
    const assets =
      margin === null ? cash.cash + cash.hold + cash.receivableTotal + marketValue : totalAssets(margin);
    const net = margin === null ? assets : equity(margin);
    const ratio = margin === null ? null : marginRatio(margin, desk.marginPolicy);
    return {
      assets,
      cash_avai: Math.max(0, cash.cash),
      cash_block: cash.hold,
      collateral: margin === null ? 0 : marginValueOf(margin.holdings, desk.marginPolicy),
      ap_t0: 0,
      ap_t1: 0,
      ar_t0: due(0),
      ar_t1: due(1),
      cash_advance_avai: today === null ? 0 : advanceable(cash.receivable, today, desk.advanceRatePpm),
      total_asset: assets,
      lmv: marketValue,
      lmv_0: marketValue,
      equity: net,
      loan_fee: interest,
      deposit_fee: 0,
      debt: owed,
      total_equity: net,
      // No loan: the ratio has nothing to measure (shown 0, as for a cash account).
      margin_ratio: ratio === null ? 0 : ratioPercent(ratio),
      ...(margin === null
        ? {}
        : {
            margin_status: statusAtRatio(ratio, desk.marginPolicy.ratio),
            margin_call_cash: cashToReachMaintenance(margin, desk.marginPolicy),
          }),
    };
  }
}
