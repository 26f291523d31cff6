import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeTapeFile, encodeTapeFile } from "./tape-file";
import { TradeTape } from "./trade-tape";

const DAY = "2026-02-10";
const NINE = Date.UTC(2026, 1, 10, 2);

/** A tape fed `trades` of a few symbols and levels of one index. */
function tapeOf(trades: readonly { symbol: string; second: number; price: number; volume: number }[]) {
  const tape = new TradeTape({ indexVolume: () => 0 });
  let seq = 0;
  for (const [i, t] of trades.entries()) {
    const time = NINE + t.second * 1_000;
    tape.onEvent({
      type: "trade",
      seq: ++seq,
      time,
      tradeId: i + 1,
      symbol: t.symbol,
      board: "lot",
      price: t.price,
      volume: t.volume,
      buyOrderId: 1,
      sellOrderId: 2,
      buyAccount: "b",
      sellAccount: "s",
      aggressor: i % 3 === 0 ? null : i % 3 === 1 ? "B" : "S",
      buyLeaves: 0,
      sellLeaves: 0,
    });
    tape.onEvent({ type: "index", seq: ++seq, time, code: "VNINDEX", value: 175_000 + (t.price % 100) });
  }
  return tape;
}

const trades = fc.array(
  fc.record({
    symbol: fc.constantFrom("AAA", "BBB", "VN30F2603"),
    second: fc.nat(3_600),
    price: fc.integer({ min: 1, max: 200_000 }),
    volume: fc.integer({ min: 1, max: 50_000 }),
  }),
  { maxLength: 60 },
);

describe("the tape's file", () => {
  it("reads back the state it was written from, and its date", () => {
    fc.assert(
      fc.property(trades, (list) => {
        const sorted = [...list].sort((a, b) => a.second - b.second);
        const state = tapeOf(sorted).state();
        expect(decodeTapeFile(encodeTapeFile(DAY, state))).toEqual({ date: DAY, state });
      }),
    );
  });

  it("writes trades and bars as rows of numbers", () => {
    const text = encodeTapeFile(
      DAY,
      tapeOf([{ symbol: "AAA", second: 5, price: 20_000, volume: 100 }]).state(),
    );
    const file = JSON.parse(text) as { trades: unknown; bars: unknown };
    expect(file.trades).toEqual({ AAA: { next: 2, rows: [[1, 1, NINE + 5_000, 20_000, 100, 0]] } });
    expect(file.bars).toEqual({
      AAA: [[NINE / 1_000, 20_000, 20_000, 20_000, 20_000, 100]],
      VNINDEX: [[NINE / 1_000, 175_000, 175_000, 175_000, 175_000, 0]],
    });
  });

  it("refuses a damaged file, saying what is wrong", () => {
    const good = JSON.parse(
      encodeTapeFile(DAY, tapeOf([{ symbol: "AAA", second: 5, price: 20_000, volume: 100 }]).state()),
    ) as Record<string, unknown>;
    const damaged = (change: Record<string, unknown>) => JSON.stringify({ ...good, ...change });
    expect(() => decodeTapeFile("{ not json")).toThrow();
    expect(() => decodeTapeFile(damaged({ version: 2 }))).toThrow(/version 2/);
    expect(() => decodeTapeFile(damaged({ date: 7 }))).toThrow(/no date/);
    expect(() =>
      decodeTapeFile(damaged({ trades: { AAA: { next: 1, rows: [[1, 1, 0, 1, 1, 0]] } } })),
    ).toThrow(/does not fit its tape/);
    expect(() =>
      decodeTapeFile(
        damaged({
          trades: {
            AAA: {
              next: 3,
              rows: [
                [2, 1, 0, 1, 1, 0],
                [1, 2, 0, 1, 1, 0],
              ],
            },
          },
        }),
      ),
    ).toThrow(/does not fit its tape/);
    expect(() =>
      decodeTapeFile(damaged({ trades: { AAA: { next: 2, rows: [[1, 1, 0, 1.5, 1, 0]] } } })),
    ).toThrow(/six integers/);
    expect(() =>
      decodeTapeFile(
        damaged({
          bars: {
            AAA: [
              [60, 1, 1, 1, 1, 1],
              [60, 1, 1, 1, 1, 1],
            ],
          },
        }),
      ),
    ).toThrow(/a bar of AAA/);
    expect(() => decodeTapeFile(damaged({ indexVolumes: { VNINDEX: -1 } }))).toThrow(/not a count/);
  });
});

describe("odd lots in the tape file", () => {
  it("are written and read back, and a file without them reads as none", () => {
    const tape = new TradeTape();
    tape.onEvent({
      type: "trade",
      seq: 1,
      time: NINE,
      tradeId: 1,
      symbol: "AAA",
      board: "odd",
      price: 20_100,
      volume: 7,
      buyOrderId: 1,
      sellOrderId: 2,
      buyAccount: "b",
      sellAccount: "s",
      aggressor: "B",
      buyLeaves: 0,
      sellLeaves: 0,
    });
    const text = encodeTapeFile(DAY, tape.state());
    expect(decodeTapeFile(text).state.oddLots?.get("AAA")).toEqual({
      last: 20_100,
      lastVolume: 7,
      high: 20_100,
      low: 20_100,
    });
    const { oddLots: _oddLots, ...older } = JSON.parse(text) as Record<string, unknown>;
    expect(decodeTapeFile(JSON.stringify(older)).state.oddLots?.size).toBe(0);
    const damaged = { ...older, oddLots: { AAA: [20_100, 7, 20_000, 20_200] } };
    expect(() => decodeTapeFile(JSON.stringify(damaged))).toThrow(/odd lots do not fit/);
  });
});
