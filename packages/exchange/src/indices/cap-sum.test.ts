import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CapSum, MAX_CAP_PRICE, splitShares } from "./cap-sum";

describe("exact cap sum", () => {
  it("counts past 2^53 without losing a VND", () => {
    const sum = new CapSum();
    // 9,999,999,999 shares at 999,999 VND and again: ≈ 2e16, beyond double precision
    sum.add(999_999, splitShares(9_999_999_999));
    sum.add(999_999, splitShares(9_999_999_999));
    sum.add(1, splitShares(1));
    expect(sum.toBigInt()).toBe(2n * 999_999n * 9_999_999_999n + 1n);
  });

  it("subtracts below the low limb with a borrow", () => {
    const sum = new CapSum();
    sum.add(1_000, splitShares(100_000_000));
    sum.add(-1, splitShares(1));
    expect(sum.toBigInt()).toBe(99_999_999_999n);
  });

  it("refuses a price change beyond its exact range", () => {
    expect(() => new CapSum().add(MAX_CAP_PRICE + 1, splitShares(1))).toThrow(RangeError);
  });

  it("equals the BigInt sum of any sequence of changes", () => {
    const change = fc.record({
      price: fc.integer({ min: -MAX_CAP_PRICE, max: MAX_CAP_PRICE }),
      shares: fc.integer({ min: 0, max: 50_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const sum = new CapSum();
        let expected = 0n;
        for (const { price, shares } of changes) {
          sum.add(price, splitShares(shares));
          expected += BigInt(price) * BigInt(shares);
        }
        expect(sum.toBigInt()).toBe(expected);
      }),
    );
  });
});
