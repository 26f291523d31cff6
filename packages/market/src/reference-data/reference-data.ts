/**
 * The project's reference data (packages/market/data, copied from public sources with dates;
 * see data/README.md): real tickers, names, industries, reference prices and index members.
 *
 * This module turns raw CSV records into typed, checked values. Bad data is a deployment
 * error, so it throws with the file and row instead of returning a warning.
 */
import { STOCK_EXCHANGES, type StockExchange } from "../instruments/exchange";

export type RawRecord = Readonly<Record<string, string>>;

/** A listed stock or ETF (symbols.csv). */
export interface ListedSymbol {
  readonly symbol: string;
  readonly exchange: StockExchange;
  readonly kind: "STOCK" | "ETF";
  readonly nameVi: string;
  readonly nameEn: string;
  /** ICB level-2 code as text ("0500" keeps its zero), or null where no source classifies it. */
  readonly icbCode: string | null;
  /** Reference price of the snapshot session, VND. */
  readonly referencePrice: number;
  readonly sharesOutstanding: number;
}

/** An index and its constituents (indices.csv). */
export interface IndexDefinition {
  readonly code: string;
  readonly name: string;
  readonly exchange: StockExchange;
  /** KRX market id: STO HOSE, STX HNX, UPX UPCOM. */
  readonly marketId: string;
  readonly constituents: readonly string[];
}

/** An ICB level-2 industry (industries.csv). */
export interface Industry {
  readonly icbCode: string;
  readonly nameVi: string;
  readonly nameEn: string;
}

/** An ETF and the index it tracks (etfs.csv). */
export interface EtfDefinition {
  readonly symbol: string;
  readonly exchange: StockExchange;
  readonly name: string;
  readonly trackedIndex: string;
}

export interface ReferenceData {
  readonly symbols: readonly ListedSymbol[];
  readonly indices: readonly IndexDefinition[];
  readonly industries: readonly Industry[];
  readonly etfs: readonly EtfDefinition[];
}

class ReferenceDataError extends Error {
  constructor(file: string, row: number, problem: string) {
    super(`${file} row ${row}: ${problem}`);
    this.name = "ReferenceDataError";
  }
}

function field(file: string, row: number, record: RawRecord, name: string): string {
  const value = record[name];
  if (value === undefined) throw new ReferenceDataError(file, row, `missing column ${name}`);
  return value.trim();
}

function required(file: string, row: number, record: RawRecord, name: string): string {
  const value = field(file, row, record, name);
  if (value === "") throw new ReferenceDataError(file, row, `empty ${name}`);
  return value;
}

function wholeNumber(file: string, row: number, record: RawRecord, name: string): number {
  const text = required(file, row, record, name);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value)) {
    throw new ReferenceDataError(file, row, `${name} is not a whole number: ${text}`);
  }
  return value;
}

function exchange(file: string, row: number, record: RawRecord): StockExchange {
  const value = required(file, row, record, "exchange");
  if (!(STOCK_EXCHANGES as readonly string[]).includes(value)) {
    throw new ReferenceDataError(file, row, `unknown exchange ${value}`);
  }
  return value as StockExchange;
}

// Row numbers count the header as row 1, as a spreadsheet shows them.
const rowNumber = (index: number) => index + 2;

export function toListedSymbols(records: readonly RawRecord[]): ListedSymbol[] {
  const file = "symbols.csv";
  return records.map((record, index) => {
    const row = rowNumber(index);
    const kind = required(file, row, record, "type");
    if (kind !== "STOCK" && kind !== "ETF") throw new ReferenceDataError(file, row, `unknown type ${kind}`);
    const icbCode = field(file, row, record, "icb_code");
    return {
      symbol: required(file, row, record, "symbol"),
      exchange: exchange(file, row, record),
      kind,
      nameVi: required(file, row, record, "name_vi"),
      nameEn: required(file, row, record, "name_en"),
      icbCode: icbCode === "" ? null : icbCode,
      referencePrice: wholeNumber(file, row, record, "ref_price"),
      sharesOutstanding: wholeNumber(file, row, record, "shares_outstanding"),
    };
  });
}

export function toIndexDefinitions(records: readonly RawRecord[]): IndexDefinition[] {
  const file = "indices.csv";
  return records.map((record, index) => {
    const row = rowNumber(index);
    return {
      code: required(file, row, record, "code"),
      name: required(file, row, record, "name"),
      exchange: exchange(file, row, record),
      marketId: required(file, row, record, "market_code"),
      constituents: required(file, row, record, "constituents").split(";"),
    };
  });
}

export function toIndustries(records: readonly RawRecord[]): Industry[] {
  const file = "industries.csv";
  return records.map((record, index) => {
    const row = rowNumber(index);
    return {
      icbCode: required(file, row, record, "icb_code"),
      nameVi: required(file, row, record, "name_vi"),
      nameEn: required(file, row, record, "name_en"),
    };
  });
}

export function toEtfDefinitions(records: readonly RawRecord[]): EtfDefinition[] {
  const file = "etfs.csv";
  return records.map((record, index) => {
    const row = rowNumber(index);
    return {
      symbol: required(file, row, record, "symbol"),
      exchange: exchange(file, row, record),
      name: required(file, row, record, "name"),
      trackedIndex: required(file, row, record, "tracked_index"),
    };
  });
}
