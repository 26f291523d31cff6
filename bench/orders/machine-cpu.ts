/**
 * Who used the machine's CPU over a phase: the whole machine (from /proc/stat), the PostgreSQL
 * processes on it (every process named `postgres`), and this process — the load generator. A
 * latency goal read while the machine was nearly all busy measures the machine's queue for its
 * cores, not the server; the bench prints this beside each loop so a run says which it was.
 * Linux only: elsewhere, or when /proc cannot be read, a reading is null.
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

export interface CpuReading {
  /** Monotonic wall time of the reading, s. */
  readonly atSeconds: number;
  /** Jiffies the machine spent busy (everything but idle and iowait), and in total. */
  readonly machineBusy: number;
  readonly machineTotal: number;
  /**
   * CPU seconds of each local PostgreSQL process alive at the reading, by pid; null: none runs
   * here. Per process, because backends come and go: the pool closes idle connections.
   */
  readonly postgresSeconds: ReadonlyMap<number, number> | null;
  /** CPU seconds of this process. */
  readonly generatorSeconds: number;
}

export interface CpuShares {
  /** Each as a share of one core over the phase; `machine` as a share of all cores. */
  readonly machine: number;
  readonly cores: number;
  /** Null when PostgreSQL does not run on this machine. */
  readonly postgres: number | null;
  readonly generator: number;
}

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

export function readCpu(): CpuReading | null {
  try {
    const cpuLine = readFileSync("/proc/stat", "utf8").split("\n", 1)[0] ?? "";
    const fields = cpuLine.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const usage = process.cpuUsage();
    return {
      atSeconds: performance.now() / 1_000,
      machineBusy: total - idle,
      machineTotal: total,
      postgresSeconds: postgresSeconds(),
      generatorSeconds: (usage.user + usage.system) / 1e6,
    };
  } catch {
    return null;
  }
}

export function cpuShares(before: CpuReading | null, after: CpuReading | null): CpuShares | null {
  if (before === null || after === null) return null;
  const wall = after.atSeconds - before.atSeconds;
  const jiffies = after.machineTotal - before.machineTotal;
  if (wall <= 0 || jiffies <= 0) return null;
  return {
    machine: (after.machineBusy - before.machineBusy) / jiffies,
    cores: availableParallelism(),
    postgres:
      before.postgresSeconds === null || after.postgresSeconds === null
        ? null
        : postgresSecondsBetween(before.postgresSeconds, after.postgresSeconds) / wall,
    generator: (after.generatorSeconds - before.generatorSeconds) / wall,
  };
}

/**
 * What the processes alive at the end used since the start: a process born in between counts
 * whole. One that ended in between is not seen at the end, so its share is lost — an undercount,
 * never the subtraction of a closed connection's past.
 */
function postgresSecondsBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += Math.max(0, used - (before.get(pid) ?? 0));
  return seconds;
}

function postgresSeconds(): Map<number, number> | null {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // it ended between the listing and the read
    }
    // "pid (comm) state ppid …": comm may hold spaces, so split after its closing parenthesis.
    const close = stat.lastIndexOf(")");
    if (stat.slice(stat.indexOf("(") + 1, close) !== "postgres") continue;
    const rest = stat.slice(close + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "state".
    seconds.set(Number(entry), (Number(rest[11]) + Number(rest[12])) / TICKS_PER_SECOND);
  }
  return seconds.size === 0 ? null : seconds;
}
