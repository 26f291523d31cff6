/**
 * Random order streams for the order-book property tests: price grids built from the market
 * package's own band and tick rules (so every generated price is one an exchange would accept),
 * and fast-check arbitraries for the operations a continuous session applies to a book.
 * Prices cluster near the reference so that orders meet, cross and queue at shared levels.
 */
import { computeBand, isOnPriceStep, priceStep, type BoardVenue, type StepContext } from "@bangia/market";
import fc from "fast-check";
import type { BookSide } from "../book-order";
import type { PriceRange } from "../order-book";

/** The prices of one instrument's day: the band as a book range, and the valid prices in it. */
export interface PriceGrid {
  readonly name: string;
  readonly reference: number;
  /** The band, by the smallest tick inside it. */
  readonly range: PriceRange;
  /** Every valid price in the band, ascending: the tick of each price's own tier. */
  readonly prices: readonly number[];
  readonly isValid: (price: number) => boolean;
}

/** The grid of a share on `venue` with reference `reference`, band and ticks from the rules. */
export function shareGrid(venue: BoardVenue, reference: number): PriceGrid {
  const context: StepContext = { kind: "STOCK", venue };
  const band = computeBand({ kind: "STOCK", venue, reference });
  if (band === null) throw new Error(`no band for ${venue}`);
  const unit = priceStep(context, band.floor);
  const isValid = (price: number): boolean =>
    price >= band.floor && price <= band.ceiling && isOnPriceStep(context, price);
  const prices: number[] = [];
  for (let price = band.floor; price <= band.ceiling; price += unit) if (isValid(price)) prices.push(price);
  return {
    name: `${venue} ref ${reference}`,
    reference,
    range: { low: band.floor, high: band.ceiling, unit },
    prices,
    isValid,
  };
}

/**
 * Grids the properties run on: HOSE across the 10/50 tier boundary at 10,000, HOSE across the
 * 50/100 boundary at 50,000, and HNX's single tick of 100.
 */
export const PRICE_GRIDS: readonly PriceGrid[] = [
  shareGrid("HOSE", 10_000),
  shareGrid("HOSE", 48_000),
  shareGrid("HNX", 20_000),
];

/** How many valid prices either side of the reference most orders use. */
const NEAR_WINDOW = 6;

/** The valid prices within a few ticks of the reference. */
function nearReference(grid: PriceGrid): number[] {
  const centre = grid.prices.indexOf(grid.reference);
  return grid.prices.slice(Math.max(0, centre - NEAR_WINDOW), centre + NEAR_WINDOW + 1);
}

/** A valid price: mostly within a few ticks of the reference, sometimes anywhere in the band. */
export function priceIn(grid: PriceGrid): fc.Arbitrary<number> {
  const near = nearReference(grid);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...near), weight: 6 },
    { arbitrary: fc.constantFrom(...grid.prices), weight: 1 },
  );
}

export const sideArbitrary: fc.Arbitrary<BookSide> = fc.constantFrom<BookSide>(0, 1);

/** Order volume: small, so partial fills and exact fills both happen often. */
export const volumeArbitrary: fc.Arbitrary<number> = fc.integer({ min: 1, max: 30 });

/**
 * One step of a continuous session. `pick` chooses a live order (modulo how many there are);
 * an operation that finds no live order, or cannot reduce a single share, does nothing.
 */
export type BookOperation =
  /** A limit order: trades against the opposite side, then its remainder rests. */
  | { readonly kind: "new"; readonly side: BookSide; readonly price: number; readonly volume: number }
  | { readonly kind: "cancel"; readonly pick: number }
  /** Lowers the open volume by 1 + by mod (leaves − 1): at least one share stays. */
  | { readonly kind: "reduce"; readonly pick: number; readonly by: number }
  /** Price amendment: the order leaves its queue and enters again as new at the new price. */
  | { readonly kind: "move"; readonly pick: number; readonly price: number }
  /** A market-style order limited at the band edge; whatever does not trade is cancelled. */
  | { readonly kind: "market"; readonly side: BookSide; readonly volume: number };

export function operationIn(grid: PriceGrid): fc.Arbitrary<BookOperation> {
  const pick = fc.nat({ max: 1_000 });
  return fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant("new" as const),
        side: sideArbitrary,
        price: priceIn(grid),
        volume: volumeArbitrary,
      }),
      weight: 8,
    },
    { arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick }), weight: 2 },
    {
      arbitrary: fc.record({ kind: fc.constant("reduce" as const), pick, by: fc.nat({ max: 100 }) }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant("move" as const), pick, price: priceIn(grid) }), weight: 2 },
    {
      arbitrary: fc.record({
        kind: fc.constant("market" as const),
        side: sideArbitrary,
        volume: volumeArbitrary,
      }),
      weight: 1,
    },
  );
}

/** A grid and a stream of up to `maxLength` operations on it. */
export function orderStream(maxLength = 300): fc.Arbitrary<{ grid: PriceGrid; operations: BookOperation[] }> {
  return fc.constantFrom(...PRICE_GRIDS).chain((grid) =>
    fc.record({
      grid: fc.constant(grid),
      operations: fc.array(operationIn(grid), { maxLength, size: "max" }),
    }),
  );
}

/** The points halfway between neighbouring prices, rounded down to an integer. */
function midpoints(prices: readonly number[]): number[] {
  return prices.slice(1).map((price, index) => Math.floor((price + (prices[index] ?? price)) / 2));
}

/** An order collected in a call: side, valid price, volume. */
export interface CallOrder {
  readonly side: BookSide;
  readonly price: number;
  readonly volume: number;
}

/**
 * A book collected during a call (nothing matches while it fills) and the anchor of step 3: a
 * valid price (the last match or the reference), sometimes any price in the band, and sometimes
 * the midpoint of two neighbouring valid prices, the only anchor that can leave two candidates
 * equally near (a valid anchor inside the tied prices is itself the nearest).
 */
export function callBook(
  maxOrders = 60,
): fc.Arbitrary<{ grid: PriceGrid; orders: CallOrder[]; anchor: number }> {
  return fc.constantFrom(...PRICE_GRIDS).chain((grid) => {
    const callOrder = fc.record({ side: sideArbitrary, price: priceIn(grid), volume: volumeArbitrary });
    return fc.record({
      grid: fc.constant(grid),
      // Sparse books leave runs of prices with equal volume and imbalance (ties for step 3).
      orders: fc.oneof(
        fc.array(callOrder, { maxLength: 6, size: "max" }),
        fc.array(callOrder, { maxLength: maxOrders, size: "max" }),
      ),
      anchor: fc.oneof(
        { arbitrary: priceIn(grid), weight: 2 },
        { arbitrary: fc.integer({ min: grid.range.low, max: grid.range.high }), weight: 1 },
        { arbitrary: fc.constantFrom(...midpoints(nearReference(grid))), weight: 4 },
      ),
    });
  });
}
