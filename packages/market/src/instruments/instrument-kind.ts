/**
 * What an instrument is. The data feed's stock `type` is one letter (spec: D, W, E, T); the
 * spec does not spell the letters out, so we read them as the Vietnamese words they start:
 * D = cổ phiếu (shares; "D" for the equity board), W = warrant (chứng quyền), E = ETF,
 * T = trái phiếu (bond). The decision is recorded in docs/spec-coverage.md.
 */
export const STOCK_TYPE_CODES = ["D", "W", "E", "T"] as const;
export type StockTypeCode = (typeof STOCK_TYPE_CODES)[number];

export const INSTRUMENT_KINDS = ["STOCK", "ETF", "CW", "BOND", "INDEX_FUTURE", "BOND_FUTURE"] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

const KIND_BY_TYPE_CODE: Readonly<Record<StockTypeCode, InstrumentKind>> = {
  D: "STOCK",
  W: "CW",
  E: "ETF",
  T: "BOND",
};

const TYPE_CODE_BY_KIND: Readonly<Partial<Record<InstrumentKind, StockTypeCode>>> = {
  STOCK: "D",
  CW: "W",
  ETF: "E",
  BOND: "T",
};

export function kindOfStockType(code: StockTypeCode): InstrumentKind {
  return KIND_BY_TYPE_CODE[code];
}

/** The feed's type letter for a cash-market kind; undefined for derivatives. */
export function stockTypeOfKind(kind: InstrumentKind): StockTypeCode | undefined {
  return TYPE_CODE_BY_KIND[kind];
}

export function isStockTypeCode(value: string): value is StockTypeCode {
  return (STOCK_TYPE_CODES as readonly string[]).includes(value);
}

export function isDerivativeKind(kind: InstrumentKind): kind is "INDEX_FUTURE" | "BOND_FUTURE" {
  return kind === "INDEX_FUTURE" || kind === "BOND_FUTURE";
}

/**
 * Digits of the integer price unit below one displayed unit of the instrument's own quote:
 * index futures are quoted in points and stored in hundredths (1,950.5 → 195050); everything
 * else is stored in whole VND.
 */
export function priceUnitDecimals(kind: InstrumentKind): number {
  return kind === "INDEX_FUTURE" ? 2 : 0;
}
