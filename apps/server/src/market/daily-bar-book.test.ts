import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DailyBarBook, dailyBarTime } from "./daily-bar-book";

const bar = (close: number, volume = 1_000) => ({
  open: close - 100,
  high: close + 200,
  low: close - 300,
  close,
  volume,
});

describe("daily bar times", () => {
  it("starts a day's bar at 00:00 exchange time (UTC+7) of its date", () => {
    expect(dailyBarTime("2026-02-10")).toBe(Date.parse("2026-02-09T17:00:00Z") / 1_000);
  });
});

describe("the daily bar book", () => {
  it("answers a symbol's recorded bars oldest first, stamped by date", () => {
    const book = new DailyBarBook({ firstDay: "2026-02-10" });
    book.record("2026-02-11", "FPT", bar(99_000));
    book.record("2026-02-10", "FPT", bar(98_000));
    book.record("2026-02-10", "VNINDEX", bar(175_000, 500_000_000));
    expect(book.dates()).toEqual(["2026-02-10", "2026-02-11"]);
    expect(book.bars("FPT")).toEqual([
      { time: dailyBarTime("2026-02-10"), ...bar(98_000) },
      { time: dailyBarTime("2026-02-11"), ...bar(99_000) },
    ]);
    expect(book.bars("VNINDEX")).toEqual([
      { time: dailyBarTime("2026-02-10"), ...bar(175_000, 500_000_000) },
    ]);
    expect(book.bars("NOPE")).toEqual([]);
  });

  it("leaves out the days a symbol did not trade and the dates from `beforeDate` on", () => {
    const book = new DailyBarBook({ firstDay: "2026-02-10" });
    book.record("2026-02-10", "FPT", bar(98_000));
    book.record("2026-02-11", "HPG", bar(27_000));
    book.record("2026-02-11", "FPT", { ...bar(0), close: 0 });
    book.record("2026-02-12", "FPT", bar(97_000));
    expect(book.bars("FPT").map((b) => b.close)).toEqual([98_000, 97_000]);
    expect(book.bars("FPT", "2026-02-12").map((b) => b.close)).toEqual([98_000]);
    expect(book.bars("HPG", "2026-02-11")).toEqual([]);
  });

  it("replaces a bar recorded twice for a date", () => {
    const book = new DailyBarBook({ firstDay: "2026-02-10" });
    book.record("2026-02-10", "FPT", bar(98_000));
    book.record("2026-02-10", "FPT", bar(98_500));
    expect(book.bars("FPT").map((b) => b.close)).toEqual([98_500]);
  });

  it("keeps the latest days only", () => {
    const book = new DailyBarBook({ firstDay: "2026-02-10", maxDays: 2 });
    for (const date of ["2026-02-10", "2026-02-11", "2026-02-12"]) book.record(date, "FPT", bar(98_000));
    expect(book.dates()).toEqual(["2026-02-11", "2026-02-12"]);
    expect(book.bars("FPT")).toHaveLength(2);
  });

  it("says when it has days to save", () => {
    const book = new DailyBarBook({ firstDay: "2026-02-10" });
    expect(book.unsaved).toBe(false);
    book.record("2026-02-10", "FPT", bar(98_000));
    expect(book.unsaved).toBe(true);
    book.markSaved();
    expect(book.unsaved).toBe(false);
    expect(DailyBarBook.fromJSON(JSON.parse(JSON.stringify(book))).unsaved).toBe(false);
  });

  it("reads back what it wrote, symbol by symbol", () => {
    const dates = ["2026-02-10", "2026-02-11", "2026-02-12", "2026-02-13"];
    const price = fc.integer({ min: 1, max: 10_000_000 });
    const entry = fc.record({
      date: fc.constantFrom(...dates),
      symbol: fc.constantFrom("FPT", "HPG", "VNINDEX", "VN30F2603"),
      open: price,
      high: price,
      low: price,
      close: price,
      volume: fc.nat({ max: 2 ** 40 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const book = new DailyBarBook({ firstDay: "2026-02-10" });
        for (const { date, symbol, ...values } of entries) book.record(date, symbol, values);
        const read = DailyBarBook.fromJSON(JSON.parse(JSON.stringify(book)));
        expect(read.firstDay).toBe("2026-02-10");
        expect(read.dates()).toEqual(book.dates());
        for (const symbol of ["FPT", "HPG", "VNINDEX", "VN30F2603"])
          expect(read.bars(symbol)).toEqual(book.bars(symbol));
      }),
    );
  });

  it("refuses what is not its file", () => {
    const good = new DailyBarBook({ firstDay: "2026-02-10" });
    good.record("2026-02-10", "FPT", bar(98_000));
    const file = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
    for (const bad of [
      null,
      [],
      { ...file, version: 2 },
      { ...file, firstDay: "10/02/2026" },
      { ...file, days: [{ date: "2026-02-10", bars: ["x"] }] },
      { ...file, days: [{ date: "2026-02-10", bars: [1, 2, 3, 4, 5, 6] }] },
    ])
      expect(() => DailyBarBook.fromJSON(bad)).toThrow();
  });
});
