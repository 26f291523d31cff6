import { describe, expect, it } from "vitest";
import { ManualClock } from "../../clock/market-clock";
import type { NewOrder, OrderCommand } from "../../orders/order-commands";
import { FakeExchange } from "./fake-exchange";
import { at } from "./market-run";
import { testUniverse } from "./test-universe";

const universe = testUniverse({ hose: 6, hnx: 3, upcom: 3, warrants: 1, vn30: 4 });

function exchangeAt(time: number): FakeExchange {
  const clock = new ManualClock(at(8, 0));
  const exchange = new FakeExchange(universe.instruments, universe.indices, clock);
  exchange.advanceTo(time);
  return exchange;
}

let ids = 0;
function order(fields: Partial<NewOrder> & Pick<NewOrder, "symbol">): NewOrder {
  return {
    type: "new",
    clientOrderId: `T${++ids}`,
    account: "A-B",
    side: "B",
    priceType: "LO",
    volume: 100,
    ...fields,
  };
}

function reference(exchange: FakeExchange, symbol: string): number {
  return exchange.day(symbol)?.reference ?? 0;
}

describe("the fake exchange refuses what the exchange refuses", () => {
  it.each<[string, (exchange: FakeExchange) => OrderCommand[], string]>([
    ["an unknown symbol", () => [order({ symbol: "NOPE", price: 10_000 })], "EX-1001"],
    ["an order on a bond", () => [order({ symbol: "H000B2401", price: 100_000 })], "EX-1002"],
    ["a price off the tick", (x) => [order({ symbol: "N000", price: reference(x, "N000") + 10 })], "EX-1101"],
    [
      "a price above the ceiling",
      (x) => [order({ symbol: "N000", price: (x.day("N000")?.ceiling ?? 0) + 100 })],
      "40040",
    ],
    ["a limit order without a price", () => [order({ symbol: "N000" })], "EX-1102"],
    [
      "a volume off the lot",
      (x) => [order({ symbol: "N000", price: reference(x, "N000"), volume: 150 })],
      "EX-1201",
    ],
    [
      "more than 500,000 shares",
      (x) => [order({ symbol: "N000", price: reference(x, "N000"), volume: 500_100 })],
      "EX-1202",
    ],
    [
      "more than 500 contracts",
      (x) => [order({ symbol: "VN30F2506", price: reference(x, "VN30F2506"), volume: 501 })],
      "EX-1202",
    ],
    ["an odd-lot market order", () => [order({ symbol: "N000", priceType: "MTL", volume: 10 })], "40048"],
    ["ATO in continuous trading", () => [order({ symbol: "H001", priceType: "ATO" })], "40041"],
    ["MOK on HOSE", () => [order({ symbol: "H001", priceType: "MOK" })], "40047"],
    ["MTL on UPCOM", () => [order({ symbol: "U000", priceType: "MTL" })], "40047"],
    ["PLO in continuous trading", () => [order({ symbol: "N000", priceType: "PLO" })], "40049"],
    ["a market order with nothing to take", () => [order({ symbol: "N000", priceType: "MAK" })], "EX-1401"],
    [
      "an order on the other side of an open one",
      (x) => [
        order({ symbol: "N000", price: reference(x, "N000") - 500 }),
        order({ symbol: "N000", side: "S", price: reference(x, "N000") + 500 }),
      ],
      "EX-1403",
    ],
    [
      "a repeated client order id",
      (x) => [
        order({ symbol: "N000", price: reference(x, "N000"), clientOrderId: "SAME" }),
        order({ symbol: "N001", price: reference(x, "N001"), clientOrderId: "SAME" }),
      ],
      "EX-1301",
    ],
    [
      "a foreign buy beyond the room",
      (x) => [
        order({ symbol: "N000", price: reference(x, "N000"), volume: 500_000, investor: "FOREIGN" }),
        order({ symbol: "H003", price: reference(x, "H003"), volume: 100_000, investor: "FOREIGN" }),
      ],
      "EX-1404",
    ],
    ["a cancel of an unknown order", () => [{ type: "cancel", account: "A-B", orderId: 999_999 }], "EX-1302"],
    [
      "a put-through deal below the HOSE minimum",
      (x) => [
        {
          type: "deal",
          buyAccount: "P-B",
          sellAccount: "Q-S",
          buyFirm: "001",
          sellFirm: "002",
          symbol: "H001",
          price: reference(x, "H001"),
          volume: 10_000,
        },
      ],
      "EX-1502",
    ],
    [
      "a withdrawal of an unknown advert",
      () => [{ type: "withdraw", account: "P-B", advertId: 424_242 }],
      "EX-1503",
    ],
  ])("%s", (_, commands, code) => {
    const exchange = exchangeAt(at(10, 0));
    const results = commands(exchange).map((command) => exchange.execute(command));
    expect(results.at(-1)).toEqual({ ok: false, code });
    expect(results.slice(0, -1).every((result) => result.ok)).toBe(true);
  });

  it("refuses amendments that change both, nothing, or go below the filled volume", () => {
    const exchange = exchangeAt(at(10, 0));
    const price = reference(exchange, "N000");
    expect(
      exchange.execute(order({ symbol: "N000", side: "S", account: "X-S", price, volume: 100 })).ok,
    ).toBe(true);
    const buy = exchange.execute(order({ symbol: "N000", price, volume: 300 }));
    if (!buy.ok || buy.orderId === undefined) throw new Error("buy refused");
    const amend = (fields: { price?: number; volume?: number }) =>
      exchange.execute({ type: "replace", account: "A-B", orderId: buy.orderId as number, ...fields });
    expect(amend({ price: price - 100, volume: 200 })).toEqual({ ok: false, code: "EX-1304" });
    expect(amend({ price })).toEqual({ ok: false, code: "EX-1305" });
    expect(amend({ volume: 100 })).toEqual({ ok: false, code: "EX-1306" });
    expect(amend({ volume: 200 }).ok).toBe(true);
    expect(exchange.execute({ type: "cancel", account: "Z-B", orderId: buy.orderId })).toEqual({
      ok: false,
      code: "EX-1303",
    });
  });

  it("takes nothing at lunch and no cancellation in a call", () => {
    const lunch = exchangeAt(at(12, 0));
    expect(lunch.execute(order({ symbol: "N000", price: reference(lunch, "N000") }))).toEqual({
      ok: false,
      code: "96024",
    });
    const call = exchangeAt(at(9, 5));
    const placed = call.execute(order({ symbol: "H001", price: reference(call, "H001") }));
    if (!placed.ok || placed.orderId === undefined) throw new Error("refused");
    expect(call.execute({ type: "cancel", account: "A-B", orderId: placed.orderId })).toEqual({
      ok: false,
      code: "96024",
    });
    expect(call.execute(order({ symbol: "H001", side: "S", price: reference(call, "H001") }))).toEqual({
      ok: false,
      code: "96043",
    });
  });

  it("matches continuously at the resting price and uncrosses the opening call at 09:15", () => {
    const exchange = exchangeAt(at(9, 5));
    const price = reference(exchange, "H001");
    exchange.execute(order({ symbol: "H001", account: "S-S", side: "S", price, volume: 200 }));
    exchange.execute(order({ symbol: "H001", price: exchange.day("H001")?.ceiling ?? 0, volume: 100 }));
    expect(exchange.day("H001")?.last).toBe(0);
    exchange.advanceTo(at(9, 15));
    expect(exchange.day("H001")?.last).toBeGreaterThan(0);
    expect(exchange.depth("H001", "lot", "S", 1)).toEqual([{ price, volume: 100, orders: 1 }]);
    exchange.execute(
      order({ symbol: "H001", account: "C-B", price: exchange.day("H001")?.ceiling ?? 0, volume: 100 }),
    );
    expect(exchange.day("H001")?.last).toBe(price);
  });
});
