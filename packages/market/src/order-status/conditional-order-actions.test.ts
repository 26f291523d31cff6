import { describe, expect, it } from "vitest";
import type { ConditionType } from "../orders/order-terms";
import {
  conditionalOrderActions,
  conditionTypeOf,
  type ConditionalBookVariant,
} from "./conditional-order-actions";
import type { ConditionOrderStatus } from "../wire/core-books";

describe("conditional cancel", () => {
  it.each<[ConditionOrderStatus, ConditionType, boolean]>([
    ["PENDING_TRIGGER", "stop", true],
    ["PENDING_TRIGGER", "oco", true],
    ["TRIGGERED", "stop", false],
    ["PARTIAL_FILLED", "sl_tp", false],
    ["REJECTED", "trailing_stop", false],
    ["TRIGGERED", "tco", true],
    ["PARTIAL_FILLED", "tco", true],
    ["REJECTED", "tco", true],
    ["FILLED", "tco", false],
    ["EXPIRED", "tco", false],
    ["CANCELED", "stop", false],
    ["PENDING_CANCEL", "stop", false],
  ])(
    "accounts-session §4: cancel for PENDING_TRIGGER; a TCO also when TRIGGERED, PARTIAL_FILLED or REJECTED (%s, %s)",
    (status, conditionType, expected) => {
      expect(conditionalOrderActions({ status, conditionType, variant: 1, priceType: "LO" }).canCancel).toBe(
        expected,
      );
    },
  );
});

describe("conditional edit", () => {
  it.each<[ConditionalBookVariant, ConditionType, boolean]>([
    [1, "stop", true],
    [1, "sl_tp", true],
    [1, "oco", true],
    [1, "tco", false],
    [1, "trailing_stop", false],
    [2, "stop", true],
    [2, "sl_tp", true],
    [2, "tco", true],
    [2, "trailing_stop", false],
    [2, "oco", false],
  ])(
    "accounts-session §4: edit for types other than TCO and trailing stop (variant 1) or trailing stop and OCO (variant 2): variant %i %s",
    (variant, conditionType, expected) => {
      expect(
        conditionalOrderActions({ status: "PENDING_TRIGGER", conditionType, variant, priceType: "LO" })
          .canEdit,
      ).toBe(expected);
    },
  );

  it.each(["MTL", "MAK", "ATC"])(
    "accounts-session §5: market-price orders cannot be edited in the condition order book (%s)",
    (priceType) => {
      expect(
        conditionalOrderActions({ status: "PENDING_TRIGGER", conditionType: "stop", variant: 2, priceType }),
      ).toEqual({ canCancel: true, canEdit: false });
    },
  );

  it.each<ConditionOrderStatus>(["TRIGGERED", "PARTIAL_FILLED", "REJECTED", "CANCELED"])(
    "accounts-session §8 (40036): edit only while pending activation (%s)",
    (status) => {
      expect(
        conditionalOrderActions({ status, conditionType: "stop", variant: 2, priceType: "LO" }).canEdit,
      ).toBe(false);
    },
  );
});

describe("conditionTypeOf", () => {
  it.each<[string, ConditionType | null]>([
    ["stock_tco", "tco"],
    ["stock_sltp", "sl_tp"],
    ["stock_stop", "stop"],
    ["stock_trail", "trailing_stop"],
    ["trailing", "trailing_stop"],
    ["TCO", "tco"],
    ["oco", "oco"],
    ["arbitrage", "arbitrage"],
    ["constructor", null],
    ["", null],
  ])("order-entry §9 condition type names: %s → %s", (name, expected) => {
    expect(conditionTypeOf(name)).toBe(expected);
  });
});
