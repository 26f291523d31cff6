/**
 * The conditional calls of the panel (order-entry §7, accounts-session §4, §7): placements,
 * changes and deletes sent through the core client, the cancel of an activated order, and the
 * conditional book's reads as TanStack Query options under the panel's key (`refreshAfterOrder`
 * reloads them with the normal book).
 */
import {
  CORE_COMMANDS,
  type ChangeSltpOrderData,
  type ChangeStopOrderData,
  type ConditionalOrderPlacedData,
  type ConditionalStatusFilter,
  type ConditionOrderRow,
  type CoreAnswer,
  type DeleteConditionalOrderData,
  type DeleteStopOrderData,
  type DerivativeConditionalOrderData,
  type StockConditionalOrderData,
  type TcoSubOrderRow,
} from "@bangia/market";
import { coreCall } from "../state/core-client";
import { TRADING_KEY } from "./trading-queries";

type Answer = CoreAnswer<ConditionalOrderPlacedData | undefined>;

/** Group O for a stock order, FD for a derivative one (by the account). */
export function sendConditional(
  group: "O" | "FD",
  data:
    | StockConditionalOrderData
    | DerivativeConditionalOrderData
    | ChangeStopOrderData
    | ChangeSltpOrderData
    | DeleteStopOrderData
    | DeleteConditionalOrderData,
): Promise<Answer> {
  // The union of every conditional command: the core client's per-command typing cannot pick one.
  return coreCall(group, data as never) as Promise<Answer>;
}

/**
 * Cancels an activated order by its number (the spec's pk_orderNo): a triggered conditional
 * order's working child (FO_PK_ORDER_ID), or an advance order waiting to activate. Group O on
 * either market (accounts-session §7 gives the call no group; the server has it in O only).
 */
export function cancelActivatedOrder(orderNo: string, pin: string): Promise<CoreAnswer<undefined>> {
  return coreCall("O", { cmd: CORE_COMMANDS.CANCEL_ACTIVATED_ORDER, orderNo, pin });
}

/** Rows per page of the conditional book. */
export const CONDITIONAL_BOOK_PAGE_SIZE = 20;

/** The book's one wire status per filter, when there is one; else all, filtered here. */
const FILTER_STATUS: Readonly<Partial<Record<ConditionalStatusFilter, ConditionOrderRow["STATUS_NEW"]>>> = {
  "pending-trigger": "PENDING_TRIGGER",
  expired: "EXPIRED",
  rejected: "REJECTED",
};

export const conditionalBookQuery = (
  account: string,
  filter: ConditionalStatusFilter,
  orderConditionType: string,
  page: number,
) => ({
  queryKey: [TRADING_KEY, "orders", "conditional", account, filter, orderConditionType, page] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly ConditionOrderRow[]> => {
    const answer = await coreCall(
      "Q",
      {
        cmd: "Web.Order.ConditionOrderList",
        account,
        page,
        size: CONDITIONAL_BOOK_PAGE_SIZE,
        status: FILTER_STATUS[filter] ?? "",
        orderConditionType,
      },
      { signal },
    );
    if (answer.rc !== 1 || answer.data === undefined) throw new Error(`ConditionOrderList rc ${answer.rc}`);
    return answer.data;
  },
});

/** One conditional order's rows (an unfired bracket's two legs), Web.Order.ConditionOrderDetail. */
export const conditionOrderDetailQuery = (accountNo: string, orderId: string) => ({
  queryKey: [TRADING_KEY, "orders", "conditional-detail", accountNo, orderId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly ConditionOrderRow[]> => {
    const answer = await coreCall(
      "Q",
      { cmd: "Web.Order.ConditionOrderDetail", accountNo, orderId },
      { signal },
    );
    if (answer.rc !== 1 || answer.data === undefined) throw new Error(`ConditionOrderDetail rc ${answer.rc}`);
    return answer.data;
  },
});

export const tcoSubOrdersQuery = (orderId: string) => ({
  queryKey: [TRADING_KEY, "fills", "tco", orderId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<readonly TcoSubOrderRow[]> => {
    const answer = await coreCall(
      "B",
      { cmd: "list_condition_order_tco", type: "cursor", p1: orderId, p2: "1", p3: "30" },
      { signal },
    );
    if (answer.rc !== 1 || answer.data === undefined)
      throw new Error(`list_condition_order_tco rc ${answer.rc}`);
    return answer.data;
  },
});
