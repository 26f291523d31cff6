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
