import type { ExchangeEvent, TradeExecuted } from "@bangia/exchange";
import { epochMillisAt } from "@bangia/market";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TRADES_KEPT, TradeTape } from "./trade-tape";

const DAY = "2026-02-10";
const at = (clock: string) => epochMillisAt(DAY, clock);
const seconds = (clock: string) => at(clock) / 1_000;

let nextTradeId = 1;
/** Events numbered as the exchange numbers its stream: gap-free, rising. */
let nextSeq = 1;
function trade(
  symbol: string,
  time: number,
  price: number,
  volume: number,
  extra: Partial<TradeExecuted> = {},
) {
  return {
    type: "trade",
    seq: nextSeq++,
    time,
    tradeId: nextTradeId++,
    symbol,
    board: "lot",
    price,
    volume,
    buyOrderId: 1,
    sellOrderId: 2,
    buyAccount: "b",
    sellAccount: "s",
    aggressor: "B",
    buyLeaves: 0,
    sellLeaves: 0,
    ...extra,
  } satisfies TradeExecuted;
}

const index = (code: string, time: number, value: number): ExchangeEvent => ({
  type: "index",
  seq: nextSeq++,
  time,
  code,
  value,
});
const dayStarted = (date: string): ExchangeEvent => ({
  type: "day",
  seq: nextSeq++,
  time: at("08:30"),
  date,
});

describe("trades on the tape", () => {
  it("skips events it already holds, as a recovery's replay brings them again", () => {
    const tape = new TradeTape();
    const first = trade("AAA", at("09:20"), 20_000, 100);
    tape.onEvent(first);
    const restored = new TradeTape({ state: tape.state() });
    restored.onEvent(first);
    restored.onEvent(trade("AAA", at("09:21"), 20_050, 200));
    expect(restored.trades("AAA").map((t) => [t.index, t.price])).toEqual([
      [1, 20_000],
      [2, 20_050],
    ]);
  });

  it("keeps board-lot matches per symbol, numbered from 1, with the aggressor as side", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20"), 20_000, 100, { aggressor: "B" }));
    tape.onEvent(trade("BBB", at("09:20"), 30_000, 200, { aggressor: "S" }));
    tape.onEvent(trade("AAA", at("09:21"), 20_100, 300, { aggressor: null }));
    expect(tape.trades("AAA").map((t) => [t.index, t.price, t.volume, t.side])).toEqual([
      [1, 20_000, 100, "B"],
      [2, 20_100, 300, ""],
    ]);
    expect(tape.trades("BBB").map((t) => [t.index, t.side])).toEqual([[1, "S"]]);
    expect(tape.lastTrade("AAA")).toMatchObject({ index: 2, symbol: "AAA", time: at("09:21") });
  });

  it("leaves odd-lot and put-through trades off", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20"), 20_000, 50, { board: "odd" }));
    tape.onEvent(trade("AAA", at("09:20"), 20_000, 50_000, { board: "pt" }));
    expect(tape.trades("AAA")).toEqual([]);
    expect(tape.lastTrade("AAA")).toBeUndefined();
    expect(tape.minuteBars("AAA")).toEqual([]);
  });

  it("answers empty for an unknown symbol", () => {
    const tape = new TradeTape();
    expect(tape.trades("ZZZ")).toEqual([]);
    expect(tape.minuteBars("ZZZ")).toEqual([]);
  });

  it("drops the oldest trades past the bound but keeps counting positions", () => {
    const tape = new TradeTape();
    const total = TRADES_KEPT + TRADES_KEPT / 4 + 10;
    for (let i = 0; i < total; i++) tape.onEvent(trade("AAA", at("09:20"), 20_000, 100));
    const trades = tape.trades("AAA");
    expect(trades.length).toBeGreaterThanOrEqual(TRADES_KEPT);
    expect(trades.length).toBeLessThanOrEqual(TRADES_KEPT + TRADES_KEPT / 4);
    expect(trades.at(-1)?.index).toBe(total);
    // Positions stay contiguous, so a page cursor maps to an offset.
    const first = trades[0]?.index ?? 0;
    expect(trades.every((t, offset) => t.index === first + offset)).toBe(true);
  });

  it("keeps positions contiguous from 1 for any stream of symbols", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("AAA", "BBB", "CCC"), { maxLength: 200 }), (symbols) => {
        const tape = new TradeTape();
        for (const symbol of symbols) tape.onEvent(trade(symbol, at("09:20"), 20_000, 100));
        for (const symbol of ["AAA", "BBB", "CCC"]) {
          const count = symbols.filter((s) => s === symbol).length;
          expect(tape.trades(symbol).map((t) => t.index)).toEqual(
            Array.from({ length: count }, (_, i) => i + 1),
          );
        }
      }),
    );
  });
});

describe("one-minute bars", () => {
  it("opens, extends and closes a bar per minute of trading", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20:05"), 20_000, 100));
    tape.onEvent(trade("AAA", at("09:20:30"), 20_300, 200));
    tape.onEvent(trade("AAA", at("09:20:59"), 19_900, 300));
    tape.onEvent(trade("AAA", at("09:23:00"), 20_100, 400));
    expect(tape.minuteBars("AAA")).toEqual([
      { time: seconds("09:20"), open: 20_000, high: 20_300, low: 19_900, close: 19_900, volume: 600 },
      { time: seconds("09:23"), open: 20_100, high: 20_100, low: 20_100, close: 20_100, volume: 400 },
    ]);
  });

  it("builds index bars from index levels, with volume deltas of the index's total", () => {
    let volume = 1_000;
    const tape = new TradeTape({ indexVolume: (code) => (code === "VNINDEX" ? volume : undefined) });
    tape.onEvent(index("VNINDEX", at("09:20:01"), 175_000));
    volume = 1_500;
    tape.onEvent(index("VNINDEX", at("09:20:40"), 175_200));
    volume = 1_800;
    tape.onEvent(index("VNINDEX", at("09:21:10"), 174_900));
    tape.onEvent(index("VN30", at("09:21:10"), 194_000));
    expect(tape.minuteBars("VNINDEX")).toEqual([
      // Started mid-day: the first event's total was traded before the tape knew it.
      { time: seconds("09:20"), open: 175_000, high: 175_200, low: 175_000, close: 175_200, volume: 500 },
      { time: seconds("09:21"), open: 174_900, high: 174_900, low: 174_900, close: 174_900, volume: 300 },
    ]);
    expect(tape.minuteBars("VN30")).toEqual([
      { time: seconds("09:21"), open: 194_000, high: 194_000, low: 194_000, close: 194_000, volume: 0 },
    ]);
  });

  it("counts an index's whole volume from a day start", () => {
    let volume = 0;
    const tape = new TradeTape({ indexVolume: () => volume });
    tape.onEvent(dayStarted(DAY));
    volume = 700;
    tape.onEvent(index("VNINDEX", at("09:15"), 175_000));
    expect(tape.minuteBars("VNINDEX").map((bar) => bar.volume)).toEqual([700]);
  });
});

describe("a new trading day", () => {
  it("clears trades, positions and bars", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20"), 20_000, 100));
    tape.onEvent(index("VNINDEX", at("09:20"), 175_000));
    tape.onEvent(dayStarted("2026-02-11"));
    expect(tape.trades("AAA")).toEqual([]);
    expect(tape.minuteBars("AAA")).toEqual([]);
    expect(tape.minuteBars("VNINDEX")).toEqual([]);
    tape.onEvent(trade("AAA", epochMillisAt("2026-02-11", "09:20"), 20_000, 100));
    expect(tape.trades("AAA").map((t) => t.index)).toEqual([1]);
  });
});

describe("the tape's state", () => {
  it("starts a tape that holds the same and goes on counting where the saved one stood", () => {
    let volume = 1_000;
    const options = { indexVolume: () => volume };
    const tape = new TradeTape(options);
    tape.onEvent(dayStarted(DAY));
    tape.onEvent(trade("AAA", at("09:20:05"), 20_000, 100));
    tape.onEvent(trade("AAA", at("09:21:05"), 20_100, 200, { aggressor: null }));
    tape.onEvent(index("VNINDEX", at("09:21:06"), 175_000));
    const state = tape.state();
    const restored = new TradeTape({ ...options, state });
    expect(restored.state()).toEqual(state);
    expect(restored.trades("AAA")).toEqual(tape.trades("AAA"));
    expect(restored.minuteBars("AAA")).toEqual(tape.minuteBars("AAA"));

    // Both go on alike: positions after the saved ones, index volumes from the saved totals.
    volume = 1_400;
    for (const t of [tape, restored]) {
      t.onEvent({ ...trade("AAA", at("09:21:30"), 19_900, 300), tradeId: 99 });
      t.onEvent(index("VNINDEX", at("09:21:40"), 175_100));
    }
    expect(restored.trades("AAA").map((t) => t.index)).toEqual([1, 2, 3]);
    expect(restored.trades("AAA")).toEqual(tape.trades("AAA"));
    expect(restored.minuteBars("AAA")).toEqual(tape.minuteBars("AAA"));
    expect(restored.minuteBars("VNINDEX")).toEqual(tape.minuteBars("VNINDEX"));
    expect(restored.minuteBars("VNINDEX").map((bar) => bar.volume)).toEqual([1_400]);
  });

  it("is a copy: the tape going on does not change a state taken before", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20:05"), 20_000, 100));
    const state = tape.state();
    tape.onEvent(trade("AAA", at("09:20:10"), 20_100, 100));
    expect(state.tapes.get("AAA")?.trades).toHaveLength(1);
    expect(state.tapes.get("AAA")?.count).toBe(1);
    expect(state.bars.get("AAA")?.[0]?.volume).toBe(100);
  });

  it("refuses a state whose trades stand past its count", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20:05"), 20_000, 100));
    const state = tape.state();
    const broken = { ...state, tapes: new Map([["AAA", { trades: tape.trades("AAA"), count: 0 }]]) };
    expect(() => new TradeTape({ state: broken })).toThrow(/position 1 of 0/);
  });
});

describe("odd-lot matches on the tape", () => {
  it("are summed up apart from the board lot's, kept through a restart and cleared by a new day", () => {
    const tape = new TradeTape();
    tape.onEvent(trade("AAA", at("09:20"), 20_000, 7_600));
    tape.onEvent(trade("AAA", at("09:21"), 19_900, 30, { board: "odd" }));
    tape.onEvent(trade("AAA", at("09:22"), 20_100, 7, { board: "odd" }));
    const odd = { last: 20_100, lastVolume: 7, high: 20_100, low: 19_900 };
    expect(tape.oddLotTrading("AAA")).toEqual(odd);
    // The board lot's match history holds no odd lot.
    expect(tape.trades("AAA").map((t) => t.volume)).toEqual([7_600]);
    expect(new TradeTape({ state: tape.state() }).oddLotTrading("AAA")).toEqual(odd);
    tape.onEvent(dayStarted("2026-02-11"));
    expect(tape.oddLotTrading("AAA")).toBeUndefined();
  });
});
