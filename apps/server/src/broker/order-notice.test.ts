import { describe, expect, it } from "vitest";
import { wireOrderNotice } from "./order-notice";
import { brokerOrder } from "./test-support/orders";

describe("order notices on the wire (accounts-session §4)", () => {
  it.each([
    ["PENDING", brokerOrder(), 1_000, 20_000, { type: "I", status_code: "1", volume: 1_000 }],
    [
      "PARTIALLY_MATCHED",
      brokerOrder({ matched: 300 }),
      300,
      19_950,
      { type: "P", status_code: "6", volume: 300, showPrice: 19_950 },
    ],
    [
      "MATCHED",
      brokerOrder({ matched: 1_000, state: "DONE", doneReason: "FILLED" }),
      700,
      20_000,
      { type: "F", status_code: "7", matchVolume: 1_000 },
    ],
    [
      "CANCELLED",
      brokerOrder({ state: "DONE", doneReason: "CANCELLED" }),
      1_000,
      20_000,
      { type: "C", status_code: "4" },
    ],
    [
      "PARTIALLY_CANCELLED",
      brokerOrder({ matched: 300, state: "DONE", doneReason: "CANCELLED" }),
      700,
      20_000,
      { type: "X", status_code: "8" },
    ],
    [
      "REJECTED",
      brokerOrder({ state: "DONE", doneReason: "REJECTED" }),
      1_000,
      20_000,
      { type: "R", status_code: "4" },
    ],
  ] as const)("%s", (kind, order, volume, price, expected) => {
    expect(wireOrderNotice({ kind, order, volume, price }, 5)).toMatchObject({
      seq: 5,
      orderNo: "1",
      accountCode: "0001001",
      symbol: "AAA",
      side: "B",
      ...expected,
    });
  });

  it("shows a market order's keyword as its price until it fills", () => {
    const order = brokerOrder({ priceType: "ATO", limitPrice: 0 });
    expect(wireOrderNotice({ kind: "PENDING", order, volume: 1_000, price: 0 }, 1).showPrice).toBe("ATO");
  });
});
