/**
 * Cash-market instruments (shares, ETFs, warrants, bonds): the ones with a stock quote row, a
 * dictionary entry and a floor (HOSE, HNX, UPCOM).
 */
import {
  MARKET_CODES,
  STOCK_EXCHANGES,
  stockTypeOfKind,
  type MarketCode,
  type StockExchange,
  type StockTypeCode,
} from "@bangia/market";
import type {
  BondDefinition,
  EtfDefinition,
  FutureDefinition,
  InstrumentDefinition,
  StockDefinition,
  WarrantDefinition,
} from "@bangia/exchange";

export type CashDefinition = StockDefinition | EtfDefinition | WarrantDefinition | BondDefinition;

export function isCashInstrument(definition: InstrumentDefinition): definition is CashDefinition {
  return stockTypeOfKind(definition.kind) !== undefined && isStockExchange(definition.exchange);
}

export function isFuture(definition: InstrumentDefinition): definition is FutureDefinition {
  return definition.kind === "INDEX_FUTURE" || definition.kind === "BOND_FUTURE";
}

export function isStockExchange(value: string): value is StockExchange {
  return (STOCK_EXCHANGES as readonly string[]).includes(value);
}

/** The floor of a cash instrument (its listing exchange). */
export function floorOf(definition: CashDefinition): StockExchange {
  const exchange = definition.exchange;
  if (!isStockExchange(exchange)) throw new RangeError(`${definition.symbol} is not on a cash floor`);
  return exchange;
}

export function marketCodeOf(definition: CashDefinition): MarketCode {
  return MARKET_CODES[floorOf(definition)];
}

const FLOOR_OF_MARKET_CODE: ReadonlyMap<string, StockExchange> = new Map(
  STOCK_EXCHANGES.map((floor) => [MARKET_CODES[floor], floor]),
);

/** The floor a market code names (10 HOSE, 02 HNX, 03 UPCOM); undefined for any other code. */
export function floorOfMarketCode(code: string): StockExchange | undefined {
  return FLOOR_OF_MARKET_CODE.get(code);
}

export function typeCodeOf(definition: CashDefinition): StockTypeCode {
  const code = stockTypeOfKind(definition.kind);
  if (code === undefined) throw new RangeError(`${definition.symbol} has no stock type`);
  return code;
}

/**
 * Still on the board on `date`: warrants and futures leave after their last trading day (the
 * exchange keeps their listing, so a late question about one still has an answer).
 */
export function isListedOn(definition: InstrumentDefinition, date: string): boolean {
  return "lastTradingDate" in definition ? date <= definition.lastTradingDate : true;
}
