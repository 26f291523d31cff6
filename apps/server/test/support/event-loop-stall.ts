/**
 * How long the event loop was held while some work ran, for tests of the 20 ms budget.
 *
 * A 1 ms timer measures the gaps between its turns. A shared machine also stops the whole
 * process (the operating system, or garbage collection starved of CPU), which is not work of
 * ours that could be sliced: each gap counts only the process's CPU time over it, less the
 * garbage collection pauses inside it.
 */
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

/** The longest stall in milliseconds while `work` ran, and its result. */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMillis: number }> {
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => collections.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const gaps: { start: number; end: number; cpu: number }[] = [];
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    gaps.push({ start: lastWall, end: wall, cpu: (cpu.user + cpu.system) / 1_000 });
    lastWall = wall;
    lastCpu = process.cpuUsage();
  }, 1);
  try {
    const result = await work();
    // One more turn of the timer, so a stall at the very end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 2));
    clearInterval(timer);
    // Garbage collection entries arrive after the fact.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stalls = gaps.map((gap) => {
      const collecting = collections
        .filter((entry) => entry.startTime >= gap.start && entry.startTime < gap.end)
        .reduce((sum, entry) => sum + entry.duration, 0);
      return Math.min(gap.end - gap.start, gap.cpu) - collecting;
    });
    return { result, stallMillis: Math.max(0, ...stalls) };
  } finally {
    clearInterval(timer);
    observer.disconnect();
  }
}
