/**
 * Every core gateway call by group and command (order-entry §7, accounts-session §7): its data
 * payload and its answer data. A server dispatches on `group` then `data.cmd`; a client calls
 * with a group and command and gets the matching answer type. The same command can exist in two
 * groups with different payloads (a new order in O for stocks and in FD for derivatives).
 */
import type { WebTradeFunctions } from "../orders/order-terms";
import type { CoreAnswer, CoreEnvelope, CoreGroup } from "./core";
import type {
  AccountStatus,
  ConditionOrderRow,
  DerivativeAccountStatus,
  DerivativePanelInfo,
  DerivativePortfolioRow,
  NormalOrderRow,
  OrderFillEntry,
  OrderPanelAccountInfo,
  PortfolioPage,
  StockPanelInfo,
  TcoSubOrderRow,
} from "./core-books";
import type {
  AccountStatusQueryData,
  BuyingPowerQueryData,
  ConditionOrderListQueryData,
  DerivativeAccountStatusQueryData,
  DerivativePortfolioQueryData,
  DerivativeStockInfoQueryData,
  OrderFillDetailQueryData,
  OrderHistoryQueryData,
  OrderListQueryData,
  PortfolioQueryData,
  StockInfoQueryData,
  TcoSubOrdersQueryData,
} from "./core-book-queries";
import type {
  CancelActivatedOrderData,
  CancelOrderData,
  ChangeOrderData,
  CashAdvanceData,
  CashAdvanceResult,
  DerivativeNewOrderData,
  OrderPlacedData,
  StockNewOrderData,
} from "./core-orders";
import type {
  ChangeSltpOrderData,
  ChangeStopOrderData,
  ConditionalDeleteCommand,
  ConditionalOrderPlacedData,
  DeleteConditionalOrderData,
  DeleteStopOrderData,
  DerivativeArbitrageOrderData,
  DerivativeOcoOrderData,
  DerivativeSltpOrderData,
  DerivativeStopOrderData,
  DerivativeTrailingOrderData,
  StockSltpOrderData,
  StockStopOrderData,
  StockTcoOrderData,
  StockTrailingOrderData,
} from "./conditional-orders";
import type {
  AccountCardRow,
  AccountListItem,
  LoginChallengeData,
  LoginData,
  ResendOtpRow,
  SmartOtpEnrolment,
} from "./core-session";
import type {
  AccountInfoQueryData,
  ChangePasswordFirstLoginData,
  ListAccountsData,
  ListWebTradeFunctionsData,
  LoginOtpData,
  ResendOtpData,
  SmartOtpEnrolBeginData,
  SmartOtpEnrolConfirmData,
  UpdateDefaultAccountData,
  UpdateParameterData,
} from "./core-session-payloads";
import type { ConditionOrderDetailQueryData } from "./conditional-orders";

/** One call: what `data` carries and what the answer's `data` holds (undefined: nothing). */
export interface CoreCall<D extends { readonly cmd: string }, A> {
  readonly data: D;
  readonly answer: A;
}

/** A cancel by id and account: the payload names its own command. */
type DeleteCall<C extends ConditionalDeleteCommand> = CoreCall<
  DeleteConditionalOrderData & { readonly cmd: C },
  undefined
>;

/** Edit and cancel of stop, SL/TP and trailing orders: the same calls in both order groups. */
interface ConditionalChangeCalls {
  readonly "co.stop.order.change": CoreCall<ChangeStopOrderData, undefined>;
  readonly "co.sltp.order.change": CoreCall<ChangeSltpOrderData, undefined>;
  readonly "co.stop.order.delete": CoreCall<DeleteStopOrderData, undefined>;
  readonly "co.sltp.order.delete": DeleteCall<"co.sltp.order.delete">;
  readonly "co.trailing.order.delete": DeleteCall<"co.trailing.order.delete">;
}

/** The calls of each group, keyed by command. */
export interface CoreCalls {
  /** Stock orders. */
  readonly O: ConditionalChangeCalls & {
    readonly "Web.newOrder": CoreCall<StockNewOrderData, OrderPlacedData>;
    readonly "Web.changeOrder": CoreCall<ChangeOrderData, OrderPlacedData>;
    readonly cancelOrder: CoreCall<CancelOrderData, undefined>;
    readonly cancelActivatedOrder: CoreCall<CancelActivatedOrderData, undefined>;
    readonly "Web.CashAdvance": CoreCall<CashAdvanceData, CashAdvanceResult>;
    readonly "co.stop.order.new": CoreCall<StockStopOrderData, ConditionalOrderPlacedData>;
    readonly "co.tco.order.new": CoreCall<StockTcoOrderData, ConditionalOrderPlacedData>;
    readonly "co.sltp.order.new": CoreCall<StockSltpOrderData, ConditionalOrderPlacedData>;
    readonly "co.trailing.order.new": CoreCall<StockTrailingOrderData, ConditionalOrderPlacedData>;
    readonly "co.tco.order.delete": DeleteCall<"co.tco.order.delete">;
  };
  /** Derivatives orders. */
  readonly FD: ConditionalChangeCalls & {
    readonly "Web.newOrder": CoreCall<DerivativeNewOrderData, OrderPlacedData>;
    readonly "Web.changeOrder": CoreCall<ChangeOrderData, OrderPlacedData>;
    readonly cancelOrder: CoreCall<CancelOrderData, undefined>;
    readonly "co.trailing.order.new": CoreCall<DerivativeTrailingOrderData, ConditionalOrderPlacedData>;
    readonly "co.stop.order.new": CoreCall<DerivativeStopOrderData, ConditionalOrderPlacedData>;
    readonly "co.sltp.order.new": CoreCall<DerivativeSltpOrderData, ConditionalOrderPlacedData>;
    readonly "co.oco.order.new": CoreCall<DerivativeOcoOrderData, ConditionalOrderPlacedData>;
    readonly "co.arbitrage.order.new": CoreCall<DerivativeArbitrageOrderData, ConditionalOrderPlacedData>;
    readonly "co.oco.order.delete": DeleteCall<"co.oco.order.delete">;
    readonly "co.arbitrage.order.delete": DeleteCall<"co.arbitrage.order.delete">;
  };
  /** Back office: password, default account, parameters, accounts, cursor queries. */
  readonly B: {
    readonly ChangePassFirstLogin: CoreCall<ChangePasswordFirstLoginData, undefined>;
    readonly UpdateAccountDefault: CoreCall<UpdateDefaultAccountData, undefined>;
    readonly UpdateParameter: CoreCall<UpdateParameterData, undefined>;
    readonly GetAccountInfo: CoreCall<AccountInfoQueryData, readonly AccountCardRow[]>;
    readonly ListAccount: CoreCall<ListAccountsData, readonly AccountListItem[]>;
    readonly ListFuncWebtrade: CoreCall<ListWebTradeFunctionsData, WebTradeFunctions>;
    readonly GET_LIST_ORDER_HIS: CoreCall<OrderHistoryQueryData, readonly NormalOrderRow[]>;
    readonly list_condition_order_tco: CoreCall<TcoSubOrdersQueryData, readonly TcoSubOrderRow[]>;
  };
  /** Security: OTP, and the smart-OTP enrolment (ours). */
  readonly S: {
    readonly sCheckLoginOTP: CoreCall<LoginOtpData, LoginData | LoginChallengeData>;
    readonly GetSMSOtpForce: CoreCall<ResendOtpData, readonly ResendOtpRow[]>;
    readonly SmartOtpEnrolBegin: CoreCall<SmartOtpEnrolBeginData, SmartOtpEnrolment>;
    readonly SmartOtpEnrolConfirm: CoreCall<SmartOtpEnrolConfirmData, undefined>;
  };
  /** Order and account queries. */
  readonly Q: {
    readonly "Web.Order.OrderDetailFs": CoreCall<OrderFillDetailQueryData, readonly OrderFillEntry[]>;
    readonly "Web.Order.OrderList": CoreCall<OrderListQueryData, readonly NormalOrderRow[]>;
    readonly "Web.Order.ConditionOrderList": CoreCall<
      ConditionOrderListQueryData,
      readonly ConditionOrderRow[]
    >;
    /** (ours) One conditional order's rows: one, or an unfired bracket's two legs. */
    readonly "Web.Order.ConditionOrderDetail": CoreCall<
      ConditionOrderDetailQueryData,
      readonly ConditionOrderRow[]
    >;
    readonly "Web.Portfolio": CoreCall<PortfolioQueryData, PortfolioPage>;
    readonly "Web.Portfolio.Derivative": CoreCall<
      DerivativePortfolioQueryData,
      readonly DerivativePortfolioRow[]
    >;
    readonly "Web.AccountStatus": CoreCall<AccountStatusQueryData, AccountStatus>;
    readonly "Web.AccountStatus.Derivative": CoreCall<
      DerivativeAccountStatusQueryData,
      DerivativeAccountStatus
    >;
    readonly "Web.BuyingPower": CoreCall<BuyingPowerQueryData, OrderPanelAccountInfo>;
    readonly "Web.StockInfo": CoreCall<StockInfoQueryData, StockPanelInfo>;
    readonly "Web.StockInfo.Derivative": CoreCall<DerivativeStockInfoQueryData, DerivativePanelInfo>;
  };
}

/** The commands of a group. */
export type CoreCommandOf<G extends CoreGroup> = keyof CoreCalls[G] & string;

/** The `data` payload of a command. */
export type CoreDataOf<G extends CoreGroup, C extends CoreCommandOf<G>> =
  CoreCalls[G][C] extends CoreCall<infer D, unknown> ? D : never;

/** The answer's `data` of a command. */
export type CoreAnswerDataOf<G extends CoreGroup, C extends CoreCommandOf<G>> =
  CoreCalls[G][C] extends CoreCall<{ readonly cmd: string }, infer A> ? A : never;

/** The full answer of a command. */
export type CoreAnswerOf<G extends CoreGroup, C extends CoreCommandOf<G>> = CoreAnswer<
  CoreAnswerDataOf<G, C>
>;

/** Any request of a group, discriminated by `data.cmd`. */
export type CoreRequestOf<G extends CoreGroup> = {
  [C in CoreCommandOf<G>]: CoreEnvelope<G, CoreDataOf<G, C>>;
}[CoreCommandOf<G>];

/** Any core request, discriminated by `group`, then by `data.cmd`. */
export type CoreRequest = { [G in CoreGroup]: CoreRequestOf<G> }[CoreGroup];
