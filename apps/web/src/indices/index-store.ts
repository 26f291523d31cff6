/**
 * The indices' live state, shared by the strip and the table: the latest entry of each index
 * and its intraday line. Entries arrive from REST snapshots and the `index` channel; each
 * carries its stream's sequence number, so an entry older than the one held is dropped and a
 * snapshot never undoes a newer tick. A reload (reconnect, info restart) forgets the numbers,
 * so the next entry of each index is taken whatever its number (the server may have restarted
 * its counters). Components select one code: a message re-renders only its tile and row.
 */
import type { IndexEntry } from "@bangia/market";
import { create } from "zustand";
import {
  applyLiveValue,
  emptyIntradayPoints,
  intradayPoints,
  minuteOfClockText,
  type IntradayPoint,
  type MinuteValue,
} from "./intraday-points";

export interface IndexState {
  readonly entries: Readonly<Record<string, IndexEntry>>;
  /** The intraday line by index code. */
  readonly lines: Readonly<Record<string, readonly IntradayPoint[]>>;
  /** Sequence number of the entry held, by code; absent after a reload. */
  readonly seqs: Readonly<Record<string, number>>;
}

export interface IndexActions {
  /** Snapshot rows or a live message: newer entries replace the held ones and extend the lines. */
  applyEntries(entries: readonly IndexEntry[]): void;
  /** Today's minute values of an index (oldest first) become its line; the held entry is re-applied. */
  seedLine(code: string, values: readonly MinuteValue[]): void;
  /** Forgets the sequence numbers before a reload. */
  forgetSequences(): void;
}

function liveValueOf(entry: IndexEntry): MinuteValue | null {
  const minute = minuteOfClockText(entry.time);
  return minute === null || entry.cIndex <= 0 ? null : { minute, value: entry.cIndex };
}

/** The state after `incoming` entries: pure, for the store and its tests. */
export function withEntries(state: IndexState, incoming: readonly IndexEntry[]): IndexState {
  let entries: Record<string, IndexEntry> | null = null;
  let lines: Record<string, readonly IntradayPoint[]> | null = null;
  let seqs: Record<string, number> | null = null;
  for (const entry of incoming) {
    const held = (seqs ?? state.seqs)[entry.mc];
    if (held !== undefined && entry.seq <= held) continue;
    entries ??= { ...state.entries };
    seqs ??= { ...state.seqs };
    lines ??= { ...state.lines };
    entries[entry.mc] = entry;
    seqs[entry.mc] = entry.seq;
    const live = liveValueOf(entry);
    if (live !== null) lines[entry.mc] = applyLiveValue(lines[entry.mc] ?? emptyIntradayPoints(), live);
  }
  return entries === null || lines === null || seqs === null ? state : { entries, lines, seqs };
}

/** The state after seeding the line of `code` from its minute values. */
export function withSeededLine(state: IndexState, code: string, values: readonly MinuteValue[]): IndexState {
  let line: readonly IntradayPoint[] = intradayPoints(values);
  const entry = state.entries[code];
  const live = entry === undefined ? null : liveValueOf(entry);
  const lastMinute = values.at(-1)?.minute ?? -1;
  // The held entry is newer than the history when its minute is not before the last bar.
  if (live !== null && live.minute >= lastMinute) line = applyLiveValue(line, live);
  return { ...state, lines: { ...state.lines, [code]: line } };
}

export const EMPTY_INDEX_STATE: IndexState = { entries: {}, lines: {}, seqs: {} };

export const useIndexStore = create<IndexState & IndexActions>()((set) => ({
  ...EMPTY_INDEX_STATE,
  applyEntries: (incoming) => set((state) => withEntries(state, incoming)),
  seedLine: (code, values) => set((state) => withSeededLine(state, code, values)),
  forgetSequences: () => set({ seqs: {} }),
}));
