/**
 * `npm run replay -- orders.csv [--out dir] [--date YYYY-MM-DD] [--seed n] [--holidays d1,d2]`:
 * replays a CSV of timestamped orders against the exchange built on the real reference data,
 * writes trades.csv, orders.csv and books.csv and prints a summary. Bad input stops it with the
 * row and what is wrong, never a stack trace, and exit code 1.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isIsoDate, isTradingDay, parseHolidayList, type HolidayList } from "@bangia/market";
import { readReferenceData } from "@bangia/market/node";
import { buildUniverse } from "../instruments/instrument-universe";
import { booksCsv, ordersCsv, replaySummary, tradesCsv } from "./replay-report";
import { parseReplayCsv, ReplayInputError, type ReplayInputs } from "./replay-rows";
import { runReplay } from "./replay-session";

/** The universe seed when `--seed` is not given. */
export const DEFAULT_REPLAY_SEED = 1;
export const DEFAULT_REPLAY_OUT = "replay-out";

export const REPLAY_USAGE =
  "usage: npm run replay -- orders.csv [--out dir] [--date YYYY-MM-DD] [--seed n] [--holidays YYYY-MM-DD,...]";

export interface ReplayIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Relative paths are taken from here (the directory the command was typed in). */
  readonly cwd: string;
}

/** Runs the tool; returns the process exit code. */
export function runReplayCommand(args: readonly string[], io: ReplayIo): number {
  try {
    const options = readOptions(args);
    const file = resolve(io.cwd, options.file);
    const inputs = parseInFile(options.file, readInput(file), options.date);
    if (!isTradingDay(inputs.firstDay, options.holidays))
      throw new ReplayInputError(
        `the first day ${inputs.firstDay} is not a trading day (a weekend or a holiday)`,
      );
    const universe = buildUniverse(readReferenceData(), {
      seed: options.seed,
      firstDay: inputs.firstDay,
      holidays: options.holidays,
    });
    const result = runReplay(inputs, { universe, holidays: options.holidays });
    const out = resolve(io.cwd, options.out);
    mkdirSync(out, { recursive: true });
    const files: [string, string][] = [
      ["trades.csv", tradesCsv(result)],
      ["orders.csv", ordersCsv(result)],
      ["books.csv", booksCsv(result)],
    ];
    for (const [name, text] of files) writeFileSync(join(out, name), text);
    io.stdout(`${replaySummary(result)}\nWrote ${files.map(([name]) => name).join(", ")} to ${out}\n`);
    return 0;
  } catch (error) {
    io.stderr(`replay: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) io.stderr(`${REPLAY_USAGE}\n`);
    return 1;
  }
}

class UsageError extends Error {
  override readonly name = "UsageError";
}

interface ReplayOptions {
  readonly file: string;
  readonly out: string;
  readonly date?: string;
  readonly seed: number;
  readonly holidays: HolidayList;
}

function readOptions(args: readonly string[]): ReplayOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: "string" },
        date: { type: "string" },
        seed: { type: "string" },
        holidays: { type: "string" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError("give exactly one input file");
  const [file] = positionals as [string];
  if (values.date !== undefined && !isIsoDate(values.date))
    throw new UsageError(`--date must be a date YYYY-MM-DD, got "${values.date}"`);
  if (values.seed !== undefined && !/^-?\d+$/.test(values.seed))
    throw new UsageError(`--seed must be a whole number, got "${values.seed}"`);
  const holidays = readHolidays(values.holidays);
  return {
    file,
    out: values.out ?? DEFAULT_REPLAY_OUT,
    ...(values.date === undefined ? {} : { date: values.date }),
    seed: values.seed === undefined ? DEFAULT_REPLAY_SEED : Number(values.seed),
    holidays,
  };
}

function readHolidays(text: string | undefined): HolidayList {
  try {
    return parseHolidayList(text === undefined ? [] : text.split(","));
  } catch (error) {
    throw new UsageError(`--holidays: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The rows of the file, with the file's name in front of any input error. */
function parseInFile(name: string, text: string, date: string | undefined): ReplayInputs {
  try {
    return parseReplayCsv(text, date);
  } catch (error) {
    if (error instanceof ReplayInputError) throw new ReplayInputError(`${name}: ${error.message}`);
    throw error;
  }
}

function readInput(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ReplayInputError(
      code === "ENOENT" ? `no such file: ${file}` : `cannot read ${file} (${code ?? "error"})`,
    );
  }
}
