/**
 * The PIN of the book's confirmation dialogs (accounts-session §2 "Cancel-order confirmations
 * (with PIN …)", §5 "Cancel: PIN required and non-blank, else empty-pin"): the normal cancel, the
 * conditional cancel and edit, and the cancel of an activated order share it.
 *
 * - The field starts from the ticket's PIN: the remembered one when remember-PIN is on
 *   (ticket-store.ts reads `remember-pin` / `pin-value`), else what the ticket holds this session.
 *   Typing here changes this dialog's copy only, never the ticket's nor the remembered PIN.
 * - `check()` validates with the market package (validateCancelPin): the PIN to send, or null
 *   after showing the empty-pin warning under the field.
 * - The dialog's other refusals show in the same place (`setError`); typing clears them.
 */
import "./trading.lazy.i18n";
import { validateCancelPin, warningMessage, type Language } from "@bangia/market";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTicket } from "./ticket-store";

export interface PinEntry {
  readonly pin: string;
  readonly error: string | null;
  readonly change: (pin: string) => void;
  readonly setError: (error: string | null) => void;
  /** The PIN to send, or null when refused (the warning then shows). */
  readonly check: () => string | null;
}

/** A dialog's PIN state, starting from the ticket's (remembered) PIN. */
export function usePinEntry(): PinEntry {
  const { i18n } = useTranslation();
  const [pin, setPin] = useState(() => useTicket.getState().pin);
  const [error, setError] = useState<string | null>(null);
  return {
    pin,
    error,
    change: (next) => {
      setPin(next);
      setError(null);
    },
    setError,
    check: () => {
      const checked = validateCancelPin(pin);
      if (checked.ok) return checked.value;
      setError(warningMessage(checked.key, i18n.language as Language));
      return null;
    },
  };
}

/** The labelled PIN input (focused first) and, under it, the dialog's error as an alert. */
export function PinField({ entry, testId }: { readonly entry: PinEntry; readonly testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="ticket-field">
        <label htmlFor={`${id}-pin`}>{t("trading.ticket.pin")}</label>
        <input
          id={`${id}-pin`}
          data-testid={testId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={entry.pin}
          aria-invalid={entry.error !== null}
          aria-describedby={entry.error === null ? undefined : `${id}-error`}
          onChange={(event) => entry.change(event.target.value)}
          autoFocus
        />
      </div>
      {entry.error !== null && (
        <p className="trading-dialog__error" id={`${id}-error`} role="alert">
          {entry.error}
        </p>
      )}
    </>
  );
}
