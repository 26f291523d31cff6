/**
 * Money moves exactly once (fast-check): random streams of a customer's orders (buys and sells,
 * board and odd lots, at and around the market), the crowd's counter-orders that fill them,
 * cancels, amends, time passing through the sessions, day ends and settlements, and restarts of
 * the desk. After every stream:
 * - conservation: cash + holds + receivables + positions at cost equals what came in (deposits,
 *   shares at their cost) plus the realised result of the sales less the fees of the buys;
 * - nothing free goes negative (cash, held cash, available and held shares, receivables);
 * - no order fills twice: its fills add up to its matched volume, never above its volume;
 * - the balances equal the projection of the ledger's postings, in memory and on disk;
 * - the desk agrees with the exchange on every open order's open volume.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokerFills, brokerOrders } from "../db/ledger-schema";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { firstOf } from "../market/rows/test-support/test-market";
import { balanceKey, CASH, projectPostings } from "./ledger/posting";
import { readBalances, readPostings } from "./ledger-store";
import { leavesOf } from "./orders/broker-order";
import { at, openHarness, type Harness } from "./test-support/desk-harness";
import { nextTradingDay } from "@bangia/market";
import { eq } from "drizzle-orm";

const SYMBOL = firstOf("STOCK", (definition) => definition.exchange === "HOSE").symbol;
const DEPOSIT = 50_000_000;
const SHARES = 2_000;

type Op =
  | { kind: "order"; side: "B" | "S"; ticks: number; lots: number; odd: boolean; crowd: boolean }
  | { kind: "cancel"; pick: number }
  | { kind: "amend"; pick: number; ticks: number }
  | { kind: "time"; minutes: number }
  | { kind: "next-day"; afternoon: boolean }
  | { kind: "restart" };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      side: fc.constantFrom("B" as const, "S" as const),
      ticks: fc.integer({ min: -3, max: 3 }),
      lots: fc.integer({ min: 1, max: 8 }),
      odd: fc.boolean(),
      crowd: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("amend" as const),
      pick: fc.nat(),
      ticks: fc.integer({ min: -2, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("time" as const),
      minutes: fc.integer({ min: 5, max: 24 * 60 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("restart" as const) }) },
);

describe.each(TEST_BACKENDS)("money moves exactly once, on $name", (backend) => {
  describe.skipIf(backend.skip)("property", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let runs = 0;
    /** What the streams exercised, so the property cannot pass on streams that did nothing. */
    const seen = { fills: 0, sellFills: 0, cancelled: 0, settled: 0 };
    beforeAll(async () => {
      h = await openHarness(database());
    });
    afterAll(async () => {
      await h.desk.close();
    });

    async function check(account: string, unitCost: number): Promise<void> {
      const desk = h.desk;
      await desk.settle();
      const balances = desk.balances;
      const cash = balances.cashOf(account);
      const holding = balances.holdingOf(account, SYMBOL);
      for (const [name, value] of [
        ["cash", cash.cash],
        ["held cash", cash.hold],
        ["receivable", cash.receivableTotal],
        ["available shares", holding.available],
        ["held shares", holding.hold],
        ["receiving shares", holding.receivingTotal],
      ] as const)
        expect(value, name).toBeGreaterThanOrEqual(0);

      const db = database().db;
      const orders = await db.select().from(brokerOrders).where(eq(brokerOrders.account, account));
      const fills = (await db.select().from(brokerFills)).filter((fill) =>
        orders.some((order) => order.orderNo === fill.orderNo),
      );
      for (const order of orders) {
        const filled = fills
          .filter((fill) => fill.orderNo === order.orderNo)
          .reduce((sum, fill) => sum + fill.volume, 0);
        expect(filled, `order ${order.orderNo}`).toBe(order.matched);
        expect(order.matched).toBeLessThanOrEqual(order.volume);
      }
      const sideOf = new Map(orders.map((order) => [order.orderNo, order.side]));
      seen.fills += fills.length;
      seen.sellFills += fills.filter((fill) => sideOf.get(fill.orderNo) === "S").length;
      seen.cancelled += orders.filter(
        (order) => order.doneReason === "CANCELLED" || order.doneReason === "EXPIRED",
      ).length;
      seen.settled += (await readPostings(db, account)).filter((entry) => entry.kind === "SETTLE").length;
      const realised = fills
        .filter((fill) => sideOf.get(fill.orderNo) === "S")
        .reduce((sum, fill) => sum + fill.realised, 0);
      const buyFees = fills
        .filter((fill) => sideOf.get(fill.orderNo) === "B")
        .reduce((sum, fill) => sum + fill.fee, 0);
      const held = cash.cash + cash.hold + cash.receivableTotal + holding.cost;
      expect(held, "conservation").toBe(DEPOSIT + SHARES * unitCost + realised - buyFees);

      const projected = projectPostings(await readPostings(db, account));
      const stored = (await readBalances(db)).filter((row) => row.account === account);
      for (const row of [...stored, ...balances.rowsOf(account)])
        expect(
          projected.get(balanceKey(row.account, row.asset, row.bucket, row.settleDate)) ?? 0,
          `${row.asset} ${row.bucket}`,
        ).toBe(row.amount);
      expect(projected.get(balanceKey(account, CASH, "cash")) ?? 0).toBe(cash.cash);

      const open = new Map(
        h.exchange.openOrders(account).map((order) => [order.clientOrderId, order.leaves]),
      );
      for (const order of desk.ordersOf(account))
        if (order.state === "OPEN")
          expect(open.get(String(order.orderNo)), `order ${order.orderNo} at the exchange`).toBe(
            leavesOf(order),
          );
    }

    it("holds for every stream of orders, fills, cancels, amends, days and restarts", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
          const account = `P${String(++runs).padStart(4, "0")}${Date.now() % 100_000}1`;
          const reference = h.exchange.day(SYMBOL)?.reference ?? 0;
          await h.deposit(account, DEPOSIT);
          await h.sharesIn(account, SYMBOL, SHARES, reference);
          const placed: number[] = [];
          for (const step of ops) {
            const day = h.exchange.day(SYMBOL);
            if (day === undefined) break;
            const tick = 50;
            if (step.kind === "order") {
              const price = Math.min(
                day.ceiling,
                Math.max(
                  day.floor,
                  day.reference + step.ticks * tick - ((day.reference + step.ticks * tick) % tick),
                ),
              );
              const volume = step.odd ? step.lots * 7 : step.lots * 100;
              if (step.crowd) {
                try {
                  h.crowd(SYMBOL, step.side === "B" ? "S" : "B", price, volume);
                } catch {
                  // Outside a session the crowd is refused too: the order then rests or is refused.
                }
              }
              const answer = await h.place({ account, symbol: SYMBOL, side: step.side, price, volume });
              if (answer.ok) placed.push(answer.orderNo);
            } else if (step.kind === "cancel" && placed.length > 0) {
              await h.desk.cancel(account, placed[step.pick % placed.length] ?? 0);
            } else if (step.kind === "amend" && placed.length > 0) {
              const order = h.desk.order(placed[step.pick % placed.length] ?? 0);
              if (order !== undefined)
                await h.desk.amend({
                  account,
                  orderNo: order.orderNo,
                  price: Math.min(day.ceiling, Math.max(day.floor, order.limitPrice + step.ticks * tick)),
                  volume: null,
                });
            } else if (step.kind === "time") {
              const now = h.clock.now() + step.minutes * 60_000;
              h.clock.set(now);
              h.exchange.tick();
              await h.desk.settle();
            } else if (step.kind === "next-day") {
              // Through the close (day orders expire) into the next trading day's morning or afternoon.
              const today = h.exchange.today;
              h.clock.set(at("15:30", today));
              h.exchange.tick();
              h.clock.set(at(step.afternoon ? "13:30" : "09:30", nextTradingDay(today, [])));
              h.exchange.tick();
              await h.desk.settle();
            } else if (step.kind === "restart") {
              await h.reopen();
            }
          }
          await check(account, reference);
          // Two trading days on, everything the stream bought or sold has settled: check again.
          for (let day = 0; day < 2; day++) {
            h.clock.set(at("13:30", nextTradingDay(h.exchange.today, [])));
            h.exchange.tick();
          }
          await check(account, reference);
        }),
        { numRuns: 12 },
      );
      expect(seen.fills).toBeGreaterThan(0);
      expect(seen.sellFills).toBeGreaterThan(0);
      expect(seen.cancelled).toBeGreaterThan(0);
      expect(seen.settled).toBeGreaterThan(0);
    }, 240_000);
  });
});
