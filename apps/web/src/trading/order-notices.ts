/**
 * The realtime order notices (accounts-session §4 "Realtime notices", "Private order events
 * registration happens 3 seconds after start"): 3 s after the trading layer starts, and again
 * whenever the current account changes, the quote worker registers its socket (`regsorder`
 * with the session id when this tab holds it — else the cookie names the session — the account
 * and the user id as key). Each `ordernotice` of the current account reloads the order book,
 * holdings and cash (a burst reloads once, through `useNoticeCount`), and a full or partial match shows a success toast
 * when show_match_order_success is on, a cancel or partial cancel an error-style toast when
 * show_cancel_order_success is on; a pending event (type I) only reloads the list. Settings are
 * the derivative panel's for an account ending in 8, else the stock panel's.
 *
 * An `accountnotice` of the current account (a conditional order triggered, rejected or expired;
 * a margin or futures risk level) shows its text in the page's language and reloads the books,
 * the conditional one included, like an order notice.
 */
import {
  isDerivativeAccount,
  SOCKET_REGISTRATION_DELAY_MS,
  type AccountNoticeMessage,
  type Language,
  type OrderNotice,
} from "@bangia/market";
import i18next from "i18next";
import { useEffect, useRef } from "react";
import { useAccount } from "../account/account-store";
import { quoteFeed, useMarketMessages } from "../realtime/quote-feed";
import { useSession } from "../state/session";
import { units, wirePrice } from "./figures";
import { create } from "zustand";
import { toast, type ToastTone } from "./toasts";

/** Notice types (apps/server order-notice.ts): I entered, F/P matched, C/X cancelled, R rejected. */
export type NoticeKind = "entered" | "matched" | "cancelled" | "rejected" | "other";

export function noticeKind(type: string): NoticeKind {
  switch (type) {
    case "I":
      return "entered";
    case "F":
    case "P":
      return "matched";
    case "C":
    case "X":
      return "cancelled";
    case "R":
      return "rejected";
    default:
      return "other";
  }
}

export interface NoticeSettings {
  readonly show_match_order_success: boolean;
  readonly show_cancel_order_success: boolean;
}

/** The toast a notice shows, or null (accounts-session §4). */
export function noticeToast(
  notice: OrderNotice,
  settings: NoticeSettings,
  translate: (key: string, values: Record<string, string>) => string,
): { readonly tone: ToastTone; readonly text: string } | null {
  const kind = noticeKind(notice.type);
  const derivative = isDerivativeAccount(notice.accountCode);
  const values = {
    volume: units(notice.volume),
    symbol: notice.symbol,
    side: translate(
      derivative ? `trading.side.${notice.side === "B" ? "long" : "short"}` : `trading.side.${notice.side}`,
      {},
    ),
    price: wirePrice(
      notice.showPrice,
      derivative && /F\d{4}$/.test(notice.symbol) && !notice.symbol.startsWith("GB"),
    ),
  };
  if (kind === "matched" && settings.show_match_order_success)
    return { tone: "success", text: translate("trading.notice.matched", values) };
  if (kind === "cancelled" && settings.show_cancel_order_success)
    return { tone: "error", text: translate("trading.notice.cancelled", values) };
  if (kind === "rejected") return { tone: "error", text: translate("trading.notice.rejected", values) };
  return null;
}

/**
 * The toast of an account notice: its text in `language`; rejections, expiries, calls and forced
 * closes as errors, warnings as warnings, the rest (triggered, back to safe) as information.
 *
 * @example accountNoticeToast({ kind: "conditional.rejected", text: { vi: "…", en: "Refused" }, … }, "en")
 * // { tone: "error", text: "Refused" }
 */
export function accountNoticeToast(
  notice: Pick<AccountNoticeMessage, "kind" | "text">,
  language: Language,
): { readonly tone: ToastTone; readonly text: string } | null {
  const text = (notice.text[language] || notice.text.vi).trim();
  if (text === "") return null;
  const kind = notice.kind.toLowerCase();
  const tone: ToastTone = /reject|expire|call|force|close/.test(kind)
    ? "error"
    : /warn/.test(kind)
      ? "warning"
      : "info";
  return { tone, text };
}

const REFRESH_DELAY_MS = 250;

/**
 * Counts the notices of the current account, a burst counted once: the panel's queries reload
 * when it moves (order-panel.tsx). Without the panel loaded there is nothing to reload.
 */
export const useNoticeCount = create<{ readonly count: number }>()(() => ({ count: 0 }));

export function useOrderNotices(): void {
  const account = useAccount((state) => state.currentAccount?.accCode ?? null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (account === null) return;
    const timer = setTimeout(() => {
      const user = useSession.getState().user;
      if (user === null) return;
      quoteFeed().registerOrders({ sid: user.sid ?? "", acc: account, key: user.userId });
    }, SOCKET_REGISTRATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [account]);

  useEffect(
    () => () => {
      quoteFeed().registerOrders(null);
      if (refreshTimer.current !== null) clearTimeout(refreshTimer.current);
    },
    [],
  );

  useMarketMessages((message) => {
    if (message.type !== "ordernotice" && message.type !== "accountnotice") return;
    const current = useAccount.getState().currentAccount?.accCode;
    if (current === undefined || message.message.accountCode.toUpperCase() !== current.toUpperCase()) return;
    if (refreshTimer.current === null)
      refreshTimer.current = setTimeout(() => {
        refreshTimer.current = null;
        useNoticeCount.setState((state) => ({ count: state.count + 1 }));
      }, REFRESH_DELAY_MS);
    // The toasts' words are drawn again in the page's language while they show.
    const now: Language = i18next.language === "en" ? "en" : "vi";
    if (message.type === "accountnotice") {
      const notice = message.message;
      const shown = accountNoticeToast(notice, now);
      if (shown !== null) toast(shown.tone, (lang) => accountNoticeToast(notice, lang)?.text ?? "");
      return;
    }
    const notice = message.message;
    const state = useAccount.getState();
    const settings = isDerivativeAccount(current) ? state.derivativeSettings : state.stockSettings;
    const inLanguage = (lang: Language) => (key: string, values: Record<string, string>) =>
      i18next.t(key, { ...values, lng: lang });
    const shown = noticeToast(notice, settings, inLanguage(now));
    if (shown !== null)
      toast(shown.tone, (lang) => noticeToast(notice, settings, inLanguage(lang))?.text ?? "");
  });
}
