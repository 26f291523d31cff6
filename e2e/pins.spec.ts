import { expect, test, type Locator, type Page } from "@playwright/test";
import { openBoard, row, ROW_SELECTOR, stockBoard } from "./support/board";

test("a pinned row moves above the table and stays pinned after a reload", async ({ page }) => {
  await openBoard(page, "VN30");
  const symbol = "FPT";
  const pinned = page.getByTestId("pinned-rows");
  await expect(row(page, symbol)).toBeVisible();

  await page.getByTestId(`pin-${symbol}`).check();
  await expect(pinned.getByTestId(`row-${symbol}`)).toBeVisible();
  // A pinned symbol leaves the main list: its only row is the pinned one.
  await expect(row(page, symbol)).toHaveCount(1);

  await page.reload();
  await expect(pinned.getByTestId(`row-${symbol}`)).toBeVisible();
  await expect(page.getByTestId(`pin-${symbol}`)).toBeChecked();

  // Unpinning puts it back into the table.
  await page.getByTestId(`pin-${symbol}`).uncheck();
  await expect(pinned.getByTestId(`row-${symbol}`)).toHaveCount(0);
  await expect(row(page, symbol)).toBeVisible();
});

/** Row height of the board (price-board §2, §9). */
const ROW_HEIGHT = 28;

/** The main (virtual) list of the table: its last rowgroup, below the header and the pinned list. */
function mainList(page: Page): Locator {
  return stockBoard(page).getByRole("rowgroup").last();
}

/** The pinned list's visible and full heights, and the main list's visible height, in px. */
function heights(page: Page): Promise<{ pinned: number; pinnedContent: number; main: number }> {
  return stockBoard(page).evaluate((board) => {
    const groups = board.querySelectorAll<HTMLElement>('[role="rowgroup"]');
    const pinned = board.querySelector<HTMLElement>('[data-testid="pinned-rows"]');
    return {
      pinned: pinned?.clientHeight ?? 0,
      pinnedContent: pinned?.scrollHeight ?? 0,
      main: groups[groups.length - 1]?.clientHeight ?? 0,
    };
  });
}

test("the pinned list is 28 px a row, capped to the board's area, where it scrolls", async ({
  page,
  request,
}) => {
  // A short window, so that 20 pinned rows (560 px) do not fit above the main list.
  await page.setViewportSize({ width: 1680, height: 720 });
  const vn30 = ((await (await request.get("/api/datafeed/listvn30")).json()) as string[]).sort();
  const pinned = page.getByTestId("pinned-rows");
  // Pins a visitor made on an earlier visit (the pinned map of the browser's storage).
  const reopenWithPins = async (count: number) => {
    await page.evaluate(
      (symbols) => localStorage.setItem("pinnedRows", JSON.stringify({ "guest:VN30": symbols })),
      vn30.slice(0, count),
    );
    await page.reload();
    await expect(pinned.locator(ROW_SELECTOR)).toHaveCount(count);
  };

  await openBoard(page, "VN30");
  await reopenWithPins(3);
  expect((await heights(page)).pinned).toBe(3 * ROW_HEIGHT);
  // The board is in symbol order: the next symbol is the main list's top row.
  await page.getByTestId(`pin-${vn30[3]}`).check();
  await expect(pinned.locator(ROW_SELECTOR)).toHaveCount(4);
  expect((await heights(page)).pinned).toBe(4 * ROW_HEIGHT);

  await reopenWithPins(20);
  const capped = await heights(page);
  // Every pinned row is in the list, but the list shows only what the board's area leaves it…
  expect(capped.pinnedContent).toBe(20 * ROW_HEIGHT);
  expect(capped.pinned).toBeLessThan(20 * ROW_HEIGHT);
  expect(capped.pinned).toBeGreaterThan(0);
  // …which is all of it but the main list's first two rows; the pinned list scrolls to the rest.
  expect(capped.main).toBe(2 * ROW_HEIGHT);
  const last = pinned.locator(ROW_SELECTOR).last();
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(mainList(page).locator(ROW_SELECTOR).first()).toBeInViewport();
});

test("the main list renders 4 rows beyond the screen on each side", async ({ page }) => {
  await openBoard(page, "HOSE");
  const body = mainList(page);
  await expect(body.locator(ROW_SELECTOR).first()).toBeVisible();
  // Halfway down a board of hundreds of rows, on a row boundary.
  await body.evaluate((element, rowHeight) => {
    element.scrollTop = 100 * rowHeight;
  }, ROW_HEIGHT);
  const beyond = () =>
    body.evaluate((element, selector) => {
      const top = element.getBoundingClientRect().top + element.clientTop;
      const bottom = top + element.clientHeight;
      const rows = [...element.querySelectorAll(selector)].map((row) => row.getBoundingClientRect());
      return {
        above: rows.filter((row) => row.bottom <= top + 0.5).length,
        below: rows.filter((row) => row.top >= bottom - 0.5).length,
      };
    }, ROW_SELECTOR);
  await expect.poll(beyond).toEqual({ above: 4, below: 4 });
});
