import { DEFAULT_SELECTED_INDEX_CODES } from "@bangia/market";
import { expect, test, type Page } from "@playwright/test";
import { openBoard } from "./support/board";

/** The strip's index tiles (VN100 is on unless the build turns it off). */
const STRIP_CODES = ["10", "02", "11", "03"];

/** An index point as the board writes it: "1,754.01". */
const POINT = /^\d{1,3}(,\d{3})*\.\d{2}$/;

function tileValues(page: Page): Promise<string[]> {
  return Promise.all(STRIP_CODES.map((code) => page.getByTestId(`index-value-${code}`).innerText()));
}

/** The codes of the index table's rows, top to bottom. */
function tableCodes(page: Page): Promise<string[]> {
  return page
    .getByTestId("index-table")
    .locator('tbody tr[data-testid^="index-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => row.getAttribute("data-testid")?.slice("index-row-".length) ?? ""),
    );
}

test("the index strip shows a tile per index with its point, and the points move live", async ({ page }) => {
  await openBoard(page, "VN30");
  await expect(page.getByTestId("index-strip")).toBeVisible();
  for (const code of STRIP_CODES) {
    const tile = page.getByTestId(`index-tile-${code}`);
    await expect(tile).toBeVisible();
    await expect(tile.getByTestId(`index-value-${code}`)).toHaveText(POINT);
    await expect(tile.getByTestId(`index-status-${code}`)).not.toBeEmpty();
    // One number style in both languages (docs/web.md): "68.77" million shares, "2,271" billion.
    await expect(tile.getByTestId(`index-trade-volume-${code}`)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(tile.getByTestId(`index-trade-value-${code}`)).toHaveText(/^\d{1,3}(,\d{3})*$/);
  }
  await expect(page.getByTestId("index-tile-global")).toBeVisible();

  // The demo market trades all along: some index moves without a reload.
  const before = await tileValues(page);
  await expect
    .poll(async () => (await tileValues(page)).some((value, i) => value !== before[i]), { timeout: 45_000 })
    .toBe(true);
});

test("the index table's gear saves a selection, and saving none restores the default set", async ({
  page,
}) => {
  await openBoard(page, "VN30");
  await expect.poll(() => tableCodes(page)).toEqual([...DEFAULT_SELECTED_INDEX_CODES]);

  const gear = page.getByTestId("index-settings");
  const modal = page.getByTestId("index-selection-modal");
  await gear.click();
  await expect(modal.getByTestId("index-option-10")).toBeVisible();
  for (const box of await modal.locator('input[type="checkbox"]').all()) await box.uncheck();
  await modal.getByTestId("index-option-02").check();
  await modal.getByTestId("index-option-10").check();
  await modal.getByTestId("index-selection-save").click();
  await expect(modal).toHaveCount(0);
  await expect(gear).toBeFocused();
  // The list's order, whatever order they were ticked in.
  await expect.poll(() => tableCodes(page)).toEqual(["10", "02"]);
  await expect(page.getByTestId("index-row-10").locator("td").first()).toHaveText(POINT);

  // Kept in the browser.
  await page.reload();
  await expect.poll(() => tableCodes(page)).toEqual(["10", "02"]);

  await gear.click();
  await expect(modal.getByTestId("index-option-10")).toBeChecked();
  for (const box of await modal.locator('input[type="checkbox"]').all()) await box.uncheck();
  await modal.getByTestId("index-selection-save").click();
  await expect(modal).toHaveCount(0);
  await expect.poll(() => tableCodes(page)).toEqual(["20", "27", "23", "24", "26"]);
});
