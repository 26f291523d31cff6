/**
 * One order on its way at a time from a ticket (order-entry §4 "The confirm button is disabled
 * once submitted", "Actions to … confirm … are debounced 100 ms"). The confirmation dialog holds
 * that rule for itself; a ticket whose customer hid the confirmation (HIDE_CONFIRM_ORDER) sends
 * from its Place button, so a double click or a second Enter must not send a second order while
 * the first has no answer yet: every order gets its own refId, so the server would take both.
 *
 * The gate is read through a ref, so a second submit in the same tick (before React renders the
 * disabled button) is refused too; `busy` is the state the button shows.
 */
import { useCallback, useRef, useState } from "react";

export interface SendGate {
  /** An order is on its way: the Place button is disabled. */
  readonly busy: boolean;
  /** Whether `run` would refuse now (read synchronously, before any render). */
  readonly isBusy: () => boolean;
  /** Runs `send` unless another send has not settled yet; refused sends resolve at once. */
  readonly run: (send: () => Promise<void>) => Promise<void>;
}

export function useSendGate(): SendGate {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const isBusy = useCallback(() => inFlight.current, []);
  const run = useCallback(async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, isBusy, run };
}
