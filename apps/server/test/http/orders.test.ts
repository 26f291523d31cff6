/**
 * Stock orders through POST /api/core on the real server, exchange and database: a demo customer
 * (funded at the seed) buys, sees the fill, cash, holdings and fees; a retried refId makes one
 * order; cancel and amend; every refusal code of the gateway and the desk; and another
 * customer's session is refused on every account-scoped order call.
 */
import type { CoreAnswer, LoginData, NormalOrderRow, OrderFillEntry, PortfolioRow } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@bangia/market";
import { DEMO_CASH, DEMO_HOLDINGS } from "../../src/broker/demo-funding";
import { addDisclosure } from "../../src/broker/ledger-store";
import { DEMO_PIN } from "../../src/customers/demo-customers";
import { startTestServer, type TestServer } from "../support/test-server";
import { appWithClock, loginData, postCore, WallClock } from "./login-support";

let server: TestServer;
let app: FastifyInstance;
let a: LoginData;
let b: LoginData;
const clock = new WallClock();
const A_ACCOUNT = "058C0000011";
const B_ACCOUNT = "058C0000051";
const SYMBOL = "FPT";
let refs = 0;

beforeAll(async () => {
  server = await startTestServer({ beats: 30 });
  app = await appWithClock(server, clock);
  a = await loginData(app, "058C000001");
  b = await loginData(app, "058C000005");
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

async function call<T = unknown>(
  who: LoginData,
  group: string,
  data: Record<string, unknown>,
): Promise<CoreAnswer<T>> {
  const response = await postCore(app, group, data, { session: who.sid, user: who.user });
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return response.json() as CoreAnswer<T>;
}

function day() {
  const facts = server.deps.live.exchange.day(SYMBOL);
  if (facts === undefined) throw new Error(`${SYMBOL} is not listed`);
  return facts;
}

const newOrder = (overrides: Record<string, unknown> = {}) => ({
  cmd: "Web.newOrder",
  account: A_ACCOUNT,
  advance: false,
  orderType: "1",
  pin: DEMO_PIN,
  price: day().floor,
  refId: `orders-test-${++refs}`,
  side: "B",
  symbol: SYMBOL,
  type: "LO",
  volume: 100,
  ...overrides,
});

async function bookRow(orderNo: string, who = a, account = A_ACCOUNT): Promise<NormalOrderRow | undefined> {
  await server.deps.desk.settle();
  const answer = await call<NormalOrderRow[]>(who, "Q", {
    cmd: "Web.Order.OrderList",
    account,
    page: 1,
    size: 100,
    status: "",
  });
  return answer.data?.find((row) => row.orderNo === orderNo);
}

describe("a demo customer trades stocks through the core gateway", () => {
  it("starts funded: cash and settled holdings", async () => {
    const status = await call<{ cash_avai: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    expect(status).toMatchObject({ rc: 1, data: { cash_avai: DEMO_CASH } });
    const portfolio = await call<PortfolioRow[]>(a, "Q", {
      cmd: "Web.Portfolio",
      account: A_ACCOUNT,
      page: 1,
      size: 15,
    });
    expect(portfolio.data?.[0]?.symbol).toBe("TOTAL");
    const fpt = portfolio.data?.find((row) => row.symbol === SYMBOL);
    expect(fpt).toMatchObject({ actual_vol: DEMO_HOLDINGS[0]?.[1], avaiable_vol: DEMO_HOLDINGS[0]?.[1] });
  });

  it("buys at the ceiling, sees the fill, and pays value and fee out of cash; the shares arrive T+2", async () => {
    const placed = await call<{ orderNo: string }>(a, "O", newOrder({ price: day().ceiling, volume: 100 }));
    expect(placed.rc).toBe(1);
    const orderNo = placed.data?.orderNo ?? "";
    const row = await bookRow(orderNo);
    expect(row).toMatchObject({ symbol: SYMBOL, side: "B", volume: 100, matchVolume: 100, status: "7" });
    const fills = await call<OrderFillEntry[]>(a, "Q", { cmd: "Web.Order.OrderDetailFs", p1: orderNo });
    const matched = (fills.data ?? []).filter((entry) => entry.type === "MATCHED");
    const value = matched.reduce(
      (sum, entry) => sum + (entry.type === "MATCHED" ? entry.mathedVol * entry.mathPrice : 0),
      0,
    );
    expect(matched.reduce((sum, entry) => sum + (entry.type === "MATCHED" ? entry.mathedVol : 0), 0)).toBe(
      100,
    );
    const fee = Math.round((value * 1_500) / 1_000_000);
    const status = await call<{ cash_avai: number; cash_block: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    expect(status.data).toMatchObject({ cash_avai: DEMO_CASH - value - fee, cash_block: 0 });
    const portfolio = await call<PortfolioRow[]>(a, "Q", {
      cmd: "Web.Portfolio",
      account: A_ACCOUNT,
      page: 1,
      size: 15,
    });
    const fpt = portfolio.data?.find((entry) => entry.symbol === SYMBOL);
    const demo = DEMO_HOLDINGS[0]?.[1] ?? 0;
    expect(fpt).toMatchObject({ actual_vol: demo + 100, avaiable_vol: demo });
  });

  it("answers a retried refId with the first order and makes no second one", async () => {
    const order = newOrder();
    const first = await call<{ orderNo: string }>(a, "O", order);
    const second = await call<{ orderNo: string }>(a, "O", order);
    expect(first.rc).toBe(1);
    expect(second.data?.orderNo).toBe(first.data?.orderNo);
    await server.deps.desk.settle();
    const rows = await call<NormalOrderRow[]>(a, "Q", {
      cmd: "Web.Order.OrderList",
      account: A_ACCOUNT,
      page: 1,
      size: 500,
      status: "",
    });
    expect(rows.data?.filter((row) => row.orderNo === first.data?.orderNo)).toHaveLength(1);
    // Both calls are audited, written with the order in the desk's transaction.
    const audited = (await server.database.stores.auditLog.listByUser(a.user, 50)).filter(
      (entry) => entry.action === "order.new" && entry.detail.orderNo === Number(first.data?.orderNo),
    );
    expect(audited.map((entry) => entry.detail.retry ?? false)).toEqual([true, false]);
  });

  it("cancels an open order, and gives its cash hold back", async () => {
    const before = await call<{ cash_avai: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    const placed = await call<{ orderNo: string }>(a, "O", newOrder({ volume: 1_000 }));
    const orderNo = placed.data?.orderNo ?? "";
    expect(await bookRow(orderNo)).toMatchObject({ status: "1", quote: "Y" });
    const held = await call<{ cash_avai: number; cash_block: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    expect(held.data?.cash_block).toBeGreaterThanOrEqual(day().floor * 1_000);
    const cancelled = await call(a, "O", {
      cmd: "cancelOrder",
      orderNo,
      orderType: "1",
      pin: DEMO_PIN,
      refId: `c-${orderNo}`,
      fisID: "",
    });
    expect(cancelled.rc).toBe(1);
    expect(await bookRow(orderNo)).toMatchObject({ status: "4" });
    const after = await call<{ cash_avai: number; cash_block: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    expect(after.data?.cash_avai).toBe(before.data?.cash_avai);
    // A done order cannot be cancelled again.
    const again = await call(a, "O", {
      cmd: "cancelOrder",
      orderNo,
      orderType: "1",
      pin: DEMO_PIN,
      refId: `c2-${orderNo}`,
      fisID: "",
    });
    expect(again.rc).toBe(-8004);
  });

  it("amends the price of an open order (edited), and refuses price and volume at once", async () => {
    const placed = await call<{ orderNo: string }>(a, "O", newOrder());
    const orderNo = placed.data?.orderNo ?? "";
    await server.deps.desk.settle();
    const terms = {
      cmd: "Web.changeOrder",
      account: A_ACCOUNT,
      symbol: SYMBOL,
      price: day().floor,
      volume: 100,
      side: "B",
      pin: DEMO_PIN,
      orderNo,
      language: "vi",
    };
    const both = await call(a, "O", { ...terms, newPrice: day().floor + 100, newVolume: 200 });
    expect(both).toMatchObject({ rc: -90001, data: { code: "price-and-volume-not-both" } });
    const changed = await call(a, "O", { ...terms, newPrice: day().floor + 100, newVolume: 100 });
    expect(changed.rc).toBe(1);
    expect(await bookRow(orderNo)).toMatchObject({ status: "5", showPrice: day().floor + 100 });
  });
});

describe("refusals, each with its code and nothing held", () => {
  it.each([
    ["no buying power", () => ({ volume: 50_000, price: day().ceiling }), -96012],
    [
      "no stock to sell",
      () => ({ side: "S", symbol: "VCB", price: server.deps.live.exchange.day("VCB")?.reference }),
      -96013,
    ],
    ["a price outside the band", () => ({ price: day().ceiling + 1_000 }), -40040],
    ["an unknown symbol", () => ({ symbol: "ZZZZ" }), -96031],
    ["a volume off the lot", () => ({ volume: 150 }), -90001],
  ])("refuses %s", async (_name, overridesOf, rc) => {
    const overrides: Record<string, unknown> = overridesOf();
    const before = await call<{ cash_block: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    const answer = await call(a, "O", newOrder(overrides));
    expect(answer.rc).toBe(rc);
    expect(typeof answer.rs).toBe("string");
    const after = await call<{ cash_block: number }>(a, "Q", {
      cmd: "Web.AccountStatus",
      account: A_ACCOUNT,
    });
    expect(after.data?.cash_block).toBe(before.data?.cash_block);
  });

  it("refuses a wrong PIN (-8010, audited) and locks it after five (-8005)", async () => {
    const wrong = await call(a, "O", newOrder({ pin: "000000" }));
    expect(wrong.rc).toBe(-8010);
    const entries = await server.database.stores.auditLog.listByUser(a.user, 20);
    expect(entries.some((entry) => entry.action === "pin.fail")).toBe(true);
    for (let i = 0; i < 4; i++) await call(a, "O", newOrder({ pin: "000000" }));
    expect((await call(a, "O", newOrder({ pin: "000000" }))).rc).toBe(-8005);
    expect((await call(a, "O", newOrder())).rc).toBe(-8005);
    await server.database.stores.loginGuards.reset({ kind: "pin", key: a.user.toLowerCase() });
  });

  it("refuses an expert-follow customer (95001) and a blocked identity card (-6063)", async () => {
    const expert = await loginData(app, "058C000008");
    const blocked = await loginData(app, "058C000007");
    expect((await call(expert, "O", newOrder({ account: "058C0000081" }))).rc).toBe(-95001);
    expect((await call(blocked, "O", newOrder({ account: "058C0000071" }))).rc).toBe(-6063);
  });

  it("refuses a cash advance beyond the proceeds due (96012), of nothing (90001), or on another's account", async () => {
    const advance = (who: LoginData, account: string, amount: number) =>
      call(who, "O", { cmd: "Web.CashAdvance", account, amount, pin: DEMO_PIN });
    expect((await advance(a, A_ACCOUNT, 1_000_000_000_000)).rc).toBe(-96012);
    expect((await advance(a, A_ACCOUNT, 0)).rc).toBe(-90001);
    expect((await advance(b, A_ACCOUNT, 1_000)).rc).toBe(-96017);
  });

  it("blocks an undisclosed insider at 50 million VND a day at par (-8044), not below it", async () => {
    const insider = await loginData(app, "058C000006");
    const account = "058C0000061";
    expect((await call(insider, "O", newOrder({ account, volume: 4_900 }))).rc).toBe(1);
    const blocked = await call(insider, "O", newOrder({ account, volume: 100 }));
    expect(blocked.rc).toBe(-8044);
    expect(blocked.rs).not.toBe("");
  });

  it("lets a disclosed insider trade its disclosed side up to the disclosed volume, then -8043", async () => {
    const insider = await loginData(app, "058C000006");
    const account = "058C0000061";
    const today = server.deps.live.exchange.today;
    await addDisclosure(server.deps.desk.sql, {
      userId: "058C000006",
      symbol: SYMBOL,
      side: "S",
      volume: 300,
      fromDate: today,
      toDate: addDays(today, 29),
    });
    // The exchange takes no sell while the account's buy of the test before is open.
    for (const order of server.deps.desk.ordersOf(account))
      if (order.state !== "DONE") await server.deps.desk.cancel(account, order.orderNo);
    await server.deps.desk.settle();
    const sell = (volume: number) => newOrder({ account, side: "S", price: day().ceiling, volume });
    expect((await call(insider, "O", sell(200))).rc).toBe(1);
    expect((await call(insider, "O", sell(100))).rc).toBe(1);
    expect((await call(insider, "O", sell(100))).rc).toBe(-8043);
  });
});

describe("customer B's session against customer A's account", () => {
  it.each([
    ["Web.newOrder", "O", () => newOrder()],
    [
      "Web.Order.OrderList",
      "Q",
      () => ({ cmd: "Web.Order.OrderList", account: A_ACCOUNT, page: 1, size: 10, status: "" }),
    ],
    ["Web.Portfolio", "Q", () => ({ cmd: "Web.Portfolio", account: A_ACCOUNT, page: 1, size: 10 })],
    ["Web.AccountStatus", "Q", () => ({ cmd: "Web.AccountStatus", account: A_ACCOUNT })],
    [
      "Web.BuyingPower",
      "Q",
      () => ({ cmd: "Web.BuyingPower", account: A_ACCOUNT, symbol: SYMBOL, price: 100_000, side: "B" }),
    ],
    ["Web.StockInfo", "Q", () => ({ cmd: "Web.StockInfo", account: A_ACCOUNT, symbol: SYMBOL })],
    [
      "GET_LIST_ORDER_HIS",
      "B",
      () => ({ cmd: "GET_LIST_ORDER_HIS", type: "cursor", p1: A_ACCOUNT, p2: "", p3: "10/02/2026" }),
    ],
  ])("refuses %s with -96017", async (_name, group, data) => {
    expect((await call(b, group, data())).rc).toBe(-96017);
  });

  it("cannot cancel, amend or read the fills of A's order", async () => {
    const placed = await call<{ orderNo: string }>(a, "O", newOrder());
    const orderNo = placed.data?.orderNo ?? "";
    await server.deps.desk.settle();
    const cancel = await call(b, "O", {
      cmd: "cancelOrder",
      orderNo,
      orderType: "1",
      pin: DEMO_PIN,
      refId: "x",
      fisID: "",
    });
    expect(cancel.rc).toBe(-96017);
    const amend = await call(b, "O", {
      cmd: "Web.changeOrder",
      account: B_ACCOUNT,
      symbol: SYMBOL,
      price: 1,
      volume: 100,
      side: "B",
      pin: DEMO_PIN,
      orderNo,
      language: "vi",
      newPrice: 2,
      newVolume: 100,
    });
    expect(amend.rc).toBe(-40039);
    expect((await call(b, "Q", { cmd: "Web.Order.OrderDetailFs", p1: orderNo })).data).toEqual([]);
    expect(await bookRow(orderNo)).toMatchObject({ status: "1" });
  });
});
