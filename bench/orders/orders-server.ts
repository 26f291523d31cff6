/**
 * The server process of the order benchmark (forked by run-orders-bench.ts): the real server —
 * createServerDeps + buildApp listening on a loopback port, the demo market on the demo clock at
 * 1× (so continuous trading lasts the whole run), the demo customers seeded and funded — over the
 * database the orchestrator names: the embedded one (PGlite) in a throw-away DATA_DIR, or the
 * scratch PostgreSQL database in BENCH_ORDERS_DATABASE_URL. BENCH_ORDERS_MAX_BATCH sets the order
 * desk's group commit (1: one commit per order, the naive baseline).
 *
 * Before it reports ready it deposits a large sum on every demo securities account (a ledger
 * instruction, like any deposit), so tens of thousands of resting buys never run out of cash, and
 * stands an ask at the ceiling of every traded name (`standAsks`), so a marketable buy always fills.
 */
import { count } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { pino } from "pino";
import { buildApp } from "../../apps/server/src/app/build-app";
import { addInstruction } from "../../apps/server/src/broker/ledger-store";
import { brokerOrders } from "../../apps/server/src/db/ledger-schema";
import { parseServerConfig } from "../../apps/server/src/config/server-config";
import { DEMO_CUSTOMERS } from "../../apps/server/src/customers/demo-customers";
import { readSymbols } from "../../apps/server/src/customers/customer-fields";
import { createServerDeps, type ServerDeps } from "../../apps/server/src/server-deps";
import { newLatencyHistogram } from "./latency-histogram";
import type { BenchCustomer, FromServer, ToServer, TradedName } from "./orders-protocol";

/** VND deposited on each bench account: ten trillion, a whole number well inside a safe integer. */
const BENCH_DEPOSIT = 10_000_000_000_000;

/**
 * The demo customers that log in with a password alone and may trade (no OTP step, no forced
 * password change, no expert-follow or identity-card block), with their stock accounts.
 */
export const TRADING_CUSTOMERS: readonly BenchCustomer[] = DEMO_CUSTOMERS.filter(
  (customer) =>
    customer.otpAtLogin !== true &&
    customer.mustChangePassword !== true &&
    customer.expertFollow !== true &&
    customer.cardStatus !== "2",
).map((customer) => ({
  userId: customer.userId,
  accounts: customer.accounts.filter((account) => account.type !== "8").map((account) => account.code),
  insiderSymbols: readSymbols([customer.insiderSymbols ?? []].flat().join(",")),
}));

/** Shares of each traded name offered at its ceiling by the standing asks. */
const STANDING_ASK_VOLUME = 500_000;

/**
 * An ask at the ceiling of every traded name, from a demo customer the clients do not log in as
 * (its shares moved in first): a marketable buy then always finds a seller, so its fill notice
 * times the system, not a wait for the simulated crowd to offer again.
 */
async function standAsks(deps: ServerDeps, names: readonly TradedName[]): Promise<void> {
  const seller = DEMO_CUSTOMERS.find(
    (customer) =>
      !TRADING_CUSTOMERS.some((trading) => trading.userId === customer.userId) &&
      customer.insiderSymbols === undefined,
  );
  const account = seller?.accounts.find((entry) => entry.type === "1")?.code;
  if (seller === undefined || account === undefined)
    throw new Error("no demo customer left to stand the asks");
  for (const name of names)
    await addInstruction(deps.database.sql, {
      account,
      kind: "SHARES_IN",
      asset: name.symbol,
      amount: STANDING_ASK_VOLUME,
      unitCost: name.floor,
      note: "order benchmark: standing ask",
    });
  await deps.desk.pollInstructions();
  for (const name of names) {
    const answer = await deps.desk.place({
      account,
      userId: seller.userId,
      refId: `bench-ask-${name.symbol}`,
      symbol: name.symbol,
      side: "S",
      priceType: "LO",
      price: name.ceiling,
      volume: STANDING_ASK_VOLUME,
      advance: false,
      outRoom: false,
    });
    if (!answer.ok) throw new Error(`the standing ask in ${name.symbol} was refused: ${answer.code}`);
  }
}

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "orders-bench-"));
  const databaseUrl = process.env["BENCH_ORDERS_DATABASE_URL"] ?? "";
  const maxBatch = Number(process.env["BENCH_ORDERS_MAX_BATCH"] ?? "512");
  const config = parseServerConfig({
    MARKET_CLOCK: "demo",
    MARKET_SPEED: "1",
    DATA_DIR: dataDir,
    ...(databaseUrl === "" ? {} : { DATABASE_URL: databaseUrl }),
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DEMO_SEED: "on",
  });
  const logger = pino({ level: config.logLevel });
  const deps = await createServerDeps(config, { log: () => undefined, deskMaxBatch: maxBatch });
  for (const customer of TRADING_CUSTOMERS)
    for (const account of customer.accounts)
      await addInstruction(deps.database.sql, {
        account,
        kind: "DEPOSIT",
        asset: "VND",
        amount: BENCH_DEPOSIT,
        unitCost: 0,
        note: "order benchmark",
      });
  await deps.desk.pollInstructions();
  const app = await buildApp({ ...deps, logger, webRoot: null });
  await app.listen({ port: 0, host: config.host });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the bench server has no TCP port");

  const vn30 = deps.live.universe.indices.find((index) => index.code === "VN30")?.constituents ?? [];
  const names: TradedName[] = [];
  for (const symbol of vn30) {
    const day = deps.live.exchange.day(symbol);
    if (day !== undefined && day.floor > 0 && day.ceiling > day.floor)
      names.push({ symbol, floor: day.floor, ceiling: day.ceiling });
  }
  await standAsks(deps, names);
  // Each order call's time inside the server: the raw request's arrival to its answer's handing
  // to the socket (the Fastify hooks would miss the parsing before them).
  const inServer = newLatencyHistogram();
  app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.url !== "/api/core") return;
    const arrived = performance.now();
    response.once("finish", () =>
      inServer.recordValue(Math.max(1, Math.round((performance.now() - arrived) * 1_000))),
    );
  });
  const cpuAtReady = process.cpuUsage();
  // At 1 ms resolution: the loop's stalls are what an order waits behind, beside the desk's batch.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  send({
    type: "ready",
    port: address.port,
    backend: deps.database.kind,
    maxBatch,
    names,
    customers: TRADING_CUSTOMERS,
    standingAsks: names.length,
  });

  process.on("disconnect", () => process.exit(0));
  /** This process's CPU seconds (user + system) since it was ready. */
  const cpuSinceReady = () => {
    const cpu = process.cpuUsage(cpuAtReady);
    return (cpu.user + cpu.system) / 1e6;
  };
  process.on("message", (message: ToServer) => {
    if (message.type === "gauges") {
      send({
        type: "gauges",
        cpuSeconds: cpuSinceReady(),
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        inServerP50Ms: inServer.totalCount === 0 ? null : inServer.getValueAtPercentile(50) / 1_000,
        inServerP99Ms: inServer.totalCount === 0 ? null : inServer.getValueAtPercentile(99) / 1_000,
      });
      loopDelay.reset();
      inServer.reset();
      return;
    }
    if (message.type === "stats") {
      const cpuSeconds = cpuSinceReady();
      void (async () => {
        await deps.desk.settle();
        // Counted on disk, not in the desk's memory: what a restart would find.
        const [row] = await deps.database.sql.select({ orders: count() }).from(brokerOrders);
        send({
          type: "stats",
          orders: row?.orders ?? 0,
          backlog: deps.desk.backlog,
          cpuSeconds,
        });
      })();
      return;
    }
    void (async () => {
      await app.close();
      await deps.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `order bench server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
