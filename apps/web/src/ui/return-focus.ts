/**
 * Gives the keyboard focus back to whatever had it when a dialog opened. Radix dialogs return the
 * focus to their Dialog.Trigger, but ours open from the app's state (a board row's Enter, a
 * toolbar button, the session, a reconnect count) and have none, so without this the focus would
 * fall to <body> on closing and the keyboard user would have to find their place again.
 *
 * ModalDialog spreads the handlers on its Dialog.Content; an AlertDialog.Content takes them the
 * same way. The opener is read when the content mounts, before Radix moves the focus inside, and
 * focused again when it unmounts.
 */
import { useMemo, useRef } from "react";

export interface ReturnFocusHandlers {
  /** Remembers the focused element; the dialog's own first focus still follows. */
  readonly onOpenAutoFocus: (event: Event) => void;
  /** Focuses the remembered element instead of the (missing) trigger. */
  readonly onCloseAutoFocus: (event: Event) => void;
}

/** The element that has the focus now, if it can take it back later. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function useReturnFocus(): ReturnFocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current = focusedElement();
      },
      onCloseAutoFocus: (event) => {
        const element = opener.current;
        opener.current = null;
        // An opener gone from the page (a board row scrolled out, a closed menu) has nothing to give
        // back to: Radix's own handling then leaves the focus where it falls.
        if (element === null || !element.isConnected) return;
        event.preventDefault();
        element.focus();
      },
    }),
    [],
  );
}
