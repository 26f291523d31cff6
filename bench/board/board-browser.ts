/**
 * Headless Chromium for the board benchmark: Debian's Chromium (CHROMIUM_PATH overrides) through
 * Playwright, a 1920×1080 window, and one fresh browser context per step, so no step inherits a
 * heap, a cache or a compiled page from the one before.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { BenchRun } from "./page/bench-messages";
import type { StepPlan, StepResult } from "./step-result";

export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];
export const VIEWPORT = { width: 1920, height: 1080 } as const;

const READY_TIMEOUT_MS = 60_000;

/** What the harness reads of a bench page's `window.bench` (page/bench-page.ts). */
interface PageBench {
  readonly readyAfterMs: number | null;
  readonly error: string | null;
  run(plan: StepPlan, notices?: BenchRun["notices"]): Promise<StepResult>;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface GridStep {
  readonly result: StepResult;
  /** From navigation to the board showing its first rows with quotes. */
  readonly readyMs: number;
}

/** Errors and failed requests of a page, written to stderr (the report on stdout stays clean). */
function reportTrouble(page: Page, label: string): void {
  page.on("pageerror", (error) => process.stderr.write(`${label}: page error: ${error.message}\n`));
  page.on("console", (message) => {
    if (message.type() === "error") process.stderr.write(`${label}: console: ${message.text()}\n`);
  });
  page.on("requestfailed", (request) =>
    process.stderr.write(
      `${label}: request failed: ${request.url()} ${request.failure()?.errorText ?? ""}\n`,
    ),
  );
}

/** What the harness reads of a bench page's `window.bench` (page/bench-page.ts), run with notices. */
export type { PageBench };

/** A bench page open in a fresh context, its board showing quotes. */
export interface OpenPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** From navigation to the board showing its first rows with quotes. */
  readonly readyMs: number;
}

/** Opens `url` in a fresh context and waits for the board (the caller closes the context). */
export async function openBenchPage(browser: Browser, url: string, label: string): Promise<OpenPage> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    reportTrouble(page, label);
    await page.goto(url);
    await page.waitForFunction(
      () => {
        const bench = (globalThis as { bench?: PageBench }).bench;
        return bench !== undefined && (bench.readyAfterMs !== null || bench.error !== null);
      },
      null,
      { timeout: READY_TIMEOUT_MS, polling: 100 },
    );
    const state = await page.evaluate(() => {
      const bench = (globalThis as { bench?: PageBench }).bench;
      return { readyMs: bench?.readyAfterMs ?? null, error: bench?.error ?? null };
    });
    if (state.error !== null || state.readyMs === null)
      throw new Error(`${label}: ${state.error ?? "not ready"}`);
    return { page, context, readyMs: state.readyMs };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Opens `url` in a fresh context, waits for the board, runs one step and closes the context. */
export async function runGridStep(
  browser: Browser,
  url: string,
  plan: StepPlan,
  label: string,
): Promise<GridStep> {
  const { page, context, readyMs } = await openBenchPage(browser, url, label);
  try {
    const result = await page.evaluate(async (stepPlan) => {
      const bench = (globalThis as { bench?: PageBench }).bench;
      if (bench === undefined) throw new Error("window.bench is gone");
      return bench.run(stepPlan);
    }, plan);
    return { result, readyMs };
  } finally {
    await context.close();
  }
}
