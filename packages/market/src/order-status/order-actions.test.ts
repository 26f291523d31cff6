import { describe, expect, it } from "vitest";
import type { PriceType } from "../price-keywords";
import type { NormalOrderStatusCode } from "../wire/core-books";
import { normalOrderActions, orderPriceType, type OrderActions } from "./order-actions";

const BOTH: OrderActions = { canCancel: true, canEdit: true };
const CANCEL_ONLY: OrderActions = { canCancel: true, canEdit: false };
const NONE: OrderActions = { canCancel: false, canEdit: false };

describe("normalOrderActions", () => {
  it.each<[NormalOrderStatusCode | null, PriceType, OrderActions]>([
    ["1", "LO", BOTH],
    ["6", "LO", BOTH],
    ["5", "LO", BOTH],
    ["5", "ATC", CANCEL_ONLY],
    ["1", "MTL", BOTH],
    ["0", "LO", NONE],
    ["2", "LO", NONE],
    ["3", "LO", NONE],
    ["4", "LO", NONE],
    ["7", "LO", NONE],
    ["8", "LO", NONE],
    ["9", "LO", NONE],
    [null, "LO", NONE],
  ])(
    "accounts-session §4: cancel/edit show only while pending (1, or 5 edited and still resting) or partially matched (status %s, %s)",
    (status, priceType, expected) => {
      expect(normalOrderActions({ status, priceType })).toEqual(expected);
    },
  );

  it.each<[NormalOrderStatusCode, PriceType, OrderActions]>([
    ["1", "MOK", NONE],
    ["6", "MAK", NONE],
  ])("accounts-session §4: no cancel/edit for MOK/MAK (status %s, %s)", (status, priceType, expected) => {
    expect(normalOrderActions({ status, priceType })).toEqual(expected);
  });

  it.each<[NormalOrderStatusCode, PriceType, OrderActions]>([
    ["1", "PLO", NONE],
    ["1", "MP", NONE],
  ])(
    "market-rules §6: PLO is never amended or cancelled; MP is accepted nowhere (status %s, %s)",
    (status, priceType, expected) => {
      expect(normalOrderActions({ status, priceType })).toEqual(expected);
    },
  );

  it.each<[NormalOrderStatusCode, PriceType, OrderActions]>([
    ["1", "ATO", CANCEL_ONLY],
    ["1", "ATC", CANCEL_ONLY],
    ["6", "ATC", CANCEL_ONLY],
  ])("accounts-session §4: edit is hidden for ATO and ATC (status %s, %s)", (status, priceType, expected) => {
    expect(normalOrderActions({ status, priceType })).toEqual(expected);
  });
});

describe("orderPriceType", () => {
  it.each<[string | number, PriceType]>([
    ["ATO", "ATO"],
    [" atc ", "ATC"],
    ["MAK", "MAK"],
    ["25.55", "LO"],
    [25_550, "LO"],
  ])("order-entry §9 price codes: showPrice %o is %s", (showPrice, expected) => {
    expect(orderPriceType(showPrice)).toBe(expected);
  });
});
