/**
 * The crash test of the broker back end: a real server process on a data folder takes orders
 * from several clients while it is killed with SIGKILL at random moments, at least ten times,
 * and restarted. Requests cut off by a kill are retried with the same refId once the server is
 * back. At the end:
 * - every acknowledged order exists exactly once, under the refId it was sent with;
 * - a retried refId answered the same order as any earlier answer, and made one order at most;
 * - the ledger reconciles: the balances equal the projection of the postings, and the desk's
 *   orders agree with the exchange as recovered from its journal (open volume of every open
 *   order; nothing open at the exchange that the desk thinks done);
 * - the futures account's position is the sum of its fills;
 * - every acknowledged conditional order exists once, and each sent one child at most (its
 *   refId `co:<id>:1` on disk once), however the kills fell between its trigger and its child.
 * One client trades futures (group FD) on a derivatives account beside the stock clients, and one
 * places stop orders that fire on the next trade at or above the reference.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CoreAnswer, LoginData } from "@bangia/market";
import { afterAll, describe, expect, it } from "vitest";
import { balanceKey, projectPostings } from "../../src/broker/ledger/posting";
import { readBalances, readPostings } from "../../src/broker/ledger-store";
import { leavesOf } from "../../src/broker/orders/broker-order";
import { parseServerConfig } from "../../src/config/server-config";
import { DEMO_PIN } from "../../src/customers/demo-customers";
import { brokerFills, brokerOrders, conditionalOrders } from "../../src/db/ledger-schema";
import { createServerDeps } from "../../src/server-deps";
import { DEMO_DIGEST } from "../http/login-support";

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
const KILLS = 10;
// Customers who log in without an OTP step.
const CUSTOMERS = ["058C000001", "058C000005", "058C000006"] as const;
const SYMBOLS = ["FPT", "VNM", "HPG", "ACB"] as const;
/** The futures client: customer 058C000005's derivatives account, the front-month contract. */
const FUTURES_ACCOUNT = "058C0000058";
const FUTURE = "VN30F2602";
/** Pinned: a trading day, so the market is open at the demo's 09:20 start. */
const FIRST_DAY = "2026-02-10";

const dataDir = mkdtempSync(join(tmpdir(), "order-crash-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address !== null
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

const env = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  MARKET_CLOCK: "demo",
  MARKET_SPEED: "5",
  MARKET_SEED: "3",
  MARKET_FIRST_DAY: FIRST_DAY,
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
  DEMO_SEED: "on",
});

interface Running {
  readonly child: ChildProcess;
  readonly base: string;
}

async function start(port: number): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: env(port),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  // A fresh data folder generates the market first: allow a slow, shared machine its time.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (ended(child)) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
    try {
      const health = await fetch(`${base}/api/health`);
      if (health.ok) return { child, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy: ${stderr}`);
}

/** Whether the process has ended: a signal's end leaves exitCode null and sets signalCode. */
function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function kill(running: Running): Promise<void> {
  if (ended(running.child)) return;
  const exited = new Promise((resolve) => running.child.once("exit", resolve));
  running.child.kill("SIGKILL");
  await exited;
}

async function login(base: string, user: string): Promise<LoginData> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ user, pass: DEMO_DIGEST, channel: "I" }).toString(),
  });
  const answer = (await response.json()) as CoreAnswer<LoginData>;
  if (answer.rc !== 1 || answer.data === undefined)
    throw new Error(`login of ${user}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The conditional client's account (customer 058C000006's, beside its normal orders). */
const CONDITIONAL_ACCOUNT = "058C0000061";

/** DD/MM/YYYY of an ISO date, as the conditional calls take dates. */
const slashDate = (iso: string) => iso.split("-").reverse().join("/");

/** What the test knows of each refId it sent: the order number(s) it was answered, or none yet. */
interface Sent {
  readonly group: "O" | "FD";
  readonly account: string;
  readonly payload: Record<string, unknown>;
  readonly answers: string[];
  /** Answered with a refusal (no order). */
  refused: boolean;
  /** A request cut off by a kill: sent again after the restart. */
  retried: boolean;
}

async function place(base: string, who: LoginData, sent: Sent): Promise<"answered" | "cut"> {
  try {
    const response = await fetch(`${base}/api/core`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        group: sent.group,
        session: who.sid,
        user: who.user,
        language: "vi",
        data: sent.payload,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as CoreAnswer<{ orderNo?: string; orderId?: string }>;
    // A normal order answers its number, a conditional one its id.
    const taken = answer.data?.orderNo ?? answer.data?.orderId;
    if (answer.rc === 1 && taken !== undefined) sent.answers.push(taken);
    else sent.refused = true;
    return "answered";
  } catch {
    return "cut";
  }
}

describe("orders across SIGKILLs of the server", () => {
  it(`keeps every acknowledged order exactly once and the ledger reconciled, over ${KILLS} kills`, async () => {
    const port = await freePort();
    let running = await start(port);
    const sessions = new Map<string, LoginData>();
    for (const user of CUSTOMERS) sessions.set(user, await login(running.base, user));
    const sent = new Map<string, Sent>();
    let counter = 0;
    let pending: Sent[] = [];

    /** A contract's reference price, or null when the server is not answering. */
    const reference = async (who: LoginData, data: Record<string, unknown>): Promise<number | null> => {
      const quote = await fetch(`${running.base}/api/core`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ group: "Q", session: who.sid, user: who.user, language: "vi", data }),
      }).then(
        (response) => response.json() as Promise<CoreAnswer<{ r: number }>>,
        () => null,
      );
      return quote === null ? null : (quote.data?.r ?? 0);
    };

    for (let round = 0; round <= KILLS; round++) {
      // Requests a kill cut off go again, same refId, before anything new.
      const retry = pending;
      pending = [];
      for (const item of retry) {
        item.retried = true;
        const who = sessions.get(item.account.slice(0, -1)) as LoginData;
        if ((await place(running.base, who, item)) === "cut") pending.push(item);
      }
      let stop = false;
      const killAt = round < KILLS ? 300 + Math.floor(Math.random() * 1_200) : 1_500;
      const timer = setTimeout(() => {
        stop = true;
        if (round < KILLS) void kill(running);
      }, killAt);
      const futures = async () => {
        const who = sessions.get("058C000005") as LoginData;
        while (!stop) {
          const refId = `crash-${++counter}`;
          const market = counter % 4 === 0;
          const item: Sent = {
            group: "FD",
            account: FUTURES_ACCOUNT,
            payload: {
              cmd: "Web.newOrder",
              account: FUTURES_ACCOUNT,
              symbol: FUTURE,
              price: market ? "MTL" : 0,
              volume: 1 + (counter % 3),
              side: counter % 2 === 0 ? "S" : "B",
              pin: DEMO_PIN,
              orderType: "1",
              language: "vi",
              refId,
            },
            answers: [],
            refused: false,
            retried: false,
          };
          sent.set(refId, item);
          if (!market) {
            const price = await reference(who, { cmd: "Web.StockInfo.Derivative", symbol: FUTURE });
            if (price === null) {
              sent.delete(refId);
              continue;
            }
            item.payload["price"] = price;
          }
          if ((await place(running.base, who, item)) === "cut") pending.push(item);
        }
      };
      const conditional = async () => {
        const who = sessions.get("058C000006") as LoginData;
        while (!stop) {
          const symbol = SYMBOLS[counter % SYMBOLS.length] ?? "FPT";
          const refId = `crash-co-${++counter}`;
          const price = await reference(who, { cmd: "Web.StockInfo", account: CONDITIONAL_ACCOUNT, symbol });
          if (price === null) continue;
          const item: Sent = {
            group: "O",
            account: CONDITIONAL_ACCOUNT,
            payload: {
              cmd: "co.stop.order.new",
              accountNo: CONDITIONAL_ACCOUNT,
              symbol,
              stopOrderType: "stock_stop",
              channel: "I",
              quantity: 100,
              side: "B",
              pin: DEMO_PIN,
              refId,
              priceType: "LO",
              placedPrice: price,
              // Fires on the next trade at or above the reference: often, at random moments.
              triggerPrice: price,
              relation: "GTEQ",
              expiryDate: slashDate(FIRST_DAY),
            },
            answers: [],
            refused: false,
            retried: false,
          };
          sent.set(refId, item);
          if ((await place(running.base, who, item)) === "cut") pending.push(item);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await Promise.all([
        futures(),
        conditional(),
        ...CUSTOMERS.map(async (user) => {
          const who = sessions.get(user) as LoginData;
          const account = `${user}1`;
          while (!stop) {
            const symbol = SYMBOLS[counter % SYMBOLS.length] ?? "FPT";
            const side = counter % 3 === 0 ? "S" : "B";
            const refId = `crash-${++counter}`;
            const item: Sent = {
              group: "O",
              account,
              payload: {
                cmd: "Web.newOrder",
                account,
                advance: false,
                orderType: "1",
                pin: DEMO_PIN,
                // Market orders fill against the crowd at once; the rest rest or fill later.
                price: counter % 4 === 0 ? "MTL" : 0,
                refId,
                side,
                symbol,
                type: counter % 4 === 0 ? "MTL" : "LO",
                volume: 100,
              },
              answers: [],
              refused: false,
              retried: false,
            };
            sent.set(refId, item);
            if (item.payload["price"] === 0) {
              const price = await reference(who, { cmd: "Web.StockInfo", account, symbol });
              if (price === null) {
                sent.delete(refId);
                continue;
              }
              item.payload["price"] = price;
            }
            if ((await place(running.base, who, item)) === "cut") pending.push(item);
          }
        }),
      ]);
      clearTimeout(timer);
      if (round < KILLS) {
        await kill(running);
        running = await start(port);
      }
    }
    // The last requests cut off, once more on the running server.
    for (const item of pending) {
      item.retried = true;
      await place(running.base, sessions.get(item.account.slice(0, -1)) as LoginData, item);
    }
    await kill(running);

    // Every answer a refId got names one order.
    const acknowledged = [...sent.values()].filter((item) => item.answers.length > 0);
    expect(acknowledged.length).toBeGreaterThan(KILLS);
    expect([...sent.values()].some((item) => item.retried)).toBe(true);
    for (const item of acknowledged) expect(new Set(item.answers).size, JSON.stringify(item.payload)).toBe(1);

    // Reopen the data folder in this process: the exchange recovers from its journal, the desk
    // from the database.
    const config = parseServerConfig(env(port), process.cwd());
    const deps = await createServerDeps(config);
    try {
      await deps.desk.settle();
      const rows = await deps.database.sql.select().from(brokerOrders);
      const byRef = new Map<string, number>();
      for (const row of rows)
        byRef.set(`${row.account}|${row.refId}`, (byRef.get(`${row.account}|${row.refId}`) ?? 0) + 1);
      const isConditional = (item: Sent) => item.payload["cmd"] === "co.stop.order.new";
      for (const item of acknowledged.filter((one) => !isConditional(one))) {
        const refId = String(item.payload["refId"]);
        expect(byRef.get(`${item.account}|${refId}`), refId).toBe(1);
        const row = rows.find((order) => order.account === item.account && order.refId === refId);
        expect(String(row?.orderNo), refId).toBe(item.answers[0]);
      }
      // Conditional orders: each acknowledged one once; each sent one child at most, once.
      const conditionals = await deps.database.sql.select().from(conditionalOrders);
      const acknowledgedConditionals = acknowledged.filter(
        (item) => item.payload["cmd"] === "co.stop.order.new",
      );
      expect(acknowledgedConditionals.length).toBeGreaterThan(0);
      for (const item of acknowledgedConditionals) {
        const stored = conditionals.filter(
          (row) => row.account === item.account && row.refId === item.payload["refId"],
        );
        expect(
          stored.map((row) => row.id),
          String(item.payload["refId"]),
        ).toEqual([item.answers[0]]);
      }
      const children = (id: string) => rows.filter((row) => row.refId.startsWith(`co:${id}:`));
      for (const row of conditionals) {
        expect(row.children.length, `conditional ${row.id}`).toBeLessThanOrEqual(1);
        expect(
          children(row.id).map((child) => child.orderNo),
          `conditional ${row.id}`,
        ).toEqual(row.children);
      }
      expect(conditionals.some((row) => row.children.length === 1)).toBe(true);
      const conditionalIds = new Set(conditionals.map((row) => row.id));
      for (const row of rows)
        expect(
          sent.has(row.refId) || conditionalIds.has(row.refId.split(":")[1] ?? ""),
          `an order nobody sent: ${row.refId}`,
        ).toBe(true);

      const projected = projectPostings(await readPostings(deps.database.sql));
      const stored = await readBalances(deps.database.sql);
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored)
        expect(
          projected.get(balanceKey(row.account, row.asset, row.bucket, row.settleDate)),
          `${row.account} ${row.asset} ${row.bucket}`,
        ).toBe(row.amount);

      for (const account of [...CUSTOMERS.map((user) => `${user}1`), FUTURES_ACCOUNT]) {
        const atExchange = new Map(
          deps.live.exchange.openOrders(account).map((order) => [order.clientOrderId, order.leaves]),
        );
        for (const order of deps.desk.ordersOf(account)) {
          if (order.state === "OPEN")
            expect(atExchange.get(String(order.orderNo)), `order ${order.orderNo}`).toBe(leavesOf(order));
          else
            expect(
              atExchange.has(String(order.orderNo)),
              `done order ${order.orderNo} open at the exchange`,
            ).toBe(false);
        }
        for (const clientOrderId of atExchange.keys())
          expect(deps.desk.order(Number(clientOrderId))?.state, `exchange order ${clientOrderId}`).toBe(
            "OPEN",
          );
      }
      const futuresOrders = new Map(
        rows.filter((row) => row.account === FUTURES_ACCOUNT).map((row) => [row.orderNo, row.side]),
      );
      expect(futuresOrders.size).toBeGreaterThan(0);
      const futuresFills = (await deps.database.sql.select().from(brokerFills)).filter((fill) =>
        futuresOrders.has(fill.orderNo),
      );
      expect(deps.desk.balances.positionOf(FUTURES_ACCOUNT, FUTURE).net).toBe(
        futuresFills.reduce(
          (sum, fill) => sum + (futuresOrders.get(fill.orderNo) === "B" ? 1 : -1) * fill.volume,
          0,
        ),
      );
    } finally {
      await deps.close();
    }
  }, 600_000);
});
