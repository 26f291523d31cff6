/**
 * "On socket reconnect … data is reloaded" (price-board §4 Realtime): calls `reload` each time
 * the live socket is connected again after a drop. A component mounted after earlier reconnects
 * does not reload for them; it has just loaded.
 */
import { useEffect, useRef } from "react";
import { useSocketStatus } from "./quote-feed";

export function useAfterReconnect(reload: () => void): void {
  const socket = useSocketStatus();
  // Counted once connected again, so the reload follows the renewed subscription: nothing is missed.
  const reconnects = socket.status === "CONNECTED" ? socket.reconnects : 0;
  const handled = useRef(reconnects);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    if (reconnects === handled.current) return;
    handled.current = reconnects;
    if (reconnects > 0) latest.current();
  }, [reconnects]);
}
