import { formatPrice, formatVolume, type StockQuote } from "@bangia/market";
import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { boardVolume } from "../apps/web/src/board/cell-view";
import { boardRows, openBoard, readRows, stockBoard } from "./support/board";
import { dataDirFor, RESTART_PORT } from "./support/environment";
import { startServer, type ServerProcess } from "./support/server-process";

test("the footer shows the socket CONNECTED", async ({ page }) => {
  await openBoard(page, "VN30");
  await expect(page.getByTestId("socket-status")).toHaveText("CONNECTED");
});

/** Every text the status shows from now on, recorded in the page so no short state is missed. */
async function recordStatuses(page: Page): Promise<void> {
  await page.getByTestId("socket-status").evaluate((element) => {
    const seen: string[] = [element.textContent?.trim() ?? ""];
    (window as unknown as { socketStatuses: string[] }).socketStatuses = seen;
    new MutationObserver(() => seen.push(element.textContent?.trim() ?? "")).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

function recordedStatuses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { socketStatuses: string[] }).socketStatuses);
}

/** Rows compared with the restarted server's answer. */
const CHECKED_ROWS = 5;
/** Cells compared: the day's prices and the ones trading moves (last price, total volume). */
const FIELDS = ["r", "c", "f", "lastPrice", "lot"] as const;
type Field = (typeof FIELDS)[number];
type Cells = Readonly<Record<string, Readonly<Record<Field, string>>>>;

/** The texts of FIELDS in the rows of `symbols`, read in one go inside the page. */
function readCells(page: Page, symbols: readonly string[]): Promise<Cells> {
  return stockBoard(page).evaluate(
    (board, { symbols, fields }) =>
      Object.fromEntries(
        symbols.map((symbol) => {
          const element = board.querySelector(`[data-symbol="${symbol}"]`);
          const text = (field: string) =>
            element?.querySelector(`[data-field="${field}"]`)?.textContent?.trim() ?? "";
          return [symbol, Object.fromEntries(fields.map((field) => [field, text(field)]))];
        }),
      ),
    { symbols, fields: [...FIELDS] },
  ) as Promise<Cells>;
}

/** What the board shows for a quote's FIELDS (prices ×1000 VND, volumes ×10 shares). */
function expectedCells(quote: StockQuote): Record<Field, string> {
  const price = (vnd: number) => (vnd > 0 ? formatPrice(vnd) : "");
  return {
    r: price(quote.r),
    c: price(quote.c),
    f: price(quote.f),
    lastPrice: price(quote.lastPrice),
    lot: quote.lot > 0 ? formatVolume(boardVolume(quote.lot)) : "",
  };
}

const sameCells = (a: Readonly<Record<Field, string>>, b: Readonly<Record<Field, string>> | undefined) =>
  b !== undefined && FIELDS.every((field) => a[field] === b[field]);

/**
 * The board shows the restarted server's values, not the ones it held before the stop. The new
 * server numbers its messages from 0 again and its day has moved on, so a board that kept its old
 * rows (or dropped the new ticks as older than what it holds) would never match. Prices keep
 * moving, so each row must match a fresh answer at some moment, not all rows at one instant.
 */
async function expectRestartedServerValues(page: Page, url: string, before: Cells): Promise<void> {
  const symbols = Object.keys(before);
  const fresh = async (): Promise<StockQuote[]> => {
    const answer = await page.request.get(`${url}/api/datafeed/getliststockdata/${symbols.join(",")}`);
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as StockQuote[];
  };
  const pending = new Set(symbols);
  let movedSinceStop = false;
  await expect
    .poll(
      async () => {
        const quotes = await fresh();
        const shown = await readCells(page, symbols);
        for (const quote of quotes) {
          const expected = expectedCells(quote);
          if (!sameCells(expected, before[quote.sym])) movedSinceStop = true;
          if (sameCells(expected, shown[quote.sym])) pending.delete(quote.sym);
        }
        return [...pending];
      },
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toEqual([]);
  // The check saw something: the restarted server's values are not those shown before the stop.
  expect(movedSinceStop).toBe(true);
}

test.describe("server restart", () => {
  // Its own server, so stopping it leaves the shared one to the other specs.
  const dataDir = dataDirFor("restart", RESTART_PORT);
  let server: ServerProcess | null = null;

  test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the footer shows DISCONNECT while the server is down, then CONNECTED and the restarted server's values", async ({
    page,
  }) => {
    // Two server starts (the first one over an empty data folder) and a reconnect.
    test.setTimeout(300_000);
    server = await startServer(RESTART_PORT, dataDir);
    const url = server.url;

    await page.goto(`${url}/chung-khoan/VN30`);
    await expect(stockBoard(page)).toBeVisible();
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");
    await expect(boardRows(page).nth(CHECKED_ROWS - 1)).toBeVisible();
    const before = await readCells(
      page,
      (await readRows(page)).slice(0, CHECKED_ROWS).map((shown) => shown.symbol),
    );
    await recordStatuses(page);

    await server.stop();
    server = null;
    await expect.poll(() => recordedStatuses(page)).toContain("DISCONNECT");
    await expect(status).not.toHaveText("CONNECTED");

    server = await startServer(RESTART_PORT, dataDir);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });
    await expectRestartedServerValues(page, url, before);
  });
});
