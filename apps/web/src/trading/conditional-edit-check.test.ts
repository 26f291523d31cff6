/**
 * The conditional edit's checks (conditional-edit-check.ts): the market package's update rules,
 * as the server's co.stop.order.change / co.sltp.order.change run them, table-driven — the key of
 * the first failing rule, or ok.
 */
import type { WarningKey } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { checkConditionalEdit, type ConditionalEditContext } from "./conditional-edit-check";
import { conditionRow } from "./conditional-row-fixture";

const FUNCTIONS = ["B", "S"] as const;
const HOSE_FPT = {
  market: "stock",
  instrument: { symbol: "FPT", venue: "HOSE", kind: "STOCK" },
} as const;
const VN30F = {
  market: "derivative",
  kind: "INDEX_FUTURE",
  band: { ceiling: 203_300, floor: 176_700 },
} as const;

/** A waiting HOSE stop sell of 100 FPT, trigger 88.50, limit 88.00. */
const STOCK_STOP: ConditionalEditContext = {
  row: conditionRow({}),
  type: "stop",
  facts: HOSE_FPT,
  functions: FUNCTIONS,
  scale: 1_000,
};
/** The stop-loss leg of a stock SL/TP: 85.00 with a 0.50 margin. */
const STOCK_SL: ConditionalEditContext = {
  ...STOCK_STOP,
  type: "sl_tp",
  row: conditionRow({
    STOP_ORDER_TYPE: "stock_sltp",
    STOP_ORDER_SUB_TYPE: "SL",
    TRIGGER_PRICE: 85_000,
    SPREAD: 500,
  }),
};
/** A waiting VN30F stop of 100 contracts, trigger 1890, limit 1900; band 1767–2033. */
const FUTURES_STOP: ConditionalEditContext = {
  row: conditionRow({
    SYMBOL: "VN30F2606",
    ACCOUNT_NO: "058C0000018",
    STOP_ORDER_TYPE: "stop",
    PLACED_PRICE: 190_000,
    TRIGGER_PRICE: 189_000,
  }),
  type: "stop",
  facts: VN30F,
  functions: FUNCTIONS,
  scale: 100,
};
/** The stop-loss leg of a futures SL/TP by amount: 5 points away, margin 1 point. */
const FUTURES_SL_BY_AMOUNT: ConditionalEditContext = {
  ...FUTURES_STOP,
  type: "sl_tp",
  row: conditionRow({
    SYMBOL: "VN30F2606",
    ACCOUNT_NO: "058C0000018",
    STOP_ORDER_TYPE: "sl_tp",
    STOP_ORDER_SUB_TYPE: "SL",
    C_COMMENT: "amount",
    TRIGGER_PRICE: 500,
    SPREAD: 100,
  }),
};

const CASES: readonly [string, ConditionalEditContext, string, string, string, WarningKey | "ok"][] = [
  // what, context, trigger, quantity, margin, key
  ["stock stop: a new trigger on step", STOCK_STOP, "89", "100", "", "ok"],
  ["stock stop: the trigger off the price step", STOCK_STOP, "88.55", "100", "", "invalid-trigger-price"],
  ["stock stop: the trigger 0", STOCK_STOP, "0", "100", "", "trigger-price-than-0"],
  ["stock stop: nothing changed", STOCK_STOP, "88.5", "100", "", "value-not-change"],
  ["stock stop: a volume off the board lot", STOCK_STOP, "89", "150", "", "wrong-lot-100"],
  ["stock stop: volume 0", STOCK_STOP, "89", "0", "", "volume-than-0"],
  ["stock stop: above the HOSE cap", STOCK_STOP, "89", "60000", "", "vol-greater-than-50000"],
  ["stock SL: a new stop-loss price", STOCK_SL, "84.5", "100", "0.5", "ok"],
  ["stock SL: the price off step", STOCK_SL, "84.55", "100", "0.5", "invalid-stop-loss"],
  ["stock SL: price minus margin off step", STOCK_SL, "84.5", "100", "0.55", "invalid-stop-loss-margin"],
  ["stock SL: a margin that is no number", STOCK_SL, "84.5", "100", "x", "invalid-stop-loss-margin"],
  ["stock SL: nothing changed", STOCK_SL, "85", "100", "0.5", "value-not-change"],
  ["futures stop: a new trigger in the band", FUTURES_STOP, "1895", "100", "", "ok"],
  ["futures stop: above the ceiling", FUTURES_STOP, "2100", "100", "", "trigger-price-greater-than-ceil"],
  ["futures stop: below the floor", FUTURES_STOP, "1700", "100", "", "trigger-price-less-then-floor"],
  ["futures stop: two decimals", FUTURES_STOP, "1895.55", "100", "", "triggered-price-not-valid"],
  ["futures stop: more than 500 contracts", FUTURES_STOP, "1895", "600", "", "volume-less-than-500"],
  ["futures stop: nothing changed", FUTURES_STOP, "1890", "100", "", "value-not-change"],
  ["futures SL by amount: a new distance, no band", FUTURES_SL_BY_AMOUNT, "6", "1", "", "ok"],
  ["futures SL by amount: a new margin", FUTURES_SL_BY_AMOUNT, "5", "1", "2", "ok"],
  ["futures SL by amount: nothing changed", FUTURES_SL_BY_AMOUNT, "5", "1", "1", "value-not-change"],
  [
    "futures SL by amount: a blank margin keeps the one set",
    FUTURES_SL_BY_AMOUNT,
    "5",
    "1",
    "",
    "value-not-change",
  ],
  ["futures SL by amount: a distance of 0", FUTURES_SL_BY_AMOUNT, "0", "1", "", "invalid-trigger-price"],
  [
    "futures SL by amount: a margin that is no number",
    FUTURES_SL_BY_AMOUNT,
    "5",
    "1",
    "x",
    "invalid-stop-loss-margin",
  ],
];

describe("checkConditionalEdit", () => {
  it.each(CASES)("%s", (_what, context, trigger, quantity, spread, key) => {
    const checked = checkConditionalEdit({ trigger, quantity, spread, pin: "123456" }, context);
    expect(checked.ok ? "ok" : checked.key).toBe(key);
  });

  it("names the step the trigger missed", () => {
    const checked = checkConditionalEdit(
      { trigger: "88.55", quantity: "100", spread: "", pin: "1" },
      STOCK_STOP,
    );
    expect(checked).toEqual({ ok: false, key: "invalid-trigger-price", params: { step: 100 } });
  });

  it("refuses a side the account may not trade", () => {
    const checked = checkConditionalEdit(
      { trigger: "89", quantity: "100", spread: "", pin: "123456" },
      { ...STOCK_STOP, functions: ["B"] },
    );
    expect(checked.ok ? "ok" : checked.key).toBe("invalid-permission");
  });
});
