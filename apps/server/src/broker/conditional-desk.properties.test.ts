/**
 * Conditional orders act exactly once (fast-check): stop orders on random triggers both ways and
 * trailing stops (some sharing a best, so they share a trailing group), a random path of the
 * crowd's trades, restarts of the desk and failed batch writes at random points — a write that
 * fails is a crash between the trigger and the child's acknowledgement: the desk reloads what the
 * database holds and applies the exchange's events again. After every path, each order has fired
 * if and only if a trade fires it (a trailing stop: evaluated over every print, as the engine's
 * rules have it), and has sent exactly one child then (one broker order of its refId on disk, none
 * sent twice to the exchange); a trailing stop still waiting has, after a last restart, exactly
 * the best those prints give it — its group's best on disk, written once per new high.
 */
import fc from "fast-check";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConditionalOrder } from "./conditional/conditional-order";
import { evaluateTrade } from "./conditional/trigger-evaluation";
import { brokerOrders } from "../db/ledger-schema";
import type { SqlDatabase } from "../db/sql-database";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { firstOf } from "../market/rows/test-support/test-market";
import { openHarness, type Harness } from "./test-support/desk-harness";
import { present } from "./test-support/present";

const STOCK = firstOf("STOCK", (definition) => definition.exchange === "HOSE").symbol;

/**
 * A database whose next batch write fails when asked. The desk writes a batch as a prepared
 * statement run through the database's session (db/prepared-statement.ts): that is where it fails.
 */
function faulty(sql: SqlDatabase) {
  let failNext = false;
  let injected = 0;
  const session = new Proxy(sql._.session, {
    get(target, property, receiver) {
      if (property !== "prepareQuery") return Reflect.get(target, property, receiver) as unknown;
      return (...args: Parameters<typeof target.prepareQuery>) => {
        const prepared = target.prepareQuery(...args);
        return {
          execute: (values?: Record<string, unknown>) => {
            if (!failNext) return prepared.execute(values);
            failNext = false;
            injected++;
            return Promise.reject(new Error("injected: the database went away mid-batch"));
          },
        };
      };
    },
  });
  const internals = { ...sql._, session };
  const wrapped = new Proxy(sql, {
    get(target, property, receiver) {
      return property === "_" ? internals : (Reflect.get(target, property, receiver) as unknown);
    },
  });
  return { sql: wrapped, failNextWrite: () => (failNext = true), injected: () => injected };
}

type Step =
  | { readonly kind: "trade"; readonly ticks: number }
  | { readonly kind: "restart" }
  | { readonly kind: "fail-write"; readonly ticks: number };

let accounts = 0;

describe.each(TEST_BACKENDS)("conditional orders act exactly once, on $name", (backend) => {
  describe.skipIf(backend.skip)("property", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let faults: ReturnType<typeof faulty>;
    let reference: number;
    /** A price step: eight of them fit in the band each way, on the HOSE tick of its price range. */
    let step: number;

    beforeAll(async () => {
      faults = faulty(database().db);
      h = await openHarness(database(), "09:20", { database: { sql: faults.sql } });
      const day = present(h.exchange.day(STOCK));
      reference = day.reference;
      const room = (day.ceiling - reference) / 8;
      step = room >= 100 ? Math.floor(room / 100) * 100 : room >= 50 ? 50 : Math.floor(room / 10) * 10;
      if (step === 0) throw new Error(`the band of ${STOCK} is too narrow for the path`);
    });
    afterAll(async () => {
      await h.desk.close();
    });

    it("over random price paths, restarts and failed writes", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.integer({ min: -8, max: 8 }), fc.boolean()), { minLength: 1, maxLength: 6 }),
          // One side per account: the exchange refuses an account's buy and sell of one symbol together.
          fc.constantFrom("B" as const, "S" as const),
          fc.array(
            fc.oneof(
              fc.integer({ min: -8, max: 8 }).map((ticks): Step => ({ kind: "trade", ticks })),
              fc.constant<Step>({ kind: "restart" }),
              fc.integer({ min: -8, max: 8 }).map((ticks): Step => ({ kind: "fail-write", ticks })),
            ),
            { minLength: 1, maxLength: 10 },
          ),
          // Trailing stops: distance and spread in steps, and the best they start from (null: the
          // first trade's) on a few prices, so several share one.
          fc.array(
            fc.tuple(
              fc.integer({ min: 1, max: 4 }),
              fc.integer({ min: 0, max: 1 }),
              fc.option(fc.integer({ min: -1, max: 1 }), { nil: null }),
            ),
            { maxLength: 4 },
          ),
          async (stops, side, path, trailings) => {
            const account = `P${String(++accounts).padStart(5, "0")}${Date.now() % 100_000}1`;
            await h.deposit(account, 10_000_000_000);
            await h.sharesIn(account, STOCK, 100_000, reference);
            const ids: { id: string; trigger: number; relation: "GTEQ" | "LTEQ" }[] = [];
            for (const [i, [ticks, up]] of stops.entries()) {
              const trigger = reference + ticks * step;
              const relation = up ? "GTEQ" : "LTEQ";
              const answer = await h.desk.placeConditional({
                account,
                userId: "tester",
                refId: `p-${i}`,
                order: {
                  market: "stock",
                  kind: "stop",
                  symbol: STOCK,
                  side,
                  quantity: 100,
                  // Far from the path: the children rest, and nothing else trades with them.
                  price:
                    side === "B"
                      ? present(h.exchange.day(STOCK)).floor
                      : present(h.exchange.day(STOCK)).ceiling,
                  condition: { kind: "stop", triggerPrice: trigger, relation },
                  fromDate: h.exchange.today,
                  toDate: h.exchange.today,
                },
              });
              if (!answer.ok) throw new Error(`refused ${answer.code}`);
              ids.push({ id: answer.id, trigger, relation });
            }
            // The trailing stops' children go at the trade ∓ the spread and may trade: what fires
            // is judged on the prints themselves, recorded from the exchange.
            const models = new Map<string, ConditionalOrder>();
            for (const [i, [distance, spread, best]] of trailings.entries()) {
              const answer = await h.desk.placeConditional({
                account,
                userId: "tester",
                refId: `t-${i}`,
                order: {
                  market: "stock",
                  kind: "trailing_stop",
                  symbol: STOCK,
                  side,
                  quantity: 100,
                  price: null,
                  condition: {
                    kind: "trailing",
                    distance: { kind: "amount", amount: distance * step },
                    spread: spread * step,
                    best: best === null ? null : reference + best * step,
                  },
                  fromDate: h.exchange.today,
                  toDate: h.exchange.today,
                },
              });
              if (!answer.ok) throw new Error(`refused ${answer.code}`);
              await h.desk.settle();
              models.set(answer.id, present(h.desk.conditionalOrder(answer.id)));
            }
            const traded: number[] = [];
            const unsubscribe = h.exchange.subscribe((event) => {
              if (event.type === "trade" && event.symbol === STOCK && event.board === "lot")
                traded.push(event.price);
            });
            try {
              for (const move of path) {
                if (move.kind === "restart") {
                  await h.reopen();
                  continue;
                }
                const price = reference + move.ticks * step;
                if (move.kind === "fail-write") faults.failNextWrite();
                h.crowd(STOCK, "S", price, 100);
                h.crowd(STOCK, "B", price, 100);
                await h.desk.settle();
                await h.desk.settle();
              }
              // A restart resends what a crash left unsent, which may trade: its prints count too.
              await h.reopen();
              await h.desk.settle();
            } finally {
              unsubscribe();
            }
            const today = h.exchange.today;
            for (const [id, start] of models) {
              let model = start;
              let fired = false;
              for (const price of traded) {
                const evaluation = evaluateTrade(model, {
                  symbol: STOCK,
                  price,
                  volume: 100,
                  date: today,
                  phase: "CONTINUOUS",
                });
                model = evaluation.order;
                if ((fired = evaluation.fired)) break;
              }
              const order = present(h.desk.conditionalOrder(id));
              expect(order.status === "PENDING_TRIGGER").toBe(!fired);
              expect(order.children).toHaveLength(fired ? 1 : 0);
              if (!fired && model.condition.kind === "trailing" && order.condition.kind === "trailing")
                expect(order.condition.best).toBe(model.condition.best);
              const sent = await database()
                .db.select({ orderNo: brokerOrders.orderNo })
                .from(brokerOrders)
                .where(like(brokerOrders.refId, `co:${id}:%`));
              expect(
                sent.filter((row) => present(h.desk.order(row.orderNo)).account === account),
              ).toHaveLength(fired ? 1 : 0);
            }
            for (const { id, trigger, relation } of ids) {
              const order = present(h.desk.conditionalOrder(id));
              const crossed = traded.some((price) =>
                relation === "GTEQ" ? price >= trigger : price <= trigger,
              );
              expect(order.children.length).toBe(crossed ? 1 : 0);
              expect(order.status).toBe(crossed ? "TRIGGERED" : "PENDING_TRIGGER");
              const sent = await database()
                .db.select({ orderNo: brokerOrders.orderNo, state: brokerOrders.state })
                .from(brokerOrders)
                .where(like(brokerOrders.refId, `co:${id}:%`));
              const mine = sent.filter((row) => present(h.desk.order(row.orderNo)).account === account);
              expect(mine).toHaveLength(crossed ? 1 : 0);
              // Sent to the exchange once: it rests there under its own number.
              for (const row of mine) expect(h.desk.order(row.orderNo)?.exchangeOrderId).not.toBeNull();
            }
            // The stops' children rest far from the path: the exchange holds each of them.
            const open = new Set(h.exchange.openOrders(account, STOCK).map((order) => order.orderId));
            for (const { id } of ids)
              for (const orderNo of present(h.desk.conditionalOrder(id)).children)
                expect(open.has(present(h.desk.order(orderNo)).exchangeOrderId ?? -1)).toBe(true);
          },
        ),
        { numRuns: 12 },
      );
      // The paths asked for failed writes, and batch writes failed: the faults reached the desk.
      expect(faults.injected()).toBeGreaterThan(0);
    });
  });
});
