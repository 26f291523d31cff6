/**
 * The simulated market on the real universe for a whole trading day and the start of the
 * next, through the real exchange: every board must be alive and every rule respected.
 */
import { readReferenceData } from "@bangia/market/node";
import { beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock/market-clock";
import type { TradeExecuted } from "../events/exchange-event";
import { MarketExchange } from "../exchange/market-exchange";
import { buildUniverse } from "../instruments/instrument-universe";
import { MarketSimulator } from "../simulation/market-simulator";
import { at } from "../test-support/tiny-universe";
import { MarketDriver } from "./market-driver";

const DAY = "2026-02-10";
const NEXT_DAY = "2026-02-11";
const STEP_MILLIS = 2_000;

describe("a simulated trading day on the real universe", () => {
  const universe = buildUniverse(readReferenceData(), { seed: 11, firstDay: DAY });
  const clock = new ManualClock(at("08:40", DAY));
  const exchange = new MarketExchange({ universe, clock });
  const simulator = new MarketSimulator({
    instruments: universe.instruments,
    indices: universe.indices,
    view: exchange,
    entry: exchange,
    seed: 11,
  });
  const driver = new MarketDriver(clock, exchange, simulator);
  const trades: TradeExecuted[] = [];
  const depthAt0945 = new Map<string, [number, number]>();
  const vn30 = universe.indices.find((index) => index.code === "VN30")?.constituents ?? [];
  /** Each symbol's close, ceiling and floor at the end of the first day. */
  const endOfDay = new Map<string, { close: number; ceiling: number; floor: number }>();
  const vnIndexSeries: number[] = [];
  /** Bonds with a live put-through advert (their board's best bid or offer) at 14:30. */
  const quotedBonds = new Set<string>();
  exchange.subscribe((event) => {
    if (event.type === "trade") trades.push(event);
  });

  const runUntil = (time: number) => {
    while (clock.now() < time) {
      clock.set(Math.min(time, clock.now() + STEP_MILLIS));
      driver.step();
    }
  };

  beforeAll(() => {
    runUntil(at("09:45", DAY));
    for (const symbol of vn30)
      depthAt0945.set(symbol, [
        exchange.depth(symbol, "lot", "B", 3).length,
        exchange.depth(symbol, "lot", "S", 3).length,
      ]);
    runUntil(at("14:30", DAY));
    const bonds = new Set(universe.instruments.filter((i) => i.kind === "BOND").map((i) => i.symbol));
    for (const advert of exchange.putThrough.adverts())
      if (bonds.has(advert.symbol)) quotedBonds.add(advert.symbol);
    runUntil(at("15:04", DAY));
    for (const { symbol } of universe.instruments) {
      const day = exchange.day(symbol);
      if (day !== undefined)
        endOfDay.set(symbol, { close: day.close, ceiling: day.ceiling, floor: day.floor });
    }
    vnIndexSeries.push(...(exchange.index("VNINDEX")?.series() ?? []).map((point) => point.value));
    clock.set(at("09:00", NEXT_DAY));
    exchange.tick();
  }, 120_000);

  it("sends only commands the exchange accepts", () => {
    expect(simulator.stats().rejected).toBe(0);
    expect(simulator.stats().commands).toBeGreaterThan(100_000);
  });

  it("opens HOSE with the ATO at 09:15", () => {
    const atoTrades = trades.filter(
      (trade) => trade.aggressor === null && trade.board === "lot" && trade.time === at("09:15", DAY),
    );
    expect(new Set(atoTrades.map((trade) => trade.symbol)).size).toBeGreaterThan(20);
  });

  it("market makers keep three levels on each side of the VN30 names", () => {
    const full = [...depthAt0945.values()].filter(([bids, asks]) => bids >= 3 && asks >= 3);
    expect(full.length).toBeGreaterThanOrEqual(vn30.length - 3);
  });

  it("trades every board: lot, odd lot and put-through, futures, warrants, ETFs and bonds", () => {
    // A map, not a search per trade: the day has hundreds of thousands of trades.
    const kindOf = new Map(universe.instruments.map((i) => [i.symbol, i.kind]));
    const kinds = new Set(trades.map((trade) => kindOf.get(trade.symbol)));
    expect([...kinds].sort()).toEqual(["BOND", "BOND_FUTURE", "CW", "ETF", "INDEX_FUTURE", "STOCK"]);
    expect(new Set(trades.map((trade) => trade.board))).toEqual(new Set(["lot", "odd", "pt"]));
  });

  it("quotes bonds on the put-through board, so the bond board has bids and offers", () => {
    expect(quotedBonds.size).toBeGreaterThan(3);
  });

  it("sends some names to the ceiling and some to the floor", () => {
    const days = [...endOfDay.values()].filter((day) => day.close > 0 && day.ceiling > 0);
    expect(days.filter((day) => day.close === day.ceiling).length).toBeGreaterThan(0);
    expect(days.filter((day) => day.close === day.floor).length).toBeGreaterThan(0);
  });

  it("closes the day and opens the next at the rules' references", () => {
    expect(exchange.today).toBe(NEXT_DAY);
    const hose = universe.instruments.filter((i) => i.kind === "STOCK" && i.exchange === "HOSE");
    for (const { symbol } of hose) {
      const close = endOfDay.get(symbol)?.close ?? 0;
      if (close > 0) expect(exchange.day(symbol)?.reference, symbol).toBe(close);
    }
    expect(hose.filter(({ symbol }) => (endOfDay.get(symbol)?.close ?? 0) > 0).length).toBeGreaterThan(300);
  });

  it("moves the indices and records their 10-minute series", () => {
    expect(vnIndexSeries.length).toBe(27);
    expect(new Set(vnIndexSeries).size).toBeGreaterThan(5);
    const first = universe.indices.find((index) => index.code === "VNINDEX")?.initialLevel;
    expect(exchange.index("VNINDEX")?.previousClose).not.toBe(first);
  });
});
