/**
 * The detail view's fields (accounts-session §3 "Condition order"): every wire field in a fixed
 * order, prices in the instrument's unit, a missing value as "—", and a label for every field in
 * both languages (the completeness test cannot see these keys: they are built from the list).
 */
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { startI18n } from "../i18n/i18n";
import { conditionalDetailRows, DETAIL_FIELDS, NONE } from "./conditional-detail-rows";
import { conditionRow } from "./conditional-row-fixture";
import "./trading.lazy.i18n";

beforeAll(async () => {
  await startI18n("vi");
});

describe("conditionalDetailRows", () => {
  const stop = conditionalDetailRows(conditionRow({}), false, "en");

  it.each([
    ["orderId", { text: "41" }],
    ["side", { key: "trading.side.S" }],
    ["type", { key: "trading.kind.stop" }],
    ["leg", { text: NONE }],
    ["quantity", { text: "100" }],
    ["placedPrice", { text: "88.00" }],
    ["trigger", { key: "trading.cond.relationLTEQ", then: "88.50" }],
    ["trailingAmount", { text: NONE }],
    ["status", { text: "Pending trigger" }],
    ["created", { text: "09/03/2026 09:20:57" }],
    ["sentOrder", { text: NONE }],
  ] as const)("a waiting stock stop: %s", (field, value) => {
    expect(stop.get(field)).toEqual(value);
  });

  it.each([
    [
      "an index future's SL leg, in points, LONG side",
      conditionRow({
        ACCOUNT_NO: "058C0000058",
        SYMBOL: "VN30F2603",
        SIDE: "B",
        STOP_ORDER_TYPE: "sl_tp",
        STOP_ORDER_SUB_TYPE: "SL",
        PLACED_PRICE: 195_050,
        TRIGGER_PRICE: 194_000,
        RELATION: "GTEQ",
        SPREAD: 50,
      }),
      true,
      {
        side: { key: "trading.side.long" },
        leg: { key: "trading.condDetail.legs.SL" },
        placedPrice: { text: "1,950.50" },
        spread: { text: "0.50" },
      },
    ],
    [
      "a triggered market-price stop: the keyword, the order it sent",
      conditionRow({
        PRICE_TYPE: "MP",
        PLACED_PRICE: null,
        C_SO_PRICE: "MP",
        STATUS_NEW: "TRIGGERED",
        TRIGGERED_DATE: "10/03/2026",
        FO_PK_ORDER_ID: "900",
      }),
      false,
      {
        placedPrice: { text: "MP" },
        sentPrice: { text: "MP" },
        triggered: { text: "10/03/2026" },
        sentOrder: { text: "900" },
      },
    ],
    [
      "a trailing stop: the amount, no trigger",
      conditionRow({
        STOP_ORDER_TYPE: "stock_trail",
        TRIGGER_PRICE: null,
        RELATION: null,
        TRAILING_AMOUNT: 1_500,
      }),
      false,
      {
        type: { key: "trading.kind.trailing_stop" },
        trigger: { text: NONE },
        trailingAmount: { text: "1.50" },
      },
    ],
    [
      "an unknown type shows as the wire names it",
      conditionRow({ STOP_ORDER_TYPE: "mystery" }),
      false,
      { type: { text: "mystery" } },
    ],
  ] as const)("%s", (_case, row, derivative, expected) => {
    const rows = conditionalDetailRows(row, derivative, "vi");
    for (const [field, value] of Object.entries(expected)) expect(rows.get(field as never)).toEqual(value);
  });

  it("lists every field once, in the view's order", () => {
    expect([...stop.keys()]).toEqual([...DETAIL_FIELDS]);
    expect(new Set(DETAIL_FIELDS).size).toBe(DETAIL_FIELDS.length);
  });

  it.each(["vi", "en"] as const)(
    "has a label for every field and every key a value names in %s",
    (language) => {
      const keys = [
        ...DETAIL_FIELDS.map((field) => `trading.condDetail.fields.${field}`),
        "trading.condDetail.legs.SL",
        "trading.condDetail.legs.TP",
      ];
      for (const key of keys) expect(i18next.exists(key, { lng: language }), key).toBe(true);
    },
  );
});
