/**
 * One rate step, measured on the page's main thread the same way for both grids:
 * - frame times: intervals between requestAnimationFrame timestamps (the frame's begin time, so
 *   a frame on time is one display period and a missed frame two), inside the measured window;
 * - long tasks: PerformanceObserver 'longtask' entries starting inside the window;
 * - tick-to-paint: the worker announces each bundle that changes displayed cells of a probed row
 *   (the first rows on screen) before handing it to the grid's handler; the row's text is noted
 *   then, and the first animation frame whose callbacks see a different text ends the interval
 *   from the bundle's intended send time. That frame is the one that paints the change (its
 *   style, layout and paint follow its callbacks). Probes of bundles intended inside the window
 *   count; those still unchanged DRAIN_MS after it are reported as unresolved.
 */
import { distribution, isLateFrame, type StepPlan, type StepResult } from "../step-result";
import { wallMillis, type BenchRun, type FromBenchWorker, type ToBenchWorker } from "./bench-messages";

/** What the meter needs to find rows in a grid's DOM. */
export interface GridRows {
  /** The element holding a rendered row's text, or null when the row is not rendered. */
  rowElement(symbol: string): Element | null;
  /** Symbols of the rows on screen, top first. */
  visibleSymbols(): readonly string[];
}

/** The worker side of a page as the meter uses it. */
export interface BenchPort {
  post(message: ToBenchWorker): void;
  /** Receives the worker's bench messages until the returned function is called. */
  listen(listener: (message: FromBenchWorker) => void): () => void;
}

/** Time after the window for probes still pending to show, and for the worker to finish. */
const DRAIN_MS = 2_000;

interface Probe {
  readonly element: Element;
  readonly text: string | null;
  readonly intended: number;
}

interface LongTaskTiming {
  readonly startTime: number;
  readonly duration: number;
}

export function runStep(
  plan: StepPlan,
  port: BenchPort,
  grid: GridRows,
  notices?: BenchRun["notices"],
): Promise<StepResult> {
  const probeSymbols = grid.visibleSymbols().slice(0, plan.probeRows);
  // Set when the worker says when its first beat is due.
  let windowFrom = Number.POSITIVE_INFINITY;
  let windowUntil = Number.POSITIVE_INFINITY;
  const inWindow = (wall: number) => wall >= windowFrom && wall < windowUntil;

  const frames: number[] = [];
  const paints: number[] = [];
  let pending: Probe[] = [];
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LongTaskTiming[])
      if (inWindow(performance.timeOrigin + entry.startTime)) longTasks.push(entry.duration);
  });
  observer.observe({ type: "longtask", buffered: false });

  return new Promise((resolve) => {
    let done: Extract<FromBenchWorker, { type: "bench-done" }> | null = null;
    let previous: number | null = null;

    const finish = () => {
      observer.disconnect();
      stopListening();
      const unresolved = pending.filter((probe) => inWindow(probe.intended)).length;
      const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
      const tasks = distribution(longTasks);
      resolve({
        rate: plan.rate,
        frames: distribution(frames),
        lateFrames: frames.filter(isLateFrame).length,
        longTasks: { count: tasks.count, maxMs: tasks.max, totalMs: longTasks.reduce((a, b) => a + b, 0) },
        tickToPaint: { ...distribution(paints), unresolved },
        sent: { cells: done?.cells ?? 0, messages: done?.messages ?? 0, bundles: done?.bundles ?? 0 },
        beatLate: { p95: done?.lateP95 ?? 0, max: done?.lateMax ?? 0 },
        snapshotLoads: done?.snapshotLoads ?? 0,
        heapMb: memory === undefined ? null : memory.usedJSHeapSize / 2 ** 20,
      });
    };

    const onFrame = (timestamp: number) => {
      const frameWall = performance.timeOrigin + timestamp;
      if (previous !== null && inWindow(frameWall)) frames.push(timestamp - previous);
      previous = timestamp;
      if (pending.length > 0) {
        const now = wallMillis();
        pending = pending.filter((probe) => {
          if (!probe.element.isConnected) return false;
          if (probe.element.textContent === probe.text) return true;
          if (inWindow(probe.intended)) paints.push(now - probe.intended);
          return false;
        });
      }
      if (done !== null && wallMillis() > windowUntil + DRAIN_MS) finish();
      else requestAnimationFrame(onFrame);
    };

    const stopListening = port.listen((message) => {
      if (message.type === "bench-start") {
        windowFrom = message.startAt + plan.warmUpMs;
        windowUntil = windowFrom + plan.measureMs;
      } else if (message.type === "bench-done") done = message;
      else if (message.type === "bench-probes")
        for (const symbol of message.symbols) {
          const element = grid.rowElement(symbol);
          if (element !== null)
            pending.push({ element, text: element.textContent, intended: message.intended });
        }
    });
    port.post({
      type: "bench-run",
      plan,
      probe: probeSymbols,
      ...(notices === undefined ? {} : { notices }),
    });
    requestAnimationFrame(onFrame);
  });
}
