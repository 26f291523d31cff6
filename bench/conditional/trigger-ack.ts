/**
 * Trigger to acknowledgement: the order desk on a real database, a crossing trade at the exchange,
 * and the time until its conditional order's child is acknowledged on disk.
 *
 * The desk (apps/server's OrderDesk, the desk harness of its tests: the real universe on a
 * manual clock in the continuous session, a crowd account making trades) runs on PostgreSQL — a
 * scratch database on the server of DATABASE_URL, dropped after — or, with no DATABASE_URL, on
 * the embedded PGlite in a temporary folder. Armed in the background: conditional orders spread
 * over the other stocks (stops both ways, trailing stops), under a stream of crowd trades
 * walking those stocks' prices a tick at a time, so the desk's batches carry the stream's trades,
 * the trailing stops they move and what they fire. Then, one at a time, a stop buy is armed a tick
 * above a measured stock's price, the crowd trades at that level, and two times are taken from
 * just before the crossing trade:
 *
 * - triggered: the desk's "conditional.triggered" notice, sent once the batch holding the trigger
 *   and its child (admitted through the customer's checks) is committed — the child is on disk;
 * - accepted: the child's PENDING notice, once the exchange took it and the batch of its report is
 *   committed — the exchange's acknowledgement on disk. The goal is judged on this one.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stepDown, stepUp } from "@bangia/market";
import type { AccountNotice } from "../../apps/server/src/broker/account-notice";
import type { ConditionalPlaceRequest } from "../../apps/server/src/broker/conditional/conditional-requests";
import { openHarness, type Harness } from "../../apps/server/src/broker/test-support/desk-harness";
import { openEmbedded } from "../../apps/server/src/db/embedded-database";
import { openPostgres } from "../../apps/server/src/db/postgres-database";
import type { SqlConnection } from "../../apps/server/src/db/sql-database";
import { stepContextOf } from "../../apps/server/src/market/rows/content-subject";
import { testUniverse } from "../../apps/server/src/market/rows/test-support/test-market";
import { createScratchDatabase, describeServer } from "../orders/scratch-database";

export interface AckOptions {
  /** Admin connection string of a PostgreSQL server, or null for the embedded PGlite. */
  readonly databaseUrl: string | null;
  readonly armed: number;
  readonly crossings: number;
  /** Background crowd trades per second. */
  readonly tradeRate: number;
}

export interface AckResult {
  readonly backend: string;
  readonly armed: number;
  readonly backgroundTrades: number;
  /** Milliseconds from the crossing trade to each notice, one per crossing. */
  readonly triggered: Float64Array;
  readonly accepted: Float64Array;
}

const MEASURED_SYMBOLS = 20;

async function openBackend(databaseUrl: string | null) {
  if (databaseUrl !== null) {
    const scratch = await createScratchDatabase(databaseUrl);
    const connection = await openPostgres(scratch.url, () => {});
    return {
      backend: `PostgreSQL at ${describeServer(databaseUrl)} (a scratch database)`,
      connection,
      close: async () => {
        await connection.close();
        await scratch.drop();
      },
    };
  }
  const folder = await mkdtemp(join(tmpdir(), "conditional-ack-"));
  const connection: SqlConnection = await openEmbedded(folder);
  return {
    backend: "embedded PGlite (on disk, in a temporary folder; no DATABASE_URL)",
    connection,
    close: async () => {
      await connection.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Waits for the desk's notices by conditional order id and by child order number. */
function noticeWaiter(h: Harness) {
  const triggered = new Map<string, (childNo: number) => void>();
  const pending = new Map<number, () => void>();
  const early = new Set<number>();
  h.desk.onAccountNotice((notice: AccountNotice) => {
    const { kind, orderId, childOrderNo } = notice;
    if (kind === "conditional.triggered" && orderId !== undefined && childOrderNo !== undefined)
      triggered.get(orderId)?.(childOrderNo);
  });
  h.desk.onNotice((notice) => {
    if (notice.kind !== "PENDING") return;
    const done = pending.get(notice.order.orderNo);
    if (done === undefined) early.add(notice.order.orderNo);
    else done();
  });
  return {
    triggered: (id: string) => new Promise<number>((resolve) => triggered.set(id, resolve)),
    accepted: (orderNo: number) =>
      early.has(orderNo) ? Promise.resolve() : new Promise<void>((resolve) => pending.set(orderNo, resolve)),
  };
}

export async function runTriggerAck(options: AckOptions): Promise<AckResult> {
  const { backend, connection, close } = await openBackend(options.databaseUrl);
  const h = await openHarness(connection, "09:20");
  try {
    const stocks = testUniverse().instruments.filter(
      (definition) => definition.kind === "STOCK" && definition.restricted !== true,
    );
    const price = new Map<string, number>();
    const band = new Map<string, { floor: number; ceiling: number }>();
    for (const definition of stocks) {
      const day = h.exchange.day(definition.symbol);
      if (day === undefined) continue;
      price.set(definition.symbol, day.reference);
      band.set(definition.symbol, { floor: day.floor, ceiling: day.ceiling });
    }
    const traded = stocks.filter((definition) => price.has(definition.symbol));
    const measured = traded.slice(0, MEASURED_SYMBOLS);
    const background = traded.slice(MEASURED_SYMBOLS);
    const contexts = new Map(traded.map((definition) => [definition.symbol, stepContextOf(definition)]));
    const step = (symbol: string, from: number, up: boolean) => {
      const context = contexts.get(symbol) as ReturnType<typeof stepContextOf>;
      return up ? stepUp(context, from) : stepDown(context, from);
    };

    // The background book: up to 100 live orders an account, placed in parallel waves.
    let refs = 0;
    const placeMany = async (requests: ConditionalPlaceRequest[]) => {
      for (let i = 0; i < requests.length; i += 2_000)
        await Promise.all(requests.slice(i, i + 2_000).map((request) => h.desk.placeConditional(request)));
    };
    const armedRequests: ConditionalPlaceRequest[] = [];
    for (let i = 0; i < options.armed; i++) {
      const definition = background[i % background.length] as (typeof background)[number];
      const symbol = definition.symbol;
      const at = price.get(symbol) as number;
      const limits = band.get(symbol) as { floor: number; ceiling: number };
      const side = i % 2 === 0 ? "B" : "S";
      const ticks = 2 + (i % 7);
      let level = at;
      for (let t = 0; t < ticks; t++) level = step(symbol, level, side === "B");
      level = Math.min(limits.ceiling, Math.max(limits.floor, level));
      const trailing = i % 5 === 0;
      armedRequests.push({
        account: `BG${String(Math.floor(i / 100)).padStart(8, "0")}`,
        userId: "bench",
        refId: `bg-${++refs}`,
        order: {
          market: "stock",
          kind: trailing ? "trailing_stop" : "stop",
          symbol,
          side,
          quantity: 100,
          price: trailing ? null : side === "B" ? limits.floor : limits.ceiling,
          condition: trailing
            ? {
                kind: "trailing",
                distance: { kind: "amount", amount: Math.abs(level - at) },
                spread: 0,
                best: null,
              }
            : { kind: "stop", triggerPrice: level, relation: side === "B" ? "GTEQ" : "LTEQ" },
          fromDate: h.exchange.today,
          toDate: h.exchange.today,
        },
      });
    }
    await placeMany(armedRequests);
    await h.desk.settle();

    // The crowd's stream over the background stocks, a tick up or down at a time.
    let backgroundTrades = 0;
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const tradeAt = (symbol: string, at: number) => {
      h.crowd(symbol, "S", at, 100);
      h.crowd(symbol, "B", at, 100);
    };
    const perTick = Math.max(1, Math.round(options.tradeRate / 100));

    const stream = setInterval(() => {
      for (let k = 0; k < perTick; k++) {
        const definition = background[Math.floor(rand() * background.length)] as (typeof background)[number];
        const symbol = definition.symbol;
        const limits = band.get(symbol) as { floor: number; ceiling: number };
        const now = price.get(symbol) as number;
        const next = step(symbol, now, rand() < 0.5);
        if (next <= limits.floor || next >= limits.ceiling) continue;
        price.set(symbol, next);
        tradeAt(symbol, next);
        backgroundTrades++;
      }
    }, 10);

    // A fired order stays live until its child ends: an account holds 100 (40038), so 90 each.
    const accounts = Array.from(
      { length: Math.ceil(options.crossings / 90) },
      (_, n) => `BM${String(n).padStart(8, "0")}1`,
    );
    for (const account of accounts) await h.deposit(account, 1_000_000_000_000);
    const waiter = noticeWaiter(h);
    const triggered = new Float64Array(options.crossings);
    const accepted = new Float64Array(options.crossings);
    try {
      for (let i = 0; i < options.crossings; i++) {
        const definition = measured[i % measured.length] as (typeof measured)[number];
        const symbol = definition.symbol;
        const limits = band.get(symbol) as { floor: number; ceiling: number };
        let at = price.get(symbol) as number;
        // Back to the reference when the walk nears the ceiling (a trade down fires no stop buy).
        if (step(symbol, at, true) >= limits.ceiling) {
          at = h.exchange.day(symbol)?.reference ?? at;
          tradeAt(symbol, at);
        }
        const level = step(symbol, at, true);
        // A pause for the stream: PGlite answers without giving the timers a turn.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const answer = await h.desk.placeConditional({
          account: accounts[Math.floor(i / 90)] as string,
          userId: "bench",
          refId: `m-${i}`,
          order: {
            market: "stock",
            kind: "stop",
            symbol,
            side: "B",
            quantity: 100,
            // The child rests at the floor: the exchange's acknowledgement is its PENDING report.
            price: limits.floor,
            condition: { kind: "stop", triggerPrice: level, relation: "GTEQ" },
            fromDate: h.exchange.today,
            toDate: h.exchange.today,
          },
        });
        if (!answer.ok) throw new Error(`the measured order was refused: ${answer.code}`);
        await h.desk.settle();
        const fired = waiter.triggered(answer.id);
        h.crowd(symbol, "S", level, 100);
        const start = performance.now();
        h.crowd(symbol, "B", level, 100);
        const childNo = await fired;
        triggered[i] = performance.now() - start;
        await waiter.accepted(childNo);
        accepted[i] = performance.now() - start;
        price.set(symbol, level);
      }
    } finally {
      clearInterval(stream);
    }
    await h.desk.settle();
    return { backend, armed: options.armed, backgroundTrades, triggered, accepted };
  } finally {
    await h.desk.close();
    await close();
  }
}
