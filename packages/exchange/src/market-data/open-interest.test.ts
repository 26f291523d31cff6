import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OpenInterestBook } from "./open-interest";

const F = "41I1F4000";

describe("open interest", () => {
  it.each<[string, readonly (readonly [string, string, number])[], number]>([
    ["a first trade opens both sides", [["A", "B", 5]], 5],
    [
      "a new buyer taking over a long leaves it unchanged",
      [
        ["A", "B", 5],
        ["C", "A", 3],
      ],
      5,
    ],
    [
      "both sides closing reduces it",
      [
        ["A", "B", 5],
        ["B", "A", 2],
      ],
      3,
    ],
    [
      "both sides opening adds to it",
      [
        ["A", "B", 5],
        ["C", "D", 4],
      ],
      9,
    ],
    [
      "a long turning short",
      [
        ["A", "B", 5],
        ["B", "A", 8],
      ],
      3,
    ],
    ["a self-trade changes nothing", [["A", "A", 7]], 0],
    [
      "everything closed",
      [
        ["A", "B", 5],
        ["B", "A", 5],
      ],
      0,
    ],
  ])("%s", (_name, trades, expected) => {
    const book = new OpenInterestBook();
    for (const [buyer, seller, volume] of trades) book.recordTrade(F, buyer, seller, volume);
    expect(book.openInterest(F)).toBe(expected);
  });

  it("keeps net positions per account and per contract", () => {
    const book = new OpenInterestBook();
    book.recordTrade(F, "A", "B", 5);
    book.recordTrade("41I1F5000", "B", "A", 2);
    expect([book.position(F, "A"), book.position(F, "B"), book.position("41I1F5000", "A")]).toEqual([
      5, -5, -2,
    ]);
    expect(book.openInterest("41I1F5000")).toBe(2);
    book.expire(F);
    expect([book.openInterest(F), book.position(F, "A")]).toEqual([0, 0]);
  });

  it("refuses a non-positive volume", () => {
    expect(() => new OpenInterestBook().recordTrade(F, "A", "B", 0)).toThrow(RangeError);
  });

  const trade = fc.record({
    contract: fc.constantFrom("F1", "F2"),
    buyer: fc.constantFrom("A", "B", "C", "D"),
    seller: fc.constantFrom("A", "B", "C", "D"),
    volume: fc.integer({ min: 1, max: 50 }),
  });

  it("equals the sum of longs, equals the sum of shorts, after any trades", () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 60 }), (trades) => {
        const book = new OpenInterestBook();
        for (const t of trades) book.recordTrade(t.contract, t.buyer, t.seller, t.volume);
        for (const contract of ["F1", "F2"]) {
          const positions = ["A", "B", "C", "D"].map((account) => book.position(contract, account));
          const longs = positions.filter((p) => p > 0).reduce((a, b) => a + b, 0);
          const shorts = positions.filter((p) => p < 0).reduce((a, b) => a - b, 0);
          expect(book.openInterest(contract)).toBe(longs);
          expect(longs).toBe(shorts);
        }
      }),
    );
  });

  it("round-trips through JSON", () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 40 }), (trades) => {
        const book = new OpenInterestBook();
        for (const t of trades) book.recordTrade(t.contract, t.buyer, t.seller, t.volume);
        const restored = OpenInterestBook.restore(JSON.parse(JSON.stringify(book)));
        expect(restored.toJSON()).toEqual(book.toJSON());
        for (const contract of ["F1", "F2"])
          expect(restored.openInterest(contract)).toBe(book.openInterest(contract));
      }),
    );
  });
});
