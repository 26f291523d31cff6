import { describe, expect, it } from "vitest";
import { cpuShares, readCpu, type CpuReading } from "./machine-cpu";

const reading = (overrides: Partial<CpuReading>): CpuReading => ({
  atSeconds: 100,
  machineBusy: 1_000,
  machineTotal: 4_000,
  postgresSeconds: new Map([[10, 5]]),
  generatorSeconds: 2,
  ...overrides,
});

describe("who used the cores over a phase", () => {
  it("gives the machine's busy share of all cores and each process's share of one core", () => {
    const before = reading({});
    // 10 s on 2 cores: 2,000 jiffies, 1,500 of them busy; PostgreSQL 3 s, the generator 4 s.
    const after = reading({
      atSeconds: 110,
      machineBusy: 2_500,
      machineTotal: 6_000,
      postgresSeconds: new Map([[10, 8]]),
      generatorSeconds: 6,
    });
    const shares = cpuShares(before, after);
    expect(shares?.machine).toBeCloseTo(0.75);
    expect(shares?.postgres).toBeCloseTo(0.3);
    expect(shares?.generator).toBeCloseTo(0.4);
  });

  it("says PostgreSQL is unknown when it does not run on this machine", () => {
    const shares = cpuShares(
      reading({ postgresSeconds: null }),
      reading({ atSeconds: 101, machineTotal: 4_200, postgresSeconds: null }),
    );
    expect(shares?.postgres).toBeNull();
  });

  it("counts a backend born in the phase whole, and never subtracts one that ended in it", () => {
    // Backend 11 (60 s of CPU from earlier loops) closed as an idle connection; 12 opened.
    const shares = cpuShares(
      reading({
        postgresSeconds: new Map([
          [10, 5],
          [11, 60],
        ]),
      }),
      reading({
        atSeconds: 102,
        machineTotal: 4_400,
        postgresSeconds: new Map([
          [10, 6],
          [12, 0.5],
        ]),
      }),
    );
    expect(shares?.postgres).toBeCloseTo(0.75);
  });

  it("reads nothing from a missing or empty window", () => {
    expect(cpuShares(null, reading({}))).toBeNull();
    expect(cpuShares(reading({}), reading({}))).toBeNull();
  });

  it.runIf(process.platform === "linux")("reads this machine's counters on Linux", () => {
    const now = readCpu();
    expect(now).not.toBeNull();
    expect(now?.machineTotal).toBeGreaterThan(0);
    expect(now?.machineBusy).toBeLessThanOrEqual(now?.machineTotal ?? 0);
  });
});
