/**
 * The conditional-order calls of the core gateway (order-entry §3–§5, §7–§9; accounts-session
 * §3–§4, §7): placement of the stock stop, TCO, SL/TP and trailing stop (group O) and of the
 * futures stop, SL/TP by price or amount, trailing stop, OCO and arbitrage (group FD); the stop
 * and SL/TP changes and every delete (O and FD); the conditional order book, one order's detail
 * (Q) and a TCO's sub-orders (B). The wire is read into the engine's terms by
 * conditional/wire-conditional.ts and the rows are built by conditional/book-rows.ts.
 *
 * Checks, as for normal orders (order-commands.ts), first failure answered:
 * 1. the session owns the account (-96017, audited) — for the stop delete and the TCO
 *    sub-orders, which name no account, the account of the order; a stock call on a derivatives
 *    account is refused 40039, a futures call on a securities account 96016;
 * 2. the market package's form validators, the web's own (validateStockOrder,
 *    validateDerivativeOrder, and for changes validateStockOrderUpdate,
 *    validateDerivativeOrderUpdate): -90001 with the warning's text and its key in `data.code`;
 * 3. the back office's placement codes (placement-rules.ts: order-condition-invalid,
 *    COS-40035, 40060–40062); the 40038 count is the desk's, in its sequence;
 * 4. may the customer trade (95001, -6063) and the PIN (-8010, -8005), audited;
 * 5. the desk: the limit per account (40038), the status rules (40036 edit, 40037 cancel),
 *    refId retries answering the first order's id.
 *
 * Catalogue codes are answered negated with their message in the call's language; the prefixed
 * ones (COS-40035) keep their spelling in `data.code`. An order id another account holds reads
 * as unknown (40039), as a normal order's number does.
 */
import {
  CancelActivatedOrderDataSchema,
  ChangeSltpOrderDataSchema,
  ChangeStopOrderDataSchema,
  CONDITION_ORDER_DETAIL_COMMAND,
  ConditionOrderDetailQueryDataSchema,
  ConditionOrderListQueryDataSchema,
  CORE_COMMANDS,
  CORE_GROUPS,
  DeleteConditionalOrderDataSchema,
  DeleteStopOrderDataSchema,
  DerivativeArbitrageOrderDataSchema,
  DerivativeOcoOrderDataSchema,
  DerivativeSltpOrderDataSchema,
  DerivativeStopOrderDataSchema,
  DerivativeTrailingOrderDataSchema,
  epochMillisOf,
  addDays,
  fromDayFirstDate,
  isDerivativeAccount,
  isDerivativeKind,
  MARKET_CODES,
  normalizeResultCode,
  priceUnitDecimals,
  resultMessage,
  StockSltpOrderDataSchema,
  StockStopOrderDataSchema,
  StockTcoOrderDataSchema,
  StockTrailingOrderDataSchema,
  TcoSubOrdersQueryDataSchema,
  validateDerivativeOrder,
  validateDerivativeOrderUpdate,
  validateStockOrder,
  validateStockOrderUpdate,
  type ChangeSltpOrderData,
  type ChangeStopOrderData,
  type ConditionalDeleteCommand,
  type ConditionalOrderPlacedData,
  type ConditionOrderRow,
  type CoreAnswer,
  type DerivativeConditionalOrderData,
  type DerivativeInstrument,
  type Language,
  type MarketCode,
  type StockConditionalOrderData,
  type StockInstrument,
  type Validation,
} from "@bangia/market";
import { Type } from "typebox";
import type { CoreCall, CoreCommand } from "../core/core-command";
import { defineCoreCommand } from "../core/core-command";
import type { AuditAction, AuditDetail, TradingAccount } from "../db/stores";
import {
  conditionOrderRows,
  kindOfStopOrderType,
  tcoSubOrderRow,
  type ChildFacts,
} from "./conditional/book-rows";
import {
  childOrders,
  conditionalOrderById,
  conditionalSymbolsOf,
  conditionBookPage,
} from "./conditional/conditional-book-store";
import type { ConditionalKind, ConditionalOrder, ExitLeg } from "./conditional/conditional-order";
import type {
  ConditionalAnswer,
  ConditionalEdit,
  ConditionalPlaceRequest,
  NewConditional,
} from "./conditional/conditional-requests";
import { placementRefusal, type PlacementRefusal } from "./conditional/placement-rules";
import {
  derivativeConditional,
  derivativeFormOf,
  legTerms,
  legToChange,
  parseOrderId,
  placedPriceOf,
  placementOf,
  sltpEdit,
  stockConditional,
  stockFormOf,
  stopEdit,
  type PriceText,
} from "./conditional/wire-conditional";
import { contractPriceText } from "./derivative-commands";
import type { OrderDesk } from "./order-desk";
import {
  formPriceText,
  orderCallKit,
  refusalOf,
  refused,
  warningRefusal,
  type OrderCommandDeps,
  type Refusal,
} from "./order-commands";

/**
 * What these calls ask of the order desk about conditional orders (the desk's methods, typed
 * here so that the gateway does not wait for them; the desk satisfies it structurally).
 */
export interface ConditionalDesk {
  /** refId retries answer the first id; 40038 per account; the order written in the desk's batch. */
  placeConditional(request: ConditionalPlaceRequest): Promise<ConditionalAnswer>;
  /** 40036 unless PENDING_TRIGGER. */
  editConditional(account: string, id: string, edit: ConditionalEdit): Promise<ConditionalAnswer>;
  /** 40037 by the status rules; cancels a working TCO child. */
  cancelConditional(account: string, id: string): Promise<ConditionalAnswer>;
  /** The live orders, in memory. */
  conditionalOrder(id: string): ConditionalOrder | undefined;
}

export interface ConditionalCommandDeps extends Omit<OrderCommandDeps, "desk"> {
  readonly desk: OrderDesk & ConditionalDesk;
}

type Call<D> = CoreCall<D, "required">;
type Placed = CoreAnswer<ConditionalOrderPlacedData>;

/** 40039: an order the account does not hold (unknown, or another account's). */
const UNKNOWN_ORDER = 40039;
/** 96016: a futures call on a securities account, or a symbol that is no contract. */
const INVALID_CONTRACT = 96016;
const SLTP = "an SL/TP order and the exits it armed";
/** A TCO's sub-orders page when p2/p3 say none (accounts-session §9: page 1, size 30). */
const TCO_PAGE_SIZE = 30;

/** The delete commands and the kinds each cancels. */
const DELETE_KINDS: Readonly<Record<string, readonly ConditionalKind[]>> = {
  [CORE_COMMANDS.STOP_ORDER_DELETE]: ["stop"],
  [CORE_COMMANDS.SLTP_ORDER_DELETE]: ["sl_tp"],
  [CORE_COMMANDS.TRAILING_ORDER_DELETE]: ["trailing_stop"],
  [CORE_COMMANDS.OCO_ORDER_DELETE]: ["oco"],
  [CORE_COMMANDS.TCO_ORDER_DELETE]: ["tco"],
  [CORE_COMMANDS.ARBITRAGE_ORDER_DELETE]: ["arbitrage"],
};

/** Exchanges a book's market code filters on; an index code reads as its exchange. */
const EXCHANGE_OF_MARKET_CODE: Readonly<Partial<Record<MarketCode, string>>> = {
  [MARKET_CODES.HOSE]: "HOSE",
  [MARKET_CODES.VN30]: "HOSE",
  [MARKET_CODES.VN100]: "HOSE",
  [MARKET_CODES.HNX]: "HNX",
  [MARKET_CODES.HNX30]: "HNX",
  [MARKET_CODES.UPCOM]: "UPCOM",
};

/**
 * A refusal by code: catalogue codes negated with their message; a prefixed catalogue code
 * (COS-40035) answered by its number, its spelling kept; an exchange's EX- code as refusalOf does.
 *
 * @example conditionalRefusal("COS-40035", "en") // { rc: -40035, rs: "Trailing stop orders are valid for the current day only.", code: "COS-40035" }
 */
export function conditionalRefusal(code: number | string, language: Language): Refusal {
  if (typeof code === "string" && /^(COS|FOS)-\d+$/.test(code.trim()))
    return { rc: -Number(normalizeResultCode(code)), rs: resultMessage(code, language), code: code.trim() };
  return refusalOf(code, language);
}

function placementRefused(refusal: Refusal): Placed {
  return { rc: refusal.rc, rs: refusal.rs, data: { code: refusal.code } };
}

function fromPlacementRules(refusal: PlacementRefusal, language: Language): Refusal {
  return "warning" in refusal
    ? warningRefusal(refusal.warning, language)
    : conditionalRefusal(refusal.code, language);
}

function formRefusal(validation: Validation<unknown>, language: Language): Refusal | null {
  return validation.ok ? null : warningRefusal(validation.key, language, validation.params);
}

function placed(answer: ConditionalAnswer, language: Language): Placed {
  if (answer.ok) return { rc: 1, rs: resultMessage(1, language), data: { orderId: answer.id } };
  return placementRefused(conditionalRefusal(answer.code, language));
}

function done(answer: ConditionalAnswer, language: Language): CoreAnswer<never> {
  return answer.ok
    ? { rc: 1, rs: resultMessage(1, language) }
    : refused(conditionalRefusal(answer.code, language));
}

/** The price text of a futures contract's form (points for index futures, VND for bond futures). */
function contractText(kind: DerivativeInstrument["kind"]): PriceText {
  return (price) => contractPriceText(price, priceUnitDecimals(kind));
}

export function conditionalCommands(deps: ConditionalCommandDeps): CoreCommand[] {
  const { desk, stores } = deps;
  const kit = orderCallKit(deps);
  const { ownAccount, tradingRefusal, marketOf } = kit;
  const O = CORE_GROUPS.ORDER;
  const FD = CORE_GROUPS.DERIVATIVE;

  /** The account the session owns, on the call's market; else the refusal to answer. */
  async function ownMarketAccount(
    call: Call<{ readonly cmd: string }>,
    account: string,
    market: ConditionalOrder["market"],
  ): Promise<{ account: TradingAccount } | { refusal: CoreAnswer<never> }> {
    const owned = await ownAccount(call, account);
    if ("refusal" in owned) return owned;
    if (isDerivativeAccount(owned.account.accountCode) !== (market === "derivative"))
      return {
        refusal: refused(
          refusalOf(market === "derivative" ? INVALID_CONTRACT : UNKNOWN_ORDER, call.language),
        ),
      };
    return owned;
  }

  /** An order by id: the desk's live one, else the stored one. */
  async function findOrder(id: string): Promise<ConditionalOrder | undefined> {
    return desk.conditionalOrder(id) ?? (await conditionalOrderById(desk.sql, id));
  }

  /** The children the book shows of these orders (first and last of each), by order number. */
  async function childrenOf(orders: readonly ConditionalOrder[]): Promise<Map<number, ChildFacts>> {
    const wanted = new Set<number>();
    for (const order of orders) {
      const first = order.children[0];
      const last = order.children.at(-1);
      if (first !== undefined) wanted.add(first);
      if (last !== undefined) wanted.add(last);
    }
    const facts = await childOrders(desk.sql, [...wanted]);
    return new Map(facts.map((child) => [child.orderNo, child]));
  }

  async function audit(call: Call<{ readonly cmd: string }>, action: AuditAction, detail: AuditDetail) {
    await stores.auditLog.append({
      at: deps.now(),
      userId: call.session.userId,
      action,
      ip: call.ip,
      detail,
    });
  }

  /** The checks after the form: the back-office rules, the customer and the PIN; then the desk. */
  async function place(
    call: Call<{ readonly cmd: string; readonly pin: string; readonly refId: string }>,
    account: string,
    order: NewConditional,
    instrument: StockInstrument | null,
    today: string,
  ): Promise<Placed> {
    const { language } = call;
    const rule = placementRefusal(placementOf(order), { today, liveOrders: 0, instrument });
    if (rule !== null) return placementRefused(fromPlacementRules(rule, language));
    const trading = await tradingRefusal(call, call.data.pin);
    if (trading !== null) return placementRefused(trading);
    const answer = await desk.placeConditional({
      account,
      userId: call.session.userId,
      refId: call.data.refId,
      order,
      audit: { at: deps.now(), ip: call.ip },
    });
    return placed(answer, language);
  }

  async function placeStock(call: Call<StockConditionalOrderData>): Promise<Placed> {
    const { data, language } = call;
    const owned = await ownMarketAccount(call, data.accountNo, "stock");
    if ("refusal" in owned) return owned.refusal;
    const symbol = data.symbol.trim().toUpperCase();
    const market = marketOf(symbol);
    if (market === null) return placementRefused(refusalOf(96031, language));
    const { definition, day, today } = market;
    if (isDerivativeKind(definition.kind)) return placementRefused(refusalOf(96031, language));
    const instrument: StockInstrument = {
      symbol,
      venue: definition.boardVenue ?? "HOSE",
      kind: definition.kind,
    };
    const validated = validateStockOrder(stockFormOf(data, formPriceText), {
      today,
      instrument,
      referencePrice: day.reference,
      ...(day.last > 0 ? { lastPrice: day.last } : {}),
      webTradeFunctions: owned.account.functions,
    });
    const form = formRefusal(validated, language);
    if (form !== null) return placementRefused(form);
    const order = stockConditional(data, symbol, { today, lastPrice: day.last });
    return place(call, owned.account.accountCode, order, instrument, today);
  }

  async function placeDerivative(call: Call<DerivativeConditionalOrderData>): Promise<Placed> {
    const { data, language } = call;
    const owned = await ownMarketAccount(call, data.accountNo, "derivative");
    if ("refusal" in owned) return owned.refusal;
    const symbol = data.symbol.trim().toUpperCase();
    const market = marketOf(symbol);
    if (market === null) return placementRefused(refusalOf(INVALID_CONTRACT, language));
    const { definition, day, today } = market;
    if (definition.kind !== "INDEX_FUTURE" && definition.kind !== "BOND_FUTURE")
      return placementRefused(refusalOf(INVALID_CONTRACT, language));
    const validated = validateDerivativeOrder(derivativeFormOf(data, contractText(definition.kind)), {
      instrument: { symbol, kind: definition.kind },
      band: { floor: day.floor, ceiling: day.ceiling },
      referencePrice: day.reference,
      ...(day.last > 0 ? { lastPrice: day.last } : {}),
      webTradeFunctions: owned.account.functions,
    });
    const form = formRefusal(validated, language);
    if (form !== null) return placementRefused(form);
    if (data.cmd === CORE_COMMANDS.ARBITRAGE_ORDER_NEW) {
      const reciprocal = marketOf(data.reciprocalSymbol.trim().toUpperCase());
      if (reciprocal === null || !isDerivativeKind(reciprocal.definition.kind))
        return placementRefused(refusalOf(INVALID_CONTRACT, language));
    }
    const order = derivativeConditional(
      data,
      symbol,
      { today, lastPrice: day.last },
      definition.lastTradingDate,
    );
    return place(call, owned.account.accountCode, order, null, today);
  }

  /** The account's order named by `orderId` (a leg key names its order), or the refusal. */
  async function ownOrder(
    call: Call<{ readonly cmd: string }>,
    account: string,
    orderId: string,
  ): Promise<{ order: ConditionalOrder; leg: ExitLeg | null } | { refusal: Refusal }> {
    const { id, leg } = parseOrderId(orderId);
    const order = await findOrder(id);
    if (order === undefined || order.account !== account)
      return { refusal: refusalOf(UNKNOWN_ORDER, call.language) };
    return { order, leg };
  }

  async function edit(
    call: Call<{ readonly cmd: string; readonly pin: string }>,
    order: ConditionalOrder,
    terms: ConditionalEdit,
  ): Promise<CoreAnswer<never>> {
    const trading = await tradingRefusal(call, call.data.pin);
    if (trading !== null) return refused(trading);
    const answer = await desk.editConditional(order.account, order.id, terms);
    await audit(call, "conditional.edit", { account: order.account, id: order.id, ok: answer.ok });
    return done(answer, call.language);
  }

  /** The day's facts of an order's symbol, and its instrument for the validators. */
  function instrumentOf(order: ConditionalOrder) {
    const market = marketOf(order.symbol);
    if (market === null) return null;
    const { definition, day } = market;
    if (isDerivativeKind(definition.kind))
      return {
        market: "derivative" as const,
        day,
        instrument: { symbol: order.symbol, kind: definition.kind },
      };
    return {
      market: "stock" as const,
      day,
      instrument: { symbol: order.symbol, venue: definition.boardVenue ?? "HOSE", kind: definition.kind },
    };
  }

  async function changeStop(call: Call<ChangeStopOrderData>): Promise<CoreAnswer<never>> {
    const { data, language } = call;
    const owned = await ownAccount(call, data.accountNo);
    if ("refusal" in owned) return owned.refusal;
    const found = await ownOrder(call, owned.account.accountCode, data.orderId);
    if ("refusal" in found) return refused(found.refusal);
    const { order } = found;
    const facts = instrumentOf(order);
    if (order.kind !== "stop" || order.condition.kind !== "stop" || facts === null)
      return refused(warningRefusal("order-condition-invalid", language));
    if (order.status !== "PENDING_TRIGGER") return refused(conditionalRefusal(40036, language));
    const { triggerPrice, relation } = order.condition;
    const priceType = typeof order.price === "string" ? order.price : "LO";
    const price = typeof order.price === "number" ? order.price : null;
    const newPrice = placedPriceOf(data);
    const validation =
      facts.market === "stock"
        ? validateStockOrderUpdate(
            {
              orderPrice: typeof newPrice === "number" ? formPriceText(newPrice) : newPrice,
              orderVolume: String(data.quantity),
              triggerPrice: formPriceText(data.triggerPrice),
              relation: data.relation,
              pin: data.pin,
            },
            {
              existing: {
                orderNo: order.id,
                account: order.account,
                symbol: order.symbol,
                side: order.side,
                conditionType: "stop",
                priceType,
                price,
                volume: order.quantity,
                matchVolume: order.filled,
                triggerPrice,
                relation,
              },
              instrument: facts.instrument,
              webTradeFunctions: owned.account.functions,
            },
          )
        : validateDerivativeOrderUpdate(
            {
              price: typeof newPrice === "number" ? contractText(facts.instrument.kind)(newPrice) : newPrice,
              volume: String(data.quantity),
              triggerPrice: contractText(facts.instrument.kind)(data.triggerPrice),
              relation: data.relation,
              pin: data.pin,
            },
            {
              instrument: facts.instrument,
              band: { floor: facts.day.floor, ceiling: facts.day.ceiling },
              order: {
                conditionType: "stop",
                orderNo: order.id,
                side: order.side,
                priceType,
                price,
                volume: order.quantity,
                triggerPrice,
                relation,
              },
              webTradeFunctions: owned.account.functions,
            },
          );
    const form = formRefusal(validation, language);
    if (form !== null) return refused(form);
    return edit(call, order, stopEdit(data));
  }

  async function changeSltp(call: Call<ChangeSltpOrderData>): Promise<CoreAnswer<never>> {
    const { data, language } = call;
    const owned = await ownAccount(call, data.accountNo);
    if ("refusal" in owned) return owned.refusal;
    const found = await ownOrder(call, owned.account.accountCode, data.orderId);
    if ("refusal" in found) return refused(found.refusal);
    const { order } = found;
    const leg = legToChange(order, found.leg);
    const facts = instrumentOf(order);
    const terms = leg === null ? null : sltpEdit(order.condition, leg, data);
    if ((order.kind !== "sl_tp" && order.kind !== "oco") || leg === null || terms === null || facts === null)
      return refused(warningRefusal("order-condition-invalid", language));
    if (order.status !== "PENDING_TRIGGER") return refused(conditionalRefusal(40036, language));
    const current = legTerms(order.condition, leg);
    const priceType = typeof order.price === "string" ? order.price : "LO";
    const byAmount = order.condition.kind === "exits-per-fill" && order.condition.exits.by === "amount";
    let validation: Validation<unknown>;
    if (facts.market === "stock") {
      validation = validateStockOrderUpdate(
        {
          orderPrice: "",
          orderVolume: String(order.quantity),
          triggerPrice: formPriceText(data.triggerPrice),
          spread: data.spread === undefined ? "" : formPriceText(data.spread),
          pin: data.pin,
        },
        {
          existing: {
            orderNo: order.id,
            account: order.account,
            symbol: order.symbol,
            side: order.side,
            conditionType: "sl_tp",
            subType: leg,
            priceType,
            price: typeof order.price === "number" ? order.price : null,
            volume: order.quantity,
            matchVolume: 0,
            ...(current.trigger === null ? {} : { triggerPrice: current.trigger }),
            spread: current.spread,
          },
          instrument: facts.instrument,
          webTradeFunctions: owned.account.functions,
        },
      );
    } else if (byAmount) {
      // Distances from the fill price have no band to sit in: only a change is asked of them.
      const unchanged =
        data.triggerPrice === current.trigger &&
        (data.spread === undefined || data.spread === current.spread);
      validation = unchanged ? { ok: false, key: "value-not-change" } : { ok: true, value: null };
    } else {
      const text = contractText(facts.instrument.kind);
      validation = validateDerivativeOrderUpdate(
        {
          triggerPrice: text(data.triggerPrice),
          ...(data.spread === undefined ? {} : { spread: text(data.spread) }),
          pin: data.pin,
        },
        {
          instrument: facts.instrument,
          band: { floor: facts.day.floor, ceiling: facts.day.ceiling },
          order: {
            conditionType: "sl_tp",
            subType: leg,
            orderNo: order.id,
            side: order.side,
            priceType,
            triggerPrice: current.trigger ?? 0,
            spread: current.spread,
          },
          webTradeFunctions: owned.account.functions,
        },
      );
    }
    const form = formRefusal(validation, language);
    if (form !== null) return refused(form);
    // The new pair of exits against each other (40060–40062), as at placement.
    const rule = placementRefusal(placementOf({ ...order, ...terms }), {
      today: desk.today ?? order.fromDate,
      liveOrders: 0,
      instrument: facts.market === "stock" ? facts.instrument : null,
    });
    if (rule !== null) return refused(fromPlacementRules(rule, language));
    return edit(call, order, terms);
  }

  /** Cancels `order` once the session owns its account, the kind fits the command and the PIN is right. */
  async function cancelOrder(
    call: Call<{ readonly cmd: string; readonly pin: string }>,
    order: ConditionalOrder,
  ): Promise<CoreAnswer<never>> {
    const { language } = call;
    if (!(DELETE_KINDS[call.data.cmd] ?? []).includes(order.kind))
      return refused(warningRefusal("order-condition-invalid", language));
    const trading = await tradingRefusal(call, call.data.pin);
    if (trading !== null) return refused(trading);
    const answer = await desk.cancelConditional(order.account, order.id);
    await audit(call, "conditional.cancel", { account: order.account, id: order.id, ok: answer.ok });
    return done(answer, language);
  }

  async function deleteStop(
    call: Call<{ readonly cmd: string; readonly orderId: string; readonly pin: string }>,
  ) {
    const order = await findOrder(parseOrderId(call.data.orderId).id);
    if (order === undefined) return refused(refusalOf(UNKNOWN_ORDER, call.language));
    const owned = await ownAccount(call, order.account);
    if ("refusal" in owned) return owned.refusal;
    return cancelOrder(call, order);
  }

  async function deleteWithAccount(
    call: Call<{
      readonly cmd: string;
      readonly orderId: string;
      readonly pin: string;
      readonly accountNo: string;
    }>,
  ) {
    const owned = await ownAccount(call, call.data.accountNo);
    if ("refusal" in owned) return owned.refusal;
    const found = await ownOrder(call, owned.account.accountCode, call.data.orderId);
    if ("refusal" in found) return refused(found.refusal);
    return cancelOrder(call, found.order);
  }

  const stopChange = (group: typeof O | typeof FD) =>
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.STOP_ORDER_CHANGE,
      session: "required",
      summary:
        "Edits a stop order waiting for its trigger (40036 otherwise): volume, trigger, relation and price; answers {orderId}",
      payload: ChangeStopOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.STOP_ORDER_CHANGE,
        accountNo: "058C0000011",
        orderId: "1",
        pin: "123456",
        quantity: 100,
        priceType: "LO",
        placedPrice: 98_000,
        triggerPrice: 99_000,
        channel: "I",
        relation: "LTEQ",
      },
      handle: changeStop,
    });

  const sltpChange = (group: typeof O | typeof FD) =>
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.SLTP_ORDER_CHANGE,
      session: "required",
      summary:
        "Moves one exit of an SL/TP or OCO waiting for its trigger (orderId: the row's PK_ID, <id>:SL or <id>:TP); spread for SL only",
      payload: ChangeSltpOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.SLTP_ORDER_CHANGE,
        accountNo: "058C0000011",
        pin: "123456",
        channel: "I",
        orderId: "1:SL",
        triggerPrice: 94_000,
        spread: 100,
      },
      handle: changeSltp,
    });

  const stopDelete = (group: typeof O | typeof FD) =>
    defineCoreCommand({
      group,
      cmd: CORE_COMMANDS.STOP_ORDER_DELETE,
      session: "required",
      summary:
        "Cancels a stop order (the account is the order's) while it waits for its trigger (40037 otherwise)",
      payload: DeleteStopOrderDataSchema,
      example: { cmd: CORE_COMMANDS.STOP_ORDER_DELETE, orderId: "1", pin: "123456" },
      handle: deleteStop,
    });

  /** What every delete by id and account shares; the payload is narrowed to its command. */
  const deleteSpec = <C extends ConditionalDeleteCommand>(cmd: C, what: string) => ({
    cmd,
    session: "required" as const,
    summary: `Cancels ${what} of the account (40037 unless its status allows it)`,
    payload: Type.Object({ ...DeleteConditionalOrderDataSchema.properties, cmd: Type.Literal(cmd) }),
    example: { cmd, orderId: "1", pin: "123456", accountNo: "058C0000011" },
    handle: deleteWithAccount,
  });

  return [
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.STOP_ORDER_NEW,
      session: "required",
      summary:
        "Places a stock stop order: a limit or keyword order sent when a trade reaches the trigger (GTEQ ≥, LTEQ ≤); answers {orderId}",
      payload: StockStopOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.STOP_ORDER_NEW,
        accountNo: "058C0000011",
        symbol: "FPT",
        stopOrderType: "stock_stop",
        channel: "I",
        quantity: 100,
        side: "S",
        pin: "123456",
        refId: "bot-20260210-0201",
        priceType: "LO",
        placedPrice: 98_000,
        triggerPrice: 99_000,
        relation: "LTEQ",
        expiryDate: "10/03/2026",
      },
      handle: placeStock,
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.TCO_ORDER_NEW,
      session: "required",
      summary:
        "Places a stock TCO: each trading day from effectiveDate to expiryDate it sends the volume still unfilled; answers {orderId}",
      payload: StockTcoOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.TCO_ORDER_NEW,
        accountNo: "058C0000011",
        symbol: "ACB",
        stopOrderType: "stock_tco",
        channel: "I",
        quantity: 300,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0202",
        priceType: "LO",
        placedPrice: 25_000,
        effectiveDate: "11/02/2026",
        expiryDate: "10/03/2026",
      },
      handle: placeStock,
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.SLTP_ORDER_NEW,
      session: "required",
      summary:
        "Places a stock buy whose fills each arm a take-profit and stop-loss pair (spread: the stop-loss margin); answers {orderId}",
      payload: StockSltpOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.SLTP_ORDER_NEW,
        accountNo: "058C0000011",
        symbol: "FPT",
        stopOrderType: "stock_sltp",
        channel: "I",
        quantity: 100,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0203",
        priceType: "LO",
        placedPrice: 95_000,
        stopLossPrice: 90_000,
        takeProfitPrice: 100_000,
        spread: 100,
        effectiveDate: "10/02/2026",
        expiryDate: "10/03/2026",
      },
      handle: placeStock,
    }),
    defineCoreCommand({
      group: O,
      cmd: CORE_COMMANDS.TRAILING_ORDER_NEW,
      session: "required",
      summary:
        "Places a stock trailing stop for the day (COS-40035 otherwise): fires on a retracement of trailingAmount from the best price; answers {orderId}",
      payload: StockTrailingOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.TRAILING_ORDER_NEW,
        accountNo: "058C0000011",
        symbol: "FPT",
        stopOrderType: "stock_trail",
        channel: "I",
        quantity: 100,
        side: "S",
        pin: "123456",
        refId: "bot-20260210-0204",
        trailingAmount: 1_000,
        spread: 100,
        expiryDate: "10/02/2026",
      },
      handle: placeStock,
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.STOP_ORDER_NEW,
      session: "required",
      summary:
        "Places a futures stop order (price in hundredths of a point, or a keyword); answers {orderId}",
      payload: DerivativeStopOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.STOP_ORDER_NEW,
        accountNo: "058C0000018",
        symbol: "VN30F2612",
        stopOrderType: "stop",
        channel: "I",
        quantity: 1,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0301",
        priceType: "MTL",
        triggerPrice: 190_000,
        relation: "GTEQ",
      },
      handle: placeDerivative,
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.SLTP_ORDER_NEW,
      session: "required",
      summary:
        "Places a futures order whose fills each arm exits by price, or by amount (points from the fill); answers {orderId}",
      payload: DerivativeSltpOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.SLTP_ORDER_NEW,
        accountNo: "058C0000018",
        symbol: "VN30F2612",
        stopOrderType: "sl_tp",
        channel: "I",
        quantity: 1,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0302",
        priceType: "LO",
        placedPrice: 190_000,
        triggerType: "amount",
        takeProfitAmount: 1_000,
        stopLossAmount: 500,
        spread: 10,
      },
      handle: placeDerivative,
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.TRAILING_ORDER_NEW,
      session: "required",
      summary:
        "Places a futures trailing stop: fires on a retracement of trailingAmount from the best price; answers {orderId}",
      payload: DerivativeTrailingOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.TRAILING_ORDER_NEW,
        accountNo: "058C0000018",
        symbol: "VN30F2612",
        stopOrderType: "trailing_stop",
        channel: "I",
        quantity: 1,
        side: "S",
        pin: "123456",
        refId: "bot-20260210-0303",
        trailingAmount: 500,
        spread: 10,
      },
      handle: placeDerivative,
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.OCO_ORDER_NEW,
      session: "required",
      summary:
        "Places a futures OCO: exits of a position (side LONG B / SHORT S), one sent when a trade crosses it, never both; answers {orderId}",
      payload: DerivativeOcoOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.OCO_ORDER_NEW,
        accountNo: "058C0000018",
        symbol: "VN30F2612",
        stopOrderType: "oco",
        channel: "I",
        quantity: 1,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0304",
        priceType: "LO",
        takeProfitPrice: 200_000,
        stopLossPrice: 185_000,
        spread: 10,
      },
      handle: placeDerivative,
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.ARBITRAGE_ORDER_NEW,
      session: "required",
      summary:
        "(ours) Places a calendar pair legged in: each fill on symbol sends the opposite side on reciprocalSymbol at MTL; answers {orderId}",
      payload: DerivativeArbitrageOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.ARBITRAGE_ORDER_NEW,
        accountNo: "058C0000018",
        symbol: "VN30F2612",
        stopOrderType: "arbitrage",
        channel: "I",
        quantity: 1,
        side: "B",
        pin: "123456",
        refId: "bot-20260210-0305",
        priceType: "LO",
        placedPrice: 190_000,
        reciprocalSymbol: "VN30F2703",
      },
      handle: placeDerivative,
    }),
    stopChange(O),
    stopChange(FD),
    sltpChange(O),
    sltpChange(FD),
    stopDelete(O),
    stopDelete(FD),
    defineCoreCommand({ group: O, ...deleteSpec(CORE_COMMANDS.SLTP_ORDER_DELETE, SLTP) }),
    defineCoreCommand({ group: FD, ...deleteSpec(CORE_COMMANDS.SLTP_ORDER_DELETE, SLTP) }),
    defineCoreCommand({ group: O, ...deleteSpec(CORE_COMMANDS.TRAILING_ORDER_DELETE, "a trailing stop") }),
    defineCoreCommand({ group: FD, ...deleteSpec(CORE_COMMANDS.TRAILING_ORDER_DELETE, "a trailing stop") }),
    defineCoreCommand({
      group: O,
      ...deleteSpec(CORE_COMMANDS.TCO_ORDER_DELETE, "a TCO and its working day's order"),
    }),
    defineCoreCommand({
      group: FD,
      ...deleteSpec(CORE_COMMANDS.OCO_ORDER_DELETE, "an OCO (both legs: one order)"),
    }),
    defineCoreCommand({
      group: FD,
      ...deleteSpec(CORE_COMMANDS.ARBITRAGE_ORDER_DELETE, "an arbitrage order"),
    }),
    defineCoreCommand({
      group: CORE_GROUPS.QUERY,
      cmd: CORE_COMMANDS.CONDITION_ORDER_LIST,
      session: "required",
      summary:
        "An account's conditional orders, newest first, by status, stopOrderType, market code and creation dates (DD/MM/YYYY), paged by order",
      payload: ConditionOrderListQueryDataSchema,
      example: {
        cmd: CORE_COMMANDS.CONDITION_ORDER_LIST,
        account: "058C0000011",
        page: 1,
        size: 10,
        status: "",
        orderConditionType: "",
      },
      async handle(call) {
        const { data, language } = call;
        const owned = await ownAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const account = owned.account.accountCode;
        const type = data.orderConditionType.trim();
        const kind = type === "" ? null : kindOfStopOrderType(type);
        if (type !== "" && kind === null) return { rc: 1, data: [] };
        const from =
          data.fromDate === undefined || data.fromDate.trim() === "" ? null : fromDayFirstDate(data.fromDate);
        const to =
          data.toDate === undefined || data.toDate.trim() === "" ? null : fromDayFirstDate(data.toDate);
        if (
          (from === null && (data.fromDate ?? "").trim() !== "") ||
          (to === null && (data.toDate ?? "").trim() !== "")
        )
          return refused(refusalOf(90001, language));
        const exchange = data.marketCode === undefined ? null : EXCHANGE_OF_MARKET_CODE[data.marketCode];
        const symbols =
          exchange === undefined || exchange === null
            ? null
            : (await conditionalSymbolsOf(desk.sql, account)).filter(
                (symbol) => marketOf(symbol)?.definition.exchange === exchange,
              );
        const market =
          data.marketCode === undefined
            ? null
            : data.marketCode === MARKET_CODES.DERIVATIVES
              ? "derivative"
              : "stock";
        const orders = await conditionBookPage(
          desk.sql,
          {
            account,
            status: data.status === "" ? null : data.status,
            market: kind?.market ?? market,
            kind: kind?.kind ?? null,
            symbols,
            createdFrom: from === null ? null : epochMillisOf({ date: from, minute: 0 }),
            createdBefore: to === null ? null : epochMillisOf({ date: addDays(to, 1), minute: 0 }),
          },
          data.page,
          data.size,
        );
        const children = await childrenOf(orders);
        const rows: ConditionOrderRow[] = orders.flatMap((order) => conditionOrderRows(order, children));
        return { rc: 1, data: rows };
      },
    }),
    defineCoreCommand({
      group: CORE_GROUPS.QUERY,
      cmd: CONDITION_ORDER_DETAIL_COMMAND,
      session: "required",
      summary: "(ours) One conditional order's rows by id (a leg key: that leg's row)",
      payload: ConditionOrderDetailQueryDataSchema,
      example: { cmd: CONDITION_ORDER_DETAIL_COMMAND, accountNo: "058C0000011", orderId: "1" },
      async handle(call) {
        const owned = await ownAccount(call, call.data.accountNo);
        if ("refusal" in owned) return owned.refusal;
        const found = await ownOrder(call, owned.account.accountCode, call.data.orderId);
        if ("refusal" in found) return refused(found.refusal);
        const rows = conditionOrderRows(found.order, await childrenOf([found.order]));
        return {
          rc: 1,
          data: rows.filter((row) => found.leg === null || row.STOP_ORDER_SUB_TYPE === found.leg),
        };
      },
    }),
    defineCoreCommand({
      group: CORE_GROUPS.BACK_OFFICE,
      cmd: CORE_COMMANDS.TCO_SUB_ORDERS,
      session: "required",
      summary: "The orders a TCO sent, newest first: p1 STOP_ORDER_ID, p2 page (1), p3 size (30)",
      payload: TcoSubOrdersQueryDataSchema,
      example: { cmd: CORE_COMMANDS.TCO_SUB_ORDERS, type: "cursor", p1: "1", p2: "1", p3: "30" },
      async handle(call) {
        const { p1, p2, p3 } = call.data;
        const order = await findOrder(parseOrderId(p1).id);
        if (order === undefined) return refused(refusalOf(UNKNOWN_ORDER, call.language));
        const owned = await ownAccount(call, order.account);
        if ("refusal" in owned) return owned.refusal;
        const page = positive(p2) ?? 1;
        const size = positive(p3) ?? TCO_PAGE_SIZE;
        const numbers = [...order.children].reverse().slice((page - 1) * size, page * size);
        const byNumber = new Map(
          (await childOrders(desk.sql, numbers)).map((child) => [child.orderNo, child]),
        );
        const rows = numbers.flatMap((orderNo) => {
          const child = byNumber.get(orderNo);
          return child === undefined ? [] : [tcoSubOrderRow(child)];
        });
        return { rc: 1, data: rows };
      },
    }),
  ];
}

/** A whole number above 0 from a cursor's text, or null. */
function positive(text: string): number | null {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * cancelActivatedOrder aware of conditional orders (accounts-session §7): `orderNo` is the book
 * row's pk_orderNo — an advance order's number, a conditional order's child (FO_PK_ORDER_ID),
 * or a conditional order's id (STOP_ORDER_ID), whose working child (its last) is cancelled.
 *
 * Not in conditionalCommands(): order-commands.ts registers O cancelActivatedOrder already (by
 * order number, which covers FO_PK_ORDER_ID), and a group takes one handler per command. This
 * replaces that entry where it is registered instead.
 */
export function cancelActivatedOrderCommand(deps: ConditionalCommandDeps): CoreCommand {
  const { desk } = deps;
  const kit = orderCallKit(deps);
  return defineCoreCommand({
    group: CORE_GROUPS.ORDER,
    cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER,
    session: "required",
    summary:
      "Cancels an activated order: an advance order (pk_orderNo), or a triggered conditional order's working child (FO_PK_ORDER_ID or STOP_ORDER_ID)",
    payload: CancelActivatedOrderDataSchema,
    example: { cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER, orderNo: "1", pin: "123456" },
    async handle(call) {
      const { orderNo, pin } = call.data;
      // A broker order's number first (the spec's pk_orderNo), then a conditional order's id.
      const number = Number(orderNo);
      if (Number.isSafeInteger(number) && desk.order(number) !== undefined)
        return kit.cancel(call, orderNo, pin);
      const child = desk.conditionalOrder(parseOrderId(orderNo).id)?.children.at(-1);
      return kit.cancel(call, child === undefined ? orderNo : String(child), pin);
    },
  });
}
