/**
 * Derivative order statuses (accounts-session §4). The derivative book sends letter strings
 * instead of the normal codes; the spec lists six groups without meanings, and says only that
 * "PC means pending when quote=Y, else pending edit". We read the letters as events in the
 * order's life and map every group onto a normal status code, so labels, actions and filters
 * are shared with the stock book:
 *
 *   P            placed, resting on the book             → 1 pending
 *   PM           placed, part matched                    → 6 partially matched
 *   PMC, PCM     part matched and changed (edited), in either order → 6 partially matched
 *   PMX, PMWX    part matched, the rest withdrawn (X), possibly after waiting (W) → 8
 *   PW, PMW, PCW a withdraw (cancel) request waiting at the exchange → 2 pending cancel
 *   PC           changed: the edit is live once quoted (quote=Y) → 1 pending, else 3 pending edit
 *
 * C reads as "changed" because that is the only reading under which the spec's PC rule makes
 * sense. Strings outside the list are unknown (null): shown raw, with no actions.
 *
 * Advance orders carry an activation state: 0 waiting to activate, 1 activated, 2 canceled.
 */
import type { Language, LocalizedText } from "../format/language";
import {
  DERIVATIVE_ORDER_STATUSES,
  NORMAL_ORDER_STATUS_CODES as CODE,
  type ActivationState,
  type DerivativeOrderStatus,
  type NormalOrderStatusCode,
} from "../wire/core-books";
import { normalOrderStatusLabel, parseNormalOrderStatus } from "./normal-order-status";
import type { OrderActions } from "./order-actions";

const AS_NORMAL: Readonly<Record<Exclude<DerivativeOrderStatus, "PC">, NormalOrderStatusCode>> = {
  P: CODE.PENDING,
  PM: CODE.PARTIALLY_MATCHED,
  PMC: CODE.PARTIALLY_MATCHED,
  PCM: CODE.PARTIALLY_MATCHED,
  PMX: CODE.PARTIALLY_MATCHED_CANCELED,
  PMWX: CODE.PARTIALLY_MATCHED_CANCELED,
  PW: CODE.PENDING_CANCEL,
  PMW: CODE.PENDING_CANCEL,
  PCW: CODE.PENDING_CANCEL,
};

function isDerivativeStatusString(value: string): value is DerivativeOrderStatus {
  return (DERIVATIVE_ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The normal status code a derivative status string stands for; `quote` is the row's quote
 * flag. Null for an unknown string.
 *
 * @example derivativeStatusAsNormal("PMWX") // "8"
 * @example derivativeStatusAsNormal("PC", "Y") // "1"
 * @example derivativeStatusAsNormal("PC", "N") // "3"
 */
export function derivativeStatusAsNormal(
  status: string,
  quote?: string | null,
): NormalOrderStatusCode | null {
  const trimmed = status.trim().toUpperCase();
  if (!isDerivativeStatusString(trimmed)) return null;
  if (trimmed === "PC") return quote === "Y" ? CODE.PENDING : CODE.PENDING_EDIT;
  return AS_NORMAL[trimmed];
}

/**
 * The normal status code of any order-book row: securities rows carry the code itself,
 * derivatives rows a status string read with their quote flag. Null when unknown.
 *
 * @example orderBookStatusCode(7) // "7"
 * @example orderBookStatusCode("PMX", "N") // "8"
 */
export function orderBookStatusCode(
  status: string | number,
  quote?: string | null,
): NormalOrderStatusCode | null {
  return (
    parseNormalOrderStatus(status) ??
    (typeof status === "string" ? derivativeStatusAsNormal(status, quote) : null)
  );
}

/**
 * The label of a derivative status string; an unknown string is shown as it came.
 *
 * @example derivativeOrderStatusLabel("PM", null, "vi") // "Khớp một phần"
 * @example derivativeOrderStatusLabel("PC", "N", "en") // "Pending edit"
 */
export function derivativeOrderStatusLabel(status: string, quote: string | null, language: Language): string {
  const code = derivativeStatusAsNormal(status, quote);
  return code === null ? status : normalOrderStatusLabel(code, language);
}

const ACTIVATION_LABELS: Readonly<Record<ActivationState, LocalizedText>> = {
  "0": { vi: "Chờ kích hoạt", en: "Waiting to activate" },
  "1": { vi: "Đã kích hoạt", en: "Activated" },
  "2": { vi: "Đã hủy", en: "Canceled" },
};

/**
 * The activation state label of an advance order.
 *
 * @example activationStateLabel("0", "en") // "Waiting to activate"
 */
export function activationStateLabel(state: ActivationState, language: Language): string {
  return ACTIVATION_LABELS[state][language];
}

/**
 * An advance order can be cancelled (cancelActivatedOrder) only while it waits to activate;
 * the spec has no edit call for it, so it is never editable.
 *
 * @example advanceOrderActions("0") // { canCancel: true, canEdit: false }
 */
export function advanceOrderActions(state: ActivationState): OrderActions {
  return { canCancel: state === "0", canEdit: false };
}
