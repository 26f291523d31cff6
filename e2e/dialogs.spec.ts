import { warningMessage } from "@bangia/market";
import { expect, test, type Page } from "@playwright/test";
import { openBoard, readRows, row, stockBoard } from "./support/board";

/** The foreign group's cells: its header cells and the row cells of its three columns. */
function foreignCells(page: Page) {
  return stockBoard(page).locator(
    '.group-foreign, [data-field="fBVol"], [data-field="fSVolume"], [data-field="fRoom"]',
  );
}

test.describe("closing a dialog gives the keyboard focus back to what opened it", () => {
  test("the stock popup returns to its row, and the arrows go on from there", async ({ page }) => {
    await openBoard(page, "VN30");
    await expect.poll(async () => (await readRows(page)).length).toBeGreaterThan(2);
    const [first, second] = (await readRows(page)).map((shown) => shown.symbol);
    if (first === undefined || second === undefined) throw new Error("the board shows too few rows");

    await row(page, first).focus();
    await page.keyboard.press("Enter");
    const popup = page.getByTestId("stock-popup");
    await expect(popup).toBeVisible();
    await expect(page.getByTestId("popup-title")).toContainText(first);

    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(row(page, first)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(row(page, second)).toBeFocused();
    // And again: the popup of the row the arrow reached.
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("popup-title")).toContainText(second);
    await page.getByTestId("popup-close").click();
    await expect(popup).toHaveCount(0);
    await expect(row(page, second)).toBeFocused();
  });

  test("the settings dialog returns to the settings button", async ({ page }) => {
    await openBoard(page, "VN30");
    const button = page.getByTestId("settings-button");
    const dialog = page.getByTestId("board-settings-dialog");

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // Opened with the mouse and closed with Cancel.
    await button.click();
    await expect(dialog).toBeVisible();
    await page.getByTestId("settings-cancel").click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("the settings dialog", () => {
  test("hiding the foreign columns removes them from the board, and showing them brings them back", async ({
    page,
  }) => {
    await openBoard(page, "VN30");
    await expect(row(page, (await readRows(page))[0]?.symbol ?? "")).toBeVisible();
    await expect(foreignCells(page).first()).toBeVisible();

    await page.getByTestId("settings-button").click();
    await expect(page.getByTestId("setting-column-foreign")).toBeChecked();
    await page.getByTestId("setting-column-foreign").uncheck();
    await page.getByTestId("settings-save").click();
    await expect(page.getByTestId("board-settings-dialog")).toHaveCount(0);
    await expect(foreignCells(page)).toHaveCount(0);

    // Kept in the browser.
    await page.reload();
    await expect(stockBoard(page)).toBeVisible();
    await expect(foreignCells(page)).toHaveCount(0);

    await page.getByTestId("settings-button").click();
    await page.getByTestId("setting-column-foreign").check();
    await page.getByTestId("settings-save").click();
    await expect(foreignCells(page).first()).toBeVisible();
  });

  test("nothing chosen at all shows the no-setting-chosen warning and saves nothing", async ({ page }) => {
    await openBoard(page, "VN30");
    await page.getByTestId("settings-button").click();
    const dialog = page.getByTestId("board-settings-dialog");
    // The form loads on first use: wait for it before listing its boxes.
    await expect(dialog.getByTestId("setting-column-foreign")).toBeChecked();
    for (const box of await dialog.locator('input[type="checkbox"]').all()) await box.uncheck();
    await page.getByTestId("settings-save").click();

    await expect(page.getByTestId("settings-warning")).toHaveText(warningMessage("no-setting-chosen", "vi"));
    await expect(dialog).toBeVisible();
    await page.getByTestId("settings-cancel").click();
    await expect(dialog).toHaveCount(0);
    // The board still shows what it showed.
    await expect(foreignCells(page).first()).toBeVisible();
  });
});
