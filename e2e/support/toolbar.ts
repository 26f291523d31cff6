/** The toolbar as a person uses it: symbol search, theme picker. */
import { expect, type Page } from "@playwright/test";

/** Types a symbol into the search box and picks it with Enter, as the board's search focus expects. */
export async function searchSymbol(page: Page, symbol: string): Promise<void> {
  const search = page.getByTestId("symbol-search");
  await search.click();
  await search.fill(symbol);
  await search.press("Enter");
}

export const THEMES = ["classic", "modern", "colorful"] as const;
export type Theme = (typeof THEMES)[number];

/** Picks a theme in the toolbar's theme picker and waits until the document wears it. */
export async function pickTheme(page: Page, theme: Theme): Promise<void> {
  const picker = page.getByTestId("theme-picker");
  if ((await picker.evaluate((element) => element.tagName)) === "SELECT") await picker.selectOption(theme);
  else {
    await picker.click();
    await page.getByTestId(`theme-${theme}`).click();
  }
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}
