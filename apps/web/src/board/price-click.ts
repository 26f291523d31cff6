/**
 * A click on a board price (price-board §2, §6): with a session it asks for an order ticket at
 * that price, 100 shares on the stock board (§9); without one it opens the login dialog. A
 * customer who is an insider of the symbol first sees the disclosure alert (accounts-session §2
 * "Insider alert"), over the ticket.
 */
import { useAccountNotices } from "../account/account-notices";
import { useSession } from "../state/session";
import { useUi } from "../state/ui";

/** Default order volume of a price click on the stock board (price-board §9). */
export const STOCK_TICKET_VOLUME = 100;
/** … on the covered-warrant board (price-board §9: 1 on the odd-lot, warrant and bond boards). */
export const WARRANT_TICKET_VOLUME = 1;

/** Asks for a ticket of `volume` at `price`, or the login dialog without a session. */
export function tradeAt(
  symbol: string,
  side: "B" | "S",
  price: number,
  volume: number = STOCK_TICKET_VOLUME,
): void {
  const user = useSession.getState().user;
  if (user === null) {
    useUi.getState().setLoginOpen(true);
    return;
  }
  if (user.insiderSymbols.includes(symbol)) useAccountNotices.getState().showInsiderAlert(symbol);
  useUi.getState().requestTicket({ symbol, side, price, volume });
}
