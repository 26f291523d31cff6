import { expect, test, type ConsoleMessage } from "@playwright/test";
import { boardRows, readRows, stockBoard } from "./support/board";

test.describe("landing", () => {
  test("`/` lands on VN30 with its 30 rows, and prices change within 5 s", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error") problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));

    // Tall enough for all 30 rows of 28 px below the header, index strip and menu: the table is
    // virtual and renders only rows on screen.
    await page.setViewportSize({ width: 1680, height: 2000 });
    await page.goto("/");
    await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
    await expect(stockBoard(page)).toBeVisible();
    await expect(boardRows(page)).toHaveCount(30);

    // Several rows are watched: any one trading is enough, and the demo market trades all day.
    const before = await readRows(page);
    const started = Date.now();
    await expect
      .poll(
        async () => {
          const now = new Map((await readRows(page)).map((row) => [row.symbol, row.lastPrice]));
          return before.filter((row) => now.has(row.symbol) && now.get(row.symbol) !== row.lastPrice).length;
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toBeGreaterThan(0);
    test.info().annotations.push({ type: "first change after", description: `${Date.now() - started} ms` });

    expect(problems).toEqual([]);
  });
});
