import { formatPutThroughValue, formatPutThroughVolume, type PutThroughBoardAnswer } from "@bangia/market";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { boardNumber } from "./support/board";
import { SCREENSHOTS_DIR } from "./support/environment";

const MENU = "putThrough-ALL";

const rows = (page: Page, table: "pt-buy" | "pt-sell" | "pt-matched") =>
  page.getByTestId(table).locator("tbody tr");

/** The matched table's totals as the page shows them. */
async function totals(page: Page): Promise<{ volume: string; value: string }> {
  return {
    volume: (await page.getByTestId("pt-total-volume").textContent()) ?? "",
    value: (await page.getByTestId("pt-total-value").textContent()) ?? "",
  };
}

test.describe("put-through board", () => {
  test("lists the day's adverts and deals with the matched totals of the server", async ({
    page,
    request,
  }) => {
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(page.getByTestId("pt-board")).toBeVisible();
    await expect(rows(page, "pt-matched").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("stock-board")).toHaveCount(0);

    // Each deal row: symbol, price ×1000, volume, value in billions, time.
    const first = rows(page, "pt-matched").first();
    await expect(first.locator('[data-field="time"]')).toHaveText(/^\d\d:\d\d:\d\d$/);
    expect(boardNumber((await first.locator('[data-field="price"]').textContent()) ?? "")).toBeGreaterThan(0);
    // Adverts carry the member firm on three digits.
    const advert = rows(page, "pt-buy").or(rows(page, "pt-sell")).first();
    if ((await advert.count()) > 0) await expect(advert.locator('[data-field="firm"]')).toHaveText(/^\d{3}$/);

    // The totals agree with the server's own (allowing a deal between the two reads).
    const answer = (await (
      await request.get(`/api/datafeed/getlistptdata/ALL`)
    ).json()) as PutThroughBoardAnswer;
    const server = { value: answer.totalValue, volume: answer.totalVolume };
    await expect
      .poll(async () => (await totals(page)).volume, { timeout: 15_000 })
      .toBe(formatPutThroughVolume(server));
    expect((await totals(page)).value).toBe(formatPutThroughValue(server));

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, "put-through.png") });
  });

  test("a live deal goes on top of the matched table and grows the totals", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(rows(page, "pt-matched").first()).toBeVisible({ timeout: 30_000 });
    const countBefore = await rows(page, "pt-matched").count();
    const before = await totals(page);
    const started = Date.now();
    // The demo market posts a deal every several seconds at speed 2; allow a minute and a half.
    await expect
      .poll(async () => rows(page, "pt-matched").count(), { timeout: 90_000, intervals: [500] })
      .toBeGreaterThan(countBefore);
    test
      .info()
      .annotations.push({ type: "first live deal after", description: `${Date.now() - started} ms` });
    // The totals may follow the new row by a frame: wait for them, a few seconds at most.
    await expect
      .poll(async () => boardNumber((await totals(page)).volume) ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(boardNumber(before.volume) ?? 0);
    const after = await totals(page);
    expect(boardNumber(after.value) ?? 0).toBeGreaterThanOrEqual(boardNumber(before.value) ?? 0);
  });

  test("a floor's board lists only its floor and links to the others", async ({ page }) => {
    await page.goto("/chung-khoan/putThrough-HOSE");
    await expect(page.getByTestId("pt-board")).toHaveAttribute("data-floor", "HOSE");
    await page.getByTestId("pt-floor-ALL").click();
    await expect(page).toHaveURL(/\/chung-khoan\/putThrough-ALL$/);
    await expect(page.getByTestId("pt-board")).toHaveAttribute("data-floor", "ALL");
  });

  test("survives a reconnect: the board reloads and keeps the server's totals", async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto(`/chung-khoan/${MENU}`);
    await expect(rows(page, "pt-matched").first()).toBeVisible({ timeout: 30_000 });
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");

    await page.context().setOffline(true);
    await expect(status).not.toHaveText("CONNECTED", { timeout: 60_000 });
    await page.context().setOffline(false);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });

    await expect(rows(page, "pt-matched").first()).toBeVisible();
    await expect
      .poll(
        async () => {
          const answer = (await (
            await request.get(`/api/datafeed/getlistptdata/ALL`)
          ).json()) as PutThroughBoardAnswer;
          return (
            (await totals(page)).volume === formatPutThroughVolume({ value: 0, volume: answer.totalVolume })
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });
});
