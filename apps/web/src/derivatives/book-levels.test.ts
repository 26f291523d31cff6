import type { BookLevel } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { barWidth, BOOK_DEPTH, bookAfter, bookLevelPriceText, bookRows, EMPTY_BOOK } from "./book-levels";

const levels = (...pairs: [price: number, vol: number][]): BookLevel[] =>
  pairs.map(([price, vol]) => ({ price, vol }));

describe("the price of a book level (price-board §5)", () => {
  it.each([
    [0, 9 * 60, "ATO"],
    [0, 8 * 60 + 45, "ATO"],
    [0, 11 * 60 + 59.99, "ATO"],
    [0, 12 * 60, "ATC"],
    [0, 14 * 60 + 35, "ATC"],
    [194_570, 10 * 60, "1,945.7"],
    [194_570, 14 * 60 + 35, "1,945.7"],
  ])("price %i at minute %d reads %j", (price, minute, text) => {
    expect(bookLevelPriceText(price, minute, "points")).toBe(text);
  });

  it("reads bond futures in thousands of VND", () => {
    expect(bookLevelPriceText(105_750, 600, "vnd")).toBe("105.75");
    expect(bookLevelPriceText(0, 600, "vnd")).toBe("ATO");
  });
});

describe("bookRows: ten rows, bars over the side's own volume", () => {
  it.each([
    { name: "one level takes the whole bar", volumes: [5], widths: [1] },
    { name: "shares of the side", volumes: [100, 300], widths: [0.25, 0.75] },
    { name: "thirds", volumes: [1, 1, 1], widths: [1 / 3, 1 / 3, 1 / 3] },
    { name: "an empty level has no bar", volumes: [0, 4], widths: [0, 1] },
    { name: "no volume at all", volumes: [0, 0], widths: [0, 0] },
  ])("$name", ({ volumes, widths }) => {
    const rows = bookRows(
      volumes.map((vol, index) => ({ price: 194_570 - index * 10, vol })),
      600,
      "points",
    );
    expect(rows).toHaveLength(BOOK_DEPTH);
    volumes.forEach((_, index) => expect(rows[index]?.width).toBeCloseTo(widths[index] ?? -1, 10));
    expect(
      rows.slice(volumes.length).every((row) => !row.present && row.width === 0 && row.price === ""),
    ).toBe(true);
  });

  it("writes each level's price and contracts; an ATO level keeps its volume", () => {
    const rows = bookRows(levels([0, 12], [194_570, 1_250]), 600, "points");
    expect(rows.slice(0, 2)).toEqual([
      { price: "ATO", volume: "12", width: 12 / 1_262, value: 0, present: true },
      { price: "1,945.7", volume: "1,250", width: 1_250 / 1_262, value: 194_570, present: true },
    ]);
  });

  it("keeps at most ten levels", () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ price: 194_570 - index * 10, vol: 1 }));
    const rows = bookRows(many, 600, "points");
    expect(rows).toHaveLength(10);
    expect(rows[0]?.width).toBeCloseTo(0.1, 10);
  });
});

describe("barWidth", () => {
  it.each([
    [0, "0.00%"],
    [0.25, "25.00%"],
    [1 / 3, "33.33%"],
    [1, "100.00%"],
  ])("%d → %s", (share, width) => {
    expect(barWidth(share)).toBe(width);
  });
});

describe("bookAfter: snapshots, live sides and reloads", () => {
  const snapshot = levels([194_570, 1]);
  const live = levels([194_580, 2]);
  const later = levels([194_560, 3]);

  it("takes a snapshot side, then live messages", () => {
    let book = bookAfter(EMPTY_BOOK, { type: "snapshot", side: "B", levels: snapshot });
    expect(book.B).toEqual({ levels: snapshot, live: false });
    book = bookAfter(book, { type: "live", side: "B", levels: live });
    expect(book.B).toEqual({ levels: live, live: true });
    expect(book.S).toEqual(EMPTY_BOOK.S);
  });

  it("ignores a snapshot that answers after a live message of its side", () => {
    const book = bookAfter(bookAfter(EMPTY_BOOK, { type: "live", side: "S", levels: live }), {
      type: "snapshot",
      side: "S",
      levels: snapshot,
    });
    expect(book.S.levels).toEqual(live);
  });

  it("takes the next snapshot after a reload, keeping what it shows until then", () => {
    let book = bookAfter(EMPTY_BOOK, { type: "live", side: "B", levels: live });
    book = bookAfter(book, { type: "reload" });
    expect(book.B).toEqual({ levels: live, live: false });
    book = bookAfter(book, { type: "snapshot", side: "B", levels: later });
    expect(book.B.levels).toEqual(later);
  });
});
