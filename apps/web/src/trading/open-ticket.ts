/**
 * Opening a ticket from outside the panel (a price click, Ctrl+B / Ctrl+S, a holding's Sell):
 * the ticket takes the request, the panel shows its order tab and opens. A stock ticket on a
 * derivatives account (ending in 8) moves to the customer's first securities account.
 */
import { isDerivativeAccount } from "@bangia/market";
import { useAccount } from "../account/account-store";
import { useUi, type TicketRequest } from "../state/ui";
import { usePanel } from "./panel-store";
import { priceText } from "./price-text";
import { useTicket } from "./ticket-store";

/** Fills the ticket from a request and shows it. */
export function openTicket(request: TicketRequest): void {
  const accounts = useAccount.getState();
  if (accounts.currentAccount !== null && isDerivativeAccount(accounts.currentAccount.accCode)) {
    const securities = accounts.accounts.find((account) => !isDerivativeAccount(account.accCode));
    if (securities !== undefined) accounts.setCurrentAccount(securities.accCode);
  }
  useTicket.getState().open(request, priceText(request.price, 1_000));
  usePanel.getState().setTab("order");
  useUi.getState().setOrderPanelOpen(true);
}
