import { readReferenceData } from "@bangia/market/node";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import { buildUniverse } from "../instruments/instrument-universe";
import { at } from "../test-support/tiny-universe";
import { MarketExchange } from "./market-exchange";

const FIRST_DAY = "2026-02-10";
const universe = buildUniverse(readReferenceData(), { seed: 7, firstDay: FIRST_DAY });

describe("the exchange on the real universe", () => {
  const clock = new ManualClock(at("09:20", FIRST_DAY));
  const exchange = new MarketExchange({ universe, clock });

  it("opens every instrument with a band (bonds: none) and its indices at their first levels", () => {
    for (const definition of universe.instruments) {
      const day = exchange.day(definition.symbol);
      expect(day?.reference, definition.symbol).toBe(definition.initialReference);
      if (definition.kind === "BOND") expect(day?.ceiling).toBe(0);
      else expect(day?.ceiling ?? 0, definition.symbol).toBeGreaterThan(day?.floor ?? 0);
    }
    for (const index of universe.indices) expect(exchange.indexValue(index.code)).toBe(index.initialLevel);
  });

  it("moves VN30 when a constituent trades, and the ETFs tracking it", () => {
    const day = exchange.day("FPT");
    if (day === undefined) throw new Error("FPT missing");
    const before = exchange.indexValue("VN30") ?? 0;
    const inavBefore = exchange.etfIndicative("E1VFVN30")?.inav ?? 0;
    exchange.execute({
      type: "new",
      clientOrderId: "1",
      account: "s",
      symbol: "FPT",
      side: "S",
      priceType: "LO",
      price: day.ceiling,
      volume: 100,
    });
    exchange.execute({
      type: "new",
      clientOrderId: "1",
      account: "b",
      symbol: "FPT",
      side: "B",
      priceType: "LO",
      price: day.ceiling,
      volume: 100,
    });
    expect(exchange.indexValue("VN30")).toBeGreaterThan(before);
    expect(exchange.index("VN30")?.breadth).toMatchObject({ advancers: 1, atCeiling: 1 });
    expect(exchange.etfIndicative("E1VFVN30")?.inav).toBeGreaterThan(inavBefore);
  });

  it("survives a snapshot round trip through JSON", () => {
    const snapshot = exchange.snapshot();
    const restored = new MarketExchange({ universe, clock }, JSON.parse(JSON.stringify(snapshot)));
    expect(restored.snapshot()).toEqual(snapshot);
  });
});
