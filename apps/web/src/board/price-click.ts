/**
 * A click on a board price (price-board §2, §6): with a session it asks for an order ticket at
 * that price, 100 shares on the stock board (§9); without one it opens the login dialog.
 */
import { useSession } from "../state/session";
import { useUi } from "../state/ui";

/** Default order volume of a price click on the stock board (price-board §9). */
export const STOCK_TICKET_VOLUME = 100;

export function tradeAt(symbol: string, side: "B" | "S", price: number): void {
  if (useSession.getState().user === null) {
    useUi.getState().setLoginOpen(true);
    return;
  }
  useUi.getState().requestTicket({ symbol, side, price, volume: STOCK_TICKET_VOLUME });
}
