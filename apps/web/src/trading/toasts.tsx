/**
 * The panel's toasts (order-entry §5 "a warning toast", §7 "a shared result notifier";
 * accounts-session §4 realtime notices): a small queue shown top right over the board, read by
 * screen readers (errors and warnings assertively). Each goes after 5 s or on its close button;
 * at most 4 show, the oldest leaves first. A toast's words follow the page's language while it
 * shows: what the app writes is kept as a function of the language, drawn on each render.
 */
import "./trading.lazy.i18n";
import type { Language } from "@bangia/market";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { create } from "zustand";

export type ToastTone = "success" | "error" | "warning" | "info";

/** Fixed words (a server's own text, in one language only), or the words in a given language. */
export type ToastText = string | ((language: Language) => string);

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly text: ToastText;
}

export const TOAST_MS = 5_000;
const MAX_TOASTS = 4;

interface ToastState {
  readonly toasts: readonly Toast[];
  show(tone: ToastTone, text: ToastText): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  show: (tone, text) =>
    set((state) => ({ toasts: [...state.toasts, { id: nextId++, tone, text }].slice(-MAX_TOASTS) })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast (from anywhere: handlers, socket listeners). */
export function toast(tone: ToastTone, text: ToastText): void {
  useToasts.getState().show(tone, text);
}

function ToastItem({ item }: { readonly item: Toast }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === "en" ? "en" : "vi";
  useEffect(() => {
    const timer = setTimeout(() => useToasts.getState().dismiss(item.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  const urgent = item.tone === "error" || item.tone === "warning";
  return (
    <div
      className={`trading-toast trading-toast--${item.tone}`}
      role={urgent ? "alert" : "status"}
      data-testid={`toast-${item.tone}`}
    >
      <span>{typeof item.text === "string" ? item.text : item.text(language)}</span>
      <button
        type="button"
        className="trading-toast-close"
        aria-label={t("trading.cancel.close")}
        onClick={() => useToasts.getState().dismiss(item.id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastRegion() {
  const toasts = useToasts((state) => state.toasts);
  return createPortal(
    <div className="trading-toasts" data-testid="toasts">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>,
    document.body,
  );
}
