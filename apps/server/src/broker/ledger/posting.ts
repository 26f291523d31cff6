/**
 * The ledger's vocabulary: a trading account's money and shares sit in buckets, and every
 * movement is a posting — a signed amount into one bucket, with the kind of movement that made
 * it. Balances are the projection of the postings (the sum per bucket), so a reconciliation can
 * always recompute them from the journal of postings.
 *
 * Buckets (asset "VND" or a symbol):
 * - VND `cash`: settled cash the customer may use; `hold`: cash held for open buy orders;
 *   `receivable` (with a settlement date): sale proceeds arriving on that date.
 * - symbol `available`: shares that may be sold; `hold`: shares held for open sell orders;
 *   `receiving` (with a settlement date): bought shares arriving on that date; `cost`: the cost
 *   basis of the whole holding in VND (price × volume of the buys, fees excluded).
 *
 * - contract `position`, `cost`, `marked` and VND `vm_due`: futures (derivatives/futures-ledger.ts).
 *
 * Every amount is an integer (VND or shares); nothing here is floating point.
 */
import type { IsoDate } from "@bangia/market";

export const CASH = "VND";

export type Bucket =
  | "cash"
  | "hold"
  | "receivable"
  | "available"
  | "receiving"
  | "cost"
  // Futures (derivatives/futures-ledger.ts): contracts, value at the last mark, VM not yet paid.
  | "position"
  | "marked"
  | "vm_due"
  // Margin accounts: interest accrued on the loan and not yet collected (negative: owed).
  | "interest";

/** What made a movement; the journal's reason column. */
export type PostingKind =
  | "DEPOSIT"
  | "WITHDRAW"
  | "SHARES_IN"
  | "ORDER_HOLD"
  | "BUY_FILL"
  | "SELL_FILL"
  | "FEE"
  | "TAX"
  | "SETTLE"
  // Futures: the exchange's fee per contract, variation margin booked and paid, the VSDC
  // position fee, and the close of a position at its final settlement.
  | "EXCHANGE_FEE"
  | "VM"
  | "VM_SETTLE"
  | "POSITION_FEE"
  | "FINAL_SETTLE"
  // Margin accounts: interest on the loan, accrued daily and collected monthly.
  | "INTEREST"
  // Cash advance: proceeds due taken now, and its fee.
  | "ADVANCE"
  | "ADVANCE_FEE";

export interface Posting {
  readonly account: string;
  /** "VND" or a symbol. */
  readonly asset: string;
  readonly bucket: Bucket;
  /** The settlement date of `receivable` and `receiving`; "" for every other bucket. */
  readonly settleDate: IsoDate | "";
  readonly delta: number;
  readonly kind: PostingKind;
  /** The order behind the movement, if any. */
  readonly orderNo: number | null;
}

/** Where an amount sits: account, asset, bucket and settlement date. */
export type BalanceKey = string;

export function balanceKey(
  account: string,
  asset: string,
  bucket: Bucket,
  settleDate: IsoDate | "" = "",
): BalanceKey {
  return `${account}|${asset}|${bucket}|${settleDate}`;
}

export function postingKey(posting: Posting): BalanceKey {
  return balanceKey(posting.account, posting.asset, posting.bucket, posting.settleDate);
}

export interface BalanceRow {
  readonly account: string;
  readonly asset: string;
  readonly bucket: Bucket;
  readonly settleDate: IsoDate | "";
  readonly amount: number;
}

export function parseBalanceKey(key: BalanceKey, amount: number): BalanceRow {
  const [account = "", asset = "", bucket = "cash", settleDate = ""] = key.split("|");
  return { account, asset, bucket: bucket as Bucket, settleDate, amount };
}

/**
 * A movement of `delta` into one bucket.
 *
 * @throws RangeError on a non-integer amount: money never becomes fractional here.
 */
export function posting(
  account: string,
  asset: string,
  bucket: Bucket,
  delta: number,
  kind: PostingKind,
  orderNo: number | null,
  settleDate: IsoDate | "" = "",
): Posting {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`posting ${kind} of ${delta} is not a whole amount`);
  return { account, asset, bucket, settleDate, delta, kind, orderNo };
}

/** The sum of `postings` per bucket: what the balances must equal. */
export function projectPostings(postings: Iterable<Posting>): Map<BalanceKey, number> {
  const sums = new Map<BalanceKey, number>();
  for (const entry of postings) {
    const key = postingKey(entry);
    sums.set(key, (sums.get(key) ?? 0) + entry.delta);
  }
  return sums;
}
