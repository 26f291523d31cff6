/** Closing a futures position (accounts-session §3 net; order-entry §5, §9: 500 contracts per order). */
import { describe, expect, it } from "vitest";
import { closingOrder } from "./close-position";

describe("closingOrder", () => {
  it.each([
    ["a LONG of 3 closes with a SHORT of 3", 3, { side: "S", volume: 3, rest: 0 }],
    ["a SHORT of 2 closes with a LONG of 2", -2, { side: "B", volume: 2, rest: 0 }],
    ["a LONG of exactly 500 in one order", 500, { side: "S", volume: 500, rest: 0 }],
    ["a LONG of 501: 500 now, 1 after", 501, { side: "S", volume: 500, rest: 1 }],
    ["a SHORT of 1,200: 500 now, 700 after", -1_200, { side: "B", volume: 500, rest: 700 }],
    ["nothing open", 0, null],
    ["not a whole number of contracts", 1.5, null],
  ] as const)("%s", (_rule, net, expected) => {
    expect(closingOrder(net)).toEqual(expected);
  });
});
