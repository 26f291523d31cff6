/**
 * Validity dates of conditional stock orders (order-entry §5 "Dates"). All dates are ISO
 * `YYYY-MM-DD`; `today` comes from the market clock. The window is
 * CONDITIONAL_EXPIRY_WINDOW_DAYS (29): day 29 is the last allowed expiry, day 30 is refused.
 *
 * - Every conditional kind: expiry required, not before today.
 * - TCO and SL/TP (they carry an effective date): effective date required, not before today,
 *   not after expiry; expiry at most 29 days after the effective date.
 * - Stop and trailing: expiry at most 29 days after today.
 */
import { daysBetween, isIsoDate, type IsoDate } from "../calendar-date";
import { invalid, valid, type Validation } from "../validation";
import { CONDITIONAL_EXPIRY_WINDOW_DAYS } from "./order-terms";

/** The expiry date, required and not before today. */
function readExpiry(text: string, today: IsoDate): Validation<IsoDate> {
  const expiry = text.trim();
  if (expiry === "") return invalid("expired-date-empty");
  if (!isIsoDate(expiry) || daysBetween(today, expiry) < 0) return invalid("expired-date-invalid");
  return valid(expiry);
}

/**
 * Stop and trailing orders: expiry from today to today + 29.
 *
 * @example checkExpiryFromToday("2025-07-01", "2025-06-02") // { ok: true, value: { expiryDate: "2025-07-01" } }
 * @example checkExpiryFromToday("2025-07-02", "2025-06-02") // { ok: false, key: "expired-date-30" }
 */
export function checkExpiryFromToday(
  expiryText: string,
  today: IsoDate,
): Validation<{ readonly expiryDate: IsoDate }> {
  const expiry = readExpiry(expiryText, today);
  if (!expiry.ok) return expiry;
  if (daysBetween(today, expiry.value) > CONDITIONAL_EXPIRY_WINDOW_DAYS) return invalid("expired-date-30");
  return valid({ expiryDate: expiry.value });
}

/**
 * TCO and SL/TP orders: today ≤ effective ≤ expiry ≤ effective + 29.
 *
 * @example checkEffectiveWindow("2025-06-05", "2025-07-04", "2025-06-02") // ok
 * @example checkEffectiveWindow("2025-06-05", "2025-07-05", "2025-06-02") // { ok: false, key: "expired-date-30" }
 */
export function checkEffectiveWindow(
  effectiveText: string,
  expiryText: string,
  today: IsoDate,
): Validation<{ readonly effectiveDate: IsoDate; readonly expiryDate: IsoDate }> {
  const expiry = readExpiry(expiryText, today);
  if (!expiry.ok) return expiry;
  const effective = effectiveText.trim();
  if (effective === "") return invalid("effective-date-empty");
  if (!isIsoDate(effective) || daysBetween(today, effective) < 0) return invalid("effective-date-invalid");
  const span = daysBetween(effective, expiry.value);
  if (span < 0) return invalid("effective-date-lt-expired-date");
  if (span > CONDITIONAL_EXPIRY_WINDOW_DAYS) return invalid("expired-date-30");
  return valid({ effectiveDate: effective, expiryDate: expiry.value });
}
