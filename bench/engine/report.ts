/**
 * Plain-text output of the engine benchmark: the machine, one table per scenario and the goals.
 * Only formatting lives here; nothing is measured.
 */
import { cpus, loadavg, totalmem } from "node:os";

const integer = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number): string => integer.format(value);
export const formatDecimal = (value: number): string => decimal.format(value);
const small = new Intl.NumberFormat("en", { maximumSignificantDigits: 2 });
/** Two decimals, or two significant digits below 0.1 so a small ratio does not print as 0.00. */
export const formatRatio = (value: number): string => `${(value < 0.1 ? small : decimal).format(value)}×`;
export const formatMicros = (value: number): string => `${decimal.format(value)} µs`;
export const formatPercent = (share: number): string => `${decimal.format(share * 100)}%`;

export function machineLines(): string[] {
  const cores = cpus();
  return [
    `Node ${process.version} (V8 ${process.versions.v8}) on ${process.platform}/${process.arch}`,
    `CPU: ${cores[0]?.model ?? "unknown"}, ${cores.length} logical cores; memory ${formatCount(totalmem() / 2 ** 30)} GiB`,
    `Forced GC between rounds: ${"gc" in globalThis ? "yes" : "no (run with --expose-gc)"}`,
  ];
}

/** Other processes share the cores: the load average says how quiet the machine was. */
export function loadLine(): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  return `Load average (1, 5, 15 min): ${one}, ${five}, ${fifteen}`;
}

/** A table with the first column left-aligned and the others right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function heading(title: string): string {
  return `\n${title}\n${"=".repeat(title.length)}`;
}

export interface Goal {
  readonly goal: string;
  readonly measured: string;
  /** null when nothing was measured: such a goal is neither met nor missed. */
  readonly passed: boolean | null;
}

export function goalsTable(goals: readonly Goal[]): string {
  return table(
    ["goal", "measured", "result"],
    goals.map(({ goal, measured, passed }) => [
      goal,
      measured,
      passed === null ? "NOT MEASURED" : passed ? "PASS" : "FAIL",
    ]),
  );
}
