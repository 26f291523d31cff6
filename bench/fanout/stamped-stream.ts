/**
 * The bench server's market stream: the real one, with the wall send time added to each message
 * while the bench measures, and a count of the stamped messages per room (to work out how many
 * deliveries the clients should see). Outside the measured time messages pass through untouched.
 * It also times the socket layer's synchronous hand-over of each stamped batch to every
 * subscriber (the fan-out loop): the server's own share of the latency.
 */
import { createHistogram } from "node:perf_hooks";
import type {
  BatchListener,
  MarketStream,
  OutboundMessage,
} from "../../apps/server/src/market/market-stream";
import { BROADCAST_KEY, SENT_AT_FIELD, wallMillis } from "./fanout-protocol";

export class StampedStream implements MarketStream {
  /** Stamp messages from now on, or stop. */
  stamping = false;
  readonly stampedByRoom = new Map<string, number>();
  batches = 0;
  /** Fan-out loop time per stamped batch, microseconds. */
  readonly fanOutMicros = createHistogram();
  readonly #inner: MarketStream;

  constructor(inner: MarketStream) {
    this.#inner = inner;
  }

  subscribe(listener: BatchListener): () => void {
    return this.#inner.subscribe((batch) => {
      if (!this.stamping) return listener(batch);
      const sentAt = wallMillis();
      listener(this.#stamp(batch, sentAt));
      this.fanOutMicros.record(Math.max(1, Math.round((wallMillis() - sentAt) * 1_000)));
    });
  }

  #stamp(batch: readonly OutboundMessage[], sentAt: number): OutboundMessage[] {
    this.batches += 1;
    return batch.map((outbound) => {
      const key = outbound.room ?? BROADCAST_KEY;
      this.stampedByRoom.set(key, (this.stampedByRoom.get(key) ?? 0) + 1);
      // The same message plus one field: TypeScript cannot follow a spread across the union.
      const message = { ...outbound.message, [SENT_AT_FIELD]: sentAt };
      return { ...outbound, message } as unknown as OutboundMessage;
    });
  }
}
