/**
 * What a "cell update" is, for both grids: one displayed cell of the standard stock table
 * (price-board §2 "Stock price board") whose value a realtime message changes. Both pages and the
 * recorder count with these functions, so the rate of a step means the same for both grids.
 *
 * Displayed cells (the board's default columns, named by their `data-field`): three bid levels
 * (price, volume), the match (price, volume, change), three offer levels, total volume, over-buy,
 * over-sell, average, high, low, foreign bought, sold and room. Reference, ceiling and floor never
 * change during a day. The change cell (`ot`) shows the absolute or the percent change: it counts
 * once when either moves. A colour that changes without its value is a style change, not a cell
 * update. iNav and iIndex replace over-buy/over-sell only on the ETF board, so on this board their
 * messages (and odd-lot messages) are delivered but change no displayed cell.
 *
 * Pure and browser-safe: the page workers import it too.
 *
 * Its own code on purpose, not the app's: the count is the yardstick of every step (the rate both
 * grids are fed at), so it must not move with the quote book being measured, and the Node
 * recorder cannot load the app's column module (board-columns.ts reaches the browser's stored
 * preferences). BOARD_CELLS therefore restates the board's default columns by name, and RowBook
 * merges messages into rows by itself.
 */
import { MESSAGE_IDS, unpackGroup, type StockQuote } from "@bangia/market";

/** The displayed cells, in the table's column order (after symbol, reference, ceiling, floor). */
export const BOARD_CELLS = [
  "price3",
  "vol3",
  "price2",
  "vol2",
  "price1",
  "vol1",
  "lastPrice",
  "lastVolume",
  "ot",
  "price4",
  "vol4",
  "price5",
  "vol5",
  "price6",
  "vol6",
  "lot",
  "overBuy",
  "overSell",
  "avePrice",
  "highPrice",
  "lowPrice",
  "fBVol",
  "fSVolume",
  "fRoom",
] as const;
export type BoardCell = (typeof BOARD_CELLS)[number];

/** Row fields (StockQuote names) a message sets, with their new values. */
export type RowFields = Readonly<Record<string, number | string>>;

/** A recorded socket message as the bundle carries it: [channel, message]. */
export type ChannelPair = readonly [channel: string, message: Readonly<Record<string, unknown>>];

/** Channels whose messages change a stock row of the board (odd lots and bonds have boards of their own). */
const ROW_CHANNELS = new Set(["board", "stock", "etfinav", "etfiindex"]);

/** Renamed fields of the match message (socket.ts) to the row's names (datafeed.ts). */
const MATCH_FIELDS: Readonly<Record<string, string>> = {
  lastPrice: "lastPrice",
  lastVol: "lastVolume",
  change: "ot",
  changePc: "changePc",
  totalVol: "lot",
  hp: "highPrice",
  lp: "lowPrice",
  ap: "avePrice",
  cl: "cl",
  ch: "ch",
  lc: "lc",
  ca: "ca",
};

function copyFields(
  message: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>>,
  into: Record<string, number | string>,
): void {
  for (const [from, to] of Object.entries(names)) {
    const value = message[from];
    if (typeof value === "number" || typeof value === "string") into[to] = value;
  }
}

/**
 * The symbol and the row fields a message sets, or null when it does not touch a stock row.
 * Depth messages carry packed groups only: their levels are unpacked into price/vol/color.
 */
export function rowFieldsOf([channel, message]: ChannelPair): { sym: string; fields: RowFields } | null {
  if (!ROW_CHANNELS.has(channel)) return null;
  const sym = message["sym"];
  if (typeof sym !== "string") return null;
  const fields: Record<string, number | string> = {};
  switch (message["id"]) {
    case MESSAGE_IDS.DEPTH:
      for (let level = 1; level <= 6; level++) {
        const packed = message[`g${level}`];
        const group = typeof packed === "string" ? unpackGroup(packed) : null;
        if (group === null || typeof packed !== "string") continue;
        fields[`g${level}`] = packed;
        fields[`price${level}`] = group.price;
        fields[`vol${level}`] = group.volume;
        fields[`color${level}`] = group.color;
      }
      break;
    case MESSAGE_IDS.MATCH:
      copyFields(message, MATCH_FIELDS, fields);
      break;
    case MESSAGE_IDS.FOREIGN:
      copyFields(message, { fBVol: "fBVol", fSVolume: "fSVolume", fRoom: "fRoom" }, fields);
      break;
    case MESSAGE_IDS.OVER_BUY_SELL:
      copyFields(message, { overBuy: "overBuy", overSell: "overSell" }, fields);
      if (typeof fields["overBuy"] === "number" && typeof fields["overSell"] === "number")
        fields["g7"] = `${fields["overBuy"]}|${fields["overSell"]}|`;
      break;
    case MESSAGE_IDS.INAV:
      copyFields(message, { iNav: "iNav" }, fields);
      break;
    case MESSAGE_IDS.IINDEX:
      copyFields(message, { iIndex: "iIndex" }, fields);
      break;
    default:
      return null;
  }
  copyFields(message, { seq: "seq" }, fields);
  return { sym, fields };
}

/** The row fields a displayed cell shows: the change cell shows `ot` or `changePc`. */
const CELL_SOURCES: readonly (readonly [BoardCell, readonly string[]])[] = BOARD_CELLS.map((cell) => [
  cell,
  cell === "ot" ? ["ot", "changePc"] : [cell],
]);

/**
 * The displayed cells `fields` would change on `row`.
 *
 * @example changedCells({ ...row, lastPrice: 100, ot: 0 }, { lastPrice: 101, ot: 1 }) // ["lastPrice", "ot"]
 */
export function changedCells(row: Readonly<Record<string, unknown>>, fields: RowFields): BoardCell[] {
  const changed: BoardCell[] = [];
  for (const [cell, sources] of CELL_SOURCES)
    if (sources.some((name) => name in fields && fields[name] !== row[name])) changed.push(cell);
  return changed;
}

export interface AppliedMessage {
  readonly sym: string;
  readonly cells: number;
  readonly changed: Record<string, number | string> | null;
}

/**
 * A live copy of every row, advanced message by message: counts the cells each message changes
 * and hands out the merged rows (the AG Grid page's worker sends them to its grid).
 */
export class RowBook {
  readonly #rows = new Map<string, Record<string, unknown>>();

  constructor(rows: readonly StockQuote[]) {
    for (const row of rows) this.#rows.set(row.sym, { ...row });
  }

  /**
   * Applies a message. Returns its symbol, the number of displayed cells it changed, and the row
   * fields whose value changed (seq aside; null when none did); null for a message of no row.
   */
  apply(pair: ChannelPair): AppliedMessage | null {
    const update = rowFieldsOf(pair);
    if (update === null) return null;
    const row = this.#rows.get(update.sym);
    if (row === undefined) return null;
    const cells = changedCells(row, update.fields).length;
    let changed: Record<string, number | string> | null = null;
    for (const [field, value] of Object.entries(update.fields)) {
      if (row[field] === value) continue;
      row[field] = value;
      if (field === "seq") continue;
      changed ??= {};
      changed[field] = value;
    }
    return { sym: update.sym, cells, changed };
  }

  /** The current row of a symbol (the live object: copy it before handing it out). */
  row(sym: string): Readonly<Record<string, unknown>> | undefined {
    return this.#rows.get(sym);
  }
}
