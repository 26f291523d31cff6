/**
 * Session constants and rules of accounts-session §4 and §9: cookie lifetime, failure and
 * reconnect thresholds, OTP timers, the banner, the smart-OTP guide, the forced password change,
 * the identity-card (CCCD) block modal, the stock-list cache and the wrong-OTP reply.
 *
 * Everything is pure: "today" and "now" are injected from the market clock, and daily markers
 * (what the browser stores) go in and come out as values.
 */
import { addDays, isIsoDate, type IsoDate } from "../calendar-date";
import { parseRemainingOtpAttempts } from "../catalogue/login-failure";

/** A login-response or account-info flag; the wire sends such flags as strings or numbers. */
export type WireFlag = string | number | null | undefined;

function flagIs(value: WireFlag, expected: string): boolean {
  return value !== null && value !== undefined && String(value).trim() === expected;
}

// ── Cookie ───────────────────────────────────────────────────────────────────────────────────

/** Lifetime of the session cookies when no timeout is stored (§6, §9). */
export const SESSION_COOKIE_LIFETIME_SECONDS = 10_800;

/**
 * The session cookie lifetime in seconds: the stored timeout (in minutes) when it gives at least
 * one whole second, else 10800 s. A zero, negative, tiny or unreadable timeout counts as absent,
 * since it would end the session at once; so does one too large to be an exact number of seconds.
 *
 * @example
 * sessionCookieLifetimeSeconds("30");      // → 1800
 * sessionCookieLifetimeSeconds(undefined); // → 10800
 */
export function sessionCookieLifetimeSeconds(
  storedTimeoutMinutes: string | number | null | undefined,
): number {
  if (storedTimeoutMinutes === null || storedTimeoutMinutes === undefined) {
    return SESSION_COOKIE_LIFETIME_SECONDS;
  }
  const text = String(storedTimeoutMinutes).trim();
  const seconds = text === "" ? Number.NaN : Math.round(Number(text) * 60);
  return Number.isSafeInteger(seconds) && seconds >= 1 ? seconds : SESSION_COOKIE_LIFETIME_SECONDS;
}

// ── Thresholds and timers ────────────────────────────────────────────────────────────────────

/** The login-failure notice opens when the failure count exceeds this. */
export const LOGIN_FAILURE_NOTICE_AFTER = 3;
/** Seconds before the OTP can be resent (the spec lists an unused 180 as well). */
export const OTP_RESEND_COUNTDOWN_SECONDS = 45;
/** Seconds before a login blocked for wrong OTPs (rc -11003) may retry. */
export const OTP_BLOCK_RETRY_SECONDS = 60;
/** The reconnect alert opens when the reconnect count exceeds this. */
export const RECONNECT_ALERT_AFTER = 3;
/** Delay before registering for private order events on the socket. */
export const SOCKET_REGISTRATION_DELAY_MS = 3_000;

/**
 * Whether the login-failure notice (Retry, forgot password) opens.
 *
 * @example
 * showsLoginFailureNotice(3); // → false
 * showsLoginFailureNotice(4); // → true
 */
export function showsLoginFailureNotice(failureCount: number): boolean {
  return failureCount > LOGIN_FAILURE_NOTICE_AFTER;
}

/**
 * Whether the reconnect alert opens: after more than 3 reconnects, or on a connect or reconnect
 * error.
 *
 * @example
 * opensReconnectAlert(3);       // → false
 * opensReconnectAlert(4);       // → true
 * opensReconnectAlert(0, true); // → true
 */
export function opensReconnectAlert(reconnectCount: number, connectionError = false): boolean {
  return connectionError || reconnectCount > RECONNECT_ALERT_AFTER;
}

// ── Banner ───────────────────────────────────────────────────────────────────────────────────

export const BANNER_SLIDE_COUNT = 3;
export const BANNER_SLIDE_INTERVAL_MS = 3_000;

/** A configured date range, both ends included. */
export interface DateWindow {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/**
 * Whether the banner shows: only inside the configured window (both ends included) and if the
 * user has not dismissed it. No window, or an unreadable date, means no banner.
 *
 * @example
 * showsBanner("2025-03-10", { from: "2025-03-01", to: "2025-03-31" }, false); // → true
 * showsBanner("2025-04-01", { from: "2025-03-01", to: "2025-03-31" }, false); // → false
 */
export function showsBanner(today: IsoDate, window: DateWindow | null, dismissed: boolean): boolean {
  if (dismissed || window === null) return false;
  if (![today, window.from, window.to].every(isIsoDate)) return false;
  // Valid ISO dates order as strings.
  return window.from <= today && today <= window.to;
}

/**
 * The slide after `index`, wrapping after the last.
 *
 * @example
 * nextBannerSlide(2); // → 0
 */
export function nextBannerSlide(index: number): number {
  return (index + 1) % BANNER_SLIDE_COUNT;
}

// ── Smart OTP guide and password change ──────────────────────────────────────────────────────

/** "Shown today for this user", as stored in the browser. */
export interface DailyUserMarker {
  readonly user: string;
  readonly date: IsoDate;
}

export interface SmartOtpGuideInput {
  readonly iFlag: WireFlag;
  readonly login2faFlag: WireFlag;
  readonly user: string;
  readonly today: IsoDate;
  readonly lastShown: DailyUserMarker | null;
}

/**
 * Whether the smart-OTP guide opens after login, and the marker to store: it opens when iFlag is
 * not 1 (no forced password change pending), login2faFlag is '0' (two-factor not set up) and it
 * has not been shown today for this user.
 *
 * @example
 * smartOtpGuide({ iFlag: 0, login2faFlag: "0", user: "u1", today: "2025-03-10", lastShown: null });
 * // → { open: true, marker: { user: "u1", date: "2025-03-10" } }
 */
export function smartOtpGuide(input: SmartOtpGuideInput): {
  readonly open: boolean;
  readonly marker: DailyUserMarker | null;
} {
  const shownToday = input.lastShown?.user === input.user && input.lastShown.date === input.today;
  const open = !flagIs(input.iFlag, "1") && flagIs(input.login2faFlag, "0") && !shownToday;
  return open ? { open, marker: { user: input.user, date: input.today } } : { open, marker: input.lastShown };
}

/**
 * Whether the forced change-password modal opens: iFlag is 1, or the stored flag says so.
 *
 * @example
 * opensChangePassword("1");        // → true
 * opensChangePassword(0, true);    // → true
 * opensChangePassword(0);          // → false
 */
export function opensChangePassword(iFlag: WireFlag, storedFlag = false): boolean {
  return storedFlag || flagIs(iFlag, "1");
}

// ── Identity card (CCCD) block ───────────────────────────────────────────────────────────────

/** C_IS_CARD_CLEAR value of an account blocked until its national ID is updated. */
export const CARD_BLOCKED_STATUS = "2";

/**
 * The CCCD block modal: when C_IS_CARD_CLEAR is 2 it opens once per day (the marker is the day
 * it was shown); otherwise it stays shut and the marker is cleared.
 *
 * @example
 * cardBlockModal(2, "2025-03-10", null);         // → { open: true, marker: "2025-03-10" }
 * cardBlockModal(2, "2025-03-10", "2025-03-10"); // → { open: false, marker: "2025-03-10" }
 * cardBlockModal(1, "2025-03-10", "2025-03-10"); // → { open: false, marker: null }
 */
export function cardBlockModal(
  cardClear: WireFlag,
  today: IsoDate,
  marker: IsoDate | null,
): { readonly open: boolean; readonly marker: IsoDate | null } {
  if (!flagIs(cardClear, CARD_BLOCKED_STATUS)) return { open: false, marker: null };
  return marker === today ? { open: false, marker } : { open: true, marker: today };
}

// ── Stock-list cache ─────────────────────────────────────────────────────────────────────────

/** A market-clock instant: the date and the minutes since its midnight. */
export interface MarketMoment {
  readonly date: IsoDate;
  readonly minutes: number;
}

/** 08:30, the daily expiry of the cached lists (§4, §9). */
export const STOCK_LIST_CACHE_EXPIRY_MINUTES = 8 * 60 + 30;

/**
 * When the cached stock and event lists expire: at the next 08:30 after `now`. That is 08:30
 * the next day for anything cached during the trading day, as the spec says; a list cached
 * before 08:30 may still hold the previous session's data, so it expires at 08:30 the same day.
 *
 * @example
 * stockListCacheExpiry({ date: "2025-03-10", minutes: 600 }); // → { date: "2025-03-11", minutes: 510 }
 * stockListCacheExpiry({ date: "2025-03-10", minutes: 420 }); // → { date: "2025-03-10", minutes: 510 }
 */
export function stockListCacheExpiry(now: MarketMoment): MarketMoment {
  const date = now.minutes < STOCK_LIST_CACHE_EXPIRY_MINUTES ? now.date : addDays(now.date, 1);
  return { date, minutes: STOCK_LIST_CACHE_EXPIRY_MINUTES };
}

/**
 * True once `now` has reached `expiry`.
 *
 * @example
 * isCacheExpired({ date: "2025-03-11", minutes: 510 }, { date: "2025-03-11", minutes: 510 }); // → true
 */
export function isCacheExpired(now: MarketMoment, expiry: MarketMoment): boolean {
  if (now.date !== expiry.date) return now.date > expiry.date;
  return now.minutes >= expiry.minutes;
}

// ── Wrong OTP (rc -11004) ────────────────────────────────────────────────────────────────────

// Longest -11004 message read for its count. The template is under 100 characters, and the
// count's pattern costs time quadratic in a run of digits, so a longer text is not searched.
const WRONG_OTP_MESSAGE_MAX_LENGTH = 500;

/**
 * The state a wrong-OTP reply leaves: the remaining attempts and whether the wrong-OTP flag is
 * set. The flag is set unless the number is 0; an unreadable (or overlong) message still sets it,
 * since the code was wrong either way.
 *
 * @example
 * wrongOtp("… Quý Khách còn 0 lần thực hiện trước khi bị tạm khóa"); // → { remaining: 0, wrong: false }
 */
export function wrongOtp(message: unknown): { readonly remaining: number | null; readonly wrong: boolean } {
  const readable = typeof message === "string" && message.length <= WRONG_OTP_MESSAGE_MAX_LENGTH;
  const remaining = (readable ? parseRemainingOtpAttempts(message) : undefined) ?? null;
  return { remaining, wrong: remaining !== 0 };
}
