import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { boardNumber, isOrdered, ROW_SELECTOR, stockBoard } from "./support/board";
import { SCREENSHOTS_DIR } from "./support/environment";

const MENU = "chung-quyen";

interface WarrantRow {
  readonly symbol: string;
  readonly cells: Readonly<Record<string, string>>;
}

/** The rendered rows of the table in screen order, every cell by its field, read in one go. */
function readRows(page: Page): Promise<WarrantRow[]> {
  return stockBoard(page).evaluate((board, selector) => {
    const rows = [...board.querySelectorAll<HTMLElement>(selector)];
    rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return rows.map((row) => ({
      symbol: row.dataset["symbol"] ?? "",
      cells: Object.fromEntries(
        [...row.querySelectorAll<HTMLElement>("[data-field]")].map((cell) => [
          cell.dataset["field"] ?? "",
          cell.textContent ?? "",
        ]),
      ),
    }));
  }, ROW_SELECTOR);
}

const number = (text: string | undefined) => boardNumber(text ?? "");

/** The breakeven the spec defines, from a row's own cells: exercise + price × a/b (thousands). */
function expectedBreakeven(row: WarrantRow): number | null {
  const exercise = number(row.cells["CWExcersisePrice"]);
  const price = number(row.cells["lastPrice"]) ?? number(row.cells["r"]);
  const ratio = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(row.cells["CWExerciseRatio"] ?? "");
  if (exercise === null || price === null || ratio === null) return null;
  return exercise + (price * Number(ratio[1])) / Number(ratio[2]);
}

async function openWarrants(page: Page): Promise<void> {
  await page.goto(`/chung-khoan/${MENU}`);
  await expect(stockBoard(page)).toBeVisible();
  await expect(page.getByTestId("warrant-bar")).toBeVisible();
  await expect
    .poll(async () => (await readRows(page)).filter((row) => row.cells["dhv"] !== "").length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(5);
}

test.describe("covered-warrant board", () => {
  test("each row's breakeven is exercise price + price × ratio, its difference the underlying's price minus it", async ({
    page,
  }) => {
    await openWarrants(page);
    const rows = (await readRows(page)).filter((row) => row.cells["dhv"] !== "");
    for (const row of rows) {
      const breakeven = number(row.cells["dhv"]);
      const expected = expectedBreakeven(row);
      expect(expected, row.symbol).not.toBeNull();
      // Shown with two decimals, rounded once.
      expect(Math.abs((breakeven ?? 0) - (expected ?? 0)), row.symbol).toBeLessThanOrEqual(0.005 + 1e-9);
      const underlying = number(row.cells["stockPrice"]);
      const difference = number(row.cells["dif"]);
      if (underlying !== null && difference !== null)
        expect(Math.abs(difference - (underlying - (expected ?? 0))), row.symbol).toBeLessThanOrEqual(
          0.005 + 1e-9,
        );
    }
    // The test ids the board promises.
    const first = rows[0];
    if (first === undefined) throw new Error("no warrant rows");
    await expect(page.getByTestId(`cw-breakeven-${first.symbol}`)).toHaveText(first.cells["dhv"] ?? "");
    await expect(page.getByTestId(`cw-diff-${first.symbol}`)).toBeVisible();

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "warrants.png") });
  });

  test("sorts by breakeven: descending, ascending, then back to symbol ascending", async ({ page }) => {
    await openWarrants(page);
    const header = page.getByTestId("sort-dhv");
    const breakevens = async () =>
      (await readRows(page)).map((row) => number(row.cells["dhv"])).filter((value) => value !== null);

    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => isOrdered(await breakevens(), "desc"), { timeout: 5_000 }).toBe(true);

    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(async () => isOrdered(await breakevens(), "asc"), { timeout: 5_000 }).toBe(true);

    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect
      .poll(async () => {
        const symbols = (await readRows(page)).map((row) => row.symbol);
        return symbols.every((symbol, i) => i === 0 || (symbols[i - 1] ?? "") < symbol);
      })
      .toBe(true);
  });

  test("the column menu shows the issuer, and hides it again", async ({ page }) => {
    await openWarrants(page);
    await expect(page.getByTestId("sort-CWIssuerName")).toHaveCount(0);
    await page.getByTestId("warrant-columns").click();
    await page.getByTestId("warrant-column-CWIssuerName").click();
    await expect(page.getByTestId("sort-CWIssuerName")).toBeVisible();
    await page.getByTestId("warrant-column-CWIssuerName").click();
    await expect(page.getByTestId("sort-CWIssuerName")).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("survives a reconnect: values keep updating", async ({ page }) => {
    test.setTimeout(120_000);
    await openWarrants(page);
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");

    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });

    const snapshot = async () =>
      new Map((await readRows(page)).map((row) => [row.symbol, JSON.stringify(row.cells)]));
    const before = await snapshot();
    await expect
      .poll(
        async () =>
          [...(await snapshot())].some(
            ([symbol, cells]) => before.has(symbol) && before.get(symbol) !== cells,
          ),
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
  });
});

test.describe("industry board", () => {
  test("is named after its industry, in both languages, in the caption, the menu and the title", async ({
    page,
  }) => {
    await page.goto("/chung-khoan/VN30");
    await page.getByTestId("industry-dropdown").click();
    const item = page.locator('[data-testid^="industry-dropdown-icblv2-"]').first();
    const name = ((await item.textContent()) ?? "").trim();
    await item.click();
    await expect(page).toHaveURL(/\/chung-khoan\/icblv2-/);
    await expect(page.getByTestId("industry-caption")).toContainText(name);
    await expect(page.getByTestId("industry-dropdown")).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(stockBoard(page).locator(ROW_SELECTOR).first()).toBeVisible();

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "industry.png") });

    // The other language names it by IcbNameEn.
    await page.getByTestId("language-toggle").click();
    await expect(page.getByTestId("industry-caption")).not.toContainText(name);
  });
});
