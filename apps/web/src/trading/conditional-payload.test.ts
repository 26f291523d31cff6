/**
 * The conditional placements, deletes and changes the panel sends (order-entry §7; accounts-
 * session §4, §7): a form validated by the market package becomes the payload the server's
 * tests send (apps/server/test/http/conditional-orders.test.ts), dates DD/MM/YYYY.
 */
import {
  validateDerivativeOrder,
  validateStockOrder,
  type ConditionOrderRow,
  type DerivativeOrderForm,
  type StockOrderForm,
} from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  addIsoDays,
  conditionalChangeData,
  conditionalDeleteData,
  derivativeConditionalData,
  slashDate,
  stockConditionalData,
} from "./conditional-payload";

const TODAY = "2026-03-09";
const FPT = { symbol: "FPT", venue: "HOSE", kind: "STOCK" } as const;
const base = {
  side: "B",
  account: "058C0000011",
  orderSymbol: "FPT",
  orderPrice: "90",
  orderVolume: "100",
  pin: "123456",
} as const;

function stock(form: Partial<StockOrderForm> & Pick<StockOrderForm, "conditionType">) {
  const checked = validateStockOrder(
    { ...base, ...form },
    { today: TODAY, instrument: FPT, referencePrice: 92_000, webTradeFunctions: ["B", "S"] },
  );
  if (!checked.ok) throw new Error(checked.key);
  return stockConditionalData(checked.value, "ref-1");
}

const common = {
  accountNo: "058C0000011",
  symbol: "FPT",
  channel: "I",
  quantity: 100,
  pin: "123456",
  refId: "ref-1",
};

describe("dates", () => {
  it.each([
    ["2026-03-09", "09/03/2026"],
    ["2025-12-31", "31/12/2025"],
  ])("slashDate(%s) is %s", (iso, slash) => expect(slashDate(iso)).toBe(slash));

  it.each([
    ["2026-02-27", 2, "2026-03-01"],
    ["2026-03-09", 29, "2026-04-07"],
    ["2025-12-31", 1, "2026-01-01"],
  ])("addIsoDays(%s, %i) is %s", (iso, days, next) => expect(addIsoDays(iso, days)).toBe(next));
});

describe("stockConditionalData", () => {
  it.each([
    {
      rule: "stop: trigger, relation, expiry; placedPrice with LO",
      form: {
        conditionType: "stop",
        side: "S",
        triggerPrice: "88",
        relation: "LTEQ",
        expiryDate: "2026-03-16",
      },
      data: {
        ...common,
        side: "S",
        cmd: "co.stop.order.new",
        stopOrderType: "stock_stop",
        priceType: "LO",
        placedPrice: 90_000,
        triggerPrice: 88_000,
        relation: "LTEQ",
        expiryDate: "16/03/2026",
      },
    },
    {
      rule: "stop at a keyword: no placedPrice",
      form: { conditionType: "stop", orderPrice: "MTL", triggerPrice: "93", expiryDate: TODAY },
      data: {
        ...common,
        side: "B",
        cmd: "co.stop.order.new",
        stopOrderType: "stock_stop",
        priceType: "MTL",
        triggerPrice: 93_000,
        relation: "GTEQ",
        expiryDate: "09/03/2026",
      },
    },
    {
      rule: "TCO: effective and expiry dates",
      form: { conditionType: "tco", effectiveDate: "2026-03-10", expiryDate: "2026-03-20" },
      data: {
        ...common,
        side: "B",
        cmd: "co.tco.order.new",
        stopOrderType: "stock_tco",
        priceType: "LO",
        placedPrice: 90_000,
        effectiveDate: "10/03/2026",
        expiryDate: "20/03/2026",
      },
    },
    {
      rule: "SL/TP: both exits, the margin as spread",
      form: {
        conditionType: "sl_tp",
        stopLossPrice: "85",
        takeProfitPrice: "99",
        stopLossMargin: "0.5",
        effectiveDate: TODAY,
        expiryDate: "2026-03-13",
      },
      data: {
        ...common,
        side: "B",
        cmd: "co.sltp.order.new",
        stopOrderType: "stock_sltp",
        priceType: "LO",
        placedPrice: 90_000,
        stopLossPrice: 85_000,
        takeProfitPrice: 99_000,
        spread: 500,
        effectiveDate: "09/03/2026",
        expiryDate: "13/03/2026",
      },
    },
    {
      rule: "SL/TP: take profit alone, no stop loss nor spread",
      form: { conditionType: "sl_tp", takeProfitPrice: "99", effectiveDate: TODAY, expiryDate: TODAY },
      data: {
        ...common,
        side: "B",
        cmd: "co.sltp.order.new",
        stopOrderType: "stock_sltp",
        priceType: "LO",
        placedPrice: 90_000,
        takeProfitPrice: 99_000,
        effectiveDate: "09/03/2026",
        expiryDate: "09/03/2026",
      },
    },
    {
      rule: "trailing: amount and spread in VND, no price",
      form: {
        conditionType: "trailing_stop",
        side: "S",
        trailingAmount: "5",
        spread: "0.1",
        expiryDate: TODAY,
      },
      data: {
        ...common,
        side: "S",
        cmd: "co.trailing.order.new",
        stopOrderType: "stock_trail",
        trailingAmount: 5_000,
        spread: 100,
        expiryDate: "09/03/2026",
      },
    },
  ] as const)("$rule", ({ form, data }) => {
    expect(stock(form)).toEqual(data);
  });

  it("is null for a normal order", () => {
    expect(stock({ conditionType: "normal" })).toBeNull();
  });
});

describe("derivativeConditionalData", () => {
  const CONTRACT = "VN30F2603";
  function derivative(form: Partial<DerivativeOrderForm> & Pick<DerivativeOrderForm, "conditionType">) {
    const checked = validateDerivativeOrder(
      { side: "B", volume: "2", price: "1950.5", pin: "123456", ...form },
      {
        instrument: { symbol: CONTRACT, kind: "INDEX_FUTURE" },
        band: { ceiling: 208_000, floor: 182_000 },
        referencePrice: 195_000,
        webTradeFunctions: ["B", "S"],
      },
    );
    if (!checked.ok) throw new Error(checked.key);
    return derivativeConditionalData({ ...checked.value, symbol: CONTRACT }, "058C0000058", "ref-2");
  }
  const dcommon = {
    accountNo: "058C0000058",
    symbol: CONTRACT,
    channel: "I",
    quantity: 2,
    side: "B",
    pin: "123456",
    refId: "ref-2",
  };

  it.each([
    {
      rule: "stop: hundredths of a point, no dates",
      form: { conditionType: "stop", triggerPrice: "1960", relation: "GTEQ" },
      data: {
        ...dcommon,
        cmd: "co.stop.order.new",
        stopOrderType: "stop",
        priceType: "LO",
        placedPrice: 195_050,
        triggerPrice: 196_000,
        relation: "GTEQ",
      },
    },
    {
      rule: "SL/TP by price",
      form: {
        conditionType: "sl_tp",
        sltpSelectType: "price",
        stopLossPrice: "1900",
        takeProfitPrice: "2000",
      },
      data: {
        ...dcommon,
        cmd: "co.sltp.order.new",
        stopOrderType: "sl_tp",
        priceType: "LO",
        placedPrice: 195_050,
        triggerType: "price",
        stopLossPrice: 190_000,
        takeProfitPrice: 200_000,
      },
    },
    {
      rule: "SL/TP by amount, with a margin",
      form: {
        conditionType: "sl_tp",
        sltpSelectType: "amount",
        stopLossRange: "10",
        takeProfitRange: "20.5",
        stopLossMargin: "1",
      },
      data: {
        ...dcommon,
        cmd: "co.sltp.order.new",
        stopOrderType: "sl_tp",
        priceType: "LO",
        placedPrice: 195_050,
        triggerType: "amount",
        stopLossAmount: 1_000,
        takeProfitAmount: 2_050,
        spread: 100,
      },
    },
    {
      rule: "OCO: LO without a placed price, both exits and the spread",
      form: { conditionType: "oco", stopLossPrice: "1900", takeProfitPrice: "2000", spread: "0.5" },
      data: {
        ...dcommon,
        cmd: "co.oco.order.new",
        stopOrderType: "oco",
        priceType: "LO",
        stopLossPrice: 190_000,
        takeProfitPrice: 200_000,
        spread: 50,
      },
    },
    {
      rule: "trailing: amount and spread",
      form: { conditionType: "trailing_stop", trailingAmount: "5", spread: "0.5" },
      data: {
        ...dcommon,
        cmd: "co.trailing.order.new",
        stopOrderType: "trailing_stop",
        trailingAmount: 500,
        spread: 50,
      },
    },
    {
      rule: "arbitrage at a keyword: the reciprocal contract, no placed price",
      form: { conditionType: "arbitrage", price: "ATC", reciprocalSymbol: "vn30f2606" },
      data: {
        ...dcommon,
        cmd: "co.arbitrage.order.new",
        stopOrderType: "arbitrage",
        priceType: "ATC",
        reciprocalSymbol: "VN30F2606",
      },
    },
  ] as const)("$rule", ({ form, data }) => {
    expect(derivative(form)).toEqual(data);
  });
});

const row = (fields: Partial<ConditionOrderRow>) =>
  ({
    STOP_ORDER_ID: "41",
    PK_ID: "41",
    ACCOUNT_NO: "058C0000011",
    PRICE_TYPE: "LO",
    PLACED_PRICE: 90_000,
    RELATION: "LTEQ",
    STOP_ORDER_SUB_TYPE: null,
    ...fields,
  }) as ConditionOrderRow;

describe("conditionalDeleteData", () => {
  it.each([
    ["stop", { cmd: "co.stop.order.delete", orderId: "41", pin: "1" }],
    ["tco", { cmd: "co.tco.order.delete", orderId: "41", pin: "1", accountNo: "058C0000011" }],
    ["sl_tp", { cmd: "co.sltp.order.delete", orderId: "41", pin: "1", accountNo: "058C0000011" }],
    ["trailing_stop", { cmd: "co.trailing.order.delete", orderId: "41", pin: "1", accountNo: "058C0000011" }],
    ["oco", { cmd: "co.oco.order.delete", orderId: "41", pin: "1", accountNo: "058C0000011" }],
    ["arbitrage", { cmd: "co.arbitrage.order.delete", orderId: "41", pin: "1", accountNo: "058C0000011" }],
  ] as const)("%s", (type, data) => {
    // A leg row deletes its whole order (STOP_ORDER_ID, not PK_ID).
    expect(conditionalDeleteData(row({ PK_ID: "41:SL" }), type, "1")).toEqual(data);
  });
});

describe("conditionalChangeData", () => {
  const edit = { triggerPrice: 88_500, quantity: 200, spread: 100, pin: "1" };
  it("a stop: its terms again with the new trigger and quantity", () => {
    expect(conditionalChangeData(row({}), "stop", edit)).toEqual({
      cmd: "co.stop.order.change",
      accountNo: "058C0000011",
      orderId: "41",
      pin: "1",
      quantity: 200,
      triggerPrice: 88_500,
      channel: "I",
      relation: "LTEQ",
      priceType: "LO",
      placedPrice: 90_000,
    });
  });

  it("an SL leg by its own id, with the margin", () => {
    expect(conditionalChangeData(row({ PK_ID: "41:SL", STOP_ORDER_SUB_TYPE: "SL" }), "oco", edit)).toEqual({
      cmd: "co.sltp.order.change",
      accountNo: "058C0000011",
      pin: "1",
      channel: "I",
      orderId: "41:SL",
      triggerPrice: 88_500,
      spread: 100,
    });
  });

  it("a TP leg without a spread", () => {
    expect(
      conditionalChangeData(row({ PK_ID: "41:TP", STOP_ORDER_SUB_TYPE: "TP" }), "sl_tp", edit),
    ).not.toHaveProperty("spread");
  });
});
