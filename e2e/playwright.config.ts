/**
 * End-to-end tests: Debian's Chromium against `npm start` (which builds the web app, then starts
 * the server on its own port over a fresh data folder and the demo market).
 */
import { defineConfig } from "@playwright/test";
import { rmSync } from "node:fs";
import {
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  dataDirFor,
  E2E_PORT,
  MARKET_ENV,
  REPO_ROOT,
  RESULTS_DIR,
} from "./support/environment";

const onCi = (process.env["CI"]?.trim() ?? "") !== "";

// The configuration is read by the runner and again by each worker: only the runner (the first
// reader, which the workers inherit the variable from) empties the folder.
const DATA_DIR_VARIABLE = "BANGIA_E2E_DATA_DIR";
let dataDir = process.env[DATA_DIR_VARIABLE];
if (dataDir === undefined) {
  dataDir = dataDirFor("server", E2E_PORT);
  rmSync(dataDir, { recursive: true, force: true });
  process.env[DATA_DIR_VARIABLE] = dataDir;
}

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: RESULTS_DIR,
  // Two cores: the server, its market and one browser already fill them.
  workers: 1,
  fullyParallel: false,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    viewport: { width: 1680, height: 1050 },
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "npm start",
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    env: { ...MARKET_ENV, PORT: String(E2E_PORT), DATA_DIR: dataDir },
    // The web build and the first start of the embedded database take a while on a small machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // Ctrl-C as a person would: the server writes its snapshot and releases its data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
