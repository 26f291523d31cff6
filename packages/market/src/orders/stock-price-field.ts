/**
 * The order price field of the stock forms (order-entry §5): a keyword the exchange accepts
 * for the kind of order, or a limit price in thousand VND that is above 0, carries no more
 * decimals than the instrument allows and, for conditional kinds, sits on the price step.
 * Normal orders are not step-checked here, as the spec words it; the exchange rejects an
 * off-tick limit (result code 96021).
 */
import type { Price } from "../money";
import {
  allowedPriceKeywords,
  isPriceKeyword,
  type KeywordOrderKind,
  type PriceType,
} from "../price-keywords";
import { isOddLot } from "../lots";
import { invalid, valid, type Validation } from "../validation";
import { stockExchangeOf, type StockInstrument } from "./stock-instrument";
import { readSteppedPrice } from "./stock-stepped-price";

/** A priced order: LO with a whole-VND price, or a keyword with no price. */
export interface StockPrice {
  readonly priceType: PriceType;
  readonly price: Price | null;
}

/**
 * Reads the typed price; the panel uppercases it, so "atc" is ATC.
 *
 * @example readStockPrice("25.55", { symbol: "FPT", venue: "HOSE", kind: "STOCK" }, "normal")
 * // { ok: true, value: { priceType: "LO", price: 25550 } }
 * @example readStockPrice("mok", { symbol: "FPT", venue: "HOSE", kind: "STOCK" }, "normal")
 * // { ok: false, key: "invalid-price" }: MOK is not on HOSE's list
 */
export function readStockPrice(
  text: string,
  instrument: StockInstrument,
  kind: KeywordOrderKind,
): Validation<StockPrice> {
  const typed = text.trim().toUpperCase();
  if (typed === "") return invalid("empty-price");
  if (isPriceKeyword(typed)) {
    const allowed = allowedPriceKeywords(stockExchangeOf(instrument), kind).includes(typed);
    return allowed ? valid({ priceType: typed, price: null }) : invalid("invalid-price");
  }
  const read = readSteppedPrice(typed, instrument);
  switch (read.kind) {
    case "empty":
      return invalid("empty-price");
    case "invalid":
      return invalid("invalid-price");
    case "not-positive":
      return invalid("price-than-0");
    case "off-step":
      return kind === "normal"
        ? valid({ priceType: "LO", price: read.price })
        : invalid("price-step-invalid", { step: read.step });
    case "value":
      return valid({ priceType: "LO", price: read.price });
  }
}

/**
 * True when a keyword price meets an odd-lot volume: the odd-lot board takes limit orders only
 * (market-rules §5), so allowing odd lots means refusing them a market price.
 */
export function isOddLotMarketOrder(priced: StockPrice, volume: number): boolean {
  return priced.priceType !== "LO" && isOddLot(volume);
}
