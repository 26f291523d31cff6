import { expect, test } from "@playwright/test";
import { openBoard, row } from "./support/board";

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
