/**
 * What the panel does with the answer to an order, amend or cancel call (order-entry §7
 * "Handling of answers", §8; accounts-session §4, §8): the market package classifies the answer
 * (classifyOrderResult); this turns the class into the panel's outcome with its text in the
 * current language.
 *
 * - rc above 0: the catalogue's "request sent" toast for the request kind;
 * - rc -1 / InvalidSessionException: the session has expired (the core client has already
 *   expired the session; nothing more to show here);
 * - -8044 / -8043: the insider block dialog, type 1 / 2;
 * - -6063 (stock) or data.code FOS-6063 (conditional): the identity-card (CCCD) block popup;
 * - -20606, COS-96045, COS-920606: the stock has no margin room left; the catalogue's notice
 *   suggests an out-room order (100% margin), which the stock ticket offers (out-room-dialog.tsx);
 * - anything else: an error toast with the catalogue's message of the code, the server's own
 *   text when the catalogue does not know the code, else the generic fallback.
 */
import {
  classifyOrderResult,
  findResultCode,
  localize,
  ORDER_REQUEST_SENT,
  resultMessage,
  type InsiderBlockType,
  type Language,
  type OrderCallKind,
  type OrderRequestKind,
} from "@bangia/market";

export type OrderOutcome =
  | { readonly kind: "success"; readonly message: string }
  | { readonly kind: "session-expired" }
  | { readonly kind: "block"; readonly blockType: InsiderBlockType }
  | { readonly kind: "card-block" }
  | { readonly kind: "out-of-room"; readonly message: string }
  | { readonly kind: "error"; readonly message: string };

/**
 * The out-of-room codes (order-entry §8; the market catalogue's OUT_OF_ROOM_NOTICE codes, held
 * here as text: the catalogue's code helpers would grow the first download). order-outcome.test.ts
 * holds them to the catalogue.
 */
export const OUT_OF_ROOM_CODES: readonly string[] = ["-20606", "COS-96045", "COS-920606"];

/**
 * @example isOutOfRoomCode(-20606) // true
 * @example isOutOfRoomCode(" cos-96045 ") // true
 */
export const isOutOfRoomCode = (code: string | number): boolean =>
  OUT_OF_ROOM_CODES.includes(String(code).trim().toUpperCase());

export interface OrderCallAnswer {
  readonly rc: number;
  readonly rs?: string;
  readonly data?: { readonly code?: string } | undefined;
}

/**
 * @example orderOutcome({ rc: 1 }, "stock", "place", "en") // { kind: "success", message: "Order request sent successfully." }
 * @example orderOutcome({ rc: -8044 }, "stock", "place", "vi") // { kind: "block", blockType: 1 }
 */
export function orderOutcome(
  answer: OrderCallAnswer,
  call: OrderCallKind,
  request: OrderRequestKind,
  language: Language,
): OrderOutcome {
  const dataCode = answer.data?.code;
  const action = classifyOrderResult({
    rc: answer.rc,
    kind: call,
    ...(dataCode === undefined ? {} : { dataCode }),
    ...(answer.rs === undefined ? {} : { exception: answer.rs }),
  });
  switch (action.action) {
    case "success":
      return { kind: "success", message: localize(ORDER_REQUEST_SENT[request], language) };
    case "session-expired":
    case "session-handler":
      return { kind: "session-expired" };
    case "block-dialog":
      return { kind: "block", blockType: action.blockType };
    case "identity-card-block":
      return { kind: "card-block" };
    case "message": {
      if (isOutOfRoomCode(action.code))
        return { kind: "out-of-room", message: resultMessage(action.code, language) };
      const known = findResultCode(action.code) !== undefined;
      const own = answer.rs?.trim() ?? "";
      return {
        kind: "error",
        message: known || own === "" ? resultMessage(action.code, language) : own,
      };
    }
  }
}
