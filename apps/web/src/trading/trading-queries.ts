/**
 * The order panel's reads of the core gateway (order-entry §7 "Supporting calls",
 * accounts-session §4), as TanStack Query options: one key family per call, so an order, an
 * amend, a cancel or an order notice refreshes exactly what it changed (`refreshAfterOrder`).
 * A failed read is only logged (accounts-session §8) and keeps what was shown.
 */
import type {
  AccountStatus,
  CoreAnswer,
  DerivativeAccountStatus,
  DerivativePanelInfo,
  DerivativePortfolioRow,
  NormalOrderRow,
  OrderBookFilter,
  OrderFillEntry,
  OrderPanelAccountInfo,
  OrderPrice,
  PortfolioPage,
  Side,
  StockPanelInfo,
} from "@bangia/market";
import type { QueryClient } from "@tanstack/react-query";
import { coreCall } from "../state/core-client";
import { datafeed } from "../api/http";

/** Every key of the panel starts with this. */
export const TRADING_KEY = "trading";

/** The answer's data, or an error for any other rc (the query then keeps its last data). */
function dataOf<T>(answer: CoreAnswer<T>, what: string): T {
  if (answer.rc !== 1 || answer.data === undefined) throw new Error(`${what} rc ${answer.rc}`);
  return answer.data;
}

export const stockInfoQuery = (account: string, symbol: string) => ({
  queryKey: [TRADING_KEY, "stock-info", account, symbol] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<StockPanelInfo> =>
    dataOf(await coreCall("Q", { cmd: "Web.StockInfo", account, symbol }, { signal }), "Web.StockInfo"),
  staleTime: 60_000,
});

export const contractInfoQuery = (symbol: string) => ({
  queryKey: [TRADING_KEY, "contract-info", symbol] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DerivativePanelInfo> =>
    dataOf(
      await coreCall("Q", { cmd: "Web.StockInfo.Derivative", symbol }, { signal }),
      "Web.StockInfo.Derivative",
    ),
  refetchInterval: 5_000,
});

/** Cash and max volume at a price; `outRoom` asks for an out-room buy (100% margin). */
export const buyingPowerQuery = (
  account: string,
  symbol: string,
  price: OrderPrice,
  side: Side,
  outRoom = false,
) => ({
  queryKey: [TRADING_KEY, "buying-power", account, symbol, price, side, outRoom] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<OrderPanelAccountInfo> =>
    dataOf(
      await coreCall(
        "Q",
        { cmd: "Web.BuyingPower", account, symbol, price, side, ...(outRoom ? { outRoom } : {}) },
        { signal },
      ),
      "Web.BuyingPower",
    ),
  staleTime: 5_000,
});

/** Orders per page of the order book (accounts-session §9 names 3 and 10; a docked panel shows 10). */
export const ORDER_BOOK_PAGE_SIZE = 10;

/** The book's type filter (accounts-session §2 "daily versus advance"); "all" sends none. */
export type OrderProductFilter = "all" | NormalOrderRow["product"];

export const orderListQuery = (
  account: string,
  status: OrderBookFilter,
  page: number,
  product: OrderProductFilter = "all",
) => ({
  queryKey: [TRADING_KEY, "orders", account, status, page, product] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly NormalOrderRow[]> =>
    dataOf(
      await coreCall(
        "Q",
        {
          cmd: "Web.Order.OrderList",
          account,
          page,
          size: ORDER_BOOK_PAGE_SIZE,
          status,
          ...(product === "all" ? {} : { product }),
        },
        { signal },
      ),
      "Web.Order.OrderList",
    ),
});

export const orderFillsQuery = (orderNo: string) => ({
  queryKey: [TRADING_KEY, "fills", orderNo] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly OrderFillEntry[]> =>
    dataOf(
      await coreCall("Q", { cmd: "Web.Order.OrderDetailFs", p1: orderNo }, { signal }),
      "Web.Order.OrderDetailFs",
    ),
});

/** Holdings per page (accounts-session §9: 15). */
export const PORTFOLIO_PAGE_SIZE = 15;
/** The portfolio reloads every 10 s (accounts-session §4, §9). */
export const PORTFOLIO_REFRESH_MS = 10_000;

export const portfolioQuery = (account: string, page: number) => ({
  queryKey: [TRADING_KEY, "portfolio", account, page] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<PortfolioPage> =>
    dataOf(
      await coreCall("Q", { cmd: "Web.Portfolio", account, page, size: PORTFOLIO_PAGE_SIZE }, { signal }),
      "Web.Portfolio",
    ),
  refetchInterval: PORTFOLIO_REFRESH_MS,
});

/** The derivative portfolio's first load is page 1 of 25 (order-entry §7). */
export const DERIVATIVE_PORTFOLIO_PAGE_SIZE = 25;

export const derivativePortfolioQuery = (account: string, page: number) => ({
  queryKey: [TRADING_KEY, "portfolio", account, page, "derivative"] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly DerivativePortfolioRow[]> =>
    dataOf(
      await coreCall(
        "Q",
        { cmd: "Web.Portfolio.Derivative", account, page, size: DERIVATIVE_PORTFOLIO_PAGE_SIZE },
        { signal },
      ),
      "Web.Portfolio.Derivative",
    ),
  refetchInterval: PORTFOLIO_REFRESH_MS,
});

export const accountStatusQuery = (account: string) => ({
  queryKey: [TRADING_KEY, "account-status", account] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AccountStatus> =>
    dataOf(await coreCall("Q", { cmd: "Web.AccountStatus", account }, { signal }), "Web.AccountStatus"),
});

export const derivativeAccountStatusQuery = (account: string) => ({
  queryKey: [TRADING_KEY, "account-status", account, "derivative"] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<DerivativeAccountStatus> =>
    dataOf(
      await coreCall("Q", { cmd: "Web.AccountStatus.Derivative", account }, { signal }),
      "Web.AccountStatus.Derivative",
    ),
});

/** The listed futures contracts of both derivative boards, index futures first. */
export const contractsQuery = () => ({
  queryKey: [TRADING_KEY, "contracts"] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly string[]> => {
    const [index, bonds] = await Promise.all([
      datafeed("getlistderivativesymbols", "INDEX", { signal }),
      datafeed("getlistderivativesymbols", "TPCP", { signal }),
    ]);
    return [...index, ...bonds];
  },
  staleTime: 10 * 60_000,
});

/** The account's status: its cash and account info, and the buying power the tickets show. */
export function refreshAccountStatus(client: QueryClient): void {
  refreshParts(client, ["account-status", "buying-power"]);
}

/** After an order, amend, cancel or notice: the book, the holdings, the cash and buying power. */
export function refreshAfterOrder(client: QueryClient): void {
  refreshParts(client, ["orders", "fills", "portfolio"]);
  refreshAccountStatus(client);
}

function refreshParts(client: QueryClient, parts: readonly string[]): void {
  for (const part of parts) void client.invalidateQueries({ queryKey: [TRADING_KEY, part] });
}
