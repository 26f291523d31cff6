import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MARGIN_POLICY,
  marginValueOf,
  type MarginHolding,
  type MarginPolicy,
} from "../ledger/margin-rules";
import { brokerOrder } from "../test-support/orders";
import { leavesOf, type BrokerOrder } from "./broker-order";
import { OpenOrders } from "./open-orders";

const isMargin = (account: string) => account.endsWith("6");
const ACCOUNTS = ["0001001", "0001006", "0002006"];
const SYMBOLS = ["AAA", "BBB", "CCC"];

/** A version of order `orderNo`: its account, symbol and side fixed by the number, the rest random. */
const version = fc
  .record({
    orderNo: fc.integer({ min: 1, max: 12 }),
    volume: fc.integer({ min: 1, max: 50 }).map((lots) => lots * 100),
    filledShare: fc.integer({ min: 0, max: 4 }),
    holdPrice: fc.integer({ min: 100, max: 2_000 }).map((ticks) => ticks * 50),
    state: fc.constantFrom<BrokerOrder["state"]>("SENDING", "WAITING", "OPEN", "DONE"),
    outRoom: fc.boolean(),
  })
  .map(({ orderNo, volume, filledShare, holdPrice, state, outRoom }) =>
    brokerOrder({
      orderNo,
      account: ACCOUNTS[orderNo % ACCOUNTS.length] as string,
      symbol: SYMBOLS[orderNo % SYMBOLS.length] as string,
      side: orderNo % 4 === 0 ? "S" : "B",
      volume,
      matched: Math.floor((volume * filledShare) / 400 / 100) * 100,
      holdPrice,
      state,
      outRoom,
    }),
  );

/** The scan the aggregate replaces: every latest version looked at. */
function scanned(latest: ReadonlyMap<number, BrokerOrder>) {
  const orders = [...latest.values()];
  const open = (account: string) => orders.filter((o) => o.account === account && o.state !== "DONE");
  const buyLines = (account: string): MarginHolding[] =>
    open(account)
      .filter((o) => o.side === "B")
      .map((o) => ({ symbol: o.symbol, volume: leavesOf(o), price: o.holdPrice }));
  const roomLines = (symbol: string): MarginHolding[] =>
    orders
      .filter((o) => isMargin(o.account) && o.symbol === symbol && o.side === "B" && !o.outRoom)
      .map((o) => ({ symbol, volume: leavesOf(o), price: o.holdPrice }));
  return { open, buyLines, roomLines };
}

const policy: MarginPolicy = {
  ...DEFAULT_MARGIN_POLICY,
  loanRatesPpm: { AAA: 500_000, BBB: 300_000, CCC: 0 },
};

describe("OpenOrders", () => {
  it("agrees with a scan of every order's latest version, whatever the sequence of versions", () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 80 }), (versions) => {
        const open = new OpenOrders(isMargin);
        const latest = new Map<number, BrokerOrder>();
        for (const order of versions) {
          open.replace(latest.get(order.orderNo), order);
          latest.set(order.orderNo, order);
        }
        const scan = scanned(latest);
        for (const account of ACCOUNTS) {
          expect(new Set(open.of(account))).toEqual(new Set(scan.open(account)));
          // The margin rules see the same collateral from one line per symbol as from one per order.
          expect(marginValueOf(open.buyLinesOf(account), policy)).toBe(
            marginValueOf(scan.buyLines(account), policy),
          );
        }
        for (const symbol of SYMBOLS)
          expect(marginValueOf([{ symbol, volume: 1, price: open.roomBuyValueOf(symbol) }], policy)).toBe(
            marginValueOf(scan.roomLines(symbol), policy),
          );
      }),
    );
  });

  it("holds a buy's leaves at its hold price until it is done", () => {
    const open = new OpenOrders(isMargin);
    const placed = brokerOrder({ account: "0001006", volume: 1_000, holdPrice: 20_000 });
    open.replace(undefined, placed);
    expect(open.buyLinesOf("0001006")).toEqual([{ symbol: "AAA", volume: 1, price: 20_000_000 }]);
    expect(open.roomBuyValueOf("AAA")).toBe(20_000_000);

    const partly = { ...placed, matched: 400 };
    open.replace(placed, partly);
    expect(open.buyLinesOf("0001006")).toEqual([{ symbol: "AAA", volume: 1, price: 12_000_000 }]);

    const done = { ...partly, state: "DONE" as const };
    open.replace(partly, done);
    expect(open.buyLinesOf("0001006")).toEqual([]);
    expect(open.roomBuyValueOf("AAA")).toBe(0);
    expect(open.of("0001006")).toEqual([]);
  });

  it("leaves an out-room buy out of the broker's room, and a sell out of both", () => {
    const open = new OpenOrders(isMargin);
    open.replace(undefined, brokerOrder({ orderNo: 1, account: "0001006", outRoom: true }));
    open.replace(undefined, brokerOrder({ orderNo: 2, account: "0001006", side: "S" }));
    expect(open.roomBuyValueOf("AAA")).toBe(0);
    expect(open.buyLinesOf("0001006")).toEqual([{ symbol: "AAA", volume: 1, price: 20_000_000 }]);
    expect(open.of("0001006").map((order) => order.orderNo)).toEqual([1, 2]);
  });
});
