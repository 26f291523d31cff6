/**
 * Login, OTP, forced password change, logout, expiry and several tabs (accounts-session §2, §4,
 * §5) through the header's login dialog, against the demo customers of docs/security.md. The
 * server starts on a fresh data folder, so the password change can be repeated run after run.
 */
import { expect, test, type Page } from "@playwright/test";
import { SESSION_HEADER } from "@bangia/market";
import {
  DEMO_TOTP_SECRET,
  loginAs,
  quietSmartOtpGuide,
  sessionCookie,
  submitLogin,
  totp,
} from "./support/login";

const BOARD = "/chung-khoan/VN30";

async function openBoard(page: Page): Promise<void> {
  await page.goto(BOARD);
  await expect(page.getByTestId("login-button")).toBeVisible();
}

async function logout(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("login-button")).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveCount(0);
}

async function typeOtp(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) await page.getByTestId(`otp-box-${index}`).press(digit);
}

async function whoAmI(page: Page, sid: string): Promise<unknown> {
  const response = await page.request.get("/api/session", { headers: { [SESSION_HEADER]: sid } });
  return response.json();
}

test("a plain login shows the name; logout clears it and the server refuses the old session", async ({
  page,
}) => {
  await quietSmartOtpGuide(page, "058C000001");
  await openBoard(page);
  await loginAs(page, "058C000001", "Nguyễn Văn An");
  const sid = await sessionCookie(page);
  expect(sid).toBeDefined();
  expect(await whoAmI(page, sid ?? "")).toMatchObject({ rc: 1, data: { user: "058C000001" } });

  // A reload keeps the login: the page asks the server who is logged in.
  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText("Nguyễn Văn An");

  await logout(page);
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await whoAmI(page, sid ?? "")).toEqual({ rc: -1, rs: "InvalidSessionException" });
  await page.reload();
  await expect(page.getByTestId("login-button")).toBeVisible();
});

test("empty fields warn; a wrong password counts, and the fourth opens the failure notice", async ({
  page,
}) => {
  await openBoard(page);
  await page.getByTestId("login-button").click();
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-error")).toHaveText("Vui lòng nhập tên đăng nhập.");

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await submitLogin(page, "058C000006", "Wrong@2026");
    await expect(page.getByTestId("login-error")).toContainText(`Số lần đăng nhập sai: ${attempt}`);
  }
  await expect(page.getByTestId("login-error")).toContainText("Tên đăng nhập hoặc mật khẩu không chính xác.");
  await submitLogin(page, "058C000006", "Wrong@2026");
  const notice = page.getByTestId("login-fail-notice");
  await expect(notice).toContainText("Quý khách đã đăng nhập sai 4 lần.");
  await expect(notice.getByRole("link", { name: "Quên mật khẩu" })).toHaveAttribute(
    "href",
    "/ho-tro#quen-mat-khau",
  );
  await notice.getByRole("button", { name: "Thử lại" }).click();
  await expect(page.getByTestId("login-password")).toHaveValue("");

  // Escape closes the dialog.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("login-dialog")).toBeHidden();
});

test("SMS OTP: a wrong code shows the attempts left; the demo outbox's code logs in", async ({ page }) => {
  await openBoard(page);
  await submitLogin(page, "058C000002");
  const otp = page.getByTestId("otp-dialog");
  await expect(otp).toBeVisible();
  await expect(page.getByTestId("login-dialog")).toBeHidden();
  await expect(page.getByTestId("otp-resend")).toBeDisabled();
  await expect(page.getByTestId("otp-resend")).toContainText("Gửi lại mã sau");

  // The demo code, read as a tester without a phone would, to make a surely wrong one.
  const outbox = await page.request.get("/api/demo/otp-outbox/058C000002");
  const { code } = (await outbox.json()) as { code: string };
  const wrong = code === "000000" ? "111111" : "000000";
  await typeOtp(page, wrong);
  await page.getByTestId("otp-box-5").press("Enter");
  await expect(page.getByTestId("otp-error")).toHaveText(
    /^Mã OTP không chính xác\. Quý Khách còn \d lần thực hiện trước khi bị tạm khóa$/,
  );

  // The demo-only button fills the boxes from the outbox.
  await expect(otp).toContainText("Chỉ có ở bản demo");
  await page.getByTestId("otp-demo-code").click();
  await expect(page.getByTestId("otp-box-5")).toHaveValue(code.slice(5));
  await expect(otp).toContainText("***002");
  await page.getByTestId("otp-confirm").click();
  await expect(otp).toBeHidden();
  await expect(page.getByTestId("user-name")).toHaveText("Trần Thị Bình");
});

test("smart OTP: the code of the authenticator's secret logs in", async ({ page }) => {
  await openBoard(page);
  await submitLogin(page, "058C000003");
  await expect(page.getByTestId("otp-dialog")).toBeVisible();
  await expect(page.getByTestId("otp-resend")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Hướng dẫn sử dụng Smart OTP" })).toHaveAttribute(
    "href",
    "/ho-tro#smart-otp",
  );
  await typeOtp(page, totp(DEMO_TOTP_SECRET));
  await page.getByTestId("otp-confirm").click();
  await expect(page.getByTestId("otp-dialog")).toBeHidden();
  await expect(page.getByTestId("user-name")).toHaveText("Lê Hoàng Cường");
});

test("the forced password change: rules first, then the new password logs in", async ({ page }) => {
  const user = "058C000004";
  const newPassword = "Moi#2026x";
  await quietSmartOtpGuide(page, user);
  await openBoard(page);
  await loginAs(page, user, "Phạm Minh Dũng");
  const dialog = page.getByTestId("change-password-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("1900 633 308");
  // It cannot be dismissed.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();

  await page.getByTestId("change-password-current").fill("Demo@2026");
  await page.getByTestId("change-password-new").fill("short");
  await page.getByTestId("change-password-retype").fill("short");
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("change-password-error")).toContainText("8-32 ký tự");

  await page.getByTestId("change-password-new").fill(newPassword);
  await page.getByTestId("change-password-retype").fill(newPassword);
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("password-changed")).toBeVisible();
  await page.getByTestId("password-changed").getByRole("button").click();
  await expect(dialog).toBeHidden();

  await logout(page);
  await submitLogin(page, user);
  await expect(page.getByTestId("login-error")).toContainText("Tên đăng nhập hoặc mật khẩu không chính xác.");
  await loginAs(page, user, "Phạm Minh Dũng", newPassword);
  await expect(dialog).toBeHidden();
});

test("a session ended elsewhere shows the expired alert at the next call; OK opens the login", async ({
  page,
}) => {
  const user = "058C000009";
  await quietSmartOtpGuide(page, user);
  await openBoard(page);
  await loginAs(page, user, "Ngô Thị Ngọc");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("account-settings").click();
  const accounts = page.getByTestId("default-account-dialog");
  await expect(accounts).toBeVisible();

  // The session ends in another request (a logout through the API).
  const sid = await sessionCookie(page);
  const ended = await page.request.post("/api/logout", { data: { session: sid } });
  expect(await ended.json()).toEqual({ rc: 1 });

  // The next call is refused: saving a default account (core rc -1 InvalidSessionException), unless
  // a call of the page (a user route's 401 NO_SESSION) met the ended session first.
  const alert = page.getByTestId("session-expired-alert");
  if (!(await alert.isVisible())) {
    await accounts.getByTestId("default-account-row-058C0000093").click();
    await accounts.getByTestId("default-account-confirm").click();
  }
  await expect(alert).toContainText("Phiên đăng nhập đã hết hạn. Quý khách vui lòng đăng nhập lại.");
  await expect(page.getByTestId("login-button")).toBeVisible();
  await alert.getByRole("button", { name: "Đồng ý" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByTestId("login-dialog")).toBeVisible();
});

test("a login in one tab reaches the other tab of the browser, and so does the logout", async ({
  context,
}) => {
  const user = "058C000001";
  const first = await context.newPage();
  const second = await context.newPage();
  await quietSmartOtpGuide(first, user);
  await quietSmartOtpGuide(second, user);
  await openBoard(first);
  await openBoard(second);

  await loginAs(first, user, "Nguyễn Văn An");
  await expect(second.getByTestId("user-name")).toHaveText("Nguyễn Văn An");

  await logout(second);
  await expect(first.getByTestId("login-button")).toBeVisible();
  await expect(first.getByTestId("user-name")).toHaveCount(0);
});

test("the login page logs in and goes to the board; its links open the help page", async ({ page }) => {
  await quietSmartOtpGuide(page, "058C000001");
  await page.goto("/dang-nhap");
  const loginPage = page.getByTestId("login-page");
  await expect(loginPage).toBeVisible();
  await loginPage.getByRole("link", { name: "Bảo mật" }).click();
  await expect(page).toHaveURL(/\/ho-tro#bao-mat$/);
  await expect(page.locator("#bao-mat")).toBeInViewport();
  await expect(page.getByTestId("help-page")).toContainText("Không chia sẻ mật khẩu");

  await page.goto("/dang-nhap");
  await page.getByTestId("login-user").fill("058C000001");
  await page.getByTestId("login-password").fill("Demo@2026");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/chung-khoan\/VN30$/);
  await expect(page.getByTestId("user-name")).toHaveText("Nguyễn Văn An");
});

// The demo customers whose login has no OTP step and no forced change (the others have their own
// tests above): each logs in, is named in the header, and logs out.
const PLAIN_DEMO_CUSTOMERS = [
  ["058C000005", "Hoàng Thu Hà", "a derivatives account"],
  ["058C000006", "Vũ Quốc Khánh", "an insider"],
  ["058C000007", "Đặng Thị Lan", "an identity card not updated"],
  ["058C000008", "Bùi Văn Minh", "an expert follower"],
  ["058C000009", "Ngô Thị Ngọc", "margin accounts"],
] as const;

test("every other demo customer type logs in and out", async ({ page }) => {
  await page.goto(BOARD);
  for (const [user, name, kind] of PLAIN_DEMO_CUSTOMERS) {
    await test.step(`${user}: ${kind}`, async () => {
      // The smart-OTP guide's marker holds one user: mark this one as shown today.
      await page.evaluate((userId) => {
        const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
        localStorage.setItem("openSmartOTPGuide", JSON.stringify({ user: userId, date: today }));
      }, user);
      await loginAs(page, user, name);
      // The identity-card customer meets the CCCD block first (account.spec.ts tests it).
      const cccd = page.getByTestId("cccd-dialog");
      if (user === "058C000007") {
        await expect(cccd).toBeVisible();
        await page.keyboard.press("Escape");
      }
      await page.getByTestId("user-menu").click();
      await page.getByTestId("logout").click();
      await expect(page.getByTestId("login-button")).toBeVisible();
    });
  }
});

test("after login the watchlists are the server's: one made there survives a reload and stays apart from the visitor's", async ({
  page,
}) => {
  const user = "058C000009";
  await quietSmartOtpGuide(page, user);
  await page.goto("/chung-khoan/danh-muc");
  const dropdown = page.getByTestId("watchlist-dropdown");
  const add = async (name: string) => {
    if (!(await page.getByTestId("watchlist-menu").isVisible())) await dropdown.click();
    await page.getByTestId("watchlist-add-input").fill(name);
    await page.getByTestId("watchlist-add-input").press("Enter");
    await expect(dropdown).toContainText(name);
  };
  await add("Của khách");

  await loginAs(page, user, "Ngô Thị Ngọc");
  await expect(dropdown).not.toContainText("Của khách");
  const created = page.waitForResponse(
    (response) =>
      /\/api\/history\/watchlists(?:$|[/?])/.test(response.url()) && response.request().method() === "POST",
  );
  await add("Trên máy chủ");
  expect((await created).ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText("Ngô Thị Ngọc");
  await expect(dropdown).toContainText("Trên máy chủ");
  const stored = await page.evaluate(() => localStorage.getItem("watchlistMap") ?? "");
  expect(stored).not.toContain("Trên máy chủ");

  await page.getByTestId("user-menu").click();
  await page.getByTestId("logout").click();
  await expect(dropdown).toContainText("Của khách");
});
