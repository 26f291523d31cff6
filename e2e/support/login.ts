/**
 * Logging in as a person does (the header's login button, the dialog), and what the tests need
 * around it: the demo customers' password, the client digest the web sends, and the smart OTP
 * code an authenticator app would show, computed here from the base32 secret (RFC 6238:
 * HMAC-SHA-1 over 30-second steps, six digits).
 */
import { createHash, createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The demo customers' password (docs/security.md). */
export const DEMO_PASSWORD = "Demo@2026";
/** The smart-OTP demo customer's secret. */
export const DEMO_TOTP_SECRET = "MJQW4Z3JMEWWIZLNN4WXI33UOAWWWZLZ";

/** What the web sends as `pass`: SHA-256 hex of the trimmed NFC password. */
export function clientDigest(password: string): string {
  return createHash("sha256").update(password.trim().normalize("NFC"), "utf8").digest("hex");
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Bytes(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The six-digit TOTP of `secret` at `epochMs` (now by default). */
export function totp(secret: string, epochMs: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochMs / 30_000)));
  const mac = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Marks the smart-OTP guide as shown today for `user` (it opens once a day after the login of a
 * customer without two-factor), so it stays out of the way of a test about something else.
 */
export async function quietSmartOtpGuide(page: Page, user: string): Promise<void> {
  await page.addInitScript((userId) => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    localStorage.setItem("openSmartOTPGuide", JSON.stringify({ user: userId, date: today }));
  }, user);
}

/** Opens the login dialog from the header and submits `user` and `password`. */
export async function submitLogin(page: Page, user: string, password: string = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByTestId("login-dialog");
  if (!(await dialog.isVisible())) await page.getByTestId("login-button").click();
  await expect(dialog).toBeVisible();
  await page.getByTestId("login-user").fill(user);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

/** Logs in through the dialog as a customer without an OTP step and waits for the header's name. */
export async function loginAs(
  page: Page,
  user: string,
  name: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await submitLogin(page, user, password);
  await expect(page.getByTestId("login-dialog")).toBeHidden();
  await expect(page.getByTestId("user-name")).toHaveText(name);
}

/** The `sid` cookie of the page's context (HttpOnly: only the test can read it). */
export async function sessionCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "sid")?.value;
}
