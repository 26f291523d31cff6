import { expect, test, type Page } from "@playwright/test";
import { boardRows, cell, readRows, row } from "./support/board";
import { searchSymbol } from "./support/toolbar";

interface StoredList {
  readonly Id: string;
  readonly Name: string;
  readonly Symbols: readonly string[];
}

/** The visitor's lists as the browser keeps them (price-board §3 "Locally kept values"). */
async function storedLists(page: Page): Promise<StoredList[]> {
  const text = await page.evaluate(() => localStorage.getItem("watchlistMap"));
  return text === null ? [] : Object.values(JSON.parse(text) as Record<string, StoredList>);
}

async function openMenu(page: Page): Promise<void> {
  const menu = page.getByTestId("watchlist-menu");
  if (!(await menu.isVisible())) await page.getByTestId("watchlist-dropdown").click();
  await expect(menu).toBeVisible();
}

async function closeMenu(page: Page): Promise<void> {
  if (await page.getByTestId("watchlist-menu").isVisible()) await page.keyboard.press("Escape");
  await expect(page.getByTestId("watchlist-menu")).toBeHidden();
}

async function symbolsOnScreen(page: Page): Promise<string[]> {
  return (await readRows(page)).map((entry) => entry.symbol);
}

test("a visitor creates, renames, fills, reorders and deletes a watchlist, kept in the browser", async ({
  page,
}) => {
  // Anonymous lists never reach the server's watchlist calls.
  const serverCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/history\/.*watchlist/i.test(request.url())) serverCalls.push(request.url());
  });

  await page.goto("/chung-khoan/danh-muc");
  await expect(page.getByTestId("watchlist-dropdown")).toBeVisible();

  // Create: Enter in the add input makes the new list current.
  await openMenu(page);
  await page.getByTestId("watchlist-add-input").fill("Ngân hàng");
  await page.getByTestId("watchlist-add-input").press("Enter");
  await expect(page).toHaveURL(/\/chung-khoan\/danh-muc$/);
  await expect(page.getByTestId("watchlist-dropdown")).toContainText("Ngân hàng");
  const created = (await storedLists(page)).find((list) => list.Name === "Ngân hàng");
  expect(created).toBeDefined();
  const id = created?.Id ?? "";

  // Rename: the pencil turns the item into an input; Enter commits.
  await openMenu(page);
  await page.getByTestId(`watchlist-rename-${id}`).click();
  const renameInput = page.getByTestId(`watchlist-rename-input-${id}`);
  await expect(renameInput).toBeFocused();
  await renameInput.fill("Ngân hàng yêu thích");
  await renameInput.press("Enter");
  await expect(page.getByTestId(`watchlist-item-${id}`)).toContainText("Ngân hàng yêu thích");
  await closeMenu(page);
  await expect(page.getByTestId("watchlist-dropdown")).toContainText("Ngân hàng yêu thích");

  // Add symbols through the search box: on the watchlist board a searched symbol joins the list.
  for (const symbol of ["FPT", "ACB", "VNM"]) {
    await searchSymbol(page, symbol);
    await expect(row(page, symbol)).toBeVisible();
  }
  await expect(boardRows(page)).toHaveCount(3);
  const added = (await storedLists(page)).find((list) => list.Id === id)?.Symbols ?? [];
  expect([...added].sort()).toEqual(["ACB", "FPT", "VNM"]);
  // The board shows the list's own order.
  await expect.poll(() => symbolsOnScreen(page)).toEqual(added);

  // Reorder: dragging the first row onto the third puts it after the third.
  const [first = "", second = "", third = ""] = added;
  await cell(row(page, first), "sym").dragTo(row(page, third));
  await expect.poll(() => symbolsOnScreen(page)).toEqual([second, third, first]);
  await expect
    .poll(async () => (await storedLists(page)).find((list) => list.Id === id)?.Symbols)
    .toEqual([second, third, first]);

  // The browser keeps it all: a reload shows the same list, name and order.
  await page.reload();
  await expect(page.getByTestId("watchlist-dropdown")).toContainText("Ngân hàng yêu thích");
  await expect.poll(() => symbolsOnScreen(page)).toEqual([second, third, first]);

  // Delete: the list goes, from the menu and from the browser.
  await openMenu(page);
  await page.getByTestId(`watchlist-delete-${id}`).click();
  await expect(page.getByTestId(`watchlist-item-${id}`)).toHaveCount(0);
  await closeMenu(page);
  expect((await storedLists(page)).some((list) => list.Id === id)).toBe(false);
  await page.reload();
  await expect(page.getByTestId("watchlist-dropdown")).not.toContainText("Ngân hàng yêu thích");

  expect(serverCalls).toEqual([]);
});

test("watchlist first use: a search on the empty watchlist makes a first list and adds the symbol", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/chung-khoan/danh-muc");
  // Making a list is in sight without opening the dropdown.
  await expect(page.getByTestId("watchlist-new")).toBeVisible();
  await expect(page.getByTestId("watchlist-dropdown")).toHaveText("Chưa có danh mục");

  const search = page.getByTestId("symbol-search");
  await search.fill("FPT");
  await search.press("Enter");
  await expect(page.getByTestId("row-FPT")).toBeVisible();
  await expect(page.getByTestId("watchlist-dropdown")).toHaveText("Danh mục 1");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The bar's button makes a second list, current at once and empty.
  await page.getByTestId("watchlist-new").click();
  await expect(page.getByTestId("watchlist-dropdown")).toHaveText("Danh mục 2");
  await expect(page.getByTestId("row-FPT")).toHaveCount(0);
});
