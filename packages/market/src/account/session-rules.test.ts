import { describe, expect, it } from "vitest";
import {
  BANNER_SLIDE_COUNT,
  BANNER_SLIDE_INTERVAL_MS,
  CARD_BLOCKED_STATUS,
  cardBlockModal,
  isCacheExpired,
  LOGIN_FAILURE_NOTICE_AFTER,
  nextBannerSlide,
  opensChangePassword,
  opensReconnectAlert,
  OTP_BLOCK_RETRY_SECONDS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  RECONNECT_ALERT_AFTER,
  SESSION_COOKIE_LIFETIME_SECONDS,
  sessionCookieLifetimeSeconds,
  showsBanner,
  showsLoginFailureNotice,
  smartOtpGuide,
  SOCKET_REGISTRATION_DELAY_MS,
  STOCK_LIST_CACHE_EXPIRY_MINUTES,
  stockListCacheExpiry,
  wrongOtp,
} from "./session-rules";

describe("session constants (accounts-session §9)", () => {
  it.each([
    { rule: "cookie lifetime 10800 s", actual: SESSION_COOKIE_LIFETIME_SECONDS, expected: 10_800 },
    { rule: "login-failure notice when failures exceed 3", actual: LOGIN_FAILURE_NOTICE_AFTER, expected: 3 },
    { rule: "resend countdown 45 s", actual: OTP_RESEND_COUNTDOWN_SECONDS, expected: 45 },
    { rule: "block retry after 1 minute", actual: OTP_BLOCK_RETRY_SECONDS, expected: 60 },
    { rule: "reconnect alert after more than 3 reconnects", actual: RECONNECT_ALERT_AFTER, expected: 3 },
    { rule: "socket registration delay 3 s", actual: SOCKET_REGISTRATION_DELAY_MS, expected: 3_000 },
    { rule: "banner has 3 slides", actual: BANNER_SLIDE_COUNT, expected: 3 },
    { rule: "banner slide interval 3 s", actual: BANNER_SLIDE_INTERVAL_MS, expected: 3_000 },
    { rule: "stock list cache expires at 08:30", actual: STOCK_LIST_CACHE_EXPIRY_MINUTES, expected: 510 },
    { rule: "CCCD block status is 2", actual: CARD_BLOCKED_STATUS, expected: "2" },
  ])("$rule", ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});

describe("sessionCookieLifetimeSeconds (§4 OTP login: stored timeout in minutes, else 10800 s)", () => {
  it.each([
    { rule: "stored minutes as text", stored: "30", seconds: 1_800 },
    { rule: "stored minutes as a number", stored: 240, seconds: 14_400 },
    { rule: "nothing stored → 10800", stored: undefined, seconds: 10_800 },
    { rule: "null stored → 10800", stored: null, seconds: 10_800 },
    { rule: "blank stored → 10800", stored: " ", seconds: 10_800 },
    { rule: "unreadable stored → 10800", stored: "abc", seconds: 10_800 },
    { rule: "zero would end the session at once → 10800", stored: "0", seconds: 10_800 },
    { rule: "negative → 10800", stored: -5, seconds: 10_800 },
    { rule: "a timeout under half a second → 10800, not 0", stored: "0.004", seconds: 10_800 },
    { rule: "a timeout beyond exact seconds → 10800", stored: "1e300", seconds: 10_800 },
    { rule: "a fraction of a minute is kept", stored: 0.5, seconds: 30 },
  ])("$rule", ({ stored, seconds }) => {
    expect(sessionCookieLifetimeSeconds(stored)).toBe(seconds);
  });
});

describe("showsLoginFailureNotice (§4: a count above 3 opens the notice)", () => {
  it.each([
    { rule: "0 failures → no notice", count: 0, shown: false },
    { rule: "3 failures → no notice", count: 3, shown: false },
    { rule: "4 failures → notice", count: 4, shown: true },
  ])("$rule", ({ count, shown }) => {
    expect(showsLoginFailureNotice(count)).toBe(shown);
  });
});

describe("opensReconnectAlert (§4: more than 3 reconnects, or connect/reconnect errors)", () => {
  it.each([
    { rule: "3 reconnects → no alert", count: 3, error: false, open: false },
    { rule: "4 reconnects → alert", count: 4, error: false, open: true },
    { rule: "a connection error → alert", count: 0, error: true, open: true },
  ])("$rule", ({ count, error, open }) => {
    expect(opensReconnectAlert(count, error)).toBe(open);
  });
});

describe("showsBanner (§4: inside a configured date window and not dismissed)", () => {
  const window = { from: "2025-03-01", to: "2025-03-31" };
  it.each([
    { rule: "inside the window → shown", today: "2025-03-10", window, dismissed: false, shown: true },
    { rule: "first day included", today: "2025-03-01", window, dismissed: false, shown: true },
    { rule: "last day included", today: "2025-03-31", window, dismissed: false, shown: true },
    { rule: "before the window → hidden", today: "2025-02-28", window, dismissed: false, shown: false },
    { rule: "after the window → hidden", today: "2025-04-01", window, dismissed: false, shown: false },
    { rule: "dismissed → hidden", today: "2025-03-10", window, dismissed: true, shown: false },
    {
      rule: "no window configured → hidden",
      today: "2025-03-10",
      window: null,
      dismissed: false,
      shown: false,
    },
    {
      rule: "unreadable window → hidden",
      today: "2025-03-10",
      window: { from: "01/03/2025", to: "2025-03-31" },
      dismissed: false,
      shown: false,
    },
  ])("$rule", ({ today, window, dismissed, shown }) => {
    expect(showsBanner(today, window, dismissed)).toBe(shown);
  });

  it.each([
    { rule: "slides advance", index: 0, next: 1 },
    { rule: "after the third slide comes the first", index: 2, next: 0 },
  ])("$rule", ({ index, next }) => {
    expect(nextBannerSlide(index)).toBe(next);
  });
});

describe("smartOtpGuide (§4: iFlag not 1, login2faFlag '0', not shown today for that user)", () => {
  const base = { iFlag: 0, login2faFlag: "0", user: "u1", today: "2025-03-10", lastShown: null };
  it.each([
    { rule: "first time → open", input: {}, open: true },
    { rule: "iFlag 1 (password change first) → closed", input: { iFlag: 1 }, open: false },
    { rule: "iFlag '1' as text → closed", input: { iFlag: "1" }, open: false },
    { rule: "login2faFlag not '0' → closed", input: { login2faFlag: "1" }, open: false },
    { rule: "login2faFlag missing → closed", input: { login2faFlag: undefined }, open: false },
    {
      rule: "shown today for this user → closed",
      input: { lastShown: { user: "u1", date: "2025-03-10" } },
      open: false,
    },
    { rule: "shown yesterday → open", input: { lastShown: { user: "u1", date: "2025-03-09" } }, open: true },
    {
      rule: "shown today for another user → open",
      input: { lastShown: { user: "u2", date: "2025-03-10" } },
      open: true,
    },
  ])("$rule", ({ input, open }) => {
    expect(smartOtpGuide({ ...base, ...input }).open).toBe(open);
  });

  it.each([
    {
      rule: "opening stores today for the user",
      lastShown: null,
      marker: { user: "u1", date: "2025-03-10" },
    },
    {
      rule: "staying closed keeps the marker",
      lastShown: { user: "u1", date: "2025-03-10" },
      marker: { user: "u1", date: "2025-03-10" },
    },
  ])("$rule", ({ lastShown, marker }) => {
    expect(smartOtpGuide({ ...base, lastShown }).marker).toEqual(marker);
  });
});

describe("opensChangePassword (§2, §4: iFlag 1 or the stored flag)", () => {
  it.each([
    { rule: "iFlag 1 → open", iFlag: 1, stored: false, open: true },
    { rule: "iFlag '1' → open", iFlag: "1", stored: false, open: true },
    { rule: "stored flag → open", iFlag: 0, stored: true, open: true },
    { rule: "neither → closed", iFlag: 0, stored: false, open: false },
    { rule: "iFlag missing → closed", iFlag: undefined, stored: false, open: false },
  ])("$rule", ({ iFlag, stored, open }) => {
    expect(opensChangePassword(iFlag, stored)).toBe(open);
  });
});

describe("cardBlockModal (§4: C_IS_CARD_CLEAR 2 opens once per day, otherwise the marker is cleared)", () => {
  it.each([
    {
      rule: "status 2, not shown → open and mark today",
      status: 2,
      marker: null,
      result: { open: true, marker: "2025-03-10" },
    },
    {
      rule: "status '2' as text → open",
      status: "2",
      marker: null,
      result: { open: true, marker: "2025-03-10" },
    },
    {
      rule: "status 2, shown yesterday → open again",
      status: 2,
      marker: "2025-03-09",
      result: { open: true, marker: "2025-03-10" },
    },
    {
      rule: "status 2, shown today → closed",
      status: 2,
      marker: "2025-03-10",
      result: { open: false, marker: "2025-03-10" },
    },
    {
      rule: "other status → closed, marker cleared",
      status: 1,
      marker: "2025-03-10",
      result: { open: false, marker: null },
    },
    {
      rule: "no status → closed, marker cleared",
      status: undefined,
      marker: "2025-03-10",
      result: { open: false, marker: null },
    },
  ])("$rule", ({ status, marker, result }) => {
    expect(cardBlockModal(status, "2025-03-10", marker)).toEqual(result);
  });
});

describe("stockListCacheExpiry (§4, §9: expires 08:30 next day)", () => {
  it.each([
    {
      rule: "cached in the trading day → 08:30 next day",
      now: { date: "2025-03-10", minutes: 600 },
      expiry: { date: "2025-03-11", minutes: 510 },
    },
    {
      rule: "cached at 08:30 → 08:30 next day",
      now: { date: "2025-03-10", minutes: 510 },
      expiry: { date: "2025-03-11", minutes: 510 },
    },
    {
      rule: "cached on the last day of a month → next month",
      now: { date: "2025-02-28", minutes: 900 },
      expiry: { date: "2025-03-01", minutes: 510 },
    },
    {
      rule: "cached before 08:30 → 08:30 the same day",
      now: { date: "2025-03-10", minutes: 420 },
      expiry: { date: "2025-03-10", minutes: 510 },
    },
  ])("$rule", ({ now, expiry }) => {
    expect(stockListCacheExpiry(now)).toEqual(expiry);
  });

  const expiry = { date: "2025-03-11", minutes: 510 };
  it.each([
    { rule: "before the expiry day → fresh", now: { date: "2025-03-10", minutes: 1_439 }, expired: false },
    { rule: "just before 08:30 → fresh", now: { date: "2025-03-11", minutes: 509 }, expired: false },
    { rule: "at 08:30 → expired", now: { date: "2025-03-11", minutes: 510 }, expired: true },
    { rule: "a later day → expired", now: { date: "2025-03-12", minutes: 0 }, expired: true },
  ])("$rule", ({ now, expired }) => {
    expect(isCacheExpired(now, expiry)).toBe(expired);
  });
});

describe("wrong OTP, rc -11004 (§4, §8: remaining attempts; the wrong flag is set unless the number is 0)", () => {
  const message = (n: string) =>
    `Mã OTP không chính xác. Quý Khách còn ${n} lần thực hiện trước khi bị tạm khóa`;
  it.each([
    { rule: "N read from the template", text: message("2"), remaining: 2, wrong: true },
    { rule: "several digits", text: message("10"), remaining: 10, wrong: true },
    { rule: "0 remaining → flag not set", text: message("0"), remaining: 0, wrong: false },
    {
      rule: "a translated message → its number",
      text: "Wrong OTP. 3 attempts left",
      remaining: 3,
      wrong: true,
    },
    {
      rule: "no number → unknown, flag still set",
      text: "Mã OTP không chính xác",
      remaining: null,
      wrong: true,
    },
  ])("$rule", ({ text, remaining, wrong }) => {
    expect(wrongOtp(text)).toEqual({ remaining, wrong });
  });

  it.each([
    { rule: "no message → unknown, flag set", text: null },
    { rule: "a message far longer than the template is not searched", text: `${"x".repeat(600)} còn 2 lần` },
    {
      rule: "a flood of digits is not searched (the count's pattern is quadratic in it)",
      text: "1".repeat(200_000),
    },
  ])("$rule", ({ text }) => {
    expect(wrongOtp(text)).toEqual({ remaining: null, wrong: true });
  });

  it("prefers 'còn N lần' over another number in the message", () => {
    expect(wrongOtp("Lỗi 11004: Quý Khách còn 1 lần thực hiện").remaining).toBe(1);
  });
});
