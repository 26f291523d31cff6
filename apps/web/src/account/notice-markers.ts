/**
 * When the after-login notices open (accounts-session §3 "Stored items", §4 Login, Card status):
 * the market package's rules over the markers kept in the browser.
 *
 * - `ISCARDCLEAR`: per user, the day the CCCD block popup last showed — once a day while
 *   C_IS_CARD_CLEAR is 2; a user's entry is cleared when the card is fine.
 * - `openSmartOTPGuide`: the user and day the smart-OTP guide last showed (once a day per user,
 *   when iFlag is not 1 and login2faFlag is "0").
 * - `notShowBanner`: the banner's "do not show again" in this browser. The banner shows only for
 *   a login made here (not a reload), when the server says today is in its window.
 *
 * "Today" is the exchange date (UTC+7) by the wall clock: the customer's day.
 */
import {
  cardBlockModal,
  exchangeTimeAt,
  isIsoDate,
  smartOtpGuide,
  type DailyUserMarker,
  type IsoDate,
  type WireFlag,
} from "@bangia/market";
import { readLocal, writeLocal } from "../state/local-value";
import type { SessionUser } from "../state/session";

export const CARD_MARKER_KEY = "ISCARDCLEAR";
export const SMART_OTP_GUIDE_KEY = "openSmartOTPGuide";
export const NOT_SHOW_BANNER_KEY = "notShowBanner";

/** At most this many users' card markers are kept (a shared computer). */
const MAX_CARD_MARKERS = 20;

export function exchangeToday(now: number = Date.now()): IsoDate {
  return exchangeTimeAt(Math.floor(now)).date;
}

type CardMarkers = Readonly<Record<string, IsoDate>>;

/** The stored card markers: user → ISO date; anything else is dropped. */
export function parseCardMarkers(raw: unknown): CardMarkers | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const markers: Record<string, IsoDate> = {};
  for (const [user, date] of Object.entries(raw)) {
    if (typeof date === "string" && isIsoDate(date)) markers[user] = date;
  }
  return markers;
}

export function parseDailyUserMarker(raw: unknown): DailyUserMarker | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { user, date } = raw as Record<string, unknown>;
  return typeof user === "string" && typeof date === "string" && isIsoDate(date) ? { user, date } : null;
}

/** The card markers after `user`'s check: the user's entry set or cleared, the newest kept. */
export function nextCardMarkers(markers: CardMarkers, user: string, marker: IsoDate | null): CardMarkers {
  const others = Object.entries(markers).filter(([other]) => other !== user);
  const kept = marker === null ? others : [...others, [user, marker] as const];
  return Object.fromEntries(kept.slice(-MAX_CARD_MARKERS));
}

/** Whether the CCCD block popup opens now for `user` (and records it). */
export function cardBlockDue(user: string, cardClear: WireFlag, today: IsoDate): boolean {
  const markers = readLocal(CARD_MARKER_KEY, parseCardMarkers, {});
  const decision = cardBlockModal(cardClear, today, markers[user] ?? null);
  if ((markers[user] ?? null) !== decision.marker)
    writeLocal(CARD_MARKER_KEY, nextCardMarkers(markers, user, decision.marker));
  return decision.open;
}

/** Whether the smart-OTP guide opens now for `user` (and records it). */
export function smartOtpGuideDue(user: SessionUser, today: IsoDate): boolean {
  const decision = smartOtpGuide({
    iFlag: user.iFlag,
    login2faFlag: user.login2faFlag,
    user: user.userId,
    today,
    lastShown: readLocal(SMART_OTP_GUIDE_KEY, parseDailyUserMarker, null),
  });
  if (decision.open) writeLocal(SMART_OTP_GUIDE_KEY, decision.marker);
  return decision.open;
}

/**
 * Whether the banner opens after this sign-in: a login made in this tab (it holds the session
 * id; a restore after a reload does not), inside the server's window, and not dismissed here.
 */
export function bannerDue(user: SessionUser): boolean {
  const dismissed = readLocal(NOT_SHOW_BANNER_KEY, (raw) => (raw === true ? true : null), false);
  return user.sid !== null && user.isShowBanner && !dismissed;
}

export function dismissBanner(): void {
  writeLocal(NOT_SHOW_BANNER_KEY, true);
}
