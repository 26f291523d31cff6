/**
 * The order book's rows re-render only when their order changed (order-book-tab.tsx): a reload
 * brings fresh objects, and a new order on top shifts every index, so the row compares fields.
 */
import type { NormalOrderRow } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { sameOrderRow } from "./order-book-tab";
import { orderRow } from "./order-row-fixture";

const ORDER = orderRow("100001");

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
