/**
 * The trigger price of a stop order (order-entry §5 "Stop", accounts-session §5 "Stop order"):
 * required (empty-trigger-price), above 0 (trigger-price-than-0), a number on the exchange
 * price step (invalid-trigger-price, with `{ step }` in VND when only the step is missed).
 * Placing and editing a stop order share it.
 */
import type { Price } from "../money";
import { invalid, valid, type Validation } from "../validation";
import type { StockInstrument } from "./stock-instrument";
import { readSteppedPrice } from "./stock-stepped-price";

/**
 * @example readStopTrigger("10.01", { symbol: "FPT", venue: "HOSE", kind: "STOCK" })
 * // { ok: false, key: "invalid-trigger-price", params: { step: 50 } }
 */
export function readStopTrigger(text: string, instrument: StockInstrument): Validation<Price> {
  const read = readSteppedPrice(text, instrument);
  switch (read.kind) {
    case "empty":
      return invalid("empty-trigger-price");
    case "invalid":
      return invalid("invalid-trigger-price");
    case "not-positive":
      return invalid("trigger-price-than-0");
    case "off-step":
      return invalid("invalid-trigger-price", { step: read.step });
    case "value":
      return valid(read.price);
  }
}
