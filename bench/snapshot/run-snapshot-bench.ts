/**
 * The 60 s market snapshot's pause of the event loop (issue 17 item 15), on the demo market:
 * the simulated crowd at speed 1 for `--minutes` market minutes from 09:20 (default 30), then
 * snapshots taken the old way (everything in one synchronous step) and the way the live market
 * takes them (captured at once, written in slices), each timed by the stall measure of the
 * server's tests (a 1 ms timer's longest gap, less other processes' time and collections).
 *
 * Run: `node --import tsx bench/snapshot/run-snapshot-bench.ts [--minutes=30] [--rounds=5]`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock, type JournaledExchange } from "@bangia/exchange";
import { epochMillisAt } from "@bangia/market";
import { longestStall } from "../../apps/server/test/support/event-loop-stall";
import { openLiveMarket, SIMULATOR_FILE, TAPE_FILE } from "../../apps/server/src/market/live-market";
import { encodeTapeFile } from "../../apps/server/src/market/tape-file";
import { createGeneratedContent } from "../../apps/server/src/synthetic/create-generated-content";
import { writeFileDurably } from "@bangia/exchange/node";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const minutes = option("minutes", 30);
const rounds = option("rounds", 5);

const dir = mkdtempSync(join(tmpdir(), "snapshot-bench-"));
const clock = new ManualClock(epochMillisAt("2026-02-10", "09:20"));
const market = openLiveMarket({
  dataDir: dir,
  clockMode: "demo",
  marketSpeed: 1,
  marketSeed: 1,
  log: () => {},
  content: createGeneratedContent(1),
  clock,
  firstDay: "2026-02-10",
});
const built = performance.now();
for (let beat = 0; beat < minutes * 600; beat++) {
  clock.advance(100);
  market.step();
}
const state = market.exchange.snapshot();
console.log(
  `${minutes} market minutes in ${((performance.now() - built) / 1_000).toFixed(1)} s: ` +
    `${state.orders.length.toLocaleString("en")} resting orders, ` +
    `${state.clientIds.length.toLocaleString("en")} client ids`,
);

// The old way, on the same files: the journaled exchange the market writes through.
const journaled = market.orderEntry as JournaledExchange;
const exchangeDir = join(dir, "exchange");
const oldWay = async () => {
  writeFileDurably(join(exchangeDir, TAPE_FILE), encodeTapeFile(market.exchange.today, market.tape.state()));
  journaled.takeSnapshot();
  writeFileDurably(join(exchangeDir, SIMULATOR_FILE), JSON.stringify(market.simulator.state()));
  await Promise.resolve();
};

const rows: [string, number[], number[]][] = [];
const captures: number[] = [];
for (const [name, take] of [
  ["in one step (before)", oldWay],
  [
    "captured, then in slices (after)",
    () => {
      // The capture is the synchronous part of the call.
      const start = performance.now();
      const written = market.snapshot();
      captures.push(performance.now() - start);
      return written;
    },
  ],
] as const) {
  const stalls: number[] = [];
  const walls: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // A few beats between rounds, so each snapshot has new inputs to carry.
    for (let beat = 0; beat < 10; beat++) {
      clock.advance(100);
      market.step();
    }
    const start = performance.now();
    const { stallMillis } = await longestStall(take);
    walls.push(performance.now() - start);
    stalls.push(stallMillis);
  }
  rows.push([name, stalls, walls]);
}
const fmt = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms`;
console.log(`snapshot                           longest stall (min–max of ${rounds})   wall time`);
for (const [name, stalls, walls] of rows)
  console.log(`${name.padEnd(34)} ${fmt(stalls).padEnd(28)} ${fmt(walls)}`);
console.log(`the capture (one synchronous step): ${fmt(captures)}`);
console.log(
  `longest slice the last snapshot measured itself: ${market.lastSnapshotSliceMillis.toFixed(1)} ms`,
);
await market.stop();
rmSync(dir, { recursive: true, force: true });
