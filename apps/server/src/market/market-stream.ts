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

export interface MarketStream {
  /**
   * Receives every batch from now on. A batch holds at most one message per (symbol, message
   * id) — bursts are merged into the latest state before publishing — in stream order.
   */
  subscribe(listener: BatchListener): () => void;
}
