import { expect, test, type Page } from "@playwright/test";
import { boardRows, openBoard, row } from "./support/board";
import { searchSymbol } from "./support/toolbar";

interface HighlightTimes {
  on?: number;
  off?: number;
}

/**
 * Watches, frame by frame inside the page, when the row first carries `row-focus` and when it
 * loses it again, so the duration does not depend on how often the test polls.
 */
async function watchHighlight(page: Page, symbol: string): Promise<void> {
  await page.evaluate((selector) => {
    const times: HighlightTimes = {};
    (window as unknown as { highlight: HighlightTimes }).highlight = times;
    const frame = () => {
      const on = document.querySelector(selector)?.classList.contains("row-focus") ?? false;
      if (on && times.on === undefined) times.on = performance.now();
      if (!on && times.on !== undefined) times.off = performance.now();
      if (times.off === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, `[data-testid="row-${symbol}"]`);
}

function highlightTimes(page: Page): Promise<HighlightTimes> {
  return page.evaluate(() => ({ ...(window as unknown as { highlight: HighlightTimes }).highlight }));
}

test("searching a symbol deep in the HOSE board scrolls to its row and highlights it for about 2 s", async ({
  page,
  request,
}) => {
  const symbols = (await (await request.get("/api/datafeed/getlistckindex/HOSE")).json()) as string[];
  expect(symbols.length).toBeGreaterThan(100);
  // Four fifths down the symbol-ordered board: far below the first screen.
  const target = [...symbols].sort()[Math.floor(symbols.length * 0.8)] ?? "";

  await openBoard(page, "HOSE");
  await expect(boardRows(page).first()).toBeVisible();
  // The table is virtual: a row this far down is not even rendered before the search.
  await expect(row(page, target)).not.toBeInViewport();

  await watchHighlight(page, target);
  await searchSymbol(page, target);
  const found = row(page, target);
  await expect(found).toBeInViewport();
  await expect(found).toHaveClass(/\brow-focus\b/);

  // The highlight lasts 2 seconds (price-board §4), then goes; the row stays in view.
  await expect(found).not.toHaveClass(/\brow-focus\b/, { timeout: 5_000 });
  const { on = 0, off = 0 } = await highlightTimes(page);
  test.info().annotations.push({ type: "highlight", description: `${Math.round(off - on)} ms` });
  expect(off - on).toBeGreaterThan(1_700);
  expect(off - on).toBeLessThan(2_600);
  await expect(found).toBeInViewport();
});

test("search suggestions show company names whole at laptop widths", async ({ page }) => {
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/chung-khoan/VN30");
    const search = page.getByTestId("symbol-search");
    // Bonds of one issuer differ only at the end of their names ("… phát hành năm 2025").
    await search.fill("SSIB");
    const names = page.locator(".symbol-search__name");
    await expect(names.first()).toBeVisible();
    const cut = await names.evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    const texts = await names.allTextContents();
    expect(texts.some((text) => text.includes("phát hành năm"))).toBe(true);
  }
});

test("the search finds every listed code: futures, warrants, ETFs and bonds", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/chung-khoan/VN30");
  const search = page.getByTestId("symbol-search");
  const stocks = (await (await page.request.get("/api/datafeed/getlistallstock")).json()) as {
    stock_code: string;
    type: string;
  }[];
  const futures = (await (
    await page.request.get("/api/datafeed/getlistderivativesymbols/INDEX")
  ).json()) as string[];
  const samples = [
    futures[0],
    ...["W", "E", "T"].map((type) => stocks.find((stock) => stock.type === type)?.stock_code),
  ];
  for (const code of samples) {
    expect(code).toBeDefined();
    await search.fill(code ?? "");
    await expect(page.locator(`[role="option"][data-testid$="-${code}"]`)).toBeVisible();
  }
});
