/**
 * Invented proprietary (self-trading) flow of a symbol on a past day, for the proprietary board's
 * ten-day history. Volumes are board lots, sized to the company (a little of its shares, a few
 * hundred to tens of thousands when it has none); each value is its volume times an average
 * price on the tick grid near the reference, so values are whole VND. A side is sometimes idle.
 */
import { BOARD_LOT, type IsoDate } from "@bangia/market";
import type { ContentSubject, ProprietaryFlow } from "./generated-content";
import { roundToGrid } from "./price-grid";
import { randomStream, type RandomStream } from "./seeded-random";

function sideVolume(random: RandomStream, typical: number): number {
  if (random.chance(0.15)) return 0;
  return Math.max(1, Math.round((typical * random.between(0.2, 2)) / BOARD_LOT)) * BOARD_LOT;
}

/**
 * Proprietary buy and sell of `subject` on `date`.
 *
 * @example proprietaryFlow(1, subject, "2025-03-07").buyVolume % 100 // 0
 */
export function proprietaryFlow(seed: number, subject: ContentSubject, date: IsoDate): ProprietaryFlow {
  const typical =
    subject.sharesOutstanding > 0
      ? subject.sharesOutstanding *
        randomStream(seed, "proprietary-size", subject.symbol).between(0.00002, 0.0004)
      : randomStream(seed, "proprietary-size", subject.symbol).between(500, 50_000);
  const random = randomStream(seed, "proprietary", subject.symbol, date);
  const averagePrice = (): number =>
    subject.reference > 0
      ? roundToGrid(subject.reference * (1 + random.between(-0.03, 0.03)), subject.tick)
      : 0;
  const buyVolume = sideVolume(random, typical);
  const sellVolume = sideVolume(random, typical);
  return {
    buyVolume,
    buyValue: buyVolume * averagePrice(),
    sellVolume,
    sellValue: sellVolume * averagePrice(),
  };
}
