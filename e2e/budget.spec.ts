/**
 * The initial-JavaScript budget (issue goal: at most 170 kB gzipped, charts and rarely used
 * parts lazy-loaded). The initial JavaScript is what the built index.html makes the browser
 * fetch before the app runs: its entry script, every module it preloads, and every chunk those
 * import statically. Each is gzipped at level 9 and the sizes are summed, in kB of 1000 bytes as
 * Vite reports them. The source maps tell which chunks hold the chart library and the menus'
 * Radix code: neither may be initial, and the browser fetches each only once it is needed.
 */
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { boardRows } from "./support/board";
import { REPO_ROOT } from "./support/environment";

/** The web build `npm start` made before the tests (the server serves this folder). */
const DIST = join(REPO_ROOT, "apps", "web", "dist");
const BUDGET_BYTES = 170_000;
/** What we aim for, with room for the features still to come. */
const TARGET_BYTES = 160_000;

const CHART_LIBRARY = "lightweight-charts";
const MENU_LIBRARY = "@radix-ui/react-menu";

/** The attributes of every `<name …>` tag in the page (the build writes plain double-quoted ones). */
function tags(html: string, name: string): ReadonlyMap<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(
    (match) =>
      new Map(
        [...(match[1] ?? "").matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1] ?? "", a[2] ?? ""]),
      ),
  );
}

/** A root-relative URL of the build (`/assets/x.js`) as a path inside dist (`assets/x.js`). */
const distPath = (url: string) => posix.normalize(url.replace(/^\//, ""));

/** The chunks a chunk imports statically (`import … from "./x.js"`; dynamic `import()` excluded). */
function staticImports(chunk: string): string[] {
  const code = readFileSync(join(DIST, chunk), "utf8");
  const imports = code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?"(\.{1,2}\/[^"]+)"/g,
  );
  return [...imports].map((match) => posix.join(posix.dirname(chunk), match[1] ?? ""));
}

/** The initial chunks, entry first, as paths inside dist. */
function initialChunks(): string[] {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const entries = tags(html, "script")
    .filter((script) => script.get("type") === "module" && script.has("src"))
    .map((script) => distPath(script.get("src") ?? ""));
  const preloads = tags(html, "link")
    .filter((link) => link.get("rel") === "modulepreload" && link.has("href"))
    .map((link) => distPath(link.get("href") ?? ""));
  const found = new Set<string>();
  const queue = [...entries, ...preloads];
  for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
    if (found.has(chunk)) continue;
    found.add(chunk);
    queue.push(...staticImports(chunk));
  }
  return [...found];
}

/** The JavaScript chunks whose source map lists a file whose path contains `part`. */
function chunksWithSource(part: string): Set<string> {
  const assets = join(DIST, "assets");
  const chunks = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const holding = chunks.filter((file) => {
    const mapFile = join(assets, `${file}.map`);
    if (!existsSync(mapFile)) return false;
    const { sources } = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
    return sources.some((source) => source.includes(part));
  });
  return new Set(holding.map((file) => `assets/${file}`));
}

/** The JavaScript chunks whose source map lists a file of the npm package `name`. */
const chunksHolding = (name: string) => chunksWithSource(`node_modules/${name}/`);

/** The web app's module that loads the events list (accounts-session §4). */
const EVENT_LIST_LOADER = "src/shell/prefetch-event-list.ts";

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Paths (inside dist) of the scripts the page requests, preloads included, as they are requested. */
function recordScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const path = distPath(new URL(request.url()).pathname);
    if (path.endsWith(".js")) requested.push(path);
  });
  return requested;
}

const requestedAny = (requested: readonly string[], chunks: ReadonlySet<string>) =>
  requested.some((path) => chunks.has(path));

test.describe("initial JavaScript budget", () => {
  test("the entry, its preloads and their static imports weigh at most 170 kB gzipped", () => {
    const chunks = initialChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const sizes = chunks.map((chunk) => ({
      chunk,
      gzip: gzipSync(readFileSync(join(DIST, chunk)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const lines = sizes.map(({ chunk, gzip }) => `  ${kB(gzip).padStart(10)}  ${chunk}`);
    console.log(`initial JavaScript, gzipped:\n${lines.join("\n")}\n  ${kB(total).padStart(10)}  total`);
    test.info().annotations.push({
      type: "initial JavaScript (gzip -9)",
      description: `${kB(total)} in ${chunks.length} chunks (budget ${kB(BUDGET_BYTES)}, target ${kB(TARGET_BYTES)})`,
    });
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test("the chart library and the menus' Radix code are not initial", () => {
    const initial = new Set(initialChunks());
    for (const name of [CHART_LIBRARY, MENU_LIBRARY]) {
      const holding = chunksHolding(name);
      // Source maps are part of the build: without them this test would prove nothing.
      expect(holding.size, `no chunk holds ${name}`).toBeGreaterThan(0);
      expect(
        [...holding].filter((chunk) => initial.has(chunk)),
        `initial chunks holding ${name}`,
      ).toEqual([]);
    }
  });

  test("with the chart strip collapsed the chart library is not fetched until the strip opens", async ({
    page,
  }) => {
    const charts = chunksHolding(CHART_LIBRARY);
    const requested = recordScripts(page);
    await page.addInitScript(() => localStorage.setItem("chartsCollapsed", "true"));
    await page.goto("/chung-khoan/VN30");
    await expect(boardRows(page).first()).toBeVisible();
    await expect(page.getByTestId("charts-toggle")).toHaveAttribute("aria-expanded", "false");
    expect(requestedAny(requested, charts)).toBe(false);

    await page.getByTestId("charts-toggle").click();
    await expect.poll(() => requestedAny(requested, charts)).toBe(true);
  });

  test("the events list loads at start, after the first screen, from a chunk that is not initial", async ({
    page,
  }) => {
    const loader = chunksWithSource(EVENT_LIST_LOADER);
    expect(loader.size, `no chunk holds ${EVENT_LIST_LOADER}`).toBeGreaterThan(0);
    const initial = new Set(initialChunks());
    expect([...loader].filter((chunk) => initial.has(chunk))).toEqual([]);

    const requested = recordScripts(page);
    await page.goto("/chung-khoan/VN30");
    await expect(boardRows(page).first()).toBeVisible();
    // Kept in the browser as allEvents until 08:30 the next day (accounts-session §3, §4).
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem("allEvents") ?? "null")?.events?.length ?? 0),
      )
      .toBeGreaterThan(0);
    expect(requestedAny(requested, loader)).toBe(true);
  });

  test("a menu's code is fetched when the menu is first opened, from the keyboard too", async ({ page }) => {
    const menus = chunksHolding(MENU_LIBRARY);
    const requested = recordScripts(page);
    await page.goto("/chung-khoan/VN30");
    await expect(boardRows(page).first()).toBeVisible();
    expect(requestedAny(requested, menus)).toBe(false);

    // The menu button behaves as a loaded one would: Enter opens it with the first item focused,
    // Escape closes it and gives the focus back.
    const picker = page.getByTestId("theme-picker");
    await picker.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitemradio").first()).toBeFocused();
    expect(requestedAny(requested, menus)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(picker).toBeFocused();
  });
});
