/**
 * Units (hardening issue, screens): each board states its own units in the footer, and a bond's
 * volume reads the same on the put-through board as on the bond boards (whole bonds).
 */
import { expect, test } from "@playwright/test";
import type { PutThroughBoardAnswer, StockDictionaryEntry } from "@bangia/market";
import { openBoard } from "./support/board";

test("the footer states the units of the board on screen", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const note = page.getByTestId("units-note");
  await openBoard(page, "VN30");
  await expect(note).toHaveText("Giá ×1000 VNĐ, khối lượng ×10");
  await openBoard(page, "derivative-INDEX");
  await expect(note).toHaveText("Giá theo điểm chỉ số, khối lượng theo hợp đồng");
  await openBoard(page, "trai-phieu-rieng-le");
  await expect(note).toHaveText(/khối lượng theo trái phiếu/);
  await page.getByTestId("language-toggle").click();
  await expect(note).toHaveText("Prices ×1000 VND, volume in bonds, value in million VND");
});

test("a bond's put-through volume is in whole bonds, as on the bond boards", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const stocks = (await (
    await page.request.get("/api/datafeed/getlistallstock")
  ).json()) as StockDictionaryEntry[];
  const bonds = new Set(stocks.filter((stock) => stock.type === "T").map((stock) => stock.stock_code));
  await openBoard(page, "putThrough-ALL");
  // The simulated market advertises bonds from the start of the day; read one from the snapshot.
  let deal: { sym: string; volume: number } | undefined;
  await expect
    .poll(async () => {
      const answer = (await (
        await page.request.get("/api/datafeed/getlistptdata/ALL")
      ).json()) as PutThroughBoardAnswer;
      deal = [...answer.buy, ...answer.sell, ...answer.matched].find(
        (entry) => bonds.has(entry.sym) && entry.volume >= 10,
      );
      return deal !== undefined;
    })
    .toBe(true);
  if (deal === undefined) return;
  const volumes = page.locator(`tr[data-symbol="${deal.sym}"] [data-field="volume"]`);
  await expect(volumes.first()).toBeVisible();
  // Whole bonds, never the tens of shares ("7" for 70 bonds).
  const texts = await volumes.allTextContents();
  expect(texts).toContain(deal.volume.toLocaleString("en-US"));
});
