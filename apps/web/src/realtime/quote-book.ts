/**
 * The quote worker's rows of a board (design "Realtime path"): the REST snapshot rows of the
 * board's kind (stock, derivative, odd-lot, bond; protocol.ts RowKind), kept current by the
 * socket messages of the symbol channels. Pure: no socket, no timers; the worker core decides
 * what to do with what it reports.
 *
 * A message sets only the fields its row has: a row's kind is the set of fields its snapshot
 * gave, so an odd-lot message does not grow a stock row, and a derivative match fills the
 * derivative row's names (`lv`, `change`, `oi`) where a stock match fills the stock row's
 * (`lastVolume`, `ot`).
 *
 * Sequence rules (packages/market wire/socket.ts): every message about a symbol, on whichever
 * channel, carries the next number of that symbol's one stream, and a REST row carries the number
 * of the last message its state includes. For a loaded row:
 * - seq ≤ row seq: stale (the row already holds it), dropped;
 * - seq = row seq + 1: applied;
 * - seq > row seq + 1: a gap. The message is still applied — each message carries the whole state
 *   of its fields, so its fields are right — and the gap is reported so the worker reloads the
 *   symbol's snapshot, which restores the fields of the messages that were missed.
 * A message the book cannot read (a packed group that does not unpack) is reported like a gap:
 * the snapshot is reloaded rather than a value guessed.
 *
 * Messages of a symbol whose snapshot is loading are buffered (not applied to the old row) and
 * replayed after the load, those at or below the loaded seq dropped. A load replaces the row
 * unconditionally, so a server restart (streams begin again at 1) is recovered by the reload that
 * follows the reconnect. Only the latest load asking for a symbol may set it: an older answer still
 * in flight is ignored for that symbol.
 *
 * Messages that carry nothing of a row's kind (a ten-level book for a stock row, odd-lot 9100
 * for a derivative) still advance the row's seq, since they share its stream.
 */
import { MESSAGE_IDS, unpackGroup } from "@bangia/market";
import type { BoardRow } from "./protocol";

/** Changed fields of one row, field → new value; the unit of a patch. */
export type ChangedFields = Record<string, number | string>;

/** Channels whose messages belong to a symbol's stream (socket.ts "Symbol streams"). */
export const SYMBOL_CHANNELS: ReadonlySet<string> = new Set([
  "board",
  "stock",
  "boardps",
  "stockps",
  "soddlot",
  "board_bond",
  "stock_bond",
  "etfinav",
  "etfiindex",
]);

/** What applying a socket message did. */
export type ApplyOutcome =
  | {
      readonly kind: "applied";
      readonly sym: string;
      /** The fields whose value changed (seq excluded), or null when none did. */
      readonly changed: ChangedFields | null;
      /** A gap before this message, or a part of it that could not be read: reload the symbol. */
      readonly gap: boolean;
    }
  /** At or below the row's seq. */
  | { readonly kind: "stale" }
  /** Held until the symbol's snapshot arrives. */
  | { readonly kind: "buffered" }
  /** Not a symbol of this book, not a symbol channel, or not a message at all. */
  | { readonly kind: "ignored" };

const STALE: ApplyOutcome = { kind: "stale" };
const BUFFERED: ApplyOutcome = { kind: "buffered" };
const IGNORED: ApplyOutcome = { kind: "ignored" };

/** What finishing a load did. */
export interface LoadOutcome {
  /** Symbols whose row this load set. */
  readonly loaded: readonly string[];
  /** Symbols whose replayed messages showed a gap (or overflowed the buffer): reload them. */
  readonly gaps: readonly string[];
}

/**
 * Most messages buffered per loading symbol. A load takes at most the 15 s call timeout; a
 * symbol that receives more meanwhile is reloaded after it instead of replaying an unbounded
 * queue.
 */
export const MAX_BUFFERED_PER_SYMBOL = 256;

// A row as the book mutates it; handed out as the readonly BoardRow.
type MutableRow = Record<string, unknown> & { seq: number };

interface SymbolMessage {
  readonly channel: string;
  readonly message: Readonly<Record<string, unknown>>;
  readonly seq: number;
}

interface PendingLoad {
  /** The latest load asking for the symbol; only its answer sets the row. */
  load: number;
  readonly buffer: SymbolMessage[];
  overflowed: boolean;
}

// Field names of the six depth levels, built once (no string building per message).
const LEVELS = [1, 2, 3, 4, 5, 6].map((n) => ({
  group: `g${n}`,
  price: `price${n}`,
  volume: `vol${n}`,
  color: `color${n}`,
}));

function setField(
  row: MutableRow,
  field: string,
  value: unknown,
  changed: ChangedFields | null,
): ChangedFields | null {
  if ((typeof value !== "number" && typeof value !== "string") || row[field] === value) return changed;
  if (!Object.hasOwn(row, field)) return changed;
  row[field] = value;
  const fields = changed ?? {};
  fields[field] = value;
  return fields;
}

/** Row field ← message field, per message kind. */
type FieldMap = readonly (readonly [row: string, message: string])[];

const same = (...fields: string[]): FieldMap => fields.map((field) => [field, field] as const);

const STOCK_MATCH_FIELDS: FieldMap = [
  ["lastPrice", "lastPrice"],
  ["lastVolume", "lastVol"],
  ["ot", "change"],
  ["changePc", "changePc"],
  ["lot", "totalVol"],
  ["highPrice", "hp"],
  ["lowPrice", "lp"],
  ["avePrice", "ap"],
  ["cl", "cl"],
  ["ch", "ch"],
  ["lc", "lc"],
  ["ca", "ca"],
];
const DERIVATIVE_MATCH_FIELDS: FieldMap = [
  ["lastPrice", "lastPrice"],
  ["lv", "lastVol"],
  ["change", "change"],
  ["lot", "totalVol"],
  ["highPrice", "hp"],
  ["lowPrice", "lp"],
  ["avePrice", "ap"],
  ["oi", "oi"],
];
const FOREIGN_FIELDS = same("fBVol", "fSVolume", "fRoom");
// 9100 carries the odd-lot board's own match under the stock fields' names (D72).
const ODD_LOT_FIELDS = same(
  "lastPrice",
  "lastVolume",
  "ot",
  "changePc",
  "lot",
  "avePrice",
  "highPrice",
  "lowPrice",
  "cl",
  "ca",
  "ch",
  "lc",
  "bp1",
  "bp2",
  "bp3",
  "bv1",
  "bv2",
  "bv3",
  "sp1",
  "sp2",
  "sp3",
  "sv1",
  "sv2",
  "sv3",
);
const BOND_QUOTE_FIELDS = same(
  "PtTotalBidQtty",
  "PtBestBidQtty",
  "PtBestBidPrice",
  "ptBestOfferPrice",
  "ptBestOfferQtty",
  "PtTotalOfferQtty",
);
const BOND_MATCH_FIELDS = same(
  "ptMatchPrice",
  "ptMatchQtty",
  "ptMaxPrice",
  "ptMaxQtty",
  "ptMinPrice",
  "ptMinQtty",
  "PtTotalTradedQtty",
  "PtTotalTradedValue",
);

function setFields(
  row: MutableRow,
  fields: FieldMap,
  message: Readonly<Record<string, unknown>>,
  changed: ChangedFields | null,
): ChangedFields | null {
  let result = changed;
  for (const [field, source] of fields) result = setField(row, field, message[source], result);
  return result;
}

/** A row of the odd-lot board (it has the odd-lot levels). */
function isOddLotRow(row: MutableRow): boolean {
  return Object.hasOwn(row, "bp1");
}

/** The quote rows of the symbols a board needs, and their merge with the socket. */
export class QuoteBook {
  readonly #rows = new Map<string, MutableRow>();
  readonly #pending = new Map<string, PendingLoad>();
  #loads = 0;

  /** The current row of a symbol. */
  row(symbol: string): BoardRow | undefined {
    return this.#rows.get(symbol) as BoardRow | undefined;
  }

  /** Whether the symbol's snapshot is loading. */
  isLoading(symbol: string): boolean {
    return this.#pending.has(symbol);
  }

  /** Number of rows held. */
  get size(): number {
    return this.#rows.size;
  }

  /**
   * Starts a load of `symbols`: from now on their messages are buffered. Returns the load's id,
   * to pass to finishLoad or failLoad.
   */
  beginLoad(symbols: Iterable<string>): number {
    const load = ++this.#loads;
    for (const symbol of symbols) {
      const pending = this.#pending.get(symbol);
      if (pending === undefined) this.#pending.set(symbol, { load, buffer: [], overflowed: false });
      else pending.load = load;
    }
    return load;
  }

  /**
   * The answer of load `load` for `symbols`: sets each symbol's row from `rows` (a symbol the
   * answer lacks keeps its old row, if any), then replays its buffered messages.
   */
  finishLoad(load: number, symbols: Iterable<string>, rows: readonly BoardRow[]): LoadOutcome {
    const bySymbol = new Map<string, BoardRow>();
    for (const row of rows) bySymbol.set(row.sym, row);
    const loaded: string[] = [];
    const gaps: string[] = [];
    for (const symbol of symbols) {
      const pending = this.#pending.get(symbol);
      if (pending === undefined || pending.load !== load) continue;
      this.#pending.delete(symbol);
      const row = bySymbol.get(symbol);
      if (row !== undefined) {
        this.#rows.set(symbol, { ...row });
        loaded.push(symbol);
      }
      if (this.#replay(symbol, pending)) gaps.push(symbol);
    }
    return { loaded, gaps };
  }

  /** Load `load` failed for `symbols`: their old rows stay and take the buffered messages. */
  failLoad(load: number, symbols: Iterable<string>): LoadOutcome {
    return this.finishLoad(load, symbols, []);
  }

  /** Drops the rows and pending loads of symbols outside `keep`. */
  retain(keep: ReadonlySet<string>): void {
    for (const symbol of this.#rows.keys()) if (!keep.has(symbol)) this.#rows.delete(symbol);
    for (const symbol of this.#pending.keys()) if (!keep.has(symbol)) this.#pending.delete(symbol);
  }

  /** Applies a socket message of `channel` (see the module comment for the sequence rules). */
  apply(channel: string, message: unknown): ApplyOutcome {
    if (!SYMBOL_CHANNELS.has(channel) || typeof message !== "object" || message === null) return IGNORED;
    const { sym, seq } = message as { sym?: unknown; seq?: unknown };
    if (typeof sym !== "string" || typeof seq !== "number") return IGNORED;
    const fields = message as Readonly<Record<string, unknown>>;
    const pending = this.#pending.get(sym);
    if (pending !== undefined) {
      if (pending.buffer.length >= MAX_BUFFERED_PER_SYMBOL) pending.overflowed = true;
      else pending.buffer.push({ channel, message: fields, seq });
      return BUFFERED;
    }
    const row = this.#rows.get(sym);
    if (row === undefined) return IGNORED;
    return this.#applyToRow(row, sym, channel, fields, seq);
  }

  #applyToRow(
    row: MutableRow,
    sym: string,
    channel: string,
    message: Readonly<Record<string, unknown>>,
    seq: number,
  ): ApplyOutcome {
    if (seq <= row.seq) return STALE;
    let gap = seq !== row.seq + 1;
    row.seq = seq;
    let changed: ChangedFields | null = null;
    const id = message["id"];
    const depthChannel = channel === "board" || channel === "boardps";
    if (depthChannel && id === MESSAGE_IDS.DEPTH) {
      for (const level of LEVELS) {
        const text = message[level.group];
        const group = typeof text === "string" ? unpackGroup(text) : null;
        if (group === null) {
          gap = true;
          continue;
        }
        changed = setField(row, level.group, text, changed);
        changed = setField(row, level.price, group.price, changed);
        changed = setField(row, level.volume, group.volume, changed);
        changed = setField(row, level.color, group.color, changed);
      }
    } else if (depthChannel && id === MESSAGE_IDS.OVER_BUY_SELL) {
      const { overBuy, overSell } = message;
      changed = setField(row, "overBuy", overBuy, changed);
      changed = setField(row, "overSell", overSell, changed);
      // g7 packs the same two numbers (packed-group.ts); kept equal to what the REST row would say.
      if (typeof overBuy === "number" && typeof overSell === "number")
        changed = setField(row, "g7", `${overBuy}|${overSell}|`, changed);
    } else if (channel === "stock" && id === MESSAGE_IDS.MATCH) {
      // A board-lot match is not the odd-lot board's: an odd-lot row takes its match from 9100.
      if (!isOddLotRow(row)) changed = setFields(row, STOCK_MATCH_FIELDS, message, changed);
    } else if (channel === "stockps" && id === MESSAGE_IDS.MATCH) {
      changed = setFields(row, DERIVATIVE_MATCH_FIELDS, message, changed);
    } else if ((channel === "stock" || channel === "stockps") && id === MESSAGE_IDS.FOREIGN) {
      // fRoom is absent for derivatives, which have no room: the row keeps its value.
      changed = setFields(row, FOREIGN_FIELDS, message, changed);
    } else if (channel === "soddlot" && id === MESSAGE_IDS.ODD_LOT && isOddLotRow(row)) {
      changed = setFields(row, ODD_LOT_FIELDS, message, changed);
    } else if (channel === "board_bond" && id === MESSAGE_IDS.BOND_QUOTE) {
      changed = setFields(row, BOND_QUOTE_FIELDS, message, changed);
    } else if (channel === "stock_bond" && id === MESSAGE_IDS.BOND_MATCH) {
      changed = setFields(row, BOND_MATCH_FIELDS, message, changed);
    } else if (channel === "etfinav" && id === MESSAGE_IDS.INAV) {
      changed = setField(row, "iNav", message["iNav"], changed);
    } else if (channel === "etfiindex" && id === MESSAGE_IDS.IINDEX) {
      changed = setField(row, "iIndex", message["iIndex"], changed);
    }
    return { kind: "applied", sym, changed, gap };
  }

  /** Replays a finished load's buffer onto the symbol's row; true when a reload is needed. */
  #replay(symbol: string, pending: PendingLoad): boolean {
    let gap = pending.overflowed;
    const row = this.#rows.get(symbol);
    if (row === undefined) return false;
    for (const { channel, message, seq } of pending.buffer) {
      const outcome = this.#applyToRow(row, symbol, channel, message, seq);
      if (outcome.kind === "applied" && outcome.gap) gap = true;
    }
    return gap;
  }
}
