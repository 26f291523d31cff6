import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Side } from "@bangia/market";
import { brokerOrder } from "../test-support/orders";
import type { BrokerOrder } from "./broker-order";
import { PlannedVolumes } from "./planned-volumes";

const USERS = ["u1", "u2"];
const SYMBOLS = ["AAA", "BBB"];
const DATES = ["2026-06-01", "2026-06-02"];

/** A version of order `orderNo`: its user, symbol and side fixed by the number, the rest random. */
const version = fc
  .record({
    orderNo: fc.integer({ min: 1, max: 16 }),
    volume: fc.integer({ min: 1, max: 50 }).map((lots) => lots * 100),
    filledShare: fc.integer({ min: 0, max: 4 }),
    state: fc.constantFrom<BrokerOrder["state"]>("SENDING", "WAITING", "OPEN", "DONE"),
    // An advance order placed one day is sent (and dated) the next.
    tradeDate: fc.constantFrom(...DATES),
  })
  .map(({ orderNo, volume, filledShare, state, tradeDate }) =>
    brokerOrder({
      orderNo,
      userId: USERS[orderNo % USERS.length] as string,
      symbol: SYMBOLS[Math.floor(orderNo / 2) % SYMBOLS.length] as string,
      side: orderNo % 3 === 0 ? "S" : "B",
      volume,
      matched: Math.floor((volume * filledShare) / 400 / 100) * 100,
      state,
      tradeDate,
    }),
  );

/** The pass over every order the tally replaces (the desk's insider check before it). */
function scanned(
  orders: Iterable<BrokerOrder>,
  user: string,
  symbol: string,
  date: string,
  side: Side | null,
) {
  let planned = 0;
  for (const order of orders)
    if (
      order.userId === user &&
      order.symbol === symbol &&
      order.tradeDate === date &&
      (side === null || order.side === side)
    )
      planned += order.state === "DONE" ? order.matched : order.volume;
  return planned;
}

describe("PlannedVolumes", () => {
  it("agrees with a pass over every order's latest version, whatever the sequence of versions", () => {
    fc.assert(
      fc.property(fc.array(version, { maxLength: 80 }), (versions) => {
        const planned = new PlannedVolumes();
        const latest = new Map<number, BrokerOrder>();
        for (const order of versions) {
          planned.replace(latest.get(order.orderNo), order);
          latest.set(order.orderNo, order);
        }
        for (const user of USERS)
          for (const symbol of SYMBOLS)
            for (const date of DATES)
              for (const side of ["B", "S", null] as const)
                expect(planned.of(user, symbol, date, side)).toBe(
                  scanned(latest.values(), user, symbol, date, side),
                );
      }),
    );
  });

  it("counts a working order whole, a done one by what it matched, and forgets past days", () => {
    const planned = new PlannedVolumes();
    const placed = brokerOrder({ userId: "u1", volume: 1_000, tradeDate: "2026-06-01" });
    planned.replace(undefined, placed);
    expect(planned.of("u1", placed.symbol, "2026-06-01", "B")).toBe(1_000);
    const cancelled = { ...placed, matched: 300, state: "DONE" as const };
    planned.replace(placed, cancelled);
    expect(planned.of("u1", placed.symbol, "2026-06-01", null)).toBe(300);

    planned.forgetBefore("2026-06-02");
    expect(planned.of("u1", placed.symbol, "2026-06-01", null)).toBe(0);
    // A version of a forgotten day's order (an advance order sent today) counts on its new day only.
    const sentToday = { ...placed, tradeDate: "2026-06-02", state: "OPEN" as const };
    planned.replace(placed, sentToday);
    expect(planned.of("u1", placed.symbol, "2026-06-02", "B")).toBe(1_000);
    expect(planned.of("u1", placed.symbol, "2026-06-01", null)).toBe(0);
  });
});
