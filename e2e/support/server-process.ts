/**
 * A server of a spec's own, started the way a person does (`npm run start -w @bangia/server`),
 * so the spec can stop it and start it again. It serves the web app the shared `npm start`
 * has already built.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { MARKET_ENV, REPO_ROOT } from "./environment";

export interface ServerProcess {
  readonly url: string;
  /** SIGTERM (as Ctrl-C would) and wait until every process of the start has exited. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** True while any process of the group (npm, its shell, tsx, the server) is alive. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopGroup(child: ChildProcess, timeoutMs: number): Promise<void> {
  const groupId = child.pid;
  if (groupId === undefined || !groupAlive(groupId)) return;
  // The whole group gets one SIGTERM, like Ctrl-C in a terminal: npm and its shell do not pass
  // signals on, and tsx leaves the server alone when it received the signal itself.
  process.kill(-groupId, "SIGTERM");
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(groupId) && Date.now() < deadline) await sleep(100);
  if (groupAlive(groupId)) process.kill(-groupId, "SIGKILL");
}

/** Starts a server on `port` over `dataDir` and waits until `/api/health` answers 200. */
export async function startServer(
  port: number,
  dataDir: string,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  if (await healthy(url)) throw new Error(`a server already answers on port ${port}`);
  const child = spawn("npm", ["run", "start", "-w", "@bangia/server"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...MARKET_ENV, PORT: String(port), DATA_DIR: dataDir },
    // Its own process group, so stopping reaches every process of the start.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (exited || Date.now() > deadline) {
      await stopGroup(child, 5_000);
      throw new Error(`the server on port ${port} did not become healthy:\n${output}`);
    }
    await sleep(250);
  }
  return { url, stop: () => stopGroup(child, 20_000) };
}
