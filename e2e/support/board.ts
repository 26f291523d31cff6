/**
 * Reading the stock board as a person sees it: its rendered rows (the table is virtual, so only
 * rows on screen exist), their symbols and the texts of their cells.
 */
import { menuBoard } from "../../apps/web/src/board/menu";
import { expect, type Locator, type Page } from "@playwright/test";

export const ROW_SELECTOR = '[data-testid^="row-"]';

/** The main stock table (not the pinned list above it). */
export function stockBoard(page: Page): Locator {
  return page.getByTestId("stock-board");
}

/** The rendered rows of the main table, in screen order. */
export function boardRows(page: Page): Locator {
  return stockBoard(page).locator(ROW_SELECTOR);
}

/** One symbol's row, wherever it is rendered (main table or pinned list). */
export function row(page: Page, symbol: string): Locator {
  return page.getByTestId(`row-${symbol}`);
}

/** A cell of a row by its wire field name (`lastPrice`, `sym`, `price1`…). */
export function cell(rowLocator: Locator, field: string): Locator {
  return rowLocator.locator(`[data-field="${field}"]`);
}

/** The test id of each board kind's root (app/menu.ts `MenuBoard`); the rest show the stock table. */
export const BOARD_TEST_IDS: Readonly<Record<string, string>> = {
  derivative: "derivative-board",
  "put-through": "pt-board",
  statistics: "stats-board",
  "odd-lot": "oddlot-board",
  bond: "bond-board",
  proprietary: "prop-board",
};

/** The root of the board `menu` shows. */
export function boardOf(page: Page, kind: string): Locator {
  const id = BOARD_TEST_IDS[kind];
  return id === undefined ? stockBoard(page) : page.getByTestId(id);
}

/** Opens `/chung-khoan/{menu}` and waits until its board shows. */
export async function openBoard(page: Page, menu: string): Promise<void> {
  await page.goto(`/chung-khoan/${menu}`);
  await expect(boardOf(page, menuBoard(menu).kind)).toBeVisible();
}

export interface RowSnapshot {
  readonly symbol: string;
  readonly lastPrice: string;
}

/**
 * The rendered rows of the main table in screen order, read in one go inside the page so the
 * list is consistent even while ticks arrive.
 */
export function readRows(page: Page): Promise<RowSnapshot[]> {
  return stockBoard(page).evaluate((board, selector) => {
    const rows = [...board.querySelectorAll<HTMLElement>(selector)];
    // Screen order: a virtual list may keep its rows in the DOM out of visual order.
    rows.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    return rows.map((element) => ({
      symbol: element.dataset["symbol"] ?? element.dataset["testid"]?.slice("row-".length) ?? "",
      lastPrice: element.querySelector('[data-field="lastPrice"]')?.textContent?.trim() ?? "",
    }));
  }, ROW_SELECTOR);
}

/**
 * A board price as a number. Prices show thousands of VND with two decimals (three only for the
 * 1 VND ticks of bonds): "25.55", "1,234.50"; the last separator is the decimal one, so the
 * Vietnamese style "1.234,50" reads the same. An empty cell (no trade yet) is null.
 */
export function boardNumber(text: string): number | null {
  const cleaned = text.replace(/[^\d.,-]/g, "");
  if (cleaned === "" || cleaned === "-") return null;
  const match = /^(-?[\d.,]*?)[.,](\d{1,3})$/.exec(cleaned);
  if (match === null) return Number(cleaned.replace(/[.,]/g, ""));
  const whole = (match[1] ?? "").replace(/[.,]/g, "");
  return Number(`${whole === "" || whole === "-" ? `${whole}0` : whole}.${match[2] ?? ""}`);
}

/** True when the numbers are in the given direction (ties allowed). */
export function isOrdered(values: readonly number[], direction: "asc" | "desc"): boolean {
  return values.every((value, index) => {
    const previous = values[index - 1];
    if (previous === undefined) return true;
    return direction === "asc" ? previous <= value : previous >= value;
  });
}
