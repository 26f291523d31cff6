/**
 * The connection-fairness benchmark (issue 17 item 17): do new clients get an answer while 1,000
 * keep-alive connections hammer a feed route? A real server (apps/server/src/main.ts, the demo
 * market, a fresh data folder) takes the load of keep-alive-load.ts, a process of its own; the
 * bench opens a new connection every second to GET /api/health and to the same feed route, from
 * a loopback address the load does not use, and times each one's first byte.
 *
 * Two phases on the same server: "pinned" (the server on CPU 0, the load and the probes on CPU 1,
 * with taskset) and "unpinned" (every process on every CPU), so a slow new connection can be told
 * apart: the server's own unfairness shows in both, a load generator starving the server of CPU
 * only in the second. Prints per phase and route the first byte's p50/p99/max and the load's
 * answers/s. Needs 2 CPUs and taskset for the pinned phase (without them it runs unpinned only).
 *
 * `--seconds=N` (default 60) probing seconds per phase. `--connections=N` (default 1,000).
 * `--load-addresses=N` (default 4) loopback addresses the load is spread over, so the server's
 * 256-per-address bound admits it all (1 shows what one address gets). `--port=N` with
 * `--server-pid=N`: measure a server already running (else one is started and stopped).
 * `--quick`: 10 s phases (a smoke run, not figures).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { machineLines, table } from "../engine/report";
import { probeFirstByte, type ProbeOutcome } from "./first-byte-probe";
import type { LoadFigures } from "./keep-alive-load";

const option = (name: string): string | undefined =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes("--quick");
const SECONDS = Number(option("seconds") ?? (quick ? "10" : "60"));
const CONNECTIONS = Number(option("connections") ?? "1000");
const LOAD_ADDRESSES = Number(option("load-addresses") ?? "4");
const HOST = "127.0.0.1";
/** A probe's own address: one the load never uses and no other probe used, so each is a new client. */
const probeAddress = (second: number, route: number): string => `127.0.${route + 1}.${(second % 250) + 1}`;
/** The board's first call: the quotes of a VN30 list. */
const FEED_PATH =
  "/api/datafeed/getliststockdata/ACB,BCM,BID,BVH,CTG,FPT,GAS,GVR,HDB,HPG,MBB,MSN,MWG,PLX,POW," +
  "SAB,SHB,SSB,SSI,STB,TCB,TPB,VCB,VHM,VIB,VIC,VJC,VNM,VPB,VRE";
const ROUTES = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET getliststockdata (VN30)", path: FEED_PATH },
] as const;
/** The load's connections are all open and answering before probing starts. */
const WARM_UP_MS = 5_000;
const PROBE_TIMEOUT_MS = 30_000;
const SERVER_START_MS = 240_000;
const SERVER_CPU = "0";
const LOAD_CPU = "1";
const ALL_CPUS = "0-1";
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const hasTaskset = ((): boolean => {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const canPin = hasTaskset && availableParallelism() >= 2;

/** Sets the CPUs of every thread of `pid`. */
function pin(pid: number, cpus: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://${HOST}:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

interface RunningServer {
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "bangia-fairness-"));
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = performance.now() + SERVER_START_MS;
  while (!(await healthy(port))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error("the server did not become healthy");
    }
    await sleep(1_000);
  }
  if (child.pid === undefined) throw new Error("the server has no pid");
  return { port, pid: child.pid, stop };
}

interface RunningLoad {
  /** Stops the load and gives its figures. */
  stop(): Promise<LoadFigures>;
}

function startLoad(port: number, seconds: number, cpus: string | null): RunningLoad {
  const addresses = Array.from({ length: LOAD_ADDRESSES }, (_, i) => `127.0.0.${i + 1}`).join(",");
  const node = [
    process.execPath,
    "--import",
    "tsx",
    fileURLToPath(new URL("./keep-alive-load.ts", import.meta.url)),
  ];
  const [command, ...args] = cpus === null ? node : ["taskset", "-c", cpus, ...node];
  const child = spawn(command ?? "node", args, {
    env: {
      ...process.env,
      FAIRNESS_HOST: HOST,
      FAIRNESS_PORT: String(port),
      FAIRNESS_PATH: FEED_PATH,
      FAIRNESS_CONNECTIONS: String(CONNECTIONS),
      FAIRNESS_ADDRESSES: addresses,
      FAIRNESS_SECONDS: String(seconds),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<LoadFigures>((resolve, reject) =>
    child.once("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output) as LoadFigures);
      else reject(new Error(`the load exited with code ${String(code)}`));
    }),
  );
  return {
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

interface PhaseResult {
  readonly name: string;
  readonly outcomes: readonly (readonly ProbeOutcome[])[];
  readonly load: LoadFigures;
}

async function runPhase(name: string, server: RunningServer, pinned: boolean): Promise<PhaseResult> {
  process.stderr.write(`${name}: ${CONNECTIONS} keep-alive connections, probing for ${SECONDS} s\n`);
  if (canPin) {
    pin(server.pid, pinned ? SERVER_CPU : ALL_CPUS);
    pin(process.pid, pinned ? LOAD_CPU : ALL_CPUS);
  }
  const seconds = (WARM_UP_MS + PROBE_TIMEOUT_MS) / 1000 + SECONDS + 2;
  const load = startLoad(server.port, seconds, canPin ? (pinned ? LOAD_CPU : ALL_CPUS) : null);
  await sleep(WARM_UP_MS);
  const probes: Promise<ProbeOutcome>[][] = ROUTES.map(() => []);
  for (let second = 0; second < SECONDS; second++) {
    ROUTES.forEach((route, i) =>
      probes[i]?.push(
        probeFirstByte({
          host: HOST,
          port: server.port,
          path: route.path,
          localAddress: probeAddress(second, i),
          timeoutMs: PROBE_TIMEOUT_MS,
        }),
      ),
    );
    await sleep(1_000);
  }
  const outcomes = await Promise.all(probes.map((list) => Promise.all(list)));
  return { name, outcomes, load: await load.stop() };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number): string => (Number.isNaN(value) ? "—" : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

function report(results: readonly PhaseResult[]): void {
  const rows: string[][] = [];
  for (const result of results) {
    ROUTES.forEach((route, i) => {
      const outcomes = result.outcomes[i] ?? [];
      const answered = outcomes.flatMap((outcome) => (outcome.kind === "answered" ? [outcome] : []));
      const firstByte = answered.map((outcome) => outcome.firstByteMs).sort((a, b) => a - b);
      const connected = answered.map((outcome) => outcome.connectMs).sort((a, b) => a - b);
      const unanswered = new Map<string, number[]>();
      for (const outcome of outcomes)
        if (outcome.kind !== "answered")
          unanswered.set(outcome.kind, [...(unanswered.get(outcome.kind) ?? []), outcome.afterMs]);
      const notAnswered = [...unanswered]
        .map(
          ([kind, waits]) =>
            `${waits.length} ${kind} (after ${ms(Math.min(...waits))}–${ms(Math.max(...waits))})`,
        )
        .join(", ");
      rows.push([
        result.name,
        route.name,
        `${answered.length}/${outcomes.length}`,
        ms(quantile(connected, 0.5)),
        ms(connected.at(-1) ?? Number.NaN),
        ms(quantile(firstByte, 0.5)),
        ms(quantile(firstByte, 0.99)),
        ms(firstByte.at(-1) ?? Number.NaN),
        notAnswered === "" ? "—" : notAnswered,
      ]);
    });
  }
  process.stdout.write(
    table(
      [
        "phase",
        "new connection",
        "answered",
        "connect p50",
        "connect max",
        "first byte p50",
        "p99",
        "max",
        "not answered",
      ],
      rows,
    ),
  );
  process.stdout.write("\n");
  process.stdout.write(
    table(
      ["phase", "load answers/s", "non-2xx", "reopened"],
      results.map((result) => [
        result.name,
        (result.load.answers / result.load.seconds).toFixed(0),
        String(result.load.non2xx),
        String(result.load.reopened),
      ]),
    ),
  );
  process.stdout.write("\n");
}

async function main(): Promise<void> {
  const givenPort = option("port");
  const givenPid = option("server-pid");
  const server: RunningServer =
    givenPort !== undefined && givenPid !== undefined
      ? { port: Number(givenPort), pid: Number(givenPid), stop: async () => undefined }
      : await startServer();
  try {
    for (const line of machineLines()) process.stdout.write(`${line}\n`);
    process.stdout.write(
      `${CONNECTIONS} keep-alive connections from ${LOAD_ADDRESSES} address(es) on ${FEED_PATH.slice(0, 40)}…; ` +
        `a new connection per route every second for ${SECONDS} s\n\n`,
    );
    const results: PhaseResult[] = [];
    if (canPin) results.push(await runPhase("pinned", server, true));
    else process.stdout.write("no taskset or fewer than 2 CPUs: the pinned phase is skipped\n");
    results.push(await runPhase("unpinned", server, false));
    report(results);
  } finally {
    await server.stop();
  }
}

await main();
