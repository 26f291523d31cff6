import { expect, test, type Page } from "@playwright/test";
import { messages as appMessages } from "../apps/web/src/app/app.i18n";
import { messages as boardMessages } from "../apps/web/src/board/board.i18n";
import { messages as shellMessages } from "../apps/web/src/shell/shell.i18n";
import { openBoard } from "./support/board";
import { messageText, type Language } from "./support/catalogue";
import { pickTheme, THEMES } from "./support/toolbar";

/** The page speaks `language`: document language, title, a column header and a menu entry. */
async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page).toHaveTitle(messageText(appMessages, language, "title"));
  await expect(page.getByTestId("sort-sym")).toContainText(messageText(boardMessages, language, "col.sym"));
  await expect(page.getByTestId("menu-danh-muc")).toHaveText(
    messageText(shellMessages, language, "menu.label.watchlist"),
  );
}

test("the language toggle switches the page from Vietnamese to English and remembers it", async ({
  page,
}) => {
  await openBoard(page, "VN30");
  await expectLanguage(page, "vi");

  await page.getByTestId("language-toggle").click();
  await expectLanguage(page, "en");

  await page.reload();
  await expectLanguage(page, "en");

  await page.getByTestId("language-toggle").click();
  await expectLanguage(page, "vi");
});

/** The theme's background colour as the page computes it. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bg").trim());
}

test("the theme picker switches the theme and remembers it", async ({ page }) => {
  await openBoard(page, "VN30");
  // Colorful is the default theme (price-board §3).
  await expect(page.locator("html")).toHaveAttribute("data-theme", "colorful");

  const backgrounds = new Set<string>();
  for (const theme of THEMES) {
    await pickTheme(page, theme);
    backgrounds.add(await background(page));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  }
  // Each theme is its own set of colours, not only a name on the document.
  expect(backgrounds.size).toBe(THEMES.length);
});
