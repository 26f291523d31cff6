/**
 * The order panel as a customer uses it, for the trading flows: signing in with the panel open,
 * reading the panel's figures back as numbers, placing a ticket through its PIN and
 * confirmation, and finding an order in the books. Expected texts come from the market
 * package's catalogues (statuses, the "request sent" toasts); the panel's own texts live in a
 * lazy message file that registers itself with i18next, so the specs spell the few they need.
 */
import { ORDER_REQUEST_SENT, type Language } from "@bangia/market";
import { expect, type Locator, type Page } from "@playwright/test";
import { row } from "./board";
import { loginAs, quietSmartOtpGuide } from "./login";

/** Every demo customer's trading PIN (docs/security.md). */
export const DEMO_PIN = "123456";

/** The order notices register 3 s after the trading layer starts (accounts-session §4). */
const NOTICE_REGISTRATION_MS = 3_000;

/** The brokerage fee of every account type, in parts per million (docs/broker.md "Choices"). */
export const FEE_PPM = 1_500;

export interface DemoCustomer {
  readonly user: string;
  readonly name: string;
}

/** The demo customers of the flows (apps/server demo-customers.ts). */
export const CUSTOMERS = {
  /** Plain login, one cash account with settled FPT, VNM, HPG and ACB. */
  cash: { user: "058C000001", name: "Nguyễn Văn An" },
  /** A derivatives account ending in 8 (the default) beside a cash account. */
  derivatives: { user: "058C000005", name: "Hoàng Thu Hà" },
  /** A cash account (settled holdings) and margin accounts of types 3 and 6. */
  margin: { user: "058C000009", name: "Ngô Thị Ngọc" },
} as const satisfies Record<string, DemoCustomer>;

/**
 * Opens the VN30 board, logs in through the header and waits for the order panel (a login made
 * in this tab opens it). Answers when the order notices are registered, so a fill from now on
 * shows its toast.
 */
export async function signIn(
  page: Page,
  customer: DemoCustomer,
  language: Language = "vi",
): Promise<Locator> {
  await quietSmartOtpGuide(page, customer.user);
  await page.goto("/chung-khoan/VN30");
  await expect(row(page, "ACB")).toBeVisible();
  if (language === "en") {
    await page.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  await loginAs(page, customer.user, customer.name);
  const panel = page.getByTestId("order-panel");
  await expect(panel).toBeVisible();
  await page.waitForTimeout(NOTICE_REGISTRATION_MS + 500);
  return panel;
}

/**
 * A panel figure as a number: money "1,234,567" (VND), a volume "1,100", a percent "76.92%".
 * Prices ("24.60", thousands of VND; "1,943.20" points) read as shown; see `priceVnd`.
 */
export function figure(text: string | null): number {
  const cleaned = (text ?? "").replace(/[^\d.-]/g, "");
  if (cleaned === "" || cleaned === "-" || cleaned === ".") throw new Error(`not a figure: "${text ?? ""}"`);
  return Number(cleaned);
}

/** A stock price as the panel shows it ("24.60", thousands of VND) in whole VND. */
export function priceVnd(text: string | null): number {
  return Math.round(figure(text) * 1_000);
}

/** The text of the ticket's quote strip price (`.price-ceiling`, `.price-floor`, `.price-reference`), commas dropped. */
export async function quotePrice(ticket: Locator, which: "ceiling" | "floor" | "reference"): Promise<string> {
  const shown = ticket.locator(`.price-${which}`);
  await expect(shown).not.toHaveText(/^(0\.00|)$/);
  return ((await shown.textContent()) ?? "").replaceAll(",", "").trim();
}

/** Opens a panel tab (order, book, portfolio, asset). */
export async function openTab(panel: Locator, tab: "order" | "book" | "portfolio" | "asset"): Promise<void> {
  await panel.getByTestId(`order-tab-${tab}`).click();
  await expect(panel.getByTestId(`order-tab-${tab}`)).toHaveAttribute("aria-selected", "true");
}

/** One line of the asset tab (`asset-{key}`) as a number, once it has loaded. */
export async function assetFigure(panel: Locator, key: string): Promise<number> {
  const value = panel.getByTestId(`asset-${key}`).locator("dd");
  await expect(value).toHaveText(/\d/);
  return figure(await value.textContent());
}

/**
 * Fills the PIN, submits the ticket, checks the confirmation names `symbol` and confirms, then
 * waits for the "order request sent" toast.
 */
export async function placeTicket(
  page: Page,
  ticket: Locator,
  symbol: string,
  language: Language = "vi",
): Promise<void> {
  await ticket.getByTestId("ticket-pin").fill(DEMO_PIN);
  await ticket.getByTestId("ticket-submit").click();
  const confirm = page.getByTestId("confirm-order");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(symbol);
  await confirm.getByTestId("confirm-order-submit").click();
  await expect(confirm).toBeHidden({ timeout: 15_000 });
  await expect(
    page.getByTestId("toast-success").filter({ hasText: ORDER_REQUEST_SENT.place[language] }),
  ).not.toHaveCount(0);
}

/**
 * Rests a buy where the test market does not go: on an open stock ticket (its symbol set), Buy,
 * the day's floor as the price and `volume` shares, placed through the PIN and the confirmation.
 * Answers the floor as the ticket shows it ("21.90"). The order is the newest of `symbol` in the
 * normal book (`newOrderRow`); a test cancels it before it ends, so the cash is as others expect.
 */
export async function restAtFloor(
  page: Page,
  ticket: Locator,
  symbol: string,
  volume = 100,
  language: Language = "vi",
): Promise<string> {
  await ticket.getByTestId("ticket-side-B").click();
  const floor = await quotePrice(ticket, "floor");
  await ticket.getByTestId("ticket-price").fill(floor);
  await ticket.getByTestId("ticket-volume").fill(String(volume));
  await placeTicket(page, ticket, symbol, language);
  return floor;
}

/** The normal order book's rows of `symbol`, newest first. */
export function bookRows(panel: Locator, symbol: string): Locator {
  return panel.getByTestId("order-book").locator(`tr[data-symbol-order="${symbol}"]`);
}

/** The order number of a book row (`order-{orderNo}`). */
export async function orderNoOf(bookRow: Locator): Promise<string> {
  const testId = (await bookRow.getAttribute("data-testid")) ?? "";
  expect(testId).toMatch(/^order-\S+$/);
  return testId.slice("order-".length);
}

/**
 * The newest order of `symbol` in the normal book that was not in `before` (order numbers),
 * once it shows.
 */
export async function newOrderRow(
  panel: Locator,
  symbol: string,
  before: readonly string[] = [],
): Promise<Locator> {
  const rows = bookRows(panel, symbol);
  let found = "";
  await expect
    .poll(
      async () => {
        for (const testId of await rows.evaluateAll((elements) =>
          elements.map((element) => element.getAttribute("data-testid") ?? ""),
        ))
          if (!before.includes(testId.slice("order-".length))) {
            found = testId;
            return true;
          }
        return false;
      },
      { timeout: 15_000, message: `a new ${symbol} order in the book` },
    )
    .toBe(true);
  return panel.getByTestId(found);
}

/** The order numbers of `symbol` the book lists now (to tell a new order from older ones). */
export async function bookOrderNos(panel: Locator, symbol: string): Promise<string[]> {
  const testIds = await bookRows(panel, symbol).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-testid") ?? ""),
  );
  return testIds.map((testId) => testId.slice("order-".length));
}

/** The cells of a book row: symbol and time, side, price, matched over volume, status. */
export function bookCell(bookRow: Locator, index: 0 | 1 | 2 | 3 | 4): Locator {
  return bookRow.locator("td").nth(index);
}

/**
 * A table cell holding a figure over a smaller one (`.trading-table__sub`): "100" over "100"
 * in the book (matched, volume), total over available in the portfolio, cost over value.
 */
export async function headAndSub(tableCell: Locator): Promise<{ head: string; sub: string }> {
  return tableCell.evaluate((element) => {
    const sub = element.querySelector(".trading-table__sub")?.textContent ?? "";
    const whole = element.textContent ?? "";
    return { head: whole.slice(0, whole.length - sub.length).trim(), sub: sub.trim() };
  });
}

/** Matched and total volume of a book row (its fourth cell: "100" over "100"). */
export async function matchedAndVolume(bookRow: Locator): Promise<{ matched: number; volume: number }> {
  const { head, sub } = await headAndSub(bookCell(bookRow, 3));
  return { matched: figure(head), volume: figure(sub) };
}

/** A portfolio row's figures: total and available shares, receiving, average cost (VND). */
export async function holdingFigures(
  holding: Locator,
): Promise<{ total: number; available: number; receiving: number; cost: number; value: number }> {
  const cells = holding.locator("td");
  const volumes = await headAndSub(cells.nth(0));
  const cost = await headAndSub(cells.nth(2));
  return {
    total: figure(volumes.head),
    available: figure(volumes.sub),
    receiving: figure(await cells.nth(1).textContent()),
    cost: priceVnd(cost.head),
    value: figure(cost.sub),
  };
}

export interface Fill {
  readonly volume: number;
  /** VND for stocks; hundredths of a point for index futures (as the panel shows, times 100). */
  readonly price: number;
}

/**
 * Expands a book row and reads its MATCHED lines ("Khớp 09:31:02 · 100 @ 24.60"), then folds it
 * again.
 */
export async function fillsOf(panel: Locator, bookRow: Locator): Promise<Fill[]> {
  const orderNo = await orderNoOf(bookRow);
  await bookRow.getByRole("button", { expanded: false }).click();
  const lines = panel.getByTestId(`fills-${orderNo}`).locator("li");
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  await bookRow.getByRole("button", { expanded: true }).click();
  const fills: Fill[] = [];
  // A MATCHED line per fill ("Khớp", "Fill"); the grouped (GOM) lines repeat them per price.
  for (const text of texts) {
    const match = /^\s*(?:Khớp|Fill)\b.*·\s*([\d,]+)\s*@\s*([\d,.]+)/u.exec(text);
    if (match === null) continue;
    fills.push({ volume: figure(match[1] ?? ""), price: Math.round(figure(match[2] ?? "") * 1_000) });
  }
  return fills;
}
