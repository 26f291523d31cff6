/**
 * Bundled delivery (ours; the spec sends one event per message): a connection that opts in with
 * the handshake query `bundle=1` receives each market batch as ONE `bundle` event, an array of
 * [channel, message] pairs — exactly the messages it would have received as separate events, in
 * the same order, each with its seq. One WebSocket frame per batch instead of one per message
 * saves the server a packet and the client a frame, a decode and an event per message.
 *
 * Cost per batch: each message is serialised once (`JSON.stringify`), then each bundled
 * connection's packet is the concatenation of the texts of the messages it receives. With the
 * JSON parser that text already IS the Socket.IO packet, handed to engine.io as it is; the client
 * decodes it with one `JSON.parse`, as any event. (Emitting the joined text as a string argument
 * instead costs the server an escaping `JSON.stringify` per connection and the client a second
 * parse.) Other parsers (msgpack) encode the pairs per connection through `emit`.
 *
 * Bundled connections join their symbols' rooms under the "bundle" prefix (subscriptions.ts),
 * so the per-message room emits never reach them; this module reads those rooms to route.
 */
import type { ChannelMessage } from "@bangia/market";
import type { FastifyBaseLogger } from "fastify";
import type { OutboundMessage } from "../market/market-stream";
import { symbolRoom } from "./subscriptions";

/** The event name of a bundle (ServerToClientEvents["bundle"]). */
export const BUNDLE_EVENT = "bundle";

/** Handshake query key and value that ask for bundled delivery: `?bundle=1`. */
export const BUNDLE_QUERY = { key: "bundle", value: "1" } as const;

/**
 * A Socket.IO protocol 5 EVENT packet (type 2) of the main namespace, which the encoder leaves
 * unnamed: `2["bundle",[pair,pair,…]]`, byte for byte what `emit("bundle", pairs)` would encode.
 */
const PACKET_HEAD = `2["${BUNDLE_EVENT}",[`;
const PACKET_TAIL = "]]";

/** One [channel, message] pair of a bundle. */
export type BundledMessage = {
  [C in OutboundMessage["channel"]]: readonly [channel: C, message: ChannelMessage<C>];
}[OutboundMessage["channel"]];

/** The JSON text of a message's pair in a bundle. */
export function bundleItem(outbound: OutboundMessage): string {
  return JSON.stringify([outbound.channel, outbound.message]);
}

/** The Socket.IO packet text of a bundle, from its pairs' texts. */
export function bundlePacket(items: readonly string[]): string {
  return PACKET_HEAD + items.join(",") + PACKET_TAIL;
}

/**
 * Which messages of a batch each bundled connection receives, as indices in batch order: a
 * symbol's message goes to the bundled connections in that symbol's room, a broadcast (room
 * null) to every bundled connection. Connections that receive nothing are absent.
 *
 * @example pickBundles([{ room: "ACB" }, { room: null }], new Map([["a", A], ["b", B]]), () => ["a"])
 *   // Map { A => [0, 1], B => [1] }
 */
export function pickBundles<C>(
  batch: readonly { readonly room: string | null }[],
  connections: ReadonlyMap<string, C>,
  membersOf: (symbol: string) => Iterable<string> | undefined,
): Map<C, number[]> {
  const picked = new Map<C, number[]>();
  const add = (connection: C, index: number): void => {
    const indices = picked.get(connection);
    if (indices === undefined) picked.set(connection, [index]);
    else indices.push(index);
  };
  for (let index = 0; index < batch.length; index++) {
    const room = batch[index]?.room ?? null;
    if (room === null) {
      for (const connection of connections.values()) add(connection, index);
      continue;
    }
    const members = membersOf(room);
    if (members === undefined) continue;
    for (const id of members) {
      const connection = connections.get(id);
      if (connection !== undefined) add(connection, index);
    }
  }
  return picked;
}

/** What the delivery uses of a Socket.IO socket. */
export interface BundleSocket {
  readonly id: string;
  readonly connected: boolean;
  /** The engine.io connection: `write` sends an already encoded Socket.IO packet. */
  readonly conn: { write(packet: string): unknown };
  emit(event: typeof BUNDLE_EVENT, messages: readonly BundledMessage[]): unknown;
}

export interface BundledDeliveryOptions {
  /** "packet": the JSON parser, whose packet text this module builds; "emit": any other parser. */
  readonly encoding: "packet" | "emit";
  /** The ids of the connections in a room of this process (the adapter's rooms). */
  readonly roomMembers: (room: string) => Iterable<string> | undefined;
  readonly logger: FastifyBaseLogger;
}

/** The bundled connections of this process, and the batch fan-out to them. */
export class BundledDelivery {
  readonly #connections = new Map<string, BundleSocket>();
  readonly #options: BundledDeliveryOptions;

  constructor(options: BundledDeliveryOptions) {
    this.#options = options;
  }

  add(socket: BundleSocket): void {
    this.#connections.set(socket.id, socket);
  }

  remove(id: string): void {
    this.#connections.delete(id);
  }

  get size(): number {
    return this.#connections.size;
  }

  /** Sends each bundled connection its share of the batch, if any, as one `bundle` event. */
  deliver(batch: readonly OutboundMessage[]): void {
    if (this.#connections.size === 0 || batch.length === 0) return;
    const { roomMembers, encoding, logger } = this.#options;
    const picked = pickBundles(batch, this.#connections, (symbol) =>
      roomMembers(symbolRoom(symbol, "bundle")),
    );
    // Serialised on first use, once per batch whatever the number of receivers.
    const items: (string | undefined)[] = [];
    const itemAt = (index: number): string => {
      const known = items[index];
      if (known !== undefined) return known;
      const outbound = batch[index];
      const item = outbound === undefined ? "null" : bundleItem(outbound);
      items[index] = item;
      return item;
    };
    for (const [socket, indices] of picked) {
      if (!socket.connected) continue;
      try {
        if (encoding === "packet") socket.conn.write(bundlePacket(indices.map(itemAt)));
        else socket.emit(BUNDLE_EVENT, pairsOf(batch, indices));
      } catch (error) {
        logger.error({ err: error, socket: socket.id }, "realtime bundle not sent");
      }
    }
  }
}

function pairsOf(batch: readonly OutboundMessage[], indices: readonly number[]): BundledMessage[] {
  const pairs: BundledMessage[] = [];
  for (const index of indices) {
    const outbound = batch[index];
    // The stream pairs each channel with its message type; TypeScript cannot follow the union.
    if (outbound !== undefined) pairs.push([outbound.channel, outbound.message] as BundledMessage);
  }
  return pairs;
}
