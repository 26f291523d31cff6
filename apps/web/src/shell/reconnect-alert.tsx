/**
 * The reconnect alert (price-board §2 "Other modals"): after more than 3 reconnects the live
 * connection is unstable, and a page reload is the cleanest way back to fresh data. "Later" hides
 * it until the next reconnect. The dialog loads only when it is first needed.
 */
import { lazy, Suspense, useState } from "react";
import { useSocketStatus } from "../realtime/quote-feed";

/** Reconnects tolerated before the alert shows. */
const RECONNECT_ALERT_AFTER = 3;

const ReconnectAlertDialog = lazy(() =>
  import("./reconnect-alert-dialog").then((module) => ({ default: module.ReconnectAlertDialog })),
);

export function ReconnectAlert() {
  const { reconnects } = useSocketStatus();
  const [dismissedAt, setDismissedAt] = useState(0);
  if (reconnects <= RECONNECT_ALERT_AFTER || reconnects <= dismissedAt) return null;
  return (
    <Suspense fallback={null}>
      <ReconnectAlertDialog onLater={() => setDismissedAt(reconnects)} />
    </Suspense>
  );
}
