/**
 * The boards' rows over the live exchange: stock quotes, derivative rows and their ten-level
 * books, put-through entries, odd-lot rows, warrants and bonds, built by the row builders the
 * realtime messages use (rows/), so a REST row and a message of the same state agree. The lists
 * that only change with the trading day (the dictionary, the listed warrants and bonds, the
 * futures' generic names) are computed once per day.
 *
 * Decision where the spec is silent: the settlement estimate of VN30/VN100 is the nearest
 * contract's final settlement price once the exchange has fixed it; before that, on the
 * contract's last trading day, the underlying's current level (the price is an average of that
 * level over the closing half hour); on other days there is none (null).
 */
import {
  aliasSymbol,
  FUTURES_ALIASES,
  MARKET_CODES,
  type BondRow,
  type CoveredWarrantEntry,
  type DerivativeRow,
  type DerivativeSymbolMap,
  type EtfIndicativeItem,
  type OddLotRow,
  type PutThroughEntry,
  type MarketPutThroughTotal,
  type StockDictionaryEntry,
  type StockQuote,
} from "@bangia/market";
import type {
  BondDefinition,
  FutureDefinition,
  InstrumentDefinition,
  WarrantDefinition,
} from "@bangia/exchange";
import { bondDetail, bondRow } from "../rows/bond-row";
import {
  floorOf,
  floorOfMarketCode,
  isCashInstrument,
  isListedOn,
  typeCodeOf,
  type CashDefinition,
} from "../rows/cash-instrument";
import { derivativeRow, tenLevels } from "../rows/derivative-row";
import { etfIndicativeFields } from "../rows/etf-indicative";
import { hasOddLots, oddLotRow } from "../rows/odd-lot-row";
import { advertEntry, dealEntry } from "../rows/put-through-entry";
import { stockQuote } from "../rows/stock-quote";
import { warrantExtras } from "../rows/warrant-extras";
import { streamKeys } from "../sequences";
import type { MarketDay } from "./market-day";
import type { BoardFeed } from "./market-feed";

/** The boards' lists of one trading day. */
interface BoardLists {
  readonly dictionary: readonly StockDictionaryEntry[];
  readonly symbolMap: DerivativeSymbolMap;
  readonly warrants: readonly WarrantDefinition[];
  readonly bonds: readonly BondDefinition[];
}

export function createBoardFeed(day: MarketDay): BoardFeed {
  const { exchange, sequences } = day;
  const lists = day.daily((date) => boardLists(day.instruments(), day.futures(), date));

  function putThroughEntries(): readonly PutThroughEntry[] {
    day.flushPending();
    const seq = sequences.current(streamKeys.channel("spt"));
    const desk = exchange.putThrough;
    const entries: PutThroughEntry[] = [];
    const timed: { readonly time: number; readonly entry: PutThroughEntry | undefined }[] = [
      ...desk.adverts().map((advert) => ({ time: advert.time, entry: advertEntry(exchange, advert, seq) })),
      ...desk.deals().map((deal) => ({ time: deal.time, entry: dealEntry(exchange, deal, seq) })),
    ];
    // A stable sort keeps adverts before deals of the same millisecond, each in desk order.
    for (const { entry } of timed.sort((a, b) => a.time - b.time))
      if (entry !== undefined) entries.push(entry);
    return entries;
  }

  return {
    stockDictionary: () => lists().dictionary,

    stockQuotes(symbols) {
      day.flushPending();
      const rows: StockQuote[] = [];
      for (const symbol of symbols) {
        const definition = day.cash(symbol);
        const row = definition && stockQuote(exchange, definition, sequences.current(symbol));
        if (row !== undefined) rows.push(row);
      }
      return rows;
    },

    derivativeRows(symbols) {
      day.flushPending();
      const futures =
        symbols === undefined
          ? day.futures()
          : symbols.map((symbol) => day.future(symbol)).filter((future) => future !== undefined);
      const rows: DerivativeRow[] = [];
      for (const future of futures) {
        const row = derivativeRow(exchange, future, sequences.current(future.symbol));
        if (row !== undefined) rows.push(row);
      }
      return rows;
    },

    derivativeSymbolMap: () => lists().symbolMap,

    derivativeSymbols: (board) => day.board(board),

    tenLevelBook: (symbol, side) => day.future(symbol) && { ndata: tenLevels(exchange, symbol, side) },

    settlementEstimate(underlying) {
      const nearest = day
        .futures()
        .find((future) => future.kind === "INDEX_FUTURE" && future.underlying === underlying);
      if (nearest === undefined) return { calFSP: null };
      const fixed = exchange.finalSettlementPrice(nearest.symbol);
      if (fixed !== undefined) return { calFSP: fixed };
      if (nearest.lastTradingDate !== exchange.today) return { calFSP: null };
      return { calFSP: exchange.indexValue(underlying) ?? null };
    },

    putThroughEntries,

    putThroughBoard(floor) {
      const entries = putThroughEntries().filter((entry) => floor === "ALL" || entry.marketID === floor);
      const matched = entries.filter((entry) => entry.type === "PTM");
      return {
        buy: entries.filter((entry) => entry.type === "PTB"),
        sell: entries.filter((entry) => entry.type === "PTS"),
        matched,
        totalVolume: matched.reduce((total, entry) => total + entry.volume, 0),
        totalValue: matched.reduce((total, entry) => total + entry.value, 0),
      };
    },

    putThroughTotals(marketCodes) {
      const totals: MarketPutThroughTotal[] = [];
      for (const code of marketCodes) {
        const floor = floorOfMarketCode(code);
        if (floor === undefined) continue;
        const { volume, value } = exchange.putThrough.totals(floor);
        totals.push({ mc: MARKET_CODES[floor], value, volume });
      }
      return totals;
    },

    etfIndicative(symbols) {
      const items: EtfIndicativeItem[] = [];
      for (const symbol of symbols) {
        const fields = etfIndicativeFields(exchange, symbol);
        if (fields !== undefined) items.push({ sym: symbol, inav: fields.iNav, index: fields.iIndex });
      }
      return items;
    },

    oddLotRows(floor, symbols) {
      day.flushPending();
      const rows: OddLotRow[] = [];
      for (const symbol of symbols) {
        const definition = exchange.instrument(symbol);
        if (definition === undefined || !hasOddLots(definition) || definition.exchange !== floor) continue;
        const trading = day.tape.oddLotTrading(symbol);
        const row = oddLotRow(exchange, definition, trading, sequences.current(symbol));
        if (row !== undefined) rows.push(row);
      }
      return rows;
    },

    oddLotSymbols: (floor) => day.groups.oddLotSymbols(floor),

    warrantEntries: (): readonly CoveredWarrantEntry[] =>
      lists().warrants.map((warrant) => ({ stock_code: warrant.symbol, ...warrantExtras(warrant) })),

    bondRows(kind): readonly BondRow[] {
      day.flushPending();
      return lists()
        .bonds.filter((bond) => kind === undefined || bond.bondType === kind)
        .map((bond) => bondRow(exchange, bond, sequences.current(bond.symbol)));
    },

    bondDetail(symbol) {
      const definition = exchange.instrument(symbol);
      if (definition?.kind !== "BOND") return undefined;
      day.flushPending();
      return bondDetail(exchange, definition, sequences.current(symbol));
    },
  };
}

function boardLists(
  instruments: readonly InstrumentDefinition[],
  futures: readonly FutureDefinition[],
  date: string,
): BoardLists {
  const cash = instruments.filter((definition) => isListedOn(definition, date)).filter(isCashInstrument);
  return {
    dictionary: cash.map(dictionaryEntry),
    symbolMap: symbolMapOf(futures),
    warrants: cash.filter((definition) => definition.kind === "CW"),
    bonds: cash.filter((definition) => definition.kind === "BOND"),
  };
}

function dictionaryEntry(definition: CashDefinition): StockDictionaryEntry {
  return {
    stock_code: definition.symbol,
    name_vn: definition.nameVi,
    name_en: definition.nameEn,
    post_to: floorOf(definition),
    type: typeCodeOf(definition),
  };
}

/**
 * The board's generic names of the listed index futures (pslistmap): per product, the contracts
 * nearest first are F1M (this month), F2M (next month), F1Q and F2Q (the next two quarter
 * months) — the order the exchange lists them in (market-rules §8).
 */
function symbolMapOf(futures: readonly FutureDefinition[]): DerivativeSymbolMap {
  const map: Record<string, string> = {};
  for (const underlying of ["VN30", "VN100"] as const) {
    const contracts = futures.filter(
      (future) => future.kind === "INDEX_FUTURE" && future.underlying === underlying,
    );
    contracts.forEach((future, position) => {
      const alias = FUTURES_ALIASES[position];
      if (alias !== undefined) map[aliasSymbol(underlying, alias)] = future.symbol;
    });
  }
  return map;
}
