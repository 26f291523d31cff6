/**
 * The conditional calls of the order panel as pure functions (order-entry §7 "Stock conditional
 * order", "Derivative conditional order"; accounts-session §4, §7): a validated order (the market
 * package's validateStockOrder / validateDerivativeOrder) becomes its placement's data, and a
 * book row its delete or change data.
 *
 * - placedPrice goes only with priceType LO (a keyword order carries none);
 * - stock dates are DD/MM/YYYY on the wire, ISO in the validators; derivative orders carry none
 *   (the server gives them the full window, docs/conditional-orders.md "Validity");
 * - the SL/TP margin is the wire's `spread`, sent only when typed;
 * - a stop is deleted by id and PIN alone, every other kind with its account too; an SL/TP or
 *   OCO leg is changed by its own row id (PK_ID, `<id>:SL`), deleted by the order's id (both
 *   legs go).
 *
 * Dates are formatted here, not with the market package's toSlashDate: the board's first page
 * loads that module, and a new use of it would move code into the initial download.
 */
import type {
  ChangeSltpOrderData,
  ChangeStopOrderData,
  ConditionalDeleteCommand,
  ConditionOrderRow,
  ConditionType,
  DeleteConditionalOrderData,
  DeleteStopOrderData,
  DerivativeConditionalOrderData,
  NormalisedDerivativeOrder,
  NormalisedStockOrder,
  PriceKeyword,
  StockConditionalOrderData,
} from "@bangia/market";

/**
 * An ISO date as the wire writes it.
 *
 * @example slashDate("2026-03-09") // "09/03/2026"
 */
export function slashDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * `days` calendar days after an ISO date, ISO.
 *
 * @example addIsoDays("2026-02-27", 2) // "2026-03-01"
 */
export function addIsoDays(iso: string, days: number): string {
  const time = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The order's price as the wire wants it: placedPrice with LO only. */
function placed(order: {
  readonly priceType: string;
  readonly price: number | null;
}): { priceType: "LO"; placedPrice: number } | { priceType: PriceKeyword } {
  return order.priceType === "LO"
    ? { priceType: "LO", placedPrice: order.price ?? 0 }
    : { priceType: order.priceType as PriceKeyword };
}

/** The stock conditional placement (group O) of a validated order; null for a normal order. */
export function stockConditionalData(
  order: NormalisedStockOrder,
  refId: string,
): StockConditionalOrderData | null {
  const common = {
    accountNo: order.account,
    symbol: order.symbol,
    channel: "I" as const,
    quantity: order.volume,
    side: order.side,
    pin: order.pin,
    refId,
  };
  switch (order.conditionType) {
    case "normal":
      return null;
    case "stop":
      return {
        ...common,
        cmd: "co.stop.order.new",
        stopOrderType: "stock_stop",
        ...placed(order),
        triggerPrice: order.triggerPrice,
        relation: order.relation,
        expiryDate: slashDate(order.expiryDate),
      };
    case "tco":
      return {
        ...common,
        cmd: "co.tco.order.new",
        stopOrderType: "stock_tco",
        ...placed(order),
        effectiveDate: slashDate(order.effectiveDate),
        expiryDate: slashDate(order.expiryDate),
      };
    case "sl_tp":
      return {
        ...common,
        cmd: "co.sltp.order.new",
        stopOrderType: "stock_sltp",
        ...placed(order),
        ...(order.stopLossPrice === null ? {} : { stopLossPrice: order.stopLossPrice }),
        ...(order.takeProfitPrice === null ? {} : { takeProfitPrice: order.takeProfitPrice }),
        ...(order.stopLossMargin === null ? {} : { spread: order.stopLossMargin }),
        effectiveDate: slashDate(order.effectiveDate),
        expiryDate: slashDate(order.expiryDate),
      };
    case "trailing_stop":
      return {
        ...common,
        cmd: "co.trailing.order.new",
        stopOrderType: "stock_trail",
        trailingAmount: order.trailingAmount,
        spread: order.spread,
        expiryDate: slashDate(order.expiryDate),
      };
  }
}

/** The derivative conditional placement (group FD) of a validated order; null for a normal order. */
export function derivativeConditionalData(
  order: NormalisedDerivativeOrder,
  account: string,
  refId: string,
): DerivativeConditionalOrderData | null {
  const common = {
    accountNo: account,
    symbol: order.symbol,
    channel: "I" as const,
    quantity: order.volume,
    side: order.side,
    pin: order.pin,
    refId,
  };
  switch (order.conditionType) {
    case "normal":
      return null;
    case "trailing_stop":
      return {
        ...common,
        cmd: "co.trailing.order.new",
        stopOrderType: "trailing_stop",
        spread: order.spread,
        trailingAmount: order.trailingAmount,
      };
    case "stop":
      return {
        ...common,
        cmd: "co.stop.order.new",
        stopOrderType: "stop",
        ...placed(order),
        triggerPrice: order.triggerPrice,
        relation: order.relation,
      };
    case "sl_tp": {
      const base = {
        ...common,
        cmd: "co.sltp.order.new" as const,
        stopOrderType: "sl_tp" as const,
        ...(order.spread > 0 ? { spread: order.spread } : {}),
      };
      const price = placed(order);
      if (order.triggerType === "price")
        return {
          ...base,
          ...price,
          triggerType: "price",
          ...(order.stopLossPrice === null ? {} : { stopLossPrice: order.stopLossPrice }),
          ...(order.takeProfitPrice === null ? {} : { takeProfitPrice: order.takeProfitPrice }),
        };
      return {
        ...base,
        ...price,
        triggerType: "amount",
        ...(order.stopLossAmount === null ? {} : { stopLossAmount: order.stopLossAmount }),
        ...(order.takeProfitAmount === null ? {} : { takeProfitAmount: order.takeProfitAmount }),
      };
    }
    case "oco":
      return {
        ...common,
        cmd: "co.oco.order.new",
        stopOrderType: "oco",
        priceType: "LO",
        stopLossPrice: order.stopLossPrice,
        takeProfitPrice: order.takeProfitPrice,
        spread: order.spread,
      };
    case "arbitrage":
      return {
        ...common,
        cmd: "co.arbitrage.order.new",
        stopOrderType: "arbitrage",
        ...placed(order),
        reciprocalSymbol: order.reciprocalSymbol,
      };
  }
}

const DELETE_COMMANDS: Readonly<Record<Exclude<ConditionType, "normal" | "stop">, ConditionalDeleteCommand>> =
  {
    tco: "co.tco.order.delete",
    sl_tp: "co.sltp.order.delete",
    trailing_stop: "co.trailing.order.delete",
    oco: "co.oco.order.delete",
    arbitrage: "co.arbitrage.order.delete",
  };

/**
 * The delete of a book row's order: a stop by id and PIN, the others with the account (an OCO's
 * or SL/TP's two legs go together).
 */
export function conditionalDeleteData(
  row: Pick<ConditionOrderRow, "STOP_ORDER_ID" | "ACCOUNT_NO">,
  type: Exclude<ConditionType, "normal">,
  pin: string,
): DeleteStopOrderData | DeleteConditionalOrderData {
  if (type === "stop") return { cmd: "co.stop.order.delete", orderId: row.STOP_ORDER_ID, pin };
  return { cmd: DELETE_COMMANDS[type], orderId: row.STOP_ORDER_ID, pin, accountNo: row.ACCOUNT_NO };
}

/** What the edit dialog lets the customer change. */
export interface ConditionalEdit {
  readonly triggerPrice: number;
  /** A stop's quantity. */
  readonly quantity: number;
  /** An SL leg's margin; ignored for TP legs and stops. */
  readonly spread: number | null;
  readonly pin: string;
}

/**
 * The change of a waiting stop (co.stop.order.change: its terms again, the trigger and quantity
 * new) or of one SL/TP or OCO leg (co.sltp.order.change by the leg's PK_ID).
 */
export function conditionalChangeData(
  row: Pick<
    ConditionOrderRow,
    | "STOP_ORDER_ID"
    | "PK_ID"
    | "ACCOUNT_NO"
    | "PRICE_TYPE"
    | "PLACED_PRICE"
    | "RELATION"
    | "STOP_ORDER_SUB_TYPE"
  >,
  type: "stop" | "sl_tp" | "oco",
  edit: ConditionalEdit,
): ChangeStopOrderData | ChangeSltpOrderData {
  if (type === "stop") {
    const common = {
      cmd: "co.stop.order.change" as const,
      accountNo: row.ACCOUNT_NO,
      orderId: row.STOP_ORDER_ID,
      pin: edit.pin,
      quantity: edit.quantity,
      triggerPrice: edit.triggerPrice,
      channel: "I" as const,
      relation: row.RELATION ?? "GTEQ",
    };
    return row.PRICE_TYPE === "LO"
      ? { ...common, priceType: "LO", placedPrice: row.PLACED_PRICE ?? 0 }
      : { ...common, priceType: row.PRICE_TYPE as PriceKeyword };
  }
  return {
    cmd: "co.sltp.order.change",
    accountNo: row.ACCOUNT_NO,
    pin: edit.pin,
    channel: "I",
    orderId: row.PK_ID,
    triggerPrice: edit.triggerPrice,
    ...(row.STOP_ORDER_SUB_TYPE === "SL" && edit.spread !== null ? { spread: edit.spread } : {}),
  };
}
