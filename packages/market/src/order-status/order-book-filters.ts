/**
 * Status filters of the order book (accounts-session §2, §4), as predicates on rows.
 *
 * Normal orders: the spec names the filters all, pending, fully matched, partially matched
 * and canceled, and fixes the request values of three: "" all, "1" pending match, "2" fully
 * matched. Pending match means the order still waits on the book in full (waiting, pending,
 * a cancel or edit in flight, edited). The other two are read by what the order went
 * through, so code 8 (partially matched, then canceled) answers to both of them.
 *
 * Conditional orders: all, pending trigger, triggered, canceled, expired, rejected. Triggered
 * covers every status after the trigger (filled or not); canceled covers the pending cancel
 * and the canceled rest of a partial fill.
 */
import {
  NORMAL_ORDER_STATUS_CODES as S,
  type ConditionOrderStatus,
  type NormalOrderStatusCode,
} from "../wire/core-books";

export const NORMAL_STATUS_FILTERS = ["all", "pending", "matched", "partially-matched", "canceled"] as const;
export type NormalStatusFilter = (typeof NORMAL_STATUS_FILTERS)[number];

const NORMAL_FILTER_CODES: Readonly<
  Record<Exclude<NormalStatusFilter, "all">, readonly NormalOrderStatusCode[]>
> = {
  pending: [S.WAITING, S.PENDING, S.PENDING_CANCEL, S.PENDING_EDIT, S.EDITED],
  matched: [S.MATCHED],
  "partially-matched": [S.PARTIALLY_MATCHED, S.PARTIALLY_MATCHED_CANCELED],
  canceled: [S.CANCELED, S.PARTIALLY_MATCHED_CANCELED, S.PARTIALLY_CANCELED],
};

/** The list call's `status` value for the filters the spec gives one. */
const NORMAL_FILTER_PARAMS: Readonly<Partial<Record<NormalStatusFilter, string>>> = {
  all: "",
  pending: "1",
  matched: "2",
};

/**
 * The `status` value sent with the list call, or undefined for a filter the spec gives no
 * value for (the caller then asks for all and filters with `matchesNormalStatusFilter`).
 *
 * @example normalStatusFilterParam("pending") // "1"
 * @example normalStatusFilterParam("canceled") // undefined
 */
export function normalStatusFilterParam(filter: NormalStatusFilter): string | undefined {
  return NORMAL_FILTER_PARAMS[filter];
}

/**
 * True when a normal order with this status belongs under the filter. An unknown status
 * (null) shows only under "all".
 *
 * @example matchesNormalStatusFilter("pending", "1") // true
 * @example matchesNormalStatusFilter("matched", "6") // false
 */
export function matchesNormalStatusFilter(
  filter: NormalStatusFilter,
  status: NormalOrderStatusCode | null,
): boolean {
  if (filter === "all") return true;
  return status !== null && NORMAL_FILTER_CODES[filter].includes(status);
}

export const CONDITIONAL_STATUS_FILTERS = [
  "all",
  "pending-trigger",
  "triggered",
  "canceled",
  "expired",
  "rejected",
] as const;
export type ConditionalStatusFilter = (typeof CONDITIONAL_STATUS_FILTERS)[number];

const CONDITIONAL_FILTER_STATUSES: Readonly<
  Record<Exclude<ConditionalStatusFilter, "all">, readonly ConditionOrderStatus[]>
> = {
  "pending-trigger": ["PENDING_TRIGGER"],
  triggered: ["TRIGGERED", "PARTIAL_FILLED", "FILLED", "PARTIAL_FILLED_CANCEL"],
  canceled: ["CANCELED", "PENDING_CANCEL", "PARTIAL_FILLED_CANCEL"],
  expired: ["EXPIRED"],
  rejected: ["REJECTED"],
};

/**
 * True when a conditional order with this status belongs under the filter.
 *
 * @example matchesConditionalStatusFilter("triggered", "FILLED") // true
 * @example matchesConditionalStatusFilter("expired", "CANCELED") // false
 */
export function matchesConditionalStatusFilter(
  filter: ConditionalStatusFilter,
  status: ConditionOrderStatus,
): boolean {
  return filter === "all" || CONDITIONAL_FILTER_STATUSES[filter].includes(status);
}
