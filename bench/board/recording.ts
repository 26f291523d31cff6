/**
 * A recorded market stream: the board's rows at the start, then every socket message after them
 * as [relative ms, channel, message], in the order the socket sent them. Messages of one batch
 * share their time. Written by record-stream.ts, replayed by the bench pages' workers.
 *
 * Pure and browser-safe (the page workers import the types and the profile).
 */
import type { StockQuote } from "@bangia/market";
import { SYMBOL_CHANNELS } from "../../apps/web/src/realtime/quote-book";
import { RowBook, type ChannelPair } from "./board-cells";

export type RecordedEvent = readonly [
  ms: number,
  channel: string,
  message: Readonly<Record<string, unknown>>,
];

export interface Recording {
  /** How it was made: "market seed 1 ×60 from 09:30, in process" or "socket of http://…". */
  readonly source: string;
  /** The rows of every symbol on the board, as getliststockdata answered when recording began. */
  readonly rows: readonly StockQuote[];
  readonly events: readonly RecordedEvent[];
}

/**
 * The sequence stream a message belongs to (wire socket.ts): its symbol on the symbol channels,
 * its index code on `index`, its market on `aggregatemarket`, else its channel. The symbol
 * channels are the app's own (quote-book.ts), so the replay numbers each symbol's stream exactly
 * as our worker checks it.
 *
 * @example streamKey("stock", { sym: "FPT", seq: 3 }) // "FPT"
 * @example streamKey("index", { mc: "10", seq: 9 }) // "index 10"
 */
export function streamKey(channel: string, message: Readonly<Record<string, unknown>>): string {
  const sym = message["sym"];
  if (SYMBOL_CHANNELS.has(channel) && typeof sym === "string") return sym;
  const mc = message["mc"];
  if ((channel === "index" || channel === "aggregatemarket") && typeof mc === "string")
    return `${channel} ${mc}`;
  return channel;
}

export interface RecordingProfile {
  readonly seconds: number;
  readonly batches: number;
  readonly messages: number;
  /** Messages that change a stock row of the board. */
  readonly rowMessages: number;
  readonly cells: number;
  /** Symbols that received at least one cell update. */
  readonly symbolsTouched: number;
  /** Messages per channel (and message id). */
  readonly mix: Readonly<Record<string, number>>;
}

/** Counts what a recording holds: its message mix and its cell updates (board-cells.ts). */
export function profileRecording(recording: Recording): RecordingProfile {
  const book = new RowBook(recording.rows);
  const mix: Record<string, number> = {};
  const touched = new Set<string>();
  let rowMessages = 0;
  let cells = 0;
  let batches = 0;
  let lastMs = Number.NaN;
  for (const [ms, channel, message] of recording.events) {
    if (ms !== lastMs) batches += 1;
    lastMs = ms;
    const id = message["id"];
    const key = typeof id === "number" ? `${channel} ${id}` : channel;
    mix[key] = (mix[key] ?? 0) + 1;
    const pair: ChannelPair = [channel, message];
    const applied = book.apply(pair);
    if (applied === null) continue;
    rowMessages += 1;
    cells += applied.cells;
    if (applied.cells > 0) touched.add(applied.sym);
  }
  const last = recording.events.at(-1);
  return {
    seconds: last === undefined ? 0 : last[0] / 1_000,
    batches,
    messages: recording.events.length,
    rowMessages,
    cells,
    symbolsTouched: touched.size,
    mix,
  };
}
