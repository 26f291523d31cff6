import { expect, test, type Page } from "@playwright/test";
import { boardNumber, boardRows, isOrdered, openBoard, readRows } from "./support/board";

type Order = "descending" | "ascending" | "symbols";

/** The header's aria-sort, on the element itself or on the column header around it. */
function ariaSort(page: Page, field: string): Promise<string | null> {
  return page
    .getByTestId(`sort-${field}`)
    .evaluate(
      (element) =>
        element.getAttribute("aria-sort") ??
        element.closest('[role="columnheader"]')?.getAttribute("aria-sort") ??
        null,
    );
}

/** Whether the rows on screen are in the given order right now (ticks may be re-sorting them). */
async function rowsAre(page: Page, order: Order): Promise<boolean> {
  const rows = await readRows(page);
  if (order === "symbols") {
    const symbols = rows.map((row) => row.symbol);
    return symbols.length > 1 && symbols.every((symbol, i) => i === 0 || (symbols[i - 1] ?? "") < symbol);
  }
  // Rows that have not traded yet have no price to compare.
  const prices = rows.map((row) => boardNumber(row.lastPrice)).filter((price) => price !== null);
  return prices.length > 5 && isOrdered(prices, order === "descending" ? "desc" : "asc");
}

async function expectOrder(page: Page, order: Order): Promise<void> {
  // Prices keep moving, so the worker re-sorts; the order must hold at some moment soon.
  await expect.poll(() => rowsAre(page, order), { timeout: 10_000 }).toBe(true);
  const expected = order === "symbols" ? [null, "none"] : [order];
  expect(expected).toContain(await ariaSort(page, "lastPrice"));
}

test("sorting by last price cycles: descending, ascending, then back to symbol order", async ({ page }) => {
  await openBoard(page, "VN30");
  await expect(boardRows(page).first()).toBeVisible();
  await expectOrder(page, "symbols");

  const header = page.getByTestId("sort-lastPrice");
  await header.click();
  await expectOrder(page, "descending");

  // The choice is kept in the browser (not on watchlists) and restored.
  await page.reload();
  await expect(boardRows(page).first()).toBeVisible();
  await expectOrder(page, "descending");

  await header.click();
  await expectOrder(page, "ascending");

  await header.click();
  await expectOrder(page, "symbols");
});
