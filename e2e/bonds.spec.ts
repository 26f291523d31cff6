import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { isOrdered } from "./support/board";
import { BASE_URL, SCREENSHOTS_DIR } from "./support/environment";

/** A whole-number cell ("1,193", "-320,210"); null when empty. */
function wholeNumber(text: string): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  return cleaned === "" ? null : Number(cleaned);
}

const MENU = "trai-phieu-rieng-le";

const bondRows = (page: Page) => page.locator('[data-testid^="bond-row-"]');
const ariaSort = (page: Page, key: string) =>
  page.getByTestId(`board-table-header-${key}`).getAttribute("aria-sort");

/** A column's values of the rows on screen, in screen order. */
function columnValues(page: Page, key: string): Promise<(number | null)[]> {
  return page
    .getByTestId("bond-table")
    .evaluate((table, field) => {
      const rows = [...table.querySelectorAll<HTMLElement>('[data-testid^="bond-row-"]')];
      rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      return rows.map((row) => row.querySelector(`[data-field="${field}"]`)?.textContent ?? "");
    }, key)
    .then((texts) => texts.map(wholeNumber));
}

async function ordered(page: Page, key: string, direction: "asc" | "desc"): Promise<boolean> {
  const values = (await columnValues(page, key)).filter((value) => value !== null);
  return values.length > 3 && isOrdered(values, direction);
}

test.describe("bond boards", () => {
  test("lists the private bonds, apart from the corporate ones", async ({ page }) => {
    const answer = async (kind: string) =>
      (
        (await (await fetch(`${BASE_URL}/api/datafeed/getlistall_bond?kind=${kind}`)).json()) as {
          sym: string;
        }[]
      ).map((row) => row.sym);
    const privateBonds = await answer("PRIVATE");
    const corporateBonds = await answer("CORPORATE");
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(page.getByTestId("bond-board")).toBeVisible();
    await expect(bondRows(page)).toHaveCount(privateBonds.length);
    const first = [...privateBonds].sort()[0] ?? "";
    await expect(page.getByTestId(`bond-row-${first}`).locator('[data-field="issuer"]')).not.toHaveText("");
    await expect(page.getByTestId(`bond-row-${corporateBonds[0] ?? ""}`)).toHaveCount(0);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "bonds.png") });

    await page.goto("/chung-khoan/corporate-bond");
    await expect(bondRows(page)).toHaveCount(corporateBonds.length);
  });

  test("sorts by toggling only: descending, ascending, descending", async ({ page }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(bondRows(page).first()).toBeVisible();
    const header = page.getByTestId("board-table-header-periodRemain");
    await header.click();
    await expect.poll(() => ariaSort(page, "periodRemain")).toBe("descending");
    await expect.poll(() => ordered(page, "periodRemain", "desc")).toBe(true);
    await header.click();
    await expect.poll(() => ariaSort(page, "periodRemain")).toBe("ascending");
    await expect.poll(() => ordered(page, "periodRemain", "asc")).toBe(true);
    await header.click();
    await expect.poll(() => ariaSort(page, "periodRemain")).toBe("descending");
    await expect.poll(() => ordered(page, "periodRemain", "desc")).toBe(true);
  });

  test("a row opens the bond detail, which closes on Escape", async ({ page }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    const row = bondRows(page).first();
    await expect(row).toBeVisible();
    const symbol = (await row.getAttribute("data-symbol")) ?? "";
    await row.click();
    const modal = page.getByTestId("bond-modal");
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(symbol);
    const value = (key: string) => modal.getByTestId(`bond-detail-${key}`).locator("dd");
    // One number style in both languages: 100,000 VND; 5.00% (docs/web.md).
    await expect(value("parValue")).toHaveText(/^[\d,]+ VND$/);
    await expect(value("issueDate")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(value("maturityDate")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(value("couponRate")).toHaveText(/^\d+\.\d{2}%$/);
    await expect(value("incomeTax")).toHaveText("5.00%");
    await expect(value("couponPeriod")).toHaveText(/^\d+ (ngày|tuần|tháng|năm)$/);
    await expect(value("issuerName")).not.toHaveText("—");
    await expect(value("collateral")).not.toHaveText("—");
    await expect(value("callPutProvision")).not.toHaveText("—");
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "bond-modal.png") });

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
  });

  test("survives a reconnect: the rows load again and the socket is back", async ({ page }) => {
    // Offline, the socket notices the drop only by its ping timeout (up to 45 s).
    test.setTimeout(180_000);
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(bondRows(page).first()).toBeVisible();
    const before = await bondRows(page).count();
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");
    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    // A reconnect reloads the board's rows from the snapshot call.
    const reloaded = page.waitForResponse((response) =>
      response.url().includes("/api/datafeed/getlistall_bond"),
    );
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });
    expect((await reloaded).ok()).toBe(true);
    await expect(bondRows(page)).toHaveCount(before);
  });
});
