/**
 * Market-price keywords an order form accepts in place of a number (order-entry §5, §9;
 * market-rules §6).
 *
 * The spec fixes the normal lists — HNX: MOK, MAK, MTL, ATC, PLO; HSX: MTL, ATO, ATC;
 * derivatives: ATC, ATO, MAK, MOK, MTL — and says the stock panel's conditional and SL/TP lists
 * differ without spelling them. Our decision (docs/spec-coverage.md): a stock conditional order
 * is activated during trading, so it may not carry ATO (the opening call is over by then) or
 * PLO; a stock SL/TP exit must execute at once, so it carries only the continuous-session
 * market orders. The derivative panel uses its one list for every form (order-entry §5 names
 * the five keywords for all of them and gives SL/TP a base price for ATO); whether a keyword
 * fits the current session is the session check's job (40041–40043).
 * UPCOM accepts limit orders only. MP is in the vocabulary because old orders carry it, but no
 * venue accepts it since HOSE replaced it with MTL on 5 May 2025.
 */
import type { Exchange } from "./instruments/exchange";

export const PRICE_KEYWORDS = ["ATO", "ATC", "MOK", "MAK", "MTL", "MP", "PLO"] as const;
export type PriceKeyword = (typeof PRICE_KEYWORDS)[number];

/** Price type of an order: a limit (LO) or one of the keywords. */
export type PriceType = "LO" | PriceKeyword;

export type KeywordOrderKind = "normal" | "conditional" | "sltp";

const DERIVATIVE_KEYWORDS: readonly PriceKeyword[] = ["ATC", "ATO", "MAK", "MOK", "MTL"];

const KEYWORDS: Readonly<Record<Exchange, Readonly<Record<KeywordOrderKind, readonly PriceKeyword[]>>>> = {
  HOSE: { normal: ["MTL", "ATO", "ATC"], conditional: ["MTL", "ATC"], sltp: ["MTL"] },
  HNX: {
    normal: ["MOK", "MAK", "MTL", "ATC", "PLO"],
    conditional: ["MOK", "MAK", "MTL", "ATC"],
    sltp: ["MOK", "MAK", "MTL"],
  },
  UPCOM: { normal: [], conditional: [], sltp: [] },
  DERIVATIVES: { normal: DERIVATIVE_KEYWORDS, conditional: DERIVATIVE_KEYWORDS, sltp: DERIVATIVE_KEYWORDS },
};

/** The keywords accepted by `exchange` for an order of `kind`. */
export function allowedPriceKeywords(exchange: Exchange, kind: KeywordOrderKind): readonly PriceKeyword[] {
  return KEYWORDS[exchange][kind];
}

export function isPriceKeyword(text: string): text is PriceKeyword {
  return (PRICE_KEYWORDS as readonly string[]).includes(text);
}

/** Market orders that execute against the book at once (no call auction). */
export function isImmediateMarketKeyword(keyword: PriceKeyword): boolean {
  return keyword === "MTL" || keyword === "MOK" || keyword === "MAK" || keyword === "MP";
}
