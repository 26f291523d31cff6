import { describe, expect, it } from "vitest";
import type { NormalOrderStatusCode } from "../wire/core-books";
import {
  ALL_NORMAL_ORDER_STATUS_CODES,
  isNormalOrderStatusCode,
  normalOrderStatusLabel,
  parseNormalOrderStatus,
} from "./normal-order-status";

describe("normal order status labels", () => {
  it.each<[NormalOrderStatusCode, string, string]>([
    ["0", "Chờ gửi", "Waiting"],
    ["1", "Chờ khớp", "Pending"],
    ["2", "Chờ hủy", "Pending cancel"],
    ["3", "Chờ sửa", "Pending edit"],
    ["4", "Đã hủy", "Canceled"],
    ["5", "Đã sửa", "Edited"],
    ["6", "Khớp một phần", "Partially matched"],
    ["7", "Đã khớp", "Matched"],
    ["8", "Khớp một phần, đã hủy", "Partially matched, canceled"],
    ["9", "Hủy một phần", "Partially canceled"],
  ])("accounts-session §4: normal order status code %s", (code, vi, en) => {
    expect(normalOrderStatusLabel(code, "vi")).toBe(vi);
    expect(normalOrderStatusLabel(code, "en")).toBe(en);
  });

  it("accounts-session §4 lists ten codes, 0 to 9", () => {
    expect(ALL_NORMAL_ORDER_STATUS_CODES).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });
});

describe("parsing status codes", () => {
  it.each<[string | number, NormalOrderStatusCode | null]>([
    [7, "7"],
    ["6", "6"],
    [" 0 ", "0"],
    [10, null],
    ["", null],
    ["PM", null],
    [1.5, null],
    ["toString", null],
  ])("accounts-session §3: status_code %o reads as %s", (value, expected) => {
    expect(parseNormalOrderStatus(value)).toBe(expected);
  });

  it.each([
    ["9", true],
    ["09", false],
    ["-1", false],
  ])("%o is a status code: %s", (value, expected) => {
    expect(isNormalOrderStatusCode(value)).toBe(expected);
  });
});
