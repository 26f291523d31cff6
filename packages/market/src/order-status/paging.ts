/**
 * Paging of the order book and portfolio (accounts-session §4, order-entry §4): "if a page
 * returns at most one row and page > 1, go back one page". The rule is kept as written: the
 * portfolio's first row is the TOTAL row, so one row means an empty page there; in the order
 * book it also steps back from a last page holding a single order, which the spec accepts.
 */

/** Pages start at 1 (accounts-session §3, §9). */
export const FIRST_PAGE = 1;

/**
 * The page to show after a page load returned `rowCount` rows.
 *
 * @example pageAfterLoad({ page: 3, rowCount: 1 }) // 2
 * @example pageAfterLoad({ page: 1, rowCount: 0 }) // 1
 * @example pageAfterLoad({ page: 3, rowCount: 2 }) // 3
 */
export function pageAfterLoad(input: { readonly page: number; readonly rowCount: number }): number {
  return input.rowCount <= 1 && input.page > FIRST_PAGE ? input.page - 1 : input.page;
}
