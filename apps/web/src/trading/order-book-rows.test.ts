/**
 * The order book's rows re-render only when their order changed (order-book-tab.tsx): a reload
 * brings fresh objects, and a new order on top shifts every index, so the row compares fields.
 */
import type { NormalOrderRow } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { sameOrderRow } from "./order-book-tab";

const ORDER: NormalOrderRow = {
  orderNo: "100001",
  pk_orderNo: "",
  accountCode: "058C0000011",
  symbol: "FPT",
  side: "B",
  showPrice: 92_100,
  volume: 300,
  matchVolume: 0,
  status: "1",
  quote: "Y",
  autoType: "",
  product: "daily",
  cancelTime: "",
  order_out_room: false,
  time: "09:20:57",
};

describe("sameOrderRow", () => {
  it("holds for a fresh copy of the same order (a reload that changed nothing)", () => {
    expect(sameOrderRow(ORDER, structuredClone(ORDER))).toBe(true);
  });

  it("fails when a fill or a status moved", () => {
    expect(sameOrderRow(ORDER, { ...ORDER, matchVolume: 100, status: "6" })).toBe(false);
    expect(sameOrderRow(ORDER, { ...ORDER, status: "4", cancelTime: "10:01:02" })).toBe(false);
  });

  it("fails when the answer carries a field the other lacks", () => {
    expect(sameOrderRow(ORDER, { ...ORDER, extra: 1 } as NormalOrderRow)).toBe(false);
  });
});
