/**
 * The gateway's conditional calls read into the engine's terms (order-entry §3, §7;
 * accounts-session §3, §7): a placement's payload into the panel's form (for the market
 * package's validators, the web's own) and into a NewConditional with its Condition; a change
 * into a ConditionalEdit; a book row's leg key into the order and the leg.
 *
 * Pure: "today", the last price and the contract's last trading day are passed in. Prices,
 * triggers, spreads and distances stay integers in the instrument's price unit (whole VND,
 * hundredths of a point); only the forms carry text, as a person types it, through the
 * `priceText` the caller gives (thousands of VND for stocks, points for futures).
 *
 * Readings (docs/conditional-orders.md):
 * - `side` is the side of the order sent, except for SL/TP and OCO, where it is the side of the
 *   position the exits close (a stock SL/TP is always on a buy);
 * - stock dates come as DD/MM/YYYY; a stop or trailing stop acts from today; derivative orders
 *   carry no dates and get the window from today, cut at the contract's last trading day;
 * - a trailing stop's best price starts at the last price known at placement (none before the
 *   symbol's first trade);
 * - an SL/TP margin (`spread`) of 0 is no margin, as the panel's empty field;
 * - an exit bracket's legs are two book rows, told apart by the leg key `<id>:SL` / `<id>:TP`
 *   (PK_ID), which the SL/TP change names: the wire's change carries no leg of its own.
 */
import {
  fromDayFirstDate,
  type ChangeSltpOrderData,
  type ChangeStopOrderData,
  type DerivativeConditionalOrderData,
  type DerivativeOrderForm,
  type IsoDate,
  type OrderPrice,
  type PriceType,
  type StockConditionalOrderData,
  type StockOrderForm,
} from "@bangia/market";
import type { Condition, ConditionalOrder, ExitLeg, SltpExits } from "./conditional-order";
import type { ConditionalEdit, NewConditional } from "./conditional-requests";
import type { ConditionalPlacement } from "./placement-rules";
import { derivativeValidity } from "./validity";

/** A price in the instrument's unit as its panel types it ("25.55", "1950.5"). */
export type PriceText = (price: number) => string;

/** The child's price a placement or stop change names: the limit with LO, else the keyword. */
export function placedPriceOf(data: {
  readonly priceType: PriceType;
  readonly placedPrice?: number;
}): OrderPrice {
  if (data.priceType !== "LO") return data.priceType;
  if (data.placedPrice === undefined) throw new RangeError("a LO conditional order without placedPrice");
  return data.placedPrice;
}

/**
 * The ISO date the panel's form holds for a wire date (DD/MM/YYYY): empty stays empty (the
 * validators' "empty" keys), any other text that is no DD/MM/YYYY date reads as a date the
 * validators refuse (expired-date-invalid, effective-date-invalid) — an ISO date included.
 *
 * @example wireDate("30/06/2026") // "2026-06-30"
 * @example wireDate("2026-06-30") // "not a date"
 */
export function wireDate(text: string): string {
  if (text.trim() === "") return "";
  return fromDayFirstDate(text) ?? NOT_A_DATE;
}

const NOT_A_DATE = "not a date";

function isoDate(text: string): IsoDate {
  const date = fromDayFirstDate(text);
  // The form validators have refused every other date before the order is read.
  if (date === null) throw new RangeError(`not a DD/MM/YYYY date: ${text}`);
  return date;
}

function formPrice(price: OrderPrice, priceText: PriceText): string {
  return typeof price === "number" ? priceText(price) : price;
}

/** An optional price as typed; absent stays absent (the empty field). */
function optionalText(price: number | undefined, priceText: PriceText): string {
  return price === undefined ? "" : priceText(price);
}

/** The SL/TP margin as typed: 0 (or none) is the empty field. */
function marginText(spread: number | undefined, priceText: PriceText): string {
  return spread === undefined || spread === 0 ? "" : priceText(spread);
}

// ── Placements: the panel's form ────────────────────────────────────────────────────────────

/**
 * The stock panel's form of a placement, as validateStockOrder reads it.
 *
 * @example stockFormOf({ cmd: "co.stop.order.new", accountNo: "058C0000011", symbol: "FPT", priceType: "LO",
 *   placedPrice: 98_000, triggerPrice: 99_000, relation: "LTEQ", expiryDate: "30/06/2026", … }, formPriceText)
 * // { conditionType: "stop", orderPrice: "98", triggerPrice: "99", relation: "LTEQ", expiryDate: "2026-06-30", … }
 */
export function stockFormOf(data: StockConditionalOrderData, priceText: PriceText): StockOrderForm {
  const base = {
    side: data.side,
    account: data.accountNo,
    orderSymbol: data.symbol,
    orderVolume: String(data.quantity),
    pin: data.pin,
  };
  switch (data.cmd) {
    case "co.stop.order.new":
      return {
        ...base,
        conditionType: "stop",
        orderPrice: formPrice(placedPriceOf(data), priceText),
        triggerPrice: priceText(data.triggerPrice),
        relation: data.relation,
        expiryDate: wireDate(data.expiryDate),
      };
    case "co.tco.order.new":
      return {
        ...base,
        conditionType: "tco",
        orderPrice: formPrice(placedPriceOf(data), priceText),
        effectiveDate: wireDate(data.effectiveDate),
        expiryDate: wireDate(data.expiryDate),
      };
    case "co.sltp.order.new":
      return {
        ...base,
        conditionType: "sl_tp",
        orderPrice: formPrice(placedPriceOf(data), priceText),
        stopLossPrice: optionalText(data.stopLossPrice, priceText),
        takeProfitPrice: optionalText(data.takeProfitPrice, priceText),
        stopLossMargin: marginText(data.spread, priceText),
        effectiveDate: wireDate(data.effectiveDate),
        expiryDate: wireDate(data.expiryDate),
      };
    case "co.trailing.order.new":
      return {
        ...base,
        conditionType: "trailing_stop",
        orderPrice: "",
        trailingAmount: priceText(data.trailingAmount),
        spread: priceText(data.spread),
        expiryDate: wireDate(data.expiryDate),
      };
  }
}

/** The derivative panel's form of a placement, as validateDerivativeOrder reads it. */
export function derivativeFormOf(
  data: DerivativeConditionalOrderData,
  priceText: PriceText,
): DerivativeOrderForm {
  const base = { side: data.side, volume: String(data.quantity), pin: data.pin };
  switch (data.cmd) {
    case "co.trailing.order.new":
      return {
        ...base,
        conditionType: "trailing_stop",
        trailingAmount: priceText(data.trailingAmount),
        spread: priceText(data.spread),
      };
    case "co.stop.order.new":
      return {
        ...base,
        conditionType: "stop",
        price: formPrice(placedPriceOf(data), priceText),
        triggerPrice: priceText(data.triggerPrice),
        relation: data.relation,
      };
    case "co.sltp.order.new": {
      const common = {
        ...base,
        conditionType: "sl_tp" as const,
        price: formPrice(placedPriceOf(data), priceText),
        stopLossMargin: marginText(data.spread, priceText),
      };
      return data.triggerType === "price"
        ? {
            ...common,
            sltpSelectType: "price",
            stopLossPrice: optionalText(data.stopLossPrice, priceText),
            takeProfitPrice: optionalText(data.takeProfitPrice, priceText),
          }
        : {
            ...common,
            sltpSelectType: "amount",
            stopLossRange: optionalText(data.stopLossAmount, priceText),
            takeProfitRange: optionalText(data.takeProfitAmount, priceText),
          };
    }
    case "co.oco.order.new":
      return {
        ...base,
        conditionType: "oco",
        stopLossPrice: priceText(data.stopLossPrice),
        takeProfitPrice: priceText(data.takeProfitPrice),
        spread: priceText(data.spread),
      };
    case "co.arbitrage.order.new":
      return {
        ...base,
        conditionType: "arbitrage",
        price: formPrice(placedPriceOf(data), priceText),
        reciprocalSymbol: data.reciprocalSymbol,
      };
  }
}

// ── Placements: the engine's order ──────────────────────────────────────────────────────────

/** What a placement needs besides its payload. */
export interface PlacementDay {
  readonly today: IsoDate;
  /** The symbol's last price today (0 or absent before its first trade). */
  readonly lastPrice?: number;
}

function trailing(data: { readonly trailingAmount: number; readonly spread: number }, day: PlacementDay) {
  const condition: Condition = {
    kind: "trailing",
    distance: { kind: "amount", amount: data.trailingAmount },
    spread: data.spread,
    best: day.lastPrice !== undefined && day.lastPrice > 0 ? day.lastPrice : null,
  };
  return { kind: "trailing_stop" as const, price: null, condition };
}

function exitsPerFill(exits: SltpExits, spread: number | undefined): Condition {
  return { kind: "exits-per-fill", exits, spread: spread ?? 0 };
}

/**
 * The stock order a validated placement asks for (symbol as the validator normalised it).
 *
 * @throws RangeError on a date that is not DD/MM/YYYY: the validators refuse those first.
 * @example stockConditional({ cmd: "co.tco.order.new", priceType: "LO", placedPrice: 25_000,
 *   effectiveDate: "02/06/2026", expiryDate: "30/06/2026", side: "B", quantity: 300, … }, "ACB", { today: "2026-06-01" })
 * // { market: "stock", kind: "tco", price: 25_000, condition: { kind: "daily" }, fromDate: "2026-06-02", toDate: "2026-06-30", … }
 */
export function stockConditional(
  data: StockConditionalOrderData,
  symbol: string,
  day: PlacementDay,
): NewConditional {
  const base = { market: "stock" as const, symbol, side: data.side, quantity: data.quantity };
  switch (data.cmd) {
    case "co.stop.order.new":
      return {
        ...base,
        kind: "stop",
        price: placedPriceOf(data),
        condition: { kind: "stop", triggerPrice: data.triggerPrice, relation: data.relation },
        fromDate: day.today,
        toDate: isoDate(data.expiryDate),
      };
    case "co.tco.order.new":
      return {
        ...base,
        kind: "tco",
        price: placedPriceOf(data),
        condition: { kind: "daily" },
        fromDate: isoDate(data.effectiveDate),
        toDate: isoDate(data.expiryDate),
      };
    case "co.sltp.order.new":
      return {
        ...base,
        kind: "sl_tp",
        price: placedPriceOf(data),
        condition: exitsPerFill(
          { by: "price", takeProfit: data.takeProfitPrice ?? null, stopLoss: data.stopLossPrice ?? null },
          data.spread,
        ),
        fromDate: isoDate(data.effectiveDate),
        toDate: isoDate(data.expiryDate),
      };
    case "co.trailing.order.new":
      return { ...base, ...trailing(data, day), fromDate: day.today, toDate: isoDate(data.expiryDate) };
  }
}

/**
 * The derivative order a validated placement asks for: valid from today for the window, cut at
 * the contract's last trading day (validity.ts).
 *
 * @example derivativeConditional({ cmd: "co.oco.order.new", side: "B", quantity: 1, priceType: "LO",
 *   takeProfitPrice: 200_000, stopLossPrice: 190_000, spread: 50, … }, "VN30F2606", { today: "2026-06-01" }, "2026-06-18")
 * // { market: "derivative", kind: "oco", price: null, condition: { kind: "bracket", takeProfit: 200_000,
 * //   stopLoss: 190_000, spread: 50 }, fromDate: "2026-06-01", toDate: "2026-06-18", … }
 */
export function derivativeConditional(
  data: DerivativeConditionalOrderData,
  symbol: string,
  day: PlacementDay,
  contractLastTradingDay: IsoDate,
): NewConditional {
  const base = {
    market: "derivative" as const,
    symbol,
    side: data.side,
    quantity: data.quantity,
    ...derivativeValidity(day.today, contractLastTradingDay),
  };
  switch (data.cmd) {
    case "co.trailing.order.new":
      return { ...base, ...trailing(data, day) };
    case "co.stop.order.new":
      return {
        ...base,
        kind: "stop",
        price: placedPriceOf(data),
        condition: { kind: "stop", triggerPrice: data.triggerPrice, relation: data.relation },
      };
    case "co.sltp.order.new":
      return {
        ...base,
        kind: "sl_tp",
        price: placedPriceOf(data),
        condition: exitsPerFill(
          data.triggerType === "price"
            ? { by: "price", takeProfit: data.takeProfitPrice ?? null, stopLoss: data.stopLossPrice ?? null }
            : {
                by: "amount",
                takeProfit: data.takeProfitAmount ?? null,
                stopLoss: data.stopLossAmount ?? null,
              },
          data.spread,
        ),
      };
    case "co.oco.order.new":
      return {
        ...base,
        kind: "oco",
        price: null,
        condition: {
          kind: "bracket",
          takeProfit: data.takeProfitPrice,
          stopLoss: data.stopLossPrice,
          spread: data.spread,
        },
      };
    case "co.arbitrage.order.new":
      return {
        ...base,
        kind: "arbitrage",
        price: placedPriceOf(data),
        condition: {
          kind: "reciprocal-per-fill",
          reciprocalSymbol: data.reciprocalSymbol.trim().toUpperCase(),
        },
      };
  }
}

/** The exits of an order's condition as prices or distances, or null when it has none. */
export function exitsOf(condition: Condition): SltpExits | null {
  if (condition.kind === "exits-per-fill") return condition.exits;
  if (condition.kind === "bracket")
    return { by: "price", takeProfit: condition.takeProfit, stopLoss: condition.stopLoss };
  return null;
}

/** What placementRefusal judges of a new order (placement-rules.ts). */
export function placementOf(order: NewConditional): ConditionalPlacement {
  const exits = exitsOf(order.condition);
  return {
    market: order.market,
    kind: order.kind,
    side: order.side,
    expiryDate: order.toDate,
    ...(exits === null
      ? {}
      : {
          exitsBy: exits.by,
          ...(exits.takeProfit === null ? {} : { takeProfit: exits.takeProfit }),
          ...(exits.stopLoss === null ? {} : { stopLoss: exits.stopLoss }),
        }),
  };
}

// ── Legs ────────────────────────────────────────────────────────────────────────────────────

const LEG_KEY = /^(.+):(SL|TP)$/;

/**
 * The book's key of one leg of an exit bracket (PK_ID).
 *
 * @example legKey("CO7", "SL") // "CO7:SL"
 */
export function legKey(id: string, leg: ExitLeg): string {
  return `${id}:${leg}`;
}

/**
 * The order and the leg an id names: a leg key, or a plain order id (leg null).
 *
 * @example parseOrderId("CO7:TP") // { id: "CO7", leg: "TP" }
 * @example parseOrderId("CO7") // { id: "CO7", leg: null }
 */
export function parseOrderId(text: string): { readonly id: string; readonly leg: ExitLeg | null } {
  const trimmed = text.trim();
  const match = LEG_KEY.exec(trimmed);
  if (match === null) return { id: trimmed, leg: null };
  return { id: match[1] ?? trimmed, leg: match[2] === "SL" ? "SL" : "TP" };
}

/**
 * The legs an order shows as rows: each exit it has, or only the leg it fired. Empty for an
 * order without exits (a stop, a TCO, a trailing stop, an arbitrage).
 */
export function legsOf(order: Pick<ConditionalOrder, "condition" | "firedLeg">): readonly ExitLeg[] {
  const exits = exitsOf(order.condition);
  if (exits === null) return [];
  if (order.firedLeg !== null) return [order.firedLeg];
  const legs: ExitLeg[] = [];
  if (exits.takeProfit !== null) legs.push("TP");
  if (exits.stopLoss !== null) legs.push("SL");
  return legs;
}

/**
 * The leg a change names: the key's leg, or for a plain id the order's only exit (null when it
 * has two, or none: the caller refuses).
 */
export function legToChange(
  order: Pick<ConditionalOrder, "condition" | "firedLeg">,
  named: ExitLeg | null,
): ExitLeg | null {
  const legs = legsOf(order);
  if (named !== null) return legs.includes(named) ? named : null;
  return legs.length === 1 ? (legs[0] ?? null) : null;
}

/** The price (or distance) and margin a leg has now. */
export function legTerms(
  condition: Condition,
  leg: ExitLeg,
): { readonly trigger: number | null; readonly spread: number } {
  const exits = exitsOf(condition);
  const spread = condition.kind === "exits-per-fill" || condition.kind === "bracket" ? condition.spread : 0;
  if (exits === null) return { trigger: null, spread: 0 };
  return { trigger: leg === "TP" ? exits.takeProfit : exits.stopLoss, spread: leg === "SL" ? spread : 0 };
}

// ── Changes ─────────────────────────────────────────────────────────────────────────────────

/**
 * The new terms of a stop order (co.stop.order.change): volume, trigger, relation and price.
 *
 * @example stopEdit({ quantity: 200, triggerPrice: 99_500, relation: "GTEQ", priceType: "MTL", … })
 * // { quantity: 200, price: "MTL", condition: { kind: "stop", triggerPrice: 99_500, relation: "GTEQ" } }
 */
export function stopEdit(data: ChangeStopOrderData): ConditionalEdit {
  return {
    quantity: data.quantity,
    price: placedPriceOf(data),
    condition: { kind: "stop", triggerPrice: data.triggerPrice, relation: data.relation },
  };
}

/**
 * The new condition of an SL/TP or OCO whose `leg` moves to the change's trigger (a price, or a
 * distance for exits by amount); the SL leg also takes the change's spread when it names one.
 * Null when the order has no such exit.
 *
 * @example sltpEdit({ kind: "bracket", takeProfit: 200_000, stopLoss: 190_000, spread: 0 }, "SL",
 *   { triggerPrice: 191_000, spread: 50 }) // { condition: { kind: "bracket", takeProfit: 200_000, stopLoss: 191_000, spread: 50 } }
 */
export function sltpEdit(
  condition: Condition,
  leg: ExitLeg,
  data: Pick<ChangeSltpOrderData, "triggerPrice" | "spread">,
): ConditionalEdit | null {
  const spread = leg === "SL" && data.spread !== undefined ? data.spread : null;
  if (condition.kind === "bracket") {
    if ((leg === "TP" ? condition.takeProfit : condition.stopLoss) === null) return null;
    return {
      condition: {
        ...condition,
        ...(leg === "TP" ? { takeProfit: data.triggerPrice } : { stopLoss: data.triggerPrice }),
        spread: spread ?? condition.spread,
      },
    };
  }
  if (condition.kind === "exits-per-fill") {
    const { exits } = condition;
    if ((leg === "TP" ? exits.takeProfit : exits.stopLoss) === null) return null;
    return {
      condition: {
        ...condition,
        exits: {
          ...exits,
          ...(leg === "TP" ? { takeProfit: data.triggerPrice } : { stopLoss: data.triggerPrice }),
        },
        spread: spread ?? condition.spread,
      },
    };
  }
  return null;
}
