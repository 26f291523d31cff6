/**
 * What the harness asks of a bench page for one rate step, and what the page answers. Shared by
 * the Node harness and the page code (types and one pure helper, no DOM, no Node).
 */

/** One rate step: the stream replayed at `rate` cell updates per second. */
export interface StepPlan {
  /** Cell updates per second (board-cells.ts). */
  readonly rate: number;
  /** Streaming before the measured window opens. */
  readonly warmUpMs: number;
  readonly measureMs: number;
  /** The replay hands the socket handler one bundle per beat, as the server does per market beat. */
  readonly beatMs: number;
  /** Rows whose paint is timed: the symbols of the first rows on screen. */
  readonly probeRows: number;
}

/** Percentiles of a set of milliseconds. */
export interface Distribution {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface StepResult {
  readonly rate: number;
  /** Animation-frame intervals (rAF timestamps) in the measured window. */
  readonly frames: Distribution;
  /**
   * Of those intervals, how many were late (over one display period, `isLateFrame`): the share
   * the p95 stands on — a p95 read off intervals that are 16.7 or 33.3 ms flips whole periods
   * at a 5% share, so the share tells two runs on either side of it apart.
   */
  readonly lateFrames: number;
  /** Long tasks (PerformanceObserver 'longtask', each over 50 ms by definition) in the window. */
  readonly longTasks: { readonly count: number; readonly maxMs: number; readonly totalMs: number };
  /**
   * Tick-to-paint: from a bundle's intended send time to the first animation frame in which the
   * probed row's text shows a change, for rows on screen; `unresolved` never showed it within the
   * drain time after the window.
   */
  readonly tickToPaint: Distribution & { readonly unresolved: number };
  /** What the replay sent with intended times inside the window. */
  readonly sent: { readonly cells: number; readonly messages: number; readonly bundles: number };
  /** The replay's timer lateness (actual − intended bundle time), p95 and max, ms. */
  readonly beatLate: { readonly p95: number; readonly max: number };
  /** Snapshot reloads during the step: a seq gap in the replay would cause them (should be 0). */
  readonly snapshotLoads: number;
  /** Main-thread JS heap at the end (Chromium's performance.memory), MB; null where unknown. */
  readonly heapMb: number | null;
}

/** One display period at 60 Hz. rAF timestamps are coarsened (0.1 ms) and vsync-aligned, so an
 * interval within 1 ms of it is one frame; a missed frame is two periods (33.3 ms). */
export const FRAME_BUDGET_MS = 1_000 / 60;
export const FRAME_TOLERANCE_MS = 1;

/** Whether a frame interval missed its display period. */
export function isLateFrame(intervalMs: number): boolean {
  return intervalMs > FRAME_BUDGET_MS + FRAME_TOLERANCE_MS;
}

/**
 * Nearest-rank percentiles of `values` (sorted here).
 *
 * @example distribution([16.7, 16.7, 33.3]).max // 33.3
 */
export function distribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (percent: number): number => {
    if (sorted.length === 0) return 0;
    const rank = Math.ceil((percent / 100) * sorted.length);
    return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
  };
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}

/** The panel page's customer account (a cash account: the code ends in 1), for the fake core and the notices. */
export const BENCH_ACCOUNT = "058C0000011";
