/**
 * The back office's checks of a new conditional order (order-entry §5, §8; accounts-session §8).
 *
 * They run after the market package's form validators (validateStockOrder, validateDerivativeOrder
 * — the same as the web's, run by the gateway as for normal orders), which already refuse with
 * warning keys: prices and triggers off the step or the band, the dates (expiry at most 29 days
 * after the effective date or today: validity.ts), SL/TP exits on the wrong side of the base
 * price, OCO legs the wrong way round, a margin without a stop loss, an arbitrage on one
 * contract. What only the back office knows or answers with a code is checked here; the first
 * failing rule wins:
 *
 * 1. the kind is offered on the account's market (SL/TP only with a buy on stocks; OCO and
 *    arbitrage only on futures) and the instrument takes conditional orders (no bonds, no
 *    rights): warning order-condition-invalid, as the form answers it;
 * 2. 40038: the account already holds MAX_LIVE_CONDITIONAL_ORDERS live conditional orders;
 * 3. COS-40035: a stock trailing stop must expire the day it is placed (intraday only). The
 *    order panel's date picker offers up to today + 29 for it; the server's code wins;
 * 4. take profit against stop loss, both given as prices: 40062 equal, 40060 a LONG's (buy's)
 *    not above, 40061 a SHORT's (sell's) not below — the catalogue's one rule per code.
 *
 * Buying power and shares are not checked here: they are checked when the order fires, by the
 * same OMS checks as a customer's order (broker-facts §5, SSI: "no balance check at placement").
 */
import { acceptsConditionalOrders, type IsoDate, type Side, type StockInstrument } from "@bangia/market";
import { KINDS_BY_MARKET, type ConditionalKind, type ConditionalMarket } from "./conditional-order";

/**
 * Live conditional orders an account may hold (40038). No broker publishes a cap (broker-facts
 * §5); 100 is several times what a retail account uses (an exit per holding of a broad
 * portfolio plus its TCOs and stops) and bounds one account's share of the engine: the bench's
 * 100,000 armed orders are 1,000 accounts at the cap. The brackets an SL/TP's fills arm are not
 * counted: the customer placed one order.
 */
export const MAX_LIVE_CONDITIONAL_ORDERS = 100;

export const PLACEMENT_CODES = {
  TOO_MANY: 40038,
  TRAILING_INTRADAY: "COS-40035",
  LONG_TP_NOT_ABOVE_SL: 40060,
  SHORT_TP_NOT_BELOW_SL: 40061,
  TP_EQUALS_SL: 40062,
} as const;
export type PlacementCode = (typeof PLACEMENT_CODES)[keyof typeof PLACEMENT_CODES];

export type PlacementRefusal =
  | { readonly code: PlacementCode }
  /** Answered like the form validators' failures. */
  | { readonly warning: "order-condition-invalid" };

export interface ConditionalPlacement {
  readonly market: ConditionalMarket;
  readonly kind: ConditionalKind;
  /** The order's side; for SL/TP and OCO the side of the position the exits close. */
  readonly side: Side;
  /** Exits as prices; distances ("amount", derivatives) have no order between them. */
  readonly exitsBy?: "price" | "amount";
  readonly takeProfit?: number;
  readonly stopLoss?: number;
  /** ISO; the stock trailing stop's must be today. */
  readonly expiryDate?: IsoDate;
}

export interface PlacementFacts {
  readonly today: IsoDate;
  /** Conditional orders of the account not in a final status. */
  readonly liveOrders: number;
  /** The stock instrument; null for a future. */
  readonly instrument: StockInstrument | null;
}

function isOffered(order: ConditionalPlacement, instrument: StockInstrument | null): boolean {
  const kinds: readonly ConditionalKind[] = KINDS_BY_MARKET[order.market];
  if (!kinds.includes(order.kind)) return false;
  if (order.market === "stock" && order.kind === "sl_tp" && order.side !== "B") return false;
  return instrument === null || acceptsConditionalOrders(instrument);
}

function exitsRefusal(order: ConditionalPlacement): PlacementRefusal | null {
  const { takeProfit, stopLoss } = order;
  if (order.exitsBy === "amount" || takeProfit === undefined || stopLoss === undefined) return null;
  if (takeProfit === stopLoss) return { code: PLACEMENT_CODES.TP_EQUALS_SL };
  if (order.side === "B" && takeProfit < stopLoss) return { code: PLACEMENT_CODES.LONG_TP_NOT_ABOVE_SL };
  if (order.side === "S" && takeProfit > stopLoss) return { code: PLACEMENT_CODES.SHORT_TP_NOT_BELOW_SL };
  return null;
}

/**
 * The first back-office rule a new conditional order breaks, or null when it may be placed.
 *
 * @example placementRefusal({ market: "derivative", kind: "oco", side: "B", takeProfit: 190_000, stopLoss: 195_000 },
 *   { today: "2026-06-02", liveOrders: 3, instrument: null }) // { code: 40060 }
 */
export function placementRefusal(
  order: ConditionalPlacement,
  facts: PlacementFacts,
): PlacementRefusal | null {
  if (!isOffered(order, facts.instrument)) return { warning: "order-condition-invalid" };
  if (facts.liveOrders >= MAX_LIVE_CONDITIONAL_ORDERS) return { code: PLACEMENT_CODES.TOO_MANY };
  if (order.market === "stock" && order.kind === "trailing_stop" && order.expiryDate !== facts.today)
    return { code: PLACEMENT_CODES.TRAILING_INTRADAY };
  return exitsRefusal(order);
}
