/**
 * After login (accounts-session §2, §4): the default-account modal and the routing after a new
 * default, the CCCD block once a day, the insider alert on a price click, the smart-OTP guide with
 * its enrolment (a TOTP computed here from the secret the page shows), and no banner outside the
 * configured window (this server runs without BANNER_FROM/BANNER_TO).
 *
 * Customers log in through the API with the page's own request context (the cookies are the
 * browser's), except the banner test, which logs in through the login dialog so the page holds
 * a fresh login. The demo customers are docs/security.md's.
 */
import { createHash, createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { cell, row } from "./support/board";
import { searchSymbol } from "./support/toolbar";

const DEMO_PASSWORD = "Demo@2026";
/** What the web sends as `pass`: SHA-256 hex of the trimmed NFC password. */
const DEMO_DIGEST = createHash("sha256").update(DEMO_PASSWORD.trim().normalize("NFC")).digest("hex");

async function apiLogin(page: Page, user: string): Promise<void> {
  const response = await page.request.post("/api/login", { form: { user, pass: DEMO_DIGEST, channel: "I" } });
  expect(await response.json()).toMatchObject({ rc: 1, data: { user } });
}

/**
 * Marks the smart-OTP guide as already shown today for `user`, so it stays out of the way of a
 * test about something else (it opens once a day for customers without two-factor).
 */
async function guideShownToday(page: Page, user: string): Promise<void> {
  await page.addInitScript((userId) => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    localStorage.setItem("openSmartOTPGuide", JSON.stringify({ user: userId, date: today }));
  }, user);
}

async function openSignedIn(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("user-name")).toHaveText(name);
}

async function openAccountSettings(page: Page) {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("account-settings").click();
  const dialog = page.getByTestId("default-account-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseDefault(page: Page, code: string): Promise<void> {
  const dialog = await openAccountSettings(page);
  await dialog.getByTestId(`default-account-row-${code}`).click();
  await expect(dialog.getByTestId(`default-account-row-${code}`).getByRole("radio")).toBeChecked();
  await dialog.getByTestId("default-account-confirm").click();
  await expect(dialog).toBeHidden();
}

// ── RFC 6238, computed here as an authenticator app would ───────────────────────────────────

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
}

function totp(secret: string, now: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

// ── Tests ───────────────────────────────────────────────────────────────────────────────────

test("the default-account modal searches, saves and moves the board with the account type", async ({
  page,
}) => {
  const user = "058C000005";
  await guideShownToday(page, user);
  await apiLogin(page, user);
  await openSignedIn(page, "/chung-khoan/VN30", "Hoàng Thu Hà");

  const dialog = await openAccountSettings(page);
  const rows = dialog.locator('[data-testid^="default-account-row-"]');
  await expect(rows).toHaveCount(2);
  await expect(dialog.getByTestId("default-account-row-058C0000058")).toContainText("Phái sinh");
  await expect(dialog.getByTestId("default-account-row-058C0000051")).toContainText("Thường");
  await expect(dialog.getByTestId("default-account-row-058C0000058").getByRole("radio")).toBeChecked();

  // Exact match only; an empty search gives the list back.
  const search = dialog.getByTestId("default-account-search");
  await search.fill("058C00000");
  await search.press("Enter");
  await expect(rows).toHaveCount(0);
  await search.fill("058c0000051");
  await search.press("Enter");
  await expect(rows).toHaveCount(1);
  await search.fill("");
  await expect(rows).toHaveCount(2);

  // Nothing changed: Confirm only closes.
  await dialog.getByTestId("default-account-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);

  // The stock order confirmation choice is kept for this user.
  const reopened = await openAccountSettings(page);
  await reopened.getByTestId("show-confirm-order").uncheck();
  await reopened.getByTestId("default-account-confirm").click();
  await expect(reopened).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("displayStocksOrderCfmScreen058C000005"))).toBe(
    "false",
  );
  await (await openAccountSettings(page)).getByTestId("show-confirm-order").check();
  await page.getByTestId("default-account-confirm").click();
  await expect(page.getByTestId("default-account-dialog")).toBeHidden();

  // A cash default away from the derivatives board stays where it is…
  await chooseDefault(page, "058C0000051");
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
  // …the derivatives account opens the derivatives board…
  await chooseDefault(page, "058C0000058");
  await expect(page).toHaveURL(/\/chung-khoan\/derivative-VN30$/);
  // …and a cash account leaves it for VN30.
  await chooseDefault(page, "058C0000051");
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);

  // The server kept it: a fresh page ticks the new default. Then the seeded default goes back.
  await page.reload();
  const afterReload = await openAccountSettings(page);
  await expect(afterReload.getByTestId("default-account-row-058C0000051").getByRole("radio")).toBeChecked();
  await page.keyboard.press("Escape");
  await chooseDefault(page, "058C0000058");
  await expect(page).toHaveURL(/\/chung-khoan\/derivative-VN30$/);
});

test("the CCCD block shows once a day for the customer whose identity card is not updated", async ({
  page,
}) => {
  const user = "058C000007";
  await guideShownToday(page, user);
  await apiLogin(page, user);
  await openSignedIn(page, "/chung-khoan/VN30", "Đặng Thị Lan");

  const popup = page.getByTestId("cccd-dialog");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Căn cước công dân");
  await expect(popup.getByRole("link", { name: "1900 633 308" })).toHaveAttribute("href", "tel:1900633308");
  await popup.getByTestId("cccd-dialog-close").click();
  await expect(popup).toBeHidden();

  // The same day again: the card status is read, but the popup stays shut.
  const cardRead = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/core") &&
      response.request().postData()?.includes("GetAccountInfo") === true,
  );
  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText("Đặng Thị Lan");
  expect(await (await cardRead).json()).toEqual({ rc: 1, data: [{ C_IS_CARD_CLEAR: "2" }] });
  await page.waitForTimeout(500);
  await expect(popup).toHaveCount(0);
  const markers = await page.evaluate(() => localStorage.getItem("ISCARDCLEAR"));
  expect(Object.keys(JSON.parse(markers ?? "{}") as object)).toContain(user);
});

test("an insider who clicks a price of an insider symbol sees the disclosure alert first", async ({
  page,
}) => {
  const user = "058C000006";
  await guideShownToday(page, user);
  await apiLogin(page, user);
  await openSignedIn(page, "/chung-khoan/VN30", "Vũ Quốc Khánh");

  await searchSymbol(page, "FPT");
  await cell(row(page, "FPT"), "lastPrice").click();
  const alert = page.getByTestId("insider-alert");
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("công bố thông tin");
  await expect(alert).toContainText("FPT");
  await expect(alert).toContainText("1900 633 308");
  await page.keyboard.press("Escape");
  await expect(alert).toBeHidden();

  // Another symbol: no alert.
  await searchSymbol(page, "ACB");
  await cell(row(page, "ACB"), "lastPrice").click();
  await page.waitForTimeout(300);
  await expect(alert).toHaveCount(0);
});

test("the smart-OTP guide enrols a customer without two-factor with a code of the QR's secret", async ({
  page,
}) => {
  const user = "058C000008";
  await apiLogin(page, user);
  await openSignedIn(page, "/chung-khoan/VN30", "Bùi Văn Minh");

  const guide = page.getByTestId("smart-otp-guide");
  await expect(guide).toBeVisible();
  await guide.getByTestId("smart-otp-start").click();
  await expect(guide.getByTestId("smart-otp-qr").locator("svg")).toBeVisible();
  const secret = ((await guide.getByTestId("smart-otp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused and the guide stays.
  const right = totp(secret, Date.now());
  await guide.getByTestId("smart-otp-password").fill(DEMO_PASSWORD);
  await guide.getByTestId("smart-otp-code").fill(right === "000000" ? "111111" : "000000");
  await guide.getByTestId("smart-otp-confirm").click();
  await expect(guide.getByTestId("smart-otp-error")).toContainText("Mã OTP không chính xác");

  await guide.getByTestId("smart-otp-code").fill(totp(secret, Date.now()));
  await guide.getByTestId("smart-otp-confirm").click();
  await expect(guide.getByTestId("smart-otp-done")).toBeVisible();
  await guide.getByTestId("smart-otp-close").click();
  await expect(guide).toBeHidden();

  // Two-factor is set up: a new login says so, and the guide no longer opens.
  await page.evaluate(() => localStorage.removeItem("openSmartOTPGuide"));
  await apiLogin(page, user);
  const session = await page.request.get("/api/session");
  expect(await session.json()).toMatchObject({ rc: 1, data: { login2faFlag: "1" } });
  await openSignedIn(page, "/chung-khoan/VN30", "Bùi Văn Minh");
  await page.waitForTimeout(500);
  await expect(guide).toHaveCount(0);
});

test("no banner after a login outside the configured window", async ({ page }) => {
  const user = "058C000001";
  await guideShownToday(page, user);
  await page.goto("/chung-khoan/VN30");
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-user").fill(user);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/login"));
  await page.getByTestId("login-submit").click();
  expect(await (await answer).json()).toMatchObject({ rc: 1, data: { isShowBanner: false } });
  await expect(page.getByTestId("user-name")).toHaveText("Nguyễn Văn An");
  await page.waitForTimeout(500);
  await expect(page.getByTestId("banner-dialog")).toHaveCount(0);
});
