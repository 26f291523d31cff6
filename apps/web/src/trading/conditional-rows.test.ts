/**
 * What a conditional book row shows and offers (accounts-session §3, §4), and the panel's own
 * type and action readers held to the market package's (conditional-rows.ts says why they are
 * copies): every status × type × book variant × price type answers the same.
 */
import { CONDITION_ORDER_STATUSES, conditionalOrderActions, conditionTypeOf } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { conditionRow } from "./conditional-row-fixture";
import { bookTypeOf, cancelsActivated, conditionalRowView, rowActions } from "./conditional-rows";

describe("conditionalRowView", () => {
  it.each([
    {
      rule: "a waiting stock stop: ≤ trigger, its limit, cancel and edit",
      row: conditionRow({}),
      derivative: false,
      view: {
        type: "stop",
        leg: null,
        trigger: "≤ 88.50",
        price: "88.00",
        status: "Chờ kích hoạt",
        canCancel: true,
        canEdit: true,
        activated: null,
        expands: false,
        reason: null,
      },
    },
    {
      rule: "a triggered stop whose child works: only the cancel of the activated order, its number and price",
      row: conditionRow({ STATUS_NEW: "TRIGGERED", FO_PK_ORDER_ID: "812", C_SO_PRICE: 88_000 }),
      derivative: false,
      view: {
        status: "Đã kích hoạt",
        canCancel: false,
        canEdit: false,
        activated: { orderNo: "812", price: "88.00" },
      },
    },
    {
      rule: "a triggered derivative stop sent at MTL: the keyword as its price",
      row: conditionRow({
        ACCOUNT_NO: "058C0000058",
        SYMBOL: "VN30F2603",
        STOP_ORDER_TYPE: "stop",
        STATUS_NEW: "PARTIAL_FILLED",
        FO_PK_ORDER_ID: "813",
        C_SO_PRICE: "MTL",
      }),
      derivative: true,
      view: { activated: { orderNo: "813", price: "MTL" } },
    },
    {
      rule: "a rejected stop: the reason, no action",
      row: conditionRow({ STATUS_NEW: "REJECTED", REASON: "96012" }),
      derivative: false,
      view: { status: "Bị từ chối", reason: "96012", canCancel: false, canEdit: false },
    },
    {
      rule: "a rejected TCO: still cancellable, expands, no trigger",
      row: conditionRow({
        STOP_ORDER_TYPE: "stock_tco",
        STATUS_NEW: "REJECTED",
        TRIGGER_PRICE: null,
        RELATION: null,
      }),
      derivative: false,
      view: { type: "tco", trigger: "", canCancel: true, canEdit: false, expands: true },
    },
    {
      rule: "a stock trailing stop: its amount, no edit on the stock book",
      row: conditionRow({
        STOP_ORDER_TYPE: "stock_trail",
        TRIGGER_PRICE: null,
        TRAILING_AMOUNT: 5_000,
        PLACED_PRICE: null,
      }),
      derivative: false,
      view: { type: "trailing_stop", trigger: "↕ 5.00", price: "—", canCancel: true, canEdit: false },
    },
    {
      rule: "a market-price stop: no edit (not-update-market-order)",
      row: conditionRow({ PRICE_TYPE: "MTL", PLACED_PRICE: null }),
      derivative: false,
      view: { price: "MTL", canCancel: true, canEdit: false },
    },
    {
      rule: "an OCO leg on the derivative book: points, the leg, no edit (variant 2)",
      row: conditionRow({
        ACCOUNT_NO: "058C0000058",
        SYMBOL: "VN30F2603",
        PK_ID: "7:SL",
        STOP_ORDER_TYPE: "oco",
        STOP_ORDER_SUB_TYPE: "SL",
        TRIGGER_PRICE: 190_000,
        PLACED_PRICE: null,
      }),
      derivative: true,
      view: { id: "7:SL", type: "oco", leg: "SL", trigger: "≤ 1,900.00", canCancel: true, canEdit: false },
    },
    {
      rule: "a derivative SL/TP leg: editable",
      row: conditionRow({
        ACCOUNT_NO: "058C0000058",
        SYMBOL: "VN30F2603",
        STOP_ORDER_TYPE: "sl_tp",
        STOP_ORDER_SUB_TYPE: "TP",
        RELATION: "GTEQ",
        TRIGGER_PRICE: 200_000,
      }),
      derivative: true,
      view: { type: "sl_tp", leg: "TP", trigger: "≥ 2,000.00", canEdit: true },
    },
  ] as const)("$rule", ({ row, derivative, view }) => {
    expect(conditionalRowView(row, derivative, "vi")).toMatchObject(view);
  });

  it("speaks English", () => {
    expect(conditionalRowView(conditionRow({ STATUS_NEW: "EXPIRED" }), false, "en").status).toBe("Expired");
  });
});

describe("cancelsActivated: the child a triggered order sent, while it may still work", () => {
  it.each([
    { status: "TRIGGERED", child: "812", type: "stop", offers: true },
    { status: "PARTIAL_FILLED", child: "812", type: "stop", offers: true },
    { status: "TRIGGERED", child: "812", type: "sl_tp", offers: true },
    { status: "TRIGGERED", child: "812", type: "oco", offers: true },
    { status: "TRIGGERED", child: "812", type: "trailing_stop", offers: true },
    { status: "TRIGGERED", child: null, type: "stop", offers: false },
    { status: "TRIGGERED", child: "", type: "stop", offers: false },
    { status: "TRIGGERED", child: "812", type: "tco", offers: false },
    { status: "TRIGGERED", child: "812", type: null, offers: false },
    { status: "PENDING_TRIGGER", child: null, type: "stop", offers: false },
    { status: "PENDING_CANCEL", child: "812", type: "stop", offers: false },
    { status: "FILLED", child: "812", type: "stop", offers: false },
    { status: "PARTIAL_FILLED_CANCEL", child: "812", type: "stop", offers: false },
    { status: "CANCELED", child: "812", type: "stop", offers: false },
    { status: "REJECTED", child: "812", type: "stop", offers: false },
    { status: "EXPIRED", child: "812", type: "stop", offers: false },
  ] as const)("$status, child $child, $type: $offers", ({ status, child, type, offers }) => {
    expect(cancelsActivated({ STATUS_NEW: status, FO_PK_ORDER_ID: child }, type)).toBe(offers);
  });
});

describe("the panel's readers agree with the market package's", () => {
  const names = [
    "stock_stop",
    "stock_tco",
    "stock_sltp",
    "stock_trail",
    "trailing",
    "STOP",
    "tco",
    "sl_tp",
    "trailing_stop",
    "oco",
    "arbitrage",
    "bogus",
  ];
  it.each(names)("bookTypeOf(%s)", (name) => {
    expect(bookTypeOf(name)).toBe(conditionTypeOf(name));
  });

  const types = ["stop", "tco", "sl_tp", "trailing_stop", "oco", "arbitrage"] as const;
  const cases = CONDITION_ORDER_STATUSES.flatMap((status) =>
    types.flatMap((type) =>
      ([1, 2] as const).flatMap((variant) =>
        ["LO", "MTL"].map((priceType) => ({ status, type, variant, priceType })),
      ),
    ),
  );
  it(`rowActions, over ${cases.length} cases`, () => {
    for (const input of cases)
      expect(rowActions(input), JSON.stringify(input)).toEqual(
        conditionalOrderActions({ ...input, conditionType: input.type }),
      );
  });
});
