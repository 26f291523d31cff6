import { expect, test } from "@playwright/test";

test("the server is healthy and serves the web app under its title", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", market: "live" });

  await page.goto("/");
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
  // Vietnamese is the default language: the title is the Vietnamese "Price board".
  await expect(page).toHaveTitle("Bảng giá");
  await expect(page.locator("#root")).not.toBeEmpty();
});

test("a headline opens its article in the app, marked simulated, in either language", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/chung-khoan/VN30");
  const link = page.getByTestId("news-link");
  await expect(link).toBeVisible();
  const title = (await link.textContent()) ?? "";
  // Vietnamese by default: the spec's title.
  expect(title).toMatch(/ \(mô phỏng\)$/);
  await link.click();
  await expect(page).toHaveURL(/\/tin-tuc\/\d{4}-\d{2}-\d{2}\/\d+$/);
  const article = page.getByTestId("news-article");
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(article).toContainText("Tin mô phỏng");
  await page.getByTestId("language-toggle").click();
  await expect(article).toContainText("Simulated news");
  await expect(article).toContainText("It is not real news");
  // The headline follows the language too (issue 17 item 6).
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(/ \(simulated\)$/);
  // A reload asks the server for the page: the app, not a JSON error.
  await page.reload();
  await expect(page.getByTestId("news-article")).toBeVisible();
  await article.getByRole("link", { name: "Back to the price board" }).click();
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
  // Back on the board, the ticker's headlines are English.
  await expect(page.getByTestId("news-link")).toHaveText(/ \(simulated\)$/);
});

test("an unknown page shows a bilingual not-found page with a way back; API clients keep the JSON error", async ({
  page,
}) => {
  const answer = await page.goto("/no-such-page");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Không tìm thấy trang" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Về bảng giá" }).click();
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
  const api = await page.request.get("/api/no-such-call");
  expect(api.status()).toBe(404);
  expect(api.headers()["content-type"]).toMatch(/^application\/json/);
});
