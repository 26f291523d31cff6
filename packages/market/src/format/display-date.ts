/**
 * Dates as the boards and modals show them: DD/MM/YYYY. Feeds send bond and warrant dates as
 * compact yyyymmdd (price-board §3).
 */
import { fromCompactDate, toSlashDate } from "../calendar-date";

/**
 * A feed's yyyymmdd date as DD/MM/YYYY; empty for a missing or invalid date.
 *
 * @example formatCompactDate("20270315") // "15/03/2027"
 * @example formatCompactDate("20270230") // ""
 */
export function formatCompactDate(yyyymmdd: string | number | null | undefined): string {
  if (yyyymmdd === null || yyyymmdd === undefined) return "";
  const iso = fromCompactDate(String(yyyymmdd));
  return iso === null ? "" : toSlashDate(iso);
}
