import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { present } from "../test-support/present";
import { projectPostings, balanceKey, CASH } from "../ledger/posting";
import type { FuturesPosition } from "../ledger/balances";
import {
  futuresCharges,
  futuresFill,
  payVariationMargin,
  settlePosition,
  variationMargin,
} from "./futures-ledger";
import { contractTerms, DEFAULT_FUTURES_POLICY as POLICY } from "./futures-policy";

const VN30 = present(contractTerms("VN30F2612", POLICY));
const A = "058C0000018";
const S = "VN30F2612";

/** Applies postings to a position and cash, as the desk's balances would. */
function after(position: FuturesPosition, cash: number, postings: Parameters<typeof projectPostings>[0]) {
  const sums = projectPostings(postings);
  const of = (asset: string, bucket: Parameters<typeof balanceKey>[2]) =>
    sums.get(balanceKey(A, asset, bucket)) ?? 0;
  return {
    position: {
      net: position.net + of(S, "position"),
      cost: position.cost + of(S, "cost"),
      marked: position.marked + of(S, "marked"),
    },
    cash: cash + of(CASH, "cash"),
    vmDue: of(CASH, "vm_due"),
  };
}

const FLAT: FuturesPosition = { net: 0, cost: 0, marked: 0 };
const NO_CHARGES = { brokerFee: 0, exchangeFee: 0, tax: 0 };

describe("futures postings", () => {
  it("reads a contract's terms from its code: VN30 1,000 VND a hundredth at 17%, GB05 10,000 at 2.5%", () => {
    expect(VN30).toEqual({ unitValue: 1_000, marginPpm: 170_000 });
    expect(contractTerms("GB05F2612", POLICY)).toEqual({ unitValue: 10_000, marginPpm: 25_000 });
    expect(contractTerms("FPT", POLICY)).toBeNull();
  });

  it("charges per contract and the tax of 0.1% × notional × IM / 2 (one contract at 1,300 points: 11,050)", () => {
    expect(futuresCharges(130_000, 1, VN30, POLICY)).toEqual({
      brokerFee: 3_000,
      exchangeFee: 2_700,
      tax: 11_050,
    });
    expect(futuresCharges(185_030, 3, VN30, POLICY).tax).toBe(
      Math.round(185_030 * 1_000 * 3 * 0.17 * 0.0005),
    );
  });

  it("marks the market-rules example: long 2 @1,845.3, DSP 1,850.0 → +940,000; next DSP 1,838.2 → −2,360,000", () => {
    const fill = futuresFill(A, S, 1, "B", 184_530, 2, FLAT, VN30.unitValue, NO_CHARGES);
    let state = after(FLAT, 0, fill.postings);
    expect(state.position).toEqual({ net: 2, cost: 369_060_000, marked: 369_060_000 });
    const day1 = settlePosition(A, S, state.position, 185_000, false, VN30, POLICY);
    state = after(state.position, state.cash, day1);
    expect(state.vmDue).toBe(940_000);
    expect(state.position.marked).toBe(370_000_000);
    expect(state.cash).toBe(-2 * 2_550);
    expect(variationMargin(state.position, 183_820, VN30.unitValue)).toBe(-2_360_000);
  });

  it("closes at the average price: a short covered at a loss realises it; the VM of the day agrees", () => {
    const open = futuresFill(A, S, 1, "S", 190_000, 4, FLAT, VN30.unitValue, NO_CHARGES);
    const short = after(FLAT, 0, open.postings).position;
    expect(short).toEqual({ net: -4, cost: -760_000_000, marked: -760_000_000 });
    const cover = futuresFill(A, S, 2, "B", 191_000, 3, short, VN30.unitValue, NO_CHARGES);
    expect(cover.realised).toBe(-3 * 1_000 * 1_000);
    const left = after(short, 0, cover.postings).position;
    expect(left).toEqual({ net: -1, cost: -190_000_000, marked: -760_000_000 + 573_000_000 });
    // At a settlement of 191,000 the day's VM is the realised loss plus the open contract's.
    expect(variationMargin(left, 191_000, VN30.unitValue)).toBe(-3_000_000 - 1_000_000);
  });

  it("flips a position through zero: the rest opens at the fill's price", () => {
    const long = after(
      FLAT,
      0,
      futuresFill(A, S, 1, "B", 190_000, 2, FLAT, 1_000, NO_CHARGES).postings,
    ).position;
    const flip = futuresFill(A, S, 2, "S", 192_000, 5, long, 1_000, NO_CHARGES);
    expect(flip.realised).toBe(2 * 2_000 * 1_000);
    expect(after(long, 0, flip.postings).position).toMatchObject({ net: -3, cost: -3 * 192_000 * 1_000 });
  });

  it("settles finally: the last VM, the position closed, fees and tax on the contracts closed", () => {
    const position = { net: -2, cost: -380_000_000, marked: -381_000_000 };
    const state = after(position, 0, settlePosition(A, S, position, 189_000, true, VN30, POLICY));
    expect(state.vmDue).toBe(-2 * 189_000 * 1_000 + 381_000_000);
    expect(state.position).toEqual({ net: 0, cost: 0, marked: 0 });
    const charges = futuresCharges(189_000, 2, VN30, POLICY);
    expect(state.cash).toBe(-(charges.brokerFee + charges.exchangeFee + charges.tax));
  });

  it("pays the VM booked at the close into cash", () => {
    expect(after(FLAT, 0, payVariationMargin(A, -1_500_000))).toMatchObject({
      cash: -1_500_000,
      vmDue: 1_500_000,
    });
    expect(payVariationMargin(A, 0)).toEqual([]);
  });

  it("property: over any fills and daily marks, the VM paid is the trading result at the final price", () => {
    const fills = fc.array(
      fc.record({
        side: fc.constantFrom<"B" | "S">("B", "S"),
        price: fc.integer({ min: 1_700, max: 2_100 }).map((points) => points * 100),
        volume: fc.integer({ min: 1, max: 50 }),
        markAfter: fc.boolean(),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(fills, fc.integer({ min: 1_700, max: 2_100 }), (trades, finalPoints) => {
        let position = FLAT;
        let cash = 0;
        let vmPaid = 0;
        let flow = 0;
        for (const trade of trades) {
          const fill = futuresFill(
            A,
            S,
            1,
            trade.side,
            trade.price,
            trade.volume,
            position,
            1_000,
            NO_CHARGES,
          );
          position = after(position, cash, fill.postings).position;
          flow -= (trade.side === "B" ? 1 : -1) * trade.price * trade.volume * 1_000;
          if (trade.markAfter) {
            const state = after(
              position,
              cash,
              settlePosition(A, S, position, trade.price, false, VN30, POLICY),
            );
            vmPaid += state.vmDue;
            cash = state.cash;
            position = state.position;
          }
        }
        const final = finalPoints * 100;
        const closing = after(position, 0, settlePosition(A, S, position, final, true, VN30, POLICY));
        vmPaid += closing.vmDue;
        // Cash flows of the trades plus the final position valued at the final price.
        expect(vmPaid).toBe(flow + position.net * final * 1_000);
        expect(closing.position).toEqual(FLAT);
      }),
    );
  });
});
