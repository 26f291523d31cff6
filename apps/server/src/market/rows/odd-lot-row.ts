/**
 * Odd-lot rows and levels (price-board §3 "Odd-lot row"): the three best bids (bp/bv) and offers
 * (sp/sv) of the odd-lot book beside the board-lot quote fields. Shares, ETFs and warrants have
 * an odd-lot book; bonds and futures do not.
 */
import type { OddLotLevels, OddLotRow } from "@bangia/market";
import type { InstrumentDefinition } from "@bangia/exchange";
import type { CashDefinition } from "./cash-instrument";
import { DEPTH_LEVELS } from "./depth-groups";
import type { MarketSource } from "./market-source";
import { quoteBase } from "./stock-quote";

export function hasOddLots(definition: InstrumentDefinition): definition is CashDefinition {
  return definition.kind === "STOCK" || definition.kind === "ETF" || definition.kind === "CW";
}

export function oddLotLevels(source: MarketSource, symbol: string): OddLotLevels {
  const bids = source.depth(symbol, "odd", "B", DEPTH_LEVELS);
  const asks = source.depth(symbol, "odd", "S", DEPTH_LEVELS);
  const price = (levels: typeof bids, n: number) => levels[n]?.price ?? 0;
  const volume = (levels: typeof bids, n: number) => levels[n]?.volume ?? 0;
  return {
    bp1: price(bids, 0),
    bp2: price(bids, 1),
    bp3: price(bids, 2),
    bv1: volume(bids, 0),
    bv2: volume(bids, 1),
    bv3: volume(bids, 2),
    sp1: price(asks, 0),
    sp2: price(asks, 1),
    sp3: price(asks, 2),
    sv1: volume(asks, 0),
    sv2: volume(asks, 1),
    sv3: volume(asks, 2),
  };
}

/** The odd-lot row of a share, ETF or warrant; undefined for any other kind. */
export function oddLotRow(
  source: MarketSource,
  definition: InstrumentDefinition,
  seq: number,
): OddLotRow | undefined {
  if (!hasOddLots(definition)) return undefined;
  const day = source.day(definition.symbol);
  if (day === undefined) return undefined;
  return { ...quoteBase(source, definition, day, seq), ...oddLotLevels(source, definition.symbol) };
}
