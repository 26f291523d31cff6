import { describe, expect, it } from "vitest";
import type { Language } from "../format/language";
import type { ActivationState, NormalOrderStatusCode } from "../wire/core-books";
import {
  activationStateLabel,
  advanceOrderActions,
  derivativeOrderStatusLabel,
  derivativeStatusAsNormal,
  orderBookStatusCode,
} from "./derivative-order-status";
import type { OrderActions } from "./order-actions";

describe("derivative status strings", () => {
  it.each<[string, NormalOrderStatusCode | null]>([
    ["P", "1"],
    ["PM", "6"],
    ["PMC", "6"],
    ["PCM", "6"],
    ["PMX", "8"],
    ["PMWX", "8"],
    ["PW", "2"],
    ["PMW", "2"],
    ["PCW", "2"],
    ["pm", "6"],
    ["XYZ", null],
    ["", null],
  ])(
    "accounts-session §4: derivative strings PMC/PCM, PM, PMX/PMWX, PW/PMW/PCW, P (%o → %s)",
    (status, expected) => {
      expect(derivativeStatusAsNormal(status)).toBe(expected);
    },
  );

  it.each<[string | null | undefined, NormalOrderStatusCode]>([
    ["Y", "1"],
    ["N", "3"],
    [null, "3"],
    [undefined, "3"],
  ])(
    "accounts-session §4: PC means pending when quote=Y, else pending edit (quote %s)",
    (quote, expected) => {
      expect(derivativeStatusAsNormal("PC", quote)).toBe(expected);
    },
  );

  it.each<[string, string | null, Language, string]>([
    ["PM", null, "vi", "Khớp một phần"],
    ["PC", "N", "en", "Pending edit"],
    ["PC", "Y", "vi", "Chờ khớp"],
    ["PMWX", null, "en", "Partially matched, canceled"],
    ["ZZ", null, "en", "ZZ"],
  ])("accounts-session §4: derivative status %s labelled in %s", (status, quote, language, expected) => {
    expect(derivativeOrderStatusLabel(status, quote, language)).toBe(expected);
  });
});

describe("orderBookStatusCode", () => {
  it.each<[string | number, string | null, NormalOrderStatusCode | null]>([
    [7, null, "7"],
    ["4", null, "4"],
    ["PMX", "N", "8"],
    ["PC", "Y", "1"],
    ["PC", "N", "3"],
    ["??", null, null],
    [42, null, null],
  ])(
    "accounts-session §3, §4: a book row's status is a code or a derivative string (%o, quote %s)",
    (status, quote, expected) => {
      expect(orderBookStatusCode(status, quote)).toBe(expected);
    },
  );
});

describe("activation state", () => {
  it.each<[ActivationState, string, string, OrderActions]>([
    ["0", "Chờ kích hoạt", "Waiting to activate", { canCancel: true, canEdit: false }],
    ["1", "Đã kích hoạt", "Activated", { canCancel: false, canEdit: false }],
    ["2", "Đã hủy", "Canceled", { canCancel: false, canEdit: false }],
  ])("accounts-session §4: 0 waiting to activate, 1 activated, 2 canceled (%s)", (state, vi, en, actions) => {
    expect(activationStateLabel(state, "vi")).toBe(vi);
    expect(activationStateLabel(state, "en")).toBe(en);
    expect(advanceOrderActions(state)).toEqual(actions);
  });
});
