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

const GREEN = "rgb(7, 186, 7)";
const RED = "rgb(230, 50, 50)";

const ariaSort = (page: Page, key: string) =>
  page.getByTestId(`board-table-header-${key}`).getAttribute("aria-sort");

async function netValues(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("prop-table").evaluate((table) => {
    const rows = [...table.querySelectorAll<HTMLElement>('[data-testid^="prop-row-"]')];
    rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return rows.map((row) => row.querySelector('[data-field="netVal"]')?.textContent ?? "");
  });
  return texts.map(wholeNumber).filter((value) => value !== null);
}

test.describe("proprietary board", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/chung-khoan/tu-doanh-tong-quan");
    await expect(page.getByTestId("prop-board")).toBeVisible();
  });

  test("shows the day's summary and the 10-day chart coloured by sign", async ({ page }) => {
    await expect(page.getByTestId("prop-summary")).toContainText(/\d/);
    const bars = page.getByTestId("prop-bar");
    await expect(bars).toHaveCount(10);
    for (const [sign, colour] of [
      ["positive", GREEN],
      ["negative", RED],
    ] as const) {
      const bar = page.locator(`[data-testid="prop-bar"][data-sign="${sign}"]`).first();
      if ((await bar.count()) === 0) continue;
      expect(await bar.evaluate((element) => getComputedStyle(element).fill)).toBe(colour);
    }
    expect(await page.locator('[data-testid="prop-bar"][data-sign]').count()).toBe(10);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "proprietary.png") });
  });

  test("hides the chart and lets the table grow to 804 px", async ({ page }) => {
    const table = page.getByTestId("prop-table");
    await expect(table).toHaveCSS("max-height", "690px");
    await page.getByTestId("prop-chart-toggle").click();
    await expect(page.getByTestId("prop-chart")).toHaveCount(0);
    await expect(table).toHaveCSS("max-height", "804px");
    await page.getByTestId("prop-chart-toggle").click();
    await expect(page.getByTestId("prop-chart")).toBeVisible();
  });

  test("sorts the table by toggling only", async ({ page }) => {
    await expect(page.locator('[data-testid^="prop-row-"]').first()).toBeVisible();
    const header = page.getByTestId("board-table-header-netVal");
    for (const [direction, aria] of [
      ["desc", "descending"],
      ["asc", "ascending"],
      ["desc", "descending"],
    ] as const) {
      await header.click();
      await expect.poll(() => ariaSort(page, "netVal")).toBe(aria);
      const values = await netValues(page);
      expect(values.length).toBeGreaterThan(1);
      expect(isOrdered(values, direction)).toBe(true);
    }
  });

  test("survives a reconnect: the figures are fetched again", async ({ page }) => {
    test.setTimeout(180_000);
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");
    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    const refetched = page.waitForResponse((response) =>
      response.url().includes("/api/history/proprietary/"),
    );
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });
    expect((await refetched).ok()).toBe(true);
    await expect(page.getByTestId("prop-table").locator('[data-testid^="prop-row-"]').first()).toBeVisible();
    await expect(page.getByTestId("prop-bar").first()).toBeVisible();
  });
});
