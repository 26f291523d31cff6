import { expect, test } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MENU_BAR_VALUES, menuBoard } from "../apps/web/src/board/menu";
import { BOARD_TEST_IDS, boardOf, boardRows, openBoard, stockBoard } from "./support/board";
import { BASE_URL, RESULTS_DIR } from "./support/environment";

/** Boards that show the stock table; the others have their own (support/board.ts). */
const TABLE_KINDS = new Set(["watchlist", "group", "industry", "etf", "covered-warrant"]);

/** An i18n key shown as text (a namespace, a dot, a key) would mean a message did not load. */
const RAW_KEY =
  /\b(?:app|board|boardTable|shell|indices|settings|watchlist|derivatives|putThrough|statistics|oddLot|bonds|proprietary|popup|login|account)\.[a-z][A-Za-z]*(?:\.[a-zA-Z]+)*/;

const INDUSTRY_PLACEHOLDER = "icblv2-*";
const UNKNOWN_MENU = "khong-co-bang-nay";
const MENUS = [...MENU_BAR_VALUES, "putThrough-HOSE", "tu-doanh-VNI", INDUSTRY_PLACEHOLDER, UNKNOWN_MENU];

interface BoardRecord {
  readonly menu: string;
  readonly shows: string;
  /** Rows rendered on screen (the stock table is virtual), null for the other boards. */
  readonly rowsOnScreen: number | null;
}
const record: BoardRecord[] = [];

/** A real level-2 industry code that has symbols, as the industry dropdown would offer. */
async function industryMenu(): Promise<string> {
  const answer = (await (await fetch(`${BASE_URL}/api/history/industry/level/2`)).json()) as {
    data: { IcbCode: string }[];
  };
  for (const { IcbCode } of answer.data) {
    const symbols = (await (await fetch(`${BASE_URL}/api/history/industry/symbols/${IcbCode}`)).json()) as {
      data: string[];
    };
    if (symbols.data.length > 0) return `icblv2-${IcbCode}`;
  }
  throw new Error("no level-2 industry has symbols");
}

test.describe("every menu value renders its board", () => {
  test.afterAll(() => {
    // Which menus show which board, for the run's artefacts.
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, "menu-boards.json"), `${JSON.stringify(record, null, 2)}\n`);
  });

  for (const value of MENUS) {
    test(value, async ({ page }) => {
      const menu = value === INDUSTRY_PLACEHOLDER ? await industryMenu() : value;
      const kind = menuBoard(menu).kind;
      await openBoard(page, menu);
      await expect(page).toHaveURL(new RegExp(`/chung-khoan/${menu}$`));
      // The menu bar marks the current entry (when it is on the bar, not in the "..." list).
      const entry = page.getByTestId(`menu-${menu}`);
      if ((await entry.count()) > 0) await expect(entry).toHaveAttribute("aria-current", "page");

      if (TABLE_KINDS.has(kind)) {
        await expect(stockBoard(page)).toBeVisible();
        // A fresh visitor has no watchlist, and a group the server does not know has no symbols;
        // every other table lists symbols of the simulated market.
        if (menu === UNKNOWN_MENU) await expect(boardRows(page)).toHaveCount(0);
        else if (kind !== "watchlist") await expect(boardRows(page).first()).toBeVisible();
        record.push({ menu, shows: "stock-board", rowsOnScreen: await boardRows(page).count() });
      } else {
        await expect(boardOf(page, kind)).toBeVisible();
        await expect(stockBoard(page)).toHaveCount(0);
        record.push({ menu, shows: BOARD_TEST_IDS[kind] ?? kind, rowsOnScreen: null });
      }
      await expect(page.locator("#root")).not.toContainText(RAW_KEY);
      test.info().annotations.push({ type: "board", description: `${kind} → ${record.at(-1)?.shows}` });
    });
  }
});
