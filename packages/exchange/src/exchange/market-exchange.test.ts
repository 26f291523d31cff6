import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeEvent, TradeExecuted } from "../events/exchange-event";
import type { NewOrder } from "../orders/order-commands";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import { MarketExchange } from "./market-exchange";

type OrderInput = { [K in keyof NewOrder]?: NewOrder[K] | undefined } & Pick<
  NewOrder,
  "symbol" | "side" | "volume"
>;

function market(start = "09:20") {
  const clock = new ManualClock(at(start));
  const exchange = new MarketExchange({ universe: tinyUniverse(), clock });
  const events: ExchangeEvent[] = [];
  exchange.subscribe((event) => events.push(event));
  let count = 0;
  const order = (input: OrderInput) =>
    exchange.execute({
      type: "new",
      clientOrderId: `c${++count}`,
      account: input.side === "B" ? "buyer" : "seller",
      priceType: "LO",
      ...input,
    } as NewOrder);
  const trades = () => events.filter((event): event is TradeExecuted => event.type === "trade");
  const moveTo = (time: string) => {
    clock.set(at(time));
    exchange.tick();
  };
  return { clock, exchange, events, order, trades, moveTo };
}

describe("continuous matching (market-rules §7)", () => {
  it("trades at the resting order's price", () => {
    const { order, trades } = market();
    order({ symbol: "AAA", side: "S", price: 20_100, volume: 1_000 });
    order({ symbol: "AAA", side: "B", price: 20_300, volume: 1_000 });
    expect(trades().map((trade) => [trade.price, trade.volume, trade.aggressor])).toEqual([
      [20_100, 1_000, "B"],
    ]);
  });

  it("numbers every event from 1 without gaps", () => {
    const { order, events } = market();
    order({ symbol: "AAA", side: "S", price: 20_100, volume: 1_000 });
    order({ symbol: "AAA", side: "B", price: 20_300, volume: 500 });
    order({ symbol: "AAA", side: "B", price: 99_999, volume: 100 });
    const first = events[0]?.seq ?? 0;
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => first + index));
  });

  it("fills a level in time priority", () => {
    const { order, exchange, trades } = market();
    const first = order({ symbol: "AAA", side: "S", price: 20_100, volume: 500, account: "s1" });
    const second = order({ symbol: "AAA", side: "S", price: 20_100, volume: 500, account: "s2" });
    order({ symbol: "AAA", side: "B", price: 20_100, volume: 700 });
    expect(trades().map((trade) => [trade.sellOrderId, trade.volume])).toEqual([
      [first.ok && first.orderId, 500],
      [second.ok && second.orderId, 200],
    ]);
    expect(exchange.depth("AAA", "lot", "S", 3)).toEqual([{ price: 20_100, volume: 300, orders: 1 }]);
  });
});

describe("order checks", () => {
  it.each([
    ["a price above the ceiling", { price: 21_450 }, "40040"],
    ["a price off the tick grid", { price: 20_020 }, "EX-1101"],
    ["a board-lot volume not in hundreds", { volume: 150 }, "EX-1201"],
    ["more than 500,000 shares", { volume: 500_100 }, "EX-1202"],
    ["an unknown symbol", { symbol: "ZZZ" }, "EX-1001"],
    ["an LO without a price", { price: undefined }, "EX-1102"],
    ["ATO in the continuous session", { priceType: "ATO" as const }, "40041"],
    ["PLO on HOSE", { priceType: "PLO" as const }, "40047"],
    ["MTL on the odd-lot board", { priceType: "MTL" as const, volume: 50 }, "40048"],
  ])("rejects %s", (_, change, code) => {
    const { order, events } = market();
    const result = order({ symbol: "AAA", side: "B", price: 20_000, volume: 100, ...change });
    expect(result).toEqual({ ok: false, code });
    expect(events.at(-1)).toMatchObject({ type: "rejected", code });
  });

  it("rejects a malformed command with a code instead of throwing", () => {
    const { exchange } = market();
    expect(exchange.execute({ type: "new", side: "X" } as unknown as NewOrder)).toEqual({
      ok: false,
      code: "EX-1000",
    });
    expect(exchange.execute(null as unknown as NewOrder)).toEqual({ ok: false, code: "EX-1000" });
  });

  it("refuses a repeated client order id from the same account", () => {
    const { exchange } = market();
    const command = {
      type: "new",
      clientOrderId: "same",
      account: "a",
      symbol: "AAA",
      side: "B",
      priceType: "LO",
      price: 20_000,
      volume: 100,
    } as const;
    expect(exchange.execute(command).ok).toBe(true);
    expect(exchange.execute(command)).toEqual({ ok: false, code: "EX-1301" });
  });

  it("takes nothing during the lunch break", () => {
    const { order } = market("12:00");
    expect(order({ symbol: "AAA", side: "B", price: 20_000, volume: 100 })).toEqual({
      ok: false,
      code: "96024",
    });
  });

  it("refuses an opposite-side order of the same account while the first is open", () => {
    const { order } = market();
    order({ symbol: "AAA", side: "B", price: 19_000, volume: 100, account: "me" });
    expect(order({ symbol: "AAA", side: "S", price: 21_000, volume: 100, account: "me" })).toEqual({
      ok: false,
      code: "EX-1403",
    });
  });

  it("refuses both sides in a call auction with 96043", () => {
    const { order } = market("09:05");
    order({ symbol: "AAA", side: "B", price: 19_000, volume: 100, account: "me" });
    expect(order({ symbol: "AAA", side: "S", price: 21_000, volume: 100, account: "me" })).toEqual({
      ok: false,
      code: "96043",
    });
  });
});

describe("market orders", () => {
  it("MTL sweeps the book and rests the rest one tick above its last fill", () => {
    const { order, exchange, events } = market();
    order({ symbol: "AAA", side: "S", price: 20_100, volume: 300, account: "s1" });
    order({ symbol: "AAA", side: "S", price: 20_200, volume: 300, account: "s2" });
    order({ symbol: "AAA", side: "B", priceType: "MTL", volume: 1_000 });
    expect(events.find((event) => event.type === "converted")).toMatchObject({ price: 20_250 });
    expect(exchange.depth("AAA", "lot", "B", 1)).toEqual([{ price: 20_250, volume: 400, orders: 1 }]);
  });

  it("MTL converts at most to the ceiling", () => {
    const { order, exchange } = market();
    order({ symbol: "AAA", side: "S", price: 21_400, volume: 100 });
    order({ symbol: "AAA", side: "B", priceType: "MTL", volume: 500 });
    expect(exchange.depth("AAA", "lot", "B", 1)[0]?.price).toBe(21_400);
  });

  it("a market order with no opposite order is rejected", () => {
    const { order } = market();
    expect(order({ symbol: "AAA", side: "B", priceType: "MTL", volume: 100 })).toEqual({
      ok: false,
      code: "EX-1401",
    });
  });

  it("MOK fills entirely or is cancelled entirely (HNX)", () => {
    const { order, trades, events } = market();
    order({ symbol: "HHH", side: "S", price: 12_000, volume: 300 });
    order({ symbol: "HHH", side: "B", priceType: "MOK", volume: 500 });
    expect(trades()).toHaveLength(0);
    expect(events.find((event) => event.type === "cancelled")).toMatchObject({
      reason: "UNFILLED_IMMEDIATE",
      volume: 500,
    });
    order({ symbol: "HHH", side: "B", priceType: "MOK", volume: 300 });
    expect(trades().map((trade) => trade.volume)).toEqual([300]);
  });

  it("MAK fills what it can and cancels the rest (HNX)", () => {
    const { order, events, exchange } = market();
    order({ symbol: "HHH", side: "S", price: 12_000, volume: 300 });
    order({ symbol: "HHH", side: "B", priceType: "MAK", volume: 500 });
    expect(events.find((event) => event.type === "cancelled")).toMatchObject({
      reason: "UNFILLED_IMMEDIATE",
      volume: 200,
    });
    expect(exchange.depth("HHH", "lot", "B", 1)).toEqual([]);
  });
});

describe("amendments (market-rules §6)", () => {
  it("changes the price or the volume, not both", () => {
    const { order, exchange } = market();
    const placed = order({ symbol: "AAA", side: "B", price: 19_000, volume: 500 });
    if (!placed.ok || placed.orderId === undefined) throw new Error("not placed");
    expect(
      exchange.execute({
        type: "replace",
        account: "buyer",
        orderId: placed.orderId,
        price: 19_050,
        volume: 600,
      }),
    ).toEqual({ ok: false, code: "EX-1304" });
  });

  it("a smaller volume keeps time priority; a larger one loses it", () => {
    const { order, exchange, trades } = market();
    const first = order({ symbol: "AAA", side: "B", price: 19_000, volume: 500, account: "b1" });
    const second = order({ symbol: "AAA", side: "B", price: 19_000, volume: 500, account: "b2" });
    if (!first.ok || !second.ok) throw new Error("not placed");
    exchange.execute({ type: "replace", account: "b1", orderId: first.orderId ?? 0, volume: 300 });
    order({ symbol: "AAA", side: "S", price: 19_000, volume: 100, account: "s1" });
    expect(trades().at(-1)?.buyOrderId).toBe(first.orderId);
    exchange.execute({ type: "replace", account: "b1", orderId: first.orderId ?? 0, volume: 900 });
    order({ symbol: "AAA", side: "S", price: 19_000, volume: 100, account: "s2" });
    expect(trades().at(-1)?.buyOrderId).toBe(second.orderId);
  });

  it("a new price that crosses the book trades at once", () => {
    const { order, exchange, trades } = market();
    order({ symbol: "AAA", side: "S", price: 20_000, volume: 100 });
    const bid = order({ symbol: "AAA", side: "B", price: 19_500, volume: 100 });
    exchange.execute({
      type: "replace",
      account: "buyer",
      orderId: bid.ok ? (bid.orderId ?? 0) : 0,
      price: 20_000,
    });
    expect(trades().map((trade) => trade.price)).toEqual([20_000]);
  });

  it("no amend or cancel during a call auction", () => {
    const { order, exchange } = market("09:05");
    const placed = order({ symbol: "AAA", side: "B", price: 19_000, volume: 500 });
    const orderId = placed.ok ? (placed.orderId ?? 0) : 0;
    expect(exchange.execute({ type: "cancel", account: "buyer", orderId })).toEqual({
      ok: false,
      code: "96024",
    });
    expect(exchange.execute({ type: "cancel", account: "other", orderId })).toEqual({
      ok: false,
      code: "EX-1303",
    });
  });
});

describe("call auctions through the session clock", () => {
  it("reproduces the worked ATO example of market-rules §7 at 09:15", () => {
    const { order, trades, moveTo, exchange } = market("09:01");
    order({ symbol: "AAA", side: "B", price: 20_100, volume: 3_000, account: "B1" });
    order({ symbol: "AAA", side: "B", priceType: "ATO", volume: 2_000, account: "B2" });
    order({ symbol: "AAA", side: "B", price: 19_950, volume: 4_000, account: "B3" });
    order({ symbol: "AAA", side: "S", price: 19_900, volume: 2_000, account: "S1" });
    order({ symbol: "AAA", side: "S", price: 20_000, volume: 3_000, account: "S2" });
    order({ symbol: "AAA", side: "S", price: 20_100, volume: 4_000, account: "S3" });
    expect(exchange.indicative("AAA", "lot")).toEqual({ price: 20_000, volume: 5_000 });
    expect(trades()).toHaveLength(0);
    moveTo("09:15");
    expect(trades().reduce((sum, trade) => sum + trade.volume, 0)).toBe(5_000);
    expect(new Set(trades().map((trade) => trade.price))).toEqual(new Set([20_000]));
    expect(exchange.day("AAA")).toMatchObject({ open: 20_000, last: 20_000 });
    expect(exchange.depth("AAA", "lot", "B", 3)).toEqual([{ price: 19_950, volume: 4_000, orders: 1 }]);
    expect(exchange.depth("AAA", "lot", "S", 3)).toEqual([{ price: 20_100, volume: 4_000, orders: 1 }]);
  });

  it("an ATC sell is recorded at the best bid, capped by the last price, and sets the close", () => {
    const { order, moveTo, exchange } = market("14:00");
    order({ symbol: "AAA", side: "S", price: 20_500, volume: 100, account: "s0" });
    order({ symbol: "AAA", side: "B", price: 20_500, volume: 100, account: "b0" });
    moveTo("14:31");
    order({ symbol: "AAA", side: "B", price: 20_450, volume: 1_000 });
    order({ symbol: "AAA", side: "S", priceType: "ATC", volume: 1_000 });
    expect(exchange.depth("AAA", "lot", "S", 1)[0]?.price).toBe(20_450);
    moveTo("14:45");
    expect(exchange.day("AAA")).toMatchObject({ close: 20_450, last: 20_450 });
  });

  it("the next day opens with the close as the HOSE reference and a new band", () => {
    const { order, moveTo, exchange, clock, events } = market("14:00");
    order({ symbol: "AAA", side: "S", price: 20_500, volume: 100 });
    order({ symbol: "AAA", side: "B", price: 20_500, volume: 100 });
    order({ symbol: "AAA", side: "B", price: 20_000, volume: 100 });
    moveTo("15:00");
    expect(exchange.openOrders("buyer")).toEqual([]);
    expect(events.some((event) => event.type === "cancelled" && event.reason === "EXPIRED")).toBe(true);
    clock.set(at("09:20", "2026-11-24"));
    exchange.tick();
    expect(exchange.today).toBe("2026-11-24");
    expect(exchange.day("AAA")).toMatchObject({ reference: 20_500, ceiling: 21_900, floor: 19_100, last: 0 });
    expect(exchange.phaseOf("HOSE")).toBe("CONTINUOUS");
  });
});

describe("restricted stocks (market-rules §2)", () => {
  it("collect orders in a periodic call and match them when the round ends", () => {
    const { order, trades, moveTo, exchange } = market("09:31");
    order({ symbol: "RST", side: "B", price: 9_850, volume: 500 });
    order({ symbol: "RST", side: "S", price: 9_800, volume: 300 });
    expect(trades()).toHaveLength(0);
    expect(exchange.indicative("RST", "lot")).toEqual({ price: 9_800, volume: 300 });
    moveTo("09:45");
    expect(trades().map((trade) => [trade.price, trade.volume, trade.aggressor])).toEqual([
      [9_800, 300, null],
    ]);
  });

  it("a price amendment in a periodic call rests instead of trading", () => {
    const { order, trades, exchange } = market("09:31");
    order({ symbol: "RST", side: "S", price: 9_800, volume: 300 });
    const bid = order({ symbol: "RST", side: "B", price: 9_700, volume: 300 });
    exchange.execute({
      type: "replace",
      account: "buyer",
      orderId: bid.ok ? (bid.orderId ?? 0) : 0,
      price: 9_800,
    });
    expect(trades()).toHaveLength(0);
    expect(exchange.indicative("RST", "lot")).toEqual({ price: 9_800, volume: 300 });
  });

  it("refuse MTL in the periodic calls (40043)", () => {
    const { order } = market("09:31");
    order({ symbol: "RST", side: "S", price: 9_800, volume: 300 });
    expect(order({ symbol: "RST", side: "B", priceType: "MTL", volume: 100 })).toEqual({
      ok: false,
      code: "40043",
    });
  });
});

describe("HNX post-close (PLO)", () => {
  it("collects PLO orders from 14:45 and matches them at the closing price at 14:55", () => {
    const { order, trades, moveTo, exchange } = market("14:00");
    order({ symbol: "HHH", side: "S", price: 12_000, volume: 100, account: "s0" });
    order({ symbol: "HHH", side: "B", price: 12_000, volume: 100, account: "b0" });
    moveTo("14:46");
    expect(order({ symbol: "HHH", side: "B", price: 12_000, volume: 100 })).toEqual({
      ok: false,
      code: "40049",
    });
    order({ symbol: "HHH", side: "B", priceType: "PLO", volume: 500 });
    order({ symbol: "HHH", side: "S", priceType: "PLO", volume: 200 });
    expect(trades()).toHaveLength(1);
    moveTo("14:55");
    expect(trades().at(-1)).toMatchObject({ price: 12_000, volume: 200, aggressor: null });
    // The post-close trade counts in the totals but does not set the reference.
    expect(exchange.day("HHH")).toMatchObject({ close: 12_000, totalVolume: 300 });
    moveTo("14:56");
    order({ symbol: "HHH", side: "S", priceType: "PLO", volume: 300, account: "late" });
    expect(trades().at(-1)).toMatchObject({ price: 12_000, volume: 300 });
  });

  it("refuses PLO when the day has no closing price", () => {
    const { order, moveTo } = market("14:00");
    moveTo("14:46");
    expect(order({ symbol: "HHH", side: "B", priceType: "PLO", volume: 100 })).toEqual({
      ok: false,
      code: "EX-1402",
    });
  });
});

describe("foreign room (market-rules §6, §11)", () => {
  it("is reduced when a foreign buy enters and restored when it is cancelled", () => {
    const { order, exchange } = market();
    const room = exchange.day("AAA")?.foreignRoom ?? 0;
    const placed = order({ symbol: "AAA", side: "B", price: 19_000, volume: 1_000, investor: "FOREIGN" });
    expect(exchange.day("AAA")?.foreignRoom).toBe(room - 1_000);
    exchange.execute({ type: "cancel", account: "buyer", orderId: placed.ok ? (placed.orderId ?? 0) : 0 });
    expect(exchange.day("AAA")?.foreignRoom).toBe(room);
  });

  it("refuses a foreign buy larger than the room left", () => {
    const { order, exchange } = market();
    const room = exchange.day("AAA")?.foreignRoom ?? 0;
    expect(
      order({ symbol: "AAA", side: "B", price: 19_000, volume: room + 100, investor: "FOREIGN" }),
    ).toEqual({
      ok: false,
      code: "EX-1404",
    });
  });
});

describe("put-through (market-rules §10)", () => {
  const deal = (volume: number, price = 20_000) => ({
    type: "deal" as const,
    buyAccount: "b",
    sellAccount: "s",
    buyFirm: "001",
    sellFirm: "002",
    symbol: "AAA",
    price,
    volume,
  });

  it("reports a deal within the band at the HOSE minimum as a put-through trade", () => {
    const { exchange, trades } = market();
    expect(exchange.execute(deal(20_000)).ok).toBe(true);
    expect(trades().at(-1)).toMatchObject({ board: "pt", volume: 20_000, price: 20_000 });
    expect(exchange.day("AAA")).toMatchObject({ putThroughVolume: 20_000, last: 0 });
    expect(exchange.putThrough.totals("HOSE")).toEqual({ volume: 20_000, value: 400_000_000 });
  });

  it.each([
    ["below the HOSE minimum of 20,000", deal(19_900), "EX-1502"],
    ["outside the band", deal(20_000, 21_500), "40040"],
  ])("refuses a deal %s", (_, command, code) => {
    const { exchange } = market();
    expect(exchange.execute(command)).toEqual({ ok: false, code });
  });

  it("is closed at lunch", () => {
    const { exchange } = market("12:00");
    expect(exchange.execute(deal(20_000))).toEqual({ ok: false, code: "EX-1501" });
  });

  it("bonds trade by put-through only", () => {
    const { exchange, order } = market();
    expect(order({ symbol: "AAAB2701", side: "B", price: 100_000, volume: 100 })).toEqual({
      ok: false,
      code: "EX-1002",
    });
    expect(exchange.execute({ ...deal(10, 101_000), symbol: "AAAB2701" }).ok).toBe(true);
  });

  it("adverts appear and can be withdrawn by their owner only", () => {
    const { exchange } = market();
    const advert = exchange.execute({
      type: "advertise",
      account: "a",
      firm: "001",
      symbol: "AAA",
      side: "B",
      price: 20_000,
      volume: 50_000,
    });
    const advertId = advert.ok ? (advert.advertId ?? 0) : 0;
    expect(exchange.putThrough.adverts("AAA")).toHaveLength(1);
    expect(exchange.execute({ type: "withdraw", account: "b", advertId })).toEqual({
      ok: false,
      code: "EX-1303",
    });
    expect(exchange.execute({ type: "withdraw", account: "a", advertId }).ok).toBe(true);
    expect(exchange.putThrough.adverts("AAA")).toHaveLength(0);
  });
});

describe("derivatives and warrants", () => {
  it("futures open at 08:45 with an ATO and trade in contracts up to 500", () => {
    const { order, moveTo, trades } = market("08:50");
    order({ symbol: "VN30F2612", side: "B", priceType: "ATO", volume: 5 });
    order({ symbol: "VN30F2612", side: "S", price: 189_900, volume: 3 });
    moveTo("09:00");
    // The ATO buy is recorded at the reference (no ask yet); the call then opens at the reference.
    expect(trades().map((trade) => [trade.price, trade.volume])).toEqual([[190_000, 3]]);
    expect(order({ symbol: "VN30F2612", side: "S", price: 189_900, volume: 501 })).toEqual({
      ok: false,
      code: "EX-1202",
    });
  });

  it("a warrant's band comes from its underlying", () => {
    const { exchange } = market();
    // WAR 23,000 → 24,600 / 21,400; CW ref 1,440, ratio 2:1 → 2,240 / 640.
    expect(exchange.day("CAAA2601")).toMatchObject({ ceiling: 2_240, floor: 640 });
  });
});
