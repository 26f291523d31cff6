import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WarningKey } from "../catalogue/warning-keys";
import type { Validation } from "../validation";
import {
  validateDerivativeOrderUpdate,
  type DerivativeOrderUnderEdit,
  type DerivativeOrderUpdateContext,
  type DerivativeOrderUpdateForm,
} from "./validate-derivative-order-update";

// VN30F at reference 1,900.0 points, band ±7% → 1,767.0 .. 2,033.0 (stored in hundredths).
const MARKET = {
  instrument: { symbol: "VN30F2409", kind: "INDEX_FUTURE" },
  band: { ceiling: 203_300, floor: 176_700 },
  webTradeFunctions: ["B", "S"],
} as const satisfies Omit<DerivativeOrderUpdateContext, "order">;

const NORMAL_ORDER: DerivativeOrderUnderEdit = {
  conditionType: "normal",
  orderNo: "7001",
  side: "B",
  priceType: "LO",
  price: 195_000,
  volume: 10,
  matchedVolume: 0,
};
/** 4 of 10 matched: the dialog shows the 6 unmatched. */
const PARTLY_MATCHED: DerivativeOrderUnderEdit = { ...NORMAL_ORDER, matchedVolume: 4 };
const STOP_ORDER: DerivativeOrderUnderEdit = {
  conditionType: "stop",
  orderNo: "C-11",
  side: "S",
  priceType: "LO",
  price: 195_000,
  volume: 5,
  triggerPrice: 196_000,
  relation: "GTEQ",
};
const SL_LEG: DerivativeOrderUnderEdit = {
  conditionType: "sl_tp",
  orderNo: "C-12",
  side: "B",
  priceType: "LO",
  subType: "SL",
  triggerPrice: 189_000,
  spread: 50,
};
const TP_LEG: DerivativeOrderUnderEdit = {
  ...SL_LEG,
  orderNo: "C-13",
  subType: "TP",
  triggerPrice: 199_000,
  spread: 0,
};

const PIN = "123456";
/** A price change of the normal order. */
const NORMAL_EDIT: DerivativeOrderUpdateForm = { price: "1950.5", volume: "10", pin: PIN };
/** A trigger change of the stop order. */
const STOP_EDIT: DerivativeOrderUpdateForm = {
  price: "1950.0",
  volume: "5",
  triggerPrice: "1961.0",
  relation: "GTEQ",
  pin: PIN,
};
/** A trigger change of the stop-loss leg. */
const SL_EDIT: DerivativeOrderUpdateForm = { triggerPrice: "1885.0", spread: "0.5", pin: PIN };

type Outcome = WarningKey | "ok";

interface Case {
  readonly rule: string;
  readonly form: DerivativeOrderUpdateForm;
  readonly order: DerivativeOrderUnderEdit;
  readonly webTradeFunctions?: readonly string[];
  readonly expected: Outcome;
}

function run(c: Case): Validation<unknown> {
  return validateDerivativeOrderUpdate(c.form, {
    ...MARKET,
    order: c.order,
    webTradeFunctions: c.webTradeFunctions ?? MARKET.webTradeFunctions,
  });
}

function outcome(result: Validation<unknown>): Outcome {
  return result.ok ? "ok" : result.key;
}

// accounts-session §5 "Derivatives update", in the spec's order.
const refusals: readonly Case[] = [
  {
    rule: "market-price condition orders are not edited: stop",
    form: STOP_EDIT,
    order: { ...STOP_ORDER, priceType: "MTL", price: null },
    expected: "not-update-market-order",
  },
  {
    rule: "market-price condition orders are not edited: SL/TP leg",
    form: SL_EDIT,
    order: { ...SL_LEG, priceType: "MOK" },
    expected: "not-update-market-order",
  },
  {
    rule: "normal ATO has no edit action (§4)",
    form: NORMAL_EDIT,
    order: { ...NORMAL_ORDER, priceType: "ATO", price: null },
    expected: "not-update-market-order",
  },
  {
    rule: "normal ATC has no edit action (§4)",
    form: NORMAL_EDIT,
    order: { ...NORMAL_ORDER, priceType: "ATC", price: null },
    expected: "not-update-market-order",
  },
  {
    rule: "normal MAK has no edit action (§4)",
    form: NORMAL_EDIT,
    order: { ...NORMAL_ORDER, priceType: "MAK", price: null },
    expected: "not-update-market-order",
  },
  { rule: "empty price", form: { ...NORMAL_EDIT, price: "" }, order: NORMAL_ORDER, expected: "empty-price" },
  {
    rule: "empty price: stop",
    form: { ...STOP_EDIT, price: " " },
    order: STOP_ORDER,
    expected: "empty-price",
  },
  {
    rule: "keyword not for derivatives: PLO",
    form: { ...NORMAL_EDIT, price: "PLO" },
    order: NORMAL_ORDER,
    expected: "corrected-market-price",
  },
  {
    rule: "keyword not for derivatives: MP",
    form: { ...NORMAL_EDIT, price: "MP" },
    order: NORMAL_ORDER,
    expected: "corrected-market-price",
  },
  {
    rule: "keyword-looking typo, uppercased",
    form: { ...STOP_EDIT, price: "atx" },
    order: STOP_ORDER,
    expected: "corrected-market-price",
  },
  {
    rule: "price numeric: garbled number",
    form: { ...NORMAL_EDIT, price: "19a0" },
    order: NORMAL_ORDER,
    expected: "invalid-price",
  },
  {
    rule: "price numeric: decimal comma",
    form: { ...NORMAL_EDIT, price: "1950,5" },
    order: NORMAL_ORDER,
    expected: "invalid-price",
  },
  {
    rule: "price within ceiling",
    form: { ...NORMAL_EDIT, price: "2033.1" },
    order: NORMAL_ORDER,
    expected: "price-greater-than-ceil",
  },
  {
    rule: "price within floor",
    form: { ...STOP_EDIT, price: "1766.9" },
    order: STOP_ORDER,
    expected: "price-less-then-floor",
  },
  {
    rule: "price at most 1 decimal",
    form: { ...NORMAL_EDIT, price: "1950.55" },
    order: NORMAL_ORDER,
    expected: "all-price-not-valid",
  },
  {
    rule: "volume required",
    form: { ...NORMAL_EDIT, volume: "" },
    order: NORMAL_ORDER,
    expected: "empty-volume",
  },
  {
    rule: "volume required: whole contracts",
    form: { ...STOP_EDIT, volume: "2.5" },
    order: STOP_ORDER,
    expected: "empty-volume",
  },
  {
    rule: "volume not 0",
    form: { ...NORMAL_EDIT, volume: "0" },
    order: NORMAL_ORDER,
    expected: "volume-than-0",
  },
  {
    rule: "volume at most 500",
    form: { ...NORMAL_EDIT, price: "1950", volume: "501" },
    order: NORMAL_ORDER,
    expected: "volume-less-than-500",
  },
  {
    rule: "volume at most 500: typed + matched is sent",
    form: { price: "1950", volume: "497", pin: PIN },
    order: PARTLY_MATCHED,
    expected: "volume-less-than-500",
  },
  {
    rule: "volume at most 500: stop",
    form: { ...STOP_EDIT, volume: "501" },
    order: STOP_ORDER,
    expected: "volume-less-than-500",
  },
  {
    rule: "price and volume not both changed",
    form: { ...NORMAL_EDIT, volume: "8" },
    order: NORMAL_ORDER,
    expected: "price-and-volume-not-both",
  },
  {
    rule: "price and volume not both changed: partly matched",
    form: { price: "1950.5", volume: "5", pin: PIN },
    order: PARTLY_MATCHED,
    expected: "price-and-volume-not-both",
  },
  {
    rule: "normal: a changed value (ours)",
    form: { price: "1950", volume: "10", pin: PIN },
    order: NORMAL_ORDER,
    expected: "value-not-change",
  },
  {
    rule: "normal: unmatched volume unchanged, 2-decimal price as the dialog formats it",
    form: { price: "1950.00", volume: "6", pin: PIN },
    order: PARTLY_MATCHED,
    expected: "value-not-change",
  },
  {
    rule: "stop: trigger required",
    form: { ...STOP_EDIT, triggerPrice: "" },
    order: STOP_ORDER,
    expected: "invalid-trigger-price",
  },
  {
    rule: "stop: trigger numeric",
    form: { ...STOP_EDIT, triggerPrice: "x" },
    order: STOP_ORDER,
    expected: "invalid-trigger-price",
  },
  {
    rule: "stop: trigger within ceiling",
    form: { ...STOP_EDIT, triggerPrice: "2033.1" },
    order: STOP_ORDER,
    expected: "trigger-price-greater-than-ceil",
  },
  {
    rule: "stop: trigger within floor",
    form: { ...STOP_EDIT, triggerPrice: "1766.9" },
    order: STOP_ORDER,
    expected: "trigger-price-less-then-floor",
  },
  {
    rule: "stop: trigger 1 decimal",
    form: { ...STOP_EDIT, triggerPrice: "1961.05" },
    order: STOP_ORDER,
    expected: "triggered-price-not-valid",
  },
  {
    rule: "stop: trigger, relation, price or volume must change",
    form: { ...STOP_EDIT, triggerPrice: "1960" },
    order: STOP_ORDER,
    expected: "value-not-change",
  },
  {
    rule: "stop: an absent relation keeps the order's",
    form: { price: "1950.0", volume: "5", triggerPrice: "1960.0", pin: PIN },
    order: STOP_ORDER,
    expected: "value-not-change",
  },
  {
    rule: "sl_tp: a spread needs a trigger",
    form: { ...SL_EDIT, triggerPrice: "" },
    order: SL_LEG,
    expected: "enter-slp-and-margin",
  },
  {
    rule: "sl_tp: trigger numeric",
    form: { ...SL_EDIT, triggerPrice: "abc" },
    order: SL_LEG,
    expected: "invalid-trigger-price",
  },
  {
    rule: "sl_tp: trigger within floor",
    form: { ...SL_EDIT, triggerPrice: "1766.9" },
    order: SL_LEG,
    expected: "trigger-price-less-then-floor",
  },
  {
    rule: "sl_tp: trigger within ceiling",
    form: { ...SL_EDIT, triggerPrice: "2033.1" },
    order: TP_LEG,
    expected: "trigger-price-greater-than-ceil",
  },
  {
    rule: "sl_tp: trigger 1 decimal",
    form: { ...SL_EDIT, triggerPrice: "1885.01" },
    order: SL_LEG,
    expected: "triggered-price-not-valid",
  },
  {
    rule: "sl_tp: spread at most 1 decimal",
    form: { ...SL_EDIT, spread: "0.55" },
    order: SL_LEG,
    expected: "spread-not-valid",
  },
  {
    rule: "sl_tp: spread not negative",
    form: { ...SL_EDIT, spread: "-1" },
    order: SL_LEG,
    expected: "spread-not-valid",
  },
  {
    rule: "sl_tp: a changed value",
    form: { triggerPrice: "1890.00", spread: "0.50", pin: PIN },
    order: SL_LEG,
    expected: "value-not-change",
  },
  {
    rule: "sl_tp: nothing typed",
    form: { triggerPrice: "", spread: "", pin: PIN },
    order: SL_LEG,
    expected: "value-not-change",
  },
  {
    rule: "sl_tp: a take-profit leg has no spread to change",
    form: { triggerPrice: "1990.0", spread: "1", pin: PIN },
    order: TP_LEG,
    expected: "value-not-change",
  },
  { rule: "PIN required", form: { ...NORMAL_EDIT, pin: "" }, order: NORMAL_ORDER, expected: "empty-pin" },
  { rule: "PIN required: blank", form: { ...SL_EDIT, pin: "  " }, order: SL_LEG, expected: "empty-pin" },
  {
    rule: "function list holds the side: SHORT",
    form: STOP_EDIT,
    order: STOP_ORDER,
    webTradeFunctions: ["B"],
    expected: "invalid-permission",
  },
  {
    rule: "function list holds the side: LONG",
    form: NORMAL_EDIT,
    order: NORMAL_ORDER,
    webTradeFunctions: ["S"],
    expected: "invalid-permission",
  },
];

const precedence: readonly Case[] = [
  {
    rule: "market-price order before any field",
    form: { pin: "" },
    order: { ...STOP_ORDER, priceType: "MTL", price: null },
    expected: "not-update-market-order",
  },
  {
    rule: "price before volume",
    form: { price: "", volume: "", pin: PIN },
    order: NORMAL_ORDER,
    expected: "empty-price",
  },
  {
    rule: "volume before trigger",
    form: { ...STOP_EDIT, volume: "0", triggerPrice: "" },
    order: STOP_ORDER,
    expected: "volume-than-0",
  },
  {
    rule: "trigger band before its decimals",
    form: { ...STOP_EDIT, triggerPrice: "2033.15" },
    order: STOP_ORDER,
    expected: "trigger-price-greater-than-ceil",
  },
  {
    rule: "trigger before spread",
    form: { triggerPrice: "x", spread: "x", pin: PIN },
    order: SL_LEG,
    expected: "invalid-trigger-price",
  },
  {
    rule: "price-and-volume before PIN",
    form: { price: "1950.5", volume: "8", pin: "" },
    order: NORMAL_ORDER,
    expected: "price-and-volume-not-both",
  },
  {
    rule: "value-not-change before PIN",
    form: { ...STOP_EDIT, triggerPrice: "1960", pin: "" },
    order: STOP_ORDER,
    expected: "value-not-change",
  },
  {
    rule: "PIN before permission",
    form: { ...NORMAL_EDIT, pin: "" },
    order: NORMAL_ORDER,
    webTradeFunctions: [],
    expected: "empty-pin",
  },
  {
    rule: "stop: price and volume may change together (ours)",
    form: { ...STOP_EDIT, price: "1951", volume: "6", triggerPrice: "1960" },
    order: STOP_ORDER,
    expected: "ok",
  },
];

// The derivative-relevant keys of accounts-session §8, plus our price-and-volume-not-both.
const DERIVATIVE_UPDATE_KEYS = [
  "not-update-market-order",
  "corrected-market-price",
  "empty-price",
  "invalid-price",
  "price-greater-than-ceil",
  "price-less-then-floor",
  "all-price-not-valid",
  "empty-volume",
  "volume-than-0",
  "volume-less-than-500",
  "price-and-volume-not-both",
  "invalid-trigger-price",
  "trigger-price-greater-than-ceil",
  "trigger-price-less-then-floor",
  "triggered-price-not-valid",
  "enter-slp-and-margin",
  "spread-not-valid",
  "value-not-change",
  "empty-pin",
  "invalid-permission",
] as const satisfies readonly WarningKey[];

describe("validateDerivativeOrderUpdate — accounts-session §5 'Derivatives update'", () => {
  it.each(refusals)("refuses: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it.each(precedence)("first failure wins: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it("produces every derivative-relevant key of accounts-session §8", () => {
    const produced = new Set(refusals.map((c) => outcome(run(c))));
    expect(DERIVATIVE_UPDATE_KEYS.filter((key) => !produced.has(key))).toEqual([]);
  });
});

describe("validateDerivativeOrderUpdate — normalised edits", () => {
  // Expected values as plain numbers: the branded Price and Volume are numbers at run time.
  it.each<{ rule: string; form: DerivativeOrderUpdateForm; order: DerivativeOrderUnderEdit; value: object }>([
    {
      rule: "normal: price change",
      form: NORMAL_EDIT,
      order: NORMAL_ORDER,
      value: { conditionType: "normal", priceType: "LO", price: 195_050, volume: 10 },
    },
    {
      rule: "normal partly matched: volume sent is typed + matched (§4 Edit submit)",
      form: { price: "1950", volume: "8", pin: PIN },
      order: PARTLY_MATCHED,
      value: { conditionType: "normal", priceType: "LO", price: 195_000, volume: 12 },
    },
    {
      rule: "normal partly matched: price change keeps the total",
      form: { price: "1950.50", volume: "6", pin: PIN },
      order: PARTLY_MATCHED,
      value: { conditionType: "normal", priceType: "LO", price: 195_050, volume: 10 },
    },
    {
      rule: "normal: a market keyword is accepted",
      form: { price: "mtl", volume: "10", pin: PIN },
      order: NORMAL_ORDER,
      value: { conditionType: "normal", priceType: "MTL", price: null, volume: 10 },
    },
    {
      rule: "normal MTL order stays editable",
      form: { price: "1950", volume: "10", pin: PIN },
      order: { ...NORMAL_ORDER, priceType: "MTL", price: null },
      value: { conditionType: "normal", priceType: "LO", price: 195_000, volume: 10 },
    },
    {
      rule: "stop: trigger change",
      form: STOP_EDIT,
      order: STOP_ORDER,
      value: {
        conditionType: "stop",
        priceType: "LO",
        price: 195_000,
        volume: 5,
        triggerPrice: 196_100,
        relation: "GTEQ",
      },
    },
    {
      rule: "stop: relation change only",
      form: { ...STOP_EDIT, triggerPrice: "1960", relation: "LTEQ" },
      order: STOP_ORDER,
      value: {
        conditionType: "stop",
        priceType: "LO",
        price: 195_000,
        volume: 5,
        triggerPrice: 196_000,
        relation: "LTEQ",
      },
    },
    {
      rule: "sl_tp stop-loss leg: trigger and spread",
      form: SL_EDIT,
      order: SL_LEG,
      value: { conditionType: "sl_tp", subType: "SL", triggerPrice: 188_500, spread: 50 },
    },
    {
      rule: "sl_tp stop-loss leg: spread change only",
      form: { triggerPrice: "1890", spread: "1", pin: PIN },
      order: SL_LEG,
      value: { conditionType: "sl_tp", subType: "SL", triggerPrice: 189_000, spread: 100 },
    },
    {
      rule: "sl_tp stop-loss leg: a cleared spread is 0",
      form: { triggerPrice: "1890", spread: "", pin: PIN },
      order: SL_LEG,
      value: { conditionType: "sl_tp", subType: "SL", triggerPrice: 189_000, spread: 0 },
    },
    {
      rule: "sl_tp take-profit leg: trigger only, no spread",
      form: { triggerPrice: "1995.0", spread: "1", pin: PIN },
      order: TP_LEG,
      value: { conditionType: "sl_tp", subType: "TP", triggerPrice: 199_500, spread: null },
    },
  ])("$rule", ({ form, order, value }) => {
    const result = validateDerivativeOrderUpdate(form, { ...MARKET, order });
    expect(result).toStrictEqual({
      ok: true,
      value: { ...value, orderNo: order.orderNo, symbol: "VN30F2409", side: order.side, pin: PIN },
    });
  });

  it("property: a partly matched order sends any valid typed volume plus the matched volume", () => {
    const typedAndMatched = fc
      .integer({ min: 1, max: 490 })
      .chain((matched) => fc.tuple(fc.integer({ min: 1, max: 500 - matched }), fc.constant(matched)));
    fc.assert(
      fc.property(typedAndMatched, ([typed, matched]) => {
        fc.pre(typed !== 10); // 10 unmatched remain: typing 10 would change nothing
        const order: DerivativeOrderUnderEdit = {
          ...NORMAL_ORDER,
          volume: matched + 10,
          matchedVolume: matched,
        };
        const form = { price: "1950", volume: String(typed), pin: PIN };
        const result = validateDerivativeOrderUpdate(form, { ...MARKET, order });
        expect(result).toMatchObject({ ok: true, value: { volume: typed + matched } });
      }),
    );
  });
});
