/**
 * The rules of a margin account (account types 3 and 6), pure: what it may borrow, what it may
 * buy, how its margin ratio stands against the broker's lines, what it takes to restore it, and
 * the day's interest. The order desk gives it the account's balances at a point in its sequence.
 *
 * The model: the loan is negative cash. Buying beyond the cash drives the `cash` bucket below
 * zero, and that shortfall is the debt; deposits and settled sale proceeds land in the same
 * bucket and so repay it first. Sale proceeds still due (receivables) settle into that bucket,
 * so the ratios net them against the debt, as the Rtt convention does (broker-facts §3), and
 * spending them before they arrive is a loan until they do (a cash advance at the loan's rate).
 *
 * Definitions, all VND (V = market value of the holdings at their mark prices):
 * - net cash      = cash + receivables − accrued interest (negative: the net debt);
 * - margin value  = ⌊Σ volume × price × loan rate⌋, over the holdings and the open buys;
 * - equity        = net cash + hold + V;
 * - total assets  = max(0, net cash) + hold + V, so equity = total assets − net debt;
 * - buying power  = net cash + margin value, at most cash + lending limit (VDSC, Pinetree).
 * The three ratio conventions of broker-facts §3 read these same numbers. Buying power ≥ 0 is
 * the initial-margin requirement: it is Rtt ≥ 100%, it is HSC's MR ≥ 100% (no buy open), and it
 * keeps equity / total assets at 50% or more (no loan rate is above 50%). So a buy the account
 * may make never leaves it below its initial margin.
 *
 * Money is integer VND, rates are parts per million, and products that can pass 2^53 are
 * BigInt; ratios are ppm integers rounded down, and no decision reads a float.
 *
 * The examples use two accounts under the default policy: `loaned` holds 10,000 FPT at 100,000
 * VND bought with 400M VND of loan ({ cash: -400_000_000, hold: 0, receivableTotal: 0,
 * holdings: [{ symbol: "FPT", volume: 10_000, price: 100_000 }] }); `fallen` is the same with
 * FPT at 60,000.
 *
 * Known limits: no per-symbol lending room (Pinetree caps each symbol's buying power by the room
 * left for it), no broker-wide lending limit, one maintenance line for calls and sales (HSC
 * sells back to 100%, not to its call line), and `valueToSell` sells the portfolio pro rata.
 */
import { assertSafeInteger, BOARD_LOT, divideRounded, type MarginCallStatus } from "@bangia/market";
import type { StockFees } from "./fee-schedule";

const MILLION = 1_000_000;
const MILLION_N = 1_000_000n;
/** Decision 87/QĐ-UBCK: a broker lends at most 50% of a security's value [bsc][vfs-mg]. */
export const LEGAL_MAX_LOAN_RATE_PPM = 500_000;

/** How the margin ratio is defined; brokers differ (broker-facts §3). */
export type RatioConvention =
  /** Equity / total assets (SSI, Pinetree). */
  | "equity-to-assets"
  /** Rtt = margin value / net debt, the debt less cash and proceeds due (DNSE, DSC, VPBankS). */
  | "collateral-to-net-debt"
  /** Actual / required margin: equity / Σ value × (1 − loan rate) (HSC's MR). */
  | "actual-to-required";

/**
 * The broker's lines under one convention, ppm of the ratio. A ratio on a line counts as
 * meeting it: at or above `maintenancePpm` is SAFE, at or above `forceSalePpm` is CALL (top up
 * or sell back to the maintenance line), below it FORCE_SALE.
 */
export interface RatioLines {
  readonly convention: RatioConvention;
  readonly maintenancePpm: number;
  readonly forceSalePpm: number;
}

/** Each convention with a published broker's lines. */
export const RATIO_PRESETS: Readonly<Record<RatioConvention, RatioLines>> = {
  // SSI: force sale below 25%, warning 25–35%, safe above 35% [ssi-mg].
  "equity-to-assets": { convention: "equity-to-assets", maintenancePpm: 350_000, forceSalePpm: 250_000 },
  // DNSE: safe from 100% (buying power ≥ 0), call below 87%, force sale below 80% [dnse-rtt].
  "collateral-to-net-debt": {
    convention: "collateral-to-net-debt",
    maintenancePpm: 870_000,
    forceSalePpm: 800_000,
  },
  // HSC: trades from 100%, call below 80%, immediate sale below 60% [hsc-eq].
  "actual-to-required": { convention: "actual-to-required", maintenancePpm: 800_000, forceSalePpm: 600_000 },
};

export interface MarginPolicy {
  /**
   * The marginable list: loan rate per symbol, ppm of market value (500,000 = 50%). A symbol
   * not listed lends nothing and is bought with cash only.
   */
  readonly loanRatesPpm: Readonly<Record<string, number>>;
  /** Simple interest on the debt, ppm per day, charged at each day's end. */
  readonly dailyInterestPpm: number;
  /** The most the account may owe, VND. */
  readonly lendingLimit: number;
  readonly ratio: RatioLines;
  /**
   * The broker's room per symbol: the most loan value (volume × price × loan rate) it lends
   * against one symbol across every margin account, VND; `defaultSymbolRoom` for a symbol not
   * listed. A buy past it is refused -20606, and may go as an out-room order paid 100% in cash.
   */
  readonly symbolRoom: Readonly<Record<string, number>>;
  readonly defaultSymbolRoom: number;
}

/**
 * This project's marginable list, from the VN30 members: the largest banks and blue chips at the
 * legal cap of 50%, a few at 40% and 30%, the rest of the VN30 not marginable. Illustrative:
 * each broker sets its own list and rates [vdsc-mg], within HOSE's quarterly ineligible list
 * [vne-list].
 */
export const DEFAULT_LOAN_RATES_PPM: Readonly<Record<string, number>> = {
  ACB: 500_000,
  BID: 500_000,
  CTG: 500_000,
  FPT: 500_000,
  HDB: 500_000,
  HPG: 500_000,
  MBB: 500_000,
  MWG: 500_000,
  TCB: 500_000,
  VCB: 500_000,
  VNM: 500_000,
  VPB: 500_000,
  GAS: 400_000,
  MSN: 400_000,
  SSI: 400_000,
  STB: 400_000,
  VHM: 400_000,
  VIB: 400_000,
  DGC: 300_000,
  VIC: 300_000,
  VJC: 300_000,
  VRE: 300_000,
};

export const DEFAULT_MARGIN_POLICY: MarginPolicy = {
  loanRatesPpm: DEFAULT_LOAN_RATES_PPM,
  // 0.0375%/day, VNDIRECT's rate [vnd-fee]; HSC charges 0.04%/day [hsc-mg].
  dailyInterestPpm: 375,
  // A per-account limit is the broker's choice; 5 billion VND is this project's.
  lendingLimit: 5_000_000_000,
  ratio: RATIO_PRESETS["equity-to-assets"],
  // The broker's own capital sets it; 200 billion VND of loan value per symbol is this project's.
  symbolRoom: {},
  defaultSymbolRoom: 200_000_000_000,
};

/** The code of a margin buy past the symbol's room (order-entry §8: suggest an out-room order). */
export const OUT_OF_ROOM = -20606;

/**
 * -20606 when a margin buy adding `orderLoanValue` to the `used` loan value of its symbol would
 * pass the symbol's room.
 *
 * @example roomRefusal("FPT", 199_000_000_000, 2_000_000_000, DEFAULT_MARGIN_POLICY) // -20606
 */
export function roomRefusal(
  symbol: string,
  used: number,
  orderLoanValue: number,
  policy: MarginPolicy,
): typeof OUT_OF_ROOM | null {
  if (orderLoanValue <= 0) return null;
  const room = policy.symbolRoom[symbol] ?? policy.defaultSymbolRoom;
  return used + orderLoanValue > room ? OUT_OF_ROOM : null;
}

/** The policy for an out-room order: the symbol lends nothing, so the buy is paid in cash. */
export function outRoomPolicy(symbol: string, policy: MarginPolicy): MarginPolicy {
  return { ...policy, loanRatesPpm: { ...policy.loanRatesPpm, [symbol]: 0 } };
}

/** One line of securities: held shares (or an open buy's leaves), valued at a mark price. */
export interface MarginHolding {
  readonly symbol: string;
  /** Shares: available + hold + receiving for a holding; the open volume for an open buy. */
  readonly volume: number;
  /** VND per share: the mark price for a holding, the hold price for an open buy. */
  readonly price: number;
}

/**
 * A margin account's balances, VND. `cash`, `hold` and `receivableTotal` are the ledger's cash
 * position as it stands (`Balances.cashOf`).
 */
export interface MarginAccountFacts {
  /** The cash bucket; below zero it is the loan. */
  readonly cash: number;
  /** Cash held for open buy orders. */
  readonly hold: number;
  /** Sale proceeds due, net of fee and tax. */
  readonly receivableTotal: number;
  readonly holdings: readonly MarginHolding[];
  /**
   * Open buy orders, which lend on what they will buy; their cash is in `hold`. Absent: none.
   * Pass them whenever `hold` is not zero, or an open buy's shares count as nothing.
   */
  readonly openBuys?: readonly MarginHolding[];
  /** Interest charged and not yet collected. Absent: 0. */
  readonly accruedInterest?: number;
}

/** A buy as the pre-trade check sees it. */
export interface MarginBuy {
  readonly symbol: string;
  /** Price × volume, VND. */
  readonly value: number;
  /** What the order holds: value and the most its fee can come to (`cashHoldOf`), VND. */
  readonly cost: number;
}

/** The wire's call status, decided here. */
export type MarginStatus = MarginCallStatus;

/** The refusal of a buy the account cannot carry: the buying-power code of the pre-trade checks. */
/** Order-entry §8 96012, insufficient buying power: the pre-trade checks answer it too. */
export const INSUFFICIENT_BUYING_POWER = 96012;
export type MarginRefusal = typeof INSUFFICIENT_BUYING_POWER;

/**
 * The loan rate of a symbol, ppm; 0 when it is not on the marginable list.
 *
 * @example loanRateOf("FPT", DEFAULT_MARGIN_POLICY) // 500_000
 * @example loanRateOf("XYZ", DEFAULT_MARGIN_POLICY) // 0
 */
export function loanRateOf(symbol: string, policy: MarginPolicy): number {
  // Object.hasOwn: a symbol spelled like an Object property ("constructor") lends nothing.
  if (!Object.hasOwn(policy.loanRatesPpm, symbol)) return 0;
  const rate = policy.loanRatesPpm[symbol] ?? 0;
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > LEGAL_MAX_LOAN_RATE_PPM)
    throw new RangeError(`loan rate of ${symbol} must be 0–${LEGAL_MAX_LOAN_RATE_PPM} ppm, got ${rate}`);
  return rate;
}

/**
 * Checks a policy once, where it is configured: rates within the legal cap, non-negative
 * interest and limit, and 0 < force-sale line ≤ maintenance line ≤ 100%.
 *
 * @example assertMarginPolicy(DEFAULT_MARGIN_POLICY) // passes
 */
export function assertMarginPolicy(policy: MarginPolicy): void {
  for (const symbol of Object.keys(policy.loanRatesPpm)) loanRateOf(symbol, policy);
  assertNonNegative(policy.dailyInterestPpm, "dailyInterestPpm");
  assertNonNegative(policy.lendingLimit, "lendingLimit");
  const { maintenancePpm, forceSalePpm } = policy.ratio;
  // Up to 100%, the lines sit where selling always raises the ratio, which `valueToSell` needs.
  if (
    !Number.isSafeInteger(forceSalePpm) ||
    !Number.isSafeInteger(maintenancePpm) ||
    forceSalePpm <= 0 ||
    forceSalePpm > maintenancePpm ||
    maintenancePpm > MILLION
  )
    throw new RangeError(
      `ratio lines must satisfy 0 < forceSale ≤ maintenance ≤ ${MILLION} ppm, got ${forceSalePpm} and ${maintenancePpm}`,
    );
}

/**
 * The loan: the cash bucket below zero. Interest runs on it and the lending limit caps it.
 *
 * @example debt(loaned) // 400_000_000
 */
export function debt(facts: MarginAccountFacts): number {
  assertSafeInteger(facts.cash, "cash");
  return Math.max(0, -facts.cash);
}

/**
 * What the account owes once its proceeds due settle: the loan and the accrued interest, less
 * the receivables (and any cash). The ratios read this; 0 means the loan is covered.
 *
 * @example netDebt({ ...loaned, receivableTotal: 100_000_000 }) // 300_000_000
 */
export function netDebt(facts: MarginAccountFacts): number {
  return toNumber(netDebtOf(positionOf(facts, null)), "net debt");
}

/**
 * What the holdings lend: ⌊Σ volume × price × loan rate⌋, rounded down once on the total, so
 * the broker never lends a fraction of a dong more than its rates give.
 *
 * @example marginValueOf([{ symbol: "FPT", volume: 1_000, price: 100_000 }], DEFAULT_MARGIN_POLICY) // 50_000_000
 */
export function marginValueOf(holdings: readonly MarginHolding[], policy: MarginPolicy): number {
  return toNumber(collateralPpmOf(holdings, policy) / MILLION_N, "margin value");
}

/**
 * Total assets: the holdings at their mark, the cash held for buys, and cash and proceeds due
 * net of the loan and interest they settle (so spending proceeds before they arrive does not
 * swell both assets and debt).
 *
 * @example totalAssets(loaned) // 1_000_000_000
 */
export function totalAssets(facts: MarginAccountFacts): number {
  const position = positionOf(facts, null);
  const netCash = position.netCash > 0n ? position.netCash : 0n;
  return toNumber(netCash + position.hold + position.value, "total assets");
}

/**
 * Equity (net assets, SHS "Tài sản ròng"): everything the account has less everything it owes.
 * Negative when the debt exceeds the assets.
 *
 * @example equity(loaned) // 600_000_000
 */
export function equity(facts: MarginAccountFacts): number {
  return toNumber(equityOf(positionOf(facts, null)), "equity");
}

/**
 * Buying power, the VDSC formula: cash + proceeds due + Σ volume × price × loan rate − debt −
 * interest owed (Pinetree's basic buying power is the same number), at most cash + lending limit
 * so the loan never passes the limit. Negative when the account is short of its initial margin.
 * It is what a non-marginable buy can use at most; a marginable one buys up to
 * buying power / (1 − loan rate) of value (`maxBuyVolume`).
 *
 * @example buyingPower(loaned, DEFAULT_MARGIN_POLICY) // 100_000_000 (−400M + 500M of margin value)
 */
export function buyingPower(facts: MarginAccountFacts, policy: MarginPolicy): number {
  const position = positionOf(facts, policy);
  const basic = basicBuyingPowerOf(position);
  const cap = BigInt(facts.cash) + BigInt(policy.lendingLimit);
  return toNumber(basic < cap ? basic : cap, "buying power");
}

/**
 * The pre-trade check of a buy on a margin account: null when the account can carry it, else
 * 96012. The account may buy when, with the order held,
 * - its buying power stays at or above zero, the order's own loan value counted (so a
 *   marginable symbol needs only its initial margin in buying power);
 * - the loan stays within the lending limit;
 * - a non-marginable symbol is paid from cash and proceeds due alone, never from the loan.
 *
 * @example canBuyOnMargin({ symbol: "FPT", value: 100_000_000, cost: 100_150_000 }, loaned, DEFAULT_MARGIN_POLICY) // null
 * @example canBuyOnMargin({ symbol: "FPT", value: 200_000_000, cost: 200_300_000 }, loaned, DEFAULT_MARGIN_POLICY) // 96012
 */
export function canBuyOnMargin(
  order: MarginBuy,
  facts: MarginAccountFacts,
  policy: MarginPolicy,
): MarginRefusal | null {
  assertNonNegative(order.value, "order value");
  assertNonNegative(order.cost, "order cost");
  const rate = loanRateOf(order.symbol, policy);
  return fitsBuy(positionOf(facts, policy), BigInt(facts.cash), BigInt(order.cost), {
    loanPpm: BigInt(order.value) * BigInt(rate),
    rate,
    limit: BigInt(policy.lendingLimit),
  })
    ? null
    : INSUFFICIENT_BUYING_POWER;
}

/**
 * The most shares of `symbol` the account can buy at `price`, in whole `lot`s, fee included:
 * Pinetree's buying power / IMR(X) with IMR = 1 − loan rate, within the lending limit, and cash
 * only for a symbol off the marginable list. The largest volume `canBuyOnMargin` accepts with
 * the hold a new limit order takes (value + ⌈fee⌉).
 *
 * @example maxBuyVolume("FPT", 100_000, loaned, DEFAULT_MARGIN_POLICY, DEFAULT_FEE_SCHEDULE["6"]) // 1_900 (100M / 50.15%)
 * @example maxBuyVolume("SAB", 50_000, loaned, DEFAULT_MARGIN_POLICY, DEFAULT_FEE_SCHEDULE["6"]) // 0 (not marginable: cash only)
 */
export function maxBuyVolume(
  symbol: string,
  price: number,
  facts: MarginAccountFacts,
  policy: MarginPolicy,
  fees: StockFees,
  lot: number = BOARD_LOT,
): number {
  assertPositive(price, "price");
  assertPositive(lot, "lot");
  assertNonNegative(fees.feePpm, "feePpm");
  const rate = loanRateOf(symbol, policy);
  const position = positionOf(facts, policy);
  const cash = BigInt(facts.cash);
  const limit = BigInt(policy.lendingLimit);
  const lotValue = BigInt(price) * BigInt(lot);
  const fits = (lots: bigint): boolean => {
    const value = lotValue * lots;
    const cost = value + ceilDivBig(value * BigInt(fees.feePpm), MILLION_N);
    return fitsBuy(position, cash, cost, { loanPpm: value * BigInt(rate), rate, limit });
  };
  // A buy of value v takes more than v × IMR − 1 of buying power once its own loan is counted
  // (the loan value is rounded down), so fewer than (buying power + 1) / (lot value × IMR) lots
  // fit; the largest that does is found by halving, as a larger buy never fits where a smaller
  // one does not.
  const basic = basicBuyingPowerOf(position);
  if (basic < 0n) return 0;
  let low = 0n;
  let high = ((basic + 1n) * MILLION_N) / (lotValue * BigInt(MILLION - rate));
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (fits(middle)) low = middle;
    else high = middle - 1n;
  }
  return toNumber(low * BigInt(lot), "volume");
}

/**
 * The margin ratio under the policy's convention, ppm rounded down; null when there is no net
 * debt (no loan left once cash and proceeds due settle), where no ratio applies and the account
 * is safe. A loan with nothing counted behind it reads 0; a ratio above 2^53 ppm reads as 2^53.
 *
 * @example marginRatio(loaned, DEFAULT_MARGIN_POLICY) // 600_000 (60%: 600M of 1,000M)
 * @example marginRatio(fallen, DEFAULT_MARGIN_POLICY) // 333_333 (200M of 600M)
 */
export function marginRatio(facts: MarginAccountFacts, policy: MarginPolicy): number | null {
  return ratioOf(positionOf(facts, policy), policy.ratio.convention);
}

/**
 * Where the account stands against the broker's lines: SAFE at or above the maintenance line,
 * CALL from the force-sale line up to it, FORCE_SALE below. A ratio exactly on a line meets it.
 *
 * @example marginStatus(loaned, DEFAULT_MARGIN_POLICY) // "SAFE"
 * @example marginStatus(fallen, DEFAULT_MARGIN_POLICY) // "CALL"
 */
export function marginStatus(facts: MarginAccountFacts, policy: MarginPolicy): MarginStatus {
  return statusAtRatio(marginRatio(facts, policy), policy.ratio);
}

/**
 * SHS "Tiền cần nộp để về tỷ lệ duy trì": the least deposit that lifts the ratio back to the
 * maintenance line, VND; 0 when it is there. A deposit repays the loan, so it never exceeds the
 * net debt (paying that off leaves no ratio to meet).
 *
 * @example cashToReachMaintenance(fallen, DEFAULT_MARGIN_POLICY) // 10_000_000 (210M of 600M is 35%)
 */
export function cashToReachMaintenance(facts: MarginAccountFacts, policy: MarginPolicy): number {
  const position = positionOf(facts, policy);
  const owed = netDebtOf(position);
  if (owed === 0n) return 0;
  const line = BigInt(policy.ratio.maintenancePpm);
  assertPositive(policy.ratio.maintenancePpm, "maintenancePpm");
  const equityNow = equityOf(position);
  let need: bigint;
  switch (policy.ratio.convention) {
    case "equity-to-assets": {
      // (equity + d) / assets ≥ line; a deposit below the net debt leaves the assets as they are.
      const assets = position.hold + position.value;
      need = assets === 0n ? owed : ceilDivBig(line * assets, MILLION_N) - equityNow;
      break;
    }
    case "collateral-to-net-debt":
      // margin value / (net debt − d) ≥ line.
      need = owed - (position.collateral * MILLION_N) / line;
      break;
    case "actual-to-required": {
      const required = requiredMarginOf(position);
      need = required <= 0n ? owed : ceilDivBig(line * required, MILLION_N) - equityNow;
      break;
    }
  }
  return toNumber(need < 0n ? 0n : need > owed ? owed : need, "cash to reach maintenance");
}

/**
 * SHS "Giá trị CK cần bán": the least market value of securities to sell, pro rata across the
 * holdings, whose proceeds (net of the sale's fee and tax) bring the ratio back to the maintenance
 * line, VND; 0 when it is there. When even selling everything would not, the whole holding
 * value (the rest is for `cashToReachMaintenance` after the sale).
 *
 * @example valueToSell(fallen, DEFAULT_MARGIN_POLICY, { feePpm: 0, sellTaxPpm: 0 }) // 28_571_429 (200M of 571.4M is 35%)
 */
export function valueToSell(facts: MarginAccountFacts, policy: MarginPolicy, fees: StockFees): number {
  assertNonNegative(fees.feePpm, "feePpm");
  assertNonNegative(fees.sellTaxPpm, "sellTaxPpm");
  const position = positionOf(facts, policy);
  const lines = policy.ratio;
  const restoredAfter = (sold: bigint): boolean =>
    statusAtRatio(ratioOf(afterSale(position, sold, fees), lines.convention), lines) === "SAFE";
  if (restoredAfter(0n)) return 0;
  const everything = position.value;
  if (everything === 0n || !restoredAfter(everything)) return toNumber(everything, "value to sell");
  // Below the maintenance line (≤ 100%) selling raises the ratio (to a dong of rounding), so the
  // least value that restores it is found by halving; `high` always restores, and so the answer.
  let low = 0n;
  let high = everything;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (restoredAfter(middle)) high = middle;
    else low = middle;
  }
  return toNumber(high, "value to sell");
}

/**
 * A day's simple interest on the debt: debt × daily rate, rounded half up to the dong like the
 * brokerage fee (`charge`), charged on the debt standing at the day's end. Kept apart from the
 * debt until collected (`accruedInterest`), so interest never earns interest.
 *
 * @example dailyInterest(1_000_000, DEFAULT_MARGIN_POLICY) // 375
 * @example dailyInterest(4_000, DEFAULT_MARGIN_POLICY) // 2 (1.5 rounds up)
 */
export function dailyInterest(debtVnd: number, policy: MarginPolicy): number {
  assertNonNegative(debtVnd, "debt");
  assertNonNegative(policy.dailyInterestPpm, "dailyInterestPpm");
  const product = BigInt(debtVnd) * BigInt(policy.dailyInterestPpm);
  return toNumber((product + MILLION_N / 2n) / MILLION_N, "interest");
}

/**
 * A ratio in ppm as a percentage with two decimals, for display only (the wire's margin_ratio).
 *
 * @example ratioPercent(333_333) // 33.33
 */
export function ratioPercent(ppm: number): number {
  return divideRounded(ppm, 100) / 100;
}

// ——— the account as exact sums ———

/** The account's sums, VND as BigInt; collateral sums keep their ppm so a sale can prorate them. */
interface Position {
  /** cash + receivables − accrued interest. */
  readonly netCash: bigint;
  readonly hold: bigint;
  /** Market value of the holdings. */
  readonly value: bigint;
  /** Value of the open buys at their hold prices. */
  readonly openValue: bigint;
  /** Σ volume × price × rate of the holdings, VND·ppm. */
  readonly holdingsCollateralPpm: bigint;
  /** Σ volume × price × rate of the open buys, VND·ppm. */
  readonly openCollateralPpm: bigint;
  /** Margin value, ⌊(holdings + open buys collateral) / 10^6⌋, VND. */
  readonly collateral: bigint;
}

/** The account's sums; with a null policy, the collateral sums are left at 0 (not needed). */
function positionOf(facts: MarginAccountFacts, policy: MarginPolicy | null): Position {
  assertSafeInteger(facts.cash, "cash");
  assertNonNegative(facts.hold, "hold");
  assertNonNegative(facts.receivableTotal, "receivableTotal");
  const accrued = facts.accruedInterest ?? 0;
  assertNonNegative(accrued, "accruedInterest");
  const openBuys = facts.openBuys ?? [];
  const holdingsCollateralPpm = policy === null ? 0n : collateralPpmOf(facts.holdings, policy);
  const openCollateralPpm = policy === null ? 0n : collateralPpmOf(openBuys, policy);
  return {
    netCash: BigInt(facts.cash) + BigInt(facts.receivableTotal) - BigInt(accrued),
    hold: BigInt(facts.hold),
    value: valueOf(facts.holdings),
    openValue: valueOf(openBuys),
    holdingsCollateralPpm,
    openCollateralPpm,
    collateral: (holdingsCollateralPpm + openCollateralPpm) / MILLION_N,
  };
}

function valueOf(holdings: readonly MarginHolding[]): bigint {
  let total = 0n;
  for (const holding of holdings) {
    assertNonNegative(holding.volume, `volume of ${holding.symbol}`);
    assertNonNegative(holding.price, `price of ${holding.symbol}`);
    total += BigInt(holding.volume) * BigInt(holding.price);
  }
  return total;
}

function collateralPpmOf(holdings: readonly MarginHolding[], policy: MarginPolicy): bigint {
  let total = 0n;
  for (const holding of holdings) {
    assertNonNegative(holding.volume, `volume of ${holding.symbol}`);
    assertNonNegative(holding.price, `price of ${holding.symbol}`);
    total += BigInt(holding.volume) * BigInt(holding.price) * BigInt(loanRateOf(holding.symbol, policy));
  }
  return total;
}

function netDebtOf(position: Position): bigint {
  return position.netCash < 0n ? -position.netCash : 0n;
}

function equityOf(position: Position): bigint {
  return position.netCash + position.hold + position.value;
}

/** Σ value × (1 − rate) over holdings and open buys: the margin the securities require. */
function requiredMarginOf(position: Position): bigint {
  return position.value + position.openValue - position.collateral;
}

/** Buying power before the lending-limit cap: net cash + margin value. */
function basicBuyingPowerOf(position: Position): bigint {
  return position.netCash + position.collateral;
}

/** The three conditions of `canBuyOnMargin`, on exact sums. */
function fitsBuy(
  position: Position,
  cash: bigint,
  cost: bigint,
  order: { readonly loanPpm: bigint; readonly rate: number; readonly limit: bigint },
): boolean {
  // Buying power after the hold, the order's loan value counted with the rest (one rounding).
  const collateralAfter =
    (position.holdingsCollateralPpm + position.openCollateralPpm + order.loanPpm) / MILLION_N;
  if (position.netCash - cost + collateralAfter < 0n) return false;
  if (cost - cash > order.limit) return false;
  if (order.rate === 0 && cost > position.netCash) return false;
  return true;
}

function ratioOf(position: Position, convention: RatioConvention): number | null {
  const owed = netDebtOf(position);
  if (owed === 0n) return null;
  switch (convention) {
    case "equity-to-assets":
      return ppmOf(equityOf(position), position.hold + position.value);
    case "collateral-to-net-debt":
      return ppmOf(position.collateral, owed);
    case "actual-to-required":
      return ppmOf(equityOf(position), requiredMarginOf(position));
  }
}

/** The status of a ratio already computed (`marginRatio`; null: no loan). */
export function statusAtRatio(ratioPpm: number | null, lines: RatioLines): MarginStatus {
  if (ratioPpm === null || ratioPpm >= lines.maintenancePpm) return "SAFE";
  return ratioPpm >= lines.forceSalePpm ? "CALL" : "FORCE_SALE";
}

/**
 * The position once `sold` VND of the holdings is sold pro rata and its net proceeds are in:
 * holdings value and their collateral shrink by the same fraction, proceeds repay the loan.
 */
function afterSale(position: Position, sold: bigint, fees: StockFees): Position {
  if (sold === 0n) return position;
  const left = position.value - sold;
  const holdingsCollateralPpm = (position.holdingsCollateralPpm * left) / position.value;
  // Exact: ⌊(holdings·left/value + open) / 10^6⌋ with one division.
  const collateral =
    (position.holdingsCollateralPpm * left + position.openCollateralPpm * position.value) /
    (position.value * MILLION_N);
  const charges = roundHalfUp(sold * BigInt(fees.feePpm)) + roundHalfUp(sold * BigInt(fees.sellTaxPpm));
  return {
    ...position,
    netCash: position.netCash + sold - charges,
    value: left,
    holdingsCollateralPpm,
    collateral,
  };
}

// ——— integer helpers ———

/** ⌊numerator × 10^6 / denominator⌋ as a ratio in ppm; 0 over nothing. */
function ppmOf(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) return 0;
  const scaled = numerator * MILLION_N;
  const floor = scaled >= 0n ? scaled / denominator : -ceilDivBig(-scaled, denominator);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  return Number(floor > max ? max : floor < -max ? -max : floor);
}

/** ⌈numerator / divisor⌉ for numerator ≥ 0 and divisor > 0. */
function ceilDivBig(numerator: bigint, divisor: bigint): bigint {
  return (numerator + divisor - 1n) / divisor;
}

/** value·ppm / 10^6 rounded half up, for value·ppm ≥ 0: `charge` without the 2^53 ceiling. */
function roundHalfUp(valueTimesPpm: bigint): bigint {
  return (valueTimesPpm + MILLION_N / 2n) / MILLION_N;
}

function toNumber(value: bigint, what: string): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is beyond a safe integer: ${value}`);
  return result;
}

function assertNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
}

function assertPositive(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${what} must be a positive safe integer, got ${value}`);
}
