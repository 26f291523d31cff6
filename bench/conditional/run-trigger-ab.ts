/**
 * The trigger check of the working tree against another revision's, in one process, taking turns
 * on the same stream: each engine runs a chunk of trades, then the other the same chunk (who goes
 * first alternates). Runs of the bench minutes apart differ by more than most changes do (the
 * machine's memory latency moves with what else runs on it); turns of a few milliseconds see the
 * same machine, so their ratio is the change's.
 *
 * The other revision's `broker/conditional/` folder is exported beside the working tree's (at the
 * same depth, so its imports of the rest of the server resolve) into a folder git ignores, and
 * removed after.
 *
 *   node --expose-gc --import tsx bench/conditional/run-trigger-ab.ts [--base=REV] [--rounds=N] [--chunk=N] [--quick]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ConditionalEngine } from "../../apps/server/src/broker/conditional/conditional-engine";
import { formatRatio, heading, loadLine, machineLines, table } from "../engine/report";
import { EngineRun, summary, trades, type Engine } from "./trigger-workload";

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes("--quick");
const BASE = option("base") ?? "HEAD";
const ROUNDS = Number(option("rounds") ?? (quick ? "1" : "4"));
const CHUNK = Number(option("chunk") ?? "1000");
const TRADES = quick ? 20_000 : 200_000;

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDER = "apps/server/src/broker/conditional";
/** Beside the working tree's folder; ignored by git. */
const BASE_FOLDER = join(ROOT, "apps/server/src/broker/.conditional-base");

/** The base revision's folder, exported beside ours; answers its engine class. */
async function exportBase(): Promise<new () => Engine> {
  const scratch = mkdtempSync(join(tmpdir(), "trigger-ab-"));
  const archive = execFileSync("git", ["-C", ROOT, "archive", BASE, FOLDER], { maxBuffer: 1 << 28 });
  execFileSync("tar", ["-x", "-C", scratch], { input: archive });
  rmSync(BASE_FOLDER, { recursive: true, force: true });
  renameSync(join(scratch, FOLDER), BASE_FOLDER);
  rmSync(scratch, { recursive: true, force: true });
  const module = (await import(join(BASE_FOLDER, "conditional-engine.ts"))) as {
    ConditionalEngine: new () => Engine;
  };
  return module.ConditionalEngine;
}

/** One round; `oursFirst`: which engine is built first (and so placed first in the heap) alternates too. */
function round(BaseEngine: new () => Engine, stream: ReturnType<typeof trades>, oursFirst: boolean) {
  const build = (Engine: new () => Engine) => new EngineRun(new Engine(), stream);
  let ours: EngineRun;
  let base: EngineRun;
  if (oursFirst) {
    ours = build(ConditionalEngine);
    base = build(BaseEngine);
  } else {
    base = build(BaseEngine);
    ours = build(ConditionalEngine);
  }
  globalThis.gc?.();
  for (let at = CHUNK, turn = 0; at < stream.length + CHUNK; at += CHUNK, turn++) {
    const until = Math.min(at, stream.length);
    const [first, second] = turn % 2 === 0 ? [base, ours] : [ours, base];
    first.runTo(until);
    second.runTo(until);
  }
  if (base.fires !== ours.fires)
    console.log(`note: the revisions fired differently (${base.fires} against ${ours.fires})`);
  return { base: summary(base.times), ours: summary(ours.times) };
}

try {
  const BaseEngine = await exportBase();
  const stream = trades(TRADES);
  console.log(heading(`Conditional orders: the trigger check, the working tree against ${BASE}`));
  for (const line of [...machineLines(), loadLine()]) console.log(line);
  console.log(
    `${TRADES.toLocaleString("en")} trades per round, turns of ${CHUNK.toLocaleString("en")}${quick ? " — quick run, not figures" : ""}\n`,
  );
  // Warm both on a short stream first.
  round(BaseEngine, stream.slice(0, 2_000), false);
  const us = (value: number) => `${value.toFixed(2)} µs`;
  const rows: string[][] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const { base, ours } = round(BaseEngine, stream, r % 2 === 0);
    rows.push([
      String(r),
      us(base.mean),
      us(ours.mean),
      formatRatio(ours.mean / base.mean),
      us(base.p99),
      us(ours.p99),
      formatRatio(ours.p99 / base.p99),
    ]);
  }
  console.log(
    table(
      ["round", `mean ${BASE}`, "mean ours", "ours ÷ base", `p99 ${BASE}`, "p99 ours", "ours ÷ base"],
      rows,
    ),
  );
  console.log(`${loadLine()} (after)`);
} finally {
  rmSync(BASE_FOLDER, { recursive: true, force: true });
}
