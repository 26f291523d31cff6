/**
 * The order panel's cases of the board benchmark (issue 16), on page/panel.html: our board in the
 * app's shell with a customer signed in and the trading layer loaded.
 *
 * - `runPanelStep`: one rate step with the panel closed (the board alone) or open on the
 *   order-book tab holding the fake gateway's 500 orders (fake-core.ts), the worker pushing the
 *   account's `ordernotice` events while the board streams, so the book reloads and re-renders
 *   as in the app. The same meter as every step (page/step-meter.ts).
 * - `measureClicks`: after the panel's first load, with the board streaming and the notices
 *   coming, real mouse clicks on board price cells (a different row or column each time), each
 *   timed in the page from the click event to the first animation frame that sees the ticket's
 *   price input holding the clicked price and enabled (page/panel-main.tsx). Two series: from the
 *   order-book tab (the ticket mounts) and with the ticket already shown (it changes symbol).
 *   Before each click the ticket's cached stock info and buying power are dropped, so every click
 *   fetches them as a first click on a symbol does.
 */
import type { Browser, CDPSession, Page } from "@playwright/test";
import type { FakeCore } from "./fake-core";
import { BOOK_ORDERS, type BookPaging } from "./fake-core";
import type { BenchRun } from "./page/bench-messages";
import type { BenchPanelApi, TicketTiming } from "./page/panel-api";
import { openBenchPage, type PageBench } from "./board-browser";
import type { StepPlan, StepResult } from "./step-result";

const BOOK_TIMEOUT_MS = 30_000;
/** Rows of one page of the docked panel's book (trading-queries ORDER_BOOK_PAGE_SIZE). */
const BOOK_PAGE_ROWS = 10;
const TICKET_TIMEOUT_MS = 5_000;
/** Board streaming before the first click. */
const CLICK_WARM_UP_MS = 2_000;
/** Between clicks: lets the ticket's follow-up work (buying power, the debounce) settle. */
const CLICK_GAP_MS = 400;

export type Notices = NonNullable<BenchRun["notices"]>;

export interface PanelStep {
  readonly result: StepResult;
  readonly readyMs: number;
  /** Panel open: from asking for the book tab (its chunk not yet loaded) to its orders shown. */
  readonly panelLoadMs: number | null;
  /** Order-list answers during the step (the book's reloads). */
  readonly bookLoads: number;
  /** Orders in the book at the end. */
  readonly bookRows: number;
  /** Of them, order rows in the DOM (the book's window). */
  readonly domRows: number;
  /**
   * The page's main thread, over the whole step (warm-up and window): the share of wall time it
   * ran tasks, and of that the script, style and layout shares (Chromium's Performance domain).
   * Unlike frame times, a busy share barely moves with the machine's load: what the panel adds
   * to the board's main thread shows even when the frames are the machine's.
   */
  readonly mainThread: MainThreadShare;
}

export interface MainThreadShare {
  readonly busy: number;
  readonly script: number;
  readonly style: number;
  readonly layout: number;
}

/** Chromium's cumulative main-thread durations (seconds) and the wall clock. */
async function mainThreadTotals(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  const totals = new Map(metrics.map(({ name, value }) => [name, value]));
  totals.set("Wall", performance.now() / 1_000);
  return totals;
}

function shareBetween(before: Map<string, number>, after: Map<string, number>): MainThreadShare {
  const spent = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  const wall = spent("Wall");
  const share = (seconds: number) => (wall > 0 ? seconds / wall : 0);
  return {
    busy: share(spent("TaskDuration")),
    script: share(spent("ScriptDuration")),
    style: share(spent("RecalcStyleDuration")),
    layout: share(spent("LayoutDuration")),
  };
}

/** Opens the panel on the order-book tab and waits for its orders; ms from the ask to them. */
async function openBook(page: Page, rows: number): Promise<number> {
  const started = Date.now();
  await page.evaluate(() => {
    const api = (globalThis as { benchPanel?: BenchPanelApi }).benchPanel;
    api?.open("book");
  });
  await page.waitForFunction(
    (rows) => ((globalThis as { benchPanel?: BenchPanelApi }).benchPanel?.bookRows() ?? 0) >= rows,
    rows,
    { timeout: BOOK_TIMEOUT_MS, polling: "raf" },
  );
  return Date.now() - started;
}

function runInPage(page: Page, plan: StepPlan, notices: Notices | undefined): Promise<StepResult> {
  return page.evaluate(
    async ([stepPlan, stepNotices]) => {
      const bench = (globalThis as { bench?: PageBench }).bench;
      if (bench === undefined) throw new Error("window.bench is gone");
      return bench.run(stepPlan, stepNotices ?? undefined);
    },
    [plan, notices ?? null] as const,
  );
}

export async function runPanelStep(
  browser: Browser,
  url: string,
  plan: StepPlan,
  options: {
    /** null: the panel stays closed; else the book's paging (fake-core.ts). */
    readonly book: BookPaging | null;
    readonly notices: Notices;
    readonly core: FakeCore;
    readonly label: string;
  },
): Promise<PanelStep> {
  const { page, context, readyMs } = await openBenchPage(browser, url, options.label);
  try {
    if (options.book !== null) options.core.setPaging(options.book);
    const panelLoadMs =
      options.book === null
        ? null
        : await openBook(page, options.book === "all" ? BOOK_ORDERS : BOOK_PAGE_ROWS);
    const before = options.core.stats().orderLists;
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const threadBefore = await mainThreadTotals(cdp);
    // The notices come in both cases: with the panel closed nothing reloads (order-notices.ts).
    const result = await runInPage(page, plan, options.notices);
    const mainThread = shareBetween(threadBefore, await mainThreadTotals(cdp));
    const { bookRows, domRows } = await page.evaluate(() => {
      const api = (globalThis as { benchPanel?: BenchPanelApi }).benchPanel;
      return { bookRows: api?.bookRows() ?? 0, domRows: api?.domRows() ?? 0 };
    });
    return {
      result,
      readyMs,
      panelLoadMs,
      bookLoads: options.core.stats().orderLists - before,
      bookRows,
      domRows,
      mainThread,
    };
  } finally {
    await context.close();
  }
}

export interface ClickSeries {
  readonly name: string;
  readonly timings: readonly TicketTiming[];
  /** Clicks whose ticket never showed the price within the timeout. */
  readonly missed: number;
}

export async function measureClicks(
  browser: Browser,
  url: string,
  plan: StepPlan,
  options: {
    readonly clicks: number;
    readonly notices: Notices;
    readonly core: FakeCore;
    readonly book: BookPaging;
    readonly label: string;
  },
): Promise<{ readonly series: readonly ClickSeries[]; readonly panelLoadMs: number }> {
  const { page, context } = await openBenchPage(browser, url, options.label);
  const rows = options.book === "all" ? BOOK_ORDERS : BOOK_PAGE_ROWS;
  try {
    options.core.setPaging(options.book);
    const panelLoadMs = await openBook(page, rows);
    // The board streams (and the notices come) for longer than the clicks take; the context
    // closes under it.
    const streaming = runInPage(page, { ...plan, warmUpMs: 0, measureMs: 600_000 }, options.notices).catch(
      () => null,
    );
    void streaming;
    await page.waitForTimeout(CLICK_WARM_UP_MS);
    const series: ClickSeries[] = [];
    let cellIndex = 0;
    for (const fromBook of [true, false]) {
      const timings: TicketTiming[] = [];
      let missed = 0;
      for (let click = 0; click < options.clicks; click++) {
        if (fromBook) await openBook(page, rows);
        const cell = await page.evaluate((index) => {
          const api = (globalThis as { benchPanel?: BenchPanelApi }).benchPanel;
          api?.forget();
          return api?.priceCell(index) ?? null;
        }, cellIndex);
        cellIndex += 1;
        if (cell === null) throw new Error(`${options.label}: no price cell to click`);
        // Armed before the click: the page watches its frames from then on (page/panel-main.tsx).
        await page.evaluate(
          (timeout) => (globalThis as { benchPanel?: BenchPanelApi }).benchPanel?.arm(timeout),
          TICKET_TIMEOUT_MS,
        );
        await page.mouse.click(cell.x, cell.y);
        const timing = await page.evaluate(
          () => (globalThis as { benchPanel?: BenchPanelApi }).benchPanel?.awaitTicket() ?? null,
        );
        if (timing === null || timing.interactiveMs === null) missed += 1;
        if (timing !== null) timings.push(timing);
        await page.waitForTimeout(CLICK_GAP_MS);
      }
      series.push({
        name: fromBook ? "from the order-book tab (the ticket mounts)" : "ticket already shown (new symbol)",
        timings,
        missed,
      });
    }
    return { series, panelLoadMs };
  } finally {
    await context.close();
  }
}
