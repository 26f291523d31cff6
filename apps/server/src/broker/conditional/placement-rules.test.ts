/**
 * The back office's placement rules (order-entry §5, §8): one row per rule, with the code the
 * catalogue answers; and the 29-day window as the form validators the gateway runs first apply it.
 */
import { findResultCode, validateStockOrder, type StockOrderForm } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  MAX_LIVE_CONDITIONAL_ORDERS,
  PLACEMENT_CODES,
  placementRefusal,
  type ConditionalPlacement,
  type PlacementFacts,
  type PlacementRefusal,
} from "./placement-rules";

const TODAY = "2026-06-02";
const FPT = { symbol: "FPT", venue: "HOSE", kind: "STOCK" } as const;
const stock: PlacementFacts = { today: TODAY, liveOrders: 3, instrument: FPT };
const future: PlacementFacts = { today: TODAY, liveOrders: 3, instrument: null };
const stop: ConditionalPlacement = { market: "stock", kind: "stop", side: "S", expiryDate: "2026-06-20" };

interface Row {
  readonly rule: string;
  readonly order: ConditionalPlacement;
  readonly facts: PlacementFacts;
  readonly refusal: PlacementRefusal | null;
}

const rows: readonly Row[] = [
  { rule: "§8 a stop within the limits is placed", order: stop, facts: stock, refusal: null },
  {
    rule: "§8 40038: the account's limit reached",
    order: stop,
    facts: { ...stock, liveOrders: MAX_LIVE_CONDITIONAL_ORDERS },
    refusal: { code: 40038 },
  },
  {
    rule: "§8 40038: one below the limit is placed",
    order: stop,
    facts: { ...stock, liveOrders: MAX_LIVE_CONDITIONAL_ORDERS - 1 },
    refusal: null,
  },
  {
    rule: "§8 COS-40035: a stock trailing stop expiring after today",
    order: { market: "stock", kind: "trailing_stop", side: "S", expiryDate: "2026-06-03" },
    facts: stock,
    refusal: { code: "COS-40035" },
  },
  {
    rule: "§8 COS-40035: a stock trailing stop for today is placed",
    order: { market: "stock", kind: "trailing_stop", side: "S", expiryDate: TODAY },
    facts: stock,
    refusal: null,
  },
  {
    rule: "§8 COS-40035 is for stocks: a futures trailing stop lives on",
    order: { market: "derivative", kind: "trailing_stop", side: "S" },
    facts: future,
    refusal: null,
  },
  {
    rule: "§8 40062: take profit equal to stop loss",
    order: { market: "derivative", kind: "sl_tp", side: "B", takeProfit: 190_000, stopLoss: 190_000 },
    facts: future,
    refusal: { code: 40062 },
  },
  {
    rule: "§8 40060: a LONG's take profit below its stop loss",
    order: { market: "derivative", kind: "oco", side: "B", takeProfit: 185_000, stopLoss: 190_000 },
    facts: future,
    refusal: { code: 40060 },
  },
  {
    rule: "§8 40061: a SHORT's take profit above its stop loss",
    order: { market: "derivative", kind: "oco", side: "S", takeProfit: 195_000, stopLoss: 190_000 },
    facts: future,
    refusal: { code: 40061 },
  },
  {
    rule: "§5 a SHORT OCO the right way round is placed",
    order: { market: "derivative", kind: "oco", side: "S", takeProfit: 185_000, stopLoss: 190_000 },
    facts: future,
    refusal: null,
  },
  {
    rule: "§5 stock SL/TP (a buy) the right way round is placed",
    order: { market: "stock", kind: "sl_tp", side: "B", takeProfit: 110_000, stopLoss: 95_000 },
    facts: stock,
    refusal: null,
  },
  {
    rule: "§5 exits by amount are distances: no order between them",
    order: {
      market: "derivative",
      kind: "sl_tp",
      side: "B",
      exitsBy: "amount",
      takeProfit: 500,
      stopLoss: 1_000,
    },
    facts: future,
    refusal: null,
  },
  {
    rule: "§2 SL/TP only with a buy on stocks",
    order: { market: "stock", kind: "sl_tp", side: "S", takeProfit: 90_000 },
    facts: stock,
    refusal: { warning: "order-condition-invalid" },
  },
  {
    rule: "§2 no OCO on stocks",
    order: { market: "stock", kind: "oco", side: "B" },
    facts: stock,
    refusal: { warning: "order-condition-invalid" },
  },
  {
    rule: "§2 no TCO on futures",
    order: { market: "derivative", kind: "tco", side: "B" },
    facts: future,
    refusal: { warning: "order-condition-invalid" },
  },
  {
    rule: "§5 conditional orders refused for bonds",
    order: stop,
    facts: { ...stock, instrument: { symbol: "X", venue: "HNX", kind: "BOND" } },
    refusal: { warning: "order-condition-invalid" },
  },
  {
    rule: "§5 conditional orders refused for rights",
    order: stop,
    facts: { ...stock, instrument: { ...FPT, stockType: "R" } },
    refusal: { warning: "order-condition-invalid" },
  },
];

describe("placementRefusal", () => {
  it.each(rows)("$rule", ({ order, facts, refusal }) => {
    expect(placementRefusal(order, facts)).toEqual(refusal);
  });

  it.each(Object.values(PLACEMENT_CODES))("answers %s, a code of the catalogue", (code) => {
    expect(findResultCode(code)).toBeDefined();
  });
});

describe("the validity window, as the form validators run before (order-entry §5, §9)", () => {
  const tco: StockOrderForm = {
    side: "B",
    account: "058C0000011",
    conditionType: "tco",
    orderSymbol: "FPT",
    orderPrice: "98",
    orderVolume: "100",
    pin: "123456",
    effectiveDate: "2026-06-03",
    expiryDate: "2026-07-02",
  };
  const context = { today: TODAY, instrument: FPT, referencePrice: 98_000, webTradeFunctions: ["B", "S"] };

  it("29 days after the effective date is the last expiry accepted", () => {
    expect(validateStockOrder(tco, context).ok).toBe(true);
  });

  it("the 30th day (the other reading) is refused: expired-date-30", () => {
    expect(validateStockOrder({ ...tco, expiryDate: "2026-07-03" }, context)).toEqual({
      ok: false,
      key: "expired-date-30",
    });
  });
});
