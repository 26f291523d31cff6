import fc from "fast-check";
import { MESSAGE_IDS, WIRE_COLOUR_CODES, type StockQuote, type WireColourCode } from "@bangia/market";
import { describe, expect, it } from "vitest";
import {
  depthMessage,
  foreignMessage,
  iindexMessage,
  inavMessage,
  matchMessage,
  overBuySellMessage,
  quoteRow,
} from "../testing/test-quotes";
import { MAX_BUFFERED_PER_SYMBOL, QuoteBook, type ChangedFields } from "./quote-book";

function loadedBook(...rows: StockQuote[]): QuoteBook {
  const book = new QuoteBook();
  const load = book.beginLoad(rows.map((row) => row.sym));
  book.finishLoad(
    load,
    rows.map((row) => row.sym),
    rows,
  );
  return book;
}

const field = (book: QuoteBook, sym: string, name: string): unknown =>
  (book.row(sym) as unknown as Record<string, unknown> | undefined)?.[name];

describe("QuoteBook.apply: each message id sets its row fields and returns only the changed ones", () => {
  it.each<[string, string, unknown, StockQuote, ChangedFields | null]>([
    [
      "3210 depth unpacks g1..g6 into price/vol/color (an empty level is 0|0|'')",
      "board",
      depthMessage("ACB", 11, { g1: "22950|256700|r", g2: "22900|96900|d", g3: "22850|246800|d" }),
      quoteRow("ACB"),
      {
        g4: "23050|4000|i",
        price4: 23_050,
        vol4: 4_000,
        g5: "23100|5000|i",
        price5: 23_100,
        vol5: 5_000,
        g6: "0|0|",
        price6: 0,
        vol6: 0,
        color6: "",
      },
    ],
    [
      "3210 depth: an ATO level keeps price 0 with its volume",
      "board",
      depthMessage("ACB", 11, {
        g1: "0|7000|",
        g2: "22900|96900|d",
        g3: "22850|246800|d",
        g4: "23000|45000|i",
        g5: "23050|211800|i",
        g6: "23100|240500|i",
      }),
      quoteRow("ACB"),
      { g1: "0|7000|", price1: 0, vol1: 7_000, color1: "" },
    ],
    [
      "3310 sets overBuy, overSell and g7",
      "board",
      overBuySellMessage("ACB", 11, 1_200_000, 926_500),
      quoteRow("ACB"),
      { overBuy: 1_200_000, g7: "1200000|926500|" },
    ],
    [
      "3220 maps lastVol, change, totalVol, hp, lp, ap and the colours",
      "stock",
      matchMessage("ACB", 11),
      quoteRow("ACB"),
      {
        lastPrice: 23_100,
        lastVolume: 500,
        ot: 150,
        changePc: 0.65,
        lot: 253_900,
        highPrice: 23_100,
        avePrice: 22_940,
        cl: "i",
      },
    ],
    [
      "3250 sets foreign buy, sell and room",
      "stock",
      foreignMessage("ACB", 11),
      quoteRow("ACB"),
      { fBVol: 1_000, fSVolume: 79_000, fRoom: 77_700 },
    ],
    [
      "3250 without fRoom keeps the row's room",
      "stock",
      { id: MESSAGE_IDS.FOREIGN, sym: "ACB", seq: 11, fBVol: 5, fSVolume: 78_700 },
      quoteRow("ACB"),
      { fBVol: 5 },
    ],
    [
      "4101 sets iNav",
      "etfinav",
      inavMessage("E1VFVN30", 11, 34_560.5),
      quoteRow("E1VFVN30", { type: "E", iNav: 34_552, iIndex: 1_947_890 }),
      { iNav: 34_560.5 },
    ],
    [
      "4102 sets iIndex",
      "etfiindex",
      iindexMessage("E1VFVN30", 11, 1_948_000),
      quoteRow("E1VFVN30", { type: "E", iNav: 34_552, iIndex: 1_947_890 }),
      { iIndex: 1_948_000 },
    ],
    [
      "a message equal to the row changes nothing",
      "board",
      overBuySellMessage("ACB", 11, 1_169_100, 926_500),
      quoteRow("ACB"),
      null,
    ],
    [
      "9100 odd lot shares the stream but carries no stock-row field",
      "soddlot",
      { id: MESSAGE_IDS.ODD_LOT, sym: "ACB", seq: 11, bp1: 22_900, bv1: 50 },
      quoteRow("ACB"),
      null,
    ],
  ])("%s", (_name, channel, message, row, expected) => {
    const book = loadedBook(row);
    const outcome = book.apply(channel, message);
    expect(outcome).toEqual({ kind: "applied", sym: row.sym, changed: expected, gap: false });
    expect(field(book, row.sym, "seq")).toBe(11);
    for (const [name, value] of Object.entries(expected ?? {}))
      expect(field(book, row.sym, name)).toBe(value);
  });
});

describe("QuoteBook.apply: sequence rules", () => {
  it.each([
    ["seq below the row's is stale", 9, "stale"],
    ["seq equal to the row's is stale", 10, "stale"],
  ])("%s and dropped", (_name, seq, kind) => {
    const book = loadedBook(quoteRow("ACB"));
    expect(book.apply("stock", matchMessage("ACB", seq))).toEqual({ kind });
    expect(field(book, "ACB", "lastPrice")).toBe(22_950);
    expect(field(book, "ACB", "seq")).toBe(10);
  });

  it("seq = row seq + 1 applies without a gap", () => {
    const book = loadedBook(quoteRow("ACB"));
    expect(book.apply("stock", matchMessage("ACB", 11))).toMatchObject({ kind: "applied", gap: false });
  });

  it("seq > row seq + 1 is a gap: reported, and the message's own fields still applied", () => {
    const book = loadedBook(quoteRow("ACB"));
    expect(book.apply("stock", matchMessage("ACB", 13))).toMatchObject({ kind: "applied", gap: true });
    expect(field(book, "ACB", "lastPrice")).toBe(23_100);
    expect(book.apply("board", overBuySellMessage("ACB", 14))).toMatchObject({ gap: false });
  });

  it("a restart that begins again at 1 is dropped until the reload sets the new numbering", () => {
    const book = loadedBook(quoteRow("ACB"));
    expect(book.apply("stock", matchMessage("ACB", 1))).toEqual({ kind: "stale" });
  });

  it("a packed group that does not unpack is reported as a gap; the readable groups apply", () => {
    const book = loadedBook(quoteRow("ACB"));
    const outcome = book.apply("board", depthMessage("ACB", 11, { g1: "23.5|10|i" as never }));
    expect(outcome).toMatchObject({ kind: "applied", gap: true });
    expect(field(book, "ACB", "price1")).toBe(22_950);
    expect(field(book, "ACB", "price4")).toBe(23_050);
  });

  it.each<[string, string, unknown]>([
    ["a symbol the book does not hold", "stock", matchMessage("FPT", 11)],
    ["a market-wide channel", "index", { mc: "10", seq: 11 }],
    ["a message without sym", "stock", { id: MESSAGE_IDS.MATCH, seq: 11 }],
    ["a message without seq", "stock", { id: MESSAGE_IDS.MATCH, sym: "ACB" }],
    ["not an object", "stock", "ACB"],
  ])("ignores %s", (_name, channel, message) => {
    const book = loadedBook(quoteRow("ACB"));
    expect(book.apply(channel, message)).toEqual({ kind: "ignored" });
  });
});

describe("QuoteBook loads: buffering while a snapshot loads", () => {
  it("buffers messages of a loading symbol and replays those above the loaded seq", () => {
    const book = new QuoteBook();
    const load = book.beginLoad(["ACB"]);
    expect(book.isLoading("ACB")).toBe(true);
    expect(book.apply("stock", matchMessage("ACB", 11, { lastPrice: 1 }))).toEqual({ kind: "buffered" });
    expect(book.apply("stock", matchMessage("ACB", 13, { lastPrice: 3 }))).toEqual({ kind: "buffered" });
    expect(book.apply("board", overBuySellMessage("ACB", 12, 7, 8))).toEqual({ kind: "buffered" });
    // The snapshot already holds 11 and 12; 13 follows it.
    expect(book.finishLoad(load, ["ACB"], [quoteRow("ACB", { seq: 12 })])).toEqual({
      loaded: ["ACB"],
      gaps: [],
    });
    expect(book.isLoading("ACB")).toBe(false);
    expect(field(book, "ACB", "lastPrice")).toBe(3);
    expect(field(book, "ACB", "overBuy")).toBe(1_169_100);
    expect(field(book, "ACB", "seq")).toBe(13);
  });

  it("reports a gap between the loaded seq and the first buffered message", () => {
    const book = new QuoteBook();
    const load = book.beginLoad(["ACB"]);
    book.apply("stock", matchMessage("ACB", 15));
    expect(book.finishLoad(load, ["ACB"], [quoteRow("ACB", { seq: 12 })]).gaps).toEqual(["ACB"]);
  });

  it("a buffer that overflows asks for a reload", () => {
    const book = new QuoteBook();
    const load = book.beginLoad(["ACB"]);
    for (let seq = 11; seq <= 11 + MAX_BUFFERED_PER_SYMBOL; seq++)
      book.apply("board", overBuySellMessage("ACB", seq, seq));
    expect(book.finishLoad(load, ["ACB"], [quoteRow("ACB")]).gaps).toEqual(["ACB"]);
  });

  it("messages to an already loaded symbol being reloaded wait for the new snapshot", () => {
    const book = loadedBook(quoteRow("ACB"));
    const load = book.beginLoad(["ACB"]);
    expect(book.apply("stock", matchMessage("ACB", 21))).toEqual({ kind: "buffered" });
    expect(field(book, "ACB", "lastPrice")).toBe(22_950);
    book.finishLoad(load, ["ACB"], [quoteRow("ACB", { seq: 20 })]);
    expect(field(book, "ACB", "lastPrice")).toBe(23_100);
  });

  it("a load replaces the row even with a lower seq (the server restarted)", () => {
    const book = loadedBook(quoteRow("ACB", { seq: 500 }));
    const load = book.beginLoad(["ACB"]);
    book.finishLoad(load, ["ACB"], [quoteRow("ACB", { seq: 3, lastPrice: 99 })]);
    expect(field(book, "ACB", "seq")).toBe(3);
    expect(book.apply("stock", matchMessage("ACB", 4))).toMatchObject({ kind: "applied", gap: false });
  });

  it("only the latest load asking for a symbol sets it", () => {
    const book = new QuoteBook();
    const older = book.beginLoad(["ACB", "FPT"]);
    const newer = book.beginLoad(["ACB"]);
    expect(
      book.finishLoad(older, ["ACB", "FPT"], [quoteRow("ACB", { seq: 5 }), quoteRow("FPT")]).loaded,
    ).toEqual(["FPT"]);
    expect(book.isLoading("ACB")).toBe(true);
    expect(book.finishLoad(newer, ["ACB"], [quoteRow("ACB", { seq: 7 })]).loaded).toEqual(["ACB"]);
    expect(field(book, "ACB", "seq")).toBe(7);
  });

  it("a failed load keeps the old row, which then takes the buffered messages", () => {
    const book = loadedBook(quoteRow("ACB"));
    const load = book.beginLoad(["ACB"]);
    book.apply("stock", matchMessage("ACB", 11));
    expect(book.failLoad(load, ["ACB"])).toEqual({ loaded: [], gaps: [] });
    expect(field(book, "ACB", "lastPrice")).toBe(23_100);
    expect(book.isLoading("ACB")).toBe(false);
  });

  it("a symbol the answer lacks and the book never held stays absent", () => {
    const book = new QuoteBook();
    const load = book.beginLoad(["NOPE"]);
    book.apply("stock", matchMessage("NOPE", 1));
    expect(book.finishLoad(load, ["NOPE"], [])).toEqual({ loaded: [], gaps: [] });
    expect(book.row("NOPE")).toBeUndefined();
  });

  it("retain drops rows and loads of other symbols", () => {
    const book = loadedBook(quoteRow("ACB"), quoteRow("FPT"));
    const load = book.beginLoad(["VNM"]);
    book.retain(new Set(["ACB"]));
    expect(book.row("FPT")).toBeUndefined();
    expect(book.isLoading("VNM")).toBe(false);
    expect(book.finishLoad(load, ["VNM"], [quoteRow("VNM")]).loaded).toEqual([]);
    expect(book.size).toBe(1);
  });
});

// ── Property: the book's row equals the server's merged state ──────────────────────────────────

const colour = fc.constantFrom<WireColourCode>(...Object.values(WIRE_COLOUR_CODES), "");
const whole = fc.integer({ min: 0, max: 10_000_000 });
const group = fc
  .tuple(whole, whole, colour)
  .map(([price, volume, color]) => ({ text: `${price}|${volume}|${color}`, price, volume, color }));

/** A message, and the row fields the server's state has after it (spec table of the task). */
type Generated = {
  readonly channel: string;
  readonly body: Record<string, unknown>;
  readonly state: Record<string, unknown>;
};

const generated: fc.Arbitrary<Generated> = fc.oneof(
  fc.array(group, { minLength: 6, maxLength: 6 }).map((groups) => {
    const body: Record<string, unknown> = { id: MESSAGE_IDS.DEPTH };
    const state: Record<string, unknown> = {};
    groups.forEach((g, i) => {
      body[`g${i + 1}`] = g.text;
      Object.assign(state, {
        [`g${i + 1}`]: g.text,
        [`price${i + 1}`]: g.price,
        [`vol${i + 1}`]: g.volume,
        [`color${i + 1}`]: g.color,
      });
    });
    return { channel: "board", body, state };
  }),
  fc.tuple(whole, whole).map(([overBuy, overSell]) => ({
    channel: "board",
    body: { id: MESSAGE_IDS.OVER_BUY_SELL, overBuy, overSell },
    state: { overBuy, overSell, g7: `${overBuy}|${overSell}|` },
  })),
  fc
    .record({
      lastPrice: whole,
      lastVol: whole,
      change: fc.integer({ min: -5_000, max: 5_000 }),
      totalVol: whole,
    })
    .chain((m) =>
      fc
        .record({ hp: whole, lp: whole, ap: whole, cl: colour, ch: colour, lc: colour, ca: colour })
        .map((n) => ({
          channel: "stock",
          body: { id: MESSAGE_IDS.MATCH, ...m, ...n, changePc: m.change / 100, time: "10:00:00", side: "B" },
          state: {
            lastPrice: m.lastPrice,
            lastVolume: m.lastVol,
            ot: m.change,
            changePc: m.change / 100,
            lot: m.totalVol,
            highPrice: n.hp,
            lowPrice: n.lp,
            avePrice: n.ap,
            cl: n.cl,
            ch: n.ch,
            lc: n.lc,
            ca: n.ca,
          },
        })),
    ),
  fc.tuple(whole, whole, fc.option(whole, { nil: undefined })).map(([fBVol, fSVolume, fRoom]) => ({
    channel: "stock",
    body: { id: MESSAGE_IDS.FOREIGN, fBVol, fSVolume, ...(fRoom === undefined ? {} : { fRoom }) },
    state: { fBVol, fSVolume, ...(fRoom === undefined ? {} : { fRoom }) },
  })),
  fc.double({ min: 0, max: 1e6, noNaN: true }).map((iNav) => ({
    channel: "etfinav",
    body: { id: MESSAGE_IDS.INAV, iNav },
    state: { iNav },
  })),
  whole.map((iIndex) => ({
    channel: "etfiindex",
    body: { id: MESSAGE_IDS.IINDEX, iIndex },
    state: { iIndex },
  })),
  whole.map((bp1) => ({ channel: "soddlot", body: { id: MESSAGE_IDS.ODD_LOT, bp1 }, state: {} })),
);

describe("QuoteBook property", () => {
  it("any in-order message sequence gives the server's merged row, and its patches rebuild it", () => {
    fc.assert(
      fc.property(
        fc.array(generated, { maxLength: 40 }),
        fc.integer({ min: 0, max: 1_000 }),
        (messages, start) => {
          const snapshot = quoteRow("E1VFVN30", { type: "E", iNav: 34_552, iIndex: 1_947_890, seq: start });
          const book = loadedBook(snapshot);
          const expected: Record<string, unknown> = { ...snapshot };
          const patched: Record<string, unknown> = { ...snapshot };
          messages.forEach((message, i) => {
            const seq = start + i + 1;
            const outcome = book.apply(message.channel, { ...message.body, sym: "E1VFVN30", seq });
            expect(outcome).toMatchObject({ kind: "applied", gap: false });
            if (outcome.kind === "applied" && outcome.changed !== null)
              Object.assign(patched, outcome.changed);
            // A repeat of the same message is stale and changes nothing.
            expect(book.apply(message.channel, { ...message.body, sym: "E1VFVN30", seq })).toEqual({
              kind: "stale",
            });
            Object.assign(expected, message.state, { seq });
          });
          expect(book.row("E1VFVN30")).toEqual(expected);
          expect({ ...patched, seq: expected["seq"] }).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
