/**
 * The normal-order calls of the core gateway for futures (order-entry §7 "Derivative normal
 * order", accounts-session §3, §7): place, amend and cancel in group FD, and the derivatives
 * portfolio, account status and contract info in group Q. The checks run as for stocks
 * (order-commands.ts): the session owns the account, the customer may trade, the derivative
 * panel's validators (the web's warning keys), the PIN; then the desk checks the contract, the
 * session, band and tick, the position limit (96038) and the margin (96012).
 *
 * Prices on this wire are integers in the contract's price unit (hundredths of a point for
 * index futures) or a keyword, as the stock calls carry VND.
 */
import {
  CancelOrderDataSchema,
  ChangeOrderDataSchema,
  CORE_COMMANDS,
  CORE_GROUPS,
  DERIVATIVE_MAX_ORDER_VOLUME,
  DerivativeAccountStatusQueryDataSchema,
  DerivativeNewOrderDataSchema,
  DerivativePortfolioQueryDataSchema,
  DerivativeStockInfoQueryDataSchema,
  isDerivativeAccount,
  isDerivativeKind,
  sessionCodeOfPhase,
  validateDerivativeOrder,
  type DerivativePanelInfo,
  type PriceType,
  type WarningKey,
} from "@bangia/market";
import type { CoreCommand } from "../core/core-command";
import { defineCoreCommand } from "../core/core-command";
import { futuresAccountStatus, futuresPositions } from "./futures-account";
import {
  orderCallKit,
  pageOf,
  placementRefused,
  refusalOf,
  refused,
  warningRefusal,
  type OrderCommandDeps,
} from "./order-commands";

/** 96016: the account is no derivatives account, or the symbol no contract. */
const INVALID_CONTRACT = 96016;

/**
 * A contract price as the derivative form types it: points with the decimals the unit has
 * ("1950.5" for 195_050 hundredths); bond futures are whole VND.
 */
export function contractPriceText(price: number, unitDecimals: number): string {
  if (unitDecimals === 0) return String(price);
  const scale = 10 ** unitDecimals;
  const whole = Math.trunc(price / scale);
  const rest = String(Math.abs(price % scale))
    .padStart(unitDecimals, "0")
    .replace(/0+$/, "");
  return rest === "" ? String(whole) : `${whole}.${rest}`;
}

export function derivativeCommands(deps: OrderCommandDeps): CoreCommand[] {
  const { desk } = deps;
  const { ownAccount, tradingRefusal, deskAnswer, marketOf, amend, cancel } = orderCallKit(deps);
  const FD = CORE_GROUPS.DERIVATIVE;
  const Q = CORE_GROUPS.QUERY;

  /** The derivatives account the session owns, or the refusal. */
  async function ownDerivativeAccount(call: Parameters<typeof ownAccount>[0], account: string) {
    const owned = await ownAccount(call, account);
    if ("refusal" in owned) return owned;
    if (!isDerivativeAccount(owned.account.accountCode))
      return { refusal: refused(refusalOf(INVALID_CONTRACT, call.language)) };
    return owned;
  }

  return [
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.NEW_ORDER,
      session: "required",
      summary:
        "Places a futures normal order on a derivatives account (side B long, S short; price in hundredths of a point or a keyword); answers {orderNo}",
      payload: DerivativeNewOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.NEW_ORDER,
        account: "058C0000018",
        symbol: "VN30F2612",
        price: 190_050,
        volume: 1,
        side: "B",
        pin: "123456",
        orderType: "1",
        language: "vi",
        refId: "bot-20260210-0101",
      },
      async handle(call) {
        const { data, language } = call;
        const owned = await ownDerivativeAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        const symbol = data.symbol.trim().toUpperCase();
        const market = marketOf(symbol);
        const kind = market?.definition.kind;
        if (market === null || kind === undefined || !isDerivativeKind(kind))
          return placementRefused(refusalOf(INVALID_CONTRACT, language));
        const validated = validateDerivativeOrder(
          {
            conditionType: "normal",
            side: data.side,
            volume: String(data.volume),
            price:
              typeof data.price === "number"
                ? contractPriceText(data.price, kind === "INDEX_FUTURE" ? 2 : 0)
                : data.price,
            pin: data.pin,
          },
          {
            instrument: { symbol, kind },
            band: { floor: market.day.floor, ceiling: market.day.ceiling },
            referencePrice: market.day.reference,
            ...(market.day.last > 0 ? { lastPrice: market.day.last } : {}),
            webTradeFunctions: owned.account.functions,
          },
        );
        if (!validated.ok) return placementRefused(warningRefusal(validated.key, language, validated.params));
        const trading = await tradingRefusal(call, data.pin);
        if (trading !== null) return placementRefused(trading);
        const priceType: Exclude<PriceType, "MP"> =
          typeof data.price === "number" ? "LO" : data.price === "MP" ? "MTL" : data.price;
        const answer = await desk.place({
          account: owned.account.accountCode,
          userId: call.session.userId,
          refId: data.refId,
          symbol,
          side: data.side,
          priceType,
          price: typeof data.price === "number" ? data.price : 0,
          volume: data.volume,
          advance: false,
          outRoom: false,
          audit: { at: deps.now(), ip: call.ip },
        });
        return deskAnswer(answer, language);
      },
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.CHANGE_ORDER,
      session: "required",
      summary: "Amends a futures order's price or total volume (not both)",
      payload: ChangeOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.CHANGE_ORDER,
        account: "058C0000018",
        symbol: "VN30F2612",
        price: 190_050,
        volume: 1,
        side: "B",
        pin: "123456",
        orderNo: "1",
        newPrice: 190_100,
        newVolume: 1,
        language: "vi",
      },
      async handle(call) {
        const { data, language } = call;
        const owned = await ownDerivativeAccount(call, data.account);
        if ("refusal" in owned) return owned.refusal;
        return amend(call, owned.account.accountCode, (order, newPrice, newVolume) => {
          const form = (key: WarningKey) => warningRefusal(key, language);
          if (newVolume !== null && newVolume > DERIVATIVE_MAX_ORDER_VOLUME)
            return form("volume-less-than-500");
          if (order.priceType !== "LO") return form("not-update-market-order");
          const market = marketOf(order.symbol);
          if (
            newPrice !== null &&
            market !== null &&
            (newPrice > market.day.ceiling || newPrice < market.day.floor)
          )
            return refusalOf(40040, language);
          return null;
        });
      },
    }),
    defineCoreCommand({
      group: FD,
      cmd: CORE_COMMANDS.CANCEL_ORDER,
      session: "required",
      summary: "Cancels a futures normal order (its open volume); rc 1 when the cancel is sent",
      payload: CancelOrderDataSchema,
      example: {
        cmd: CORE_COMMANDS.CANCEL_ORDER,
        orderNo: "1",
        orderType: "1",
        pin: "123456",
        refId: "bot-20260210-0102",
        fisID: "1",
      },
      handle: (call) => cancel(call, call.data.orderNo, call.data.pin),
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.DERIVATIVE_PORTFOLIO,
      session: "required",
      summary:
        "Open futures positions of a derivatives account: net, average price, today's variation margin",
      payload: DerivativePortfolioQueryDataSchema,
      example: { cmd: CORE_COMMANDS.DERIVATIVE_PORTFOLIO, account: "058C0000018", page: 1, size: 25 },
      async handle(call) {
        const owned = await ownDerivativeAccount(call, call.data.account);
        if ("refusal" in owned) return owned.refusal;
        const rows = futuresPositions(desk, owned.account.accountCode);
        return { rc: 1, data: pageOf(rows, call.data.page, call.data.size) };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.DERIVATIVE_ACCOUNT_STATUS,
      session: "required",
      summary: "Cash, margin, usage ratio, fees, tax and variation margin of a derivatives account",
      payload: DerivativeAccountStatusQueryDataSchema,
      example: { cmd: CORE_COMMANDS.DERIVATIVE_ACCOUNT_STATUS, account: "058C0000018" },
      async handle(call) {
        const owned = await ownDerivativeAccount(call, call.data.account);
        if ("refusal" in owned) return owned.refusal;
        return { rc: 1, data: futuresAccountStatus(desk, owned.account.accountCode) };
      },
    }),
    defineCoreCommand({
      group: Q,
      cmd: CORE_COMMANDS.DERIVATIVE_STOCK_INFO,
      session: "required",
      summary: "A contract's last, reference, ceiling and floor prices and its market's session code",
      payload: DerivativeStockInfoQueryDataSchema,
      example: { cmd: CORE_COMMANDS.DERIVATIVE_STOCK_INFO, symbol: "VN30F2612" },
      async handle(call) {
        const symbol = call.data.symbol.trim().toUpperCase();
        const market = marketOf(symbol);
        if (market === null || !isDerivativeKind(market.definition.kind))
          return refused(refusalOf(INVALID_CONTRACT, call.language));
        const phase = desk.exchange?.view.phaseOf(market.definition.sessionVenue) ?? "CLOSED";
        const info: DerivativePanelInfo = {
          lastPrice: market.day.last,
          r: market.day.reference,
          c: market.day.ceiling,
          f: market.day.floor,
          mkStatus: sessionCodeOfPhase(phase),
        };
        return { rc: 1, data: info };
      },
    }),
  ];
}
