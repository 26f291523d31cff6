import { expect, test } from "@playwright/test";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { boardRows, openBoard, readRows } from "./support/board";
import { REPO_ROOT, SCREENSHOTS_DIR } from "./support/environment";
import { pickTheme, THEMES } from "./support/toolbar";

/** The README's picture of the board; rewritten only on request, so CI never dirties the tree. */
const README_SCREENSHOT = join(REPO_ROOT, "docs", "images", "board.png");
const updateReadme = process.env["UPDATE_README_SCREENSHOT"] === "1";

for (const theme of THEMES) {
  test(`the VN30 board in the ${theme} theme`, async ({ page }) => {
    await openBoard(page, "VN30");
    await pickTheme(page, theme);
    await expect(boardRows(page).first()).toBeVisible();
    // A board worth looking at: most rows on screen have traded.
    await expect
      .poll(async () => {
        const rows = await readRows(page);
        return rows.filter((row) => row.lastPrice !== "").length / Math.max(rows.length, 1);
      })
      .toBeGreaterThan(0.8);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const path = join(SCREENSHOTS_DIR, `board-${theme}.png`);
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    // Flashes are frozen at their end so the picture shows the board's own colours.
    await page.screenshot({ path, animations: "disabled" });
    await test.info().attach(`board-${theme}`, { path, contentType: "image/png" });

    if (theme === "colorful" && updateReadme) {
      mkdirSync(dirname(README_SCREENSHOT), { recursive: true });
      copyFileSync(path, README_SCREENSHOT);
    }
  });
}
