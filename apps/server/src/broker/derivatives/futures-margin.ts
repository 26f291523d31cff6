/**
 * The margin of a derivatives account, pure (broker-facts §4): initial margin of what the
 * account holds and may still hold once its open orders fill, the usage ratio, and what an order
 * may add. Every amount is integer VND; ratios are parts per million.
 *
 * Exposure per contract: if every open buy filled the account would be long
 * `max(0, net + openBuys)`, if every open sell filled short `max(0, openSells − net)`; the margin
 * held is IM × the larger of the two (only one side can come true as a whole), at the contract's
 * mark price (the last match, else the reference). A closing order therefore needs no margin,
 * and an order is refused only when it raises the requirement past the opening cap.
 *
 * Required margin = IM + the loss of today's open positions at the mark (variation margin counts
 * only as a loss, FPTS); margin assets = cash + variation margin booked and not yet paid.
 */
import type { ContractTerms, FuturesPolicy } from "./futures-policy";

const MILLION = 1_000_000n;

/** `value` × `ppm` / 10⁶ rounded up, exact beyond 2⁵³ intermediate products. */
export function ppmCeil(value: number, ppm: number): number {
  const product = BigInt(value) * BigInt(ppm);
  const quotient = product / MILLION;
  return Number(product % MILLION > 0n ? quotient + 1n : quotient);
}

/** One contract's position and orders, and what a price unit is worth. */
export interface ContractExposure {
  /** Contracts: positive long, negative short. */
  readonly net: number;
  /** Open volume of the account's working buy and sell orders on the contract. */
  readonly openBuys: number;
  readonly openSells: number;
  /** Mark price, price units (hundredths of a point for index futures). */
  readonly markPrice: number;
  /** VND per price unit per contract (the multiplier) and the margin rate. */
  readonly terms: ContractTerms;
  /** Today's variation margin at the mark, VND (positive: gain). */
  readonly intradayVm: number;
}

/** The contracts the requirement is held for: the larger side if every open order filled. */
export function exposureOf(contract: Pick<ContractExposure, "net" | "openBuys" | "openSells">): number {
  return Math.max(0, contract.net + contract.openBuys, contract.openSells - contract.net);
}

/** Initial margin of one contract at `price`, VND (rounded up: the broker never under-holds). */
export function marginPerContract(price: number, terms: ContractTerms): number {
  return ppmCeil(price * terms.unitValue, terms.marginPpm);
}

export interface AccountMargin {
  /** Initial margin of the exposures. */
  readonly im: number;
  /** IM plus today's open loss. */
  readonly required: number;
  /** Cash plus variation margin booked and not yet paid. */
  readonly assets: number;
  /** required / assets, ppm; null when the account has no assets. */
  readonly usagePpm: number | null;
}

export function accountMargin(
  contracts: readonly ContractExposure[],
  cash: number,
  vmDue: number,
): AccountMargin {
  let im = 0;
  let loss = 0;
  for (const contract of contracts) {
    im += marginPerContract(contract.markPrice, contract.terms) * exposureOf(contract);
    loss += Math.max(0, -contract.intradayVm);
  }
  const required = im + loss;
  const assets = cash + vmDue;
  const usagePpm = assets > 0 ? Math.ceil((required * 1_000_000) / assets) : required > 0 ? null : 0;
  return { im, required, assets, usagePpm };
}

/** Why an order is refused: 96038 over the position limit, 96012 not enough margin. */
export const FUTURES_REFUSALS = { MAX_POSITION: 96038, MARGIN: 96012 } as const;

/**
 * Whether the account may add an order of `volume` on `contract` (one of `contracts`): the
 * position limit holds, and a requirement the order raises stays within the opening cap.
 */
export function futuresOrderRefusal(
  side: "B" | "S",
  volume: number,
  contract: ContractExposure,
  others: readonly ContractExposure[],
  cash: number,
  vmDue: number,
  policy: FuturesPolicy,
): number | null {
  const after: ContractExposure =
    side === "B"
      ? { ...contract, openBuys: contract.openBuys + volume }
      : { ...contract, openSells: contract.openSells + volume };
  const before = exposureOf(contract);
  const exposure = exposureOf(after);
  if (exposure <= before) return null;
  if (exposure > policy.positionLimit) return FUTURES_REFUSALS.MAX_POSITION;
  const margin = accountMargin([after, ...others], cash, vmDue);
  return margin.required * 1_000_000 <= margin.assets * policy.openingCapPpm ? null : FUTURES_REFUSALS.MARGIN;
}

/**
 * The most contracts an order on `side` may have (max_long / max_short of the order panel): the
 * closing part needs no margin; the opening part is what the cap leaves at `price`, within the
 * position limit and the 500 contracts of one order.
 */
export function maxContracts(
  side: "B" | "S",
  price: number,
  contract: ContractExposure,
  others: readonly ContractExposure[],
  cash: number,
  vmDue: number,
  policy: FuturesPolicy,
  maxOrderVolume: number,
): number {
  const rest = accountMargin([{ ...contract, openBuys: 0, openSells: 0, net: 0 }, ...others], cash, vmDue);
  const budget = Math.floor((rest.assets * policy.openingCapPpm) / 1_000_000) - rest.required;
  const perContract = marginPerContract(Math.max(price, contract.markPrice), contract.terms);
  const affordable = perContract > 0 ? Math.max(0, Math.floor(budget / perContract)) : 0;
  const long = contract.net + contract.openBuys;
  const short = contract.openSells - contract.net;
  // The side's exposure may grow to what the budget carries, or to the other side's (no new IM).
  const ceiling = Math.min(policy.positionLimit, Math.max(affordable, side === "B" ? short : long));
  const room = ceiling - (side === "B" ? long : short);
  return Math.max(0, Math.min(maxOrderVolume, room));
}
