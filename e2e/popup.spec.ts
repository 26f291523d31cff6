/**
 * The stock information popup (price-board §2 "Stock info popup", §4 "Stock popup", §5): opened
 * from a symbol on the VN30 board, its title, the chart tab with a drawn chart and the match
 * history (paged backward on scrolling), the general tab's ratios, the finance tables, its own
 * symbol search and its ways to close.
 */
import type { MatchHistoryPage, StockDictionaryEntry } from "@bangia/market";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, openBoard, readRows, row } from "./support/board";
import { SCREENSHOTS_DIR } from "./support/environment";

async function dictionaryEntry(request: APIRequestContext, symbol: string): Promise<StockDictionaryEntry> {
  const answer = await request.get("/api/datafeed/getlistallstock");
  const entries = (await answer.json()) as StockDictionaryEntry[];
  const entry = entries.find((candidate) => candidate.stock_code === symbol);
  if (entry === undefined) throw new Error(`${symbol} is not in the stock list`);
  return entry;
}

/** Opens the VN30 board and the popup of `symbol` with a click on its symbol cell. */
async function openPopupFromBoard(page: Page, symbol: string): Promise<Locator> {
  await openBoard(page, "VN30");
  await expect.poll(async () => (await readRows(page)).map((shown) => shown.symbol)).toContain(symbol);
  await cell(row(page, symbol), "sym").click();
  const popup = page.getByTestId("stock-popup");
  await expect(popup).toBeVisible();
  return popup;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, animations: "disabled" });
  await test.info().attach(name, { path, contentType: "image/png" });
}

const matchRows = (page: Page) => page.getByTestId("popup-match-history").getByTestId("popup-match-row");

test("a symbol click opens the popup on the chart tab: title, candles, resolutions, live matches", async ({
  page,
  request,
}) => {
  const entry = await dictionaryEntry(request, "FPT");
  await openPopupFromBoard(page, "FPT");

  const title = page.getByTestId("popup-title");
  await expect(title).toContainText("FPT");
  await expect(title).toContainText(entry.name_vn);
  await expect(title).toContainText(entry.post_to);

  await expect(page.getByTestId("popup-tab-chart")).toHaveAttribute("data-state", "active");
  const chart = page.getByTestId("popup-chart");
  await expect(chart).toHaveAttribute("data-resolution", "D");
  await expect(chart.locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("popup-resolution-D")).toHaveAttribute("aria-pressed", "true");

  // The match history: the day's matches, newest first, and new ones arriving on top.
  await expect.poll(() => matchRows(page).count()).toBeGreaterThan(0);
  const before = await matchRows(page).count();
  await expect.poll(() => matchRows(page).count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await screenshot(page, "popup-chart");

  await page.getByTestId("popup-resolution-W").click();
  await expect(chart).toHaveAttribute("data-resolution", "W");
  await expect(page.getByTestId("popup-resolution-W")).toHaveAttribute("aria-pressed", "true");
  await expect(chart.locator("canvas").first()).toBeVisible();
});

test("the general tab shows the ratios and the technical data; the finance tab its tables", async ({
  page,
}) => {
  await openPopupFromBoard(page, "FPT");

  await page.getByTestId("popup-tab-general").click();
  const ratios = page.getByTestId("popup-ratios");
  await expect(ratios).toBeVisible();
  // P/E and ROE of a share: numbers with two decimals, not the 0 of a missing value.
  for (const key of ["RTD21", "RTQ12"]) {
    const value = ratios.locator(`[data-ratio="${key}"] dd`);
    await expect(value).toHaveText(/^\d[\d,]*\.\d{2}$/);
    await expect(value).not.toHaveText("0.00");
  }
  const technical = page.getByTestId("popup-technical");
  await expect(technical).toBeVisible();
  await expect(page.getByTestId("popup-technical-summary")).not.toContainText("Chưa đủ dữ liệu");
  await expect(page.getByTestId("popup-intraday-chart").locator("canvas").first()).toBeVisible();
  await screenshot(page, "popup-general");

  await page.getByTestId("popup-tab-finance").click();
  const table = page.getByTestId("popup-finance-table");
  await expect(table).toBeVisible();
  expect(await table.locator("tbody tr").count()).toBeGreaterThan(1);
  await expect(table.locator("thead th")).toHaveCount(5);
  await page.getByTestId("popup-finance-quarterly").click();
  await expect(table.locator("thead")).toContainText("Q");
  await page.getByTestId("popup-finance-page-balanceSheet").click();
  expect(await table.locator("tbody tr").count()).toBeGreaterThan(1);
  await screenshot(page, "popup-finance");
});

test("its own search switches the symbol; Escape and the x close it", async ({ page, request }) => {
  const entry = await dictionaryEntry(request, "HPG");
  const popup = await openPopupFromBoard(page, "FPT");

  const search = page.getByTestId("popup-search");
  await search.fill("hp");
  await expect(page.getByTestId("popup-suggestion-HPG")).toBeVisible();
  await search.fill("hpg");
  await search.press("Enter");
  await expect(page.getByTestId("popup-title")).toContainText(`HPG${entry.name_vn}`);
  await expect.poll(() => matchRows(page).count()).toBeGreaterThan(0);
  await expect(matchRows(page).first()).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);

  await cell(row(page, "FPT"), "sym").click();
  await expect(popup).toBeVisible();
  await page.getByTestId("popup-close").click();
  await expect(popup).toHaveCount(0);
});

/** A VN30 share whose match history has more than one page, once the market has traded enough. */
async function symbolWithOlderMatches(request: APIRequestContext): Promise<string> {
  const symbols = (await (await request.get("/api/datafeed/listvn30")).json()) as string[];
  let found = "";
  await expect
    .poll(
      async () => {
        for (const symbol of symbols) {
          const answer = await request.get(`/api/datafeed/getliststocktrade_cs/${symbol}?numpage=100`);
          const page = (await answer.json()) as MatchHistoryPage;
          if (page.nextidx !== null) {
            found = symbol;
            return true;
          }
        }
        return false;
      },
      // A fresh demo market needs a few minutes for 100 matches of one share.
      { timeout: 280_000, intervals: [5_000] },
    )
    .toBe(true);
  return found;
}

test("scrolling to the bottom of the match history loads older matches", async ({ page, request }) => {
  test.setTimeout(360_000);
  const symbol = await symbolWithOlderMatches(request);
  await openPopupFromBoard(page, symbol);

  const history = page.getByTestId("popup-match-history");
  await expect.poll(() => matchRows(page).count()).toBeGreaterThanOrEqual(100);
  const oldestBefore = (await matchRows(page).last().locator("td").first().textContent()) ?? "";
  const countBefore = await matchRows(page).count();

  const olderPage = page.waitForRequest(
    (sent) => sent.url().includes(`getliststocktrade_cs/${symbol}?`) && sent.url().includes("nextidx="),
  );
  await history.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await olderPage;
  await expect.poll(() => matchRows(page).count()).toBeGreaterThan(countBefore);
  // The rows added at the bottom are older than the previous last one.
  await expect
    .poll(async () => (await matchRows(page).last().locator("td").first().textContent()) ?? "")
    .not.toBe(oldestBefore);
  const oldestAfter = (await matchRows(page).last().locator("td").first().textContent()) ?? "";
  expect(oldestAfter <= oldestBefore).toBe(true);
});
