import { describe, expect, expectTypeOf, it } from "vitest";
import { CORE_COMMANDS, CORE_GROUPS, type CoreAnswer, type CoreCommandName, type CoreGroup } from "./core";
import type {
  ConditionOrderRow,
  DerivativeAccountStatus,
  NormalOrderRow,
  OrderPanelAccountInfo,
  PortfolioPage,
  PortfolioRow,
} from "./core-books";
import {
  NORMAL_ORDER_STATUS_CODES,
  PORTFOLIO_TOTAL_SYMBOL,
  CONDITION_ORDER_STATUSES,
  DERIVATIVE_ORDER_STATUSES,
} from "./core-books";
import type {
  CoreAnswerDataOf,
  CoreAnswerOf,
  CoreCalls,
  CoreCommandOf,
  CoreDataOf,
  CoreRequest,
  CoreRequestOf,
} from "./core-calls";
import type { StockNewOrderData } from "./core-orders";
import type { StockStopOrderData } from "./conditional-orders";

type AllCommands = { [G in CoreGroup]: CoreCommandOf<G> }[CoreGroup];

/** Commands whose payload's `cmd` is not the command they are filed under. */
type MisfiledCommands = {
  [G in CoreGroup]: {
    [C in CoreCommandOf<G>]: [CoreDataOf<G, C>["cmd"]] extends [C]
      ? [C] extends [CoreDataOf<G, C>["cmd"]]
        ? never
        : `${G}/${C}`
      : `${G}/${C}`;
  }[CoreCommandOf<G>];
}[CoreGroup];

const envelope = { session: "sid-1", user: "u1", language: "vi" } as const;

const newOrder: StockNewOrderData = {
  cmd: "Web.newOrder",
  account: "0001231",
  advance: false,
  orderType: "1",
  pin: "123456",
  price: 25_550,
  refId: "r-1",
  side: "B",
  symbol: "ACB",
  type: "LO",
  volume: 100,
};

describe("core gateway (order-entry §7, accounts-session §7)", () => {
  it("uses the spec's group letters", () => {
    expect(Object.values(CORE_GROUPS)).toEqual(["O", "FD", "B", "S", "Q"]);
    expectTypeOf<CoreGroup>().toEqualTypeOf<keyof CoreCalls>();
  });

  it("names every command once, and files each under its own cmd", () => {
    const names = Object.values(CORE_COMMANDS);
    expect(new Set(names).size).toBe(names.length);
    expectTypeOf<AllCommands>().toEqualTypeOf<CoreCommandName>();
    expectTypeOf<MisfiledCommands>().toBeNever();
  });

  it("keeps the spec's command names", () => {
    expect(CORE_COMMANDS).toMatchObject({
      LOGIN_OTP: "sCheckLoginOTP",
      RESEND_OTP: "GetSMSOtpForce",
      CHANGE_PASSWORD_FIRST_LOGIN: "ChangePassFirstLogin",
      UPDATE_DEFAULT_ACCOUNT: "UpdateAccountDefault",
      UPDATE_PARAMETER: "UpdateParameter",
      ACCOUNT_INFO: "GetAccountInfo",
      LIST_ACCOUNTS: "ListAccount",
      LIST_WEB_TRADE_FUNCTIONS: "ListFuncWebtrade",
      NEW_ORDER: "Web.newOrder",
      CANCEL_ORDER: "cancelOrder",
      CANCEL_ACTIVATED_ORDER: "cancelActivatedOrder",
      TRAILING_ORDER_NEW: "co.trailing.order.new",
      STOP_ORDER_NEW: "co.stop.order.new",
      SLTP_ORDER_NEW: "co.sltp.order.new",
      OCO_ORDER_NEW: "co.oco.order.new",
      ORDER_HISTORY: "GET_LIST_ORDER_HIS",
      TCO_SUB_ORDERS: "list_condition_order_tco",
      ORDER_FILL_DETAIL: "Web.Order.OrderDetailFs",
    });
  });

  it("builds an envelope with the spec's fields", () => {
    const request: CoreRequestOf<"O"> = { group: "O", ...envelope, data: newOrder };
    expectTypeOf(request)
      .toHaveProperty("extInfo")
      .toEqualTypeOf<Readonly<Record<string, string | number | boolean>> | undefined>();
    expectTypeOf<CoreRequest["language"]>().toEqualTypeOf<"vi" | "en">();
    expect(request.data.cmd).toBe("Web.newOrder");
  });

  it("discriminates requests by group, then by cmd", () => {
    const refOf = (request: CoreRequest): string | undefined => {
      if (request.group === "O" && request.data.cmd === "Web.newOrder") return request.data.refId;
      if (request.group === "FD" && request.data.cmd === "Web.newOrder") return request.data.language;
      if (request.group === "B" && request.data.cmd === "UpdateParameter") return request.data.p3;
      return undefined;
    };
    expect(refOf({ group: "O", ...envelope, data: newOrder })).toBe("r-1");
    expect(
      refOf({
        group: "B",
        ...envelope,
        data: { cmd: "UpdateParameter", p1: "HIDE_CONFIRM_ORDER", p2: "HIDE_CONFIRM_ORDER", p3: "1" },
      }),
    ).toBe("1");
    const wrongGroup = {
      group: "B",
      ...envelope,
      data: newOrder,
    } as const;
    // @ts-expect-error a stock order is not a back-office command
    const refused: CoreRequest = wrongGroup;
    expect(refused.group).toBe("B");
  });

  it("answers { rc, rs?, data? } with the command's data", () => {
    expectTypeOf<CoreAnswerOf<"Q", "Web.Portfolio">>().toEqualTypeOf<CoreAnswer<PortfolioPage>>();
    expectTypeOf<CoreAnswerDataOf<"S", "GetSMSOtpForce">[0]>().toEqualTypeOf<{
      readonly phoneLastThree: string;
    }>();
    expectTypeOf<CoreAnswerDataOf<"B", "GetAccountInfo">[0]>().toHaveProperty("C_IS_CARD_CLEAR");
    expectTypeOf<CoreAnswerDataOf<"B", "ListAccount">[number]>().toEqualTypeOf<{
      readonly accName: string;
      readonly accCode: string;
      readonly accType: string;
    }>();
    expectTypeOf<CoreAnswerDataOf<"O", "Web.newOrder">>().toHaveProperty("code");
    const answer: CoreAnswerOf<"O", "cancelOrder"> = { rc: 1 };
    expect(answer.rc).toBe(1);
  });

  it("sends placedPrice only with a limit price type", () => {
    const common = {
      cmd: "co.stop.order.new",
      accountNo: "0001231",
      symbol: "ACB",
      stopOrderType: "stock_stop",
      channel: "I",
      quantity: 100,
      side: "B",
      pin: "123456",
      refId: "r-2",
      triggerPrice: 25_000,
      relation: "GTEQ",
      expiryDate: "10/03/2025",
    } as const;
    const limit: StockStopOrderData = { ...common, priceType: "LO", placedPrice: 25_100 };
    const market: StockStopOrderData = { ...common, priceType: "MTL" };
    expect([limit.placedPrice, market.placedPrice]).toEqual([25_100, undefined]);
    // @ts-expect-error a market order has no placed price
    const refused: StockStopOrderData = { ...common, priceType: "MTL", placedPrice: 25_100 };
    expect(refused.priceType).toBe("MTL");
  });

  it("gives book, portfolio and status entities the spec's fields", () => {
    expectTypeOf<keyof ConditionOrderRow>().toEqualTypeOf<
      | "STOP_ORDER_ID"
      | "PK_ID"
      | "ACCOUNT_NO"
      | "SYMBOL"
      | "SIDE"
      | "QUANTITY"
      | "REMAIN_QTY"
      | "PRICE_TYPE"
      | "PLACED_PRICE"
      | "C_SO_PRICE"
      | "STOP_ORDER_TYPE"
      | "STOP_ORDER_SUB_TYPE"
      | "STATUS_NEW"
      | "SPREAD"
      | "TRAILING_AMOUNT"
      | "TRIGGER_PRICE"
      | "RELATION"
      | "FROM_DATE"
      | "TO_DATE"
      | "CREATED_DATE"
      | "CREATED_TIME"
      | "CANCEL_DATE"
      | "TRIGGERED_DATE"
      | "FO_PK_ORDER_ID"
      | "FO_PK_ORI_ORDER_ID"
      | "REASON"
      | "C_COMMENT"
    >();
    expectTypeOf<PortfolioRow>().toHaveProperty("avaiable_vol").toEqualTypeOf<number>();
    expectTypeOf<PortfolioPage[0]["symbol"]>().toEqualTypeOf<"TOTAL">();
    expectTypeOf<DerivativeAccountStatus>().toHaveProperty("unrelizeVM").toEqualTypeOf<number>();
    expectTypeOf<OrderPanelAccountInfo>().toHaveProperty("ee_inc_app").toEqualTypeOf<number>();
    expectTypeOf<NormalOrderRow>().toHaveProperty("pk_orderNo").toEqualTypeOf<string>();
    expectTypeOf<CoreAnswerDataOf<"Q", "Web.Order.OrderDetailFs">[number]>().toExtend<
      { type: "MATCHED"; mathedVol: number; mathPrice: number } | { type: "GOM"; vol: number; price: number }
    >();
    expect(PORTFOLIO_TOTAL_SYMBOL).toBe("TOTAL");
  });

  it("lists the spec's status vocabularies", () => {
    expect(Object.values(NORMAL_ORDER_STATUS_CODES)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    expect(CONDITION_ORDER_STATUSES).toHaveLength(9);
    expect(DERIVATIVE_ORDER_STATUSES).toContain("PMWX");
  });
});
