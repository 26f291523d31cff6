/**
 * Indices and the groups of the boards: the index strip's entries (built by the projector the
 * publisher uses), the index list, the fixed groups of board-groups.ts, and each market's totals.
 *
 * Decision where the spec is silent: market info covers a floor's shares, ETFs and warrants
 * (10, 02, 03); 04 covers the listed futures, values them in VND (price × volume × the
 * contract's multiplier) and adds their open interest; an index code (11, 12, 27, …) covers its
 * constituents.
 */
import {
  INDEX_CODES,
  indexByCode,
  MARKET_CODES,
  sessionCodeOfPhase,
  type IndexEntry,
  type IndexListItem,
  type SessionVenue,
} from "@bangia/market";
import type { QuoteProjector } from "../projection";
import { floorOfMarketCode } from "../rows/cash-instrument";
import { exchangeClockText } from "../rows/wire-time";
import { streamKeys } from "../sequences";
import type { MarketDay } from "./market-day";
import type { IndexFeed } from "./market-feed";

/** The symbols a market code of marketInfo covers, and the venue whose session it reports. */
interface Market {
  readonly symbols: readonly string[];
  readonly venue: SessionVenue;
}

export function createIndexFeed(day: MarketDay, projector: QuoteProjector): IndexFeed {
  const { exchange, groups, sequences } = day;
  return {
    indexEntries(codes) {
      day.flushPending();
      const entries: IndexEntry[] = [];
      for (const code of codes) {
        const entry = projector.indexEntry(code, sequences.current(streamKeys.index(code)));
        if (entry !== undefined) entries.push(entry);
      }
      return entries;
    },

    indexList() {
      const items: IndexListItem[] = [];
      for (const { code, symbol } of INDEX_CODES) {
        const index = exchange.index(symbol);
        if (index !== undefined) items.push({ mc: code, value: index.tradedValue, cIndex: index.value });
      }
      return items;
    },

    ckIndex: (group) => groups.ckIndex(group),
    indexSymbols: (indexCode) => groups.indexMembers(indexCode),
    industries: () => groups.industries(),
    industrySymbols: (icbCode) => groups.industrySymbols(icbCode),

    marketInfo(marketCode) {
      const market = marketOf(day, marketCode);
      if (market === undefined) return undefined;
      day.flushPending();
      let vol = 0;
      let value = 0;
      let oi = 0;
      for (const symbol of market.symbols) {
        const symbolDay = exchange.day(symbol);
        if (symbolDay === undefined) continue;
        vol += symbolDay.totalVolume;
        // A future's day keeps price × volume in its price unit; the multiplier makes it VND.
        value += symbolDay.totalValue * (day.future(symbol)?.multiplier ?? 1);
        oi += symbolDay.openInterest;
      }
      return {
        mc: marketCode,
        status: sessionCodeOfPhase(exchange.phaseOf(market.venue)),
        vol,
        value,
        ...(marketCode === MARKET_CODES.DERIVATIVES ? { oi } : {}),
        time: exchangeClockText(day.clock.now()),
        seq: sequences.current(streamKeys.index(marketCode)),
      };
    },
  };
}

function marketOf(day: MarketDay, marketCode: string): Market | undefined {
  if (marketCode === MARKET_CODES.DERIVATIVES)
    return { symbols: day.futures().map((future) => future.symbol), venue: "DERIVATIVES" };
  const floor = floorOfMarketCode(marketCode);
  if (floor !== undefined)
    return { symbols: day.floorCash(floor).map((definition) => definition.symbol), venue: floor };
  const index = indexByCode(marketCode);
  const members = index === undefined ? undefined : day.groups.indexMembers(index.symbol);
  return index === undefined || members === undefined
    ? undefined
    : { symbols: members, venue: index.exchange };
}
