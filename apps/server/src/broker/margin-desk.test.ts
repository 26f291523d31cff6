import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BACKENDS, useTestDatabase } from "../db/test-support/test-backends";
import { firstOf } from "../market/rows/test-support/test-market";
import { balanceKey, CASH } from "./ledger/posting";
import { dailyInterest, DEFAULT_MARGIN_POLICY as POLICY, loanRateOf } from "./ledger/margin-rules";
import { openHarness, type Harness } from "./test-support/desk-harness";
import { present } from "./test-support/present";

/** A marginable stock (50% on the default list) and one off the list. */
const MARGINABLE = "FPT";
const CASH_ONLY = firstOf(
  "STOCK",
  (definition) => definition.exchange === "HOSE" && loanRateOf(definition.symbol, POLICY) === 0,
).symbol;

describe.each(TEST_BACKENDS)("margin accounts through the order desk on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let price: number;
    const stamp = `${Date.now() % 1e7}${backend.name.length}`;
    const margin = `M${stamp}6`;
    const cashOnly = `N${stamp}1`;

    beforeAll(async () => {
      h = await openHarness(database());
      price = present(h.exchange.day(MARGINABLE), "FPT's day").reference;
      await h.deposit(margin, 100_000_000);
      await h.deposit(cashOnly, 100_000_000);
    });
    afterAll(async () => {
      await h.desk.close();
    });

    it("a margin account buys beyond its cash on a marginable stock; a cash account is refused 96012", async () => {
      const volume = Math.floor(150_000_000 / price / 100) * 100;
      expect(await h.place({ account: cashOnly, symbol: MARGINABLE, side: "B", price, volume })).toEqual({
        ok: false,
        code: 96012,
      });
      h.crowd(MARGINABLE, "S", price, volume);
      const answer = await h.place({ account: margin, symbol: MARGINABLE, side: "B", price, volume });
      expect(answer.ok).toBe(true);
      await h.desk.settle();
      const cash = h.desk.balances.cashOf(margin);
      expect(cash.hold).toBe(0);
      // The loan is the cash below zero: value and fee beyond the deposit.
      expect(cash.cash).toBe(100_000_000 - price * volume - Math.round((price * volume * 1_500) / 1_000_000));
      expect(cash.cash).toBeLessThan(0);
    });

    it("a stock off the marginable list needs cash: refused once the cash is lent out", async () => {
      const day = present(h.exchange.day(CASH_ONLY), "day");
      expect(
        await h.place({ account: margin, symbol: CASH_ONLY, side: "B", price: day.reference, volume: 100 }),
      ).toEqual({
        ok: false,
        code: 96012,
      });
    });

    it("the loan accrues simple interest per calendar day, collected on the month's first trading day", async () => {
      const loan = -h.desk.balances.cashOf(margin).cash;
      const interest = () => -h.desk.balances.amount(balanceKey(margin, CASH, "interest"));
      await h.moveTo("08:50", "2025-03-11");
      const perDay = dailyInterest(loan, POLICY);
      expect(interest()).toBe(perDay);
      await h.moveTo("08:50", "2025-03-17"); // Monday: Friday to Monday is three days
      expect(interest()).toBe(perDay * 7);
      const cashBefore = h.desk.balances.cashOf(margin).cash;
      await h.moveTo("08:50", "2025-04-01");
      // March's interest (to the 31st) leaves cash on 1 April; April's first day accrues anew.
      expect(h.desk.balances.cashOf(margin).cash).toBe(cashBefore - perDay * 21);
      expect(interest()).toBe(dailyInterest(loan + perDay * 21, POLICY));
    });
  });

  describe.skipIf(backend.skip)("the broker's room on a symbol", () => {
    const database = useTestDatabase(backend);
    let h: Harness;
    let price: number;
    const stamp = `${Date.now() % 1e7}${backend.name.length}`;
    const first = `R${stamp}6`;
    const second = `S${stamp}3`;

    beforeAll(async () => {
      // 100 million VND of loan value on FPT across every margin account.
      h = await openHarness(database(), "09:20", {
        margin: { ...POLICY, symbolRoom: { [MARGINABLE]: 100_000_000 } },
      });
      price = present(h.exchange.day(MARGINABLE), "FPT's day").reference;
      await h.deposit(first, 100_000_000);
      await h.deposit(second, 100_000_000);
    });
    afterAll(async () => {
      await h.desk.close();
    });

    it("refuses a buy past the room (-20606); the same as an out-room order is paid in cash", async () => {
      const lots = (value: number) => Math.floor(value / price / 100) * 100;
      // 150 million at 50% lends 75 million of the room.
      expect(
        (await h.place({ account: first, symbol: MARGINABLE, side: "B", price, volume: lots(150_000_000) }))
          .ok,
      ).toBe(true);
      // 60 million more would lend 30 million: past the 25 million left.
      expect(
        await h.place({ account: second, symbol: MARGINABLE, side: "B", price, volume: lots(60_000_000) }),
      ).toEqual({
        ok: false,
        code: -20606,
      });
      // Out-room: no loan, so 60 million of cash pays it, and 150 million is beyond it.
      expect(
        (
          await h.place({
            account: second,
            symbol: MARGINABLE,
            side: "B",
            price,
            volume: lots(60_000_000),
            outRoom: true,
          })
        ).ok,
      ).toBe(true);
      expect(
        await h.place({
          account: second,
          symbol: MARGINABLE,
          side: "B",
          price,
          volume: lots(150_000_000),
          outRoom: true,
        }),
      ).toEqual({ ok: false, code: 96012 });
    });
  });
});
