import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { boardNumber, isOrdered } from "./support/board";
import { dataDirFor, RESTART_PORT, SCREENSHOTS_DIR } from "./support/environment";
import { startServer, type ServerProcess } from "./support/server-process";

const INDEX_MENU = "derivative-INDEX";
const BOND_MENU = "derivative-TPCP";

function derivativeBoard(page: Page): Locator {
  return page.getByTestId("derivative-board");
}

function contractRows(page: Page): Locator {
  return derivativeBoard(page).locator('[data-testid^="derivative-row-"]');
}

async function openDerivatives(page: Page, menu: string): Promise<void> {
  await page.goto(`/chung-khoan/${menu}`);
  await expect(derivativeBoard(page)).toBeVisible();
  await expect(contractRows(page).first()).toBeVisible();
}

interface ContractSnapshot {
  readonly symbol: string;
  /** Every cell's text, joined: any change of the row shows here. */
  readonly cells: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** The contracts in screen order with their cells' texts, read in one go inside the page. */
function readContracts(page: Page): Promise<ContractSnapshot[]> {
  return derivativeBoard(page).evaluate((board) =>
    [...board.querySelectorAll<HTMLElement>('[data-testid^="derivative-row-"]')].map((row) => {
      const cells = [...row.querySelectorAll<HTMLElement>("[data-field]")];
      return {
        symbol: row.dataset["symbol"] ?? "",
        cells: cells.map((cell) => cell.textContent ?? "").join("|"),
        fields: Object.fromEntries(
          cells.map((cell) => [cell.dataset["field"] ?? "", cell.textContent ?? ""]),
        ),
      };
    }),
  );
}

/** Waits until some row on the board shows other values than in `before`. */
async function expectLiveChange(page: Page, timeout = 20_000): Promise<void> {
  const before = new Map((await readContracts(page)).map((row) => [row.symbol, row.cells]));
  await expect
    .poll(
      async () =>
        (await readContracts(page)).filter(
          (row) => before.has(row.symbol) && before.get(row.symbol) !== row.cells,
        ).length,
      { timeout, intervals: [250, 500] },
    )
    .toBeGreaterThan(0);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, animations: "disabled" });
  await test.info().attach(name, { path, contentType: "image/png" });
}

/** The most traded contract on the board (a front month, in the demo market). */
async function busiestContract(page: Page): Promise<string> {
  const rows = await readContracts(page);
  const traded = rows
    .map((row) => ({ symbol: row.symbol, lot: boardNumber(row.fields["lot"] ?? "") ?? 0 }))
    .sort((a, b) => b.lot - a.lot);
  return traded[0]?.symbol ?? "";
}

test.describe("derivative board", () => {
  test("index futures: rows with live values, the difference from the index and the settlement footer", async ({
    page,
  }) => {
    await openDerivatives(page, INDEX_MENU);
    // VN30 and VN100 futures, four months each, symbol ascending.
    await expect(contractRows(page)).toHaveCount(8);
    const symbols = (await readContracts(page)).map((row) => row.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(symbols.filter((symbol) => symbol.startsWith("VN30F"))).toHaveLength(4);

    await expectLiveChange(page);

    // A traded index future shows its difference from its index, signed with two decimals.
    await expect
      .poll(async () =>
        (await readContracts(page)).some(
          (row) =>
            row.fields["lastPrice"] !== "" && /^[+-]?\d[\d,]*\.\d{2}$/.test(row.fields["difference"] ?? ""),
        ),
      )
      .toBe(true);
    const footer = page.getByTestId("fsp-footer");
    await expect(footer).toBeVisible();
    await expect(footer).toContainText("FSP");
    await screenshot(page, "derivatives");
  });

  test("sorts by a header: descending, ascending, then symbol ascending", async ({ page }) => {
    await openDerivatives(page, INDEX_MENU);
    const header = page.getByTestId("derivative-sort-r");
    const references = async () =>
      (await readContracts(page))
        .map((row) => boardNumber(row.fields["r"] ?? ""))
        .filter((value) => value !== null);

    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(async () => isOrdered(await references(), "desc")).toBe(true);
    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(async () => isOrdered(await references(), "asc")).toBe(true);
    await header.click();
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect(page.getByTestId("derivative-sort-sym")).toHaveAttribute("aria-sort", "ascending");
    await expect
      .poll(async () => {
        const order = (await readContracts(page)).map((row) => row.symbol);
        return order.join() === [...order].sort().join();
      })
      .toBe(true);
  });

  test("a row opens its detail: chart, ten levels a side with their bars, and the match history", async ({
    page,
  }) => {
    await openDerivatives(page, INDEX_MENU);
    await expect
      .poll(async () => (await readContracts(page)).some((row) => row.fields["lot"] !== ""))
      .toBe(true);
    const symbol = await busiestContract(page);
    await page.getByTestId(`derivative-row-${symbol}`).click();
    const detail = page.getByTestId("derivative-detail");
    await expect(detail).toBeVisible();
    await expect(detail).toHaveAttribute("data-symbol", symbol);
    await expect(detail.getByTestId("book-bid-level")).toHaveCount(10);
    await expect(detail.getByTestId("book-ask-level")).toHaveCount(10);
    await expect(detail.locator("canvas").first()).toBeVisible();

    // Each bar is its level's share of its side's volume; a zero price reads ATO before 12:00.
    await expect
      .poll(async () => {
        const sides = await detail.evaluate((panel) =>
          ["book-bid-level", "book-ask-level"].map((testId) =>
            [...panel.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)].map((level) => ({
              price: level.querySelector(".book-price")?.textContent ?? "",
              volume: Number((level.querySelector(".book-volume")?.textContent ?? "").replaceAll(",", "")),
              width: Number.parseFloat(level.querySelector<HTMLElement>(".book-bar")?.style.width ?? "NaN"),
            })),
          ),
        );
        return sides.every((levels) => {
          const total = levels.reduce((sum, level) => sum + level.volume, 0);
          const present = levels.filter((level) => level.price !== "");
          const labelsRight = present.every((level) => level.price !== "ATC");
          const widthsRight = levels.every(
            (level) => Math.abs(level.width - (total > 0 ? (100 * level.volume) / total : 0)) < 0.01,
          );
          return present.length > 0 && labelsRight && widthsRight;
        });
      })
      .toBe(true);

    const history = detail.getByTestId("derivative-match-history");
    await expect(history).toBeVisible();
    await expect(history.getByTestId("match-row").first()).toBeVisible();
    await expect(history.getByTestId("match-row").first()).toHaveCSS("height", "25px");
    await screenshot(page, "derivatives-detail");

    // A second click closes it.
    await page.getByTestId(`derivative-row-${symbol}`).click();
    await expect(detail).toHaveCount(0);
  });

  test("bond futures list their contracts without a match history", async ({ page }) => {
    await openDerivatives(page, BOND_MENU);
    await expect(contractRows(page)).toHaveCount(6);
    const first = (await readContracts(page))[0]?.symbol ?? "";
    await page.getByTestId(`derivative-row-${first}`).click();
    const detail = page.getByTestId("derivative-detail");
    await expect(detail.getByTestId("book-bid-level")).toHaveCount(10);
    await expect(detail.getByTestId("derivative-match-history")).toHaveCount(0);
    await expect(page.getByTestId("fsp-footer")).toHaveCount(0);
  });

  test.describe("reconnect", () => {
    // A server of its own, stopped and started again (the shared one serves the other specs; a
    // browser going offline does not drop the quote worker's open socket). The port is the socket
    // spec's: specs run one at a time and each stops its server when done.
    const dataDir = dataDirFor("derivatives-restart", RESTART_PORT);
    let server: ServerProcess | null = null;

    test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
    test.afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test("survives a reconnect: the rows, the book and the match history load again and stay live", async ({
      page,
    }) => {
      test.setTimeout(300_000);
      server = await startServer(RESTART_PORT, dataDir);
      await page.goto(`${server.url}/chung-khoan/${INDEX_MENU}`);
      await expect(contractRows(page).first()).toBeVisible();
      const status = page.getByTestId("socket-status");
      await expect(status).toHaveText("CONNECTED");
      await expect
        .poll(async () => (await readContracts(page)).some((row) => row.fields["lot"] !== ""))
        .toBe(true);
      const symbol = await busiestContract(page);
      await page.getByTestId(`derivative-row-${symbol}`).click();
      const detail = page.getByTestId("derivative-detail");
      await expect(detail.getByTestId("book-bid-level")).toHaveCount(10);

      await server.stop();
      server = null;
      await expect(status).not.toHaveText("CONNECTED", { timeout: 30_000 });
      server = await startServer(RESTART_PORT, dataDir);
      await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });

      await expectLiveChange(page, 30_000);
      await expect(contractRows(page)).toHaveCount(8);
      await expect(detail).toHaveAttribute("data-symbol", symbol);
      await expect(detail.getByTestId("book-ask-level")).toHaveCount(10);
      await expect(detail.locator(".book-price").filter({ hasText: /\d/ }).first()).toBeVisible();
      // The history reloads from the restarted server's tape, and live matches add to it.
      await expect(
        detail.getByTestId("derivative-match-history").getByTestId("match-row").first(),
      ).toBeVisible({ timeout: 30_000 });
    });
  });
});
