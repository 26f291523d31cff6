/**
 * The put-through board's content (price-board §2 "Put-through board", §4 Realtime): the buy
 * (PTB) and sell (PTS) advertisements, the matched deals (PTM) and the matched totals of one
 * floor, newest first. The snapshot comes from `getlistptdata/{floor}`; each live `spt` message
 * of the floor is then put on top of its table, and a deal adds its value and volume to the
 * totals (§4 "increase total value by value/1e6 and total volume by volume": the totals stay in
 * exact VND here and the header divides once, into the billions its label promises).
 *
 * Sequence numbers: every entry of a snapshot carries the `spt` stream's position when it was
 * taken, so a live message at or below it is already in the snapshot and is dropped.
 */
import {
  applyPutThroughMessage,
  EMPTY_PUT_THROUGH_TOTALS,
  formatVolume,
  type PutThroughBoardAnswer,
  type PutThroughEntry,
  type PutThroughTotals,
} from "@bangia/market";

/** The floor a put-through menu shows; ALL is every floor (price-board §2). */
export type PutThroughFloor = "ALL" | "HOSE" | "HNX" | "UPCOM";

export interface PutThroughBoardState {
  /** Buy advertisements, newest first. */
  readonly buy: readonly PutThroughEntry[];
  /** Sell advertisements, newest first. */
  readonly sell: readonly PutThroughEntry[];
  /** Matched deals, newest first. */
  readonly matched: readonly PutThroughEntry[];
  /** Matched value (VND) and volume (shares) of the day. */
  readonly totals: PutThroughTotals;
  /** The `spt` stream position the board holds; 0 before any. */
  readonly seq: number;
}

const NONE: readonly PutThroughEntry[] = Object.freeze([]);

/** An empty board: before the first load, and after a failed one (price-board §8). */
export const EMPTY_PUT_THROUGH_BOARD: PutThroughBoardState = Object.freeze({
  buy: NONE,
  sell: NONE,
  matched: NONE,
  totals: EMPTY_PUT_THROUGH_TOTALS,
  seq: 0,
});

/**
 * Whether an entry belongs on a floor's board.
 *
 * @example isOnFloor({ marketID: "HNX" }, "ALL") // true
 * @example isOnFloor({ marketID: "HNX" }, "HOSE") // false
 */
export function isOnFloor(entry: Pick<PutThroughEntry, "marketID">, floor: PutThroughFloor): boolean {
  return floor === "ALL" || entry.marketID === floor;
}

/** Newest first: the answer's order reversed, then by time (stable, so same-second entries keep it). */
function newestFirst(entries: readonly PutThroughEntry[]): readonly PutThroughEntry[] {
  return [...entries].reverse().sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

const maxSeq = (entries: readonly PutThroughEntry[], from: number): number =>
  entries.reduce((seq, entry) => Math.max(seq, entry.seq), from);

/**
 * The board of a snapshot answer: its tables newest first, its totals, its stream position.
 *
 * @example putThroughBoardOf({ buy: [], sell: [], matched: [deal], totalVolume: 100, totalValue: 2_500_000 })
 * // { …, matched: [deal], totals: { value: 2_500_000, volume: 100 }, seq: deal.seq }
 */
export function putThroughBoardOf(answer: PutThroughBoardAnswer): PutThroughBoardState {
  const seq = maxSeq(answer.matched, maxSeq(answer.sell, maxSeq(answer.buy, 0)));
  return {
    buy: newestFirst(answer.buy),
    sell: newestFirst(answer.sell),
    matched: newestFirst(answer.matched),
    totals: { value: answer.totalValue, volume: answer.totalVolume },
    seq,
  };
}

/**
 * A live `spt` message applied to the board: an entry of another floor, or one the board already
 * holds (seq at or below the board's), leaves it unchanged; an advertisement goes on top of its
 * side; a deal goes on top of the matched table and adds to the totals.
 *
 * @example applyPutThroughEntry(board, { type: "PTM", value: 2_000_000, volume: 100, seq: board.seq + 1, … }, "ALL")
 * // totals.value + 2_000_000, totals.volume + 100
 */
export function applyPutThroughEntry(
  board: PutThroughBoardState,
  entry: PutThroughEntry,
  floor: PutThroughFloor,
): PutThroughBoardState {
  if (!isOnFloor(entry, floor) || entry.seq <= board.seq) return board;
  switch (entry.type) {
    case "PTB":
      return { ...board, buy: [entry, ...board.buy], seq: entry.seq };
    case "PTS":
      return { ...board, sell: [entry, ...board.sell], seq: entry.seq };
    case "PTM":
      return {
        ...board,
        matched: [entry, ...board.matched],
        totals: applyPutThroughMessage(board.totals, entry),
        seq: entry.seq,
      };
  }
}

/**
 * A fresh snapshot with the live messages received while it loaded: those it does not hold yet
 * (above its stream position) are applied on top, in arrival order.
 */
export function mergeSnapshot(
  answer: PutThroughBoardAnswer,
  liveDuringLoad: readonly PutThroughEntry[],
  floor: PutThroughFloor,
): PutThroughBoardState {
  return liveDuringLoad.reduce(
    (board, entry) => applyPutThroughEntry(board, entry, floor),
    putThroughBoardOf(answer),
  );
}

/** The symbols the board lists, each once (a search pick on one of them highlights its rows). */
export function putThroughSymbols(board: PutThroughBoardState): readonly string[] {
  return [...new Set([...board.buy, ...board.sell, ...board.matched].map((entry) => entry.sym))];
}

/**
 * A deal's or advertisement's volume as the table shows it: shares in tens like every stock board,
 * a bond in whole bonds as the bond boards show it, so a bond reads the same on both.
 *
 * @example putThroughVolumeText(211_700, false) // "21,170"
 * @example putThroughVolumeText(70, true) // "70"
 */
export function putThroughVolumeText(volume: number, bond: boolean): string {
  return bond ? formatVolume(volume, 1) : formatVolume(volume);
}
