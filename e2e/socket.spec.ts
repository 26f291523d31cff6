import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { boardRows, openBoard, stockBoard } from "./support/board";
import { dataDirFor, RESTART_PORT } from "./support/environment";
import { startServer, type ServerProcess } from "./support/server-process";

test("the footer shows the socket CONNECTED", async ({ page }) => {
  await openBoard(page, "VN30");
  await expect(page.getByTestId("socket-status")).toHaveText("CONNECTED");
});

/** Every text the status shows from now on, recorded in the page so no short state is missed. */
async function recordStatuses(page: Page): Promise<void> {
  await page.getByTestId("socket-status").evaluate((element) => {
    const seen: string[] = [element.textContent?.trim() ?? ""];
    (window as unknown as { socketStatuses: string[] }).socketStatuses = seen;
    new MutationObserver(() => seen.push(element.textContent?.trim() ?? "")).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

function recordedStatuses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { socketStatuses: string[] }).socketStatuses);
}

test.describe("server restart", () => {
  // Its own server, so stopping it leaves the shared one to the other specs.
  const dataDir = dataDirFor("restart", RESTART_PORT);
  let server: ServerProcess | null = null;

  test.beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the footer shows DISCONNECT while the server is down and CONNECTED after it restarts", async ({
    page,
  }) => {
    // Two server starts (the first one over an empty data folder) and a reconnect.
    test.setTimeout(300_000);
    server = await startServer(RESTART_PORT, dataDir);
    const url = server.url;

    await page.goto(`${url}/chung-khoan/VN30`);
    await expect(stockBoard(page)).toBeVisible();
    const status = page.getByTestId("socket-status");
    await expect(status).toHaveText("CONNECTED");
    await recordStatuses(page);

    await server.stop();
    server = null;
    await expect.poll(() => recordedStatuses(page)).toContain("DISCONNECT");
    await expect(status).not.toHaveText("CONNECTED");

    server = await startServer(RESTART_PORT, dataDir);
    await expect(status).toHaveText("CONNECTED", { timeout: 60_000 });
    // The board is live again: its rows came back with the reloaded snapshot.
    await expect(boardRows(page).first()).toBeVisible();
  });
});
