/**
 * A risk order's volume as orders the desk accepts: each within the per-order cap (50,000 shares
 * on HOSE by the broker's rule, 500 contracts for futures; order-entry §9), the full ones first.
 * The plans value their sales order by order, since each order pays its own rounded fee and tax.
 */

/**
 * `volume` as orders of at most `max`.
 *
 * @example splitOrders(120_000, 50_000) // [50_000, 50_000, 20_000]
 */
export function splitOrders(volume: number, max: number): number[] {
  if (!Number.isSafeInteger(max) || max <= 0) throw new RangeError(`order cap must be positive, got ${max}`);
  const orders: number[] = [];
  for (let left = volume; left > 0; left -= max) orders.push(Math.min(left, max));
  return orders;
}
