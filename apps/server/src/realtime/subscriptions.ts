/**
 * What a `regs` message (price-board §7 "Realtime socket") does to one connection's symbol rooms:
 * a pure decision, so the rules are tested without a socket. The socket layer applies the plan.
 *
 * Rules (ours; the spec is silent):
 * - A body `decodeRegs` refuses (not JSON, wrong action, a list that is not a string, …) changes
 *   nothing and answers BAD_REGS.
 * - A message naming more than `maxSymbolsPerMessage` symbols, or a join that would take the
 *   connection over `maxRoomsPerSocket` symbol rooms, changes nothing and answers
 *   TOO_MANY_SYMBOLS: a refused message is all-or-nothing, so the client knows its subscriptions
 *   are exactly what they were.
 * - A join naming a symbol that is not listed changes nothing and answers BAD_REGS: every
 *   distinct name would otherwise cost a room, so unknown names would grow memory without bound
 *   (300 clients × 3,000 made-up symbols took 300 MB).
 * - Joining a symbol already joined, or leaving one not joined, is not an error.
 */
import { decodeRegs, type RegsAnswer } from "@bangia/market";

export interface SubscriptionLimits {
  /** Most symbols one `regs` message may name. */
  readonly maxSymbolsPerMessage: number;
  /** Most symbol rooms one connection may be in. */
  readonly maxRoomsPerSocket: number;
}

/** A full board is about 1,700 symbols; these leave room for it and stop abuse well before memory does. */
export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = {
  maxSymbolsPerMessage: 1_000,
  maxRoomsPerSocket: 3_000,
};

export interface RegsPlan {
  readonly answer: RegsAnswer;
  /** Symbols to join (none already joined). */
  readonly join: readonly string[];
  /** Symbols to leave (all currently joined). */
  readonly leave: readonly string[];
}

const OK: RegsAnswer = { ok: true };
const nothing = (answer: RegsAnswer): RegsPlan => ({ answer, join: [], leave: [] });

/**
 * The plan for a received `regs` body, given the symbols the connection has joined.
 *
 * @example planRegs('{"action":"join","list":"ACB,fpt"}', new Set(["ACB"]), isListed) // join ["FPT"], ok
 * @example planRegs("join ACB", new Set(), isListed) // nothing, BAD_REGS
 */
export function planRegs(
  body: unknown,
  joined: ReadonlySet<string>,
  isListed: (symbol: string) => boolean,
  limits: SubscriptionLimits = DEFAULT_SUBSCRIPTION_LIMITS,
): RegsPlan {
  const payload = decodeRegs(body);
  if (payload === null) return nothing({ ok: false, code: "BAD_REGS" });
  const symbols = payload.list === "" ? [] : payload.list.split(",");
  if (symbols.length > limits.maxSymbolsPerMessage) return nothing({ ok: false, code: "TOO_MANY_SYMBOLS" });
  if (payload.action === "leave")
    return { answer: OK, join: [], leave: symbols.filter((symbol) => joined.has(symbol)) };
  const join = symbols.filter((symbol) => !joined.has(symbol));
  if (!join.every(isListed)) return nothing({ ok: false, code: "BAD_REGS" });
  if (joined.size + join.length > limits.maxRoomsPerSocket)
    return nothing({ ok: false, code: "TOO_MANY_SYMBOLS" });
  return { answer: OK, join, leave: [] };
}

/**
 * How a connection receives the stream: "events", one Socket.IO event per message on its channel
 * (the spec's way), or "bundle", one `bundle` event per market batch (opt-in, see socket-server.ts).
 */
export type Delivery = "events" | "bundle";

/**
 * The Socket.IO room of a symbol's subscribers of one delivery. The prefix keeps symbol rooms
 * apart from the room every connection has under its own id (a private channel must never be
 * joinable by naming an id that happens to look like a symbol), and the two deliveries apart, so
 * a room-wide emit reaches only connections that want separate events.
 */
export function symbolRoom(symbol: string, delivery: Delivery = "events"): string {
  return `${SYMBOL_ROOM_PREFIX[delivery]}${symbol}`;
}

const SYMBOL_ROOM_PREFIX: Readonly<Record<Delivery, string>> = { events: "sym:", bundle: "bundle:sym:" };

/** The symbols of a connection's rooms of one delivery (its own-id room and any other room are not). */
export function joinedSymbols(rooms: Iterable<string>, delivery: Delivery = "events"): Set<string> {
  const prefix = SYMBOL_ROOM_PREFIX[delivery];
  const symbols = new Set<string>();
  for (const room of rooms) if (room.startsWith(prefix)) symbols.add(room.slice(prefix.length));
  return symbols;
}
