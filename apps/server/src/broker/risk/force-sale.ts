/**
 * The force sale of a margin account, pure: which shares to sell, how many, at what price, so
 * the ratio is back at the target after the sale's fee and tax — and no more than that.
 *
 * - The target is the call line (the maintenance line) or the convention's initial margin
 *   (`ForceSalePolicy.target`).
 * - Each sale is valued at the day's floor, net of fee and tax: an LO at the floor fills at the
 *   floor or better, and a market order cannot fill below it either, so the plan holds whatever
 *   the fills. The shares kept stay at their mark (the ratio the desk shows); if the sale itself
 *   drags the mark down, the next evaluation plans again on the new marks.
 * - Units: board lots of 100 shares; a holding with fewer than 100 sellable shares is sold whole
 *   as one odd lot. The odd remainder of a larger holding is kept (the odd-lot board is thin and
 *   the lots are enough whenever selling can restore the ratio at all).
 * - Order: holdings are taken in the policy's order (least marginable first by default) and sold
 *   just enough (just-enough.ts): removing any one lot from the plan leaves the ratio below the
 *   target. With the other lines fixed, each convention's ratio is a ratio of two linear
 *   functions of one line's sold volume while a net debt remains, so it moves one way only, and
 *   once the debt is repaid no ratio applies: the search's premise holds.
 * - When nothing restores the target, every sellable share is sold (the most the loan can
 *   recover) and the plan says what the customer must still deposit.
 *
 * The order desk passes the account's facts at the current marks (risk-views `marginFacts`), the
 * sellable shares (the `available` bucket: not held by an open sell, not still arriving), and the
 * day's floors. One plan per account at a time: its working sells hold their shares, which the
 * next plan must not count as sellable again.
 */
import { BOARD_LOT, type OrderBoard } from "@bangia/market";
import { charge, type StockFees } from "../ledger/fee-schedule";
import {
  cashToReachMaintenance,
  loanRateOf,
  marginRatio,
  type MarginAccountFacts,
  type MarginPolicy,
  type RatioConvention,
} from "../ledger/margin-rules";
import { justEnough } from "./just-enough";
import { splitOrders } from "./order-split";
import type { ForceSalePolicy } from "./risk-policy";

/**
 * The initial margin of each convention, ppm: the legal 50% of equity / total assets [bsc], and
 * 100% for Rtt and MR, where buying power reaches zero (docs/margin.md).
 */
export const INITIAL_RATIO_PPM: Readonly<Record<RatioConvention, number>> = {
  "equity-to-assets": 500_000,
  "collateral-to-net-debt": 1_000_000,
  "actual-to-required": 1_000_000,
};

/** Shares the force sale may sell now, and the day's floor they are valued at. */
export interface SellableHolding {
  readonly symbol: string;
  /** The `available` bucket: not held by an open sell, not still arriving (T+2). */
  readonly available: number;
  /** Today's floor price, VND. */
  readonly floor: number;
}

export interface SaleLine {
  readonly symbol: string;
  readonly volume: number;
  /** "odd" only for a holding of fewer than 100 sellable shares, sold whole. */
  readonly board: OrderBoard;
  /** The price the sale is valued at, and an LO's limit: the floor. */
  readonly price: number;
  /** The orders the line is sent as, each within the policy's order cap. */
  readonly orders: readonly number[];
  /** What the orders bring at the floor, net of fee and tax, VND. */
  readonly proceeds: number;
}

export interface ForceSalePlan {
  readonly targetPpm: number;
  /** In the policy's order; empty when the account already meets the target. */
  readonly sales: readonly SaleLine[];
  /** False when even selling every sellable share leaves the ratio below the target. */
  readonly restores: boolean;
  /** The ratio once the sales fill at the floor, ppm; null when no net debt is left. */
  readonly ratioAfterPpm: number | null;
  /** What the customer must still deposit after the sales to reach the target, VND. */
  readonly topUpAfter: number;
}

/** A holding as the plan sells it: `unit` shares at a time, at most `maxUnits` units. */
interface Candidate {
  readonly symbol: string;
  readonly board: OrderBoard;
  readonly unit: number;
  readonly maxUnits: number;
  readonly floor: number;
}

/**
 * The ratio the plan restores under `policy`, ppm.
 *
 * @example saleTargetPpm(DEFAULT_MARGIN_POLICY, "call-line") // 350_000
 * @example saleTargetPpm(DEFAULT_MARGIN_POLICY, "initial") // 500_000
 */
export function saleTargetPpm(policy: MarginPolicy, target: ForceSalePolicy["target"]): number {
  return target === "call-line" ? policy.ratio.maintenancePpm : INITIAL_RATIO_PPM[policy.ratio.convention];
}

/**
 * What `volume` shares sold at `price` bring, net of fee and tax, split into orders of at most
 * `maxOrderVolume`: each order pays its own rounded fee and tax, as the desk charges them.
 *
 * @example saleProceeds(1_000, 50_000, { feePpm: 1_500, sellTaxPpm: 1_000 }, 50_000) // 49_875_000
 */
export function saleProceeds(volume: number, price: number, fees: StockFees, maxOrderVolume: number): number {
  let total = 0;
  for (const order of splitOrders(volume, maxOrderVolume)) {
    const value = order * price;
    total += value - charge(value, fees.feePpm) - charge(value, fees.sellTaxPpm);
  }
  return total;
}

/**
 * The least sale, in the policy's order, that brings the ratio to the target at the floor after
 * fee and tax.
 *
 * @example forceSalePlan(fallen, [{ symbol: "FPT", available: 10_000, floor: 60_000 }], DEFAULT_MARGIN_POLICY, NO_FEES, RISK_POLICY.forceSale).sales // [{ symbol: "FPT", volume: 500, … }]
 */
export function forceSalePlan(
  facts: MarginAccountFacts,
  sellable: readonly SellableHolding[],
  policy: MarginPolicy,
  fees: StockFees,
  options: ForceSalePolicy,
): ForceSalePlan {
  const targetPpm = saleTargetPpm(policy, options.target);
  const candidates = candidatesOf(facts, sellable, policy, options);
  const plan = justEnough(
    candidates.map((candidate) => candidate.maxUnits),
    (units) => {
      const ratio = marginRatio(afterSales(facts, candidates, units, fees, options.maxOrderVolume), policy);
      return ratio === null || ratio >= targetPpm;
    },
  );
  const restores = plan.meets;
  const units = plan.units;
  const sold = afterSales(facts, candidates, units, fees, options.maxOrderVolume);
  const ratioAfterPpm = marginRatio(sold, policy);
  const sales = candidates.flatMap((candidate, index): SaleLine[] => {
    const volume = (units[index] ?? 0) * candidate.unit;
    if (volume === 0) return [];
    return [
      {
        symbol: candidate.symbol,
        volume,
        board: candidate.board,
        price: candidate.floor,
        orders: splitOrders(volume, options.maxOrderVolume),
        proceeds: saleProceeds(volume, candidate.floor, fees, options.maxOrderVolume),
      },
    ];
  });
  const topUpAfter = restores
    ? 0
    : cashToReachMaintenance(sold, { ...policy, ratio: { ...policy.ratio, maintenancePpm: targetPpm } });
  return { targetPpm, sales, restores, ratioAfterPpm, topUpAfter };
}

/** The sellable holdings as units, in the order the policy sells them. */
function candidatesOf(
  facts: MarginAccountFacts,
  sellable: readonly SellableHolding[],
  policy: MarginPolicy,
  options: ForceSalePolicy,
): Candidate[] {
  const held = new Map<string, { volume: number; mark: number }>();
  for (const holding of facts.holdings) {
    const entry = held.get(holding.symbol);
    held.set(holding.symbol, { volume: (entry?.volume ?? 0) + holding.volume, mark: holding.price });
  }
  const seen = new Set<string>();
  const ranked = sellable
    .filter((line) => line.available > 0)
    .map((line) => {
      if (seen.has(line.symbol)) throw new RangeError(`${line.symbol} is listed twice as sellable`);
      seen.add(line.symbol);
      const holding = held.get(line.symbol);
      if (!Number.isSafeInteger(line.available) || holding === undefined || line.available > holding.volume)
        throw new RangeError(`${line.symbol}: ${line.available} sellable exceeds the holding`);
      if (!Number.isSafeInteger(line.floor) || line.floor <= 0)
        throw new RangeError(`${line.symbol}: the floor must be a positive integer, got ${line.floor}`);
      const rate = loanRateOf(line.symbol, policy);
      const value = holding.volume * holding.mark;
      const odd = line.available < BOARD_LOT;
      const candidate: Candidate = {
        symbol: line.symbol,
        board: odd ? "odd" : "lot",
        unit: odd ? line.available : BOARD_LOT,
        maxUnits: odd ? 1 : Math.floor(line.available / BOARD_LOT),
        floor: line.floor,
      };
      // Loan value in VND·ppm, exact: value × rate stays below 2^53 only for modest holdings.
      return { candidate, rate, value, loanValue: BigInt(value) * BigInt(rate) };
    });
  ranked.sort((a, b) => {
    const first =
      options.order === "least-marginable"
        ? a.rate - b.rate || b.value - a.value
        : Number(b.loanValue > a.loanValue) - Number(b.loanValue < a.loanValue) || b.value - a.value;
    return (
      first ||
      (a.candidate.symbol < b.candidate.symbol ? -1 : a.candidate.symbol > b.candidate.symbol ? 1 : 0)
    );
  });
  return ranked.map((entry) => entry.candidate);
}

/** The account once `units` of each candidate are sold at its floor: fewer shares, proceeds due. */
function afterSales(
  facts: MarginAccountFacts,
  candidates: readonly Candidate[],
  units: readonly number[],
  fees: StockFees,
  maxOrderVolume: number,
): MarginAccountFacts {
  const sold = new Map<string, number>();
  let proceeds = 0;
  candidates.forEach((candidate, index) => {
    const volume = (units[index] ?? 0) * candidate.unit;
    if (volume === 0) return;
    sold.set(candidate.symbol, volume);
    proceeds += saleProceeds(volume, candidate.floor, fees, maxOrderVolume);
  });
  if (sold.size === 0) return facts;
  const holdings = facts.holdings.map((holding) => {
    const left = sold.get(holding.symbol) ?? 0;
    if (left === 0) return holding;
    const taken = Math.min(left, holding.volume);
    sold.set(holding.symbol, left - taken);
    return { ...holding, volume: holding.volume - taken };
  });
  // Proceeds of a sale are due at T+2, net of fee and tax, as the ledger books them.
  return { ...facts, holdings, receivableTotal: facts.receivableTotal + proceeds };
}
