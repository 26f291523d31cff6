/**
 * Subjects and arbitraries the generated-content tests share: shares on the HOSE and HNX tick
 * tables, and share-less subjects (index futures in hundredths of a point, indices).
 */
import fc from "fast-check";
import { fromEpochDay, hoseShareTick, type IsoDate } from "@bangia/market";
import type { ContentSubject } from "../generated-content";
import { roundToGrid, type TickOf } from "../price-grid";

const hnxTick: TickOf = () => 100;
const futuresTick: TickOf = () => 10;
const indexTick: TickOf = () => 1;

export function hoseShare(
  symbol: string,
  reference: number,
  sharesOutstanding = 1_000_000_000,
): ContentSubject {
  return { symbol, reference, sharesOutstanding, tick: hoseShareTick };
}

export const FUTURES_SUBJECT: ContentSubject = {
  symbol: "VN30F2604",
  reference: 135_210,
  sharesOutstanding: 0,
  tick: futuresTick,
};

const symbolArbitrary = fc.stringMatching(/^[A-Z]{3}$/);

/** A share-issuing or share-less subject whose reference sits on its grid. */
export const subjectArbitrary: fc.Arbitrary<ContentSubject> = fc.oneof(
  fc
    .record({
      symbol: symbolArbitrary,
      price: fc.integer({ min: 1_000, max: 300_000 }),
      shares: fc.integer({ min: 1_000_000, max: 6_000_000_000 }),
    })
    .map(({ symbol, price, shares }) => hoseShare(symbol, roundToGrid(price, hoseShareTick), shares)),
  fc
    .record({
      symbol: symbolArbitrary,
      price: fc.integer({ min: 1_000, max: 200_000 }),
      shares: fc.integer({ min: 1_000_000, max: 2_000_000_000 }),
    })
    .map(({ symbol, price, shares }) => ({
      symbol,
      reference: roundToGrid(price, hnxTick),
      sharesOutstanding: shares,
      tick: hnxTick,
    })),
  fc.integer({ min: 50_000, max: 250_000 }).map((price) => ({
    ...FUTURES_SUBJECT,
    reference: roundToGrid(price, futuresTick),
  })),
  fc.integer({ min: 30_000, max: 200_000 }).map((price) => ({
    symbol: "VNINDEX",
    reference: price,
    sharesOutstanding: 0,
    tick: indexTick,
  })),
);

/** A share-issuing subject (finance statements exist). */
export const shareSubjectArbitrary: fc.Arbitrary<ContentSubject> = subjectArbitrary.filter(
  (subject) => subject.sharesOutstanding > 0,
);

/** A date between 2001 and 2039. */
export const dateArbitrary: fc.Arbitrary<IsoDate> = fc
  .integer({ min: 11_323, max: 25_500 })
  .map((epochDay) => fromEpochDay(epochDay));
