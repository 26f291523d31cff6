/**
 * How often the machine itself stops a busy thread: a loop that only reads the clock records
 * every gap between two reads longer than a threshold. On a shared or virtual machine these
 * stalls (the scheduler or the hypervisor taking the core) set the latency tail of anything
 * measured at a fixed arrival rate, whatever the engine does.
 */
export interface ClockStalls {
  readonly seconds: number;
  readonly thresholdMicros: number;
  /** Gaps longer than the threshold, per second. */
  readonly stallsPerSecond: number;
  /** Share of the time spent inside those gaps. */
  readonly stalledFraction: number;
  readonly maxMicros: number;
}

export function measureClockStalls(seconds: number, thresholdMicros = 20): ClockStalls {
  const threshold = BigInt(thresholdMicros * 1_000);
  const start = process.hrtime.bigint();
  const end = start + BigInt(Math.round(seconds * 1e9));
  let previous = start;
  let stalls = 0;
  let stalled = 0n;
  let max = 0n;
  for (;;) {
    const now = process.hrtime.bigint();
    const gap = now - previous;
    if (gap > threshold) {
      stalls++;
      stalled += gap;
    }
    if (gap > max) max = gap;
    previous = now;
    if (now >= end) break;
  }
  const elapsed = Number(previous - start);
  return {
    seconds,
    thresholdMicros,
    stallsPerSecond: stalls / (elapsed / 1e9),
    stalledFraction: Number(stalled) / elapsed,
    maxMicros: Number(max) / 1_000,
  };
}
