/**
 * Futures through POST /api/core on the real server, exchange and database: a demo customer's
 * derivatives account (funded with collateral at the seed) goes long, sees the position, the
 * margin and the fees; cancels a resting order; the panel's max long/short; every refusal of
 * the FD calls; another customer's session is refused.
 */
import type {
  CoreAnswer,
  DerivativeAccountStatus,
  DerivativePanelInfo,
  DerivativePortfolioRow,
  LoginData,
  NormalOrderRow,
  OrderPanelAccountInfo,
} from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COLLATERAL } from "../../src/broker/demo-funding";
import { DEFAULT_FUTURES_POLICY as POLICY } from "../../src/broker/derivatives/futures-policy";
import { DEMO_PIN } from "../../src/customers/demo-customers";
import { startTestServer, type TestServer } from "../support/test-server";
import { appWithClock, loginData, postCore, WallClock } from "./login-support";

let server: TestServer;
let app: FastifyInstance;
let a: LoginData;
let b: LoginData;
let contract: string;
const clock = new WallClock();
const DERIVATIVES = "058C0000058";
const B_STOCKS = "058C0000051";
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
  const facts = server.deps.live.exchange.day(contract);
  if (facts === undefined) throw new Error(`${contract} is not listed`);
  return facts;
}

const newOrder = (overrides: Record<string, unknown> = {}) => ({
  cmd: "Web.newOrder",
  account: DERIVATIVES,
  symbol: contract,
  price: day().floor,
  volume: 1,
  side: "B",
  pin: DEMO_PIN,
  orderType: "1",
  language: "vi",
  refId: `futures-test-${++refs}`,
  ...overrides,
});

const status = async () =>
  (await call<DerivativeAccountStatus>(b, "Q", { cmd: "Web.AccountStatus.Derivative", account: DERIVATIVES }))
    .data;

describe("a demo customer trades futures through the core gateway", () => {
  it("starts with its collateral and no margin used", async () => {
    expect(await status()).toMatchObject({ cash: DEMO_COLLATERAL, im: 0, tyle: 0, vmunpay: 0 });
  });

  it("goes long at the ceiling: the position, its initial margin and the fees per contract", async () => {
    const placed = await call<{ orderNo: string }>(b, "FD", newOrder({ price: day().ceiling, volume: 2 }));
    expect(placed.rc).toBe(1);
    await server.deps.desk.settle();
    const rows = await call<DerivativePortfolioRow[]>(b, "Q", {
      cmd: "Web.Portfolio.Derivative",
      account: DERIVATIVES,
      page: 1,
      size: 25,
    });
    const row = rows.data?.find((entry) => entry.symbol === contract);
    expect(row?.net).toBe(2);
    expect(row?.avg_remain).toBeGreaterThanOrEqual(day().floor);
    expect(row?.avg_remain).toBeLessThanOrEqual(day().ceiling);
    const after = await status();
    expect(after).toMatchObject({
      fee_trade: 2 * POLICY.brokerFeePerContract,
      fee_hnx: 2 * POLICY.exchangeFeePerContract,
    });
    expect(after?.im).toBeGreaterThan(0);
    expect(after?.tyle).toBeGreaterThan(0);
    expect(after?.cash).toBe(
      DEMO_COLLATERAL - 2 * (POLICY.brokerFeePerContract + POLICY.exchangeFeePerContract) - (after?.tax ?? 0),
    );
  });

  it("rests a long at the floor as P, cancels it, and the book reads it cancelled", async () => {
    const placed = await call<{ orderNo: string }>(b, "FD", newOrder());
    expect(placed.rc).toBe(1);
    const orderNo = placed.data?.orderNo ?? "";
    const row = async () => {
      await server.deps.desk.settle();
      const book = await call<NormalOrderRow[]>(b, "Q", {
        cmd: "Web.Order.OrderList",
        account: DERIVATIVES,
        page: 1,
        size: 100,
        status: "",
      });
      return book.data?.find((entry) => entry.orderNo === orderNo);
    };
    expect((await row())?.status).toBe("P");
    const cancelled = await call(b, "FD", {
      cmd: "cancelOrder",
      orderNo,
      orderType: "1",
      pin: DEMO_PIN,
      refId: "c",
      fisID: "1",
    });
    expect(cancelled.rc).toBe(1);
    expect((await row())?.status).toBe("4");
  });

  it("amends a resting order's price within the band, and refuses what a futures amend may not do", async () => {
    const placed = await call<{ orderNo: string }>(b, "FD", newOrder({ volume: 1 }));
    expect(placed.rc).toBe(1);
    await server.deps.desk.settle();
    const orderNo = placed.data?.orderNo ?? "";
    const change = (overrides: Record<string, unknown>) =>
      call<{ code?: string }>(b, "FD", {
        cmd: "Web.changeOrder",
        account: DERIVATIVES,
        symbol: contract,
        price: day().floor,
        volume: 1,
        side: "B",
        pin: DEMO_PIN,
        orderNo,
        newPrice: day().floor,
        newVolume: 1,
        language: "vi",
        ...overrides,
      });
    expect(await change({ newVolume: 501 })).toMatchObject({
      rc: -90001,
      data: { code: "volume-less-than-500" },
    });
    expect((await change({ newPrice: day().ceiling + 10 })).rc).toBe(-40040);
    expect(await change({})).toMatchObject({ rc: -90001, data: { code: "value-not-change" } });
    expect((await change({ newPrice: day().floor + 10 })).rc).toBe(1);
    await server.deps.desk.settle();
    expect(server.deps.desk.order(Number(orderNo))?.limitPrice).toBe(day().floor + 10);
  });

  it("gives the panel max long and short, and the contract's prices", async () => {
    const info = await call<OrderPanelAccountInfo>(b, "Q", {
      cmd: "Web.BuyingPower",
      account: DERIVATIVES,
      symbol: contract,
      price: day().ceiling,
      side: "B",
    });
    expect(info.data?.max_long).toBeGreaterThan(0);
    // Two long held: a short may first close them on the margin they hold.
    expect(info.data?.max_short).toBeGreaterThan(info.data?.max_long ?? 0);
    expect(info.data).toMatchObject({ unit: 1, volumeAvaiable: info.data?.max_long });
    const panel = await call<DerivativePanelInfo>(b, "Q", {
      cmd: "Web.StockInfo.Derivative",
      symbol: contract,
    });
    expect(panel.data).toMatchObject({ r: day().reference, c: day().ceiling, f: day().floor });
  });

  it.each<[string, () => Record<string, unknown>, number]>([
    ["a stock account", () => ({ account: B_STOCKS }), -96016],
    ["a stock symbol", () => ({ symbol: "FPT" }), -96016],
    ["501 contracts", () => ({ volume: 501 }), -90001],
    ["a price above the ceiling", () => ({ price: day().ceiling + 10 }), -90001],
    ["an off-tick price", () => ({ price: day().floor + 1 }), -90001],
    ["a wrong PIN", () => ({ pin: "000001" }), -8010],
  ])("refuses %s", async (_, overrides, rc) => {
    expect((await call(b, "FD", newOrder(overrides()))).rc).toBe(rc);
  });

  it("refuses another customer's session on the derivatives account (-96017)", async () => {
    expect((await call(a, "FD", newOrder())).rc).toBe(-96017);
    expect((await call(a, "Q", { cmd: "Web.AccountStatus.Derivative", account: DERIVATIVES })).rc).toBe(
      -96017,
    );
    expect(
      (await call(a, "Q", { cmd: "Web.Portfolio.Derivative", account: DERIVATIVES, page: 1, size: 25 })).rc,
    ).toBe(-96017);
  });
});
