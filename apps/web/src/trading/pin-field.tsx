/**
 * The PIN of the book's confirmation dialogs (accounts-session §2 "Cancel-order confirmations
 * (with PIN …)", §5 "Cancel: PIN required and non-blank, else empty-pin"): the normal cancel, the
 * conditional cancel and edit, and the cancel of an activated order share it.
 *
 * - The cancel dialogs' field starts from the ticket's PIN: the remembered one when remember-PIN
 *   is on (ticket-store.ts reads `remember-pin` / `pin-value`), else what the ticket holds this
 *   session. The update-order dialogs (`rememberedOnly`) start from the remembered PIN only: with
 *   none remembered the field starts empty, even when a PIN was typed on the ticket this session.
 *   Typing here changes this dialog's copy only, never the ticket's nor the remembered PIN.
 * - `check()` validates with the market package (validateCancelPin): the PIN to send, or null
 *   after showing the empty-pin warning under the field.
 * - The dialog's other refusals show in the same place (`setError`); typing clears them.
 * - The update-order dialogs (accounts-session §2: "PIN password field with remember checkbox")
 *   also show remember-PIN, ticked when the PIN is remembered. It takes effect when the dialog
 *   sends (`keep`), as on the ticket: ticked, this PIN becomes the remembered one
 *   (`remember-pin`, `pin-value`) and the ticket's; unticked, a remembered PIN is forgotten.
 *   Closing the dialog without sending changes nothing.
 */
import "./trading.lazy.i18n";
import { validateCancelPin, warningMessage, type Language } from "@bangia/market";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Check } from "./ticket-parts";
import { useTicket } from "./ticket-store";

export interface PinEntry {
  readonly pin: string;
  readonly error: string | null;
  readonly change: (pin: string) => void;
  readonly setError: (error: string | null) => void;
  /** The PIN to send, or null when refused (the warning then shows). */
  readonly check: () => string | null;
  /** The dialog's remember-PIN box (update-order dialogs). */
  readonly remember: boolean;
  readonly setRemember: (remember: boolean) => void;
  /** On sending `pin`: remember it or forget the remembered one, by the box. */
  readonly keep: (pin: string) => void;
}

export interface PinEntryOptions {
  /** Start from the remembered PIN only, never the ticket's unremembered one (update dialogs). */
  readonly rememberedOnly?: boolean;
}

/** A dialog's PIN state, starting from the ticket's (remembered) PIN. */
export function usePinEntry({ rememberedOnly = false }: PinEntryOptions = {}): PinEntry {
  const { i18n } = useTranslation();
  const [pin, setPin] = useState(() => {
    const ticket = useTicket.getState();
    return rememberedOnly && !ticket.rememberPin ? "" : ticket.pin;
  });
  const [error, setError] = useState<string | null>(null);
  const [remember, setRemember] = useState(() => useTicket.getState().rememberPin);
  return {
    pin,
    error,
    remember,
    setRemember,
    keep: (sent) => {
      const ticket = useTicket.getState();
      if (remember) {
        ticket.setPin(sent);
        ticket.setRememberPin(true);
      } else if (ticket.rememberPin) ticket.setRememberPin(false);
    },
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

export interface PinFieldProps {
  readonly entry: PinEntry;
  readonly testId: string;
  /** Show the remember-PIN box (`{testId}-remember`): the update-order dialogs. */
  readonly withRemember?: boolean;
  /** Focus the PIN when the dialog opens (default); off where another field comes first. */
  readonly autoFocus?: boolean;
}

/**
 * The labelled PIN input (focused first unless told otherwise), the remember-PIN box when asked
 * for, and under them the dialog's error as an alert.
 */
export function PinField({ entry, testId, withRemember = false, autoFocus = true }: PinFieldProps) {
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
          autoFocus={autoFocus}
        />
      </div>
      {withRemember && (
        <div className="ticket-checks">
          <Check testId={`${testId}-remember`} checked={entry.remember} onChange={entry.setRemember}>
            {t("trading.ticket.rememberPin")}
          </Check>
        </div>
      )}
      {entry.error !== null && (
        <p className="trading-dialog__error" id={`${id}-error`} role="alert">
          {entry.error}
        </p>
      )}
    </>
  );
}
