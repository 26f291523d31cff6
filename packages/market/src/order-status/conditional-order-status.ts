/**
 * Labels of conditional-order statuses (accounts-session §4, order-entry §4; the statuses are
 * the wire vocabulary) and the rejection reason shown in a tooltip. The wire says FILLED; the
 * labels say "matched", as the normal order book and the result messages do (khớp).
 */
import type { Language, LocalizedText } from "../format/language";
import { CONDITION_ORDER_STATUSES, type ConditionOrderStatus } from "../wire/core-books";

const LABELS: Readonly<Record<ConditionOrderStatus, LocalizedText>> = {
  PENDING_TRIGGER: { vi: "Chờ kích hoạt", en: "Pending trigger" },
  TRIGGERED: { vi: "Đã kích hoạt", en: "Triggered" },
  PARTIAL_FILLED: { vi: "Khớp một phần", en: "Partially matched" },
  FILLED: { vi: "Đã khớp", en: "Matched" },
  PARTIAL_FILLED_CANCEL: { vi: "Khớp một phần, đã hủy", en: "Partially matched, canceled" },
  CANCELED: { vi: "Đã hủy", en: "Canceled" },
  EXPIRED: { vi: "Hết hiệu lực", en: "Expired" },
  REJECTED: { vi: "Bị từ chối", en: "Rejected" },
  PENDING_CANCEL: { vi: "Chờ hủy", en: "Pending cancel" },
};

/**
 * True for a known conditional status (the book's STATUS_NEW).
 *
 * @example isConditionOrderStatus("FILLED") // true
 */
export function isConditionOrderStatus(value: string): value is ConditionOrderStatus {
  return (CONDITION_ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The status label in the given language.
 *
 * @example conditionalOrderStatusLabel("EXPIRED", "vi") // "Hết hiệu lực"
 */
export function conditionalOrderStatusLabel(status: ConditionOrderStatus, language: Language): string {
  return LABELS[status][language];
}

/**
 * The reason to show for a rejected order (the row's REASON), or null: only rejected rows
 * show one, and an empty reason is no reason.
 *
 * @example rejectionReason({ status: "REJECTED", reason: "Price outside band" }) // "Price outside band"
 * @example rejectionReason({ status: "CANCELED", reason: "x" }) // null
 */
export function rejectionReason(row: {
  readonly status: ConditionOrderStatus;
  readonly reason?: string | null | undefined;
}): string | null {
  const reason = row.reason?.trim() ?? "";
  return row.status === "REJECTED" && reason !== "" ? reason : null;
}
