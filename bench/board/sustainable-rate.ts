/**
 * The sustainable rate of a grid: the highest rate of cell updates at which it keeps the frame
 * budget. Rates already measured (the table's steps) are reused; above the highest passing one
 * the search doubles until a rate fails, below the lowest it halves until one passes, then it
 * bisects (geometric mean, rounded to two significant figures) between the best pass and the
 * lowest fail above it.
 */
import { FRAME_BUDGET_MS, FRAME_TOLERANCE_MS, type StepResult } from "./step-result";

export { FRAME_BUDGET_MS, FRAME_TOLERANCE_MS };
/** A board showing ticks later than this is not keeping up, however smooth its frames. */
export const MAX_TICK_TO_PAINT_P95_MS = 1_000;

export interface Verdict {
  readonly passed: boolean;
  /** Why not, in a few words ("p95 frame 33.3 ms", "3 long tasks", …). */
  readonly reasons: readonly string[];
}

export function judge(result: StepResult): Verdict {
  const reasons: string[] = [];
  if (result.frames.count === 0) reasons.push("no frames");
  if (result.frames.p95 > FRAME_BUDGET_MS + FRAME_TOLERANCE_MS)
    reasons.push(`p95 frame ${result.frames.p95.toFixed(1)} ms`);
  if (result.longTasks.count > 0)
    reasons.push(`${result.longTasks.count} long task${result.longTasks.count === 1 ? "" : "s"}`);
  if (result.tickToPaint.p95 > MAX_TICK_TO_PAINT_P95_MS)
    reasons.push(`tick-to-paint p95 ${Math.round(result.tickToPaint.p95)} ms`);
  return { passed: reasons.length === 0, reasons };
}

export interface SearchLimits {
  readonly minRate: number;
  readonly maxRate: number;
  /** Bisection steps after the bracket is found. */
  readonly bisections: number;
}

export interface Sustainable {
  /** The highest passing rate measured, or null when even minRate failed. */
  readonly rate: number | null;
  /** The lowest failing rate above it, or null when maxRate passed. */
  readonly failedAt: number | null;
  /** Rates measured during the search (beyond those given). */
  readonly searched: readonly number[];
}

/** Two significant figures: 14,142 → 14,000. */
export function roundRate(rate: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(rate)) - 1);
  return Math.round(rate / magnitude) * magnitude;
}

export async function findSustainable(
  known: ReadonlyMap<number, StepResult>,
  measure: (rate: number) => Promise<StepResult>,
  limits: SearchLimits,
): Promise<Sustainable> {
  const results = new Map(known);
  const searched: number[] = [];
  const run = async (rate: number): Promise<boolean> => {
    let result = results.get(rate);
    if (result === undefined) {
      result = await measure(rate);
      results.set(rate, result);
      searched.push(rate);
    }
    return judge(result).passed;
  };
  const passing = () => [...results].filter(([, result]) => judge(result).passed).map(([rate]) => rate);
  const passed = passing();
  let best = passed.length > 0 ? Math.max(...passed) : null;
  const failingAbove = (floor: number) =>
    [...results].filter(([rate, result]) => rate > floor && !judge(result).passed).map(([rate]) => rate);
  const above = best === null ? [] : failingAbove(best);
  let failedAt: number | null = above.length > 0 ? Math.min(...above) : null;

  if (best === null) {
    // Nothing passed: halve below the lowest rate tried until one passes.
    let rate = Math.min(...results.keys());
    failedAt = rate;
    while (rate / 2 >= limits.minRate) {
      rate = rate / 2;
      if (await run(rate)) {
        best = rate;
        break;
      }
      failedAt = rate;
    }
  } else if (failedAt === null) {
    // Everything up to best passed: double until a rate fails.
    let rate = best;
    while (rate * 2 <= limits.maxRate) {
      rate *= 2;
      if (!(await run(rate))) {
        failedAt = rate;
        break;
      }
      best = rate;
    }
  }
  for (let step = 0; step < limits.bisections && best !== null && failedAt !== null; step++) {
    const rate = roundRate(Math.sqrt(best * failedAt));
    if (rate <= best || rate >= failedAt) break;
    if (await run(rate)) best = rate;
    else failedAt = rate;
  }
  return { rate: best, failedAt, searched };
}
