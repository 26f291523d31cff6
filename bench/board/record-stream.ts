/**
 * Records a market stream for the board benchmark and prints its profile (message mix, cell
 * updates per second, symbols touched). Two sources:
 *
 * - default: the server's own market in this process on a manual clock (market-recording.ts),
 *   deterministic from its seed: what run-board-bench.ts uses, generated at bench time, so no
 *   recording is kept in the repository;
 * - `--socket`: the real server started with `npm run start -w @bangia/server` on a free port
 *   with a temporary DATA_DIR, recorded through its socket for `--seconds` (socket-recording.ts).
 *   Wall-clock driven, so not reproducible: use it to check that the in-process stream has the
 *   socket's shape, or to bench a specific recording (`run-board-bench.ts --recording=<file>`).
 *
 * `--out=<file>` writes the recording as JSON ({ source, rows, events: [ms, channel, message] });
 * `--seconds=N` (default 30), `--speed=N` (demo speed, default 60), `--seed=N` (default 1),
 * `--start=HH:MM` (in-process only, default 09:30).
 *
 * node --import tsx bench/board/record-stream.ts [--socket] [--out=<file>] [--seconds=30]
 */
import { writeFile } from "node:fs/promises";
import { formatCount, formatDecimal, table } from "../engine/report";
import { DEFAULT_MARKET_RECORDING, recordMarket } from "./market-recording";
import { profileRecording, type Recording } from "./recording";
import { recordSocket } from "./socket-recording";
import { startServer } from "./web-build-figures";

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const numberOption = (name: string, fallback: number): number => {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return value;
};

async function record(): Promise<Recording> {
  const seconds = numberOption("seconds", DEFAULT_MARKET_RECORDING.seconds);
  const speed = numberOption("speed", DEFAULT_MARKET_RECORDING.speed);
  const seed = numberOption("seed", DEFAULT_MARKET_RECORDING.seed);
  if (!process.argv.includes("--socket"))
    return recordMarket({
      ...DEFAULT_MARKET_RECORDING,
      seconds,
      speed,
      seed,
      start: option("start") ?? DEFAULT_MARKET_RECORDING.start,
    });
  process.stderr.write("starting the server…\n");
  const server = await startServer({ MARKET_SPEED: String(speed), MARKET_SEED: String(seed) });
  try {
    process.stderr.write(`recording its socket for ${seconds} s…\n`);
    return await recordSocket(server.origin, seconds);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const recording = await record();
  const profile = profileRecording(recording);
  const json = JSON.stringify(recording);
  console.log(`Source: ${recording.source}`);
  console.log(
    `${formatCount(recording.rows.length)} rows; ${formatCount(profile.messages)} messages in ${formatDecimal(profile.seconds)} s ` +
      `(${formatCount(profile.batches)} batches); ${formatCount(profile.rowMessages)} touch a board row; ` +
      `${formatCount(profile.cells)} cell updates (${formatCount(profile.cells / Math.max(profile.seconds, 0.001))}/s) ` +
      `on ${formatCount(profile.symbolsTouched)} symbols; ${formatCount(json.length / 1_000)} KB of JSON`,
  );
  const mix = Object.entries(profile.mix).sort((a, b) => b[1] - a[1]);
  console.log(
    table(
      ["channel id", "messages", "share"],
      mix.map(([key, count]) => [
        key,
        formatCount(count),
        `${formatDecimal((100 * count) / profile.messages)}%`,
      ]),
    ),
  );
  const out = option("out");
  if (out !== undefined) {
    await writeFile(out, json);
    console.log(`Written to ${out}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
