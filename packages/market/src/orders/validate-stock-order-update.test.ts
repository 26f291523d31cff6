import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_SESSION_WARNING_KEYS, type WarningKey } from "../catalogue/warning-keys";
import type { WarningParams } from "../validation";
import type { StockInstrument } from "./stock-instrument";
import {
  validateStockOrderUpdate,
  type ExistingStockOrder,
  type StockOrderUpdateContext,
  type StockOrderUpdateForm,
} from "./validate-stock-order-update";

const FPT: StockInstrument = { symbol: "FPT", venue: "HOSE", kind: "STOCK" };

const normalOrder: ExistingStockOrder = {
  orderNo: "N1",
  account: "0001001",
  symbol: "FPT",
  side: "B",
  conditionType: "normal",
  priceType: "LO",
  price: 25_000,
  volume: 1_000,
  matchVolume: 0,
};
const stopOrder: ExistingStockOrder = {
  ...normalOrder,
  orderNo: "S1",
  conditionType: "stop",
  triggerPrice: 24_500,
  relation: "GTEQ",
};
const stopLossOrder: ExistingStockOrder = {
  ...normalOrder,
  orderNo: "SL1",
  conditionType: "sl_tp",
  subType: "SL",
  triggerPrice: 24_000,
  spread: 100,
};
const takeProfitOrder: ExistingStockOrder = {
  ...stopLossOrder,
  orderNo: "TP1",
  subType: "TP",
  triggerPrice: 27_000,
};
const { spread: _noSpread, ...takeProfitWithoutSpread } = takeProfitOrder;
const { subType: _noLeg, ...slTpWithoutLeg } = stopLossOrder;
const { spread: _noMargin, ...stopLossWithoutMargin } = stopLossOrder;

const editPrice: StockOrderUpdateForm = { orderPrice: "25.5", orderVolume: "1,000", pin: "123456" };
const editStop: StockOrderUpdateForm = {
  orderPrice: "25",
  orderVolume: "1,000",
  triggerPrice: "24.6",
  pin: "123456",
};
const editStopLoss: StockOrderUpdateForm = {
  orderPrice: "",
  orderVolume: "1,000",
  triggerPrice: "23.9",
  spread: "0.1",
  pin: "123456",
};
const editTakeProfit: StockOrderUpdateForm = {
  orderPrice: "",
  orderVolume: "1,000",
  triggerPrice: "27.5",
  pin: "123456",
};

function contextFor(
  existing: ExistingStockOrder,
  extra: Partial<StockOrderUpdateContext> = {},
): StockOrderUpdateContext {
  return { existing, instrument: FPT, webTradeFunctions: ["B", "S"], ...extra };
}

interface RefusalCase {
  readonly name: string;
  readonly form: StockOrderUpdateForm;
  readonly context: StockOrderUpdateContext;
  readonly key: WarningKey;
  readonly params?: WarningParams;
}

function expectRefusal({ form, context, key, params }: RefusalCase): void {
  const result = validateStockOrderUpdate(form, context);
  expect(result).toStrictEqual(params === undefined ? { ok: false, key } : { ok: false, key, params });
}

const refusals: readonly RefusalCase[] = [
  {
    name: "§4 edit: TCO is not offered for edit → order-condition-invalid",
    form: editStop,
    context: contextFor({ ...stopOrder, conditionType: "tco" }),
    key: "order-condition-invalid",
  },
  {
    name: "§4 edit: trailing stop is not offered for edit → order-condition-invalid",
    form: editStop,
    context: contextFor({ ...stopOrder, conditionType: "trailing_stop" }),
    key: "order-condition-invalid",
  },
  {
    name: "§4 edit: an SL/TP order without its leg → order-condition-invalid",
    form: editStopLoss,
    context: contextFor(slTpWithoutLeg),
    key: "order-condition-invalid",
  },
  {
    name: "§5 update: market-price orders cannot be edited → not-update-market-order",
    form: editPrice,
    context: contextFor({ ...normalOrder, priceType: "ATC", price: null }),
    key: "not-update-market-order",
  },
  {
    name: "§5 update: a normal MOK order has no edit action (accounts-session §4) → not-update-market-order",
    form: editPrice,
    context: contextFor({ ...normalOrder, priceType: "MOK", price: null }),
    key: "not-update-market-order",
  },
  {
    name: "§5 update: market-price stop cannot be edited → not-update-market-order",
    form: editStop,
    context: contextFor({ ...stopOrder, priceType: "MTL", price: null }),
    key: "not-update-market-order",
  },
  {
    name: "§5 securities update: empty volume → empty-volume",
    form: { ...editPrice, orderVolume: "" },
    context: contextFor(normalOrder),
    key: "empty-volume",
  },
  {
    name: "§5 securities update: volume not a whole number → empty-volume",
    form: { ...editPrice, orderVolume: "1.5" },
    context: contextFor(normalOrder),
    key: "empty-volume",
  },
  {
    name: "§5 securities update: volume 0 → volume-than-0",
    form: { ...editPrice, orderVolume: "0" },
    context: contextFor(normalOrder),
    key: "volume-than-0",
  },
  {
    name: "§5 securities update: HOSE cap → vol-greater-than-50000",
    form: { ...editStop, orderVolume: "50,100" },
    context: contextFor(stopOrder),
    key: "vol-greater-than-50000",
  },
  {
    name: "§5 securities update: HOSE cap on the volume sent (new + matched) → vol-greater-than-50000",
    form: { orderPrice: "25", orderVolume: "40,100", pin: "123456" },
    context: contextFor({ ...normalOrder, volume: 50_000, matchVolume: 10_000 }),
    key: "vol-greater-than-50000",
  },
  {
    name: "§5 update (our decision): a board-lot order stays in whole lots → wrong-lot-100",
    form: { orderPrice: "25", orderVolume: "150", pin: "123456" },
    context: contextFor(normalOrder),
    key: "wrong-lot-100",
  },
  {
    name: "§5 update (our decision): an odd-lot order stays odd → wrong-lot-100",
    form: { orderPrice: "25", orderVolume: "100", pin: "123456" },
    context: contextFor({ ...normalOrder, volume: 50 }),
    key: "wrong-lot-100",
  },
  {
    name: "§5 update (our decision): a stop order stays in whole lots → wrong-lot-100",
    form: { ...editStop, orderVolume: "950" },
    context: contextFor(stopOrder),
    key: "wrong-lot-100",
  },
  {
    name: "§5 securities update: price required → empty-price",
    form: { ...editPrice, orderPrice: " " },
    context: contextFor(normalOrder),
    key: "empty-price",
  },
  {
    name: "§5 securities update: price numeric → invalid-price",
    form: { ...editPrice, orderPrice: "25.5.5" },
    context: contextFor(normalOrder),
    key: "invalid-price",
  },
  {
    name: "§5 securities update: price above 0 → price-than-0",
    form: { ...editPrice, orderPrice: "0" },
    context: contextFor(normalOrder),
    key: "price-than-0",
  },
  {
    name: "§5 securities update: normal keyword list of HOSE (no MOK) → invalid-price",
    form: { ...editPrice, orderPrice: "mok" },
    context: contextFor(normalOrder),
    key: "invalid-price",
  },
  {
    name: "§5 securities update: conditional keyword list of HOSE (no ATO) → invalid-price",
    form: { ...editStop, orderPrice: "ATO" },
    context: contextFor(stopOrder),
    key: "invalid-price",
  },
  {
    name: "§5 securities update: condition price on step → price-step-invalid with step",
    form: { ...editStop, orderPrice: "25.01" },
    context: contextFor(stopOrder),
    key: "price-step-invalid",
    params: { step: 50 },
  },
  {
    name: "§5 stop edit: trigger required → empty-trigger-price",
    form: { ...editStop, triggerPrice: "" },
    context: contextFor(stopOrder),
    key: "empty-trigger-price",
  },
  {
    name: "§5 stop edit: trigger not 0 → trigger-price-than-0",
    form: { ...editStop, triggerPrice: "0" },
    context: contextFor(stopOrder),
    key: "trigger-price-than-0",
  },
  {
    name: "§5 stop edit: trigger numeric → invalid-trigger-price",
    form: { ...editStop, triggerPrice: "24,6" },
    context: contextFor(stopOrder),
    key: "invalid-trigger-price",
  },
  {
    name: "§5 stop edit: trigger on step → invalid-trigger-price with step",
    form: { ...editStop, triggerPrice: "24.61" },
    context: contextFor(stopOrder),
    key: "invalid-trigger-price",
    params: { step: 50 },
  },
  {
    name: "§5 SL edit (our decision): no stop-loss price → enter-sl-price",
    form: { ...editStopLoss, triggerPrice: "", spread: "" },
    context: contextFor(stopLossOrder),
    key: "enter-sl-price",
  },
  {
    name: "§5 SL edit (our decision): a margin without its stop-loss price → enter-slp-and-margin",
    form: { ...editStopLoss, triggerPrice: "" },
    context: contextFor(stopLossOrder),
    key: "enter-slp-and-margin",
  },
  {
    name: "§5 TP edit (our decision): no take-profit price → enter-tp-price",
    form: { ...editTakeProfit, triggerPrice: "" },
    context: contextFor(takeProfitOrder),
    key: "enter-tp-price",
  },
  {
    name: "§5 securities update: stop-loss price numeric → invalid-stop-loss",
    form: { ...editStopLoss, triggerPrice: "x" },
    context: contextFor(stopLossOrder),
    key: "invalid-stop-loss",
  },
  {
    name: "§5 securities update: stop-loss price on step → invalid-stop-loss with step",
    form: { ...editStopLoss, triggerPrice: "23.91" },
    context: contextFor(stopLossOrder),
    key: "invalid-stop-loss",
    params: { step: 50 },
  },
  {
    name: "§5 securities update: take-profit price on step → invalid-take-profit with step",
    form: { ...editTakeProfit, triggerPrice: "27.01" },
    context: contextFor(takeProfitOrder),
    key: "invalid-take-profit",
    params: { step: 50 },
  },
  {
    name: "§5 securities update: take-profit price above 0 → invalid-take-profit",
    form: { ...editTakeProfit, triggerPrice: "-27" },
    context: contextFor(takeProfitOrder),
    key: "invalid-take-profit",
  },
  {
    name: "§5 SL/TP edit: margin not negative → invalid-stop-loss-margin",
    form: { ...editStopLoss, spread: "-0.1" },
    context: contextFor(stopLossOrder),
    key: "invalid-stop-loss-margin",
  },
  {
    name: "§5 SL/TP edit: margin numeric → invalid-stop-loss-margin",
    form: { ...editStopLoss, spread: "abc" },
    context: contextFor(stopLossOrder),
    key: "invalid-stop-loss-margin",
  },
  {
    name: "§5 SL/TP edit: trigger − margin on the price step → invalid-stop-loss-margin with step",
    form: { ...editStopLoss, spread: "0.12" },
    context: contextFor(stopLossOrder),
    key: "invalid-stop-loss-margin",
    params: { step: 50 },
  },
  {
    name: "§5 securities update: price and volume at once → price-and-volume-not-both",
    form: { ...editPrice, orderVolume: "500" },
    context: contextFor(normalOrder),
    key: "price-and-volume-not-both",
  },
  {
    name: "§5 securities update: nothing changed → value-not-change",
    form: { ...editPrice, orderPrice: "25.000" },
    context: contextFor(normalOrder),
    key: "value-not-change",
  },
  {
    name: "§5 securities update: partly matched, same remaining volume → value-not-change",
    form: { orderPrice: "25", orderVolume: "700", pin: "123456" },
    context: contextFor({ ...normalOrder, matchVolume: 300 }),
    key: "value-not-change",
  },
  {
    name: "§5 stop edit: same trigger, relation, price and volume → value-not-change",
    form: { ...editStop, triggerPrice: "24.5", relation: "GTEQ" },
    context: contextFor(stopOrder),
    key: "value-not-change",
  },
  {
    name: "§5 SL/TP edit: same trigger and spread for SL → value-not-change",
    form: { ...editStopLoss, triggerPrice: "24", spread: "0.1" },
    context: contextFor(stopLossOrder),
    key: "value-not-change",
  },
  {
    name: "§5 SL/TP edit: same trigger, still no margin → value-not-change",
    form: { ...editStopLoss, triggerPrice: "24", spread: "" },
    context: contextFor(stopLossWithoutMargin),
    key: "value-not-change",
  },
  {
    name: "§5 SL/TP edit: same trigger for TP → value-not-change",
    form: { ...editTakeProfit, triggerPrice: "27" },
    context: contextFor(takeProfitOrder),
    key: "value-not-change",
  },
  {
    name: "§5 securities update: PIN required → empty-pin",
    form: { ...editPrice, pin: " " },
    context: contextFor(normalOrder),
    key: "empty-pin",
  },
  {
    name: "§6 securities update: the side's permission → invalid-permission",
    form: editStop,
    context: contextFor({ ...stopOrder, side: "S" }, { webTradeFunctions: ["B"] }),
    key: "invalid-permission",
  },
];

/** Keys of accounts-session §8 that belong to login, settings or the derivative update only. */
const NOT_STOCK_UPDATE_KEYS: readonly WarningKey[] = [
  "invalid-password",
  "not-match-password",
  "retype-not-match",
  "empty-password",
  "empty-new-pass",
  "empty-retype-password",
  "no-setting-chosen",
  "invalid-otp",
  "corrected-market-price",
  "price-greater-than-ceil",
  "price-less-then-floor",
  "all-price-not-valid",
  "volume-less-than-500",
  "trigger-price-greater-than-ceil",
  "trigger-price-less-then-floor",
  "triggered-price-not-valid",
  "spread-not-valid",
];

describe("validateStockOrderUpdate: one refusal per rule (accounts-session §4, §5)", () => {
  it.each(refusals)("$name", expectRefusal);

  it("§8 accounts-session: every stock-relevant key is produced by some case above", () => {
    const produced = new Set(refusals.map((refusal) => refusal.key));
    const expected = ACCOUNT_SESSION_WARNING_KEYS.filter((key) => !NOT_STOCK_UPDATE_KEYS.includes(key));
    expect(expected.filter((key) => !produced.has(key))).toStrictEqual([]);
    expect(produced.has("price-and-volume-not-both")).toBe(true);
  });
});

describe("validateStockOrderUpdate: normalised amends", () => {
  const base = { account: "0001001", symbol: "FPT", side: "B", pin: "123456" } as const;
  const accepted: readonly {
    name: string;
    form: StockOrderUpdateForm;
    context: StockOrderUpdateContext;
    value: object;
  }[] = [
    {
      name: "normal: new price in whole VND",
      form: editPrice,
      context: contextFor(normalOrder),
      value: {
        ...base,
        orderNo: "N1",
        volume: 1_000,
        conditionType: "normal",
        priceType: "LO",
        price: 25_500,
      },
    },
    {
      name: "normal partly matched: sends new volume plus matched volume (order-entry §4)",
      form: { orderPrice: "25", orderVolume: "500", pin: "123456" },
      context: contextFor({ ...normalOrder, matchVolume: 300 }),
      value: { ...base, orderNo: "N1", volume: 800, conditionType: "normal", priceType: "LO", price: 25_000 },
    },
    {
      name: "normal: a keyword of the HOSE normal list",
      form: { ...editPrice, orderPrice: "mtl" },
      context: contextFor(normalOrder),
      value: {
        ...base,
        orderNo: "N1",
        volume: 1_000,
        conditionType: "normal",
        priceType: "MTL",
        price: null,
      },
    },
    {
      name: "normal odd lot: 50 down to 30",
      form: { orderPrice: "25", orderVolume: "30", pin: "123456" },
      context: contextFor({ ...normalOrder, volume: 50 }),
      value: { ...base, orderNo: "N1", volume: 30, conditionType: "normal", priceType: "LO", price: 25_000 },
    },
    {
      name: "normal out-room order is exempt from the lot",
      form: { orderPrice: "25", orderVolume: "150", pin: "123456" },
      context: contextFor({ ...normalOrder, outRoom: true }),
      value: { ...base, orderNo: "N1", volume: 150, conditionType: "normal", priceType: "LO", price: 25_000 },
    },
    {
      name: "normal MTL order stays editable: its remainder rests as a limit (accounts-session §4)",
      form: { orderPrice: "25", orderVolume: "1,000", pin: "123456" },
      context: contextFor({ ...normalOrder, priceType: "MTL", price: null }),
      value: {
        ...base,
        orderNo: "N1",
        volume: 1_000,
        conditionType: "normal",
        priceType: "LO",
        price: 25_000,
      },
    },
    {
      name: "stop: new trigger, relation kept",
      form: editStop,
      context: contextFor(stopOrder),
      value: {
        ...base,
        orderNo: "S1",
        volume: 1_000,
        conditionType: "stop",
        priceType: "LO",
        price: 25_000,
        triggerPrice: 24_600,
        relation: "GTEQ",
      },
    },
    {
      name: "stop: only the relation changes",
      form: { ...editStop, triggerPrice: "24.5", relation: "LTEQ" },
      context: contextFor(stopOrder),
      value: {
        ...base,
        orderNo: "S1",
        volume: 1_000,
        conditionType: "stop",
        priceType: "LO",
        price: 25_000,
        triggerPrice: 24_500,
        relation: "LTEQ",
      },
    },
    {
      name: "stop (our decision): price and volume may change together",
      form: { ...editStop, orderPrice: "25.5", orderVolume: "500", triggerPrice: "24.5" },
      context: contextFor(stopOrder),
      value: {
        ...base,
        orderNo: "S1",
        volume: 500,
        conditionType: "stop",
        priceType: "LO",
        price: 25_500,
        triggerPrice: 24_500,
        relation: "GTEQ",
      },
    },
    {
      name: "SL: new stop loss and margin",
      form: editStopLoss,
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 23_900,
        spread: 100,
      },
    },
    {
      name: "SL: only the margin changes",
      form: { ...editStopLoss, triggerPrice: "24", spread: "0.2" },
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 24_000,
        spread: 200,
      },
    },
    {
      name: "SL: a cleared margin is 0 (accounts-session §5 refuses only non-numeric text)",
      form: { ...editStopLoss, spread: " " },
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 23_900,
        spread: 0,
      },
    },
    {
      name: "SL: a margin of '0' is no margin",
      form: { ...editStopLoss, spread: "0" },
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 23_900,
        spread: 0,
      },
    },
    {
      name: "SL placed without a margin: the stop loss alone can be moved",
      form: { ...editStopLoss, spread: "" },
      context: contextFor(stopLossWithoutMargin),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 23_900,
        spread: 0,
      },
    },
    {
      name: "SL: margin crossing a HOSE tier (10,000 − 0.01 = 9,990 fits the 10 step)",
      form: { ...editStopLoss, triggerPrice: "10", spread: "0.01" },
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 10_000,
        spread: 10,
      },
    },
    {
      name: "SL: margin beyond the price floors the limit at 0, which fits the step (the spec's rule)",
      form: { ...editStopLoss, triggerPrice: "24", spread: "30" },
      context: contextFor(stopLossOrder),
      value: {
        ...base,
        orderNo: "SL1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "SL",
        triggerPrice: 24_000,
        spread: 30_000,
      },
    },
    {
      name: "TP: new take profit, no spread",
      form: editTakeProfit,
      context: contextFor(takeProfitWithoutSpread),
      value: {
        ...base,
        orderNo: "TP1",
        volume: 1_000,
        conditionType: "sl_tp",
        subType: "TP",
        triggerPrice: 27_500,
        spread: null,
      },
    },
    {
      name: "HNX stop on the 100 step",
      form: { ...editStop, orderPrice: "25.1", triggerPrice: "24.7" },
      context: {
        ...contextFor({ ...stopOrder, symbol: "SHS" }),
        instrument: { symbol: "SHS", venue: "HNX", kind: "STOCK" },
      },
      value: {
        ...base,
        symbol: "SHS",
        orderNo: "S1",
        volume: 1_000,
        conditionType: "stop",
        priceType: "LO",
        price: 25_100,
        triggerPrice: 24_700,
        relation: "GTEQ",
      },
    },
  ];

  it.each(accepted)("§5 securities update: $name", ({ form, context, value }) => {
    expect(validateStockOrderUpdate(form, context)).toStrictEqual({ ok: true, value });
  });

  it("§5 securities update: a context for another symbol is a caller bug and throws", () => {
    expect(() =>
      validateStockOrderUpdate(editPrice, {
        ...contextFor(normalOrder),
        instrument: { ...FPT, symbol: "VNM" },
      }),
    ).toThrow(RangeError);
  });
});

describe("validateStockOrderUpdate: the first failure wins", () => {
  const pairs: readonly RefusalCase[] = [
    {
      name: "TCO with no volume → order-condition-invalid",
      form: { ...editStop, orderVolume: "" },
      context: contextFor({ ...stopOrder, conditionType: "tco" }),
      key: "order-condition-invalid",
    },
    {
      name: "market order with no volume → not-update-market-order",
      form: { ...editPrice, orderVolume: "" },
      context: contextFor({ ...normalOrder, priceType: "ATO", price: null }),
      key: "not-update-market-order",
    },
    {
      name: "no volume and no price → empty-volume",
      form: { ...editPrice, orderVolume: "", orderPrice: "" },
      context: contextFor(normalOrder),
      key: "empty-volume",
    },
    {
      name: "price off step and no trigger → price-step-invalid",
      form: { ...editStop, orderPrice: "25.01", triggerPrice: "" },
      context: contextFor(stopOrder),
      key: "price-step-invalid",
      params: { step: 50 },
    },
    {
      name: "bad stop loss and bad margin → invalid-stop-loss",
      form: { ...editStopLoss, triggerPrice: "x", spread: "0" },
      context: contextFor(stopLossOrder),
      key: "invalid-stop-loss",
    },
    {
      name: "price and volume at once with no PIN → price-and-volume-not-both",
      form: { ...editPrice, orderVolume: "500", pin: "" },
      context: contextFor(normalOrder),
      key: "price-and-volume-not-both",
    },
    {
      name: "nothing changed with no PIN → value-not-change",
      form: { ...editPrice, orderPrice: "25", pin: "" },
      context: contextFor(normalOrder),
      key: "value-not-change",
    },
    {
      name: "no PIN and no permission → empty-pin",
      form: { ...editPrice, pin: "" },
      context: contextFor(normalOrder, { webTradeFunctions: [] }),
      key: "empty-pin",
    },
  ];

  it.each(pairs)("§5 precedence: $name", expectRefusal);
});

describe("validateStockOrderUpdate: properties", () => {
  it("a partly matched normal board-lot order always sends the typed volume plus the matched volume", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 0, max: 249 }),
        (orderedLots, typedLots, matchedLots) => {
          const existing = {
            ...normalOrder,
            volume: orderedLots * 100,
            matchVolume: Math.min(matchedLots, orderedLots - 1) * 100,
          };
          const typed = typedLots * 100;
          const result = validateStockOrderUpdate(
            { orderPrice: "25", orderVolume: typed.toLocaleString("en-US"), pin: "1" },
            contextFor(existing),
          );
          const sent = typed + existing.matchVolume;
          if (sent === existing.volume) expect(result).toStrictEqual({ ok: false, key: "value-not-change" });
          else expect(result.ok && result.value.volume).toBe(sent);
        },
      ),
    );
  });
});
