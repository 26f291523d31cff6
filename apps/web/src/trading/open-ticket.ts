/**
 * Opening a ticket from outside the panel (a price click, Ctrl+B / Ctrl+S, a holding's Sell, a
 * position's Close): the ticket takes the request, the panel shows its order tab and opens. A
 * stock ticket on a derivatives account (ending in 8) moves to the customer's first securities
 * account; a futures ticket (a position's Close) stays on the derivatives account.
 */
import { isDerivativeAccount } from "@bangia/market";
import { useAccount } from "../account/account-store";
import { useUi, type TicketRequest } from "../state/ui";
import { usePanel } from "./panel-store";
import { futureKind, futureScale } from "./futures";
import { priceText, type PriceScale } from "./price-text";
import { useTicket } from "./ticket-store";

/** Fills the ticket from a request and shows it. */
export function openTicket(request: TicketRequest): void {
  const accounts = useAccount.getState();
  if (accounts.currentAccount !== null && isDerivativeAccount(accounts.currentAccount.accCode)) {
    const securities = accounts.accounts.find((account) => !isDerivativeAccount(account.accCode));
    if (securities !== undefined) accounts.setCurrentAccount(securities.accCode);
  }
  show(request, 1_000);
}

/** Fills the derivative ticket (prices in the contract's unit) and shows it. */
export function openFuturesTicket(request: TicketRequest): void {
  show(request, futureScale(futureKind(request.symbol)));
}

function show(request: TicketRequest, scale: PriceScale): void {
  useTicket.getState().open(request, priceText(request.price, scale));
  usePanel.getState().setTab("order");
  useUi.getState().setOrderPanelOpen(true);
}
