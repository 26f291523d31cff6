/**
 * An account as the risk rules read it, pure: a margin account's cash, holdings and open buys at
 * today's marks (ledger/margin-rules.ts), and a derivatives account's exposure per contract
 * (derivatives/futures-margin.ts). The order desk gives them its balances, the account's open
 * orders and the marks; the gateway's status calls read the same views, so a check and what the
 * customer is shown never disagree.
 */
import type { Side } from "@bangia/market";
import type { ContractExposure } from "./derivatives/futures-margin";
import { variationMargin } from "./derivatives/futures-ledger";
import { contractTerms, type FuturesPolicy } from "./derivatives/futures-policy";
import type { Balances } from "./ledger/balances";
import type { MarginAccountFacts, MarginHolding } from "./ledger/margin-rules";
import { balanceKey, CASH } from "./ledger/posting";
import { leavesOf, type BrokerOrder } from "./orders/broker-order";

/** A symbol's mark: the last match, else the reference (0 when unknown). */
export type Marks = (symbol: string) => number;

/** The last match, else the reference: what holdings and positions are valued at. */
export function markOf(day: { readonly last: number; readonly reference: number } | undefined): number {
  return day === undefined ? 0 : day.last || day.reference;
}

/** A margin account's balances at today's marks, with what its open buys hold (`OpenOrders.buyLinesOf`). */
export function marginFacts(
  account: string,
  balances: Balances,
  openBuys: readonly MarginHolding[],
  marks: Marks,
): MarginAccountFacts {
  return {
    ...balances.cashOf(account),
    holdings: balances
      .holdingsOf(account)
      .map((holding) => ({ symbol: holding.symbol, volume: holding.total, price: marks(holding.symbol) })),
    openBuys,
    accruedInterest: -balances.amount(balanceKey(account, CASH, "interest")),
  };
}

export type SymbolExposure = ContractExposure & { readonly symbol: string };

/** One contract's exposure: position, working orders, today's VM at the mark. */
function exposureOf(
  account: string,
  symbol: string,
  balances: Balances,
  working: readonly BrokerOrder[],
  marks: Marks,
  policy: FuturesPolicy,
): SymbolExposure | null {
  const terms = contractTerms(symbol, policy);
  if (terms === null) return null;
  const position = balances.positionOf(account, symbol);
  const markPrice = marks(symbol);
  const open = (side: Side) =>
    working
      .filter((order) => order.symbol === symbol && order.side === side)
      .reduce((sum, order) => sum + leavesOf(order), 0);
  return {
    symbol,
    net: position.net,
    openBuys: open("B"),
    openSells: open("S"),
    markPrice,
    terms,
    intradayVm: markPrice > 0 ? variationMargin(position, markPrice, terms.unitValue) : 0,
  };
}

/** A derivatives account's exposure on every contract it holds or has working orders in. */
export function futuresExposures(
  account: string,
  balances: Balances,
  orders: readonly BrokerOrder[],
  marks: Marks,
  policy: FuturesPolicy,
): SymbolExposure[] {
  const working = orders.filter((order) => order.state !== "DONE");
  const symbols = new Set([...balances.contractsOf(account), ...working.map((order) => order.symbol)]);
  return [...symbols]
    .map((symbol) => exposureOf(account, symbol, balances, working, marks, policy))
    .filter((entry): entry is SymbolExposure => entry !== null);
}

/** One contract's exposure (flat at the mark when the account has none) and the others'. */
export function exposureAt(
  account: string,
  symbol: string,
  balances: Balances,
  orders: readonly BrokerOrder[],
  marks: Marks,
  policy: FuturesPolicy,
): { readonly contract: ContractExposure; readonly others: ContractExposure[] } | null {
  const exposures = futuresExposures(account, balances, orders, marks, policy);
  const contract =
    exposures.find((entry) => entry.symbol === symbol) ??
    exposureOf(account, symbol, balances, [], marks, policy);
  if (contract === null) return null;
  return { contract, others: exposures.filter((entry) => entry.symbol !== symbol) };
}
