/**
 * What the chart may draw: every listed instrument and every index of the index strip, with
 * the UDF facts of each — its type, trading hours, and the division from our integer price unit
 * to the chart's (stocks, ETFs, warrants and bonds in thousands of VND; indices and index
 * futures in points). `pricescale` is the chart's decimals: 100 where the smallest tick is
 * 10 VND or 0.1 point, 1000 for bonds and bond futures, whose tick is 1 VND.
 */
import { INDEX_CODES, type UdfSearchItem, type UdfSymbolInfo, type UdfSymbolType } from "@bangia/market";
import type { InstrumentDefinition } from "@bangia/exchange";
import type { MarketFeed } from "../../market/feed/market-feed";
import { SERVED_RESOLUTIONS } from "./udf-bars";

export interface ChartSymbol {
  readonly symbol: string;
  readonly description: string;
  readonly type: UdfSymbolType;
  readonly exchange: string;
  /** Integer wire price ÷ divisor = chart price. */
  readonly divisor: number;
  readonly pricescale: number;
  readonly session: string;
}

export const TIMEZONE = "Asia/Ho_Chi_Minh";
/** Cash market hours (ATO to the close), lunch excluded. */
const CASH_SESSION = "0900-1130,1300-1500";
/** Derivatives open 15 minutes earlier and close with the ATC at 14:45. */
const DERIVATIVES_SESSION = "0845-1130,1300-1445";

const TYPE_OF_KIND: Readonly<Record<InstrumentDefinition["kind"], UdfSymbolType>> = {
  STOCK: "stock",
  ETF: "fund",
  CW: "warrant",
  BOND: "bond",
  INDEX_FUTURE: "futures",
  BOND_FUTURE: "futures",
};

function chartSymbolOfInstrument(instrument: InstrumentDefinition): ChartSymbol {
  const points = instrument.kind === "INDEX_FUTURE";
  const finest = instrument.kind === "BOND" || instrument.kind === "BOND_FUTURE";
  return {
    symbol: instrument.symbol,
    description: instrument.nameVi,
    type: TYPE_OF_KIND[instrument.kind],
    exchange: instrument.exchange,
    divisor: points ? 100 : 1000,
    pricescale: finest ? 1000 : 100,
    session: instrument.exchange === "DERIVATIVES" ? DERIVATIVES_SESSION : CASH_SESSION,
  };
}

const INDEX_SYMBOLS: readonly ChartSymbol[] = INDEX_CODES.map((index) => ({
  symbol: index.symbol,
  description: index.name,
  type: "index",
  exchange: index.exchange,
  divisor: 100,
  pricescale: 100,
  session: CASH_SESSION,
}));

/** The chart symbol of `symbol` (normalised), or undefined when it is neither listed nor an index. */
export function chartSymbolOf(market: MarketFeed, symbol: string): ChartSymbol | undefined {
  const instrument = market.instrument(symbol);
  if (instrument !== undefined) return chartSymbolOfInstrument(instrument);
  return INDEX_SYMBOLS.find((index) => index.symbol === symbol);
}

/** Every chart symbol: indices first, then the listed instruments. */
export function chartSymbols(market: MarketFeed): ChartSymbol[] {
  return [...INDEX_SYMBOLS, ...market.instruments().map(chartSymbolOfInstrument)];
}

/** The UDF `/symbols` answer. */
export function symbolInfoOf(chart: ChartSymbol): UdfSymbolInfo {
  return {
    name: chart.symbol,
    ticker: chart.symbol,
    description: chart.description,
    type: chart.type,
    session: chart.session,
    exchange: chart.exchange,
    listed_exchange: chart.exchange,
    timezone: TIMEZONE,
    minmov: 1,
    pricescale: chart.pricescale,
    has_intraday: true,
    has_daily: true,
    has_weekly_and_monthly: true,
    supported_resolutions: SERVED_RESOLUTIONS,
    volume_precision: 0,
    data_status: "streaming",
  };
}

export interface SearchQuery {
  readonly query: string;
  readonly type?: string;
  readonly exchange?: string;
  readonly limit: number;
}

/**
 * The UDF `/search` answer: symbols starting with the query (any case), an exact match first,
 * then alphabetical, narrowed by type and exchange when given.
 */
export function searchSymbols(symbols: readonly ChartSymbol[], search: SearchQuery): UdfSearchItem[] {
  const prefix = search.query.trim().toUpperCase();
  return symbols
    .filter(
      (chart) =>
        chart.symbol.startsWith(prefix) &&
        (search.type === undefined || search.type === "" || chart.type === search.type) &&
        (search.exchange === undefined || search.exchange === "" || chart.exchange === search.exchange),
    )
    .sort((a, b) =>
      a.symbol === prefix
        ? -1
        : b.symbol === prefix
          ? 1
          : a.symbol < b.symbol
            ? -1
            : a.symbol > b.symbol
              ? 1
              : 0,
    )
    .slice(0, search.limit)
    .map((chart) => ({
      symbol: chart.symbol,
      full_name: `${chart.exchange}:${chart.symbol}`,
      description: chart.description,
      exchange: chart.exchange,
      ticker: chart.symbol,
      type: chart.type,
    }));
}
