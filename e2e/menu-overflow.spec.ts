import { expect, test, type Page } from "@playwright/test";
import { MENU_BAR_VALUES } from "../apps/web/src/board/menu";
import { openBoard } from "./support/board";

const WIDE = { width: 1680, height: 1050 };
const NARROW = { width: 1024, height: 800 };

/** The menu values shown on the bar itself, left to right (not those in the "..." list). */
function barValues(page: Page): Promise<string[]> {
  return page
    .locator(".menu-bar__nav")
    .locator('a[data-testid^="menu-"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("data-testid")?.slice("menu-".length) ?? ""),
    );
}

/** Narrows the window until entries leave the bar; the ones on it, in order. */
async function narrow(page: Page, wide: readonly string[]): Promise<string[]> {
  await page.setViewportSize(NARROW);
  await expect.poll(async () => (await barValues(page)).length).toBeLessThan(wide.length);
  const shown = await barValues(page);
  // The bar keeps the first entries in order; the rest wait behind "...".
  expect(shown).toEqual(MENU_BAR_VALUES.slice(0, shown.length));
  return shown;
}

test("menu entries that do not fit move into the '...' list and come back when the window widens", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openBoard(page, "VN30");
  const overflow = page.getByTestId("menu-overflow");
  await expect.poll(() => barValues(page)).toEqual(expect.arrayContaining(["danh-muc", "HOSE", "VN30"]));
  const wide = await barValues(page);

  const shown = await narrow(page, wide);
  const hidden = MENU_BAR_VALUES.slice(shown.length);
  await overflow.click();
  const list = page.getByRole("menu");
  await expect(list).toBeVisible();
  await expect(list.getByRole("menuitem")).toHaveCount(hidden.length);
  for (const value of hidden) await expect(list.getByTestId(`menu-${value}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);

  await page.setViewportSize(WIDE);
  await expect.poll(() => barValues(page)).toEqual(wide);
  if (wide.length === MENU_BAR_VALUES.length) await expect(overflow).toHaveCount(0);
});

test("an entry of the '...' list opens its board and marks the list as holding the current one", async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openBoard(page, "VN30");
  const shown = await narrow(page, await barValues(page));
  const picked = MENU_BAR_VALUES[shown.length];
  if (picked === undefined) throw new Error("nothing moved into the list");

  const overflow = page.getByTestId("menu-overflow");
  await expect(overflow).not.toHaveAttribute("data-current", "true");
  await overflow.click();
  await page.getByRole("menu").getByTestId(`menu-${picked}`).click();
  await expect(page).toHaveURL(new RegExp(`/chung-khoan/${picked}$`));
  await expect(overflow).toHaveAttribute("data-current", "true");
});

test("the same entries stay on the bar from board to board at laptop widths", async ({ page }) => {
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = new Map<string, string[]>();
    for (const menu of ["VN30", "HOSE", "derivative-INDEX", "chung-quyen", "icblv2-8300", "thong-ke"]) {
      await openBoard(page, menu);
      // The index-group and industry triggers name the current group once their lists load.
      await page.waitForTimeout(500);
      seen.set(menu, await barValues(page));
    }
    const first = [...seen.values()][0];
    for (const [menu, values] of seen) expect(values, `${menu} at ${width} px`).toEqual(first);
  }
});
