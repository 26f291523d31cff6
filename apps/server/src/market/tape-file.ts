/**
 * The tape's file (`tape.json` next to the exchange's snapshot): the tape's state and the
 * exchange date it belongs to, written with every exchange snapshot and read back on reopening.
 *
 * Compact: trades and bars are arrays of numbers, not objects —
 * - `trades`: per symbol `{ next, rows }`, `next` the position the next trade gets and each row
 *   `[index, tradeId, time, price, volume, side]` with side 0 = none (call auction), 1 = B, 2 = S;
 * - `bars`: per symbol or index `[[time, open, high, low, close, volume], …]`;
 * - `indexVolumes`: per index its total volume at its last event; `seq`: the last event's number;
 * - `oddLots`: per symbol its odd-lot matches summed up, `[last, lastVolume, high, low]` (absent
 *   in files written before odd lots were kept: read as none).
 * Its size is bounded by the tape's own bound on trades per symbol.
 *
 * Reading checks everything (integers, positions increasing and below `next`, bar times
 * increasing) and throws on the first thing that does not add up: a damaged file is never half
 * used.
 */
import { jsonChunks } from "@bangia/exchange";
import type { MatchSide } from "@bangia/market";
import type { Bar } from "../synthetic/generated-content";
import type { OddLotTrading, TapeTrade } from "./projection";
import type { SymbolTapeState, TradeTapeState } from "./trade-tape";

const VERSION = 1;
const SIDE_CODES: readonly MatchSide[] = ["", "B", "S"];

type TradeRow = [index: number, tradeId: number, time: number, price: number, volume: number, side: number];
type BarRow = [time: number, open: number, high: number, low: number, close: number, volume: number];

interface TapeFile {
  readonly version: typeof VERSION;
  readonly date: string;
  readonly seq: number;
  readonly dayStart: boolean;
  readonly trades: Record<string, { readonly next: number; readonly rows: readonly TradeRow[] }>;
  readonly bars: Record<string, readonly BarRow[]>;
  readonly indexVolumes: Record<string, number>;
  readonly oddLots?: Record<string, readonly number[]>;
}

/** A tape read back: the exchange date it was written on and its state. */
export interface SavedTape {
  readonly date: string;
  readonly state: TradeTapeState;
}

/** The file's text for the tape's `state` on exchange date `date`. */
export function encodeTapeFile(date: string, state: TradeTapeState): string {
  return JSON.stringify(tapeFileValue(date, state));
}

/**
 * The same text in chunks (`jsonChunks`), each symbol's rows built only when the writer reaches
 * them, so the file is written in slices of the event loop. `state` must not change meanwhile
 * (`TradeTape.state()` is a copy).
 */
export function tapeFileChunks(date: string, state: TradeTapeState): Iterable<string> {
  return jsonChunks(tapeFileValue(date, state));
}

/** The file's JSON value; each symbol's trades and bars are built by `toJSON` when written. */
function tapeFileValue(date: string, state: TradeTapeState): TapeFile {
  const trades: Record<string, { next: number; rows: TradeRow[] }> = {};
  for (const [symbol, tape] of state.tapes)
    trades[symbol] = lazy(() => ({
      next: tape.count + 1,
      rows: tape.trades.map((t) => [
        t.index,
        t.tradeId,
        t.time,
        t.price,
        t.volume,
        SIDE_CODES.indexOf(t.side),
      ]),
    }));
  const bars: Record<string, BarRow[]> = {};
  for (const [symbol, list] of state.bars)
    bars[symbol] = lazy(() => list.map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume]));
  return {
    version: VERSION,
    date,
    seq: state.seq,
    dayStart: state.dayStartSeen,
    trades,
    bars,
    indexVolumes: Object.fromEntries(state.indexVolumes),
    oddLots: Object.fromEntries(
      [...(state.oddLots ?? [])].map(([symbol, odd]) => [
        symbol,
        [odd.last, odd.lastVolume, odd.high, odd.low],
      ]),
    ),
  };
}

/** A value JSON writes as what `build` returns, built only then (typed as that value). */
function lazy<T>(build: () => T): T {
  return { toJSON: build } as unknown as T;
}

/** The tape in a file's text; throws an Error saying what is wrong when anything is. */
export function decodeTapeFile(text: string): SavedTape {
  const file: unknown = JSON.parse(text);
  if (!isRecord(file)) throw new Error("not a tape file");
  if (file["version"] !== VERSION) throw new Error(`unknown version ${String(file["version"])}`);
  const date = file["date"];
  if (typeof date !== "string") throw new Error("no date");
  if (typeof file["dayStart"] !== "boolean") throw new Error("no dayStart");
  const tapes = new Map<string, SymbolTapeState>();
  for (const [symbol, value] of entries(file["trades"], "trades"))
    tapes.set(symbol, symbolTape(symbol, value));
  const bars = new Map<string, readonly Bar[]>();
  for (const [symbol, value] of entries(file["bars"], "bars")) bars.set(symbol, barList(symbol, value));
  const indexVolumes = new Map<string, number>();
  for (const [code, value] of entries(file["indexVolumes"], "indexVolumes"))
    indexVolumes.set(code, count(value, `${code}'s index volume`));
  const oddLots = new Map<string, OddLotTrading>();
  if (file["oddLots"] !== undefined)
    for (const [symbol, value] of entries(file["oddLots"], "oddLots"))
      oddLots.set(symbol, oddLot(symbol, value));
  const state: TradeTapeState = {
    seq: count(file["seq"], "seq"),
    dayStartSeen: file["dayStart"],
    tapes,
    bars,
    indexVolumes,
    oddLots,
  };
  return { date, state };
}

function symbolTape(symbol: string, value: unknown): SymbolTapeState {
  if (!isRecord(value) || !Array.isArray(value["rows"])) throw new Error(`${symbol}'s trades are not a tape`);
  const next = count(value["next"], `${symbol}'s next position`);
  let previous = 0;
  const trades = value["rows"].map((row: unknown): TapeTrade => {
    const [index, tradeId, time, price, volume, sideCode] = numbers(row, `a trade of ${symbol}`);
    const side = SIDE_CODES[sideCode];
    if (index <= previous || index >= next || side === undefined || volume <= 0)
      throw new Error(`a trade of ${symbol} does not fit its tape: ${JSON.stringify(row)}`);
    previous = index;
    return { index, tradeId, symbol, time, price, volume, side };
  });
  return { trades, count: next - 1 };
}

function oddLot(symbol: string, value: unknown): OddLotTrading {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((n) => Number.isSafeInteger(n) && n > 0))
    throw new Error(`${symbol}'s odd lots are not four positive integers: ${JSON.stringify(value)}`);
  const [last, lastVolume, high, low] = value as [number, number, number, number];
  if (low > high || last < low || last > high)
    throw new Error(`${symbol}'s odd lots do not fit: ${JSON.stringify(value)}`);
  return { last, lastVolume, high, low };
}

function barList(symbol: string, value: unknown): Bar[] {
  if (!Array.isArray(value)) throw new Error(`${symbol}'s bars are not a list`);
  let previous = Number.NEGATIVE_INFINITY;
  return value.map((row: unknown): Bar => {
    const [time, open, high, low, close, volume] = numbers(row, `a bar of ${symbol}`);
    if (time <= previous || low > high || volume < 0)
      throw new Error(`a bar of ${symbol} does not fit: ${JSON.stringify(row)}`);
    previous = time;
    return { time, open, high, low, close, volume };
  });
}

/** Six integers, or a throw. */
function numbers(row: unknown, what: string): [number, number, number, number, number, number] {
  if (!Array.isArray(row) || row.length !== 6 || !row.every((n) => Number.isSafeInteger(n)))
    throw new Error(`${what} is not six integers: ${JSON.stringify(row)}`);
  // Checked just above: six integers.
  return row as [number, number, number, number, number, number];
}

function count(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`${what} is not a count: ${String(value)}`);
  return value;
}

function entries(value: unknown, what: string): [string, unknown][] {
  if (!isRecord(value)) throw new Error(`no ${what}`);
  return Object.entries(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
