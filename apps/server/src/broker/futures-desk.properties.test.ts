/**
 * Futures money moves exactly once (fast-check): random streams of a derivatives account's long
 * and short orders, the crowd's counter-orders, cancels, time through the sessions, closes
 * (mark-to-market at the exchange's settlement price), next mornings (VM paid) and restarts of the
 * desk. After every stream:
 * - the position is the sum of the fills, signed, until the contract's final settlement closes
 *   it (the streams run on past its last day); no order fills twice;
 * - the cash identity: cash + VM not yet paid − the positions' marked value equals the deposit,
 *   less every fee, tax and position fee, less the fills' signed value — so the VM booked and paid
 *   is exactly the marking of what was traded, whatever the order of days and restarts;
 * - the fees and tax of the fills are the ones the ledger charged;
 * - the balances equal the projection of the postings, in memory and on disk;
 * - the desk agrees with the exchange on every open order's open volume.
 */
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextTradingDay } from "@bangia/market";
import { brokerFills, brokerOrders } from "../db/ledger-schema";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { testUniverse } from "../market/rows/test-support/test-market";
import { contractTerms, DEFAULT_FUTURES_POLICY as POLICY } from "./derivatives/futures-policy";
import { balanceKey, CASH, projectPostings } from "./ledger/posting";
import { readBalances, readPostings } from "./ledger-store";
import { leavesOf } from "./orders/broker-order";
import { at, openHarness, type Harness } from "./test-support/desk-harness";
import { present } from "./test-support/present";

/** The second-nearest VN30 future: it lives through every stream (the front month may expire). */
const FUTURE = present(
  testUniverse()
    .instruments.filter(
      (definition) => definition.kind === "INDEX_FUTURE" && definition.underlying === "VN30",
    )
    .map((definition) => definition.symbol)
    .sort()[1],
  "VN30 future",
);
const UNIT = present(contractTerms(FUTURE, POLICY), "terms").unitValue;
const DEPOSIT = 2_000_000_000;
const CHARGES = new Set(["FEE", "EXCHANGE_FEE", "TAX", "POSITION_FEE"]);

type Op =
  | { kind: "order"; side: "B" | "S"; ticks: number; volume: number; crowd: boolean }
  | { kind: "cancel"; pick: number }
  | { kind: "time"; minutes: number }
  | { kind: "next-day" }
  | { kind: "restart" };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      side: fc.constantFrom("B" as const, "S" as const),
      ticks: fc.integer({ min: -5, max: 5 }),
      volume: fc.integer({ min: 1, max: 6 }),
      crowd: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("time" as const), minutes: fc.integer({ min: 5, max: 300 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("next-day" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("restart" as const) }) },
);

describe.each(TEST_BACKENDS)("futures money moves exactly once, on $name", (backend) => {
  describe.skipIf(backend.skip)("property", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let runs = 0;
    const seen = { fills: 0, marks: 0, paid: 0 };
    beforeAll(async () => {
      h = await openHarness(database());
    });
    afterAll(async () => {
      await h.desk.close();
    });

    async function check(account: string): Promise<void> {
      const desk = h.desk;
      await desk.settle();
      const db = database().db;
      const orders = await db.select().from(brokerOrders).where(eq(brokerOrders.account, account));
      const sideOf = new Map(orders.map((order) => [order.orderNo, order.side]));
      const fills = (await db.select().from(brokerFills)).filter((fill) => sideOf.has(fill.orderNo));
      for (const order of orders) {
        const filled = fills
          .filter((fill) => fill.orderNo === order.orderNo)
          .reduce((sum, fill) => sum + fill.volume, 0);
        expect(filled, `order ${order.orderNo}`).toBe(order.matched);
        expect(order.matched).toBeLessThanOrEqual(order.volume);
      }
      const sign = (orderNo: number) => (sideOf.get(orderNo) === "B" ? 1 : -1);
      const position = desk.balances.positionOf(account, FUTURE);
      const postings = await readPostings(db, account);
      // The contract's last day closes the position at the final settlement price.
      const final = (bucket: string) =>
        postings
          .filter((entry) => entry.kind === "FINAL_SETTLE" && entry.bucket === bucket)
          .reduce((sum, entry) => sum + entry.delta, 0);
      expect(position.net, "position").toBe(
        fills.reduce((sum, fill) => sum + sign(fill.orderNo) * fill.volume, 0) + final("position"),
      );

      const charged = postings
        .filter((entry) => entry.asset === CASH && CHARGES.has(entry.kind))
        .reduce((sum, entry) => sum + entry.delta, 0);
      const fillCharges = fills.reduce((sum, fill) => sum + fill.fee + fill.tax, 0);
      const positionFees = postings
        .filter((entry) => entry.kind === "POSITION_FEE")
        .reduce((sum, entry) => sum + entry.delta, 0);
      // The fees and tax of contracts closed at expiry belong to no order.
      const expiryCharges = postings
        .filter(
          (entry) =>
            entry.asset === CASH &&
            CHARGES.has(entry.kind) &&
            entry.kind !== "POSITION_FEE" &&
            entry.orderNo === null,
        )
        .reduce((sum, entry) => sum + entry.delta, 0);
      expect(fillCharges - positionFees - expiryCharges + charged, "charges").toBe(0);
      const traded = fills.reduce(
        (sum, fill) => sum + sign(fill.orderNo) * fill.price * fill.volume * UNIT,
        0,
      );
      const cash = desk.balances.cashOf(account).cash;
      const vmDue = desk.balances.vmDueOf(account);
      expect(cash + vmDue - position.marked, "cash identity").toBe(
        DEPOSIT + charged - traded - final("marked"),
      );
      seen.fills += fills.length;
      seen.marks += postings.filter((entry) => entry.kind === "VM").length;
      seen.paid += postings.filter((entry) => entry.kind === "VM_SETTLE").length;

      const projected = projectPostings(postings);
      const stored = (await readBalances(db)).filter((row) => row.account === account);
      for (const row of [...stored, ...desk.balances.rowsOf(account)])
        expect(
          projected.get(balanceKey(row.account, row.asset, row.bucket, row.settleDate)) ?? 0,
          `${row.asset} ${row.bucket}`,
        ).toBe(row.amount);

      const open = new Map(
        h.exchange.openOrders(account).map((order) => [order.clientOrderId, order.leaves]),
      );
      for (const order of desk.ordersOf(account))
        if (order.state === "OPEN")
          expect(open.get(String(order.orderNo)), `order ${order.orderNo} at the exchange`).toBe(
            leavesOf(order),
          );
    }

    /** Through today's close (when the clock is not past it) into the next trading morning. */
    async function throughTheClose(): Promise<void> {
      const today = h.exchange.today;
      for (const moment of [at("15:30", today), at("09:30", nextTradingDay(today, []))])
        if (moment > h.clock.now()) {
          h.clock.set(moment);
          h.exchange.tick();
        }
      await h.desk.settle();
    }

    it("holds for every stream of orders, fills, cancels, closes, mornings and restarts", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
          const account = `Q${String(++runs).padStart(4, "0")}${Date.now() % 100_000}8`;
          await h.deposit(account, DEPOSIT);
          const placed: number[] = [];
          for (const step of ops) {
            const day = h.exchange.day(FUTURE);
            if (day === undefined) break;
            if (step.kind === "order") {
              const price = Math.min(day.ceiling, Math.max(day.floor, day.reference + step.ticks * 10));
              if (step.crowd)
                try {
                  h.crowd(FUTURE, step.side === "B" ? "S" : "B", price, step.volume);
                } catch {
                  // Outside a session the crowd is refused too.
                }
              const answer = await h.place({
                account,
                symbol: FUTURE,
                side: step.side,
                price,
                volume: step.volume,
              });
              if (answer.ok) placed.push(answer.orderNo);
            } else if (step.kind === "cancel" && placed.length > 0) {
              await h.desk.cancel(account, placed[step.pick % placed.length] ?? 0);
            } else if (step.kind === "time") {
              h.clock.set(h.clock.now() + step.minutes * 60_000);
              h.exchange.tick();
              await h.desk.settle();
            } else if (step.kind === "next-day") {
              await throughTheClose();
            } else if (step.kind === "restart") {
              await h.reopen();
            }
          }
          await check(account);
          // Through a close and into the next morning: marked, and the VM paid.
          await throughTheClose();
          await check(account);
        }),
        { numRuns: 10 },
      );
      expect(seen.fills).toBeGreaterThan(0);
      expect(seen.marks).toBeGreaterThan(0);
      expect(seen.paid).toBeGreaterThan(0);
    }, 240_000);
  });
});
