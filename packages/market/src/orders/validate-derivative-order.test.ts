import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DERIVATIVE_PANEL_WARNING_KEYS, type WarningKey } from "../catalogue/warning-keys";
import type { Validation } from "../validation";
import {
  validateDerivativeOrder,
  type DerivativeOrderContext,
  type DerivativeOrderForm,
  type NormalisedDerivativeOrder,
} from "./validate-derivative-order";

// VN30F at reference 1,900.0 points, band ±7% → 1,767.0 .. 2,033.0; last trade 1,950.0.
// Prices are stored in hundredths of a point.
const CONTEXT: DerivativeOrderContext = {
  instrument: { symbol: "VN30F2409", kind: "INDEX_FUTURE" },
  band: { ceiling: 203_300, floor: 176_700 },
  referencePrice: 190_000,
  lastPrice: 195_000,
  webTradeFunctions: ["B", "S"],
};
const { lastPrice: _lastPrice, ...BEFORE_FIRST_TRADE } = CONTEXT;

const NORMAL: DerivativeOrderForm = {
  conditionType: "normal",
  side: "B",
  volume: "1",
  price: "1950.5",
  pin: "123456",
};
const ARBITRAGE: DerivativeOrderForm = {
  ...NORMAL,
  conditionType: "arbitrage",
  reciprocalSymbol: "VN30F2410",
};
const TRAILING: DerivativeOrderForm = {
  conditionType: "trailing_stop",
  side: "B",
  volume: "1",
  pin: "123456",
  trailingAmount: "2.5",
  spread: "0.5",
};
const STOP: DerivativeOrderForm = {
  ...NORMAL,
  conditionType: "stop",
  triggerPrice: "1955.0",
  relation: "LTEQ",
};
const { relation: _relation, ...STOP_WITHOUT_RELATION } = STOP;
const SLTP_PRICE: DerivativeOrderForm = {
  ...NORMAL,
  price: "1950.0",
  conditionType: "sl_tp",
  sltpSelectType: "price",
  stopLossPrice: "1940.0",
  takeProfitPrice: "1965.0",
  stopLossMargin: "0.5",
};
const SLTP_AMOUNT: DerivativeOrderForm = {
  ...NORMAL,
  price: "1950.0",
  conditionType: "sl_tp",
  sltpSelectType: "amount",
  stopLossRange: "10",
  takeProfitRange: "15.5",
  stopLossMargin: "0.5",
};
const OCO: DerivativeOrderForm = {
  conditionType: "oco",
  side: "B",
  volume: "1",
  pin: "123456",
  takeProfitPrice: "1965.0",
  stopLossPrice: "1940.0",
};

type Outcome = WarningKey | "ok";

function outcome(result: Validation<unknown>): Outcome {
  return result.ok ? "ok" : result.key;
}

interface Case {
  readonly rule: string;
  readonly form: DerivativeOrderForm;
  readonly context?: DerivativeOrderContext;
  readonly expected: Outcome;
}

function run(c: Case): Validation<NormalisedDerivativeOrder> {
  return validateDerivativeOrder(c.form, c.context ?? CONTEXT);
}

// One or more cases per rule of order-entry §5 "Derivative orders", in the spec's order.
const refusals: readonly Case[] = [
  { rule: "volume required", form: { ...NORMAL, volume: "" }, expected: "empty-volume" },
  { rule: "volume required: blank", form: { ...NORMAL, volume: "   " }, expected: "empty-volume" },
  {
    rule: "volume required: whole contracts only",
    form: { ...NORMAL, volume: "1.5" },
    expected: "empty-volume",
  },
  { rule: "volume required: not a number", form: { ...NORMAL, volume: "abc" }, expected: "empty-volume" },
  { rule: "volume required: decimal comma", form: { ...NORMAL, volume: "1,5" }, expected: "empty-volume" },
  { rule: "volume above 0: zero", form: { ...NORMAL, volume: "0" }, expected: "volume-than-0" },
  { rule: "volume above 0: negative", form: { ...NORMAL, volume: "-3" }, expected: "volume-than-0" },
  { rule: "volume at most 500", form: { ...NORMAL, volume: "501" }, expected: "volume-less-than-500" },
  {
    rule: "volume at most 500: grouped",
    form: { ...NORMAL, volume: "1,000" },
    expected: "volume-less-than-500",
  },
  {
    rule: "volume at most 500: beyond safe integers",
    form: { ...NORMAL, volume: "99999999999999999999" },
    expected: "volume-less-than-500",
  },
  { rule: "price required", form: { ...NORMAL, price: "" }, expected: "empty-price" },
  { rule: "price required: blank", form: { ...NORMAL, price: "  " }, expected: "empty-price" },
  { rule: "price numeric: typo", form: { ...NORMAL, price: "19O0.5" }, expected: "invalid-price" },
  {
    rule: "price numeric: PLO is no derivative keyword",
    form: { ...NORMAL, price: "PLO" },
    expected: "invalid-price",
  },
  {
    rule: "price numeric: MP is no derivative keyword",
    form: { ...NORMAL, price: "MP" },
    expected: "invalid-price",
  },
  { rule: "price numeric: decimal comma", form: { ...NORMAL, price: "1950,5" }, expected: "invalid-price" },
  { rule: "price numeric: two points", form: { ...NORMAL, price: "1.950.5" }, expected: "invalid-price" },
  { rule: "price within ceiling", form: { ...NORMAL, price: "2033.1" }, expected: "price-greater-than-ceil" },
  {
    rule: "price within ceiling: off-tick above",
    form: { ...NORMAL, price: "2033.01" },
    expected: "price-greater-than-ceil",
  },
  {
    rule: "price within ceiling: beyond safe integers",
    form: { ...NORMAL, price: "99999999999999999999" },
    expected: "price-greater-than-ceil",
  },
  { rule: "price within floor", form: { ...NORMAL, price: "1766.9" }, expected: "price-less-then-floor" },
  { rule: "price within floor: zero", form: { ...NORMAL, price: "0" }, expected: "price-less-then-floor" },
  {
    rule: "price within floor: negative",
    form: { ...NORMAL, price: "-1950" },
    expected: "price-less-then-floor",
  },
  { rule: "price one decimal", form: { ...NORMAL, price: "1950.55" }, expected: "all-price-not-valid" },
  { rule: "price one decimal: 0.05", form: { ...NORMAL, price: "1950.05" }, expected: "all-price-not-valid" },
  {
    rule: "price one decimal: 3 places",
    form: { ...NORMAL, price: "1950.501" },
    expected: "all-price-not-valid",
  },
  {
    rule: "arbitrage: reciprocal symbol required",
    form: { ...ARBITRAGE, reciprocalSymbol: "" },
    expected: "reciprocal-symbol",
  },
  {
    rule: "arbitrage: reciprocal differs from the symbol",
    form: { ...ARBITRAGE, reciprocalSymbol: "VN30F2409" },
    expected: "reciprocal-symbol",
  },
  {
    rule: "arbitrage: reciprocal differs, case and spaces aside",
    form: { ...ARBITRAGE, reciprocalSymbol: " vn30f2409 " },
    expected: "reciprocal-symbol",
  },
  {
    rule: "trailing: amount required",
    form: { ...TRAILING, trailingAmount: "" },
    expected: "invalid-trailing-amount",
  },
  {
    rule: "trailing: amount numeric",
    form: { ...TRAILING, trailingAmount: "abc" },
    expected: "invalid-trailing-amount",
  },
  {
    rule: "trailing: amount nonzero",
    form: { ...TRAILING, trailingAmount: "0" },
    expected: "trailing-amount-than-0",
  },
  {
    rule: "trailing: amount nonzero (0.00)",
    form: { ...TRAILING, trailingAmount: "0.00" },
    expected: "trailing-amount-than-0",
  },
  {
    rule: "trailing: amount above 0",
    form: { ...TRAILING, trailingAmount: "-1" },
    expected: "trailing-amount-than-0",
  },
  {
    rule: "trailing: amount one decimal",
    form: { ...TRAILING, trailingAmount: "1.25" },
    expected: "trailing-amount-not-valid",
  },
  {
    rule: "trailing: spread one decimal",
    form: { ...TRAILING, spread: "0.05" },
    expected: "stop-spread-not-valid",
  },
  {
    rule: "trailing: spread numeric",
    form: { ...TRAILING, spread: "abc" },
    expected: "stop-spread-not-valid",
  },
  {
    rule: "trailing: spread not negative",
    form: { ...TRAILING, spread: "-0.5" },
    expected: "stop-spread-not-valid",
  },
  { rule: "stop: trigger required", form: { ...STOP, triggerPrice: "" }, expected: "invalid-trigger-price" },
  { rule: "stop: trigger numeric", form: { ...STOP, triggerPrice: "x" }, expected: "invalid-trigger-price" },
  {
    rule: "stop: trigger within ceiling",
    form: { ...STOP, triggerPrice: "2033.1" },
    expected: "trigger-price-greater-than-ceil",
  },
  {
    rule: "stop: trigger within floor",
    form: { ...STOP, triggerPrice: "1766.9" },
    expected: "trigger-price-less-then-floor",
  },
  {
    rule: "stop: trigger one decimal",
    form: { ...STOP, triggerPrice: "1955.55" },
    expected: "triggered-price-not-valid",
  },
  {
    rule: "sl_tp amount: at least one range",
    form: { ...SLTP_AMOUNT, stopLossRange: "", takeProfitRange: "", stopLossMargin: "" },
    expected: "enter-stop-loss-range",
  },
  {
    rule: "sl_tp amount: SL range above 0",
    form: { ...SLTP_AMOUNT, stopLossRange: "0" },
    expected: "slr-than-0",
  },
  {
    rule: "sl_tp amount: SL range above 0 (negative)",
    form: { ...SLTP_AMOUNT, stopLossRange: "-5" },
    expected: "slr-than-0",
  },
  {
    rule: "sl_tp amount: SL range one decimal",
    form: { ...SLTP_AMOUNT, stopLossRange: "1.25" },
    expected: "slr-not-valid",
  },
  {
    rule: "sl_tp amount: SL range numeric",
    form: { ...SLTP_AMOUNT, stopLossRange: "abc" },
    expected: "slr-not-valid",
  },
  {
    rule: "sl_tp amount: TP range above 0",
    form: { ...SLTP_AMOUNT, takeProfitRange: "0" },
    expected: "tpr-than-0",
  },
  {
    rule: "sl_tp amount: TP range one decimal",
    form: { ...SLTP_AMOUNT, takeProfitRange: "2.55" },
    expected: "tpr-not-valid",
  },
  {
    rule: "sl_tp amount: TP range numeric",
    form: { ...SLTP_AMOUNT, takeProfitRange: "x" },
    expected: "tpr-not-valid",
  },
  {
    rule: "sl_tp amount: margin needs an SL range",
    form: { ...SLTP_AMOUNT, stopLossRange: "", takeProfitRange: "10" },
    expected: "enter-slr-and-margin",
  },
  {
    rule: "sl_tp amount: margin one decimal",
    form: { ...SLTP_AMOUNT, stopLossMargin: "0.55" },
    expected: "spread-not-valid",
  },
  {
    rule: "sl_tp amount: margin not negative",
    form: { ...SLTP_AMOUNT, stopLossMargin: "-1" },
    expected: "spread-not-valid",
  },
  {
    rule: "sl_tp price: at least one price",
    form: { ...SLTP_PRICE, stopLossPrice: "", takeProfitPrice: "", stopLossMargin: "" },
    expected: "enter-stop-loss-price",
  },
  {
    rule: "sl_tp price: margin needs an SL price",
    form: { ...SLTP_PRICE, stopLossPrice: "" },
    expected: "enter-slp-and-margin",
  },
  {
    rule: "sl_tp price: SL numeric",
    form: { ...SLTP_PRICE, stopLossPrice: "abc" },
    expected: "invalid-stop-loss",
  },
  {
    rule: "sl_tp price: SL within floor",
    form: { ...SLTP_PRICE, stopLossPrice: "1766.9" },
    expected: "sl-ceil-floor",
  },
  {
    rule: "sl_tp price: SL within ceiling",
    form: { ...SLTP_PRICE, side: "S", stopLossPrice: "2033.1", takeProfitPrice: "1940.0" },
    expected: "sl-ceil-floor",
  },
  {
    rule: "sl_tp price: TP numeric",
    form: { ...SLTP_PRICE, takeProfitPrice: "x" },
    expected: "invalid-take-profit",
  },
  {
    rule: "sl_tp price: TP within ceiling",
    form: { ...SLTP_PRICE, takeProfitPrice: "2033.1" },
    expected: "tp-ceil-floor",
  },
  {
    rule: "sl_tp price: TP within floor",
    form: { ...SLTP_PRICE, takeProfitPrice: "1766.9" },
    expected: "tp-ceil-floor",
  },
  {
    rule: "sl_tp price: SL one decimal",
    form: { ...SLTP_PRICE, stopLossPrice: "1940.05" },
    expected: "all-price-not-valid",
  },
  {
    rule: "sl_tp price: TP one decimal",
    form: { ...SLTP_PRICE, takeProfitPrice: "1965.05" },
    expected: "all-price-not-valid",
  },
  {
    rule: "sl_tp price: SL differs from TP",
    form: { ...SLTP_PRICE, stopLossPrice: "1960.0", takeProfitPrice: "1960.0" },
    expected: "sl-not-equals-tp",
  },
  {
    rule: "sl_tp price: margin one decimal",
    form: { ...SLTP_PRICE, stopLossMargin: "0.55" },
    expected: "spread-not-valid",
  },
  { rule: "oco: TP required", form: { ...OCO, takeProfitPrice: "" }, expected: "enter-tp-price" },
  { rule: "oco: SL required", form: { ...OCO, stopLossPrice: " " }, expected: "enter-sl-price" },
  { rule: "oco: TP within ceiling", form: { ...OCO, takeProfitPrice: "2033.1" }, expected: "tp-ceil-floor" },
  { rule: "oco: SL within floor", form: { ...OCO, stopLossPrice: "1766.9" }, expected: "sl-ceil-floor" },
  { rule: "oco: TP numeric", form: { ...OCO, takeProfitPrice: "ATC" }, expected: "invalid-take-profit" },
  { rule: "oco: SL numeric", form: { ...OCO, stopLossPrice: "abc" }, expected: "invalid-stop-loss" },
  {
    rule: "oco: TP one decimal",
    form: { ...OCO, takeProfitPrice: "1965.01" },
    expected: "all-price-not-valid",
  },
  {
    rule: "oco: SL one decimal",
    form: { ...OCO, stopLossPrice: "1940.05" },
    expected: "all-price-not-valid",
  },
  {
    rule: "oco: SL differs from TP",
    form: { ...OCO, stopLossPrice: "1950.0", takeProfitPrice: "1950" },
    expected: "sl-not-equals-tp",
  },
  { rule: "oco: spread one decimal", form: { ...OCO, spread: "0.05" }, expected: "spread-not-valid" },
  { rule: "PIN required", form: { ...NORMAL, pin: "" }, expected: "empty-pin" },
  { rule: "PIN required: blank", form: { ...OCO, pin: "   " }, expected: "empty-pin" },
  {
    rule: "permission by side: LONG needs B",
    form: NORMAL,
    context: { ...CONTEXT, webTradeFunctions: ["S"] },
    expected: "invalid-permission",
  },
  {
    rule: "permission by side: SHORT needs S",
    form: { ...TRAILING, side: "S" },
    context: { ...CONTEXT, webTradeFunctions: ["B"] },
    expected: "invalid-permission",
  },
  {
    rule: "permission by side: empty list",
    form: OCO,
    context: { ...CONTEXT, webTradeFunctions: [] },
    expected: "invalid-permission",
  },
];

function sltp(side: "B" | "S", price: string, exits: { sl?: string; tp?: string }): DerivativeOrderForm {
  return {
    ...SLTP_PRICE,
    side,
    price,
    stopLossPrice: exits.sl ?? "",
    takeProfitPrice: exits.tp ?? "",
    stopLossMargin: "",
  };
}

// SL/TP base: the order price for LO, the reference (1,900.0) for ATO, the last price (1,950.0)
// for MOK/MAK/MTL and — our decision — ATC; the reference when there is no trade yet.
const directions: readonly Case[] = [
  { rule: "long LO: TP above the order price", form: sltp("B", "1950.0", { tp: "1950.1" }), expected: "ok" },
  {
    rule: "long LO: TP at the order price",
    form: sltp("B", "1950.0", { tp: "1950.0" }),
    expected: "long-tp-price",
  },
  { rule: "long LO: SL below the order price", form: sltp("B", "1950.0", { sl: "1949.9" }), expected: "ok" },
  {
    rule: "long LO: SL at the order price",
    form: sltp("B", "1950.0", { sl: "1950.0" }),
    expected: "long-sl-price",
  },
  {
    rule: "long LO: TP checked before SL",
    form: sltp("B", "1950.0", { tp: "1940.0", sl: "1960.0" }),
    expected: "long-tp-price",
  },
  { rule: "long ATO: TP above the reference", form: sltp("B", "ATO", { tp: "1900.1" }), expected: "ok" },
  {
    rule: "long ATO: TP at the reference",
    form: sltp("B", "ATO", { tp: "1900.0" }),
    expected: "long-tp-price",
  },
  { rule: "long ATO: SL below the reference", form: sltp("B", "ATO", { sl: "1899.9" }), expected: "ok" },
  {
    rule: "long ATO: SL at the reference",
    form: sltp("B", "ATO", { sl: "1900.0" }),
    expected: "long-sl-price",
  },
  { rule: "long MTL: TP above the last price", form: sltp("B", "MTL", { tp: "1950.1" }), expected: "ok" },
  {
    rule: "long MTL: TP above reference but not last",
    form: sltp("B", "MTL", { tp: "1940.0" }),
    expected: "long-tp-price",
  },
  {
    rule: "long MTL: SL at the last price",
    form: sltp("B", "MTL", { sl: "1950.0" }),
    expected: "long-sl-price",
  },
  { rule: "long MOK: last-price base", form: sltp("B", "MOK", { tp: "1945.0" }), expected: "long-tp-price" },
  { rule: "long MAK: last-price base", form: sltp("B", "MAK", { sl: "1955.0" }), expected: "long-sl-price" },
  {
    rule: "long ATC (ours): last-price base",
    form: sltp("B", "ATC", { tp: "1945.0" }),
    expected: "long-tp-price",
  },
  {
    rule: "long MTL before the first trade: reference base",
    form: sltp("B", "MTL", { tp: "1945.0" }),
    context: BEFORE_FIRST_TRADE,
    expected: "ok",
  },
  { rule: "short LO: TP below the order price", form: sltp("S", "1950.0", { tp: "1949.9" }), expected: "ok" },
  {
    rule: "short LO: TP at the order price",
    form: sltp("S", "1950.0", { tp: "1950.0" }),
    expected: "short-tp-price",
  },
  { rule: "short LO: SL above the order price", form: sltp("S", "1950.0", { sl: "1950.1" }), expected: "ok" },
  {
    rule: "short LO: SL at the order price",
    form: sltp("S", "1950.0", { sl: "1950.0" }),
    expected: "short-sl-price",
  },
  {
    rule: "long MTL with last price 0 (the feed's 'no trade yet'): reference base",
    form: sltp("B", "MTL", { sl: "1899.9" }),
    context: { ...CONTEXT, lastPrice: 0 },
    expected: "ok",
  },
  {
    rule: "short ATC (ours) with last price 0: reference base",
    form: sltp("S", "ATC", { tp: "1899.9" }),
    context: { ...CONTEXT, lastPrice: 0 },
    expected: "ok",
  },
  { rule: "short ATO: TP below the reference", form: sltp("S", "ATO", { tp: "1899.9" }), expected: "ok" },
  {
    rule: "short ATO: TP at the reference",
    form: sltp("S", "ATO", { tp: "1900.0" }),
    expected: "short-tp-price",
  },
  {
    rule: "short ATO: SL at the reference",
    form: sltp("S", "ATO", { sl: "1900.0" }),
    expected: "short-sl-price",
  },
  {
    rule: "short MTL: TP above the last price",
    form: sltp("S", "MTL", { tp: "1955.0" }),
    expected: "short-tp-price",
  },
  {
    rule: "short MTL: SL above reference but below last",
    form: sltp("S", "MTL", { sl: "1945.0" }),
    expected: "short-sl-price",
  },
  { rule: "short MTL: SL above the last price", form: sltp("S", "MTL", { sl: "1950.1" }), expected: "ok" },
  {
    rule: "long by amount: ranges are distances",
    form: { ...SLTP_AMOUNT, side: "B", price: "MTL" },
    expected: "ok",
  },
  {
    rule: "short by amount: ranges are distances",
    form: { ...SLTP_AMOUNT, side: "S", price: "ATO" },
    expected: "ok",
  },
  {
    rule: "short by amount: a negative range is refused",
    form: { ...SLTP_AMOUNT, side: "S", stopLossRange: "-10" },
    expected: "slr-than-0",
  },
  { rule: "long OCO: TP above SL", form: OCO, expected: "ok" },
  {
    rule: "long OCO: TP below SL",
    form: { ...OCO, takeProfitPrice: "1940.0", stopLossPrice: "1965.0" },
    expected: "long_oco_validate",
  },
  {
    rule: "short OCO: TP below SL",
    form: { ...OCO, side: "S", takeProfitPrice: "1940.0", stopLossPrice: "1965.0" },
    expected: "ok",
  },
  { rule: "short OCO: TP above SL", form: { ...OCO, side: "S" }, expected: "short_oco_validate" },
];

const bandEdges: readonly Case[] = [
  { rule: "price at the ceiling", form: { ...NORMAL, price: "2033.0" }, expected: "ok" },
  {
    rule: "price a tick above the ceiling",
    form: { ...NORMAL, price: "2033.1" },
    expected: "price-greater-than-ceil",
  },
  { rule: "price at the floor", form: { ...NORMAL, price: "1767" }, expected: "ok" },
  {
    rule: "price a tick below the floor",
    form: { ...NORMAL, price: "1766.9" },
    expected: "price-less-then-floor",
  },
  { rule: "trigger at the ceiling", form: { ...STOP, triggerPrice: "2033.0" }, expected: "ok" },
  {
    rule: "trigger a tick above the ceiling",
    form: { ...STOP, triggerPrice: "2033.1" },
    expected: "trigger-price-greater-than-ceil",
  },
  { rule: "trigger at the floor", form: { ...STOP, triggerPrice: "1767.0" }, expected: "ok" },
  {
    rule: "trigger a tick below the floor",
    form: { ...STOP, triggerPrice: "1766.9" },
    expected: "trigger-price-less-then-floor",
  },
  { rule: "long TP at the ceiling", form: sltp("B", "1950.0", { tp: "2033.0" }), expected: "ok" },
  { rule: "long SL at the floor", form: sltp("B", "1950.0", { sl: "1767.0" }), expected: "ok" },
  { rule: "short TP at the floor", form: sltp("S", "1950.0", { tp: "1767.0" }), expected: "ok" },
  {
    rule: "short TP a tick below the floor",
    form: sltp("S", "1950.0", { tp: "1766.9" }),
    expected: "tp-ceil-floor",
  },
  { rule: "short SL at the ceiling", form: sltp("S", "1950.0", { sl: "2033.0" }), expected: "ok" },
  {
    rule: "short SL a tick above the ceiling",
    form: sltp("S", "1950.0", { sl: "2033.1" }),
    expected: "sl-ceil-floor",
  },
  {
    rule: "OCO legs at ceiling and floor",
    form: { ...OCO, takeProfitPrice: "2033.0", stopLossPrice: "1767.0" },
    expected: "ok",
  },
  {
    rule: "OCO SL a tick below the floor",
    form: { ...OCO, stopLossPrice: "1766.9" },
    expected: "sl-ceil-floor",
  },
];

// order-entry §5: the spec checks the band before the decimals, volume before price, the
// type's own fields before PIN, PIN before permission.
const precedence: readonly Case[] = [
  {
    rule: "volume before price",
    form: { ...NORMAL, volume: "", price: "" },
    expected: "empty-volume",
  },
  {
    rule: "volume before a condition field",
    form: { ...TRAILING, volume: "600", trailingAmount: "" },
    expected: "volume-less-than-500",
  },
  {
    rule: "band before decimals",
    form: { ...NORMAL, price: "2033.15" },
    expected: "price-greater-than-ceil",
  },
  {
    rule: "order price before trigger",
    form: { ...STOP, price: "1950.55", triggerPrice: "" },
    expected: "all-price-not-valid",
  },
  {
    rule: "a keyword skips the price checks",
    form: { ...STOP, price: "atc", triggerPrice: "1766.9" },
    expected: "trigger-price-less-then-floor",
  },
  {
    rule: "trailing ignores the price field",
    form: { ...TRAILING, price: "not a price" },
    expected: "ok",
  },
  { rule: "OCO ignores the price field", form: { ...OCO, price: "" }, expected: "ok" },
  {
    rule: "order price before the reciprocal symbol",
    form: { ...ARBITRAGE, price: "", reciprocalSymbol: "" },
    expected: "empty-price",
  },
  {
    rule: "trailing amount before spread",
    form: { ...TRAILING, trailingAmount: "0", spread: "x" },
    expected: "trailing-amount-than-0",
  },
  {
    rule: "sl_tp amount: SL range before TP range",
    form: { ...SLTP_AMOUNT, stopLossRange: "0", takeProfitRange: "0" },
    expected: "slr-than-0",
  },
  {
    rule: "sl_tp amount: ranges before the margin rule",
    form: { ...SLTP_AMOUNT, stopLossRange: "", takeProfitRange: "2.55" },
    expected: "tpr-not-valid",
  },
  {
    rule: "sl_tp price: margin rule before the band",
    form: { ...SLTP_PRICE, stopLossPrice: "", takeProfitPrice: "2100" },
    expected: "enter-slp-and-margin",
  },
  {
    rule: "sl_tp price: SL before TP",
    form: { ...SLTP_PRICE, stopLossPrice: "1766.9", takeProfitPrice: "2033.1" },
    expected: "sl-ceil-floor",
  },
  {
    rule: "sl_tp price: equal exits before direction",
    form: sltp("B", "1950.0", { sl: "1960.0", tp: "1960.0" }),
    expected: "sl-not-equals-tp",
  },
  {
    rule: "sl_tp price: direction before margin",
    form: { ...sltp("B", "1950.0", { tp: "1940.0" }), stopLossPrice: "1930.0", stopLossMargin: "x" },
    expected: "long-tp-price",
  },
  {
    rule: "oco: TP required before SL",
    form: { ...OCO, takeProfitPrice: "", stopLossPrice: "" },
    expected: "enter-tp-price",
  },
  {
    rule: "oco: both required before the band",
    form: { ...OCO, takeProfitPrice: "2100", stopLossPrice: "" },
    expected: "enter-sl-price",
  },
  {
    rule: "oco: TP band before SL band",
    form: { ...OCO, takeProfitPrice: "2100", stopLossPrice: "1700" },
    expected: "tp-ceil-floor",
  },
  {
    rule: "oco: equal legs before the long rule",
    form: { ...OCO, takeProfitPrice: "1950", stopLossPrice: "1950" },
    expected: "sl-not-equals-tp",
  },
  {
    rule: "condition fields before PIN",
    form: { ...TRAILING, trailingAmount: "", pin: "" },
    expected: "invalid-trailing-amount",
  },
  {
    rule: "PIN before permission",
    form: { ...NORMAL, pin: "" },
    context: { ...CONTEXT, webTradeFunctions: [] },
    expected: "empty-pin",
  },
];

// order-entry §9: "Derivative price at most one decimal", applied as the 0.1-point tick.
const decimals: readonly Case[] = [
  { rule: "one decimal", form: { ...NORMAL, price: "1950.5" }, expected: "ok" },
  { rule: "two decimals", form: { ...NORMAL, price: "1950.55" }, expected: "all-price-not-valid" },
  { rule: "a trailing zero is still one decimal", form: { ...NORMAL, price: "1950.50" }, expected: "ok" },
  { rule: "no decimals", form: { ...NORMAL, price: "1950" }, expected: "ok" },
  { rule: "thousands grouped", form: { ...NORMAL, price: "1,950.5" }, expected: "ok" },
  { rule: "range with a trailing zero", form: { ...TRAILING, trailingAmount: "2.50" }, expected: "ok" },
];

describe("validateDerivativeOrder — order-entry §5 'Derivative orders'", () => {
  it.each(refusals)("refuses: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it.each(directions)("SL/TP and OCO direction: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it.each(bandEdges)("band edge: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it.each(precedence)("first failure wins: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it.each(decimals)("decimals: $rule → $expected", (c) => {
    expect(outcome(run(c))).toBe(c.expected);
  });

  it("produces every derivative-panel key of order-entry §8 (edit-only key aside)", () => {
    const produced = new Set([...refusals, ...directions, ...bandEdges].map((c) => outcome(run(c))));
    const expected = DERIVATIVE_PANEL_WARNING_KEYS.filter((key) => key !== "not-update-market-order");
    expect(expected.filter((key) => !produced.has(key))).toEqual([]);
  });
});

describe("validateDerivativeOrder — normalised orders", () => {
  const common = { symbol: "VN30F2409", side: "B", pin: "123456" } as const;

  // Expected values as plain numbers: the branded Price and Volume are numbers at run time.
  it.each<{ rule: string; form: DerivativeOrderForm; value: Readonly<Record<string, unknown>> }>([
    {
      rule: "normal LO: hundredths of a point",
      form: { ...NORMAL, volume: "500" },
      value: { ...common, volume: 500, conditionType: "normal", priceType: "LO", price: 195_050 },
    },
    {
      rule: "normal keyword: typed code, no price",
      form: { ...NORMAL, price: " mok " },
      value: { ...common, volume: 1, conditionType: "normal", priceType: "MOK", price: null },
    },
    {
      rule: "arbitrage: reciprocal uppercased",
      form: { ...ARBITRAGE, reciprocalSymbol: " vn30f2410" },
      value: {
        ...common,
        volume: 1,
        conditionType: "arbitrage",
        reciprocalSymbol: "VN30F2410",
        priceType: "LO",
        price: 195_050,
      },
    },
    {
      rule: "trailing: amount and spread, no price type",
      form: TRAILING,
      value: { ...common, volume: 1, conditionType: "trailing_stop", trailingAmount: 250, spread: 50 },
    },
    {
      rule: "trailing: blank spread is 0",
      form: { ...TRAILING, spread: "" },
      value: { ...common, volume: 1, conditionType: "trailing_stop", trailingAmount: 250, spread: 0 },
    },
    {
      rule: "stop: trigger and relation",
      form: STOP,
      value: {
        ...common,
        volume: 1,
        conditionType: "stop",
        triggerPrice: 195_500,
        relation: "LTEQ",
        priceType: "LO",
        price: 195_050,
      },
    },
    {
      rule: "stop: relation defaults to GTEQ",
      form: { ...STOP_WITHOUT_RELATION, price: "ATO" },
      value: {
        ...common,
        volume: 1,
        conditionType: "stop",
        triggerPrice: 195_500,
        relation: "GTEQ",
        priceType: "ATO",
        price: null,
      },
    },
    {
      rule: "sl_tp by price",
      form: SLTP_PRICE,
      value: {
        ...common,
        volume: 1,
        conditionType: "sl_tp",
        triggerType: "price",
        stopLossPrice: 194_000,
        takeProfitPrice: 196_500,
        spread: 50,
        priceType: "LO",
        price: 195_000,
      },
    },
    {
      rule: "sl_tp by price: take profit only",
      form: { ...SLTP_PRICE, stopLossPrice: "", stopLossMargin: "" },
      value: {
        ...common,
        volume: 1,
        conditionType: "sl_tp",
        triggerType: "price",
        stopLossPrice: null,
        takeProfitPrice: 196_500,
        spread: 0,
        priceType: "LO",
        price: 195_000,
      },
    },
    {
      rule: "sl_tp by amount",
      form: SLTP_AMOUNT,
      value: {
        ...common,
        volume: 1,
        conditionType: "sl_tp",
        triggerType: "amount",
        stopLossAmount: 1_000,
        takeProfitAmount: 1_550,
        spread: 50,
        priceType: "LO",
        price: 195_000,
      },
    },
    {
      rule: "sl_tp by amount: stop loss only",
      form: { ...SLTP_AMOUNT, takeProfitRange: "" },
      value: {
        ...common,
        volume: 1,
        conditionType: "sl_tp",
        triggerType: "amount",
        stopLossAmount: 1_000,
        takeProfitAmount: null,
        spread: 50,
        priceType: "LO",
        price: 195_000,
      },
    },
    {
      rule: "oco: price type LO, both legs",
      form: { ...OCO, spread: "1" },
      value: {
        ...common,
        volume: 1,
        conditionType: "oco",
        priceType: "LO",
        stopLossPrice: 194_000,
        takeProfitPrice: 196_500,
        spread: 100,
      },
    },
  ])("$rule", ({ form, value }) => {
    expect(validateDerivativeOrder(form, CONTEXT)).toStrictEqual({ ok: true, value });
  });

  it("SHORT is normalised as side S", () => {
    const result = validateDerivativeOrder({ ...NORMAL, side: "S" }, CONTEXT);
    expect(result).toMatchObject({ ok: true, value: { side: "S" } });
  });
});

describe("validateDerivativeOrder — bond futures (tick 1 VND)", () => {
  // 5-year government-bond future at reference 104,000 VND, band ±3% → 100,880 .. 107,120.
  const BOND: DerivativeOrderContext = {
    ...CONTEXT,
    instrument: { symbol: "GB05F2412", kind: "BOND_FUTURE" },
    band: { ceiling: 107_120, floor: 100_880 },
    referencePrice: 104_000,
    lastPrice: 104_500,
  };

  it.each<Case>([
    { rule: "whole VND price", form: { ...NORMAL, price: "105000" }, expected: "ok" },
    {
      rule: "no decimals on a 1 VND tick",
      form: { ...NORMAL, price: "105000.5" },
      expected: "all-price-not-valid",
    },
    { rule: "price at the ceiling", form: { ...NORMAL, price: "107,120" }, expected: "ok" },
    {
      rule: "one VND above the ceiling",
      form: { ...NORMAL, price: "107121" },
      expected: "price-greater-than-ceil",
    },
    {
      rule: "one VND below the floor",
      form: { ...NORMAL, price: "100879" },
      expected: "price-less-then-floor",
    },
    {
      rule: "trailing amount in whole VND",
      form: { ...TRAILING, trailingAmount: "2", spread: "1" },
      expected: "ok",
    },
    {
      rule: "spread below the tick",
      form: { ...TRAILING, trailingAmount: "2", spread: "0.5" },
      expected: "stop-spread-not-valid",
    },
    {
      rule: "trailing amount below the tick",
      form: { ...TRAILING, trailingAmount: "0.5" },
      expected: "trailing-amount-not-valid",
    },
  ])("$rule → $expected", (c) => {
    expect(outcome(validateDerivativeOrder(c.form, BOND))).toBe(c.expected);
  });

  it("stores bond-future prices in VND", () => {
    const result = validateDerivativeOrder({ ...NORMAL, price: "105000" }, BOND);
    expect(result).toMatchObject({ ok: true, value: { priceType: "LO", price: 105_000 } });
  });
});

describe("validateDerivativeOrder — properties", () => {
  const floorTicks = CONTEXT.band.floor / 10;
  const ceilingTicks = CONTEXT.band.ceiling / 10;

  it("any one-decimal price within the band makes a valid LONG LO order whose price / 100 is the typed price", () => {
    fc.assert(
      fc.property(fc.integer({ min: floorTicks, max: ceilingTicks }), (ticks) => {
        const typed = `${Math.trunc(ticks / 10)}.${ticks % 10}`;
        const result = validateDerivativeOrder({ ...NORMAL, price: typed }, CONTEXT);
        if (!result.ok || result.value.conditionType !== "normal" || result.value.priceType !== "LO")
          throw new Error(`refused ${typed}: ${JSON.stringify(result)}`);
        expect(result.value.price).toBe(ticks * 10);
        expect(result.value.price / 100).toBe(Number(typed));
      }),
    );
  });

  it("any price within the band with a non-zero second decimal is refused for its decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: CONTEXT.band.floor, max: CONTEXT.band.ceiling }), (hundredths) => {
        fc.pre(hundredths % 10 !== 0);
        const typed = `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
        expect(outcome(validateDerivativeOrder({ ...NORMAL, price: typed }, CONTEXT))).toBe(
          "all-price-not-valid",
        );
      }),
    );
  });
});
