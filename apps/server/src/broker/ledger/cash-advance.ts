/**
 * Cash advance on sale proceeds (ứng trước tiền bán, broker-facts §2): proceeds of a sale arrive
 * on T+2; the customer may take them now for a fee of amount × daily rate × the calendar days
 * until they would have arrived (VNDIRECT 0.0375% a day; ABS also counts weekends). The earliest
 * proceeds go first (they cost least), the fee is rounded up per settlement date, and the
 * advance is repaid by the settlement itself: what is advanced simply leaves the receivable.
 */
import { ceilDiv, daysBetween, type IsoDate } from "@bangia/market";
import { CASH, posting, type Posting } from "./posting";

/** 0.0375% a day, parts per million. */
export const ADVANCE_RATE_PPM_PER_DAY = 375;

/** The fee of advancing `amount` due on `settleDate`, on `today`. */
export function advanceFee(amount: number, today: IsoDate, settleDate: IsoDate, ratePpm: number): number {
  const days = Math.max(0, daysBetween(today, settleDate));
  return ceilDiv(amount * ratePpm * days, 1_000_000);
}

/** What advancing every receivable would bring in, net of its fee (the status's cash_advance_avai). */
export function advanceable(
  receivable: ReadonlyMap<IsoDate, number>,
  today: IsoDate,
  ratePpm: number,
): number {
  let net = 0;
  for (const [date, amount] of receivable)
    if (amount > 0) net += amount - advanceFee(amount, today, date, ratePpm);
  return net;
}

export interface Advance {
  readonly postings: Posting[];
  readonly fee: number;
}

/**
 * The postings of advancing `amount` of the receivables, earliest first; null when the
 * receivables do not hold that much.
 */
export function advancePostings(
  account: string,
  receivable: ReadonlyMap<IsoDate, number>,
  amount: number,
  today: IsoDate,
  ratePpm: number,
): Advance | null {
  let left = amount;
  let fee = 0;
  const postings: Posting[] = [];
  for (const [date, due] of [...receivable].sort(([a], [b]) => a.localeCompare(b))) {
    if (left === 0) break;
    const taken = Math.min(left, Math.max(0, due));
    if (taken === 0) continue;
    const charged = advanceFee(taken, today, date, ratePpm);
    postings.push(
      posting(account, CASH, "receivable", -taken, "ADVANCE", null, date),
      posting(account, CASH, "cash", taken, "ADVANCE", null),
      posting(account, CASH, "cash", -charged, "ADVANCE_FEE", null),
    );
    fee += charged;
    left -= taken;
  }
  return left === 0 ? { postings: postings.filter((entry) => entry.delta !== 0), fee } : null;
}
