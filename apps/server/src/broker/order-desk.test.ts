import { NORMAL_ORDER_STATUS_CODES as STATUS } from "@bangia/market";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firstOf } from "../market/rows/test-support/test-market";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { balanceKey, CASH, projectPostings } from "./ledger/posting";
import { readBalances, readPostings } from "./ledger-store";
import { statusCodeOf } from "./orders/broker-order";
import { openHarness, type Harness } from "./test-support/desk-harness";

const STOCK = firstOf("STOCK", (definition) => definition.exchange === "HOSE").symbol;
let accountNo = 0;
/** A fresh cash account (type 1) per test: the database is shared within a backend. */
const freshAccount = () =>
  `T${String(++accountNo).padStart(6, "0")}${Math.floor(Math.random() * 1e6)}1`.slice(0, 19) + "1";

describe.each(TEST_BACKENDS)("the order desk on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    // One market for the block, a fresh customer account per test.
    let h: Harness;
    let account: string;
    let reference: number;

    beforeAll(async () => {
      h = await openHarness(database());
      reference = h.exchange.day(STOCK)?.reference ?? 0;
    });
    afterAll(async () => {
      await h.desk.close();
    });
    beforeEach(async () => {
      account = freshAccount();
      await h.deposit(account, 1_000_000_000);
    });

    it("buys: holds the cash, fills, pays value and fee, and the shares arrive on T+2", async () => {
      h.crowd(STOCK, "S", reference, 1_000);
      const answer = await h.place({ account, symbol: STOCK, side: "B", price: reference, volume: 1_000 });
      expect(answer.ok).toBe(true);
      await h.desk.settle();
      const order = h.desk.order(answer.ok ? answer.orderNo : 0);
      expect(order && statusCodeOf(order)).toBe(STATUS.MATCHED);
      const value = reference * 1_000;
      const fee = Math.round((value * 1_500) / 1_000_000);
      const cash = h.desk.balances.cashOf(account);
      expect(cash).toMatchObject({ cash: 1_000_000_000 - value - fee, hold: 0 });
      const holding = h.desk.balances.holdingOf(account, STOCK);
      expect(holding).toMatchObject({ available: 0, receivingTotal: 1_000, cost: value });
      expect([...holding.receiving.keys()]).toEqual(["2025-03-12"]);
    });

    it("holds cash for an open buy and gives it back on cancel", async () => {
      const answer = await h.place({
        account,
        symbol: STOCK,
        side: "B",
        price: h.exchange.day(STOCK)?.floor ?? 0,
        volume: 500,
      });
      if (!answer.ok) throw new Error(`refused ${answer.code}`);
      await h.desk.settle();
      expect(h.desk.balances.cashOf(account).hold).toBeGreaterThan(0);
      expect(await h.desk.cancel(account, answer.orderNo)).toEqual({ ok: true, orderNo: answer.orderNo });
      await h.desk.settle();
      expect(h.desk.balances.cashOf(account)).toMatchObject({ cash: 1_000_000_000, hold: 0 });
      const order = h.desk.order(answer.orderNo);
      expect(order && statusCodeOf(order)).toBe(STATUS.CANCELED);
    });

    it("answers a retried refId with the first order and never makes a second", async () => {
      const request = {
        account,
        symbol: STOCK,
        side: "B" as const,
        price: reference,
        volume: 100,
        refId: `same-${account}`,
      };
      const [first, second] = await Promise.all([h.place(request), h.place(request)]);
      const third = await h.place(request);
      expect(first.ok).toBe(true);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(h.desk.ordersOf(account)).toHaveLength(1);
      await h.reopen();
      expect(await h.place(request)).toEqual(first);
      expect(h.desk.ordersOf(account)).toHaveLength(1);
    });

    it.each([
      ["buying power", 96012, { side: "B" as const, volume: 900_000, priceAt: "reference" }],
      ["stock to sell", 96013, { side: "S" as const, volume: 100, priceAt: "reference" }],
      ["outside the band", 40040, { side: "B" as const, volume: 100, priceAt: "above-ceiling" }],
      ["off the price step", 96021, { side: "B" as const, volume: 100, priceAt: "off-step" }],
    ])("refuses an order without %s (%i), holding nothing", async (_name, code, input) => {
      const day = h.exchange.day(STOCK);
      const price =
        input.priceAt === "reference"
          ? reference
          : input.priceAt === "above-ceiling"
            ? (day?.ceiling ?? 0) + 1_000
            : reference + 1;
      const answer = await h.place({ account, symbol: STOCK, side: input.side, price, volume: input.volume });
      expect(answer).toEqual({ ok: false, code });
      expect(h.desk.balances.cashOf(account)).toMatchObject({ cash: 1_000_000_000, hold: 0 });
      expect(h.desk.ordersOf(account)).toEqual([]);
    });

    it("refuses an unknown symbol (96031)", async () => {
      expect(await h.place({ account, symbol: "ZZZZ", side: "B", price: 10_000, volume: 100 })).toEqual({
        ok: false,
        code: 96031,
      });
    });

    it("keeps the balances equal to the projection of the postings, also after a restart", async () => {
      await h.sharesIn(account, STOCK, 500, reference);
      h.crowd(STOCK, "S", reference, 300);
      h.crowd(STOCK, "B", reference, 200);
      await h.place({ account, symbol: STOCK, side: "B", price: reference, volume: 300 });
      await h.place({ account, symbol: STOCK, side: "S", price: reference, volume: 200 });
      await h.desk.settle();
      const stored = await readBalances(database().db);
      const projected = projectPostings(await readPostings(database().db));
      const mine = stored.filter((row) => row.account === account);
      expect(mine.length).toBeGreaterThan(0);
      for (const row of mine)
        expect(
          projected.get(balanceKey(row.account, row.asset, row.bucket, row.settleDate)),
          `${row.asset} ${row.bucket}`,
        ).toBe(row.amount);
      const sorted = () =>
        h.desk.balances
          .rowsOf(account)
          .sort((a, b) => (a.asset + a.bucket).localeCompare(b.asset + b.bucket));
      const before = sorted();
      await h.reopen();
      expect(sorted()).toEqual(before);
      expect(h.desk.balances.cashOf(account).cash).toBe(projected.get(balanceKey(account, CASH, "cash")));
    });

    it("sells what it holds: shares held, proceeds less fee and tax due on T+2, settled at noon of T+2", async () => {
      await h.sharesIn(account, STOCK, 1_000, reference - 1_000);
      h.crowd(STOCK, "B", reference, 400);
      const answer = await h.place({ account, symbol: STOCK, side: "S", price: reference, volume: 400 });
      expect(answer.ok).toBe(true);
      await h.desk.settle();
      const value = reference * 400;
      const fee = Math.round((value * 1_500) / 1_000_000);
      const tax = Math.round((value * 1_000) / 1_000_000);
      expect(h.desk.balances.holdingOf(account, STOCK)).toMatchObject({
        available: 600,
        hold: 0,
        total: 600,
      });
      expect(h.desk.balances.cashOf(account).receivableTotal).toBe(value - fee - tax);
      await h.moveTo("11:59", "2025-03-12");
      expect(h.desk.balances.cashOf(account).receivableTotal).toBe(value - fee - tax);
      await h.moveTo("13:00", "2025-03-12");
      expect(h.desk.balances.cashOf(account)).toMatchObject({
        cash: 1_000_000_000 + value - fee - tax,
        receivableTotal: 0,
      });
    });

    it("advances sale proceeds for a fee; the settlement brings only the rest", async () => {
      // The market stands at 13:00 on 2025-03-12 (the test before moved it): proceeds due 03-14.
      await h.sharesIn(account, STOCK, 1_000, reference);
      h.crowd(STOCK, "B", reference, 1_000);
      expect((await h.place({ account, symbol: STOCK, side: "S", price: reference, volume: 1_000 })).ok).toBe(
        true,
      );
      await h.desk.settle();
      const due = h.desk.balances.cashOf(account).receivableTotal;
      expect(await h.desk.advance(account, due + 1)).toEqual({ ok: false, code: 96012 });
      expect(await h.desk.advance(account, 0)).toEqual({ ok: false, code: 90001 });
      const half = Math.floor(due / 2);
      const fee = Math.ceil((half * 375 * 2) / 1_000_000);
      expect(await h.desk.advance(account, half)).toEqual({ ok: true, fee });
      expect(h.desk.balances.cashOf(account)).toMatchObject({
        cash: 1_000_000_000 + half - fee,
        receivableTotal: due - half,
      });
      await h.moveTo("13:00", "2025-03-14");
      expect(h.desk.balances.cashOf(account)).toMatchObject({
        cash: 1_000_000_000 + due - fee,
        receivableTotal: 0,
      });
    });
  });
});
