/**
 * Throughput of engines on one operation stream. Every engine first runs untimed rounds of at
 * least 300,000 operations in all (warm-up: the JIT compiles the hot paths), then several timed
 * rounds on fresh books; the order of engines alternates between rounds so neither always runs on a cleaner
 * heap. The untimed prefix of the stream (building the initial book) is replayed before the
 * clock starts. Reported: the median round.
 */
import { performance } from "node:perf_hooks";
import type { EndState, EngineAdapter, EngineFactory } from "./engine-adapter";
import { applyOperations, type OperationStream } from "./operation-stream";

export interface ThroughputCase {
  readonly stream: OperationStream;
  /** Operations [0, prefill) are replayed untimed before each timed run. */
  readonly prefill: number;
  /** Fresh books the stream is replayed into per timed round. */
  readonly repeat: number;
  readonly rounds: number;
}

export interface ThroughputResult {
  readonly engine: string;
  /** Median of the rounds. */
  readonly opsPerSecond: number;
  readonly rounds: readonly number[];
  /** The book after the last round, for the correctness guard. */
  readonly endState: EndState;
}

/** Asks V8 for a full collection between rounds when the process runs with --expose-gc. */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc !== undefined) gc();
}

/**
 * One timed round on fresh books. Only the end state leaves this function, so no book of one
 * engine is still alive, making the collector's work bigger, while the other engine is timed.
 */
function timedRound(
  factory: EngineFactory,
  run: ThroughputCase,
): { opsPerSecond: number; endState: EndState } {
  const { stream, prefill, repeat } = run;
  const engines: EngineAdapter[] = Array.from({ length: repeat }, () => factory.create());
  for (const engine of engines) applyOperations(engine, stream, 0, prefill);
  collectGarbage();
  const start = performance.now();
  for (const engine of engines) applyOperations(engine, stream, prefill, stream.length);
  const seconds = (performance.now() - start) / 1_000;
  const last = engines[engines.length - 1];
  if (last === undefined) throw new RangeError("repeat must be at least 1");
  return { opsPerSecond: ((stream.length - prefill) * repeat) / seconds, endState: last.endState() };
}

export function measureThroughput(
  factories: readonly EngineFactory[],
  run: ThroughputCase,
): ThroughputResult[] {
  for (const factory of factories) applyOperations(factory.create(), run.stream, 0, run.stream.length);
  const rounds = factories.map(() => [] as number[]);
  const endStates: (EndState | undefined)[] = factories.map(() => undefined);
  for (let round = 0; round < run.rounds; round++) {
    const order = factories.map((_, at) => at);
    if (round % 2 === 1) order.reverse();
    for (const at of order) {
      const factory = factories[at];
      if (factory === undefined) continue;
      const result = timedRound(factory, run);
      rounds[at]?.push(result.opsPerSecond);
      endStates[at] = result.endState;
    }
  }
  return factories.map((factory, at) => {
    const endState = endStates[at];
    if (endState === undefined) throw new RangeError("at least one round is needed");
    const measured = rounds[at] ?? [];
    return { engine: factory.name, opsPerSecond: median(measured), rounds: measured, endState };
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
