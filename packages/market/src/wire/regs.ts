/**
 * The realtime subscription message (price-board §7 "Realtime socket", order-entry §7 Sockets):
 * the client emits `regs` with a JSON body `{ action: "join" | "leave", list }`, where `list` is
 * the symbols joined by commas. Symbols are normalised the same way on both ends (trimmed,
 * upper-case, duplicates and blanks dropped), so a server can trust what `decodeRegs` returns.
 */

export const REGS_ACTIONS = ["join", "leave"] as const;
export type RegsAction = (typeof REGS_ACTIONS)[number];

/**
 * The server's answer to a `regs` emit that carried an acknowledgement callback (ours): a refused
 * message changes nothing — BAD_REGS for a body `decodeRegs` refuses or a join naming a symbol
 * that is not listed, TOO_MANY_SYMBOLS over the per-message or per-connection cap.
 */
export type RegsAnswer =
  { readonly ok: true } | { readonly ok: false; readonly code: "BAD_REGS" | "TOO_MANY_SYMBOLS" };

/** Body of the `regs` emit (price-board §7). */
export interface RegsPayload {
  readonly action: RegsAction;
  /** Comma-joined symbols, e.g. "ACB,FPT,VN30F2503". */
  readonly list: string;
}

/** Longest symbol accepted; the longest real codes (bonds, warrants) are well below it. */
export const MAX_SYMBOL_LENGTH = 20;

// Letters, digits and the few separators some bond codes use; anything else is dropped.
const SYMBOL = /^[A-Z0-9._-]+$/;

function normaliseSymbols(symbols: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const raw of symbols) {
    const symbol = raw.trim().toUpperCase();
    if (symbol.length > 0 && symbol.length <= MAX_SYMBOL_LENGTH && SYMBOL.test(symbol)) seen.add(symbol);
  }
  return [...seen];
}

/**
 * The `list` text of a set of symbols, in first-seen order.
 *
 * @example formatRegsList(["acb", " FPT", "ACB", ""]) // "ACB,FPT"
 */
export function formatRegsList(symbols: Iterable<string>): string {
  return normaliseSymbols(symbols).join(",");
}

/**
 * The symbols of a `list` text, normalised; invalid entries are dropped.
 *
 * @example parseRegsList("ACB, fpt,,ACB") // ["ACB", "FPT"]
 */
export function parseRegsList(list: string): string[] {
  return normaliseSymbols(list.split(","));
}

/**
 * The JSON body the client emits.
 *
 * @example encodeRegs("join", ["ACB", "FPT"]) // '{"action":"join","list":"ACB,FPT"}'
 */
export function encodeRegs(action: RegsAction, symbols: Iterable<string>): string {
  const payload: RegsPayload = { action, list: formatRegsList(symbols) };
  return JSON.stringify(payload);
}

function isRegsAction(value: unknown): value is RegsAction {
  return typeof value === "string" && (REGS_ACTIONS as readonly string[]).includes(value);
}

/**
 * Reads a received `regs` body: the JSON text, or an already parsed object (Socket.IO clients
 * may send either). Returns the payload with its list normalised, or null for anything else.
 *
 * @example decodeRegs('{"action":"leave","list":"acb"}') // { action: "leave", list: "ACB" }
 * @example decodeRegs('{"action":"subscribe","list":"ACB"}') // null
 */
export function decodeRegs(body: unknown): RegsPayload | null {
  let value = body;
  if (typeof body === "string") {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { action, list } = value as { action?: unknown; list?: unknown };
  if (!isRegsAction(action) || typeof list !== "string") return null;
  return { action, list: parseRegsList(list).join(",") };
}
