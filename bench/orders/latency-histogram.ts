/**
 * The order bench's latency histograms, in µs up to a minute at 3 significant digits: the
 * clients' (order-load.ts) and the server's own (orders-server.ts) on the same scale.
 */
import { build, type Histogram } from "hdr-histogram-js";

export const newLatencyHistogram = (): Histogram =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
