/**
 * The part of the exchange the row builders read: the market view plus the indices, ETF
 * indicative values and the put-through desk. A narrow pick keeps the builders honest about what
 * they depend on, and lets a test hand them a real exchange or a stand-in.
 */
import type { MarketExchange } from "@bangia/exchange";

export type MarketSource = Pick<
  MarketExchange,
  | "today"
  | "phaseOf"
  | "instrument"
  | "day"
  | "depth"
  | "openVolume"
  | "index"
  | "etfIndicative"
  | "putThrough"
>;
