/**
 * The gateway's conditional payloads read into the engine's terms (order-entry §3, §7;
 * accounts-session §7): one row per call, its form for the validators and its NewConditional;
 * the leg keys; the stop and SL/TP changes.
 */
import {
  validateDerivativeOrder,
  validateStockOrder,
  type DerivativeConditionalOrderData,
  type StockConditionalOrderData,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import type { Condition } from "./conditional-order";
import type { NewConditional } from "./conditional-requests";
import {
  derivativeConditional,
  derivativeFormOf,
  legsOf,
  legTerms,
  legToChange,
  parseOrderId,
  placedPriceOf,
  placementOf,
  sltpEdit,
  stockConditional,
  stockFormOf,
  stopEdit,
  wireDate,
} from "./wire-conditional";

const TODAY = "2026-06-01";
/** Thousands of VND, as the stock form types prices. */
const thousands = (price: number) => String(price / 1_000);
/** Points, as the index-futures form types them. */
const points = (price: number) => String(price / 100);

const stockCommon = {
  accountNo: "058C0000011",
  symbol: "FPT",
  channel: "I",
  quantity: 100,
  pin: "123456",
  refId: "r-1",
} as const;

interface StockRow {
  readonly rule: string;
  readonly data: StockConditionalOrderData;
  readonly form: Record<string, unknown>;
  readonly order: Partial<NewConditional>;
}

const stockRows: readonly StockRow[] = [
  {
    rule: "§3 stop: LO at the placed price, the trigger and relation, from today to the expiry",
    data: {
      ...stockCommon,
      side: "S",
      cmd: "co.stop.order.new",
      stopOrderType: "stock_stop",
      priceType: "LO",
      placedPrice: 98_500,
      triggerPrice: 99_000,
      relation: "LTEQ",
      expiryDate: "30/06/2026",
    },
    form: {
      conditionType: "stop",
      orderPrice: "98.5",
      triggerPrice: "99",
      relation: "LTEQ",
      expiryDate: "2026-06-30",
    },
    order: {
      market: "stock",
      kind: "stop",
      side: "S",
      price: 98_500,
      condition: { kind: "stop", triggerPrice: 99_000, relation: "LTEQ" },
      fromDate: TODAY,
      toDate: "2026-06-30",
    },
  },
  {
    rule: "§7 stop: a keyword price type sends the keyword, no placed price",
    data: {
      ...stockCommon,
      side: "B",
      cmd: "co.stop.order.new",
      stopOrderType: "stock_stop",
      priceType: "MTL",
      triggerPrice: 101_000,
      relation: "GTEQ",
      expiryDate: "01/06/2026",
    },
    form: { conditionType: "stop", orderPrice: "MTL", triggerPrice: "101", relation: "GTEQ" },
    order: { price: "MTL", condition: { kind: "stop", triggerPrice: 101_000, relation: "GTEQ" } },
  },
  {
    rule: "§3 TCO: sent each day of its window, its dates from the wire",
    data: {
      ...stockCommon,
      side: "B",
      cmd: "co.tco.order.new",
      stopOrderType: "stock_tco",
      priceType: "LO",
      placedPrice: 95_000,
      effectiveDate: "02/06/2026",
      expiryDate: "30/06/2026",
    },
    form: {
      conditionType: "tco",
      orderPrice: "95",
      effectiveDate: "2026-06-02",
      expiryDate: "2026-06-30",
    },
    order: {
      kind: "tco",
      price: 95_000,
      condition: { kind: "daily" },
      fromDate: "2026-06-02",
      toDate: "2026-06-30",
    },
  },
  {
    rule: "§3 SL/TP: exits by price on each fill of the buy; spread is the stop-loss margin",
    data: {
      ...stockCommon,
      side: "B",
      cmd: "co.sltp.order.new",
      stopOrderType: "stock_sltp",
      priceType: "LO",
      placedPrice: 95_000,
      stopLossPrice: 90_000,
      takeProfitPrice: 100_000,
      spread: 100,
      effectiveDate: "01/06/2026",
      expiryDate: "30/06/2026",
    },
    form: {
      conditionType: "sl_tp",
      stopLossPrice: "90",
      takeProfitPrice: "100",
      stopLossMargin: "0.1",
    },
    order: {
      kind: "sl_tp",
      condition: {
        kind: "exits-per-fill",
        exits: { by: "price", takeProfit: 100_000, stopLoss: 90_000 },
        spread: 100,
      },
    },
  },
  {
    rule: "§3 SL/TP: one exit alone, a margin of 0 is the empty field",
    data: {
      ...stockCommon,
      side: "B",
      cmd: "co.sltp.order.new",
      stopOrderType: "stock_sltp",
      priceType: "LO",
      placedPrice: 95_000,
      takeProfitPrice: 100_000,
      spread: 0,
      effectiveDate: "01/06/2026",
      expiryDate: "30/06/2026",
    },
    form: { stopLossPrice: "", takeProfitPrice: "100", stopLossMargin: "" },
    order: {
      condition: {
        kind: "exits-per-fill",
        exits: { by: "price", takeProfit: 100_000, stopLoss: null },
        spread: 0,
      },
    },
  },
  {
    rule: "§3 trailing: trails the last price known at placement, no placed price",
    data: {
      ...stockCommon,
      side: "S",
      cmd: "co.trailing.order.new",
      stopOrderType: "stock_trail",
      trailingAmount: 1_000,
      spread: 100,
      expiryDate: "01/06/2026",
    },
    form: { conditionType: "trailing_stop", trailingAmount: "1", spread: "0.1", expiryDate: TODAY },
    order: {
      kind: "trailing_stop",
      price: null,
      condition: { kind: "trailing", distance: { kind: "amount", amount: 1_000 }, spread: 100, best: 97_000 },
      fromDate: TODAY,
      toDate: TODAY,
    },
  },
];

describe("stock placements (order-entry §3, §7)", () => {
  it.each(stockRows)("$rule", ({ data, form, order }) => {
    expect(stockFormOf(data, thousands)).toMatchObject(form);
    expect(stockConditional(data, "FPT", { today: TODAY, lastPrice: 97_000 })).toMatchObject(order);
  });

  it("each form passes the validators the web runs (the same rules, the same text)", () => {
    for (const { data } of stockRows) {
      const validated = validateStockOrder(stockFormOf(data, thousands), {
        today: TODAY,
        instrument: { symbol: "FPT", venue: "HOSE", kind: "STOCK" },
        referencePrice: 96_000,
        webTradeFunctions: ["B", "S"],
      });
      expect(validated, data.cmd).toMatchObject({ ok: true });
    }
  });

  it("a trailing stop placed before the symbol's first trade has no best price yet", () => {
    const [, , , , , trailing] = stockRows;
    expect(trailing).toBeDefined();
    if (trailing === undefined) return;
    expect(stockConditional(trailing.data, "FPT", { today: TODAY, lastPrice: 0 }).condition).toMatchObject({
      best: null,
    });
  });
});

describe("wire dates (order-entry §7: DD/MM/YYYY)", () => {
  it.each([
    ["30/06/2026", "2026-06-30"],
    ["", ""],
    ["2026-06-30", "not a date"],
    ["31/02/2026", "not a date"],
  ])("%s reads as %s", (text, form) => {
    expect(wireDate(text)).toBe(form);
  });

  it("a date the validators refuse answers their key", () => {
    const [stop] = stockRows;
    if (stop === undefined) throw new Error("no stop row");
    const data = { ...stop.data, expiryDate: "2026-06-30" } as StockConditionalOrderData;
    const validated = validateStockOrder(stockFormOf(data, thousands), {
      today: TODAY,
      instrument: { symbol: "FPT", venue: "HOSE", kind: "STOCK" },
      referencePrice: 96_000,
      webTradeFunctions: ["B", "S"],
    });
    expect(validated).toMatchObject({ ok: false, key: "expired-date-invalid" });
  });
});

const futuresCommon = {
  accountNo: "058C0000018",
  symbol: "VN30F2606",
  channel: "I",
  quantity: 2,
  pin: "123456",
  refId: "r-2",
} as const;

interface DerivativeRow {
  readonly rule: string;
  readonly data: DerivativeConditionalOrderData;
  readonly form: Record<string, unknown>;
  readonly order: Partial<NewConditional>;
}

const derivativeRows: readonly DerivativeRow[] = [
  {
    rule: "§7 stop: hundredths of a point, typed as points",
    data: {
      ...futuresCommon,
      side: "B",
      cmd: "co.stop.order.new",
      stopOrderType: "stop",
      priceType: "LO",
      placedPrice: 190_050,
      triggerPrice: 190_000,
      relation: "GTEQ",
    },
    form: { conditionType: "stop", price: "1900.5", triggerPrice: "1900", relation: "GTEQ" },
    order: {
      market: "derivative",
      kind: "stop",
      price: 190_050,
      condition: { kind: "stop", triggerPrice: 190_000, relation: "GTEQ" },
    },
  },
  {
    rule: "§7 SL/TP by price: absolute exits",
    data: {
      ...futuresCommon,
      side: "B",
      cmd: "co.sltp.order.new",
      stopOrderType: "sl_tp",
      priceType: "LO",
      placedPrice: 190_000,
      triggerType: "price",
      stopLossPrice: 185_000,
      takeProfitPrice: 195_000,
      spread: 50,
    },
    form: {
      sltpSelectType: "price",
      stopLossPrice: "1850",
      takeProfitPrice: "1950",
      stopLossMargin: "0.5",
    },
    order: {
      kind: "sl_tp",
      condition: {
        kind: "exits-per-fill",
        exits: { by: "price", takeProfit: 195_000, stopLoss: 185_000 },
        spread: 50,
      },
    },
  },
  {
    rule: "§7 SL/TP by amount: distances from the fill price, in price units",
    data: {
      ...futuresCommon,
      side: "S",
      cmd: "co.sltp.order.new",
      stopOrderType: "sl_tp",
      priceType: "MTL",
      triggerType: "amount",
      stopLossAmount: 500,
      takeProfitAmount: 1_000,
    },
    form: { sltpSelectType: "amount", price: "MTL", stopLossRange: "5", takeProfitRange: "10" },
    order: {
      price: "MTL",
      condition: {
        kind: "exits-per-fill",
        exits: { by: "amount", takeProfit: 1_000, stopLoss: 500 },
        spread: 0,
      },
    },
  },
  {
    rule: "§7 trailing: amount and spread, no price",
    data: {
      ...futuresCommon,
      side: "S",
      cmd: "co.trailing.order.new",
      stopOrderType: "trailing_stop",
      trailingAmount: 500,
      spread: 10,
    },
    form: { conditionType: "trailing_stop", trailingAmount: "5", spread: "0.1" },
    order: {
      kind: "trailing_stop",
      price: null,
      condition: { kind: "trailing", distance: { kind: "amount", amount: 500 }, spread: 10, best: 190_500 },
    },
  },
  {
    rule: "§7 OCO: a bracket of the position armed at placement; side is the position",
    data: {
      ...futuresCommon,
      side: "B",
      cmd: "co.oco.order.new",
      stopOrderType: "oco",
      priceType: "LO",
      stopLossPrice: 185_000,
      takeProfitPrice: 195_000,
      spread: 10,
    },
    form: { conditionType: "oco", stopLossPrice: "1850", takeProfitPrice: "1950", spread: "0.1" },
    order: {
      kind: "oco",
      side: "B",
      price: null,
      condition: { kind: "bracket", takeProfit: 195_000, stopLoss: 185_000, spread: 10 },
    },
  },
  {
    rule: "(ours) arbitrage: the order on the contract, its fills leg into the reciprocal",
    data: {
      ...futuresCommon,
      side: "B",
      cmd: "co.arbitrage.order.new",
      stopOrderType: "arbitrage",
      priceType: "LO",
      placedPrice: 190_000,
      reciprocalSymbol: "vn30f2609",
    },
    form: { conditionType: "arbitrage", price: "1900", reciprocalSymbol: "vn30f2609" },
    order: {
      kind: "arbitrage",
      price: 190_000,
      condition: { kind: "reciprocal-per-fill", reciprocalSymbol: "VN30F2609" },
    },
  },
];

describe("derivative placements (order-entry §7)", () => {
  it.each(derivativeRows)("$rule", ({ data, form, order }) => {
    expect(derivativeFormOf(data, points)).toMatchObject(form);
    expect(
      derivativeConditional(data, "VN30F2606", { today: TODAY, lastPrice: 190_500 }, "2026-06-18"),
    ).toMatchObject({ ...order, fromDate: TODAY, toDate: "2026-06-18" });
  });

  it("each form passes the validators the web runs", () => {
    for (const { data } of derivativeRows) {
      const validated = validateDerivativeOrder(derivativeFormOf(data, points), {
        instrument: { symbol: "VN30F2606", kind: "INDEX_FUTURE" },
        band: { floor: 177_000, ceiling: 203_000 },
        referencePrice: 190_000,
        webTradeFunctions: ["B", "S"],
      });
      expect(validated, `${data.cmd} ${data.side}`).toMatchObject({ ok: true });
    }
  });

  it("§9 derivatives carry no dates: the 29-day window from today, cut at the contract's last day", () => {
    const [stop] = derivativeRows;
    if (stop === undefined) throw new Error("no stop row");
    expect(derivativeConditional(stop.data, "VN30F2606", { today: TODAY }, "2026-12-17")).toMatchObject({
      fromDate: TODAY,
      toDate: "2026-06-30",
    });
  });
});

describe("placement facts for the back office's rules (placement-rules.ts)", () => {
  it.each([
    {
      rule: "an OCO's exits as prices",
      order: derivativeRows[4]?.data,
      placement: { kind: "oco", side: "B", exitsBy: "price", takeProfit: 195_000, stopLoss: 185_000 },
    },
    {
      rule: "exits by amount have no order between them",
      order: derivativeRows[2]?.data,
      placement: { kind: "sl_tp", exitsBy: "amount" },
    },
    {
      rule: "a stop has no exits",
      order: derivativeRows[0]?.data,
      placement: { kind: "stop", expiryDate: "2026-06-18" },
    },
  ])("$rule", ({ order, placement }) => {
    if (order === undefined) throw new Error("no row");
    const placed = placementOf(derivativeConditional(order, "VN30F2606", { today: TODAY }, "2026-06-18"));
    expect(placed).toMatchObject({ market: "derivative", ...placement });
  });

  it("a stock trailing stop names its expiry (COS-40035 judges it)", () => {
    const trailing = stockRows[5]?.data;
    if (trailing === undefined) throw new Error("no row");
    expect(placementOf(stockConditional(trailing, "FPT", { today: TODAY }))).toEqual({
      market: "stock",
      kind: "trailing_stop",
      side: "S",
      expiryDate: TODAY,
    });
  });
});

describe("placed price (order-entry §7: placedPrice only with LO)", () => {
  it.each([
    [{ priceType: "LO", placedPrice: 25_000 } as const, 25_000],
    [{ priceType: "ATO" } as const, "ATO"],
  ])("%j sends %s", (data, price) => {
    expect(placedPriceOf(data)).toBe(price);
  });

  it("a LO without a price is a broken payload", () => {
    expect(() => placedPriceOf({ priceType: "LO" })).toThrow(RangeError);
  });
});

const bracket: Condition = { kind: "bracket", takeProfit: 195_000, stopLoss: 185_000, spread: 10 };
const exits: Condition = {
  kind: "exits-per-fill",
  exits: { by: "price", takeProfit: 100_000, stopLoss: null },
  spread: 0,
};

describe("legs of an exit bracket (accounts-session §3 STOP_ORDER_SUB_TYPE)", () => {
  it.each([
    { text: "CO7:SL", parsed: { id: "CO7", leg: "SL" } },
    { text: " CO7:TP ", parsed: { id: "CO7", leg: "TP" } },
    { text: "CO7", parsed: { id: "CO7", leg: null } },
    { text: "a:b:SL", parsed: { id: "a:b", leg: "SL" } },
    { text: "CO7:XX", parsed: { id: "CO7:XX", leg: null } },
  ])("$text names $parsed.id, leg $parsed.leg", ({ text, parsed }) => {
    expect(parseOrderId(text)).toEqual(parsed);
  });

  it.each([
    {
      rule: "an armed bracket shows both legs, TP first",
      condition: bracket,
      firedLeg: null,
      legs: ["TP", "SL"],
    },
    { rule: "a fired bracket only the leg it sent", condition: bracket, firedLeg: "SL", legs: ["SL"] },
    { rule: "an SL/TP with one exit that exit", condition: exits, firedLeg: null, legs: ["TP"] },
    {
      rule: "a stop none",
      condition: { kind: "stop", triggerPrice: 1, relation: "GTEQ" },
      firedLeg: null,
      legs: [],
    },
  ] as const)("$rule", ({ condition, firedLeg, legs }) => {
    expect(legsOf({ condition, firedLeg })).toEqual(legs);
  });

  it.each([
    { rule: "a named leg it has", condition: bracket, named: "SL", leg: "SL" },
    { rule: "a plain id of two legs is ambiguous", condition: bracket, named: null, leg: null },
    { rule: "a plain id of one exit names it", condition: exits, named: null, leg: "TP" },
    { rule: "a leg it does not have", condition: exits, named: "SL", leg: null },
  ] as const)("the change names $rule", ({ condition, named, leg }) => {
    expect(legToChange({ condition, firedLeg: null }, named)).toBe(leg);
  });

  it("a leg's terms: its price, and the margin on the SL leg only", () => {
    expect(legTerms(bracket, "SL")).toEqual({ trigger: 185_000, spread: 10 });
    expect(legTerms(bracket, "TP")).toEqual({ trigger: 195_000, spread: 0 });
  });
});

describe("changes (accounts-session §7)", () => {
  it("stop change: volume, trigger, relation and price", () => {
    expect(
      stopEdit({
        cmd: "co.stop.order.change",
        accountNo: "A",
        orderId: "CO1",
        pin: "1",
        quantity: 200,
        priceType: "MTL",
        triggerPrice: 99_500,
        channel: "I",
        relation: "GTEQ",
      }),
    ).toEqual({
      quantity: 200,
      price: "MTL",
      condition: { kind: "stop", triggerPrice: 99_500, relation: "GTEQ" },
    });
  });

  it.each([
    {
      rule: "the SL leg of a bracket takes the trigger and the spread",
      condition: bracket,
      leg: "SL",
      data: { triggerPrice: 186_000, spread: 20 },
      edit: { condition: { ...bracket, stopLoss: 186_000, spread: 20 } },
    },
    {
      rule: "the TP leg ignores a spread",
      condition: bracket,
      leg: "TP",
      data: { triggerPrice: 196_000, spread: 20 },
      edit: { condition: { ...bracket, takeProfit: 196_000 } },
    },
    {
      rule: "an SL/TP's exit moves for the fills to come",
      condition: exits,
      leg: "TP",
      data: { triggerPrice: 101_000 },
      edit: { condition: { ...exits, exits: { by: "price", takeProfit: 101_000, stopLoss: null } } },
    },
    {
      rule: "an exit it does not have is no change",
      condition: exits,
      leg: "SL",
      data: { triggerPrice: 1 },
      edit: null,
    },
    {
      rule: "a stop has no exits",
      condition: { kind: "stop", triggerPrice: 1, relation: "GTEQ" },
      leg: "TP",
      data: { triggerPrice: 1 },
      edit: null,
    },
  ] as const)("$rule", ({ condition, leg, data, edit }) => {
    expect(sltpEdit(condition, leg, data)).toEqual(edit);
  });
});
