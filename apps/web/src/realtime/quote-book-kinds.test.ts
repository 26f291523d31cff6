import { describe, expect, it } from "vitest";
import { depthMessage, foreignMessage, matchMessage, quoteRow } from "../testing/test-quotes";
import {
  bondMatchMessage,
  bondQuoteMessage,
  bondRow,
  derivativeMatchMessage,
  derivativeRow,
  oddLotMessage,
  oddLotRow,
  tenLevelBookMessage,
} from "../testing/test-rows";
import type { BoardRow } from "./protocol";
import { QuoteBook, type ApplyOutcome } from "./quote-book";

function loadedBook(...rows: BoardRow[]): QuoteBook {
  const book = new QuoteBook();
  const symbols = rows.map((row) => row.sym);
  book.finishLoad(book.beginLoad(symbols), symbols, rows);
  return book;
}

const changedOf = (outcome: ApplyOutcome) => (outcome.kind === "applied" ? outcome.changed : outcome.kind);

describe("QuoteBook: the other row kinds take their own channels' messages", () => {
  it.each<[string, BoardRow, string, unknown, Record<string, number | string> | null]>([
    [
      "stockps 3220 fills the derivative names (lv, change, oi), not the stock ones",
      derivativeRow("VN30F2612"),
      "stockps",
      derivativeMatchMessage("VN30F2612", 11),
      { lastPrice: 135_100, lv: 7, change: 540, lot: 180_257, avePrice: 134_880, oi: 41_025 },
    ],
    [
      "stockps 3250 sets foreign volumes; a derivative row has no room to grow",
      derivativeRow("VN30F2612"),
      "stockps",
      foreignMessage("VN30F2612", 11, { fBVol: 1_300, fSVolume: 990, fRoom: 5 }),
      { fBVol: 1_300, fSVolume: 990 },
    ],
    [
      "boardps 3210 unpacks the depth groups of a derivative row (it has no colour fields)",
      derivativeRow("VN30F2612"),
      "boardps",
      depthMessage("VN30F2612", 11, {
        g1: "134990|25|i",
        g2: "134980|40|i",
        g3: "134970|18|i",
        g4: "135000|31|i",
        g5: "135010|22|i",
        g6: "135020|15|i",
      }),
      { g4: "135000|31|i", vol4: 31 },
    ],
    [
      "boardps 3211 (ten-level book) changes no row field",
      derivativeRow("VN30F2612"),
      "boardps",
      tenLevelBookMessage("VN30F2612", 11),
      null,
    ],
    [
      "soddlot 9100 sets the odd-lot levels and the odd-lot board's own match",
      oddLotRow("ACB"),
      "soddlot",
      oddLotMessage("ACB", 11),
      {
        bp1: 22_950,
        bp2: 22_900,
        bp3: 22_850,
        bv1: 60,
        bv2: 55,
        bv3: 30,
        lastPrice: 23_000,
        lastVolume: 12,
        ot: 50,
        changePc: 0.22,
        lot: 1_230,
        avePrice: 22_960,
        highPrice: 23_050,
        cl: "i",
        ca: "i",
      },
    ],
    [
      "stock 3220 (a board-lot match) leaves an odd-lot row's match alone",
      oddLotRow("ACB"),
      "stock",
      matchMessage("ACB", 11, { lastPrice: 23_000, totalVol: 253_400, hp: 23_000, lp: 22_900, ap: 22_933 }),
      null,
    ],
    [
      "soddlot 9100 changes nothing on a stock row (its match is the board lot's)",
      quoteRow("ACB"),
      "soddlot",
      oddLotMessage("ACB", 11),
      null,
    ],
    [
      "board_bond 5310 sets the best bid and offer",
      bondRow("VIC12601"),
      "board_bond",
      bondQuoteMessage("VIC12601", 11),
      { PtTotalBidQtty: 1_600, PtBestBidQtty: 600, PtBestBidPrice: 101_300 },
    ],
    [
      "stock_bond 5220 sets the executed transactions",
      bondRow("VIC12601"),
      "stock_bond",
      bondMatchMessage("VIC12601", 11),
      {
        ptMatchPrice: 101_600,
        ptMatchQtty: 100,
        PtTotalTradedQtty: 2_100,
        PtTotalTradedValue: 213_160_000,
      },
    ],
  ])("%s", (_name, row, channel, message, changed) => {
    const book = loadedBook(row);
    expect(changedOf(book.apply(channel, message))).toEqual(changed);
    expect(book.row(row.sym)?.seq).toBe(11);
    const fields = book.row(row.sym) as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(changed ?? {})) expect(fields[field]).toBe(value);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(row).sort());
  });
});
