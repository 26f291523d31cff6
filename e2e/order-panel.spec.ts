/**
 * The order panel (issue 16; order-entry §2–§9, accounts-session §2–§4): a demo customer logs in
 * through the header, the panel opens beside the board, a click on an offer price opens a buy
 * ticket at that price with 100 shares; the customer lowers the price to the floor (so the order
 * rests), places it with the PIN through the confirmation, sees it pending in the order book,
 * cancels it there and sees it cancelled. Then the open panel is photographed at 1280, 1366 and
 * 1920 px in both languages (test-results/screenshots/order-panel-{lang}-{width}.png). A stock
 * stop order goes from the conditional drop-down to the conditional book and is cancelled there,
 * its form and the book photographed at 1366 px in both languages.
 */
import { expect, test, type Page } from "@playwright/test";
import { cell, row } from "./support/board";
import { loginAs, quietSmartOtpGuide } from "./support/login";
import { shoot } from "./support/screenshots";

const USER = "058C000001";
const NAME = "Nguyễn Văn An";
const PIN = "123456";
const SYMBOL = "FPT";

/** The panel's texts (trading.lazy.i18n.ts registers itself with i18next, so it is not imported here). */
const TEXT = {
  pending: "Chờ khớp",
  noFills: "Chưa có giao dịch khớp.",
  cancelled: "Đã hủy",
  orderTab: { vi: "Đặt lệnh", en: "Order" },
  // The demo day runs inside continuous trading (e2e/README.md).
  derivativesContinuous: "Thị trường phái sinh: Khớp lệnh liên tục",
} as const;

async function signIn(page: Page, user = USER, name = NAME): Promise<void> {
  await quietSmartOtpGuide(page, user);
  await page.goto("/chung-khoan/VN30");
  await expect(row(page, SYMBOL)).toBeVisible();
  await loginAs(page, user, name);
  // A login made in this tab opens the panel beside the board.
  await expect(page.getByTestId("order-panel")).toBeVisible();
}

test("a limit buy from a price click: placed, pending in the order book, cancelled", async ({ page }) => {
  // A login, an order, a cancel and their answers on a small shared machine.
  test.setTimeout(150_000);
  await signIn(page);
  const panel = page.getByTestId("order-panel");

  // The best offer opens a buy ticket at its price, 100 shares (price-board §9).
  const offer = cell(row(page, SYMBOL), "price4");
  await expect(offer).not.toHaveText("");
  await offer.click();
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(SYMBOL);
  await expect(ticket.getByTestId("ticket-side-B")).toHaveAttribute("aria-checked", "true");
  await expect(ticket.getByTestId("ticket-volume")).toHaveValue("100");
  await expect(ticket.getByTestId("ticket-price")).not.toHaveValue("");
  await expect(ticket.getByTestId("buying-power")).not.toHaveText("–");
  await expect(ticket.getByTestId("max-buy")).not.toHaveText("–");

  // At the floor the order rests on the book.
  const floor = (await ticket.locator(".price-floor").textContent())?.replaceAll(",", "") ?? "";
  expect(Number(floor)).toBeGreaterThan(0);
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-submit").click();
  // Without the PIN the first failing rule's warning shows (empty-pin).
  await expect(page.getByTestId("toast-warning")).toBeVisible();
  await ticket.getByTestId("ticket-pin").fill(PIN);
  await ticket.getByTestId("ticket-pin").press("Enter");

  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(SYMBOL);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("toast-success").first()).toContainText("Gửi yêu cầu đặt lệnh thành công");

  // The order book shows it pending, with edit and cancel.
  await panel.getByTestId("order-tab-book").click();
  const book = panel.getByTestId("order-book");
  const order = book.locator('tr[data-symbol-order="FPT"]').first();
  await expect(order).toBeVisible();
  await expect(order).toContainText(TEXT.pending);
  await expect(order.getByRole("button", { name: /^Hủy lệnh/ })).toBeVisible();
  await shoot(page, "order-panel-book");

  // Its fills: none yet.
  await order.getByRole("button", { expanded: false }).click();
  await expect(book.getByText(TEXT.noFills)).toBeVisible();

  await order.getByRole("button", { name: /^Hủy lệnh/ }).click();
  const cancel = page.getByTestId("cancel-order");
  await expect(cancel).toBeVisible();
  await cancel.getByTestId("cancel-pin").fill(PIN);
  await cancel.getByTestId("cancel-order-submit").click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText("Gửi yêu cầu hủy lệnh thành công")).toBeVisible();
  await expect(order).toContainText(TEXT.cancelled);
  await expect(order.getByRole("button", { name: /^Hủy lệnh/ })).toHaveCount(0);
});

test("the open panel at 1280, 1366 and 1920 px in Vietnamese and English", async ({ page }) => {
  await signIn(page);
  await cell(row(page, SYMBOL), "price4").click();
  await expect(page.getByTestId("stock-ticket").getByTestId("ticket-symbol")).toHaveValue(SYMBOL);
  for (const language of ["vi", "en"] as const) {
    if (language === "en") await page.getByTestId("language-toggle").click();
    await expect(page.getByTestId("order-tab-order")).toHaveText(TEXT.orderTab[language]);
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // The panel sits beside the board, whole on screen.
      const box = await page.getByTestId("order-panel").boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await shoot(page, `order-panel-${language}-${width}`);
    }
  }
  // The other tabs at 1366 px, in English: holdings with their TOTAL row, then the assets.
  await page.setViewportSize({ width: 1366, height: 900 });
  const panel = page.getByTestId("order-panel");
  await panel.getByTestId("order-tab-portfolio").click();
  await expect(panel.getByTestId("holding-TOTAL")).toBeVisible();
  await expect(panel.getByTestId("holding-FPT")).toBeVisible();
  await shoot(page, "order-panel-portfolio");
  await panel.getByTestId("order-tab-asset").click();
  await expect(panel.getByTestId("asset-total_asset")).toBeVisible();
  await shoot(page, "order-panel-asset");
  // Collapsed to its strip, the board takes the room back.
  await panel.getByTestId("order-panel-collapse").click();
  await expect(panel.getByTestId("order-panel-expand")).toBeVisible();
  await shoot(page, "order-panel-collapsed");
});

test("a derivatives account gets the LONG/SHORT ticket and places a limit LONG", async ({ page }) => {
  test.setTimeout(150_000);
  // The derivatives customer's default account ends in 8 (docs/security.md).
  await signIn(page, "058C000005", "Hoàng Thu Hà");
  const panel = page.getByTestId("order-panel");
  await expect(panel.getByTestId("panel-account")).toHaveValue("058C0000058");
  const ticket = panel.getByTestId("derivative-ticket");
  await expect(ticket.getByTestId("ticket-contract")).not.toHaveValue("");
  await expect(ticket.getByTestId("ticket-quote")).toBeVisible();
  await expect(ticket.getByTestId("ticket-market-status")).toHaveText(TEXT.derivativesContinuous);
  await expect(ticket.getByTestId("max-buy")).not.toHaveText("–");
  const floor = (await ticket.locator(".price-floor").textContent())?.replaceAll(",", "") ?? "";
  expect(Number(floor)).toBeGreaterThan(0);
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-volume").fill("1");
  await ticket.getByTestId("ticket-pin").fill(PIN);
  await shoot(page, "order-panel-derivative");
  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toContainText("LONG");
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(page.getByText("Gửi yêu cầu đặt lệnh thành công")).toBeVisible();
  await panel.getByTestId("order-tab-book").click();
  const order = panel.getByTestId("order-book").locator("tbody tr").first();
  await expect(order).toContainText("LONG");

  // Cancelled again: the exchange refuses an opposite order while one is open (market-rules §7,
  // self-trading), and later specs close this account's positions with SHORTs.
  await order.getByRole("button", { name: /^Hủy lệnh/ }).click();
  const cancel = page.getByTestId("cancel-order");
  await cancel.getByTestId("cancel-pin").fill(PIN);
  await cancel.getByTestId("cancel-order-submit").click();
  await expect(page.getByText("Gửi yêu cầu hủy lệnh thành công")).toBeVisible();
  await expect(order.getByRole("button", { name: /^Hủy lệnh/ })).toHaveCount(0);
});

test("a stock stop order: placed from the conditional drop-down, seen in the conditional book, cancelled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const panel = page.getByTestId("order-panel");
  await cell(row(page, SYMBOL), "price4").click();
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(SYMBOL);

  // A sell stop at the floor, triggered at or below the floor: it waits (the test market never falls there).
  await ticket.getByTestId("ticket-side-S").click();
  await ticket.getByTestId("ticket-kind").selectOption("stop");
  await expect(ticket.getByTestId("ticket-kind-help")).toBeVisible();
  const floor = (await ticket.locator(".price-floor").textContent())?.replaceAll(",", "") ?? "";
  expect(Number(floor)).toBeGreaterThan(0);
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-volume").fill("100");
  await ticket.getByTestId("ticket-triggerPrice").fill(floor);
  await ticket.getByTestId("ticket-relation").click();
  await expect(ticket.getByTestId("ticket-relation")).toHaveText("≤");
  await ticket.getByTestId("ticket-pin").fill(PIN);
  await shoot(page, "order-panel-conditional-vi");

  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toContainText("Lệnh dừng");
  await expect(confirm).toContainText(`≤ ${floor}`);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Gửi yêu cầu đặt lệnh thành công").first()).toBeVisible();

  // The conditional book lists it, waiting for its trigger, with cancel and edit.
  await panel.getByTestId("order-tab-book").click();
  await panel.getByTestId("book-conditional").click();
  const book = panel.getByTestId("conditional-book");
  const stop = book.locator('tr[data-symbol-order="FPT"]').first();
  await expect(stop).toContainText("Chờ kích hoạt");
  await expect(stop).toContainText(`≤ ${floor}`);
  await shoot(page, "order-panel-conditional-book-vi");

  // The same in English, then the form again.
  await page.getByTestId("language-toggle").click();
  await expect(stop).toContainText("Pending trigger");
  await shoot(page, "order-panel-conditional-book-en");
  await panel.getByTestId("order-tab-order").click();
  await ticket.getByTestId("ticket-kind").selectOption("stop");
  await expect(ticket.getByTestId("ticket-conditional")).toContainText("Trigger price");
  await shoot(page, "order-panel-conditional-en");

  // Cancelled with the PIN.
  await panel.getByTestId("order-tab-book").click();
  await panel.getByTestId("book-conditional").click();
  await stop.getByRole("button", { name: /^Cancel conditional order/ }).click();
  const cancel = page.getByTestId("conditional-cancel");
  await cancel.getByTestId("conditional-cancel-pin").fill(PIN);
  await cancel.getByTestId("conditional-cancel-submit").click();
  await expect(cancel).toBeHidden();
  await expect(stop).toContainText("Canceled");
  await expect(stop.getByRole("button", { name: /^Cancel conditional order/ })).toHaveCount(0);
  await page.getByTestId("language-toggle").click();
});
