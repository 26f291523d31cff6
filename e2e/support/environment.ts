/**
 * Where the end-to-end runs find their servers and their browser. Shared by the configuration
 * and the specs that start a server of their own.
 */
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (e2e/ sits directly under it). */
export const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65_535)
    throw new Error(`${name} must be a TCP port (1–65535), got "${raw}"`);
  return Number(raw);
}

/** The shared `npm start` every spec but the restart test talks to. */
export const E2E_PORT = port("E2E_PORT", 3217);
/** The socket spec's own server, stopped and started again by the test. */
export const RESTART_PORT = port("E2E_RESTART_PORT", 3218);

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Debian's Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"]?.trim() || "/usr/bin/chromium";

/** Container-friendly Chromium flags: no sandbox (often unavailable), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The demo market of every e2e server. The demo day starts at 09:20, inside HOSE/HNX continuous
 * trading (until 11:30), so prices move from the first second. At ×2 that continuous session
 * lasts 65 minutes of wall time, far longer than a run, with twice the trades of real time.
 * The first day is pinned, so a run does not depend on the calendar (a fresh `npm start` opens
 * today's market); it is not the reference data's own next day, so the specs see generated
 * history before it and contracts of its calendar, as a user would.
 */
export const MARKET_ENV = {
  MARKET_CLOCK: "demo",
  MARKET_SPEED: "2",
  MARKET_SEED: "1",
  MARKET_FIRST_DAY: "2026-06-01",
  LOG_LEVEL: "warn",
} as const;

/** A data folder under the system's temporary folder, named for its purpose and port. */
export function dataDirFor(purpose: string, forPort: number): string {
  return join(tmpdir(), `bangia-e2e-${purpose}-${forPort}`);
}

/** Test artefacts (Playwright's output folder) and the board screenshots inside it. */
export const RESULTS_DIR = join(REPO_ROOT, "test-results");
export const SCREENSHOTS_DIR = join(RESULTS_DIR, "screenshots");
