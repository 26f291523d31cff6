/**
 * Buy MAX / Sell MAX (issue 16, beyond the spec; as on SSI's and VPS's boards): the volume a
 * click fills in, from what Web.BuyingPower answers — the most the buying power pays for at the
 * ticket's price (side B) or the shares available to sell (side S).
 *
 * Rules: whole board lots (`lot`, 100 shares) when there is at least one lot, since a normal
 * order above 100 must be whole lots (order-entry §5); below one lot the odd lot itself (1–99
 * go to the odd-lot board); never above the HOSE cap of 50,000 per order; 0 when nothing can be
 * bought or sold. A bond (lot 1) fills its whole count.
 */
import { HOSE_MAX_ORDER_VOLUME, type StockExchange } from "@bangia/market";

export interface MaxVolumeInput {
  /** volumeAvaiable of Web.BuyingPower for the side: max buy, or available shares. */
  readonly available: number;
  /** Shares per board lot (the answer's unit): 100, or 1 for bonds. */
  readonly lot: number;
  readonly exchange: StockExchange;
}

/**
 * The volume Buy MAX or Sell MAX fills in.
 *
 * @example maxOrderVolume({ available: 1_250, lot: 100, exchange: "HOSE" }) // 1200
 * @example maxOrderVolume({ available: 70, lot: 100, exchange: "HNX" }) // 70
 * @example maxOrderVolume({ available: 80_000, lot: 100, exchange: "HOSE" }) // 50000
 */
export function maxOrderVolume(input: MaxVolumeInput): number {
  const lot = Number.isSafeInteger(input.lot) && input.lot > 0 ? input.lot : 1;
  let volume = Number.isFinite(input.available) ? Math.max(0, Math.floor(input.available)) : 0;
  if (input.exchange === "HOSE") volume = Math.min(volume, HOSE_MAX_ORDER_VOLUME);
  return volume >= lot ? volume - (volume % lot) : volume;
}
