/**
 * The conditional order book's rows (accounts-session §3 "Condition order", STOP_ORDER_ID …
 * C_COMMENT) and a TCO's sub-order rows: one row per rule.
 */
import { epochMillisAt, type ConditionOrderRow } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  conditionOrderRows,
  kindOfStopOrderType,
  stopOrderTypeOf,
  tcoSubOrderRow,
  type ChildFacts,
} from "./book-rows";
import type { ConditionalOrder } from "./conditional-order";
import { conditionalOrder } from "./test-support/conditional-orders";

const PLACED = epochMillisAt("2026-06-01", "09:30:15");
const LATER = epochMillisAt("2026-06-03", "14:05:00");

function order(overrides: Partial<ConditionalOrder>): ConditionalOrder {
  return conditionalOrder(
    { kind: "stop", triggerPrice: 99_000, relation: "LTEQ" },
    {
      id: "CO1",
      userId: "058C000001",
      refId: "r-1",
      quantity: 300,
      fromDate: "2026-06-01",
      toDate: "2026-06-30",
      createdAt: PLACED,
      updatedAt: PLACED,
      ...overrides,
    },
  );
}

const child = (orderNo: number, overrides: Partial<ChildFacts> = {}): ChildFacts => ({
  orderNo,
  priceType: "LO",
  limitPrice: 98_000,
  volume: 300,
  matched: 100,
  placedAt: LATER,
  ...overrides,
});

describe("the condition order row (accounts-session §3)", () => {
  it("a waiting stop: its terms, validity and creation in exchange time, nothing sent yet", () => {
    expect(conditionOrderRows(order({}))).toEqual<ConditionOrderRow[]>([
      {
        STOP_ORDER_ID: "CO1",
        PK_ID: "CO1",
        ACCOUNT_NO: "058C0000011",
        SYMBOL: "FPT",
        SIDE: "S",
        QUANTITY: 300,
        REMAIN_QTY: 300,
        PRICE_TYPE: "LO",
        PLACED_PRICE: 98_000,
        C_SO_PRICE: null,
        STOP_ORDER_TYPE: "stock_stop",
        STOP_ORDER_SUB_TYPE: null,
        STATUS_NEW: "PENDING_TRIGGER",
        SPREAD: null,
        TRAILING_AMOUNT: null,
        TRIGGER_PRICE: 99_000,
        RELATION: "LTEQ",
        FROM_DATE: "01/06/2026",
        TO_DATE: "30/06/2026",
        CREATED_DATE: "01/06/2026",
        CREATED_TIME: "09:30:15",
        CANCEL_DATE: null,
        TRIGGERED_DATE: null,
        FO_PK_ORDER_ID: null,
        FO_PK_ORI_ORDER_ID: null,
        REASON: null,
        C_COMMENT: null,
      },
    ]);
  });

  it.each([
    {
      rule: "a triggered stop: the child sent, its price, the day it was sent; REMAIN_QTY is what is unfilled",
      order: order({ status: "PARTIAL_FILLED", filled: 100, children: [41] }),
      children: [child(41)],
      row: {
        STATUS_NEW: "PARTIAL_FILLED",
        REMAIN_QTY: 200,
        C_SO_PRICE: 98_000,
        FO_PK_ORDER_ID: "41",
        FO_PK_ORI_ORDER_ID: null,
        TRIGGERED_DATE: "03/06/2026",
      },
    },
    {
      rule: "a keyword stop: PRICE_TYPE and C_SO_PRICE the keyword, no placed price",
      order: order({ price: "MTL", status: "TRIGGERED", children: [41] }),
      children: [child(41, { priceType: "MTL", limitPrice: 105_000 })],
      row: { PRICE_TYPE: "MTL", PLACED_PRICE: null, C_SO_PRICE: "MTL" },
    },
    {
      rule: "a TCO's second day: FO_PK_ORDER_ID today's order, FO_PK_ORI_ORDER_ID yesterday's",
      order: order({
        kind: "tco",
        condition: { kind: "daily" },
        status: "PARTIAL_FILLED",
        children: [41, 57],
      }),
      children: [child(41, { placedAt: PLACED }), child(57)],
      row: {
        STOP_ORDER_TYPE: "stock_tco",
        TRIGGER_PRICE: null,
        RELATION: null,
        FO_PK_ORDER_ID: "57",
        FO_PK_ORI_ORDER_ID: "41",
        TRIGGERED_DATE: "01/06/2026",
      },
    },
    {
      rule: "a cancelled order: CANCEL_DATE the day of its last change",
      order: order({ status: "CANCELED", updatedAt: LATER }),
      children: [],
      row: { STATUS_NEW: "CANCELED", CANCEL_DATE: "03/06/2026" },
    },
    {
      rule: "an expired order is not cancelled",
      order: order({ status: "EXPIRED", updatedAt: LATER }),
      children: [],
      row: { STATUS_NEW: "EXPIRED", CANCEL_DATE: null },
    },
    {
      rule: "a rejected child: the reason the tooltip shows",
      order: order({ status: "REJECTED", reason: "Không đủ sức mua", children: [41] }),
      children: [],
      row: { STATUS_NEW: "REJECTED", REASON: "Không đủ sức mua", FO_PK_ORDER_ID: "41", C_SO_PRICE: null },
    },
    {
      rule: "a sell trailing stop: its level under the best, fires at or below, amount and spread",
      order: order({
        kind: "trailing_stop",
        price: null,
        condition: {
          kind: "trailing",
          distance: { kind: "amount", amount: 1_000 },
          spread: 100,
          best: 101_000,
        },
      }),
      children: [],
      row: {
        STOP_ORDER_TYPE: "stock_trail",
        PRICE_TYPE: "LO",
        PLACED_PRICE: null,
        TRIGGER_PRICE: 100_000,
        RELATION: "LTEQ",
        TRAILING_AMOUNT: 1_000,
        SPREAD: 100,
      },
    },
    {
      rule: "a trailing stop before its first best price has no level yet",
      order: order({
        kind: "trailing_stop",
        side: "B",
        price: null,
        condition: { kind: "trailing", distance: { kind: "amount", amount: 1_000 }, spread: 0, best: null },
      }),
      children: [],
      row: { TRIGGER_PRICE: null, RELATION: "GTEQ" },
    },
    {
      rule: "(ours) an arbitrage names its reciprocal contract in C_COMMENT",
      order: order({
        market: "derivative",
        kind: "arbitrage",
        symbol: "VN30F2606",
        condition: { kind: "reciprocal-per-fill", reciprocalSymbol: "VN30F2609" },
      }),
      children: [],
      row: { STOP_ORDER_TYPE: "arbitrage", C_COMMENT: "VN30F2609", TRIGGER_PRICE: null },
    },
  ])("$rule", ({ order: placed, children, row }) => {
    const rows = conditionOrderRows(placed, new Map(children.map((entry) => [entry.orderNo, entry])));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(row);
  });
});

describe("exit brackets show a row per leg (STOP_ORDER_SUB_TYPE)", () => {
  const oco = order({
    market: "derivative",
    kind: "oco",
    symbol: "VN30F2606",
    side: "B",
    quantity: 1,
    price: null,
    condition: { kind: "bracket", takeProfit: 195_000, stopLoss: 185_000, spread: 10 },
  });

  it("an armed LONG OCO: TP fires at or above, SL at or below with its margin; PK_ID the leg key", () => {
    expect(
      conditionOrderRows(oco).map((row) => [
        row.PK_ID,
        row.STOP_ORDER_SUB_TYPE,
        row.TRIGGER_PRICE,
        row.RELATION,
        row.SPREAD,
      ]),
    ).toEqual([
      ["CO1:TP", "TP", 195_000, "GTEQ", null],
      ["CO1:SL", "SL", 185_000, "LTEQ", 10],
    ]);
    expect(
      conditionOrderRows(oco).every((row) => row.STOP_ORDER_ID === "CO1" && row.STOP_ORDER_TYPE === "oco"),
    ).toBe(true);
  });

  it("a SHORT's legs fire the other way", () => {
    const short = {
      ...oco,
      side: "S" as const,
      condition: { ...oco.condition, takeProfit: 185_000, stopLoss: 195_000 },
    };
    expect(conditionOrderRows(short).map((row) => [row.STOP_ORDER_SUB_TYPE, row.RELATION])).toEqual([
      ["TP", "LTEQ"],
      ["SL", "GTEQ"],
    ]);
  });

  it("a fired bracket shows only the leg it sent (firedLeg)", () => {
    const fired = { ...oco, status: "TRIGGERED" as const, firedLeg: "SL" as const, children: [77] };
    expect(conditionOrderRows(fired).map((row) => [row.STOP_ORDER_SUB_TYPE, row.FO_PK_ORDER_ID])).toEqual([
      ["SL", "77"],
    ]);
  });

  it("an SL/TP by amount shows its distances and says so", () => {
    const sltp = order({
      market: "derivative",
      kind: "sl_tp",
      side: "B",
      condition: {
        kind: "exits-per-fill",
        exits: { by: "amount", takeProfit: 1_000, stopLoss: null },
        spread: 0,
      },
    });
    expect(conditionOrderRows(sltp)).toEqual([
      expect.objectContaining({
        STOP_ORDER_TYPE: "sl_tp",
        STOP_ORDER_SUB_TYPE: "TP",
        TRIGGER_PRICE: 1_000,
        C_COMMENT: "amount",
      }),
    ]);
  });
});

describe("stopOrderType names (order-entry §9)", () => {
  it.each([
    ["stock", "stop", "stock_stop"],
    ["stock", "tco", "stock_tco"],
    ["stock", "sl_tp", "stock_sltp"],
    ["stock", "trailing_stop", "stock_trail"],
    ["derivative", "stop", "stop"],
    ["derivative", "sl_tp", "sl_tp"],
    ["derivative", "trailing_stop", "trailing_stop"],
    ["derivative", "oco", "oco"],
    ["derivative", "arbitrage", "arbitrage"],
  ] as const)("%s %s is %s, and back", (market, kind, name) => {
    expect(stopOrderTypeOf(market, kind)).toBe(name);
    expect(kindOfStopOrderType(name)).toEqual({ market, kind });
  });

  it("an unknown name filters nothing in", () => {
    expect(kindOfStopOrderType("stock_oco")).toBeNull();
  });
});

describe("a TCO's sub-order row (list_condition_order_tco)", () => {
  it("the broker order it sent, in exchange time", () => {
    expect(tcoSubOrderRow(child(57))).toEqual({
      FO_ORDER_ID: "57",
      CREATE_DATE: "03/06/2026",
      CREATE_TIME: "14:05:00",
      QUANTITY: 300,
      PLACED_PRICE: 98_000,
      MATCHED_QUANTITY: 100,
    });
  });
});
