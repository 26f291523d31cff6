import { describe, expect, it } from "vitest";
import type { ConditionOrderStatus } from "../wire/core-books";
import {
  conditionalOrderStatusLabel,
  isConditionOrderStatus,
  rejectionReason,
} from "./conditional-order-status";

describe("conditional order status labels", () => {
  it.each<[ConditionOrderStatus, string, string]>([
    ["PENDING_TRIGGER", "Chờ kích hoạt", "Pending trigger"],
    ["TRIGGERED", "Đã kích hoạt", "Triggered"],
    ["PARTIAL_FILLED", "Khớp một phần", "Partially matched"],
    ["FILLED", "Đã khớp", "Matched"],
    ["PARTIAL_FILLED_CANCEL", "Khớp một phần, đã hủy", "Partially matched, canceled"],
    ["CANCELED", "Đã hủy", "Canceled"],
    ["EXPIRED", "Hết hiệu lực", "Expired"],
    ["REJECTED", "Bị từ chối", "Rejected"],
    ["PENDING_CANCEL", "Chờ hủy", "Pending cancel"],
  ])("accounts-session §4, order-entry §4: conditional status %s", (status, vi, en) => {
    expect(conditionalOrderStatusLabel(status, "vi")).toBe(vi);
    expect(conditionalOrderStatusLabel(status, "en")).toBe(en);
  });

  it.each([
    ["FILLED", true],
    ["filled", false],
    ["DONE", false],
  ])("%s is a conditional status: %s", (value, expected) => {
    expect(isConditionOrderStatus(value)).toBe(expected);
  });
});

describe("rejectionReason", () => {
  it.each<[ConditionOrderStatus, string | null | undefined, string | null]>([
    ["REJECTED", "Price outside band", "Price outside band"],
    ["REJECTED", "  ", null],
    ["REJECTED", null, null],
    ["REJECTED", undefined, null],
    ["CANCELED", "Price outside band", null],
  ])("accounts-session §4: rejected orders show the reason (%s, %s)", (status, reason, expected) => {
    expect(rejectionReason({ status, reason })).toBe(expected);
  });
});
