import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import type { InstrumentUniverse } from "../instruments/instrument";
import type { OrderCommand } from "../orders/order-commands";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import type { ExchangeSnapshot } from "./exchange-snapshot";
import { MarketExchange } from "./market-exchange";

function market(start = at("09:20"), universe: InstrumentUniverse = tinyUniverse()) {
  const clock = new ManualClock(start);
  const exchange = new MarketExchange({ universe, clock });
  const events: ExchangeEvent[] = [];
  exchange.subscribe((e) => events.push(e));
  const moveTo = (time: string, date?: string) => {
    clock.set(at(time, date));
    exchange.tick();
  };
  return { clock, exchange, events, moveTo };
}

const deal = (extra: Record<string, unknown> = {}) =>
  ({
    type: "deal",
    buyAccount: "b",
    sellAccount: "s",
    buyFirm: "F1",
    sellFirm: "F2",
    symbol: "AAA",
    price: 20_000,
    volume: 20_000,
    ...extra,
  }) as unknown as OrderCommand;

/**
 * Put-through, settlement and hostile-input cases found in review, kept as regression tests.
 */
describe("put-through windows, futures settlement and hostile input", () => {
  it("refuses put-through on a Saturday, though the last trading day is still Friday", () => {
    const { exchange, moveTo } = market(at("09:20", "2026-11-27")); // Friday
    moveTo("10:00", "2026-11-28"); // Saturday
    expect(exchange.phaseOf("HOSE")).toBe("CLOSED");
    const result = exchange.execute(deal());
    expect(result).toEqual({ ok: false, code: "EX-1501" });
  });

  it("keeps the final settlement samples through a restore on the expiry day", () => {
    const EXPIRY = "2026-12-17";
    const universe: InstrumentUniverse = {
      ...tinyUniverse(),
      indices: [
        { code: "VN30", name: "VN30", exchange: "HOSE", constituents: ["AAA", "WAR"], initialLevel: 190_000 },
      ],
    } as InstrumentUniverse;
    const clock = new ManualClock(at("09:20", EXPIRY));
    const original = new MarketExchange({ universe, clock });
    const restored = new MarketExchange(
      { universe, clock },
      JSON.parse(JSON.stringify(original.snapshot())) as ExchangeSnapshot,
    );
    let n = 0;
    for (let minute = 16; minute <= 29; minute++) {
      clock.set(at(`14:${minute}`, EXPIRY));
      const price = minute % 2 === 0 ? 20_050 : 20_000;
      for (const ex of [original, restored]) {
        n++;
        ex.execute({
          type: "new",
          clientOrderId: `s${n}`,
          account: "s",
          symbol: "AAA",
          side: "S",
          priceType: "LO",
          price,
          volume: 100,
        });
        ex.execute({
          type: "new",
          clientOrderId: `b${n}`,
          account: "b",
          symbol: "AAA",
          side: "B",
          priceType: "LO",
          price,
          volume: 100,
        });
      }
    }
    clock.set(at("15:10", EXPIRY));
    original.tick();
    restored.tick();
    expect(original.finalSettlementPrice("VN30F2612")).toBeGreaterThan(0);
    expect(restored.finalSettlementPrice("VN30F2612")).toBe(original.finalSettlementPrice("VN30F2612"));
  });

  it("a put-through deal on a future moves open interest", () => {
    const { exchange } = market(at("10:00"));
    const result = exchange.execute(deal({ symbol: "VN30F2612", price: 190_000, volume: 10 }));
    expect(result.ok).toBe(true);
    expect(exchange.day("VN30F2612")?.totalVolume).toBe(0);
    expect(exchange.day("VN30F2612")?.putThroughVolume).toBe(10);
    expect(exchange.day("VN30F2612")?.openInterest).toBe(10);
  });

  it("refuses a deal with an unknown investor type instead of treating it as domestic", () => {
    const { exchange } = market(at("10:00"));
    const room = exchange.day("AAA")?.foreignRoom; // 10,000
    expect(exchange.execute(deal({ buyInvestor: "FOREIGN" }))).toEqual({ ok: false, code: "EX-1404" });
    const result = exchange.execute(deal({ buyInvestor: "foreign" }));
    expect(exchange.day("AAA")?.foreignRoom).toBe(room);
    expect(result).toEqual({ ok: false, code: "EX-1000" });
  });

  it("takes no put-through action, not even a withdrawal, at lunch", () => {
    const { exchange, moveTo } = market(at("10:00"));
    const advert = exchange.execute({
      type: "advertise",
      account: "a",
      firm: "F1",
      symbol: "AAA",
      side: "B",
      price: 20_000,
      volume: 20_000,
    });
    expect(advert.ok).toBe(true);
    moveTo("12:00");
    const result = exchange.execute({
      type: "withdraw",
      account: "a",
      advertId: (advert as { advertId: number }).advertId,
    });
    expect(result).toEqual({ ok: false, code: "EX-1501" });
  });

  it("answers hostile JSON with codes, never an exception", () => {
    const { exchange } = market(at("10:00"));
    const hostile = JSON.parse('{"toString":1,"valueOf":1}') as unknown;
    const cmds = [
      {
        type: "new",
        account: "a",
        clientOrderId: "c",
        symbol: hostile,
        side: "B",
        priceType: "LO",
        price: 20_000,
        volume: 100,
      },
      {
        type: "new",
        account: "a",
        clientOrderId: hostile,
        symbol: "AAA",
        side: "B",
        priceType: "LO",
        price: 20_000,
        volume: 100,
      },
      { type: "cancel", account: "a", orderId: hostile },
      { type: "replace", account: "a", orderId: hostile, price: 1 },
      { type: "withdraw", account: "a", advertId: hostile },
      { type: "advertise", account: "a", firm: "F", symbol: hostile, side: "B", price: 1, volume: 1 },
      {
        type: "deal",
        buyAccount: "a",
        sellAccount: "b",
        buyFirm: "F",
        sellFirm: "G",
        symbol: hostile,
        price: 1,
        volume: 1,
      },
    ];
    const outcomes = cmds.map((c) => {
      try {
        return exchange.execute(c as unknown as OrderCommand).ok;
      } catch (error) {
        return `threw ${String((error as Error).message)}`;
      }
    });
    expect(outcomes).toEqual(cmds.map(() => false));
  });

  it("refuses a deal between one account and itself", () => {
    const { exchange } = market(at("10:00"));
    expect(exchange.execute(deal({ sellAccount: "b" }))).toEqual({ ok: false, code: "EX-1504" });
  });

  it("a deal between two foreign investors leaves the room as it was", () => {
    const { exchange } = market(at("10:00"));
    const room = exchange.day("AAA")?.foreignRoom ?? 0;
    const volume = room + 20_000;
    expect(exchange.execute(deal({ buyInvestor: "FOREIGN", sellInvestor: "FOREIGN", volume })).ok).toBe(true);
    expect(exchange.day("AAA")?.foreignRoom).toBe(room);
  });

  it("refuses a deal whose value would not be an exact integer", () => {
    const { exchange } = market(at("10:00"));
    expect(exchange.execute(deal({ volume: Number.MAX_SAFE_INTEGER }))).toEqual({
      ok: false,
      code: "EX-1202",
    });
  });

  it("a futures deal keeps the 0.1-point grid", () => {
    const { exchange } = market(at("10:00"));
    expect(exchange.execute(deal({ symbol: "VN30F2612", price: 190_003, volume: 1 }))).toEqual({
      ok: false,
      code: "EX-1101",
    });
  });

  it("a future settles finally at the close of its last day and its open interest closes", () => {
    const { exchange, moveTo } = market(at("10:00", "2026-12-17"));
    expect(exchange.execute(deal({ symbol: "VN30F2612", price: 190_000, volume: 10 })).ok).toBe(true);
    moveTo("15:00", "2026-12-17");
    // The tiny universe computes no VN30 index: the settlement falls back to the day's DSP rule
    // (no board trade, so the reference); a put-through deal never sets it.
    expect(exchange.finalSettlementPrice("VN30F2612")).toBe(190_000);
    expect(exchange.day("VN30F2612")?.openInterest).toBe(0);
  });

  it("tells the stream each future's settlement price at the close: daily, then final", () => {
    const { events, moveTo, exchange } = market(at("10:00", "2026-12-16"));
    const settlements = () => events.filter((event) => event.type === "settlement");
    const bid: OrderCommand = {
      type: "new",
      clientOrderId: "b",
      account: "B-1",
      symbol: "VN30F2612",
      side: "B",
      priceType: "LO",
      price: 190_500,
      volume: 2,
      investor: "DOMESTIC",
    };
    expect(exchange.execute(bid).ok).toBe(true);
    expect(exchange.execute({ ...bid, clientOrderId: "s", account: "S-1", side: "S" }).ok).toBe(true);
    moveTo("15:00", "2026-12-16");
    expect(settlements()).toEqual([
      expect.objectContaining({ symbol: "VN30F2612", date: "2026-12-16", price: 190_500, final: false }),
    ]);
    // The next day's reference is the price the stream announced.
    moveTo("09:00", "2026-12-17");
    expect(exchange.day("VN30F2612")?.reference).toBe(190_500);
    moveTo("15:00", "2026-12-17");
    expect(
      settlements()
        .filter((event) => event.symbol === "VN30F2612")
        .at(-1),
    ).toEqual(
      expect.objectContaining({
        date: "2026-12-17",
        price: exchange.finalSettlementPrice("VN30F2612"),
        final: true,
      }),
    );
  });
});
