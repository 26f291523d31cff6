import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Balances } from "./balances";
import { CASH, posting, type BalanceRow, type Posting } from "./posting";

const ACCOUNTS = ["058C000001", "058C000003"];
const SYMBOLS = ["FPT", "VNM"];
const DATES = ["2026-11-30", "2026-12-01", "2026-12-02"];

/** A posting to a dated or undated bucket; small deltas of both signs, so rows come and go. */
const postingArb: fc.Arbitrary<Posting> = fc
  .record({
    account: fc.constantFrom(...ACCOUNTS),
    symbol: fc.constantFrom(...SYMBOLS),
    kind: fc.constantFrom("cash", "hold", "receivable", "available", "receiving", "cost"),
    date: fc.constantFrom(...DATES),
    delta: fc.integer({ min: -3, max: 3 }),
  })
  .map(({ account, symbol, kind, date, delta }) =>
    kind === "cash" || kind === "hold"
      ? posting(account, CASH, kind, delta, "DEPOSIT", null)
      : kind === "receivable"
        ? posting(account, CASH, "receivable", delta, "BUY_FILL", null, date)
        : kind === "receiving"
          ? posting(account, symbol, "receiving", delta, "BUY_FILL", null, date)
          : posting(account, symbol, kind, delta, "BUY_FILL", null),
  );

/** The dated rows of one asset's bucket, read the slow way: from every row. */
function datedOf(rows: readonly BalanceRow[], account: string, asset: string, bucket: string) {
  return new Map(
    rows
      .filter(
        (row) =>
          row.account === account && row.asset === asset && row.bucket === bucket && row.settleDate !== "",
      )
      .map((row) => [row.settleDate, row.amount]),
  );
}

describe("Balances", () => {
  it("reads receivables and receiving shares by date as the rows have them, as rows come and go", () => {
    fc.assert(
      fc.property(fc.array(fc.array(postingArb, { maxLength: 8 }), { maxLength: 30 }), (steps) => {
        const balances = new Balances();
        for (const step of steps) {
          balances.apply(step);
          const rows = balances.rows();
          for (const account of ACCOUNTS) {
            const receivable = datedOf(rows, account, CASH, "receivable");
            const cash = balances.cashOf(account);
            expect(cash.receivable).toEqual(receivable);
            expect(cash.receivableTotal).toBe([...receivable.values()].reduce((a, b) => a + b, 0));
            for (const symbol of SYMBOLS) {
              const receiving = datedOf(rows, account, symbol, "receiving");
              const holding = balances.holdingOf(account, symbol);
              expect(holding.receiving).toEqual(receiving);
              expect(holding.total).toBe(
                holding.available + holding.hold + [...receiving.values()].reduce((a, b) => a + b, 0),
              );
            }
          }
        }
      }),
    );
  });

  it("reads the dated rows it was loaded with", () => {
    const balances = new Balances([
      { account: "058C000001", asset: "FPT", bucket: "receiving", settleDate: "2026-12-01", amount: 100 },
      { account: "058C000001", asset: CASH, bucket: "receivable", settleDate: "2026-12-02", amount: 5_000 },
    ]);
    expect(balances.holdingOf("058C000001", "FPT").receiving).toEqual(new Map([["2026-12-01", 100]]));
    expect(balances.cashOf("058C000001").receivableTotal).toBe(5_000);
    balances.apply([posting("058C000001", "FPT", "receiving", -100, "SETTLE", null, "2026-12-01")]);
    expect(balances.holdingOf("058C000001", "FPT").receivingTotal).toBe(0);
  });
});
