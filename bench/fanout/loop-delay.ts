/**
 * Event-loop delay of the bench server, recorded only while the bench measures. A timer due
 * every SAMPLE_MS records how late it ran. (perf_hooks' monitorEventLoopDelay cannot pause: on
 * re-enabling it charges the paused time as one long delay.)
 */
import { createHistogram } from "node:perf_hooks";

const SAMPLE_MS = 5;
const MICROS_PER_MILLI = 1_000;

export class LoopDelaySampler {
  /** Record samples from now on, or stop. */
  recording = false;
  readonly #delays = createHistogram();
  #due = performance.now() + SAMPLE_MS;

  constructor() {
    setInterval(() => {
      const now = performance.now();
      if (this.recording) this.#delays.record(Math.max(1, Math.round((now - this.#due) * MICROS_PER_MILLI)));
      this.#due = now + SAMPLE_MS;
    }, SAMPLE_MS).unref();
  }

  /** Delay percentiles and maximum, milliseconds (0 when nothing was recorded). */
  summary(): { loopDelayP50: number; loopDelayP99: number; loopDelayMax: number } {
    const millis = (micros: number) => (this.#delays.count > 0 ? micros / MICROS_PER_MILLI : 0);
    return {
      loopDelayP50: millis(this.#delays.percentile(50)),
      loopDelayP99: millis(this.#delays.percentile(99)),
      loopDelayMax: millis(this.#delays.max),
    };
  }
}
