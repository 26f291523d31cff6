/**
 * The covered-warrant columns of the stock table (price-board §2 "Covered warrants", §3
 * "Covered warrant extras"): the underlying share and its live price, the exercise price and
 * ratio, the breakeven (dhv) and the difference (dif), the issuer, the type and the maturity.
 *
 *   dhv = exercise price + warrant price × ratio      (ratio a:b = a warrants per b shares)
 *   dif = underlying price − dhv, two decimals
 *
 * The arithmetic and the rounding are the market package's (format/covered-warrant.ts); this
 * module picks the prices:
 * - the warrant price is the last match, or the reference before the first one;
 * - the underlying price is its own live row's last match (reference before the first), or the
 *   warrant row's copy (`stockLastPrice`, `stockReference`) until that row is loaded.
 * Pure, so each rule is tested table-driven.
 */
import {
  formatCompactDate,
  formatPrice,
  formatWarrantBreakeven,
  formatBreakevenDifference,
  parseExerciseRatio,
  priceColour,
  type ExerciseRatio,
  type PriceColour,
  type WarrantQuote,
} from "@bangia/market";
import type { QuoteRow } from "../realtime/protocol";

/** The warrant columns' fields (also their `data-field`, sort field and hidden-column key). */
export const WARRANT_FIELDS = [
  "CWUnderlying",
  "stockPrice",
  "CWExcersisePrice",
  "CWExerciseRatio",
  "dhv",
  "dif",
  "CWIssuerName",
  "CWType",
  "CWMaturityDate",
] as const;
export type WarrantField = (typeof WARRANT_FIELDS)[number];

/**
 * Fields the quote worker cannot sort by, because they are not fields of the warrant's own row
 * (the underlying's live price, the breakeven and difference) or not comparable as text (the
 * ratio "10:1" sorts before "2:1"): the board sorts these itself.
 */
export const DERIVED_WARRANT_FIELDS: ReadonlySet<string> = new Set<WarrantField>([
  "stockPrice",
  "CWExerciseRatio",
  "dhv",
  "dif",
]);

export function isWarrantField(field: string): field is WarrantField {
  return (WARRANT_FIELDS as readonly string[]).includes(field);
}

export function isWarrantRow(row: QuoteRow | undefined): row is WarrantQuote {
  return row !== undefined && row.type === "W";
}

/**
 * The underlying share of a warrant code: the listing's CWUnderlying, else characters 2 to 4 of
 * the code (price-board §7 "the underlying codes (characters 2 to 4 of each code)").
 *
 * @example underlyingSymbol({ stock_code: "CFPT2501", CWUnderlying: "FPT" }) // "FPT"
 * @example underlyingSymbol({ stock_code: "CHPG2402", CWUnderlying: "" }) // "HPG"
 */
export function underlyingSymbol(entry: {
  readonly stock_code: string;
  readonly CWUnderlying: string;
}): string {
  const listed = entry.CWUnderlying.trim();
  return listed !== "" ? listed : entry.stock_code.slice(1, 4);
}

/**
 * The price the breakeven uses: the last match, or the reference before the first one.
 *
 * @example warrantPrice({ lastPrice: 0, r: 510 }) // 510
 */
export function warrantPrice(row: Pick<QuoteRow, "lastPrice" | "r">): number {
  return row.lastPrice > 0 ? row.lastPrice : row.r;
}

export interface UnderlyingQuote {
  readonly price: number;
  readonly reference: number;
  readonly ceiling: number;
  readonly floor: number;
}

/**
 * The underlying's price and band: its live row when loaded, else the warrant row's copy.
 *
 * @example underlyingQuote(warrant, { lastPrice: 0, r: 50_600, c: 54_100, f: 47_100 }).price // 50_600
 */
export function underlyingQuote(warrant: WarrantQuote, underlying: QuoteRow | undefined): UnderlyingQuote {
  if (underlying !== undefined)
    return {
      price: warrantPrice(underlying),
      reference: underlying.r,
      ceiling: underlying.c,
      floor: underlying.f,
    };
  return {
    price: warrant.stockLastPrice > 0 ? warrant.stockLastPrice : warrant.stockReference,
    reference: warrant.stockReference,
    ceiling: warrant.stockCeil,
    floor: warrant.stockFloor,
  };
}

interface BreakevenParts {
  readonly exercisePrice: number;
  readonly warrantPrice: number;
  readonly ratio: ExerciseRatio;
}

function breakevenParts(warrant: WarrantQuote): BreakevenParts | null {
  const ratio = parseExerciseRatio(warrant.CWExerciseRatio);
  const price = warrantPrice(warrant);
  if (ratio === null || warrant.CWExcersisePrice <= 0 || price <= 0) return null;
  return { exercisePrice: warrant.CWExcersisePrice, warrantPrice: price, ratio };
}

/**
 * The breakeven in VND as an exact float (for sorting): exercise + price × warrants / shares.
 *
 * @example breakevenValue({ CWExcersisePrice: 20_500, lastPrice: 1_440, CWExerciseRatio: "2:1", … }) // 23_380
 */
export function breakevenValue(warrant: WarrantQuote): number | null {
  const parts = breakevenParts(warrant);
  if (parts === null) return null;
  return parts.exercisePrice + (parts.warrantPrice * parts.ratio.warrants) / parts.ratio.shares;
}

/**
 * Warrants per share of a ratio, for sorting ("5:1" → 5, "1:2" → 0.5); null when unreadable.
 */
export function ratioValue(text: string): number | null {
  const ratio = parseExerciseRatio(text);
  return ratio === null ? null : ratio.warrants / ratio.shares;
}

/**
 * The issuer without its legal form, which every issuer shares ("Công ty Cổ phần Chứng khoán
 * SSI" → "SSI"); the full name is the cell's tooltip.
 *
 * @example issuerShortName("Công ty TNHH Chứng khoán ACB") // "ACB"
 * @example issuerShortName("Vietcap") // "Vietcap"
 */
export function issuerShortName(name: string): string {
  const short = name
    .trim()
    .replace(/^công ty\s+(?:cổ phần|tnhh(?:\s+một thành viên|\s+mtv)?)\s+chứng khoán\s+/iu, "");
  return short === "" ? name.trim() : short;
}

export interface WarrantCellView {
  readonly text: string;
  readonly colour: PriceColour | null;
  /** The whole text when the cell shows a shortened one (the issuer). */
  readonly title?: string;
}

const EMPTY: WarrantCellView = { text: "", colour: null };

/** A signed sign colour: above the breakeven is up (in the money at expiry), below is down. */
const signColour = (value: number): PriceColour => (value > 0 ? "up" : value < 0 ? "down" : "reference");

/**
 * The text and colour of a warrant cell of `warrant`'s row, with its underlying's live row
 * (undefined until loaded). The type cell answers the code ("C", "P"); the row labels it.
 *
 * @example warrantCellView(row, underlying, "dhv") // { text: "23.38", colour: null }
 */
export function warrantCellView(
  warrant: WarrantQuote,
  underlying: QuoteRow | undefined,
  field: WarrantField,
): WarrantCellView {
  switch (field) {
    case "CWUnderlying":
      return { text: warrant.CWUnderlying, colour: null };
    case "stockPrice": {
      const quote = underlyingQuote(warrant, underlying);
      if (quote.price <= 0) return EMPTY;
      return { text: formatPrice(quote.price), colour: priceColour(quote.price, quote) };
    }
    case "CWExcersisePrice":
      return warrant.CWExcersisePrice > 0
        ? { text: formatPrice(warrant.CWExcersisePrice), colour: null }
        : EMPTY;
    case "CWExerciseRatio":
      return { text: warrant.CWExerciseRatio, colour: null };
    case "dhv": {
      const parts = breakevenParts(warrant);
      return parts === null ? EMPTY : { text: formatWarrantBreakeven(parts), colour: null };
    }
    case "dif": {
      const parts = breakevenParts(warrant);
      const quote = underlyingQuote(warrant, underlying);
      const breakeven = breakevenValue(warrant);
      if (parts === null || breakeven === null || quote.price <= 0) return EMPTY;
      return {
        text: formatBreakevenDifference({ ...parts, underlyingPrice: quote.price }),
        colour: signColour(quote.price - breakeven),
      };
    }
    case "CWIssuerName": {
      const short = issuerShortName(warrant.CWIssuerName);
      return short === warrant.CWIssuerName
        ? { text: short, colour: null }
        : { text: short, colour: null, title: warrant.CWIssuerName };
    }
    case "CWType":
      return { text: warrant.CWType, colour: null };
    case "CWMaturityDate":
      return { text: formatCompactDate(warrant.CWMaturityDate), colour: null };
  }
}

/**
 * A warrant row's value for a board-side sort of a derived field; undefined (sorted last in both
 * directions) when the row or the figure is missing.
 */
export function warrantSortValue(
  warrant: QuoteRow | undefined,
  underlying: QuoteRow | undefined,
  field: string,
): number | undefined {
  if (!isWarrantRow(warrant)) return undefined;
  switch (field) {
    case "stockPrice": {
      const price = underlyingQuote(warrant, underlying).price;
      return price > 0 ? price : undefined;
    }
    case "CWExerciseRatio":
      return ratioValue(warrant.CWExerciseRatio) ?? undefined;
    case "dhv":
      return breakevenValue(warrant) ?? undefined;
    case "dif": {
      const breakeven = breakevenValue(warrant);
      const price = underlyingQuote(warrant, underlying).price;
      return breakeven === null || price <= 0 ? undefined : price - breakeven;
    }
    default:
      return undefined;
  }
}
