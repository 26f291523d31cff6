/**
 * Figures of the app's production build (apps/web/dist):
 * - initial JavaScript: the entry script of dist/index.html and every chunk it pulls in before
 *   running — the index's modulepreload links and, recursively, each chunk's static imports —
 *   gzipped one by one (zlib's default level, what a compressing server or CDN sends); lazy
 *   chunks (dynamic import) are not initial. The quote worker's script, fetched at start-up but
 *   off the main thread and outside the goal's definition, is reported beside it;
 * - LCP of /chung-khoan/VN30 served by our server on loopback: PerformanceObserver
 *   'largest-contentful-paint' (buffered) in a fresh browser context per load, read once the
 *   page has been quiet for a while; the median of a few loads after one untimed load that warms
 *   the server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { VIEWPORT } from "./board-browser";

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const WEB_DIST = join(REPO_ROOT, "apps/web/dist");

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface InitialJs {
  readonly chunks: readonly ChunkSize[];
  readonly gzipBytes: number;
  readonly bytes: number;
  /** Scripts of workers in the initial chunks (`new Worker(new URL(…))`), not counted above. */
  readonly workers: readonly ChunkSize[];
  /** Stylesheets linked from the index, gzipped (informative). */
  readonly cssGzipBytes: number;
}

// Static imports in minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{…}from"./x.js"`. Dynamic `import("./x.js")` has a parenthesis and does not match.
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const WORKER_URL = /new\s+Worker\(\s*new\s+URL\(\s*["'`]([^"'`]+\.js)["'`]/g;
const ATTRIBUTE = (tag: string, attribute: string) =>
  new RegExp(`<${tag}\\b[^>]*?\\b${attribute}="([^"]+)"[^>]*>`, "g");

function assetPath(dist: string, reference: string, from: string): string {
  if (reference.startsWith("/")) return join(dist, reference);
  return join(from, "..", reference);
}

async function sizeOf(dist: string, file: string): Promise<ChunkSize> {
  const body = await readFile(file);
  return { file: file.slice(dist.length + 1), bytes: body.length, gzipBytes: gzipSync(body).length };
}

export async function measureInitialJs(dist: string = WEB_DIST): Promise<InitialJs> {
  const indexPath = join(dist, "index.html");
  const html = await readFile(indexPath, "utf8");
  const roots: string[] = [];
  for (const match of html.matchAll(ATTRIBUTE("script", "src")))
    if (match[1] !== undefined) roots.push(match[1]);
  for (const match of html.matchAll(ATTRIBUTE("link", "href")))
    if (match[0].includes('rel="modulepreload"') && match[1] !== undefined) roots.push(match[1]);
  const seen = new Set<string>();
  const workers = new Set<string>();
  const queue = roots.map((reference) => assetPath(dist, reference, indexPath));
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, "utf8");
    for (const match of code.matchAll(STATIC_IMPORT))
      if (match[1] !== undefined) queue.push(assetPath(dist, match[1], file));
    for (const match of code.matchAll(WORKER_URL))
      if (match[1] !== undefined) workers.add(assetPath(dist, match[1], file));
  }
  const chunks = await Promise.all([...seen].map((file) => sizeOf(dist, file)));
  const workerSizes = await Promise.all(
    [...workers].filter((file) => existsSync(file)).map((file) => sizeOf(dist, file)),
  );
  let cssGzipBytes = 0;
  for (const match of html.matchAll(ATTRIBUTE("link", "href")))
    if (match[0].includes('rel="stylesheet"') && match[1] !== undefined)
      cssGzipBytes += (await sizeOf(dist, assetPath(dist, match[1], indexPath))).gzipBytes;
  return {
    chunks: chunks.sort((a, b) => b.gzipBytes - a.gzipBytes),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    workers: workerSizes,
    cssGzipBytes,
  };
}

/** Runs `npm run build -w @bangia/web` (output in apps/web/dist); its output goes to stderr. */
export async function buildWeb(): Promise<void> {
  const child = spawn("npm", ["run", "build", "-w", "@bangia/web"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(process.stderr);
  child.stderr.pipe(process.stderr);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run build -w @bangia/web exited with ${String(code)}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

const SERVER_START_TIMEOUT_MS = 180_000;

/**
 * `npm run start -w @bangia/server` on a free loopback port with a throw-away DATA_DIR (it serves
 * apps/web/dist when built), with `env` added (MARKET_SPEED, …). Stopped by signalling the process
 * group it leads.
 */
export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "board-bench-"));
  const child: ChildProcess = spawn("npm", ["run", "start", "-w", "@bangia/server"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.resume();
  child.stderr?.pipe(process.stderr);
  const group = child.pid;
  /** Whether any process of the server's group (npm, tsx, node) is still alive. */
  const alive = (): boolean => {
    if (group === undefined) return false;
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (group !== undefined && alive()) {
      process.kill(-group, "SIGTERM");
      // The server saves its snapshot on the way out: wait for the whole group before removing its folder.
      const deadline = Date.now() + 20_000;
      while (alive() && Date.now() < deadline) await sleep(200);
      if (alive()) process.kill(-group, "SIGKILL");
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} while starting`);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server did not answer /api/health in time");
    }
    await sleep(500);
  }
  return { origin, stop };
}

export interface PaintTimes {
  readonly lcpMs: number;
  readonly fcpMs: number;
  /** What the largest contentful paint painted (tag and class), to read the figure by. */
  readonly element: string;
}

/** Quiet time after load before the LCP is read (LCP entries stop once the page settles). */
const SETTLE_MS = 3_000;

/** One cold load of `url` in a fresh context: its LCP and FCP. */
export async function measurePaint(browser: Browser, url: string): Promise<PaintTimes> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await sleep(SETTLE_MS);
    // Runs in the page: typed here by hand (the bench compiles against Node's types, not the DOM's).
    return await page.evaluate(
      () =>
        new Promise<PaintTimes>((resolve) => {
          interface LcpEntry {
            readonly startTime: number;
            readonly element?: { readonly tagName: string; readonly className: string } | null;
          }
          type Observer = new (callback: (list: { getEntries(): readonly LcpEntry[] }) => void) => {
            observe(options: { readonly type: string; readonly buffered: boolean }): void;
          };
          const scope = globalThis as unknown as {
            PerformanceObserver: Observer;
            performance: { getEntriesByName(name: string): readonly { readonly startTime: number }[] };
          };
          let lcp = 0;
          let element = "";
          new scope.PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              lcp = entry.startTime;
              const target = entry.element;
              element =
                target === null || target === undefined
                  ? ""
                  : `${target.tagName.toLowerCase()}.${target.className}`;
            }
          }).observe({ type: "largest-contentful-paint", buffered: true });
          const fcp = scope.performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          setTimeout(() => resolve({ lcpMs: lcp, fcpMs: fcp, element }), 100);
        }),
    );
  } finally {
    await context.close();
  }
}

/** Lists the files of the build's assets folder (to tell a missing build from an empty one). */
export async function hasWebBuild(dist: string = WEB_DIST): Promise<boolean> {
  return existsSync(join(dist, "index.html")) && (await readdir(join(dist, "assets"))).length > 0;
}
