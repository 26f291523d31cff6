import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOTS_DIR } from "./support/environment";

const MENU = "thong-ke";

const rows = (page: Page, table: "stats-foreign-net" | "stats-top-volume" | "stats-top-foreign") =>
  page.getByTestId(table).locator("tbody tr");

/** The top-volume table's cells, as one text per row. */
function topVolumeTexts(page: Page): Promise<string[]> {
  return page
    .getByTestId("stats-top-volume")
    .evaluate((table) => [...table.querySelectorAll("tbody tr")].map((row) => row.textContent ?? ""));
}

/** Waits until a row of the top-volume table shows another text than when called. */
async function expectLiveChange(page: Page): Promise<void> {
  const before = await topVolumeTexts(page);
  await expect
    .poll(
      async () =>
        (await topVolumeTexts(page)).some((text, i) => before[i] !== undefined && before[i] !== text),
      {
        timeout: 30_000,
        intervals: [250],
      },
    )
    .toBe(true);
}

test.describe("statistics board", () => {
  test("shows the three tables with rows, and their figures move", async ({ page }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(page.getByTestId("stats-board")).toBeVisible();
    await expect(rows(page, "stats-foreign-net")).toHaveCount(3);
    await expect(rows(page, "stats-top-volume").first()).toBeVisible({ timeout: 20_000 });
    await expect(rows(page, "stats-top-foreign").first()).toBeVisible({ timeout: 60_000 });
    // Three markets of ten at most, concatenated.
    expect(await rows(page, "stats-top-volume").count()).toBeLessThanOrEqual(30);
    await expect(rows(page, "stats-foreign-net").first().locator("th")).toHaveText("VNINDEX");
    await expect(rows(page, "stats-top-volume").first().locator('[data-field="mc"]')).toHaveText("HOSE");

    await expectLiveChange(page);

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "statistics.png") });
  });

  test("a symbol click opens its stock popup", async ({ page }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    const first = rows(page, "stats-top-volume").first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.locator("button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("survives a reconnect: the tables keep their rows and keep moving", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(rows(page, "stats-top-volume").first()).toBeVisible({ timeout: 20_000 });
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");

    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });

    await expect(rows(page, "stats-foreign-net")).toHaveCount(3);
    await expectLiveChange(page);
  });
});

/** Rankings out of order in a top table: "HOSE: 32,870 above 34,280". */
function misorderedRankings(page: Page, table: "stats-top-volume" | "stats-top-foreign"): Promise<string[]> {
  return page.getByTestId(table).evaluate((element) => {
    const number = (text: string | null | undefined) => Number((text ?? "").replace(/[^\d.]/g, "") || "0");
    const found: string[] = [];
    let previous: { mc: string; rank: number } | null = null;
    for (const row of element.querySelectorAll("tbody tr")) {
      const mc = row.querySelector('[data-field="mc"]')?.textContent ?? "";
      const rank =
        row.querySelector('[data-field="lot"]') !== null
          ? number(row.querySelector('[data-field="lot"]')?.textContent)
          : number(row.querySelector('[data-field="fBVol"]')?.textContent) +
            number(row.querySelector('[data-field="fSVolume"]')?.textContent);
      if (previous !== null && previous.mc === mc && rank > previous.rank)
        found.push(`${mc}: ${previous.rank} above ${rank}`);
      previous = { mc, rank };
    }
    return found;
  });
}

test("the top tables keep their rankings ordered while their figures move live", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/chung-khoan/${MENU}`);
  await expect(rows(page, "stats-top-volume").first()).toBeVisible();
  await expectLiveChange(page);
  // Read through more than one 10 s refresh: a live figure never leaves a row above a larger one
  // for longer than the one-second re-ordering.
  for (let read = 0; read < 12; read++) {
    await expect
      .poll(
        async () => [
          ...(await misorderedRankings(page, "stats-top-volume")),
          ...(await misorderedRankings(page, "stats-top-foreign")),
        ],
        { timeout: 2_500 },
      )
      .toEqual([]);
    await page.waitForTimeout(1_000);
  }
});
