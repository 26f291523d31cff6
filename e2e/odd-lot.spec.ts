import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { isOrdered } from "./support/board";
import { SCREENSHOTS_DIR } from "./support/environment";

/** A whole-number cell ("1,193", "-320,210"); null when empty. */
function wholeNumber(text: string): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  return cleaned === "" ? null : Number(cleaned);
}

const MENU = "lo-le-HOSE";

interface RowCells {
  readonly symbol: string;
  readonly cells: Readonly<Record<string, string>>;
}

/** The rendered rows of the odd-lot table in screen order, read in one go inside the page. */
function readRows(page: Page): Promise<RowCells[]> {
  return page.getByTestId("oddlot-table").evaluate((table) => {
    const rows = [...table.querySelectorAll<HTMLElement>('[data-testid^="oddlot-row-"]')];
    rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return rows.map((row) => ({
      symbol: row.dataset["symbol"] ?? "",
      cells: Object.fromEntries(
        [...row.querySelectorAll<HTMLElement>("[data-field]")].map((cell) => [
          cell.dataset["field"] ?? "",
          cell.textContent ?? "",
        ]),
      ),
    }));
  });
}

/** Waits until some cell of a row on screen shows another value than it did when called. */
async function expectLiveChange(page: Page): Promise<void> {
  const before = new Map((await readRows(page)).map((row) => [row.symbol, JSON.stringify(row.cells)]));
  await expect
    .poll(
      async () =>
        (await readRows(page)).some(
          (row) => before.has(row.symbol) && before.get(row.symbol) !== JSON.stringify(row.cells),
        ),
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}

const ariaSort = (page: Page, key: string) =>
  page.getByTestId(`board-table-header-${key}`).getAttribute("aria-sort");

async function rowsAre(page: Page, order: "desc" | "asc" | "symbols"): Promise<boolean> {
  const rows = await readRows(page);
  if (order === "symbols") {
    const symbols = rows.map((row) => row.symbol);
    return symbols.length > 5 && symbols.every((symbol, i) => i === 0 || (symbols[i - 1] ?? "") < symbol);
  }
  const values = rows.map((row) => wholeNumber(row.cells["lot"] ?? "")).filter((value) => value !== null);
  return values.length > 5 && isOrdered(values, order);
}

test.describe("odd-lot board", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(page.getByTestId("oddlot-board")).toBeVisible();
    await expect(page.locator('[data-testid^="oddlot-row-"]').first()).toBeVisible();
  });

  test("shows the floor's odd-lot rows with live values", async ({ page }) => {
    await expect(page.getByTestId("board-table-header-bp1")).toBeVisible();
    await expect
      .poll(async () => (await readRows(page)).filter((row) => (row.cells["bp1"] ?? "") !== "").length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await expectLiveChange(page);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "odd-lot.png") });
  });

  test("sorts descending, ascending, then clears on the third click", async ({ page }) => {
    const header = page.getByTestId("board-table-header-lot");
    await expect.poll(() => rowsAre(page, "symbols")).toBe(true);
    await header.click();
    await expect.poll(() => ariaSort(page, "lot")).toBe("descending");
    await expect.poll(() => rowsAre(page, "desc"), { timeout: 10_000 }).toBe(true);

    // The choice is saved in the browser and restored.
    await page.reload();
    await expect(page.locator('[data-testid^="oddlot-row-"]').first()).toBeVisible();
    await expect.poll(() => ariaSort(page, "lot")).toBe("descending");

    await header.click();
    await expect.poll(() => ariaSort(page, "lot")).toBe("ascending");
    await expect.poll(() => rowsAre(page, "asc"), { timeout: 10_000 }).toBe(true);

    await header.click();
    await expect.poll(() => ariaSort(page, "lot")).toBe("none");
    await expect.poll(() => ariaSort(page, "sym")).toBe("ascending");
    await expect.poll(() => rowsAre(page, "symbols"), { timeout: 10_000 }).toBe(true);
  });

  test("survives a reconnect: the values keep updating", async ({ page }) => {
    // Offline, the socket notices the drop only by its ping timeout (up to 45 s).
    test.setTimeout(180_000);
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");
    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });
    await expect(page.locator('[data-testid^="oddlot-row-"]').first()).toBeVisible();
    await expectLiveChange(page);
  });
});
