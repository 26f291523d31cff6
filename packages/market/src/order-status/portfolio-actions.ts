/**
 * The Sell button of a portfolio row (accounts-session §6): "shows only if available volume is
 * above 0 and stockType is not R". The TOTAL row (accounts-session §3) sums the holdings and is
 * not a holding, so it never offers Sell.
 */

import { PORTFOLIO_TOTAL_SYMBOL } from "../wire/core-books";

export interface PortfolioHolding {
  readonly symbol: string;
  /** The row's avaiable_vol. */
  readonly availableVolume: number;
  readonly stockType: string;
}

/**
 * True when the row offers the Sell button.
 *
 * @example canSellHolding({ symbol: "HPG", availableVolume: 100, stockType: "N" }) // true
 * @example canSellHolding({ symbol: "HPG", availableVolume: 100, stockType: "R" }) // false
 */
export function canSellHolding(holding: PortfolioHolding): boolean {
  return (
    holding.symbol !== PORTFOLIO_TOTAL_SYMBOL &&
    holding.availableVolume > 0 &&
    holding.stockType.trim().toUpperCase() !== "R"
  );
}
