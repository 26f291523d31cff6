/**
 * The captions under an index tile's chart (price-board §2 "Index chart strip"): volume in
 * millions of shares and value in whole billions of VND ("KL 68.77 tr CP"), in the language's
 * number style, the same as the tile's point, change and percent (index-figures.ts) in both
 * languages.
 */
import { formatNumber, type IndexEntry, type Language } from "@bangia/market";

/** Shares → millions of shares. */
const MILLIONS_SCALE = 6;
/** VND → billions of VND. */
const BILLIONS_SCALE = 9;

export interface TileCaptions {
  /** Volume in millions of shares, two decimals. */
  readonly volumeMillions: string;
  /** Value in whole billions of VND, rounded once. */
  readonly valueBillions: string;
}

/**
 * @example tileCaptions({ vol: 68_771_234, value: 2_271_456_000_000, … }, "vi")
 * // { volumeMillions: "68,77", valueBillions: "2.271" }
 */
export function tileCaptions(entry: Pick<IndexEntry, "vol" | "value">, language: Language): TileCaptions {
  return {
    volumeMillions: formatNumber(entry.vol, { language, scale: MILLIONS_SCALE, decimals: 2 }),
    valueBillions: formatNumber(entry.value, { language, scale: BILLIONS_SCALE }),
  };
}
