/**
 * How long the event loop was held while some work ran, for tests of the 20 ms budget.
 *
 * A 1 ms timer measures the gaps between its turns. On a shared machine a gap also holds time
 * that is not work of ours the loop could slice: the operating system running other processes
 * (the loop's busy time and the gap grow, the process's CPU time does not), V8's background
 * threads compiling or marking (the process's CPU time grows, the loop's busy time does not),
 * and garbage collection. So each gap counts the least of its wall time, the process's CPU time
 * and the loop's busy time (event-loop utilisation) over it, less the collections inside it.
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
  let lastLoop = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const loop = performance.eventLoopUtilization(lastLoop);
    gaps.push({ start: lastWall, end: wall, cpu: Math.min((cpu.user + cpu.system) / 1_000, loop.active) });
    lastWall = wall;
    lastCpu = process.cpuUsage();
    lastLoop = performance.eventLoopUtilization();
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
