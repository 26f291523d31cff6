/**
 * The footer's server time in the page's language (price-board §1 Footer). The clock is the
 * exchange's 24-hour HH:mm:ss in both languages; the date is running text: Vietnamese writes
 * dd/MM/yyyy, English an unambiguous "17 Apr 2025" (neither the US nor the British reader can
 * misread a day-first or month-first number date).
 */
import { exchangeTimeAt, type Language } from "@bangia/market";
import { formatServerTime } from "../realtime/server-clock";

/** "HH:mm:ss": the fixed-width clock that starts formatServerTime's text. */
const CLOCK_LENGTH = 8;

// The platform's English month names; UTC, since the date is already the exchange's.
const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * An instant as the footer shows it in `language`, in exchange time (Asia/Ho_Chi_Minh).
 *
 * @example formatServerTimeIn(Date.UTC(2025, 3, 17, 2, 15, 30), "vi") // "09:15:30 17/04/2025"
 * @example formatServerTimeIn(Date.UTC(2025, 3, 17, 2, 15, 30), "en") // "09:15:30 17 Apr 2025"
 */
export function formatServerTimeIn(epochMillis: number, language: Language): string {
  const text = formatServerTime(epochMillis);
  if (language === "vi") return text;
  const { date } = exchangeTimeAt(epochMillis);
  return `${text.slice(0, CLOCK_LENGTH)} ${ENGLISH_DATE.format(new Date(`${date}T00:00:00Z`))}`;
}
