import { expect, test } from "@playwright/test";
import { openBoard } from "./support/board";

test("every figure has one number style in both languages; dates follow the language", async ({ page }) => {
  await openBoard(page, "VN30");
  const volume = page.getByTestId("index-trade-volume-10");
  const value = page.getByTestId("index-trade-value-10");
  const point = page.getByTestId("index-value-10");
  const serverTime = page.getByTestId("server-time");

  // Vietnamese: "2.99" million shares as "1,756.26" points, dd/MM/yyyy.
  await expect(volume).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(value).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(serverTime).toHaveText(/^\d{2}:\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/);
  await expect(point).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);

  // English: "2.99" million shares, "10 Feb 2026".
  await page.getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(volume).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(serverTime).toHaveText(/^\d{2}:\d{2}:\d{2} \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(point).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
});
