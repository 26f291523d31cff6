/**
 * Latency at a fixed arrival rate. Operation i is due at start + i / rate; the loop waits (spins)
 * until it is due, runs it, and records completion − due time. Measuring from the intended start,
 * not from when the loop got round to it, avoids coordinated omission: if one operation stalls,
 * every operation queued behind it is charged the wait, as it would be at a real gateway.
 * Service time (completion − actual start) is recorded beside it: it shows what the engine
 * itself costs, where the latency tail also holds the queueing behind any stall.
 *
 * Latencies go into preallocated arrays and into HDR histograms only afterwards, so the
 * histograms cost nothing inside the timed loop. The clock is process.hrtime.bigint(): while
 * spinning, performance.now() allocates a heap number per call, and the young-generation
 * collections that follow would be charged to whichever engine happens to be running.
 */
import { build } from "hdr-histogram-js";
import type { EngineFactory } from "./engine-adapter";
import { applyOperations, type OperationStream } from "./operation-stream";
import { collectGarbage, median } from "./throughput";

export interface LatencyCase {
  readonly stream: OperationStream;
  /** Operations [0, warmUpEnd) are replayed as fast as possible before the clock starts. */
  readonly warmUpEnd: number;
  readonly ratePerSecond: number;
}

/** Percentiles in microseconds. */
export interface LatencyResult {
  readonly engine: string;
  readonly operations: number;
  /** Operations per second actually achieved over the timed part. */
  readonly achievedRate: number;
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
  /** p99 of completion − actual start: the engine's own cost, without queueing. */
  readonly serviceP99: number;
}

interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

/** Percentiles of nanosecond samples, in microseconds, through an HDR histogram. */
function percentiles(nanoseconds: Float64Array): Percentiles {
  const histogram = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60e9,
    numberOfSignificantValueDigits: 3,
  });
  for (const value of nanoseconds) histogram.recordValue(Math.max(1, value));
  const micros = (value: number): number => value / 1_000;
  const result: Percentiles = {
    p50: micros(histogram.getValueAtPercentile(50)),
    p99: micros(histogram.getValueAtPercentile(99)),
    p999: micros(histogram.getValueAtPercentile(99.9)),
    max: micros(histogram.maxValue),
  };
  histogram.destroy();
  return result;
}

export function measureLatency(factory: EngineFactory, run: LatencyCase): LatencyResult {
  const { stream, warmUpEnd, ratePerSecond } = run;
  const engine = factory.create();
  applyOperations(engine, stream, 0, warmUpEnd);
  collectGarbage();

  const count = stream.length - warmUpEnd;
  /** Nanoseconds from the intended start to completion, and from the actual start. */
  const latencies = new Float64Array(count);
  const services = new Float64Array(count);
  const interval = BigInt(Math.round(1e9 / ratePerSecond));
  const start = process.hrtime.bigint() + 1_000_000n;
  let due = start;
  for (let i = 0; i < count; i++) {
    let now = process.hrtime.bigint();
    // Spin: sleeping has millisecond granularity, the interval is microseconds.
    while (now < due) now = process.hrtime.bigint();
    applyOperations(engine, stream, warmUpEnd + i, warmUpEnd + i + 1);
    const done = process.hrtime.bigint();
    latencies[i] = Number(done - due);
    services[i] = Number(done - now);
    due += interval;
  }
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    engine: factory.name,
    operations: count,
    achievedRate: count / elapsed,
    ...percentiles(latencies),
    serviceP99: percentiles(services).p99,
  };
}

/**
 * Several runs per engine, interleaved, and the median of each figure across the runs: one
 * stall of the machine (another process taking the core) moves one run, not the report.
 */
export function measureLatencyRuns(
  factories: readonly EngineFactory[],
  run: LatencyCase,
  runs: number,
): LatencyResult[] {
  const results = factories.map(() => [] as LatencyResult[]);
  for (let round = 0; round < runs; round++)
    factories.forEach((factory, at) => results[at]?.push(measureLatency(factory, run)));
  return factories.map((factory, at) => {
    const measured = results[at] ?? [];
    const middle = (pick: (result: LatencyResult) => number): number => median(measured.map(pick));
    return {
      engine: factory.name,
      operations: measured[0]?.operations ?? 0,
      achievedRate: middle((result) => result.achievedRate),
      p50: middle((result) => result.p50),
      p99: middle((result) => result.p99),
      p999: middle((result) => result.p999),
      max: middle((result) => result.max),
      serviceP99: middle((result) => result.serviceP99),
    };
  });
}
