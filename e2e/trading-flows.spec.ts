/**
 * The trading flows of issue 16, end to end against the live simulated market: a buy from a
 * board price that fills (fill toast, matched in the book, the holding at its cost, the cash down
 * by value and fee); a sale of a settled holding from the portfolio, in English; an amend and a
 * cancel of a resting order; a stock stop order the next trade triggers, its child matched; one
 * whose child rests at the floor, that activated order cancelled from the conditional book; a
 * LONG on the front-month VN30 future (margin in the assets, the position in the portfolio) closed
 * by an OCO whose take-profit fills and takes its stop-loss away; a margin account's ratio and
 * call status after a buy on margin; and the keyboard-only ticket (Ctrl+B, Tab, Enter).
 *
 * Prices that must fill are the day's ceiling for a buy and its floor for a sell: the order
 * matches the resting side at its prices (the simulated market makers keep tens of thousands of
 * shares on each of three levels of a VN30 name), and the band keeps it valid. A resting order
 * sits at the floor, where the test market does not go.
 */
import {
  conditionalOrderStatusLabel,
  formatPoints,
  normalOrderStatusLabel,
  ORDER_REQUEST_SENT,
  warningMessage,
  type Language,
} from "@bangia/market";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { cell, row } from "./support/board";
import { shoot } from "./support/screenshots";
import {
  assetFigure,
  bookCell,
  bookOrderNos,
  CUSTOMERS,
  DEMO_PIN,
  FEE_PPM,
  figure,
  fillsOf,
  holdingFigures,
  matchedAndVolume,
  newOrderRow,
  openTab,
  orderNoOf,
  placeTicket,
  priceVnd,
  quotePrice,
  restAtFloor,
  signIn,
} from "./support/trading";

const matched = (language: Language = "vi") => normalOrderStatusLabel("7", language);

/** The panel's own texts the flows read (trading.lazy.i18n.ts). */
const TEXT = {
  fill: {
    vi: (volume: string, symbol: string, side: string) => `Khớp ${volume} ${symbol} lệnh ${side} giá`,
    en: (volume: string, symbol: string, side: string) => `Matched ${volume} ${symbol} (${side}) at`,
  },
  side: { vi: { B: "Mua", S: "Bán" }, en: { B: "Buy", S: "Sell" } },
} as const;

/** Clicks a board price of `symbol` (price4: the best offer, a buy ticket) and answers the ticket. */
async function ticketFromBoard(
  page: Page,
  panel: Locator,
  symbol: string,
  field = "price4",
): Promise<Locator> {
  const price = cell(row(page, symbol), field);
  await expect(price).toHaveText(/\d/);
  const text = async () => ((await price.textContent()) ?? "").trim().replaceAll(",", "");
  const before = await text();
  await price.click();
  const after = await text();
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(symbol);
  // A price click fixes the ticket's price at the clicked one (price-board §9); the live offer
  // may move while the click lands, so it is the one shown just before or just after it.
  await expect
    .poll(async () => [before, after].includes(await ticket.getByTestId("ticket-price").inputValue()))
    .toBe(true);
  return ticket;
}

test("a buy from a board price fills: the fill toast, matched in the book, the holding at its cost, the fee off the cash", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "CTG";
  const panel = await signIn(page, CUSTOMERS.cash);

  // The cash before, from the asset tab.
  await openTab(panel, "asset");
  const cashBefore = await assetFigure(panel, "cash");
  expect(cashBefore).toBeGreaterThan(0);

  // The best offer opens a buy ticket at its price; the ceiling makes sure it fills now.
  const ticket = await ticketFromBoard(page, panel, SYMBOL);
  await expect(ticket.getByTestId("ticket-side-B")).toHaveAttribute("aria-checked", "true");
  await ticket.getByTestId("ticket-price").fill(await quotePrice(ticket, "ceiling"));
  await ticket.getByTestId("ticket-volume").fill("100");
  await placeTicket(page, ticket, SYMBOL);

  // The fill notice.
  await expect(
    page.getByTestId("toast-success").filter({ hasText: TEXT.fill.vi("100", SYMBOL, TEXT.side.vi.B) }),
  ).not.toHaveCount(0, { timeout: 20_000 });

  // Matched in the order book, 100 of 100, with no cancel left.
  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 4)).toHaveText(matched(), { timeout: 20_000 });
  expect(await matchedAndVolume(order)).toEqual({ matched: 100, volume: 100 });
  await expect(bookCell(order, 1)).toHaveText(TEXT.side.vi.B);
  await expect(order.getByRole("button", { name: /^Hủy lệnh/ })).toHaveCount(0);
  const fills = await fillsOf(panel, order);
  expect(fills.reduce((sum, fill) => sum + fill.volume, 0)).toBe(100);
  const value = fills.reduce((sum, fill) => sum + fill.volume * fill.price, 0);
  const cost = Math.round(value / 100);

  // The holding: 100 shares arriving (T+2), at the fills' average as its cost.
  await openTab(panel, "portfolio");
  const holding = panel.getByTestId(`holding-${SYMBOL}`);
  await expect(holding).toBeVisible({ timeout: 15_000 });
  const figures = await holdingFigures(holding);
  expect(figures).toMatchObject({ total: 100, available: 0, receiving: 100, cost });
  expect(figures.value).toBeGreaterThan(0);

  // The cash: down by the value and its 0.15% fee (rounded to the dong), nothing left on hold.
  await openTab(panel, "asset");
  const fee = Math.round((value * FEE_PPM) / 1_000_000);
  expect(fee).toBeGreaterThan(0);
  await expect.poll(() => assetFigure(panel, "cash"), { timeout: 15_000 }).toBe(cashBefore - value - fee);
  expect(await assetFigure(panel, "cash_block")).toBe(0);
});

test("in English: a settled holding sold from the portfolio, matched in the book", async ({ page }) => {
  test.setTimeout(180_000);
  const SYMBOL = "ACB";
  const panel = await signIn(page, CUSTOMERS.margin, "en");
  // The first account (sorted by code) is the cash account with the settled holdings.
  await expect(panel.getByTestId("panel-account")).toHaveValue(`${CUSTOMERS.margin.user}1`);
  await expect(panel.getByTestId("order-tab-portfolio")).toHaveText("Portfolio");

  await openTab(panel, "portfolio");
  const holding = panel.getByTestId(`holding-${SYMBOL}`);
  await expect(holding.locator("td").first()).toHaveText(/\d/);
  const { total, available } = await holdingFigures(holding);
  expect(available).toBeGreaterThanOrEqual(100);

  // Sell opens a sell ticket of the available shares; 100 of them at the floor fill now.
  await holding.getByTestId(`sell-${SYMBOL}`).click();
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(SYMBOL);
  await expect(ticket.getByTestId("ticket-side-S")).toHaveAttribute("aria-checked", "true");
  await expect(ticket.getByTestId("ticket-volume")).toHaveValue(String(available));
  await expect(ticket.getByTestId("ticket-submit")).toHaveText("Sell");
  await ticket.getByTestId("ticket-volume").fill("100");
  await ticket.getByTestId("ticket-price").fill(await quotePrice(ticket, "floor"));
  await placeTicket(page, ticket, SYMBOL, "en");
  await expect(
    page.getByTestId("toast-success").filter({ hasText: TEXT.fill.en("100", SYMBOL, TEXT.side.en.S) }),
  ).not.toHaveCount(0, { timeout: 20_000 });

  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 1)).toHaveText("Sell");
  await expect(bookCell(order, 4)).toHaveText(matched("en"), { timeout: 20_000 });
  expect(await matchedAndVolume(order)).toEqual({ matched: 100, volume: 100 });

  // The holding is 100 shares smaller.
  await openTab(panel, "portfolio");
  await expect.poll(async () => (await holdingFigures(holding)).total, { timeout: 15_000 }).toBe(total - 100);
});

test("a resting buy amended in the edit dialog, then cancelled", async ({ page }) => {
  test.setTimeout(180_000);
  const SYMBOL = "MWG";
  const panel = await signIn(page, CUSTOMERS.cash);

  const floor = await restAtFloor(page, await ticketFromBoard(page, panel, SYMBOL), SYMBOL);

  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 4)).toHaveText(normalOrderStatusLabel("1", "vi"));
  expect(await matchedAndVolume(order)).toEqual({ matched: 0, volume: 100 });
  await expect(bookCell(order, 2)).toHaveText(floor);

  // Edit: 100 → 200 shares (price and volume are never changed together).
  await order.getByRole("button", { name: /^Sửa lệnh/ }).click();
  const edit = page.getByTestId("edit-order");
  await expect(edit).toBeVisible();
  await expect(edit).toContainText("Xác nhận sửa lệnh");
  await expect(edit).toContainText(SYMBOL);
  await expect(edit.getByTestId("edit-price")).toHaveValue(floor);
  await expect(edit.getByTestId("edit-volume")).toHaveValue("100");
  await edit.getByTestId("edit-volume").fill("200");
  // The PIN per order, in the dialog's own field with its remember box: without one, empty-pin
  // and nothing sent.
  await expect(edit.getByTestId("edit-pin-remember")).not.toBeChecked();
  await edit.getByTestId("edit-pin").fill("");
  await edit.getByTestId("edit-order-submit").click();
  await expect(
    page.getByTestId("toast-warning").filter({ hasText: warningMessage("empty-pin", "vi") }),
  ).not.toHaveCount(0);
  await expect(edit).toBeVisible();
  await shoot(page, "edit-order-vi");
  await edit.getByTestId("edit-pin").fill(DEMO_PIN);
  await edit.getByTestId("edit-order-submit").click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.edit.vi }),
  ).not.toHaveCount(0);
  await expect.poll(() => matchedAndVolume(order), { timeout: 20_000 }).toEqual({ matched: 0, volume: 200 });
  await expect(bookCell(order, 4)).toHaveText(normalOrderStatusLabel("5", "vi"));
  // The cash on hold follows: 200 shares at the floor and their fee.
  await openTab(panel, "asset");
  const value = 200 * priceVnd(floor);
  await expect
    .poll(() => assetFigure(panel, "cash_block"), { timeout: 15_000 })
    .toBe(value + Math.ceil((value * FEE_PPM) / 1_000_000));

  // Cancel with the PIN: the amended order still rests on the book, so it can be cancelled.
  await openTab(panel, "book");
  const cancelButton = order.getByRole("button", { name: /^Hủy lệnh/ });
  await expect(cancelButton, "an amended order still open offers Cancel").toBeVisible();
  await cancelButton.click();
  const cancel = page.getByTestId("cancel-order");
  await cancel.getByTestId("cancel-pin").fill(DEMO_PIN);
  await cancel.getByTestId("cancel-order-submit").click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.cancel.vi }),
  ).not.toHaveCount(0);
  await expect(bookCell(order, 4)).toHaveText(normalOrderStatusLabel("4", "vi"), { timeout: 20_000 });
  await expect(order.getByRole("button", { name: /^(Hủy|Sửa) lệnh/ })).toHaveCount(0);
  await openTab(panel, "asset");
  await expect.poll(() => assetFigure(panel, "cash_block"), { timeout: 15_000 }).toBe(0);
});

test("a stock stop order the next trade triggers: triggered and matched in the conditional book, its child in the order book", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "MBB";
  const panel = await signIn(page, CUSTOMERS.cash);
  await openTab(panel, "book");
  const before = await bookOrderNos(panel, SYMBOL);

  // A buy stop triggered at or above the floor: the symbol's next continuous trade crosses it.
  // Its child buys 100 at the ceiling, so it fills.
  const ticket = await ticketFromBoard(page, panel, SYMBOL);
  await ticket.getByTestId("ticket-kind").selectOption("stop");
  await expect(ticket.getByTestId("ticket-kind-help")).toBeVisible();
  const floor = await quotePrice(ticket, "floor");
  const ceiling = await quotePrice(ticket, "ceiling");
  await ticket.getByTestId("ticket-price").fill(ceiling);
  await ticket.getByTestId("ticket-volume").fill("100");
  await ticket.getByTestId("ticket-triggerPrice").fill(floor);
  await expect(ticket.getByTestId("ticket-relation")).toHaveText("≥");
  await ticket.getByTestId("ticket-pin").fill(DEMO_PIN);
  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toContainText("Lệnh dừng");
  await expect(confirm).toContainText(`≥ ${floor}`);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.place.vi }),
  ).not.toHaveCount(0);

  // The conditional book: triggered, then its child matched (FILLED).
  await openTab(panel, "book");
  await panel.getByTestId("book-conditional").click();
  const stop = panel.getByTestId("conditional-book").locator(`tr[data-symbol-order="${SYMBOL}"]`).first();
  await expect(stop).toContainText(`≥ ${floor}`);
  await expect(stop.locator("td").nth(3)).toContainText(conditionalOrderStatusLabel("FILLED", "vi"), {
    timeout: 30_000,
  });
  await expect(stop.getByRole("button", { name: /^Hủy lệnh điều kiện/ })).toHaveCount(0);

  // The child: a new buy of 100 in the normal book, matched.
  await panel.getByTestId("book-normal").click();
  const child = await newOrderRow(panel, SYMBOL, before);
  await expect(bookCell(child, 1)).toHaveText(TEXT.side.vi.B);
  await expect(bookCell(child, 2)).toHaveText(ceiling);
  await expect(bookCell(child, 4)).toHaveText(matched(), { timeout: 20_000 });
  expect(await matchedAndVolume(child)).toEqual({ matched: 100, volume: 100 });
});

test("a stock stop whose child rests at the floor: the activated order cancelled from the conditional book, the child cancelled in the order book", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const SYMBOL = "TCB";
  const panel = await signIn(page, CUSTOMERS.cash);
  await openTab(panel, "book");
  const before = await bookOrderNos(panel, SYMBOL);

  // A buy stop triggered at or above the floor (the next trade fires it) whose child buys 100
  // at the floor, where the test market does not go: the child rests.
  const ticket = await ticketFromBoard(page, panel, SYMBOL);
  await ticket.getByTestId("ticket-kind").selectOption("stop");
  const floor = await quotePrice(ticket, "floor");
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-volume").fill("100");
  await ticket.getByTestId("ticket-triggerPrice").fill(floor);
  await expect(ticket.getByTestId("ticket-relation")).toHaveText("≥");
  await placeTicket(page, ticket, SYMBOL);

  // Triggered, its child working: no Cancel of the conditional order; under it a line with the
  // child's number and price, and the cancel of that activated order.
  await openTab(panel, "book");
  await panel.getByTestId("book-conditional").click();
  const book = panel.getByTestId("conditional-book");
  const stop = book.locator(`tr[data-symbol-order="${SYMBOL}"]`).first();
  await expect(stop).toContainText(`≥ ${floor}`);
  await expect(stop.locator("td").nth(3)).toContainText(conditionalOrderStatusLabel("TRIGGERED", "vi"), {
    timeout: 30_000,
  });
  await expect(stop.getByRole("button", { name: /^Hủy lệnh điều kiện/ })).toHaveCount(0);
  const rowId = ((await stop.getAttribute("data-testid")) ?? "").slice("conditional-".length);
  const activated = book.getByTestId(`activated-${rowId}`);
  await expect(activated).toContainText(/Lệnh đã kích hoạt số hiệu \S+, giá/u);
  const childNo = /số hiệu (\S+),/u.exec((await activated.textContent()) ?? "")?.[1] ?? "";
  expect(childNo).not.toBe("");
  await expect(activated).toContainText(`số hiệu ${childNo}, giá ${floor}`);
  const cancelActivated = activated.getByRole("button", {
    name: `Hủy lệnh đã kích hoạt ${childNo}`,
    exact: false,
  });
  await expect(cancelActivated).toHaveText("Hủy lệnh đã kích hoạt");
  // At 1,366 px the book does not scroll sideways for it, in either language.
  const sideways = () =>
    book.locator(".trading-table-wrap").evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(1);
  await shoot(page, "conditional-cancel-activated-vi-1366");
  await page.getByTestId("language-toggle").click();
  await expect(activated).toContainText(`Activated order no. ${childNo} at ${floor}`);
  await expect(activated.getByRole("button")).toHaveText("Cancel activated order");
  expect(await sideways()).toBeLessThanOrEqual(1);
  await shoot(page, "conditional-cancel-activated-en-1366");
  await page.getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");

  // The dialog asks for the PIN (empty-pin without it), then cancels the child.
  await cancelActivated.click();
  const dialog = page.getByTestId("cancel-activated");
  await expect(dialog).toContainText(`Hủy lệnh số hiệu ${childNo} (giá ${floor})`);
  await dialog.getByTestId("cancel-activated-pin").fill("");
  await dialog.getByTestId("cancel-activated-submit").click();
  await expect(dialog.getByRole("alert")).not.toHaveText("");
  await shoot(page, "conditional-cancel-activated-dialog-vi-1366");
  await dialog.getByTestId("cancel-activated-pin").fill(DEMO_PIN);
  await dialog.getByTestId("cancel-activated-submit").click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.cancel.vi }),
  ).not.toHaveCount(0);

  // The conditional order ends cancelled with its child, nothing left to cancel.
  await expect(stop.locator("td").nth(3)).toContainText(conditionalOrderStatusLabel("CANCELED", "vi"), {
    timeout: 20_000,
  });
  await expect(stop.getByRole("button", { name: /^Hủy lệnh/ })).toHaveCount(0);
  await expect(activated).toHaveCount(0);

  // The child in the normal book: that order, a buy of 100 at the floor, none matched, cancelled.
  await panel.getByTestId("book-normal").click();
  const child = await newOrderRow(panel, SYMBOL, before);
  expect(await orderNoOf(child)).toBe(childNo);
  await expect(bookCell(child, 1)).toHaveText(TEXT.side.vi.B);
  await expect(bookCell(child, 2)).toHaveText(floor);
  await expect(bookCell(child, 4)).toHaveText(normalOrderStatusLabel("4", "vi"), { timeout: 20_000 });
  expect(await matchedAndVolume(child)).toEqual({ matched: 0, volume: 100 });
  await expect(child.getByRole("button", { name: /^Hủy lệnh/ })).toHaveCount(0);
});

test("derivatives: a LONG on the front-month VN30 future (margin, position), closed by an OCO whose take-profit fills and cancels its stop-loss", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const panel = await signIn(page, CUSTOMERS.derivatives);
  await expect(panel.getByTestId("panel-account")).toHaveValue(`${CUSTOMERS.derivatives.user}8`);

  // Before: the initial margin and the position (none, or what an earlier run left).
  await openTab(panel, "asset");
  const marginBefore = await assetFigure(panel, "im");
  await openTab(panel, "order");
  const ticket = panel.getByTestId("derivative-ticket");
  const contract = ticket.getByTestId("ticket-contract");
  const contracts = await contract.locator("option").allTextContents();
  // The front month: the first VN30 contract (symbol order is month order within a year).
  const front = contracts.filter((code) => /^VN30F\d{4}$/.test(code)).sort()[0] ?? "";
  expect(front).not.toBe("");
  await contract.selectOption(front);
  const positionOf = async () => {
    await openTab(panel, "portfolio");
    const table = panel.getByTestId("portfolio");
    await expect(table.locator("tbody tr").first()).not.toHaveText("Đang tải…");
    const line = table.locator("tbody tr", { hasText: front });
    return (await line.count()) === 0 ? 0 : figure(await line.locator("td").nth(1).textContent());
  };
  const positionBefore = await positionOf();

  // LONG 1 at the ceiling: it matches the best offers now. The book's numbers first: back on
  // the order tab the ticket starts fresh (accounts-session §2), so the contract is chosen again.
  await openTab(panel, "book");
  const before = await bookOrderNos(panel, front);
  await openTab(panel, "order");
  await contract.selectOption(front);
  await ticket.getByTestId("ticket-side-B").click();
  const ceiling = Number(await quotePrice(ticket, "ceiling")).toFixed(1);
  const floor = Number(await quotePrice(ticket, "floor")).toFixed(1);
  await ticket.getByTestId("ticket-price").fill(ceiling);
  await ticket.getByTestId("ticket-volume").fill("1");
  await placeTicket(page, ticket, front);
  await expect(
    page.getByTestId("toast-success").filter({ hasText: `Khớp 1 ${front} lệnh LONG giá` }),
  ).not.toHaveCount(0, { timeout: 20_000 });

  await openTab(panel, "book");
  const long = await newOrderRow(panel, front, before);
  await expect(bookCell(long, 1)).toHaveText("LONG");
  await expect(bookCell(long, 4)).toHaveText(matched(), { timeout: 20_000 });

  // The position, and the margin it takes in the assets.
  await expect.poll(positionOf, { timeout: 20_000 }).toBe(positionBefore + 1);
  await openTab(panel, "asset");
  await expect.poll(() => assetFigure(panel, "im"), { timeout: 20_000 }).toBeGreaterThan(marginBefore);
  expect(await assetFigure(panel, "tyle")).toBeGreaterThan(0);

  // An OCO closing the LONG: take-profit a point under the last trade (the next trade at or
  // above it sends a SHORT there, which the bids fill at once), stop-loss just above the floor.
  await openTab(panel, "order");
  await contract.selectOption(front);
  await ticket.getByTestId("ticket-kind").selectOption("oco");
  await expect(ticket.getByTestId("ticket-price")).toHaveCount(0);
  const last = figure(await ticket.getByTestId("ticket-quote").locator("b").nth(3).textContent());
  const takeProfit = (Math.floor(last * 10) / 10 - 1).toFixed(1);
  const stopLoss = (Number(floor) + 0.1).toFixed(1);
  await ticket.getByTestId("ticket-takeProfitPrice").fill(takeProfit);
  await ticket.getByTestId("ticket-stopLossPrice").fill(stopLoss);
  await ticket.getByTestId("ticket-spread").fill("0");
  await ticket.getByTestId("ticket-volume").fill("1");
  await ticket.getByTestId("ticket-pin").fill(DEMO_PIN);
  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toContainText(front);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.place.vi }),
  ).not.toHaveCount(0);

  // The conditional book: the OCO's take-profit leg matched, its stop-loss leg gone with it.
  await openTab(panel, "book");
  await panel.getByTestId("book-conditional").click();
  await panel.getByTestId("conditional-type").selectOption("oco");
  const book = panel.getByTestId("conditional-book");
  const legs = book.locator(`tr[data-symbol-order="${front}"]`);
  await expect(legs.first()).toBeVisible();
  const ocoId = ((await legs.first().getAttribute("data-testid")) ?? "").replace(
    /^conditional-|:(TP|SL)$/g,
    "",
  );
  expect(ocoId).not.toBe("");
  const takeProfitLeg = book.getByTestId(`conditional-${ocoId}:TP`);
  await expect(takeProfitLeg.locator("td").nth(3)).toContainText(
    conditionalOrderStatusLabel("FILLED", "vi"),
    {
      timeout: 60_000,
    },
  );
  await expect(takeProfitLeg).toContainText(`≥ ${formatPoints(Math.round(Number(takeProfit) * 100))}`);
  await expect(book.getByTestId(`conditional-${ocoId}:SL`)).toHaveCount(0);

  // Its SHORT child matched in the normal book, and the position is back where it was.
  await panel.getByTestId("book-normal").click();
  const short = panel.getByTestId("order-book").locator(`tr[data-symbol-order="${front}"]`).first();
  await expect(bookCell(short, 1)).toHaveText("SHORT");
  await expect(bookCell(short, 4)).toHaveText(matched(), { timeout: 20_000 });
  await expect.poll(positionOf, { timeout: 20_000 }).toBe(positionBefore);
});

test("a margin account's assets after a buy on margin: debt, margin ratio and call status", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const SYMBOL = "VCB";
  const MARGIN_ACCOUNT = `${CUSTOMERS.margin.user}3`;
  const panel = await signIn(page, CUSTOMERS.margin);
  await panel.getByTestId("panel-account").selectOption(MARGIN_ACCOUNT);
  await expect(panel.getByTestId("panel-account")).toHaveValue(MARGIN_ACCOUNT);

  // Buy more than the cash pays for: 20,000 VCB (50% loan rate) at the ceiling, about 1.3 bn VND
  // against the account's 1 bn VND; the rest is the loan.
  await openTab(panel, "asset");
  const cash = await assetFigure(panel, "cash");
  const ticket = await ticketFromBoard(page, panel, SYMBOL);
  await ticket.getByTestId("ticket-price").fill(await quotePrice(ticket, "ceiling"));
  const volume = Math.ceil((cash * 1.3) / priceVnd(await quotePrice(ticket, "reference")) / 100) * 100;
  await ticket.getByTestId("ticket-volume").fill(String(volume));
  await placeTicket(page, ticket, SYMBOL);
  await openTab(panel, "book");
  const order = await newOrderRow(panel, SYMBOL);
  await expect(bookCell(order, 4)).toHaveText(matched(), { timeout: 30_000 });

  // The margin layout (accounts-session §3, types 3 and 6): debt, net assets, the ratio of net
  // assets to total assets, and the call status (SAFE above 35%).
  await openTab(panel, "asset");
  await expect.poll(() => assetFigure(panel, "debt"), { timeout: 20_000 }).toBeGreaterThan(0);
  const debt = await assetFigure(panel, "debt");
  const equity = await assetFigure(panel, "equity");
  const total = await assetFigure(panel, "total_asset");
  const ratio = await assetFigure(panel, "margin_ratio");
  await expect(panel.getByTestId("asset-margin_ratio")).toContainText("Tỷ lệ ký quỹ");
  expect(ratio).toBeGreaterThan(35);
  expect(ratio).toBeLessThan(100);
  // Read at one moment, the ratio is net assets over total assets (the mark moves in between).
  expect(Math.abs(ratio - (equity / total) * 100)).toBeLessThan(1);
  expect(total).toBeGreaterThan(debt);
  const status = panel.getByTestId("asset-margin_status");
  await expect(status).toBeVisible();
  await expect(status.locator("dd")).toHaveText(/An toàn/i);
});

test("the keyboard alone: a board row focused by Tab, Ctrl+B, Tab through the ticket, Enter to place and to confirm", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const panel = await signIn(page, CUSTOMERS.cash);
  await openTab(panel, "order");

  // Tab from the top of the page until a board row has the focus.
  await page.locator("body").focus();
  let symbol = "";
  for (let presses = 0; presses < 250 && symbol === ""; presses++) {
    await page.keyboard.press("Tab");
    symbol = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLElement && active.getAttribute("role") === "row"
        ? (active.dataset["symbol"] ?? "")
        : "";
    });
  }
  expect(symbol).not.toBe("");

  // Ctrl+B: a buy ticket for that row, the focus on its volume.
  await page.keyboard.press("Control+b");
  const ticket = panel.getByTestId("stock-ticket");
  await expect(ticket.getByTestId("ticket-symbol")).toHaveValue(symbol);
  await expect(ticket.getByTestId("ticket-side-B")).toHaveAttribute("aria-checked", "true");
  await expect(ticket.getByTestId("ticket-volume")).toBeFocused();
  await expect(ticket.getByTestId("ticket-volume")).toHaveValue("100");
  const ceiling = await quotePrice(ticket, "ceiling");

  const focusedTestId = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["testid"] ?? "");
  const tabTo = async (testId: string, key: "Tab" | "Shift+Tab") => {
    const passed: string[] = [];
    for (let presses = 0; presses < 30; presses++) {
      const now = await focusedTestId();
      if (now === testId) return passed;
      passed.push(now);
      await page.keyboard.press(key);
    }
    throw new Error(`${testId} not reached with ${key}; passed ${passed.join(", ")}`);
  };

  // Back to the price (Shift+Tab), the ceiling typed over it; on to the PIN (Tab), typed.
  await tabTo("ticket-price", "Shift+Tab");
  await page.keyboard.press("Control+a");
  await page.keyboard.type(ceiling);
  await expect(ticket.getByTestId("ticket-price")).toHaveValue(ceiling);
  const passed = await tabTo("ticket-pin", "Tab");
  expect(passed).toContain("ticket-volume");
  expect(passed).toContain("ticket-max");
  await page.keyboard.type(DEMO_PIN);

  // Enter places the ticket; the confirmation takes the focus on Confirm, Enter again sends.
  await page.keyboard.press("Enter");
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(symbol);
  await expect(confirm.getByTestId("confirm-order-submit")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.place.vi }),
  ).not.toHaveCount(0);
  await expect(
    page.getByTestId("toast-success").filter({ hasText: TEXT.fill.vi("100", symbol, TEXT.side.vi.B) }),
  ).not.toHaveCount(0, { timeout: 20_000 });

  await openTab(panel, "book");
  const order = panel.getByTestId("order-book").locator(`tr[data-symbol-order="${symbol}"]`).first();
  await expect(bookCell(order, 2)).toHaveText(ceiling);
  await expect(bookCell(order, 4)).toHaveText(matched(), { timeout: 20_000 });
});
