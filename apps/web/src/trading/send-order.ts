/**
 * Sending an order, amend or cancel and acting on the answer (order-entry §4 "Placing an
 * order", "A missing session at confirm", §7 "Handling of answers"; accounts-session §4):
 *
 * - before sending, a page without a session (no session id in memory and no session cookie's
 *   CSRF twin) gets the warning, the logout, and the panel closes (the logout closes it);
 * - rc above 0: the catalogue's success toast, and the book, holdings and cash reload;
 * - -20606 and its conditional twins: the out-of-room notice (the caller's, when it offers the
 *   out-room order; else an error toast);
 * - -8043 / -8044: the insider block dialog; -6063 / FOS-6063: the CCCD block popup (the account
 *   layer shows both, account/account-notices.ts);
 * - rc -1: the core client has already expired the session (alert, panel closed);
 * - otherwise the catalogue's message as an error toast. A call that got no answer at all
 *   (network) shows the connection-lost notice.
 */
import "./trading.lazy.i18n";
import {
  CONNECTION_LOST_NOTICE,
  localize,
  type CoreAnswer,
  type Language,
  type OrderCallKind,
  type OrderRequestKind,
} from "@bangia/market";
import type { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useAccountNotices } from "../account/account-notices";
import { apiSessionId, CSRF_COOKIE, logLoadFailure, readCookie } from "../api/http";
import { useSession } from "../state/session";
import { orderOutcome, type OrderOutcome } from "./order-outcome";
import { toast } from "./toasts";
import { refreshAfterOrder } from "./trading-queries";

/** Whether the page still holds a session to send with (order-entry §4). */
export function hasSession(): boolean {
  if (useSession.getState().user === null) return false;
  return apiSessionId() !== null || readCookie(CSRF_COOKIE) !== null;
}

export interface OrderCall {
  readonly call: OrderCallKind;
  readonly request: OrderRequestKind;
  readonly symbol: string;
  /** The order type the block dialog names (LO, ATC, …). */
  readonly orderType: string;
  /** The caller offers the out-room order path itself (the stock ticket): no toast for out-of-room. */
  readonly offersOutRoom?: boolean;
  readonly send: () => Promise<CoreAnswer<{ readonly code?: string } | undefined>>;
}

/**
 * Sends `order` unless the session is missing; shows the outcome; resolves with it (null when
 * nothing was sent or no answer came).
 */
export async function sendOrder(
  order: OrderCall,
  context: { readonly language: Language; readonly client: QueryClient },
): Promise<OrderOutcome | null> {
  if (!hasSession()) {
    toast("warning", (lang) => i18next.t("trading.sessionMissing", { lng: lang }));
    useSession.getState().signOut();
    return null;
  }
  let answer: CoreAnswer<{ readonly code?: string } | undefined>;
  try {
    answer = await order.send();
  } catch (error) {
    logLoadFailure(`${order.request} order`, error);
    toast("error", (lang) => localize(CONNECTION_LOST_NOTICE, lang));
    return null;
  }
  const outcome = orderOutcome(answer, order.call, order.request, context.language);
  // The toast's words in whatever language the page shows while it is up.
  const words = (lang: Language) => {
    const shown = orderOutcome(answer, order.call, order.request, lang);
    return "message" in shown ? shown.message : "";
  };
  switch (outcome.kind) {
    case "success":
      toast("success", words);
      refreshAfterOrder(context.client);
      break;
    case "block":
      useAccountNotices.getState().showInsiderBlock(order.symbol, order.orderType, outcome.blockType);
      break;
    case "card-block":
      useAccountNotices.getState().showCardBlock();
      break;
    case "out-of-room":
      if (order.offersOutRoom !== true) toast("error", words);
      break;
    case "error":
      toast("error", words);
      break;
    case "session-expired":
      break;
  }
  return outcome;
}

/** A fresh idempotency key for one order (the server never makes two orders of one refId). */
export function newRefId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
