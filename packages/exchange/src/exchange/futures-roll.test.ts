import { computeBand, krxCodeOfOldCode } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { ExchangeEvent } from "../events/exchange-event";
import type { FutureDefinition, InstrumentUniverse } from "../instruments/instrument";
import type { NewOrder } from "../orders/order-commands";
import { at, tinyUniverse } from "../test-support/tiny-universe";
import type { ExchangeSnapshot } from "./exchange-snapshot";
import { MarketExchange } from "./market-exchange";

// VN30F2612 (tiny universe) trades until Thursday 17 December 2026, the third Thursday.
const WEDNESDAY = "2026-12-16";
const EXPIRY_DAY = "2026-12-17";
const NEXT_DAY = "2026-12-18";
const MONDAY = "2026-12-21";
/** VN30 level (hundredths of a point): not on the 0.1-point tick, so the roll must round it. */
const VN30_LEVEL = 190_347;

function bondFuture(
  symbol: string,
  month: string,
  lastTradingDate: string,
  reference: number,
): FutureDefinition {
  return {
    symbol,
    exchange: "DERIVATIVES",
    kind: "BOND_FUTURE",
    sessionVenue: "DERIVATIVES",
    nameVi: symbol,
    nameEn: symbol,
    simulated: true,
    initialReference: reference,
    underlying: symbol.slice(0, 4),
    contractMonth: month,
    lastTradingDate,
    multiplier: 10_000,
    krxCode: krxCodeOfOldCode(symbol) ?? "",
  };
}

/**
 * The tiny universe with a VN30 index, a live GB05 contract (March 2027, 105,000 VND) and a
 * GB10 contract that expired before the first day.
 */
function rollUniverse(): InstrumentUniverse {
  const tiny = tinyUniverse();
  return {
    instruments: [
      ...tiny.instruments,
      bondFuture("GB05F2703", "2027-03", "2027-03-15", 105_000),
      bondFuture("GB10F2609", "2026-09", "2026-09-25", 104_000),
    ],
    indices: [
      {
        code: "VN30",
        name: "VN30",
        exchange: "HOSE",
        constituents: ["AAA", "WAR"],
        initialLevel: VN30_LEVEL,
      },
    ],
  };
}

function market(universe = rollUniverse(), start = at("08:50", WEDNESDAY)) {
  const clock = new ManualClock(start);
  const exchange = new MarketExchange({ universe, clock });
  const events: ExchangeEvent[] = [];
  exchange.subscribe((event) => events.push(event));
  let count = 0;
  const order = (
    symbol: string,
    side: "B" | "S",
    price: number,
    account = side === "B" ? "buyer" : "seller",
  ) =>
    exchange.execute({
      type: "new",
      clientOrderId: `c${++count}`,
      account,
      symbol,
      side,
      priceType: "LO",
      price,
      volume: 1,
    } satisfies NewOrder);
  const moveTo = (time: string, date: string) => {
    clock.set(at(time, date));
    exchange.tick();
  };
  const symbols = (prefix: string) =>
    exchange
      .instruments()
      .map((instrument) => instrument.symbol)
      .filter((symbol) => symbol.startsWith(prefix));
  return { clock, exchange, events, order, moveTo, symbols };
}

describe("futures roll: new contract months are listed as old ones expire (market-rules §8)", () => {
  it("lists only the universe's contracts on the first day", () => {
    const { symbols } = market();
    expect(symbols("VN30F")).toEqual(["VN30F2612"]);
    expect(symbols("GB")).toEqual(["GB05F2703", "GB10F2609"]);
  });

  it("lists the missing months at the start of the next day, announced by the day event alone", () => {
    const { exchange, events, moveTo, symbols } = market();
    moveTo("15:10", WEDNESDAY);
    events.length = 0;
    moveTo("08:50", EXPIRY_DAY);
    // On the expiry Thursday the December contract is still the front month.
    expect(symbols("VN30F")).toEqual(["VN30F2612", "VN30F2701", "VN30F2703", "VN30F2706"]);
    expect(symbols("GB05F")).toEqual(["GB05F2703", "GB05F2706", "GB05F2709"]);
    expect(symbols("GB10F")).toEqual(["GB10F2609", "GB10F2612", "GB10F2703", "GB10F2706"]);
    expect(exchange.instrument("VN30F2701")).toMatchObject({
      kind: "INDEX_FUTURE",
      underlying: "VN30",
      contractMonth: "2027-01",
      lastTradingDate: "2027-01-21",
      multiplier: 1_000,
      krxCode: "41I1H1000",
      initialReference: 190_350,
    });
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(["day", "session"]));
    expect(events.filter((event) => event.type === "day")).toHaveLength(1);
  });

  it("prices a new index future at its index level on the 0.1-point tick, with the usual ±7% band", () => {
    const { exchange, moveTo } = market();
    moveTo("08:50", EXPIRY_DAY);
    const band = computeBand({ kind: "INDEX_FUTURE", reference: 190_350 });
    expect(band).toMatchObject({ ceiling: expect.any(Number) as number });
    for (const symbol of ["VN30F2701", "VN30F2703", "VN30F2706"])
      expect(exchange.day(symbol)).toMatchObject({
        reference: 190_350,
        ceiling: band?.ceiling,
        floor: band?.floor,
      });
  });

  it("prices a new bond future at the nearest live contract of its underlying, else at 100,000", () => {
    const { exchange, moveTo } = market();
    moveTo("08:50", EXPIRY_DAY);
    const nearest = exchange.day("GB05F2703")?.reference;
    expect(nearest).toBe(105_000);
    expect(exchange.day("GB05F2706")?.reference).toBe(nearest);
    expect(exchange.day("GB05F2709")?.reference).toBe(nearest);
    const par = computeBand({ kind: "BOND_FUTURE", reference: 100_000 });
    expect(par).toMatchObject({ ceiling: expect.any(Number) as number });
    for (const symbol of ["GB10F2612", "GB10F2703", "GB10F2706"])
      expect(exchange.day(symbol)).toMatchObject({
        reference: 100_000,
        ceiling: par?.ceiling,
        floor: par?.floor,
      });
  });

  it("prices a new index future at the nearest live contract when the exchange has no such index", () => {
    const { exchange, moveTo } = market(tinyUniverse());
    moveTo("08:50", EXPIRY_DAY);
    const front = exchange.day("VN30F2612")?.reference;
    expect(front).toBe(190_000);
    expect(exchange.day("VN30F2701")?.reference).toBe(front);
  });

  it("trades the new month, and refuses the expired one the day after its last trading day (EX-1003)", () => {
    const { exchange, order, moveTo, symbols } = market();
    moveTo("09:20", EXPIRY_DAY);
    expect(order("VN30F2612", "S", 190_000).ok).toBe(true);
    expect(order("VN30F2612", "B", 190_000).ok).toBe(true);
    expect(exchange.day("VN30F2612")).toMatchObject({ last: 190_000, totalVolume: 1 });

    moveTo("09:20", NEXT_DAY);
    expect(symbols("VN30F")).toEqual(["VN30F2612", "VN30F2701", "VN30F2703", "VN30F2706", "VN30F2702"]);
    expect(order("VN30F2612", "B", 190_000)).toEqual({ ok: false, code: "EX-1003" });
    expect(order("VN30F2702", "S", 190_350).ok).toBe(true);
    expect(order("VN30F2702", "B", 190_350).ok).toBe(true);
    expect(exchange.day("VN30F2702")).toMatchObject({ last: 190_350, totalVolume: 1 });
  });

  it("lists each contract once however many days pass", () => {
    const { exchange, moveTo } = market();
    for (const date of [EXPIRY_DAY, NEXT_DAY, MONDAY]) moveTo("09:20", date);
    const all = exchange.instruments().map((instrument) => instrument.symbol);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("futures roll: snapshots", () => {
  it("keeps the listed contracts, their days and their resting orders through a snapshot", () => {
    const universe = rollUniverse();
    const { clock, exchange, order, moveTo } = market(universe);
    moveTo("09:20", NEXT_DAY);
    expect(order("VN30F2702", "S", 190_500).ok).toBe(true);
    const snapshot = exchange.snapshot();
    expect(snapshot.listed?.map((future) => future.symbol)).toEqual([
      "VN30F2701",
      "VN30F2703",
      "VN30F2706",
      "GB05F2706",
      "GB05F2709",
      "GB10F2612",
      "GB10F2703",
      "GB10F2706",
      "VN30F2702",
    ]);
    const stored = JSON.parse(JSON.stringify(snapshot)) as ExchangeSnapshot;
    const rebuilt = new MarketExchange({ universe, clock }, stored);
    expect(rebuilt.snapshot()).toEqual(snapshot);
    expect(rebuilt.instruments()).toEqual(exchange.instruments());
    expect(rebuilt.depth("VN30F2702", "lot", "S", 1)).toEqual([{ price: 190_500, volume: 1, orders: 1 }]);

    // Both go on to the next day the same way: nothing is listed twice.
    clock.set(at("09:20", MONDAY));
    exchange.tick();
    rebuilt.tick();
    expect(rebuilt.snapshot()).toEqual(exchange.snapshot());
  });

  it("restores a snapshot written before the roll existed (no listed contracts)", () => {
    const universe = rollUniverse();
    const { clock, exchange } = market(universe);
    const { listed: _listed, ...older } = exchange.snapshot();
    const rebuilt = new MarketExchange({ universe, clock }, older);
    expect(rebuilt.snapshot()).toEqual(exchange.snapshot());
  });
});
