/**
 * What the market publishes to the realtime layer: batches of messages, each already numbered
 * (see sequences.ts) and addressed either to the subscribers of one symbol or to everyone.
 * The Socket.IO layer only routes them; it never builds or merges market messages itself.
 */
import type { ChannelMessage, SocketChannel } from "@bangia/market";

/** A message on one of the public channels, for one symbol's room or for every client. */
export type OutboundMessage = {
  [C in Exclude<SocketChannel, "ordernotice">]: {
    readonly channel: C;
    /** The symbol whose room receives it; null broadcasts to every connected client. */
    readonly room: string | null;
    readonly message: ChannelMessage<C>;
  };
}[Exclude<SocketChannel, "ordernotice">];

export type BatchListener = (batch: readonly OutboundMessage[]) => void;

/**
 * Which symbols a listener delivers to (those some connection has joined). When every listener
 * names its audience, a symbol none of them wants gets no message built or numbered: its changes
 * are dropped at the flush, so the first message after a connection joins carries the state as
 * it then is, numbered right after the last one sent. A listener that cannot see every
 * subscriber (rooms shared with other processes) names none, and then every symbol is built.
 */
export type Audience = (symbol: string) => boolean;

export interface MarketStream {
  /**
   * Receives every batch from now on. A batch holds at most one message per (symbol, message
   * id) — bursts are merged into the latest state before publishing — in stream order.
   */
  subscribe(listener: BatchListener, audience?: Audience): () => void;
}
