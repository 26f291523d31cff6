import type { SettlementPriceSet } from "@bangia/exchange";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { present } from "./test-support/present";
import { firstOf, testUniverse } from "../market/rows/test-support/test-market";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { futuresCharges } from "./derivatives/futures-ledger";
import { contractTerms, DEFAULT_FUTURES_POLICY as POLICY } from "./derivatives/futures-policy";
import { futuresAccountStatus, futuresPositions } from "./futures-account";
import { balanceKey, projectPostings } from "./ledger/posting";
import { readBalances, readPostings } from "./ledger-store";
import { derivativeStatusOf } from "./orders/broker-order";
import { openHarness, type Harness } from "./test-support/desk-harness";

/** The front-month VN30 future of the test market. */
const FUTURE = present(
  testUniverse()
    .instruments.filter(
      (definition) => definition.kind === "INDEX_FUTURE" && definition.underlying === "VN30",
    )
    .sort((a, b) =>
      "lastTradingDate" in a && "lastTradingDate" in b
        ? a.lastTradingDate.localeCompare(b.lastTradingDate)
        : 0,
    )[0],
  "VN30 future",
);
const STOCK = firstOf("STOCK", (definition) => definition.exchange === "HOSE").symbol;
const terms = present(contractTerms(FUTURE.symbol, POLICY));
const COLLATERAL = 500_000_000;

describe.each(TEST_BACKENDS)("futures through the order desk on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let reference: number;
    const settlements: SettlementPriceSet[] = [];
    const long = `F${Date.now() % 1e8}${backend.name.length}8`;
    const short = `G${Date.now() % 1e8}${backend.name.length}8`;

    beforeAll(async () => {
      h = await openHarness(database());
      h.exchange.subscribe((event) => {
        if (event.type === "settlement") settlements.push(event);
      });
      reference = h.exchange.day(FUTURE.symbol)?.reference ?? 0;
      await h.deposit(long, COLLATERAL);
      await h.deposit(short, COLLATERAL);
    });
    afterAll(async () => {
      await h.desk.close();
    });

    it("opens a position: nothing held, fees and tax paid from cash, the average price kept", async () => {
      h.crowd(FUTURE.symbol, "S", reference, 3);
      const answer = await h.place({
        account: long,
        symbol: FUTURE.symbol,
        side: "B",
        price: reference,
        volume: 3,
      });
      if (!answer.ok) throw new Error(`refused ${answer.code}`);
      await h.desk.settle();
      const charges = futuresCharges(reference, 3, terms, POLICY);
      expect(h.desk.balances.cashOf(long)).toMatchObject({
        cash: COLLATERAL - charges.brokerFee - charges.exchangeFee - charges.tax,
        hold: 0,
      });
      expect(h.desk.balances.positionOf(long, FUTURE.symbol)).toEqual({
        net: 3,
        cost: 3 * reference * 1_000,
        marked: 3 * reference * 1_000,
      });
      expect(futuresPositions(h.desk, long)).toEqual([
        { symbol: FUTURE.symbol, net: 3, avg_remain: reference, vmValue: 0 },
      ]);
      const order = h.desk.order(answer.orderNo);
      expect(order && derivativeStatusOf(order)).toBe("7");
      expect(order).toMatchObject({ fee: charges.brokerFee + charges.exchangeFee, tax: charges.tax });
    });

    it("a short rests as P, then part matches as PM", async () => {
      const answer = await h.place({
        account: short,
        symbol: FUTURE.symbol,
        side: "S",
        price: reference + 100,
        volume: 2,
      });
      if (!answer.ok) throw new Error(`refused ${answer.code}`);
      await h.desk.settle();
      expect(derivativeStatusOf(present(h.desk.order(answer.orderNo)))).toBe("P");
      h.crowd(FUTURE.symbol, "B", reference + 100, 1);
      await h.desk.settle();
      expect(derivativeStatusOf(present(h.desk.order(answer.orderNo)))).toBe("PM");
      expect(h.desk.balances.positionOf(short, FUTURE.symbol).net).toBe(-1);
    });

    it("refuses what the margin cannot carry (96012), what is no contract (96016) and futures on a stock account (96031)", async () => {
      const poor = `P${Date.now() % 1e8}8`;
      await h.deposit(poor, 10_000_000);
      expect(
        await h.place({ account: poor, symbol: FUTURE.symbol, side: "B", price: reference, volume: 1 }),
      ).toEqual({
        ok: false,
        code: 96012,
      });
      expect(await h.place({ account: poor, symbol: STOCK, side: "B", price: 10_000, volume: 100 })).toEqual({
        ok: false,
        code: 96016,
      });
      const cashAccount = `C${Date.now() % 1e8}1`;
      await h.deposit(cashAccount, COLLATERAL);
      expect(
        await h.place({
          account: cashAccount,
          symbol: FUTURE.symbol,
          side: "B",
          price: reference,
          volume: 1,
        }),
      ).toEqual({ ok: false, code: 96031 });
    });

    it("marks every position at the close, books the VM and position fee, pays the VM the next morning", async () => {
      const before = h.desk.balances.cashOf(long).cash;
      await h.moveTo("15:00");
      const settlement = settlements.find((event) => event.symbol === FUTURE.symbol);
      expect(settlement).toMatchObject({ final: false });
      const price = present(settlement).price;
      const vm = 3 * (price - reference) * 1_000;
      expect(h.desk.balances.vmDueOf(long)).toBe(vm);
      expect(h.desk.balances.cashOf(long).cash).toBe(before - 3 * POLICY.positionFeePerContractDay);
      expect(h.desk.balances.positionOf(long, FUTURE.symbol).marked).toBe(3 * price * 1_000);
      // The short's rest expired at the close; its one contract is marked too.
      expect(h.desk.balances.vmDueOf(short)).toBe((reference + 100 - price) * 1_000);
      expect(futuresAccountStatus(h.desk, long)).toMatchObject({ vmunpay: vm, im: expect.any(Number) });

      await h.moveTo("08:50", "2025-03-11");
      expect(h.desk.balances.vmDueOf(long)).toBe(0);
      expect(h.desk.balances.cashOf(long).cash).toBe(before - 3 * POLICY.positionFeePerContractDay + vm);
    });

    it("closes the position: what the customer got is the trades' result less fees and tax", async () => {
      await h.moveTo("09:30", "2025-03-11");
      const sellPrice = h.exchange.day(FUTURE.symbol)?.reference ?? 0;
      h.crowd(FUTURE.symbol, "B", sellPrice, 3);
      const answer = await h.place({
        account: long,
        symbol: FUTURE.symbol,
        side: "S",
        price: sellPrice,
        volume: 3,
      });
      if (!answer.ok) throw new Error(`refused ${answer.code}`);
      await h.desk.settle();
      expect(h.desk.balances.positionOf(long, FUTURE.symbol)).toMatchObject({ net: 0, cost: 0 });
      await h.moveTo("15:00", "2025-03-11");
      await h.moveTo("08:50", "2025-03-12");
      expect(h.desk.balances.contractsOf(long)).toEqual([]);
      const open = futuresCharges(reference, 3, terms, POLICY);
      const close = futuresCharges(sellPrice, 3, terms, POLICY);
      const charged = (c: typeof open) => c.brokerFee + c.exchangeFee + c.tax;
      expect(h.desk.balances.cashOf(long).cash).toBe(
        COLLATERAL +
          3 * (sellPrice - reference) * 1_000 -
          charged(open) -
          charged(close) -
          3 * POLICY.positionFeePerContractDay,
      );
    });

    it("the balances are the projection of the journal", async () => {
      const stored = await readBalances(h.desk.sql);
      const projected = projectPostings(await readPostings(h.desk.sql));
      for (const row of stored)
        if (row.account === long || row.account === short)
          expect(projected.get(balanceKey(row.account, row.asset, row.bucket, row.settleDate))).toBe(
            row.amount,
          );
      expect(stored.some((row) => row.account === short && row.bucket === "position")).toBe(true);
    });
  });
});
