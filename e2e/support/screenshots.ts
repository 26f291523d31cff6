/**
 * A page screenshot kept with the run's artefacts (`test-results/screenshots/{name}.png`) and
 * attached to the test's results.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test, type Page } from "@playwright/test";
import { SCREENSHOTS_DIR } from "./environment";

export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, animations: "disabled" });
  await test.info().attach(name, { path, contentType: "image/png" });
}
