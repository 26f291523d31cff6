/**
 * The conditional order book's reads on PGlite and PostgreSQL: an account's orders by status,
 * kind, market, symbols and creation date, newest first and paged by order; one order by id;
 * the account's symbols; the broker orders a conditional order sent.
 */
import { epochMillisAt } from "@bangia/market";
import { describe, expect, it } from "vitest";
import { conditionalOrders } from "../../db/ledger-schema";
import { TEST_BACKENDS, useTestDatabase } from "../../db/test-support/test-backends";
import { writeLedgerBatch } from "../ledger-store";
import { brokerOrder } from "../test-support/orders";
import type { ConditionalOrder } from "./conditional-order";
import {
  childOrders,
  conditionalOrderById,
  conditionalSymbolsOf,
  conditionBookPage,
  type ConditionBookFilter,
} from "./conditional-book-store";
import { conditionalOrder } from "./test-support/conditional-orders";

const DAY_1 = epochMillisAt("2026-06-01", "09:30");
const DAY_2 = epochMillisAt("2026-06-02", "10:00");
const DAY_3 = epochMillisAt("2026-06-03", "11:00");

function order(id: string, account: string, overrides: Partial<ConditionalOrder> = {}): ConditionalOrder {
  return conditionalOrder(
    { kind: "stop", triggerPrice: 99_000, relation: "LTEQ" },
    {
      id,
      account,
      userId: "u",
      refId: `ref-${id}`,
      fromDate: "2026-06-01",
      toDate: "2026-06-30",
      createdAt: DAY_1,
      updatedAt: DAY_1,
      ...overrides,
    },
  );
}

let accounts = 0;

describe.each(TEST_BACKENDS)("the conditional book's reads on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const db = () => database().db;

    /** A fresh account holding these orders (written as the desk writes them: whole rows). */
    async function accountWith(...orders: ((account: string) => ConditionalOrder)[]) {
      const account = `C${String(++accounts).padStart(9, "0")}1`;
      const rows = orders.map((make) => make(account));
      await db()
        .insert(conditionalOrders)
        .values(rows.map((row) => ({ ...row, children: [...row.children] })));
      return { account, rows };
    }

    const all = (account: string): ConditionBookFilter => ({
      account,
      status: null,
      market: null,
      kind: null,
      symbols: null,
      createdFrom: null,
      createdBefore: null,
    });

    it("reads an order back whole: its condition, price and children", async () => {
      const { rows } = await accountWith(
        (account) =>
          order("B1", account, {
            kind: "oco",
            market: "derivative",
            symbol: "VN30F2606",
            price: null,
            condition: { kind: "bracket", takeProfit: 195_000, stopLoss: 185_000, spread: 10 },
            status: "TRIGGERED",
            firedLeg: "SL",
            children: [7, 9],
          }),
        (account) => order("B2", account, { price: "MTL" }),
      );
      expect(await conditionalOrderById(db(), "B1")).toEqual(rows[0]);
      expect(await conditionalOrderById(db(), "B2")).toEqual(rows[1]);
      expect(await conditionalOrderById(db(), "nope")).toBeUndefined();
    });

    it("pages an account's orders newest first, and no other account's", async () => {
      const { account } = await accountWith(
        (a) => order("P1", a, { createdAt: DAY_1 }),
        (a) => order("P2", a, { createdAt: DAY_2 }),
        (a) => order("P3", a, { createdAt: DAY_3 }),
      );
      await accountWith((a) => order("P4", a, { createdAt: DAY_3 }));
      const ids = async (page: number, size: number) =>
        (await conditionBookPage(db(), all(account), page, size)).map((entry) => entry.id);
      expect(await ids(1, 10)).toEqual(["P3", "P2", "P1"]);
      expect(await ids(1, 2)).toEqual(["P3", "P2"]);
      expect(await ids(2, 2)).toEqual(["P1"]);
      expect(await ids(3, 2)).toEqual([]);
    });

    it("filters by status, market and kind, symbols and creation dates", async () => {
      const { account } = await accountWith(
        (a) => order("F1", a, { status: "CANCELED", createdAt: DAY_1 }),
        (a) => order("F2", a, { kind: "tco", condition: { kind: "daily" }, symbol: "ACB", createdAt: DAY_2 }),
        (a) =>
          order("F3", a, {
            market: "derivative",
            symbol: "VN30F2606",
            createdAt: DAY_3,
          }),
      );
      const ids = async (filter: Partial<ConditionBookFilter>) =>
        (await conditionBookPage(db(), { ...all(account), ...filter }, 1, 10)).map((entry) => entry.id);
      expect(await ids({ status: "CANCELED" })).toEqual(["F1"]);
      expect(await ids({ status: "PENDING_TRIGGER" })).toEqual(["F3", "F2"]);
      expect(await ids({ market: "stock" })).toEqual(["F2", "F1"]);
      expect(await ids({ market: "stock", kind: "tco" })).toEqual(["F2"]);
      expect(await ids({ symbols: ["FPT", "VN30F2606"] })).toEqual(["F3", "F1"]);
      expect(await ids({ symbols: [] })).toEqual([]);
      expect(await ids({ createdFrom: epochMillisAt("2026-06-02", "00:00") })).toEqual(["F3", "F2"]);
      expect(await ids({ createdBefore: epochMillisAt("2026-06-03", "00:00") })).toEqual(["F2", "F1"]);
      expect(await conditionalSymbolsOf(db(), account).then((symbols) => symbols.sort())).toEqual([
        "ACB",
        "FPT",
        "VN30F2606",
      ]);
    });

    it("reads the broker orders a conditional order sent, by number", async () => {
      const base = 7_000_000 + accounts * 10;
      await writeLedgerBatch(db(), {
        postings: [],
        balances: [],
        orders: [
          brokerOrder({
            orderNo: base,
            refId: `c${base}`,
            priceType: "LO",
            limitPrice: 98_000,
            matched: 100,
            placedAt: DAY_2,
          }),
          brokerOrder({
            orderNo: base + 1,
            refId: `c${base + 1}`,
            priceType: "MTL",
            limitPrice: 105_000,
            placedAt: DAY_3,
          }),
        ],
        fills: [],
        exchangeSeq: null,
        instructions: [],
      });
      expect(await childOrders(db(), [base + 1, base, base + 5])).toEqual([
        { orderNo: base, priceType: "LO", limitPrice: 98_000, volume: 1_000, matched: 100, placedAt: DAY_2 },
        {
          orderNo: base + 1,
          priceType: "MTL",
          limitPrice: 105_000,
          volume: 1_000,
          matched: 0,
          placedAt: DAY_3,
        },
      ]);
      expect(await childOrders(db(), [])).toEqual([]);
    });
  });
});
