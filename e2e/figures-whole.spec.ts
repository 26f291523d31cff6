/**
 * Nothing cut at common laptop widths (hardening issue, screens): on every board, at 1280, 1366
 * and 1920 px and in both languages, no figure or header loses characters to its column (a text
 * box whose content is wider than the box), and when a narrow window scrolls the stock table
 * sideways the symbol column stays in view.
 */
import { expect, test, type Page } from "@playwright/test";
import { menuBoard } from "../apps/web/src/board/menu";
import { boardOf, stockBoard } from "./support/board";

const WIDTHS = [1280, 1366, 1920] as const;
const LANGUAGES = ["vi", "en"] as const;

/** Every board kind of the menu bar, and an industry board. */
const BOARDS = [
  "VN30",
  "HOSE",
  "UPCOM",
  "derivative-INDEX",
  "derivative-TPCP",
  "chung-quyen",
  "ETF",
  "lo-le-HOSE",
  "lo-le-HNX",
  "putThrough-ALL",
  "thong-ke",
  "tu-doanh-tong-quan",
  "trai-phieu-rieng-le",
  "corporate-bond",
  "icblv2-8300",
] as const;

interface Reading {
  /** Text boxes with a figure in them: the board has loaded when there are some. */
  readonly figures: number;
  /** The texts cut by their box: "text" (content width > box width). */
  readonly cut: readonly string[];
}

/**
 * Reads the board area: every element holding text of its own that clips (overflow other than
 * visible, or an ellipsis) and whose content is wider than its box. Hidden labels for screen
 * readers are meant to be clipped.
 */
function readCuts(page: Page): Promise<Reading> {
  return page.locator("main").evaluate((main) => {
    const cut: string[] = [];
    let figures = 0;
    for (const element of main.querySelectorAll<HTMLElement>("*")) {
      if (element.closest(".visually-hidden") !== null) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (text === "") continue;
      if (/\d/.test(text)) figures++;
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" && style.textOverflow !== "ellipsis") continue;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth)
        cut.push(`"${text}" (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return { figures, cut };
  });
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`every board shows every figure whole at ${width} px in ${language}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        (chosen) => localStorage.setItem("language", JSON.stringify(chosen)),
        language,
      );
      for (const menu of BOARDS) {
        await page.goto(`/chung-khoan/${menu}`);
        await expect(boardOf(page, menuBoard(menu).kind)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Live figures keep arriving: read until the board has loaded, then require no cut text.
        await expect
          .poll(
            async () => {
              const reading = await readCuts(page);
              return reading.figures < 20 ? ["(not loaded yet)"] : reading.cut;
            },
            { message: `${menu} at ${width} px (${language})`, timeout: 15_000 },
          )
          .toEqual([]);
      }
    });
  }
}

test("the symbol column stays in view when the stock table scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/chung-khoan/chung-quyen");
  const firstSymbol = stockBoard(page).locator('[data-field="sym"]').first();
  await expect(firstSymbol).toBeVisible();
  const frame = page.locator(".board-frame");
  // The warrant board is wider than 1280 px: it scrolls sideways.
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(100);
  const before = await firstSymbol.boundingBox();
  await frame.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect.poll(async () => (await firstSymbol.boundingBox())?.x).toBe(before?.x);
  // What sits at the symbol's place on screen is the symbol cell, drawn over the scrolled columns.
  const box = await firstSymbol.boundingBox();
  const onTop = await page.evaluate(
    ([x, y]) =>
      document
        .elementFromPoint(x ?? 0, y ?? 0)
        ?.closest("[data-field]")
        ?.getAttribute("data-field"),
    [(box?.x ?? 0) + 10, (box?.y ?? 0) + 10],
  );
  expect(onTop).toBe("sym");
});
