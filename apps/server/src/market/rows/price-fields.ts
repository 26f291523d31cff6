/**
 * The price figures every row derives from a symbol's day: colours against the reference,
 * ceiling and floor, the change and percent change of the last price, and the average price.
 */
import {
  changePercentHundredths,
  divideRounded,
  priceColour,
  wireColourCode,
  type WireColourCode,
} from "@bangia/market";
import type { SymbolDay } from "@bangia/exchange";

/** The band a price is coloured against; a day without a band (bonds) has ceiling and floor 0. */
export type DayBand = Pick<SymbolDay, "reference" | "ceiling" | "floor">;

/**
 * The wire colour of a price (cl, ca, ch, lc, put-through colour). A zero price takes the
 * neutral reference colour, as the market package's priceColour decides.
 */
export function colourCode(price: number, band: DayBand): WireColourCode {
  return wireColourCode(priceColour(price, band));
}

/** The colour of a depth level: "" for a level without a price (empty, or an ATO/ATC level). */
export function levelColour(price: number, band: DayBand): WireColourCode {
  return price > 0 ? colourCode(price, band) : "";
}

/** last − reference, signed; 0 before the first trade (no change to show). */
export function changeOf(last: number, reference: number): number {
  return last > 0 && reference > 0 ? last - reference : 0;
}

/** Percent change, signed, two decimals (display only); 0 before the first trade. */
export function changePercentOf(last: number, reference: number): number {
  const hundredths = changePercentHundredths(last, reference);
  return hundredths === null ? 0 : hundredths / 100;
}

/**
 * The average traded price: total value ÷ total volume, rounded half up to a whole unit of the
 * price (VND, or hundredths of a point). It is a display figure, so it may sit between ticks.
 */
export function averagePrice(totalValue: number, totalVolume: number): number {
  return totalVolume > 0 ? divideRounded(totalValue, totalVolume) : 0;
}
