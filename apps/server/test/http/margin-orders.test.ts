/**
 * A margin account through POST /api/core: its buying power exceeds its cash on a marginable
 * stock, a buy beyond the cash is taken (a cash account's is refused 96012), and the account
 * status shows the loan and the margin ratio.
 */
import type { AccountStatus, CoreAnswer, LoginData, OrderPanelAccountInfo } from "@bangia/market";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CASH } from "../../src/broker/demo-funding";
import { DEMO_PIN } from "../../src/customers/demo-customers";
import { startTestServer, type TestServer } from "../support/test-server";
import { appWithClock, loginData, postCore, WallClock } from "./login-support";

let server: TestServer;
let app: FastifyInstance;
let customer: LoginData;
const clock = new WallClock();
const MARGIN = "058C0000096";
const CASH_ACCOUNT = "058C0000091";
const SYMBOL = "FPT";

beforeAll(async () => {
  server = await startTestServer({ beats: 30 });
  app = await appWithClock(server, clock);
  customer = await loginData(app, "058C000009");
}, 60_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

async function call<T = unknown>(group: string, data: Record<string, unknown>): Promise<CoreAnswer<T>> {
  const response = await postCore(app, group, data, { session: customer.sid, user: customer.user });
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return response.json() as CoreAnswer<T>;
}

const floor = () => server.deps.live.exchange.day(SYMBOL)?.floor ?? 0;
/** A resting buy worth about 1.2 billion VND: more than the demo cash. */
const bigBuy = (account: string, refId: string) => ({
  cmd: "Web.newOrder",
  account,
  advance: false,
  orderType: "1",
  pin: DEMO_PIN,
  price: floor(),
  refId,
  side: "B",
  symbol: SYMBOL,
  type: "LO",
  volume: Math.ceil(1_200_000_000 / floor() / 100) * 100,
});

describe("a margin account trades beyond its cash", () => {
  it("buys more than its cash is worth of a marginable stock", async () => {
    const info = await call<OrderPanelAccountInfo>("Q", {
      cmd: "Web.BuyingPower",
      account: MARGIN,
      symbol: SYMBOL,
      price: floor(),
      side: "B",
    });
    // The basic buying power is the cash; on a 50% stock it buys twice its worth.
    expect(info.data?.pp).toBe(DEMO_CASH);
    expect((info.data?.volumeAvaiable ?? 0) * floor()).toBeGreaterThan(DEMO_CASH);
  });

  it("takes a buy beyond the cash on margin; the cash account is refused 96012", async () => {
    expect((await call("O", bigBuy(CASH_ACCOUNT, "margin-test-1"))).rc).toBe(-96012);
    expect((await call("O", bigBuy(MARGIN, "margin-test-2"))).rc).toBe(1);
    await server.deps.desk.settle();
    const status = await call<AccountStatus>("Q", { cmd: "Web.AccountStatus", account: MARGIN });
    expect(status.data?.debt).toBeGreaterThan(0);
    expect(status.data?.cash_block).toBeGreaterThan(DEMO_CASH);
    expect(status.data?.margin_ratio).toBeGreaterThan(0);
    expect(status.data?.margin_ratio).toBeLessThan(100);
    // Half the price lent on a 50% stock leaves the ratio far above the call line.
    expect(status.data?.margin_status).toBe("SAFE");
    expect(status.data?.margin_call_cash).toBe(0);
    const cash = await call<AccountStatus>("Q", { cmd: "Web.AccountStatus", account: CASH_ACCOUNT });
    expect(cash.data?.margin_status).toBeUndefined();
  });
});
