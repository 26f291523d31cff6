/**
 * The order panel's later features (issue 16), against the live simulated market: remember-order
 * (the ticket keeps the order's fields after it is placed and starts from them after a reload); an
 * advance order held until the next session, listed by the book's type filter and cancelled;
 * closing a futures position from the derivative portfolio (Close fills the opposite ticket for
 * the whole position, placed it goes flat); a conditional order's detail view from its book row;
 * the panel at 1,366 px floating over the board's right-hand columns without hiding what the
 * ticket is worked against, and its collapsed bar. Then the panel's four tabs (the margin
 * account's assets too) photographed at 1,366 and 1,920 px in both languages
 * (test-results/screenshots/panel-{tab}-{lang}-{width}.png).
 *
 * A resting order sits at the floor, where the test market does not go; each test cancels what
 * it leaves resting, so the customers' cash is as the other specs expect it.
 */
import { join } from "node:path";
import {
  conditionalOrderStatusLabel,
  normalOrderStatusLabel,
  ORDER_REQUEST_SENT,
  type Language,
} from "@bangia/market";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cell, row, stockBoard } from "./support/board";
import { SCREENSHOTS_DIR } from "./support/environment";
import { shoot } from "./support/screenshots";
import {
  bookCell,
  CUSTOMERS,
  DEMO_PIN,
  figure,
  newOrderRow,
  openTab,
  placeTicket,
  quotePrice,
  restAtFloor,
  signIn,
} from "./support/trading";

/** The panel's own texts the tests read (trading.lazy.i18n.ts). */
const TEXT = {
  stopKind: "Lệnh dừng (Stop)",
  sell: "Bán",
  relationLTEQ: "Giá khớp ≤ giá kích hoạt",
  tabs: {
    vi: { order: "Đặt lệnh", book: "Sổ lệnh", portfolio: "Danh mục", asset: "Tài sản" },
    en: { order: "Order", book: "Order book", portfolio: "Portfolio", asset: "Assets" },
  },
} as const;

/** A buy ticket of `symbol` from its best offer on the board. */
async function ticketFor(page: Page, panel: Locator, symbol: string): Promise<Locator> {
  const offer = cell(row(page, symbol), "price4");
  await expect(offer).toHaveText(/\d/);
  await offer.click();
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(symbol);
  return ticket;
}

/** Cancels a resting order of the normal book with the PIN and waits for it to show cancelled. */
async function cancelOrder(page: Page, panel: Locator, order: Locator, language: Language = "vi") {
  await openTab(panel, "book");
  await order.getByRole("button", { name: language === "vi" ? /^Hủy lệnh/ : /^Cancel order/ }).click();
  const cancel = page.getByTestId("cancel-order");
  await cancel.getByTestId("cancel-pin").fill(DEMO_PIN);
  await cancel.getByTestId("cancel-order-submit").click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.cancel[language] }),
  ).not.toHaveCount(0);
}

test("remember order: the ticket keeps the placed order's fields, and starts from them after a reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "VPB";
  const panel = await signIn(page, CUSTOMERS.cash);
  const ticket = await ticketFor(page, panel, SYMBOL);
  const remember = ticket.getByTestId("ticket-remember-order");
  await expect(remember).not.toBeChecked();
  await remember.check();

  // A resting buy of 200 at the floor.
  const floor = await restAtFloor(page, ticket, SYMBOL, 200);

  // Placed: the form is as it was (side, symbol, price, volume); the PIN is not remembered.
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(SYMBOL);
  await expect(ticket.getByTestId("ticket-side-B")).toHaveAttribute("aria-checked", "true");
  await expect(ticket.getByTestId("ticket-price")).toHaveValue(floor);
  await expect(ticket.getByTestId("ticket-volume")).toHaveValue("200");
  await expect(ticket.getByTestId("ticket-pin")).toHaveValue("");
  await expect(remember).toBeChecked();
  // The order went out with those terms.
  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 2)).toHaveText(floor);

  // After a reload (the session stays), the panel opened from the toolbar starts from the order.
  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText(CUSTOMERS.cash.name);
  await expect(row(page, SYMBOL)).toBeVisible();
  await page.getByTestId("order-panel-toggle").click();
  await expect(panel).toBeVisible();
  await openTab(panel, "order");
  const again = panel.getByTestId("stock-ticket");
  await expect(again.getByTestId("ticket-symbol")).toHaveValue(SYMBOL);
  await expect(again.getByTestId("ticket-side-B")).toHaveAttribute("aria-checked", "true");
  await expect(again.getByTestId("ticket-price")).toHaveValue(floor);
  await expect(again.getByTestId("ticket-volume")).toHaveValue("200");
  await expect(again.getByTestId("ticket-remember-order")).toBeChecked();
  await expect(again.getByTestId("ticket-pin")).toHaveValue("");

  // The order left resting is cancelled.
  await cancelOrder(page, panel, order);
});

test("an advance order: placed ticked (its toast follows a language switch), it waits among the advance orders with Cancel only; cancelled, it shows cancelled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "MBB";
  const panel = await signIn(page, CUSTOMERS.cash);
  const ticket = await ticketFor(page, panel, SYMBOL);
  await ticket.getByTestId("ticket-advance").check();
  // The desk holds it until the venue's next session opens, whatever its price.
  const floor = await restAtFloor(page, ticket, SYMBOL);
  // Its toast follows the language switched while it shows (docs/web.md, "Toasts follow the language").
  await page.getByTestId("language-toggle").click();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.place.en }),
  ).not.toHaveCount(0);
  await page.getByTestId("language-toggle").click();

  await openTab(panel, "book");
  await panel.getByTestId("order-book-product").selectOption("advance");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 2)).toHaveText(floor);
  await expect(bookCell(order, 4)).toHaveText(normalOrderStatusLabel("0", "vi"));
  await expect(order.getByRole("button", { name: /^Sửa lệnh/ })).toHaveCount(0);
  // Day orders leave it out.
  const orderNo = (await order.getAttribute("data-testid")) ?? "";
  await panel.getByTestId("order-book-product").selectOption("daily");
  await expect(panel.getByTestId(orderNo)).toHaveCount(0);

  await panel.getByTestId("order-book-product").selectOption("advance");
  await cancelOrder(page, panel, panel.getByTestId(orderNo));
  await expect(bookCell(panel.getByTestId(orderNo), 4)).toHaveText(normalOrderStatusLabel("4", "vi"), {
    timeout: 20_000,
  });
});

test("derivatives: Close on a position fills the opposite ticket for all of it; placed, the position goes flat", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const panel = await signIn(page, CUSTOMERS.derivatives);
  await expect(panel.getByTestId("panel-account")).toHaveValue(`${CUSTOMERS.derivatives.user}8`);
  const ticket = panel.getByTestId("derivative-ticket");
  const contract = ticket.getByTestId("ticket-contract");
  await expect(contract).not.toHaveValue("");
  const contracts = await contract.locator("option").allTextContents();
  const front = contracts.filter((code) => /^VN30F\d{4}$/.test(code)).sort()[0] ?? "";
  expect(front).not.toBe("");
  await contract.selectOption(front);

  const position = panel.getByTestId(`position-${front}`);
  /** The net position of the front month: LONG above 0, SHORT below, 0 without a row. */
  const netOf = async () => {
    await openTab(panel, "portfolio");
    const table = panel.getByTestId("portfolio");
    await expect(table.locator("tbody tr").first()).not.toHaveText("Đang tải…");
    if ((await position.count()) === 0) return 0;
    const text = (await position.locator("td").nth(1).textContent()) ?? "";
    return (text.includes("SHORT") ? -1 : 1) * figure(text);
  };

  // A LONG of 1 at the ceiling matches the best offers now: a position to close. Back on the
  // order tab the ticket starts fresh (accounts-session §2): the contract is chosen again.
  await openTab(panel, "order");
  await contract.selectOption(front);
  await ticket.getByTestId("ticket-side-B").click();
  await ticket.getByTestId("ticket-price").fill(Number(await quotePrice(ticket, "ceiling")).toFixed(1));
  await ticket.getByTestId("ticket-volume").fill("1");
  await placeTicket(page, ticket, front);
  await expect(
    page.getByTestId("toast-success").filter({ hasText: `Khớp 1 ${front} lệnh LONG giá` }),
  ).not.toHaveCount(0, { timeout: 20_000 });
  await expect.poll(netOf, { timeout: 20_000 }).not.toBe(0);
  const net = await netOf();
  await expect(position.locator("td").nth(1)).toContainText(net > 0 ? "LONG" : "SHORT");

  // Close: the order tab, the same contract, the opposite side, |net| contracts, the last price.
  await position.getByTestId(`close-${front}`).click();
  await expect(panel.getByTestId("order-tab-order")).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByTestId("panel-account")).toHaveValue(`${CUSTOMERS.derivatives.user}8`);
  await expect(ticket.getByTestId("ticket-contract")).toHaveValue(front);
  await expect(ticket.getByTestId(`ticket-side-${net > 0 ? "S" : "B"}`)).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(ticket.getByTestId("ticket-volume")).toHaveValue(String(Math.abs(net)));
  await expect(ticket.getByTestId("ticket-price")).toHaveValue(/^\d[\d.,]*$/);
  // The contract's last price when Close was pressed; the quote strip's last may have ticked since.
  const closePrice = figure(await ticket.getByTestId("ticket-price").inputValue());
  const last = figure(await ticket.getByTestId("ticket-last").textContent());
  expect(Math.abs(closePrice - last), `close price ${closePrice} against last ${last}`).toBeLessThanOrEqual(
    2,
  );
  // Nothing is sent by Close itself.
  await expect(page.getByTestId("confirm-order")).toHaveCount(0);

  // MTL (one chip) so it matches the resting side now; placed with the PIN and confirmed.
  await ticket.getByRole("button", { name: "MTL", exact: true }).click();
  await expect(ticket.getByTestId("ticket-price")).toHaveValue("MTL");
  const closing = net > 0 ? "SHORT" : "LONG";
  await ticket.getByTestId("ticket-pin").fill(DEMO_PIN);
  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toContainText(front);
  await expect(confirm).toContainText(closing);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden({ timeout: 15_000 });
  await expect(
    page
      .getByTestId("toast-success")
      .filter({ hasText: `Khớp ${Math.abs(net)} ${front} lệnh ${closing} giá` }),
  ).not.toHaveCount(0, { timeout: 20_000 });

  // Flat: no position left on the contract, so no Close either.
  await expect.poll(netOf, { timeout: 20_000 }).toBe(0);
  await expect(panel.getByTestId(`close-${front}`)).toHaveCount(0);
});

test("a conditional order's detail: a row of the conditional book opens it with the order's fields", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "HPG";
  const panel = await signIn(page, CUSTOMERS.cash);
  const ticket = await ticketFor(page, panel, SYMBOL);

  // A sell stop at the floor, triggered at or below the floor: it waits.
  await ticket.getByTestId("ticket-side-S").click();
  await ticket.getByTestId("ticket-kind").selectOption("stop");
  const floor = await quotePrice(ticket, "floor");
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-volume").fill("100");
  await ticket.getByTestId("ticket-triggerPrice").fill(floor);
  await ticket.getByTestId("ticket-relation").click();
  await expect(ticket.getByTestId("ticket-relation")).toHaveText("≤");
  await placeTicket(page, ticket, SYMBOL);

  await openTab(panel, "book");
  await panel.getByTestId("book-conditional").click();
  const stop = panel.getByTestId("conditional-book").locator(`tr[data-symbol-order="${SYMBOL}"]`).first();
  await expect(stop).toContainText(`≤ ${floor}`);
  const legId = ((await stop.getAttribute("data-testid")) ?? "").slice("conditional-".length);
  expect(legId).not.toBe("");
  const opener = stop.getByTestId(`open-detail-${legId}`);
  const orderId = /(\S+)$/.exec((await opener.getAttribute("aria-label")) ?? "")?.[1] ?? "";
  expect(orderId).not.toBe("");

  // The symbol opens the detail: every field under its label, the order's own values in them.
  await opener.click();
  const detail = page.getByTestId("conditional-detail");
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(`Chi tiết lệnh điều kiện ${orderId}`);
  const fields = detail.getByTestId(`conditional-detail-${legId}`);
  const field = (name: string) => fields.locator(`[data-field="${name}"] dd`);
  await expect(field("orderId")).toHaveText(orderId);
  await expect(field("legId")).toHaveText(legId);
  await expect(field("account")).toHaveText(`${CUSTOMERS.cash.user}1`);
  await expect(field("symbol")).toHaveText(SYMBOL);
  await expect(field("side")).toHaveText(TEXT.sell);
  await expect(field("type")).toHaveText(TEXT.stopKind);
  await expect(field("quantity")).toHaveText("100");
  await expect(field("priceType")).toHaveText("LO");
  await expect(field("placedPrice")).toHaveText(floor);
  await expect(field("trigger")).toHaveText(`${TEXT.relationLTEQ} ${floor}`);
  await expect(field("status")).toHaveText(conditionalOrderStatusLabel("PENDING_TRIGGER", "vi"));
  await expect(field("validTo")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // What a stop does not carry shows "—".
  await expect(field("spread")).toHaveText("—");
  await expect(fields.locator("dt")).toHaveCount(25);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // A click elsewhere on the row opens it too; Close closes it.
  await stop.locator("td").nth(3).click();
  await expect(detail).toBeVisible();
  await expect(field("orderId")).toHaveText(orderId);
  await detail.getByTestId("conditional-detail-close").click();
  await expect(detail).toBeHidden();

  // Cancelled, so it does not hold the shares.
  await stop.getByRole("button", { name: /^Hủy lệnh điều kiện/ }).click();
  const cancel = page.getByTestId("conditional-cancel");
  await cancel.getByTestId("conditional-cancel-pin").fill(DEMO_PIN);
  await cancel.getByTestId("conditional-cancel-submit").click();
  await expect(cancel).toBeHidden();
  await expect(stop.locator("td").nth(3)).toContainText(conditionalOrderStatusLabel("CANCELED", "vi"), {
    timeout: 15_000,
  });
});

/** The board's columns a ticket is worked against (docs/web.md "Where the panel sits"). */
const WORKED_FIELDS = [
  "sym",
  "r",
  "c",
  "f",
  "price3",
  "vol3",
  "price2",
  "vol2",
  "price1",
  "vol1",
  "lastPrice",
  "lastVolume",
  "price4",
  "vol4",
  "price5",
  "vol5",
  "price6",
  "vol6",
] as const;

/** The right edge of each of `fields` in a board row. */
function rightEdges(boardRow: Locator, fields: readonly string[]): Promise<Record<string, number>> {
  return boardRow.evaluate((element, names) => {
    const edges: Record<string, number> = {};
    for (const name of names) {
      const box = element.querySelector(`[data-field="${name}"]`)?.getBoundingClientRect();
      edges[name] = box === undefined ? Number.NaN : box.right;
    }
    return edges;
  }, fields);
}

test("at 1,366 px the panel floats over the board's right-hand columns, the worked ones in view; collapsed it is a bar under the board", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const SYMBOL = "ACB";
  const board = stockBoard(page);
  const boardRow = row(page, SYMBOL);
  const panel = await signIn(page, CUSTOMERS.cash);
  await ticketFor(page, panel, SYMBOL);

  // Floating: whole on screen, over the board's right edge, and the board keeps its width.
  const panelBox = await panel.boundingBox();
  const boardBox = await board.boundingBox();
  if (panelBox === null || boardBox === null) throw new Error("no box for the panel or the board");
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1366);
  expect(panelBox.width).toBeGreaterThanOrEqual(330);
  expect(boardBox.x + boardBox.width).toBeGreaterThan(panelBox.x);
  expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe("absolute");

  // Symbol, reference, ceiling, floor, the three bids, the match and the three offers end left
  // of the panel, and the board has no sideways scroll.
  const edges = await rightEdges(boardRow, WORKED_FIELDS);
  for (const field of WORKED_FIELDS) {
    expect(edges[field], `${field} is drawn`).not.toBeNaN();
    expect(edges[field], `${field} ends left of the panel (${panelBox.x})`).toBeLessThanOrEqual(panelBox.x);
  }
  const scroll = await board.evaluate((element) => {
    let node: Element | null = element;
    let sideways = false;
    while (node !== null) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible")
        sideways = true;
      node = node.parentElement;
    }
    return sideways;
  });
  expect(scroll, "no sideways scroll around the board at 1,366 px").toBe(false);
  await shoot(page, "panel-floating-1366");

  // Collapsed: a 24 px bar under the board, as wide as the page's workspace; the board's
  // last column is on screen again, nothing over it.
  const boardWidthOpen = boardBox.width;
  await panel.getByTestId("order-panel-collapse").click();
  const expand = panel.getByTestId("order-panel-expand");
  await expect(expand).toBeVisible();
  const bar = await panel.boundingBox();
  const boardCollapsed = await board.boundingBox();
  if (bar === null || boardCollapsed === null) throw new Error("no box for the bar or the board");
  expect(bar.height).toBeLessThanOrEqual(26);
  expect(bar.width).toBeGreaterThan(1300);
  expect(bar.y).toBeGreaterThanOrEqual(boardCollapsed.y + boardCollapsed.height - 1);
  expect(bar.y + bar.height).toBeLessThanOrEqual(800);
  expect(boardCollapsed.width).toBeGreaterThanOrEqual(boardWidthOpen - 1);
  const lastColumn = await rightEdges(boardRow, ["fRoom"]);
  expect(lastColumn["fRoom"]).toBeLessThanOrEqual(1366);
  await shoot(page, "panel-collapsed-1366");

  // The bar's button brings the panel back, floating again.
  await expand.click();
  await expect(panel.getByTestId("order-panel-collapse")).toBeVisible();
  expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe("absolute");
});

test("screenshots: the panel's four tabs at 1,366 and 1,920 px in vi and en, the margin account's assets too", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const SYMBOL = "VNM";
  const MARGIN_ACCOUNT = `${CUSTOMERS.margin.user}3`;
  const panel = await signIn(page, CUSTOMERS.margin);
  await expect(panel.getByTestId("panel-account")).toHaveValue(`${CUSTOMERS.margin.user}1`);

  // An order resting in the book, so the book has a row with its actions.
  await restAtFloor(page, await ticketFor(page, panel, SYMBOL), SYMBOL);
  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);

  const settle = async (tab: "order" | "book" | "portfolio" | "asset") => {
    if (tab === "book") await expect(order).toBeVisible();
    if (tab === "portfolio") await expect(panel.getByTestId("holding-TOTAL")).toBeVisible();
    if (tab === "asset") await expect(panel.getByTestId("asset-total_asset").locator("dd")).toHaveText(/\d/);
  };
  // What the panel cuts: a scroller inside it that scrolls sideways, or a control or cell that
  // ends past the panel's right edge.
  const cut: string[] = [];
  const checkCut = async (name: string) => {
    const found = await panel.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      const problems: string[] = [];
      for (const node of element.querySelectorAll<HTMLElement>("*")) {
        const style = getComputedStyle(node);
        // (A visually hidden label is a 1 px clip: not a scroller.)
        if (
          node.clientWidth > 1 &&
          /(auto|scroll|hidden)/.test(style.overflowX) &&
          node.scrollWidth > node.clientWidth + 1
        )
          problems.push(
            `${node.className || node.tagName} scrolls ${node.scrollWidth - node.clientWidth} px sideways`,
          );
        if (
          node.matches("button, input, select, td, th, dd") &&
          node.getBoundingClientRect().right > right + 0.5
        )
          problems.push(
            `${node.tagName} "${(node.textContent ?? "").trim().slice(0, 20)}" ends past the panel`,
          );
      }
      return problems;
    });
    cut.push(...found.map((problem) => `${name}: ${problem}`));
  };
  const shootPanel = async (name: string) => {
    await checkCut(name);
    await shoot(page, name);
    const path = join(SCREENSHOTS_DIR, `${name}-panel.png`);
    await panel.screenshot({ path, animations: "disabled" });
  };
  for (const language of ["vi", "en"] as const) {
    if (language === "en") {
      await page.getByTestId("language-toggle").click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
    for (const width of [1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await openTab(panel, "order");
      await ticketFor(page, panel, SYMBOL);
      for (const tab of ["order", "book", "portfolio", "asset"] as const) {
        await openTab(panel, tab);
        await expect(panel.getByTestId(`order-tab-${tab}`)).toHaveText(TEXT.tabs[language][tab]);
        await settle(tab);
        const box = await panel.boundingBox();
        expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        await shootPanel(`panel-${tab}-${language}-${width}`);
      }
      // The margin account's assets: debt, ratio and call status.
      await panel.getByTestId("panel-account").selectOption(MARGIN_ACCOUNT);
      await expect(panel.getByTestId("asset-margin_status").locator("dd")).not.toHaveText("–");
      await shootPanel(`panel-asset-margin-${language}-${width}`);
      await panel.getByTestId("panel-account").selectOption(`${CUSTOMERS.margin.user}1`);
      await settle("asset");
    }
  }
  await page.getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await cancelOrder(page, panel, order);
  expect(cut, "nothing in the panel is cut or scrolls sideways").toEqual([]);
});
