/**
 * Why the exchange cannot be rebuilt from its files: a corrupt snapshot, a damaged journal line
 * before the end, a journal shorter than its snapshot says. Recovery refuses with this error
 * rather than starting an empty market, which would silently lose every open order.
 */
export class RecoveryError extends Error {
  override readonly name = "RecoveryError";
}
