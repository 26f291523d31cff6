/**
 * What the client does with the answer to an order call (order-entry §7, §8; accounts-session
 * §4, §8): success, the session paths, the two block dialogs, or a catalogue message.
 */
import type { InsiderBlockType } from "./notices";
import { findResultCode, normalizeResultCode, type ResultCode } from "./result-codes";

/** The call answered: a normal stock order, a conditional order, or a normal derivative order. */
export type OrderCallKind = "stock" | "conditional" | "derivative";

export interface OrderAnswer {
  readonly rc: ResultCode;
  /** `data.code` of the answer, when present (e.g. "FOS-6063", "COS-96045"). */
  readonly dataCode?: ResultCode;
  readonly kind: OrderCallKind;
  /** Exception name the server reports, when present. */
  readonly exception?: string;
}

export type OrderResultAction =
  | { readonly action: "success" }
  | { readonly action: "session-expired" }
  | { readonly action: "session-handler" }
  | { readonly action: "block-dialog"; readonly blockType: InsiderBlockType }
  | { readonly action: "identity-card-block" }
  | { readonly action: "message"; readonly code: ResultCode };

const INVALID_SESSION_EXCEPTION = "InvalidSessionException";
const IDENTITY_CARD_RC = -6063;
const IDENTITY_CARD_DATA_CODE = normalizeResultCode("FOS-6063");
const PLAIN_INTEGER = /^\s*[+-]?\d+\s*$/;

/** rc as a number; NaN for anything but a plain integer, so a prefixed code never reads as success. */
function rcValue(rc: ResultCode): number {
  if (typeof rc === "number") return rc;
  return PLAIN_INTEGER.test(rc) ? Number(rc) : Number.NaN;
}

/**
 * Classifies an order-call answer:
 * - rc above 0 → success;
 * - rc -1, or an InvalidSessionException → session expired;
 * - rc -8005 → the session handler;
 * - rc -8044 → block dialog type 1, rc -8043 → type 2;
 * - rc -6063 on a stock order, or data.code FOS-6063 on a conditional order → identity-card block;
 * - otherwise a message: `dataCode` when the catalogue knows it (it is the more specific of the
 *   two), else `rc`.
 */
export function classifyOrderResult(answer: OrderAnswer): OrderResultAction {
  const rc = rcValue(answer.rc);
  if (rc > 0) return { action: "success" };
  if (rc === -1 || answer.exception?.includes(INVALID_SESSION_EXCEPTION) === true) {
    return { action: "session-expired" };
  }
  if (rc === -8005) return { action: "session-handler" };
  if (rc === -8044) return { action: "block-dialog", blockType: 1 };
  if (rc === -8043) return { action: "block-dialog", blockType: 2 };
  if (answer.kind === "stock" && rc === IDENTITY_CARD_RC) return { action: "identity-card-block" };
  if (
    answer.kind === "conditional" &&
    answer.dataCode !== undefined &&
    normalizeResultCode(answer.dataCode) === IDENTITY_CARD_DATA_CODE
  ) {
    return { action: "identity-card-block" };
  }
  const code =
    answer.dataCode !== undefined && findResultCode(answer.dataCode) !== undefined
      ? answer.dataCode
      : answer.rc;
  return { action: "message", code };
}
