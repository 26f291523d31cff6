/**
 * Conditional orders through POST /api/core on the real server, exchange and database
 * (order-entry §3–§5, §7–§8; accounts-session §3–§4, §7): a demo customer places a stock stop,
 * sees it in the conditional book and its detail, edits and cancels it with the PIN; a stop that
 * fires sends its child (FO_PK_ORDER_ID), which cancelActivatedOrder cancels; a retried refId
 * answers the first order; a TCO lists its sub-orders; a futures OCO shows its two legs, moves
 * one and goes whole; every refusal code of the calls; another customer's session is refused.
 */
import {
  addDays,
  toSlashDate,
  type ConditionOrderRow,
  type LoginData,
  type NormalOrderRow,
  type TcoSubOrderRow,
} from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PIN } from "../../src/customers/demo-customers";
import { coreCaller, symbolDay } from "../support/core-client";
import { startTestServer, type TestServer } from "../support/test-server";
import { appWithClock, loginData, WallClock } from "./login-support";

let server: TestServer;
let app: FastifyInstance;
let a: LoginData;
let b: LoginData;
let contract: string;
const clock = new WallClock();
const STOCKS = "058C0000011";
const B_STOCKS = "058C0000051";
const DERIVATIVES = "058C0000058";
const SYMBOL = "FPT";
const call = coreCaller(() => app);
let refs = 0;

beforeAll(async () => {
  server = await startTestServer({ beats: 30 });
  app = await appWithClock(server, clock);
  a = await loginData(app, "058C000001");
  b = await loginData(app, "058C000005");
  const exchange = server.deps.live.exchange;
  contract =
    exchange
      .instruments()
      .filter(
        (definition) => definition.kind === "INDEX_FUTURE" && exchange.day(definition.symbol) !== undefined,
      )
      .map((definition) => definition.symbol)
      .sort()[0] ?? "";
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const day = () => symbolDay(server, SYMBOL);
const today = () => {
  const date = server.deps.desk.today;
  if (date === null) throw new Error("the desk has no trading day");
  return date;
};

const stop = (overrides: Record<string, unknown> = {}) => ({
  cmd: "co.stop.order.new",
  accountNo: STOCKS,
  symbol: SYMBOL,
  stopOrderType: "stock_stop",
  channel: "I",
  quantity: 100,
  side: "S",
  pin: DEMO_PIN,
  refId: `conditional-test-${++refs}`,
  priceType: "LO",
  // A sell stop at the floor: only a fall to the floor fires it, which the test market never makes.
  placedPrice: day().floor,
  triggerPrice: day().floor,
  relation: "LTEQ",
  expiryDate: toSlashDate(addDays(today(), 7)),
  ...overrides,
});

async function settle() {
  await server.deps.desk.settle();
}

async function book(
  who: LoginData,
  account: string,
  filters: Record<string, unknown> = {},
): Promise<ConditionOrderRow[]> {
  await settle();
  const answer = await call<ConditionOrderRow[]>(who, "Q", {
    cmd: "Web.Order.ConditionOrderList",
    account,
    page: 1,
    size: 100,
    status: "",
    orderConditionType: "",
    ...filters,
  });
  expect(answer.rc).toBe(1);
  return answer.data ?? [];
}

async function detail(orderId: string, who = a, account = STOCKS): Promise<ConditionOrderRow[]> {
  await settle();
  const answer = await call<ConditionOrderRow[]>(who, "Q", {
    cmd: "Web.Order.ConditionOrderDetail",
    accountNo: account,
    orderId,
  });
  expect(answer.rc).toBe(1);
  return answer.data ?? [];
}

async function placed(group: string, data: Record<string, unknown>, who = a): Promise<string> {
  const answer = await call<{ orderId: string }>(who, group, data);
  expect(answer, JSON.stringify(answer)).toMatchObject({ rc: 1 });
  return answer.data?.orderId ?? "";
}

describe("a stock stop order through the core gateway", () => {
  it("is placed, listed with the spec's fields and shown alone in its detail", async () => {
    const id = await placed("O", stop());
    const row = (await book(a, STOCKS)).find((entry) => entry.STOP_ORDER_ID === id);
    expect(row).toMatchObject({
      PK_ID: id,
      ACCOUNT_NO: STOCKS,
      SYMBOL,
      SIDE: "S",
      QUANTITY: 100,
      REMAIN_QTY: 100,
      PRICE_TYPE: "LO",
      PLACED_PRICE: day().floor,
      STOP_ORDER_TYPE: "stock_stop",
      STOP_ORDER_SUB_TYPE: null,
      STATUS_NEW: "PENDING_TRIGGER",
      TRIGGER_PRICE: day().floor,
      RELATION: "LTEQ",
      FROM_DATE: toSlashDate(today()),
      TO_DATE: toSlashDate(addDays(today(), 7)),
      CREATED_DATE: toSlashDate(today()),
      FO_PK_ORDER_ID: null,
    });
    expect(row?.CREATED_TIME).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(await detail(id)).toEqual([row]);
  });

  it("answers a retried refId with the first order's id and makes no second one", async () => {
    const order = stop();
    const first = await placed("O", order);
    expect(await placed("O", order)).toBe(first);
    expect((await book(a, STOCKS)).filter((row) => row.STOP_ORDER_ID === first)).toHaveLength(1);
  });

  it("is edited while it waits (co.stop.order.change), then cancelled with the PIN; no edit or cancel after", async () => {
    const id = await placed("O", stop());
    const change = {
      cmd: "co.stop.order.change",
      accountNo: STOCKS,
      orderId: id,
      pin: DEMO_PIN,
      quantity: 200,
      priceType: "LO",
      placedPrice: day().floor,
      triggerPrice: day().floor + 100,
      channel: "I",
      relation: "LTEQ",
    };
    expect(await call(a, "O", change)).toMatchObject({ rc: 1 });
    expect((await detail(id))[0]).toMatchObject({ QUANTITY: 200, TRIGGER_PRICE: day().floor + 100 });
    expect(await call(a, "O", { ...change, quantity: 300 })).toMatchObject({ rc: 1 });
    // The same terms again change nothing (the edit dialog's rule).
    expect(await call(a, "O", { ...change, quantity: 300 })).toMatchObject({ rc: -90001 });

    const remove = { cmd: "co.stop.order.delete", orderId: id, pin: DEMO_PIN };
    expect(await call(a, "O", { ...remove, pin: "000000" })).toMatchObject({ rc: -8010 });
    expect(await call(b, "O", remove)).toMatchObject({ rc: -96017 });
    expect(await call(a, "O", remove)).toMatchObject({ rc: 1 });
    await settle();
    expect((await detail(id))[0]).toMatchObject({
      STATUS_NEW: "CANCELED",
      CANCEL_DATE: toSlashDate(today()),
    });
    expect(await call(a, "O", { ...change, quantity: 400 })).toMatchObject({ rc: -40036 });
    expect(await call(a, "O", remove)).toMatchObject({ rc: -40037 });
    expect((await book(a, STOCKS, { status: "CANCELED" })).map((row) => row.STOP_ORDER_ID)).toContain(id);
    expect(
      (await book(a, STOCKS, { status: "PENDING_TRIGGER" })).map((row) => row.STOP_ORDER_ID),
    ).not.toContain(id);
  });

  it("fires on the market's trades and sends its child, which cancelActivatedOrder cancels", async () => {
    // A buy stop at or above the floor fires on the next continuous trade; its child rests at the floor.
    const id = await placed(
      "O",
      stop({ side: "B", relation: "GTEQ", triggerPrice: day().floor, placedPrice: day().floor }),
    );
    let row: ConditionOrderRow | undefined;
    for (let i = 0; i < 20 && (row === undefined || row.FO_PK_ORDER_ID === null); i++) {
      server.beat(2);
      row = (await detail(id))[0];
    }
    expect(row).toMatchObject({
      STATUS_NEW: "TRIGGERED",
      TRIGGERED_DATE: toSlashDate(today()),
      C_SO_PRICE: day().floor,
    });
    const child = row?.FO_PK_ORDER_ID ?? "";
    const orders = await call<NormalOrderRow[]>(a, "Q", {
      cmd: "Web.Order.OrderList",
      account: STOCKS,
      page: 1,
      size: 100,
      status: "",
    });
    expect(orders.data?.find((order) => order.orderNo === child)).toMatchObject({ side: "B", volume: 100 });
    // A triggered stop is no longer the stop delete's to cancel: its child is.
    expect(await call(a, "O", { cmd: "co.stop.order.delete", orderId: id, pin: DEMO_PIN })).toMatchObject({
      rc: -40037,
    });
    expect(await call(a, "O", { cmd: "cancelActivatedOrder", orderNo: child, pin: DEMO_PIN })).toMatchObject({
      rc: 1,
    });
    server.beat(1);
    await settle();
    expect((await detail(id))[0]?.STATUS_NEW).toBe("CANCELED");
  });
});

describe("the other stock conditional orders", () => {
  it("places a TCO and lists the orders it sent, newest first (list_condition_order_tco)", async () => {
    const id = await placed("O", {
      cmd: "co.tco.order.new",
      accountNo: STOCKS,
      symbol: SYMBOL,
      stopOrderType: "stock_tco",
      channel: "I",
      quantity: 100,
      side: "B",
      pin: DEMO_PIN,
      refId: `conditional-test-${++refs}`,
      priceType: "LO",
      placedPrice: day().floor,
      effectiveDate: toSlashDate(today()),
      expiryDate: toSlashDate(addDays(today(), 5)),
    });
    expect((await detail(id))[0]).toMatchObject({ STOP_ORDER_TYPE: "stock_tco", TRIGGER_PRICE: null });
    const subOrders = await call<TcoSubOrderRow[]>(a, "B", {
      cmd: "list_condition_order_tco",
      type: "cursor",
      p1: id,
      p2: "1",
      p3: "30",
    });
    expect(subOrders.rc).toBe(1);
    const rows = subOrders.data ?? [];
    const row = (await detail(id))[0];
    expect(rows.map((sub) => sub.FO_ORDER_ID)[0] ?? null).toBe(row?.FO_PK_ORDER_ID ?? null);
    for (const sub of rows) expect(sub).toMatchObject({ QUANTITY: 100, PLACED_PRICE: day().floor });
    expect(
      await call(b, "B", { cmd: "list_condition_order_tco", type: "cursor", p1: id, p2: "1", p3: "30" }),
    ).toMatchObject({ rc: -96017 });
    expect(
      await call(a, "O", { cmd: "co.tco.order.delete", orderId: id, pin: DEMO_PIN, accountNo: STOCKS }),
    ).toMatchObject({ rc: 1 });
  });

  it("places an SL/TP buy (its own order at once, its legs as rows) and a trailing stop for the day; the book filters by type", async () => {
    const sltp = await placed("O", {
      cmd: "co.sltp.order.new",
      accountNo: STOCKS,
      symbol: SYMBOL,
      stopOrderType: "stock_sltp",
      channel: "I",
      quantity: 100,
      side: "B",
      pin: DEMO_PIN,
      refId: `conditional-test-${++refs}`,
      priceType: "LO",
      placedPrice: day().floor,
      stopLossPrice: day().floor - 1_000,
      takeProfitPrice: day().ceiling,
      spread: 100,
      effectiveDate: toSlashDate(today()),
      expiryDate: toSlashDate(addDays(today(), 5)),
    });
    const legs = await detail(sltp);
    expect(legs.map((row) => [row.PK_ID, row.STOP_ORDER_SUB_TYPE, row.TRIGGER_PRICE])).toEqual([
      [`${sltp}:TP`, "TP", day().ceiling],
      [`${sltp}:SL`, "SL", day().floor - 1_000],
    ]);
    const trailing = await placed("O", {
      cmd: "co.trailing.order.new",
      accountNo: STOCKS,
      symbol: SYMBOL,
      stopOrderType: "stock_trail",
      channel: "I",
      quantity: 100,
      side: "S",
      pin: DEMO_PIN,
      refId: `conditional-test-${++refs}`,
      trailingAmount: 5_000,
      spread: 100,
      expiryDate: toSlashDate(today()),
    });
    expect((await detail(trailing))[0]).toMatchObject({
      STOP_ORDER_TYPE: "stock_trail",
      TRAILING_AMOUNT: 5_000,
    });
    const trails = await book(a, STOCKS, { orderConditionType: "stock_trail" });
    expect(trails.length).toBeGreaterThan(0);
    expect(trails.every((row) => row.STOP_ORDER_TYPE === "stock_trail")).toBe(true);
    expect(await book(a, STOCKS, { marketCode: "04" })).toEqual([]);
    expect((await book(a, STOCKS, { marketCode: "10" })).map((row) => row.STOP_ORDER_ID)).toContain(sltp);
    // Effective today, the SL/TP's own buy went at once: its exits wait for its fills, and
    // what is left to cancel is that buy (cancelActivatedOrder), not the order (40037).
    const parent = legs[0];
    expect(parent).toMatchObject({ STATUS_NEW: "TRIGGERED", C_SO_PRICE: day().floor });
    expect(
      await call(a, "O", { cmd: "co.sltp.order.delete", orderId: sltp, pin: DEMO_PIN, accountNo: STOCKS }),
    ).toMatchObject({ rc: -40037 });
    expect(
      await call(a, "O", {
        cmd: "co.sltp.order.change",
        accountNo: STOCKS,
        pin: DEMO_PIN,
        channel: "I",
        orderId: `${sltp}:TP`,
        triggerPrice: day().ceiling - 100,
      }),
    ).toMatchObject({ rc: -40036 });
    expect(
      await call(a, "O", { cmd: "cancelActivatedOrder", orderNo: parent?.FO_PK_ORDER_ID, pin: DEMO_PIN }),
    ).toMatchObject({ rc: 1 });
    expect(
      await call(a, "O", {
        cmd: "co.trailing.order.delete",
        orderId: trailing,
        pin: DEMO_PIN,
        accountNo: STOCKS,
      }),
    ).toMatchObject({ rc: 1 });
  });

  it.each([
    {
      rule: "§5 a date not DD/MM/YYYY: expired-date-invalid",
      data: () => stop({ expiryDate: addDays(today(), 3) }),
      answer: { rc: -90001, data: { code: "expired-date-invalid" } },
    },
    {
      rule: "§5 expiry beyond 29 days: expired-date-30",
      data: () => stop({ expiryDate: toSlashDate(addDays(today(), 30)) }),
      answer: { rc: -90001, data: { code: "expired-date-30" } },
    },
    {
      rule: "§5 a trigger off the price step",
      data: () => stop({ triggerPrice: day().floor + 1 }),
      answer: { rc: -90001, data: { code: "invalid-trigger-price" } },
    },
    {
      rule: "§5 SL/TP is for buys only: order-condition-invalid",
      data: () => ({
        cmd: "co.sltp.order.new",
        accountNo: STOCKS,
        symbol: SYMBOL,
        stopOrderType: "stock_sltp",
        channel: "I",
        quantity: 100,
        side: "S",
        pin: DEMO_PIN,
        refId: `conditional-test-${++refs}`,
        priceType: "LO",
        placedPrice: day().floor,
        takeProfitPrice: day().ceiling,
        effectiveDate: toSlashDate(today()),
        expiryDate: toSlashDate(today()),
      }),
      answer: { rc: -90001, data: { code: "order-condition-invalid" } },
    },
    {
      rule: "§8 COS-40035: a stock trailing stop lives for its day",
      data: () => ({
        cmd: "co.trailing.order.new",
        accountNo: STOCKS,
        symbol: SYMBOL,
        stopOrderType: "stock_trail",
        channel: "I",
        quantity: 100,
        side: "S",
        pin: DEMO_PIN,
        refId: `conditional-test-${++refs}`,
        trailingAmount: 5_000,
        spread: 100,
        expiryDate: toSlashDate(addDays(today(), 1)),
      }),
      answer: { rc: -40035, data: { code: "COS-40035" } },
    },
    {
      rule: "§8 a wrong PIN: -8010",
      data: () => stop({ pin: "000000" }),
      answer: { rc: -8010 },
    },
    {
      rule: "§8 a symbol not listed: 96031",
      data: () => stop({ symbol: "ZZZZ" }),
      answer: { rc: -96031 },
    },
    {
      rule: "§8 a stock order on a derivatives account: 40039",
      data: () => stop({ accountNo: DERIVATIVES }),
      answer: { rc: -40039 },
      who: () => b,
    },
  ])("refuses $rule", async ({ data, answer, who }) => {
    expect(await call(who?.() ?? a, "O", data())).toMatchObject(answer);
  });
});

describe("a futures OCO through the core gateway", () => {
  const oco = (overrides: Record<string, unknown> = {}) => {
    const facts = symbolDay(server, contract);
    return {
      cmd: "co.oco.order.new",
      accountNo: DERIVATIVES,
      symbol: contract,
      stopOrderType: "oco",
      channel: "I",
      quantity: 1,
      side: "B",
      pin: DEMO_PIN,
      refId: `conditional-oco-${++refs}`,
      priceType: "LO",
      takeProfitPrice: facts.ceiling,
      stopLossPrice: facts.floor,
      spread: 10,
      ...overrides,
    };
  };

  it("shows a LONG's two legs, moves its stop loss by the leg key, and goes whole on delete", async () => {
    const facts = symbolDay(server, contract);
    const id = await placed("FD", oco(), b);
    const legs = await detail(id, b, DERIVATIVES);
    expect(legs.map((row) => [row.PK_ID, row.STOP_ORDER_SUB_TYPE, row.TRIGGER_PRICE, row.RELATION])).toEqual([
      [`${id}:TP`, "TP", facts.ceiling, "GTEQ"],
      [`${id}:SL`, "SL", facts.floor, "LTEQ"],
    ]);
    const change = {
      cmd: "co.sltp.order.change",
      accountNo: DERIVATIVES,
      pin: DEMO_PIN,
      channel: "I",
      orderId: `${id}:SL`,
      triggerPrice: facts.floor + 100,
      spread: 20,
    };
    expect(await call(b, "FD", change)).toMatchObject({ rc: 1 });
    expect(await detail(`${id}:SL`, b, DERIVATIVES)).toEqual([
      expect.objectContaining({ STOP_ORDER_SUB_TYPE: "SL", TRIGGER_PRICE: facts.floor + 100, SPREAD: 20 }),
    ]);
    // A plain id names two legs: which one is not known.
    expect(await call(b, "FD", { ...change, orderId: id })).toMatchObject({ rc: -90001 });
    expect(await call(b, "FD", { cmd: "co.stop.order.delete", orderId: id, pin: DEMO_PIN })).toMatchObject({
      rc: -90001,
    });
    expect(
      await call(b, "FD", { cmd: "co.oco.order.delete", orderId: id, pin: DEMO_PIN, accountNo: DERIVATIVES }),
    ).toMatchObject({ rc: 1 });
    expect((await detail(id, b, DERIVATIVES)).map((row) => row.STATUS_NEW)).toEqual(["CANCELED", "CANCELED"]);
    expect(
      (await book(b, DERIVATIVES, { orderConditionType: "oco", marketCode: "04" })).map((row) => row.PK_ID),
    ).toEqual(expect.arrayContaining([`${id}:TP`, `${id}:SL`]));
  });

  it.each([
    {
      rule: "§5 a LONG's take profit not above its stop loss: long_oco_validate",
      data: () =>
        oco({
          takeProfitPrice: symbolDay(server, contract).floor,
          stopLossPrice: symbolDay(server, contract).ceiling,
        }),
      answer: { rc: -90001, data: { code: "long_oco_validate" } },
    },
    {
      rule: "§8 a futures order on a securities account: 96016",
      data: () => oco({ accountNo: B_STOCKS }),
      answer: { rc: -96016 },
    },
    {
      rule: "§8 a stock symbol is no contract: 96016",
      data: () => oco({ symbol: SYMBOL }),
      answer: { rc: -96016 },
    },
    {
      rule: "(ours) an arbitrage on a reciprocal that is no contract: 96016",
      data: () => ({
        cmd: "co.arbitrage.order.new",
        accountNo: DERIVATIVES,
        symbol: contract,
        stopOrderType: "arbitrage",
        channel: "I",
        quantity: 1,
        side: "B",
        pin: DEMO_PIN,
        refId: `conditional-oco-${++refs}`,
        priceType: "LO",
        placedPrice: symbolDay(server, contract).floor,
        reciprocalSymbol: SYMBOL,
      }),
      answer: { rc: -96016 },
    },
  ])("refuses $rule", async ({ data, answer }) => {
    expect(await call(b, "FD", data())).toMatchObject(answer);
  });
});

describe("another customer's session", () => {
  it.each([
    [
      "the book",
      "Q",
      () => ({
        cmd: "Web.Order.ConditionOrderList",
        account: STOCKS,
        page: 1,
        size: 10,
        status: "",
        orderConditionType: "",
      }),
    ],
    ["a detail", "Q", () => ({ cmd: "Web.Order.ConditionOrderDetail", accountNo: STOCKS, orderId: "1" })],
    ["a placement", "O", () => stop()],
    [
      "a delete",
      "O",
      () => ({ cmd: "co.sltp.order.delete", orderId: "1", pin: DEMO_PIN, accountNo: STOCKS }),
    ],
  ] as const)("is refused %s with -96017", async (_name, group, data) => {
    expect((await call(b, group, data())).rc).toBe(-96017);
  });
});
