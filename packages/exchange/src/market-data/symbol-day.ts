/**
 * A symbol's facts for one trading day, kept by the exchange and shown by every board.
 * All prices in the instrument's price unit, values in VND (price × volume for cash
 * instruments; derivatives keep price × volume too, the multiplier applies at display).
 * Zero means "none yet" for prices.
 */
export interface SymbolDay {
  reference: number;
  /** Zero for instruments without a band (bonds). */
  ceiling: number;
  floor: number;
  open: number;
  high: number;
  low: number;
  last: number;
  lastVolume: number;
  /** Closing price once the day has one (closing call, else last continuous trade). */
  close: number;
  /** Board-lot matched volume and value: continuous, calls and post-close. */
  totalVolume: number;
  totalValue: number;
  /** Board-lot continuous matching only: the UPCOM reference is its average. */
  continuousVolume: number;
  continuousValue: number;
  oddVolume: number;
  oddValue: number;
  putThroughVolume: number;
  putThroughValue: number;
  /** Price of the last put-through deal (the only trades bonds have). */
  putThroughLast: number;
  foreignBuyVolume: number;
  foreignBuyValue: number;
  foreignSellVolume: number;
  foreignSellValue: number;
  /** Foreign room left, in shares (KRX: reduced at order entry, restored on cancel). */
  foreignRoom: number;
  proprietaryBuyVolume: number;
  proprietaryBuyValue: number;
  proprietarySellVolume: number;
  proprietarySellValue: number;
  tradeCount: number;
  /** Derivatives: contracts open at the end of the last trade. */
  openInterest: number;
}
