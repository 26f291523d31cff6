/**
 * The order panel's part of the board benchmark (issue 16): runs the panel cases of
 * panel-browser.ts at the goal rate and turns them into tables, a ratio and goals.
 *
 * - Board alone against board + panel, in the same run, alternating which goes first, each
 *   `repeats` times in fresh contexts; the median run by p95 frame stands for each case.
 * - Click to ticket: two series of `clicks` clicks after the panel's first load, p50/p95/max.
 */
import type { Browser } from "@playwright/test";
import { formatCount, formatDecimal, formatRatio, type Goal } from "../engine/report";
import { BOOK_ORDERS, CHANGES_PER_SECOND, type BookPaging, type FakeCore } from "./fake-core";
import {
  measureClicks,
  runPanelStep,
  type ClickSeries,
  type MainThreadShare,
  type Notices,
  type PanelStep,
} from "./panel-browser";
import { BENCH_ACCOUNT, distribution, type StepPlan, type StepResult } from "./step-result";
import { FRAME_BUDGET_MS, FRAME_TOLERANCE_MS, judge } from "./sustainable-rate";

export const CLICK_GOAL_MS = 100;

type Case = "alone" | "paged" | "panel";
const CASES: readonly Case[] = ["alone", "paged", "panel"];
export const CASE_NAMES: Readonly<Record<Case, string>> = {
  alone: "board alone (signed in, panel closed)",
  paged: `board + panel, book of ${formatCount(BOOK_ORDERS)} paged (10 rows, as our server answers)`,
  panel: `board + panel, all ${formatCount(BOOK_ORDERS)} orders on one page (the book windowed)`,
};
const PAGING: Readonly<Record<Case, BookPaging | null>> = { alone: null, paged: "paged", panel: "all" };

export interface PanelFigures {
  readonly rate: number;
  readonly runs: readonly { readonly kind: Case; readonly step: PanelStep }[];
  readonly median: Readonly<Record<Case, PanelStep>>;
  readonly clicks: readonly ClickSeries[];
  readonly clickPanelLoadMs: number;
}

function medianStep(steps: readonly PanelStep[]): PanelStep {
  const sorted = [...steps].sort(
    (a, b) =>
      a.result.frames.p95 - b.result.frames.p95 ||
      a.result.frames.p99 - b.result.frames.p99 ||
      a.result.longTasks.totalMs - b.result.longTasks.totalMs,
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error("no run");
  return middle;
}

export async function measurePanel(
  browser: Browser,
  origin: string,
  core: FakeCore,
  options: {
    readonly plan: StepPlan;
    readonly repeats: number;
    readonly clicks: number;
    readonly symbols: readonly string[];
  },
): Promise<PanelFigures> {
  const url = `${origin}/panel.html`;
  const notices: Notices = {
    perSecond: CHANGES_PER_SECOND,
    account: BENCH_ACCOUNT,
    symbols: options.symbols.slice(0, 50),
  };
  const runs: { kind: Case; step: PanelStep }[] = [];
  for (let repeat = 0; repeat < options.repeats; repeat++) {
    const order: readonly Case[] = repeat % 2 === 0 ? CASES : [...CASES].reverse();
    for (const kind of order) {
      process.stderr.write(
        `${CASE_NAMES[kind]} at ${formatCount(options.plan.rate)} cells/s (run ${repeat + 1})…\n`,
      );
      const step = await runPanelStep(browser, url, options.plan, {
        book: PAGING[kind],
        notices,
        core,
        label: kind,
      });
      if (step.result.snapshotLoads > 0)
        process.stderr.write(`WARNING: ${kind}: ${step.result.snapshotLoads} snapshot reloads\n`);
      runs.push({ kind, step });
    }
  }
  const pick = (kind: Case) => medianStep(runs.filter((run) => run.kind === kind).map((run) => run.step));
  process.stderr.write(`clicks on board prices (${options.clicks} per series)…\n`);
  const clicked = await measureClicks(browser, url, options.plan, {
    clicks: options.clicks,
    notices,
    core,
    book: "paged",
    label: "clicks",
  });
  return {
    rate: options.plan.rate,
    runs,
    median: { alone: pick("alone"), paged: pick("paged"), panel: pick("panel") },
    clicks: clicked.series,
    clickPanelLoadMs: clicked.panelLoadMs,
  };
}

const oneDecimal = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ms = (value: number): string => `${oneDecimal.format(value)} ms`;

export const PANEL_STEP_HEADERS = [
  "case",
  "run",
  "frame p50",
  "frame p95",
  "frame p99",
  "frame max",
  "late frames",
  "main thread busy",
  "long tasks",
  "longest",
  "tick-to-paint p95",
  "book loads/s",
  "book rows",
  "panel to book",
  "heap",
  "within budget",
];

export function panelStepRows(figures: PanelFigures, measureMs: number, warmUpMs: number): string[][] {
  const counter = new Map<Case, number>();
  return figures.runs.map(({ kind, step }) => {
    const run = (counter.get(kind) ?? 0) + 1;
    counter.set(kind, run);
    const { result } = step;
    const verdict = judge(result);
    const seconds = (measureMs + warmUpMs) / 1_000;
    return [
      CASE_NAMES[kind],
      String(run) + (step === figures.median[kind] ? " (median)" : ""),
      ms(result.frames.p50),
      ms(result.frames.p95),
      ms(result.frames.p99),
      ms(result.frames.max),
      lateShare(result),
      busyShare(step.mainThread),
      formatCount(result.longTasks.count),
      result.longTasks.count > 0 ? ms(result.longTasks.maxMs) : "–",
      ms(result.tickToPaint.p95),
      kind === "alone" ? "–" : formatDecimal(step.bookLoads / seconds),
      kind === "alone" ? "–" : `${formatCount(step.bookRows)} (${formatCount(step.domRows)} in DOM)`,
      step.panelLoadMs === null ? "–" : ms(step.panelLoadMs),
      result.heapMb === null ? "–" : `${formatDecimal(result.heapMb)} MB`,
      verdict.passed ? "yes" : `no (${verdict.reasons.join(", ")})`,
    ];
  });
}

export const CLICK_HEADERS = [
  "clicks",
  "n",
  "missed",
  "interactive p50",
  "p95",
  "max",
  "steppers p50",
  "p95",
];

export function clickRows(figures: PanelFigures): string[][] {
  return figures.clicks.map((series) => {
    const interactive = distribution(
      series.timings.flatMap((timing) => (timing.interactiveMs === null ? [] : [timing.interactiveMs])),
    );
    const steps = distribution(
      series.timings.flatMap((timing) => (timing.stepsMs === null ? [] : [timing.stepsMs])),
    );
    return [
      series.name,
      formatCount(series.timings.length),
      formatCount(series.missed),
      ms(interactive.p50),
      ms(interactive.p95),
      ms(interactive.max),
      ms(steps.p50),
      ms(steps.p95),
    ];
  });
}

/** The share of the window's frame intervals that missed their period, with the count. */
function lateShare(result: StepResult): string {
  const { count } = result.frames;
  if (count === 0) return "–";
  return `${oneDecimal.format((100 * result.lateFrames) / count)}% (${formatCount(result.lateFrames)}/${formatCount(count)})`;
}

const percent = (share: number) => `${oneDecimal.format(100 * share)}%`;

/** The main thread's busy share, with its script, style and layout parts. */
function busyShare(thread: MainThreadShare): string {
  return `${percent(thread.busy)} (script ${percent(thread.script)}, style ${percent(thread.style)}, layout ${percent(thread.layout)})`;
}

/** p95 frame of each panel case over the board alone's (same run, medians). */
export function panelRatioLine(figures: PanelFigures): string {
  const alone = figures.median.alone.result;
  const ratio = (a: number, b: number) => (b > 0 ? formatRatio(a / b) : "–");
  const line = (kind: Case, name: string) => {
    const panel = figures.median[kind].result;
    const busy = (step: PanelStep) => step.mainThread.busy;
    return (
      `${name}: main thread busy ${percent(busy(figures.median[kind]))} vs ${percent(busy(figures.median.alone))} (${ratio(busy(figures.median[kind]), busy(figures.median.alone))}), ` +
      `frame p95 ${ratio(panel.frames.p95, alone.frames.p95)}, late frames ${lateShare(panel)} vs ${lateShare(alone)}, ` +
      `p99 ${ratio(panel.frames.p99, alone.frames.p99)}, long tasks ${formatCount(panel.longTasks.count)} vs ${formatCount(alone.longTasks.count)}, ` +
      `tick-to-paint p95 ${ratio(panel.tickToPaint.p95, alone.tickToPaint.p95)}`
    );
  };
  return `Against the board alone (medians, same run) — ${line("paged", "paged book")}; ${line("panel", `all ${formatCount(BOOK_ORDERS)} rows`)}.`;
}

export function panelGoals(figures: PanelFigures, note: string): Goal[] {
  const all = figures.clicks.flatMap((series) => series.timings);
  const interactive = distribution(
    all.flatMap((timing) => (timing.interactiveMs === null ? [] : [timing.interactiveMs])),
  );
  const missed = figures.clicks.reduce((sum, series) => sum + series.missed, 0);
  const frameGoals = (["paged", "panel"] as const).flatMap((kind): Goal[] => {
    const panel = figures.median[kind].result;
    const what = kind === "paged" ? "paged book" : `all ${formatCount(BOOK_ORDERS)} rows`;
    return [
      {
        goal: `panel open on a live ${formatCount(BOOK_ORDERS)}-order book (${what}): p95 frame ≤ 16.7 ms at ${formatCount(figures.rate)} cell updates/s${note}`,
        measured: `p95 ${ms(panel.frames.p95)}`,
        passed: panel.frames.p95 <= FRAME_BUDGET_MS + FRAME_TOLERANCE_MS,
      },
      {
        goal: `panel open on a live ${formatCount(BOOK_ORDERS)}-order book (${what}): no long task over 50 ms${note}`,
        measured: `${formatCount(panel.longTasks.count)} long tasks${panel.longTasks.count > 0 ? `, longest ${ms(panel.longTasks.maxMs)}` : ""}`,
        passed: panel.longTasks.count === 0,
      },
    ];
  });
  return [
    ...frameGoals,
    {
      goal: `click on a price → interactive ticket < ${CLICK_GOAL_MS} ms (p95, after the panel's first load)${note}`,
      measured:
        interactive.count === 0
          ? "not measured"
          : `p50 ${ms(interactive.p50)}, p95 ${ms(interactive.p95)} over ${formatCount(interactive.count)} clicks${missed > 0 ? `, ${missed} missed` : ""}`,
      passed: interactive.count === 0 ? null : missed === 0 && interactive.p95 < CLICK_GOAL_MS,
    },
  ];
}
