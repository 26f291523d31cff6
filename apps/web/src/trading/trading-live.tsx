/**
 * The trading layer of a signed-in page (issue 16; accounts-session §2, §4; order-entry §2),
 * loaded with the account layer after the first login, so a visitor downloads none of it:
 *
 * - the order panel, docked beside the board (the shell's `#order-dock`) while `orderPanelOpen`;
 * - a ticket asked for by a price click, a shortcut or the portfolio opens the panel on the order
 *   tab with it (a stock ticket moves a derivatives account to the first securities account);
 *   a price click's request is taken inside the click's own handler (the store's listener), so
 *   the ticket renders with the clicked price in the click's first render;
 * - a login made in this tab opens the panel (accounts-session §4 "After login becomes true");
 * - Ctrl+B / Ctrl+S on a board row (shortcuts.ts);
 * - the order notices (order-notices.ts) and the toasts.
 */
import "./trading.lazy.i18n";
import "./trading.css";
import { defaultClickVolume } from "@bangia/market";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { quoteFeed } from "../realtime/quote-feed";
import { useSession } from "../state/session";
import { useUi, type TicketRequest } from "../state/ui";
import { openTicket } from "./open-ticket";
import { useOrderNotices } from "./order-notices";
import { boardRowSymbol, ticketShortcut } from "./shortcuts";
import { ToastRegion } from "./toasts";

const OrderPanel = lazy(() => import("./order-panel").then((module) => ({ default: module.OrderPanel })));

export const ORDER_DOCK_ID = "order-dock";

/** The last price of a board row the worker holds (0 when none). */
function rowPrice(symbol: string): number {
  const row = quoteFeed().view(symbol)?.row as { lastPrice?: number; r?: number } | undefined;
  return row?.lastPrice || row?.r || 0;
}

/**
 * The board asks for a ticket through `useUi.ticket` (board/price-click.ts: the board cannot
 * import this lazy layer). The request is taken in the store's listener, synchronously inside
 * `requestTicket` and so inside the click's handler: the ticket's fields, the order tab and the
 * open panel are all set before React renders once. (Read in a render and opened in an effect,
 * it took a render and a commit more.) A request made before this layer loaded is taken at mount.
 */
function useTicketRequests(): void {
  useEffect(() => {
    const take = (request: TicketRequest | null) => {
      if (request === null) return;
      openTicket(request);
      useUi.getState().requestTicket(null);
    };
    take(useUi.getState().ticket);
    return useUi.subscribe((state, previous) => {
      if (state.ticket !== previous.ticket) take(state.ticket);
    });
  }, []);
}

function useOpenAfterLogin(): void {
  useEffect(() => {
    // A login made in this tab carries its session id; a session restored from the cookie does not.
    if ((useSession.getState().user?.sid ?? null) !== null) useUi.getState().setOrderPanelOpen(true);
  }, []);
}

function useShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const side = ticketShortcut(event);
      if (side === null) return;
      const symbol = boardRowSymbol(document.activeElement);
      if (symbol === null) return;
      event.preventDefault();
      openTicket({ symbol, side, price: rowPrice(symbol), volume: defaultClickVolume("stock") });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

const noSubscribe = () => () => undefined;

export function TradingLive() {
  const open = useUi((state) => state.orderPanelOpen);
  useTicketRequests();
  useOpenAfterLogin();
  useShortcuts();
  useOrderNotices();
  // The dock is the shell's; it exists from the first render on.
  const dock = useSyncExternalStore(noSubscribe, () => document.getElementById(ORDER_DOCK_ID));
  return (
    <>
      {open &&
        dock !== null &&
        createPortal(
          <Suspense fallback={null}>
            <OrderPanel />
          </Suspense>,
          dock,
        )}
      <ToastRegion />
    </>
  );
}
