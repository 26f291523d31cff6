import { stepDown, stepUp, type Side } from "@bangia/market";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewOrder, OrderCommand } from "../orders/order-commands";
import { stepContextOf } from "../instruments/step-context";
import { MarketSimulator } from "./market-simulator";
import { at, marketHarness, runUntil, SMALL_UNIVERSE, type MarketHarness } from "./test-support/market-run";
import { TEST_DAY } from "./test-support/test-universe";

const TUESDAY = "2025-06-03";
/** Tier sizes scaled to the small test universe. */
const TEST_TIERS = { coreCount: 10, activeCount: 24, regularCount: 48 };

function newOrders(harness: MarketHarness): NewOrder[] {
  return harness.entry.sent
    .map((sent) => sent.command)
    .filter((command): command is NewOrder => command.type === "new");
}

/** Minute of the exchange day of an instant on the test day. */
function minuteOf(time: number): number {
  return (time - at(0)) / 60_000;
}

function countBetween(harness: MarketHarness, from: number, to: number): number {
  return harness.entry.sent.filter((sent) => sent.time >= from && sent.time < to).length;
}

/**
 * Why one side of a liquid name's board-lot book shows fewer than three levels, or null when
 * it shows three: a band edge within reach excuses it (the ladder folds at the limit).
 */
function ladderShortfall(harness: MarketHarness, symbol: string, side: Side): string | null {
  const levels = harness.exchange.depth(symbol, "lot", side, 3);
  if (levels.length >= 3) return null;
  const day = harness.exchange.day(symbol);
  const instrument = harness.exchange.instrument(symbol);
  if (day === undefined || instrument === undefined) return `${symbol} unknown`;
  const step = stepContextOf(instrument);
  const edge = side === "B" ? day.floor : day.ceiling;
  const towardEdge = (price: number): number => (side === "B" ? stepDown(step, price) : stepUp(step, price));
  // The price the ladder starts from: its own best, else the other side's best.
  const other = harness.exchange.depth(symbol, "lot", side === "B" ? "S" : "B", 1)[0]?.price;
  const from = levels[0]?.price ?? other;
  if (from === undefined) return `${symbol} ${side}: both sides empty`;
  let price = from;
  for (let i = 0; i < 3; i++) price = towardEdge(price);
  const reachesEdge = side === "B" ? price <= edge : price >= edge;
  return reachesEdge
    ? null
    : `${symbol} ${side}: ${levels.length} levels at ${minuteOf(harness.clock.now())}`;
}

describe("the simulated market over a trading day and the next morning", () => {
  const harness = marketHarness(11, at(8, 30), SMALL_UNIVERSE, TEST_TIERS);
  const shortfalls: string[] = [];
  let ladderChecks = 0;
  const limitsAt1425: { symbol: string; reached: boolean; queue: number }[] = [];
  const foreignBuys: { symbol: string; room: number; volume: number; reserve: number }[] = [];
  harness.entry.inspect = (command) => {
    if (command.type !== "new" || command.investor !== "FOREIGN" || command.side !== "B") return;
    const instrument = harness.exchange.instrument(command.symbol);
    const limit =
      instrument?.kind === "STOCK" || instrument?.kind === "ETF" ? instrument.foreignRoomLimit : 0;
    const room = harness.exchange.day(command.symbol)?.foreignRoom ?? 0;
    foreignBuys.push({
      symbol: command.symbol,
      room,
      volume: command.volume,
      reserve: Math.ceil(limit * 0.01),
    });
  };

  /** Every 10 s of continuous trading, every liquid name shows three levels a side. */
  function sampleLadders(now: number): void {
    const minute = ((((now - at(0, 0, TEST_DAY)) / 60_000) % 1_440) + 1_440) % 1_440;
    if (now % 10_000 !== 0 || !((minute >= 560 && minute < 690) || (minute >= 785 && minute < 870))) return;
    for (const instrument of harness.universe.instruments) {
      const tier = harness.simulator.tierOf(instrument.symbol);
      if (tier !== "core" && tier !== "active") continue;
      for (const side of ["B", "S"] as const) {
        ladderChecks++;
        const shortfall = ladderShortfall(harness, instrument.symbol, side);
        if (shortfall !== null) shortfalls.push(shortfall);
      }
    }
  }

  /** Every 10 s of continuous trading on the test day: does each core share's odd-lot book fill the board's three levels a side? */
  const oddLotSides = { checks: 0, full: 0 };
  /** Odd-lot matches of core shares by symbol and hour of the test day. */
  const oddLotHours = new Map<string, Set<number>>();
  const coreShares = () =>
    harness.universe.instruments.filter(
      (instrument) =>
        instrument.kind === "STOCK" &&
        !instrument.restricted &&
        harness.simulator.tierOf(instrument.symbol) === "core",
    );
  harness.exchange.subscribe((event) => {
    if (event.type !== "trade" || event.board !== "odd" || event.time >= at(15, 5)) return;
    const hours = oddLotHours.get(event.symbol) ?? new Set<number>();
    hours.add(Math.floor(minuteOf(event.time) / 60));
    oddLotHours.set(event.symbol, hours);
  });
  function sampleOddLots(now: number): void {
    const minute = minuteOf(now);
    if (now % 10_000 !== 0 || !((minute >= 570 && minute < 690) || (minute >= 785 && minute < 870))) return;
    for (const { symbol } of coreShares()) {
      oddLotSides.checks++;
      const bids = harness.exchange.depth(symbol, "odd", "B", 3).length;
      const asks = harness.exchange.depth(symbol, "odd", "S", 3).length;
      if (bids === 3 && asks === 3) oddLotSides.full++;
    }
  }

  /** At 14:25, where each name planned to hit a limit stands. */
  function sampleLimits(now: number): void {
    if (now !== at(14, 25)) return;
    for (const [symbol, move] of Object.entries(harness.simulator.plan()?.limits ?? {})) {
      const day = harness.exchange.day(symbol);
      if (day === undefined) continue;
      const limit = move.direction > 0 ? day.ceiling : day.floor;
      const side: Side = move.direction > 0 ? "B" : "S";
      const best = harness.exchange.depth(symbol, "lot", side, 1)[0];
      limitsAt1425.push({
        symbol,
        reached: day.last === limit,
        queue: best?.price === limit ? best.volume : 0,
      });
    }
  }

  beforeAll(() => {
    runUntil(harness, at(15, 5), 500, (now) => {
      sampleLadders(now);
      sampleLimits(now);
      sampleOddLots(now);
    });
    runUntil(harness, at(8, 30, TUESDAY), 60_000);
    runUntil(harness, at(10, 0, TUESDAY), 500, sampleLadders);
  }, 120_000);

  it("shows odd-lot bids and offers on liquid shares and trades their odd lots every hour", () => {
    expect(oddLotSides.checks).toBeGreaterThan(1_000);
    expect(oddLotSides.full / oddLotSides.checks).toBeGreaterThan(0.9);
    // Every hour with continuous trading: 09, 10, 11 (to 11:30), 13, 14 (to 14:30).
    for (const { symbol } of coreShares())
      expect(
        [...(oddLotHours.get(symbol) ?? [])].filter((hour) => hour !== 12).sort((a, b) => a - b),
      ).toEqual([9, 10, 11, 13, 14]);
  });

  it("sends only commands the exchange accepts: no rejection in two days", () => {
    expect(harness.rejections).toEqual([]);
    expect(harness.simulator.stats().rejected).toBe(0);
    expect(harness.simulator.stats().commands).toBe(harness.entry.sent.length);
  });

  it("uses every kind of command, every price type and every investor type", () => {
    const types = new Set(harness.entry.sent.map((sent) => sent.command.type));
    expect([...types].sort()).toEqual(["advertise", "cancel", "deal", "new", "replace", "withdraw"]);
    const orders = newOrders(harness);
    expect([...new Set(orders.map((order) => order.priceType))].sort()).toEqual([
      "ATC",
      "ATO",
      "LO",
      "MAK",
      "MOK",
      "MTL",
      "PLO",
    ]);
    expect(new Set(orders.map((order) => order.investor ?? "DOMESTIC"))).toEqual(
      new Set(["DOMESTIC", "FOREIGN", "PROPRIETARY"]),
    );
  });

  it("trades every kind of instrument, bonds by put-through deals only", () => {
    const kindOf = (symbol: string) => harness.exchange.instrument(symbol)?.kind;
    const orderKinds = new Set(newOrders(harness).map((order) => kindOf(order.symbol)));
    expect(orderKinds).toEqual(new Set(["STOCK", "ETF", "CW", "INDEX_FUTURE", "BOND_FUTURE"]));
    const deals = harness.entry.sent.map((sent) => sent.command).filter((command) => command.type === "deal");
    expect(deals.some((deal) => kindOf(deal.symbol) === "BOND")).toBe(true);
  });

  it("sends odd lots of 1–99 shares, limit orders only, on shares", () => {
    const odd = newOrders(harness).filter(
      (order) =>
        order.volume < 100 &&
        harness.exchange.instrument(order.symbol)?.kind !== "INDEX_FUTURE" &&
        harness.exchange.instrument(order.symbol)?.kind !== "BOND_FUTURE",
    );
    expect(odd.length).toBeGreaterThan(100);
    expect(odd.every((order) => order.priceType === "LO" && order.volume >= 1)).toBe(true);
    expect(odd.every((order) => harness.exchange.instrument(order.symbol)?.kind === "STOCK")).toBe(true);
  });

  it("trades restricted stocks only with limit orders and the call keywords", () => {
    const restricted = new Set(
      harness.universe.instruments.filter((i) => i.kind === "STOCK" && i.restricted).map((i) => i.symbol),
    );
    const orders = newOrders(harness).filter((order) => restricted.has(order.symbol));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => ["LO", "ATO", "ATC"].includes(order.priceType))).toBe(true);
  });

  it("keeps at least three levels on each side of every liquid name", () => {
    expect(ladderChecks).toBeGreaterThan(5_000);
    expect(shortfalls).toEqual([]);
  });

  it("is busier at the open and the close than mid-morning (the U shape)", () => {
    const opening = countBetween(harness, at(9, 15), at(9, 45));
    const midMorning = countBetween(harness, at(10, 30), at(11, 0));
    const closing = countBetween(harness, at(14, 0), at(14, 30));
    expect(opening).toBeGreaterThan(1.5 * midMorning);
    expect(closing).toBeGreaterThan(1.5 * midMorning);
    expect(countBetween(harness, at(11, 30), at(13, 0))).toBe(0);
  });

  it("sends the day's planned names to their limit, where a queue sits", () => {
    expect(limitsAt1425.length).toBeGreaterThan(0);
    const reached = limitsAt1425.filter((entry) => entry.reached);
    expect(reached.length).toBeGreaterThanOrEqual(Math.ceil(limitsAt1425.length / 2));
    const queued = reached.filter((entry) => entry.queue > 0);
    expect(queued.length).toBeGreaterThanOrEqual(Math.ceil(reached.length * 0.75));
  });

  it("buys for foreign investors only while the room stays above the reserve", () => {
    expect(foreignBuys.length).toBeGreaterThan(50);
    expect(foreignBuys.filter((buy) => buy.room - buy.volume < buy.reserve)).toEqual([]);
  });

  it("sells first for foreign investors where the room starts used up", () => {
    const lowRoom = harness.universe.instruments
      .filter(
        (i) => i.kind === "STOCK" && i.foreignRoomLimit - i.initialForeignHolding < i.foreignRoomLimit * 0.01,
      )
      .map((i) => i.symbol);
    const firstForeign = lowRoom
      .map((symbol) =>
        newOrders(harness).find((order) => order.symbol === symbol && order.investor === "FOREIGN"),
      )
      .filter((order) => order !== undefined);
    expect(firstForeign.length).toBeGreaterThan(0);
    expect(firstForeign.every((order) => order.side === "S")).toBe(true);
  });

  it("plans a new day when the exchange moves to one", () => {
    expect(harness.simulator.plan()?.date).toBe(TUESDAY);
    expect(countBetween(harness, at(9, 0, TUESDAY), at(10, 0, TUESDAY))).toBeGreaterThan(1_000);
  });
});

function commandsAfter(harness: MarketHarness, time: number): OrderCommand[] {
  return harness.entry.sent.filter((sent) => sent.time > time).map((sent) => sent.command);
}

describe("determinism", () => {
  const tiny = { hose: 16, hnx: 6, upcom: 6, warrants: 2, vn30: 6 };
  // A quiet futures crowd: determinism needs every kind acting, not the front month's volume.
  const tiers = {
    coreCount: 4,
    activeCount: 10,
    regularCount: 20,
    futuresTierRates: { core: 0.3, active: 0.06, regular: 0.012, thin: 0.0025 },
  };

  function run(seed: number): OrderCommand[] {
    const harness = marketHarness(seed, at(8, 40), tiny, tiers);
    runUntil(harness, at(9, 40), 250);
    return harness.entry.sent.map((sent) => sent.command);
  }

  it("gives the same commands for the same seed and steps", () => {
    const first = run(5);
    expect(first.length).toBeGreaterThan(1_000);
    expect(run(5)).toEqual(first);
  });

  it("gives different commands for a different seed", () => {
    expect(run(6)).not.toEqual(run(5));
  });

  it("continues a restored state exactly as an uninterrupted run", () => {
    const whole = marketHarness(9, at(8, 40), tiny, tiers);
    runUntil(whole, at(10, 0), 250);

    const split = marketHarness(9, at(8, 40), tiny, tiers);
    runUntil(split, at(9, 30), 250);
    const saved = JSON.parse(JSON.stringify(split.simulator.state())) as ReturnType<MarketSimulator["state"]>;
    expect(saved).toEqual(split.simulator.state());
    split.simulator = MarketSimulator.restore(split.options, saved);
    runUntil(split, at(10, 0), 250);

    const continued = commandsAfter(split, at(9, 30));
    expect(continued.length).toBeGreaterThan(500);
    expect(continued).toEqual(commandsAfter(whole, at(9, 30)));
    expect(split.simulator.stats()).toEqual(whole.simulator.stats());
  });
});

describe("cost", () => {
  it("steps 100 ms of market time at the open of a full-size universe well within budget", () => {
    const harness = marketHarness(3, at(9, 0), { hose: 420, hnx: 300, upcom: 850, warrants: 240 });
    expect(harness.universe.instruments.length).toBeGreaterThan(1_800);
    runUntil(harness, at(9, 15), 1_000);
    const before = harness.entry.sent.length;
    let spent = 0;
    let steps = 0;
    for (let now = at(9, 15); now < at(9, 20); now += 100) {
      harness.clock.set(now + 100);
      harness.exchange.tick();
      const start = performance.now();
      harness.simulator.step(now + 100, 100);
      spent += performance.now() - start;
      steps++;
    }
    const commandsPerSecond = (harness.entry.sent.length - before) / 300;
    expect(spent / steps).toBeLessThan(20);
    expect(commandsPerSecond).toBeGreaterThan(20);
    expect(commandsPerSecond).toBeLessThan(600);
    expect(harness.rejections).toEqual([]);
  }, 60_000);
});
