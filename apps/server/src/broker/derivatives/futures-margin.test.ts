import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { present } from "../test-support/present";
import {
  accountMargin,
  exposureOf,
  FUTURES_REFUSALS,
  futuresOrderRefusal,
  marginPerContract,
  maxContracts,
  type ContractExposure,
} from "./futures-margin";
import { contractTerms, DEFAULT_FUTURES_POLICY as POLICY } from "./futures-policy";

const terms = present(contractTerms("VN30F2612", POLICY));
const flat: ContractExposure = {
  net: 0,
  openBuys: 0,
  openSells: 0,
  markPrice: 185_000,
  terms,
  intradayVm: 0,
};
/** IM of one contract at 1,850.00: 17% × 185,000,000 = 31,450,000 (market-rules §8). */
const IM = 31_450_000;

describe("futures margin", () => {
  it("holds 17% of the notional per contract, rounded up", () => {
    expect(marginPerContract(185_000, terms)).toBe(IM);
    expect(marginPerContract(185_001, terms)).toBe(31_450_170);
    // A bond future: 2.5% of 100,001 × 10,000.
    const bond = present(contractTerms("GB05F2612", POLICY));
    expect(marginPerContract(100_001, bond)).toBe(25_000_250);
    expect(marginPerContract(1, { unitValue: 10_000, marginPpm: 25_001 })).toBe(251); // 250.01 rounded up
  });

  it.each([
    [{ net: 3, openBuys: 0, openSells: 0 }, 3],
    [{ net: 3, openBuys: 2, openSells: 0 }, 5],
    // A sell that closes the long adds nothing; one that flips it is counted short.
    [{ net: 3, openBuys: 0, openSells: 3 }, 3],
    [{ net: 3, openBuys: 0, openSells: 7 }, 4],
    [{ net: -2, openBuys: 1, openSells: 0 }, 2],
    [{ net: 0, openBuys: 4, openSells: 6 }, 6],
  ])("exposure of %o is %i contracts", (contract, expected) => {
    expect(exposureOf(contract)).toBe(expected);
  });

  it("counts an open loss into the requirement and a gain not, and gives the usage ratio in ppm", () => {
    const losing = accountMargin([{ ...flat, net: 2, intradayVm: -1_000_000 }], 100_000_000, 0);
    expect(losing).toEqual({
      im: 2 * IM,
      required: 2 * IM + 1_000_000,
      assets: 100_000_000,
      usagePpm: 639_000,
    });
    const gaining = accountMargin([{ ...flat, net: 2, intradayVm: 5_000_000 }], 100_000_000, -3_000_000);
    expect(gaining).toMatchObject({ required: 2 * IM, assets: 97_000_000 });
    expect(accountMargin([], 0, 0).usagePpm).toBe(0);
    expect(accountMargin([{ ...flat, net: 1 }], -5, 0).usagePpm).toBeNull();
  });

  it("refuses an opening order past the 80% cap (96012) and takes it at the cap", () => {
    // 2 contracts need 62,900,000: 80% of 78,625,000 exactly.
    expect(futuresOrderRefusal("B", 2, flat, [], 78_625_000, 0, POLICY)).toBeNull();
    expect(futuresOrderRefusal("B", 2, flat, [], 78_624_999, 0, POLICY)).toBe(FUTURES_REFUSALS.MARGIN);
  });

  it("takes a closing order without margin, even when the account is past the cap", () => {
    const long = { ...flat, net: 5, intradayVm: -40_000_000 };
    expect(futuresOrderRefusal("S", 5, long, [], 10_000_000, 0, POLICY)).toBeNull();
    // Selling 6 can leave at most 1 short: still less than the 5 long the margin is held for.
    expect(futuresOrderRefusal("S", 6, long, [], 10_000_000, 0, POLICY)).toBeNull();
    expect(futuresOrderRefusal("S", 11, long, [], 10_000_000, 0, POLICY)).toBe(FUTURES_REFUSALS.MARGIN);
  });

  it("refuses a position past the limit (96038) before the margin", () => {
    const big = { ...flat, net: 4_990, markPrice: 100 };
    expect(futuresOrderRefusal("B", 10, big, [], 1e15, 0, POLICY)).toBeNull();
    expect(futuresOrderRefusal("B", 11, big, [], 1e15, 0, POLICY)).toBe(FUTURES_REFUSALS.MAX_POSITION);
    expect(futuresOrderRefusal("S", 11, big, [], 0, 0, POLICY)).toBeNull();
  });

  it("max long and short: the closing part free, the opening part what the cap leaves, ≤ 500", () => {
    expect(maxContracts("B", 185_000, flat, [], 100_000_000, 0, POLICY, 500)).toBe(2);
    const short = { ...flat, net: -3 };
    // Three to close, then three long on the margin the short already holds (80% carries 2).
    expect(maxContracts("B", 185_000, short, [], 100_000_000, 0, POLICY, 500)).toBe(6);
    expect(maxContracts("S", 185_000, short, [], 100_000_000, 0, POLICY, 500)).toBe(0);
    expect(maxContracts("B", 185_000, flat, [], 1e13, 0, POLICY, 500)).toBe(500);
  });

  it("property: an order of max long passes, and one more contract is refused unless capped", () => {
    const contract = fc.record({
      net: fc.integer({ min: -50, max: 50 }),
      openBuys: fc.integer({ min: 0, max: 20 }),
      openSells: fc.integer({ min: 0, max: 20 }),
      markPrice: fc.integer({ min: 1_500, max: 2_200 }).map((points) => points * 100),
      intradayVm: fc.integer({ min: -50_000_000, max: 50_000_000 }),
    });
    fc.assert(
      fc.property(
        contract,
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.constantFrom<"B" | "S">("B", "S"),
        (fields, cash, side) => {
          const exposure: ContractExposure = { ...fields, terms };
          const max = maxContracts(side, 0, exposure, [], cash, 0, POLICY, 500);
          if (max > 0) expect(futuresOrderRefusal(side, max, exposure, [], cash, 0, POLICY)).toBeNull();
          if (max < 500)
            expect(futuresOrderRefusal(side, max + 1, exposure, [], cash, 0, POLICY)).not.toBeNull();
        },
      ),
    );
  });
});
