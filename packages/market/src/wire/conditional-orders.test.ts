import { Compile } from "typebox/compile";
import { describe, expect, it } from "vitest";
import { CORE_COMMANDS } from "./core";
import {
  CONDITION_ORDER_DETAIL_COMMAND,
  CONDITIONAL_CALL_SCHEMAS,
  ChangeSltpOrderDataSchema,
  ChangeStopOrderDataSchema,
  DeleteConditionalOrderDataSchema,
  DeleteStopOrderDataSchema,
  DerivativeOcoOrderDataSchema,
  DerivativeSltpOrderDataSchema,
  DerivativeTrailingOrderDataSchema,
  StockSltpOrderDataSchema,
  StockStopOrderDataSchema,
  StockTcoOrderDataSchema,
  StockTrailingOrderDataSchema,
  type StockStopOrderData,
} from "./conditional-orders";

const common = {
  accountNo: "058C0000011",
  symbol: "FPT",
  channel: "I",
  quantity: 100,
  side: "S",
  pin: "123456",
  refId: "r-1",
} as const;

const stop: StockStopOrderData = {
  ...common,
  cmd: "co.stop.order.new",
  stopOrderType: "stock_stop",
  priceType: "LO",
  placedPrice: 98_000,
  triggerPrice: 99_000,
  relation: "LTEQ",
  expiryDate: "30/06/2026",
};

// Each row: the schema, a payload the spec allows, and one it refuses (order-entry §7).
const rows = [
  {
    name: "stock stop: placedPrice only with LO (order-entry §7)",
    schema: StockStopOrderDataSchema,
    good: stop,
    bad: { ...stop, priceType: "MTL" },
  },
  {
    name: "stock stop: relation GTEQ or LTEQ (order-entry §3)",
    schema: StockStopOrderDataSchema,
    good: { ...stop, relation: "GTEQ" },
    bad: { ...stop, relation: "GT" },
  },
  {
    name: "stock TCO: effective and expiry dates (order-entry §7)",
    schema: StockTcoOrderDataSchema,
    good: {
      ...common,
      cmd: "co.tco.order.new",
      stopOrderType: "stock_tco",
      priceType: "ATO",
      effectiveDate: "02/06/2026",
      expiryDate: "30/06/2026",
    },
    bad: {
      ...common,
      cmd: "co.tco.order.new",
      stopOrderType: "stock_tco",
      priceType: "ATO",
      expiryDate: "30/06/2026",
    },
  },
  {
    name: "stock SL/TP: prices and margin optional, integers (order-entry §7)",
    schema: StockSltpOrderDataSchema,
    good: {
      ...common,
      side: "B",
      cmd: "co.sltp.order.new",
      stopOrderType: "stock_sltp",
      priceType: "LO",
      placedPrice: 100_000,
      stopLossPrice: 95_000,
      spread: 100,
      effectiveDate: "02/06/2026",
      expiryDate: "30/06/2026",
    },
    bad: {
      ...common,
      side: "B",
      cmd: "co.sltp.order.new",
      stopOrderType: "stock_sltp",
      priceType: "LO",
      placedPrice: 100_000,
      stopLossPrice: 95_000.5,
      effectiveDate: "02/06/2026",
      expiryDate: "30/06/2026",
    },
  },
  {
    name: "stock trailing: no placed price (order-entry §7)",
    schema: StockTrailingOrderDataSchema,
    good: {
      ...common,
      cmd: "co.trailing.order.new",
      stopOrderType: "stock_trail",
      trailingAmount: 1_000,
      spread: 100,
      expiryDate: "02/06/2026",
    },
    bad: {
      ...common,
      cmd: "co.trailing.order.new",
      stopOrderType: "stock_trail",
      trailingAmount: 0,
      spread: 100,
      expiryDate: "02/06/2026",
    },
  },
  {
    name: "derivative trailing: channel I (order-entry §7, §9)",
    schema: DerivativeTrailingOrderDataSchema,
    good: {
      ...common,
      symbol: "VN30F2606",
      cmd: "co.trailing.order.new",
      stopOrderType: "trailing_stop",
      spread: 10,
      trailingAmount: 500,
    },
    bad: {
      ...common,
      channel: "M",
      symbol: "VN30F2606",
      cmd: "co.trailing.order.new",
      stopOrderType: "trailing_stop",
      spread: 10,
      trailingAmount: 500,
    },
  },
  {
    name: "derivative SL/TP: amounts only with triggerType amount (order-entry §7)",
    schema: DerivativeSltpOrderDataSchema,
    good: {
      ...common,
      symbol: "VN30F2606",
      cmd: "co.sltp.order.new",
      stopOrderType: "sl_tp",
      priceType: "MTL",
      triggerType: "amount",
      stopLossAmount: 500,
      takeProfitAmount: 1_000,
    },
    bad: {
      ...common,
      symbol: "VN30F2606",
      cmd: "co.sltp.order.new",
      stopOrderType: "sl_tp",
      priceType: "MTL",
      triggerType: "percent",
      stopLossAmount: 500,
    },
  },
  {
    name: "derivative OCO: priceType LO, both prices (order-entry §7)",
    schema: DerivativeOcoOrderDataSchema,
    good: {
      ...common,
      symbol: "VN30F2606",
      cmd: "co.oco.order.new",
      stopOrderType: "oco",
      priceType: "LO",
      stopLossPrice: 190_000,
      takeProfitPrice: 200_000,
      spread: 0,
    },
    bad: {
      ...common,
      symbol: "VN30F2606",
      cmd: "co.oco.order.new",
      stopOrderType: "oco",
      priceType: "LO",
      takeProfitPrice: 200_000,
      spread: 0,
    },
  },
  {
    name: "stop change: the spec's fields (accounts-session §7)",
    schema: ChangeStopOrderDataSchema,
    good: {
      cmd: "co.stop.order.change",
      accountNo: "058C0000011",
      orderId: "CO1",
      pin: "123456",
      quantity: 100,
      priceType: "LO",
      placedPrice: 98_000,
      triggerPrice: 99_000,
      channel: "I",
      relation: "GTEQ",
    },
    bad: {
      cmd: "co.stop.order.change",
      accountNo: "058C0000011",
      orderId: "CO1",
      pin: "123456",
      quantity: 100,
      priceType: "MTL",
      placedPrice: 98_000,
      triggerPrice: 99_000,
      channel: "I",
      relation: "GTEQ",
    },
  },
  {
    name: "sl_tp change: trigger and optional spread (accounts-session §7)",
    schema: ChangeSltpOrderDataSchema,
    good: {
      cmd: "co.sltp.order.change",
      accountNo: "A",
      pin: "1",
      channel: "I",
      orderId: "CO1",
      triggerPrice: 95_000,
    },
    bad: { cmd: "co.sltp.order.change", accountNo: "A", pin: "1", channel: "I", orderId: "CO1" },
  },
  {
    name: "stop delete: orderId and pin, no account (accounts-session §7)",
    schema: DeleteStopOrderDataSchema,
    good: { cmd: "co.stop.order.delete", orderId: "CO1", pin: "1" },
    bad: { cmd: "co.stop.order.delete", orderId: "CO1" },
  },
  {
    name: "other deletes: orderId, pin and accountNo (accounts-session §7)",
    schema: DeleteConditionalOrderDataSchema,
    good: { cmd: "co.oco.order.delete", orderId: "CO1", pin: "1", accountNo: "A" },
    bad: { cmd: "co.stop.order.delete", orderId: "CO1", pin: "1", accountNo: "A" },
  },
] as const;

describe("conditional call schemas", () => {
  it.each(rows)("$name", ({ schema, good, bad }) => {
    const check = Compile(schema);
    expect(check.Check(good)).toBe(true);
    expect(check.Check(bad)).toBe(false);
  });

  it("dispatch every conditional command the gateway names, in its group", () => {
    expect(Object.keys(CONDITIONAL_CALL_SCHEMAS.O).sort()).toEqual(
      [
        CORE_COMMANDS.STOP_ORDER_NEW,
        CORE_COMMANDS.TCO_ORDER_NEW,
        CORE_COMMANDS.SLTP_ORDER_NEW,
        CORE_COMMANDS.TRAILING_ORDER_NEW,
        CORE_COMMANDS.STOP_ORDER_CHANGE,
        CORE_COMMANDS.SLTP_ORDER_CHANGE,
        CORE_COMMANDS.STOP_ORDER_DELETE,
        CORE_COMMANDS.SLTP_ORDER_DELETE,
        CORE_COMMANDS.TRAILING_ORDER_DELETE,
        CORE_COMMANDS.TCO_ORDER_DELETE,
        CORE_COMMANDS.CANCEL_ACTIVATED_ORDER,
      ].sort(),
    );
    expect(Object.keys(CONDITIONAL_CALL_SCHEMAS.FD)).toEqual(
      expect.arrayContaining([CORE_COMMANDS.OCO_ORDER_NEW, CORE_COMMANDS.OCO_ORDER_DELETE]),
    );
    expect(Object.keys(CONDITIONAL_CALL_SCHEMAS.B)).toEqual([CORE_COMMANDS.TCO_SUB_ORDERS]);
    expect(Object.keys(CONDITIONAL_CALL_SCHEMAS.Q).sort()).toEqual(
      [CORE_COMMANDS.CONDITION_ORDER_LIST, CONDITION_ORDER_DETAIL_COMMAND].sort(),
    );
  });

  it("the same command has the stock payload in O and the derivative one in FD", () => {
    const { placedPrice: _p, priceType: _t, expiryDate: _e, ...derivative } = stop;
    const derivativeStop = { ...derivative, stopOrderType: "stop", priceType: "MTL" };
    expect(Compile(CONDITIONAL_CALL_SCHEMAS.O["co.stop.order.new"]).Check(derivativeStop)).toBe(false);
    expect(Compile(CONDITIONAL_CALL_SCHEMAS.FD["co.stop.order.new"]).Check(derivativeStop)).toBe(true);
  });
});
