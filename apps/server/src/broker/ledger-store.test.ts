import { describe, expect, it } from "vitest";
import { createSqlStores } from "../db/sql-stores";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { posting } from "./ledger/posting";
import {
  addInstruction,
  fillsOf,
  loadLedger,
  pendingInstructions,
  readBalances,
  readPostings,
  writeLedgerBatch,
  type LedgerBatch,
} from "./ledger-store";
import type { BrokerOrder } from "./orders/broker-order";
import { brokerOrder } from "./test-support/orders";
import { present } from "./test-support/present";

const DAY = "2026-02-10";
let nextOrderNo = 1_000_000;

const emptyBatch: LedgerBatch = {
  postings: [],
  balances: [],
  orders: [],
  fills: [],
  exchangeSeq: null,
  instructions: [],
};

/** A batch touching every table: an order filled in part, its postings, balances, fill and audit. */
function fullBatch(account: string, orderNo: number): LedgerBatch {
  const postings = [
    posting(account, "VND", "cash", -2_000_000, "BUY_FILL", orderNo),
    posting(account, "VND", "hold", 2_000_000, "ORDER_HOLD", orderNo),
    posting(account, "AAA", "receiving", 100, "BUY_FILL", orderNo, "2026-02-12"),
    posting(account, "VND", "cash", -3_000, "FEE", orderNo),
  ].map((entry, i) => ({ ...entry, time: 1_000 + i }));
  return {
    postings,
    balances: [
      { account, asset: "VND", bucket: "cash", settleDate: "", amount: 97_997_000 },
      { account, asset: "AAA", bucket: "receiving", settleDate: "2026-02-12", amount: 100 },
    ],
    orders: [
      brokerOrder({
        orderNo,
        account,
        refId: `r${orderNo}`,
        matched: 100,
        matchedValue: 2_000_000,
        fee: 3_000,
      }),
    ],
    fills: [
      {
        orderNo,
        tradeId: 7,
        seq: 42,
        time: 1_003,
        price: 20_000,
        volume: 100,
        fee: 3_000,
        tax: 0,
        realised: 0,
      },
    ],
    exchangeSeq: 42,
    instructions: [],
    audits: [
      {
        at: 1_767_225_600_000,
        userId: "u",
        action: "order.new",
        ip: "127.0.0.1",
        detail: { orderNo, retry: false },
      },
    ],
  };
}

describe.each(TEST_BACKENDS)("the ledger batch on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const db = () => database().db;
    const freshAccount = () => `T${(nextOrderNo++).toString().padStart(9, "0")}1`;

    /** Every part of `fullBatch(account, orderNo)` is in the database, the postings in their order. */
    async function expectLanded(account: string, orderNo: number, batch: LedgerBatch): Promise<void> {
      expect(await readPostings(db(), account)).toEqual(batch.postings);
      expect((await readBalances(db())).filter((row) => row.account === account)).toEqual(
        expect.arrayContaining([...batch.balances]),
      );
      expect(await fillsOf(db(), [orderNo])).toEqual(batch.fills);
      const state = await loadLedger(db(), DAY);
      expect(state.orders.find((order) => order.orderNo === orderNo)).toEqual(batch.orders[0]);
      expect(state.exchangeSeq).toBeGreaterThanOrEqual(batch.exchangeSeq ?? 0);
      const audits = await createSqlStores(db()).auditLog.listByUser("u", 500);
      expect(audits.find((entry) => entry.detail.orderNo === orderNo)).toMatchObject({
        action: "order.new",
        at: 1_767_225_600_000,
        detail: { orderNo, retry: false },
      });
    }

    it("lands every table of a batch in one statement, the postings in their order", async () => {
      const account = freshAccount();
      const orderNo = nextOrderNo++;
      const batch = fullBatch(account, orderNo);
      await writeLedgerBatch(db(), batch);
      await expectLanded(account, orderNo, batch);
    });

    it("writes each part of a batch in a batch of its own (a statement per shape), then sends nothing for an empty one", async () => {
      const account = freshAccount();
      const orderNo = nextOrderNo++;
      const batch = { ...fullBatch(account, orderNo), exchangeSeq: 1_000_000 + orderNo };
      // One shape each, the order before its fill.
      for (const part of [
        { postings: batch.postings },
        { balances: batch.balances },
        { orders: batch.orders },
        { fills: batch.fills },
        { audits: batch.audits ?? [] },
        { exchangeSeq: batch.exchangeSeq },
      ])
        await writeLedgerBatch(db(), { ...emptyBatch, ...part });
      await expectLanded(account, orderNo, batch);
      // Nothing to write: the database is not even asked.
      const untouchable = new Proxy(db(), {
        get: () => {
          throw new Error("an empty batch reached the database");
        },
      });
      await expect(writeLedgerBatch(untouchable, emptyBatch)).resolves.toBeUndefined();
    });

    it("writes an order again with its new state, drops a balance gone to zero, marks instructions applied", async () => {
      const account = freshAccount();
      const orderNo = nextOrderNo++;
      await writeLedgerBatch(db(), fullBatch(account, orderNo));
      const id = await addInstruction(db(), {
        account,
        kind: "DEPOSIT",
        asset: "VND",
        amount: 5_000,
        unitCost: 0,
        note: "",
      });
      await writeLedgerBatch(db(), {
        ...emptyBatch,
        balances: [{ account, asset: "AAA", bucket: "receiving", settleDate: "2026-02-12", amount: 0 }],
        orders: [
          brokerOrder({
            orderNo,
            account,
            refId: `r${orderNo}`,
            state: "DONE",
            doneReason: "FILLED",
            doneAt: 9_000,
            matched: 1_000,
          }),
        ],
        instructions: [{ id, appliedAt: 9_999, refusal: null }],
      });
      const state = await loadLedger(db(), DAY);
      expect(state.orders.find((order) => order.orderNo === orderNo)).toMatchObject({
        state: "DONE",
        matched: 1_000,
      });
      expect(
        (await readBalances(db())).filter((row) => row.account === account && row.asset === "AAA"),
      ).toEqual([]);
      expect((await pendingInstructions(db())).map((pending) => pending.id)).not.toContain(id);
    });

    it("refuses an order done without the time it was done, or timed done and not done", async () => {
      const account = freshAccount();
      const write = (order: BrokerOrder) => writeLedgerBatch(db(), { ...emptyBatch, orders: [order] });
      const base = { account, refId: "r-done-check" };
      await expect(
        write(brokerOrder({ ...base, orderNo: nextOrderNo++, state: "DONE", doneReason: "CANCELLED" })),
      ).rejects.toThrow();
      await expect(
        write(brokerOrder({ ...base, orderNo: nextOrderNo++, state: "OPEN", doneAt: 1 })),
      ).rejects.toThrow();
    });

    it("loads the orders not done of past days and the done ones of the days asked for", async () => {
      const account = freshAccount();
      const [open, doneBefore, doneToday] = [nextOrderNo++, nextOrderNo++, nextOrderNo++];
      const pastDay = "2026-02-03";
      await writeLedgerBatch(db(), {
        ...emptyBatch,
        orders: [
          brokerOrder({ account, orderNo: open, refId: `r${open}`, tradeDate: pastDay, state: "OPEN" }),
          brokerOrder({
            account,
            orderNo: doneBefore,
            refId: `r${doneBefore}`,
            tradeDate: pastDay,
            state: "DONE",
            doneReason: "CANCELLED",
            doneAt: 5,
          }),
          brokerOrder({
            account,
            orderNo: doneToday,
            refId: `r${doneToday}`,
            tradeDate: DAY,
            state: "DONE",
            doneReason: "CANCELLED",
            doneAt: 6,
          }),
        ],
      });
      const loaded = (await loadLedger(db(), DAY)).orders.filter((order) => order.account === account);
      expect(loaded.map((order) => order.orderNo)).toEqual([open, doneToday]);
    });

    it("inserts the orders placed in a batch, and fails the batch for one already stored", async () => {
      const account = freshAccount();
      const orderNo = nextOrderNo++;
      const placed = brokerOrder({ account, orderNo, refId: `r${orderNo}`, state: "SENDING" });
      await writeLedgerBatch(db(), { ...emptyBatch, placed: [placed] });
      const loaded = (await loadLedger(db(), DAY)).orders.find((order) => order.orderNo === orderNo);
      expect(loaded).toEqual(placed);
      // A placed order is new to the database: the same number again is a bug, and nothing lands.
      const instruction = await addInstruction(db(), {
        account,
        kind: "DEPOSIT",
        asset: "VND",
        amount: 1,
        unitCost: 0,
        note: "",
      });
      await expect(
        writeLedgerBatch(db(), {
          ...emptyBatch,
          placed: [{ ...placed, state: "OPEN" }],
          instructions: [{ id: instruction, appliedAt: 1, refusal: null }],
        }),
      ).rejects.toThrow();
      expect((await pendingInstructions(db())).map((pending) => pending.id)).toContain(instruction);
    });

    it("writes nothing of a batch when any part of it fails", async () => {
      const account = freshAccount();
      const orderNo = nextOrderNo++;
      await writeLedgerBatch(db(), fullBatch(account, orderNo));
      // The same fill again breaks the fills' primary key: the new posting must not land either.
      const again = fullBatch(account, orderNo);
      await expect(
        writeLedgerBatch(db(), {
          ...again,
          postings: [{ ...present(again.postings[0]), delta: -1, time: 5_000 }],
        }),
      ).rejects.toThrow();
      expect((await readPostings(db(), account)).map((entry) => entry.time)).toEqual([
        1_000, 1_001, 1_002, 1_003,
      ]);
    });
  });
});
