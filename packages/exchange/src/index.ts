// The front door of @bangia/exchange: the exchange, its clock, what it lists and what it
// publishes. Inside the package, import files directly, never this barrel.
export * from "./clock/market-clock";
export * from "./clock/demo-clock";
export * from "./clock/real-clock";
export * from "./instruments/instrument";
export { buildUniverse, type UniverseOptions } from "./instruments/instrument-universe";
export * from "./orders/order-commands";
export * from "./orders/reject-codes";
export * from "./events/exchange-event";
export * from "./events/execution-report";
export * from "./exchange/exchange-api";
export * from "./exchange/exchange-snapshot";
export { MarketExchange, type ExchangeOptions } from "./exchange/market-exchange";
export type { SymbolDay } from "./market-data/symbol-day";
export type { IndexCalculator, IndexBreadth } from "./indices/index-calculator";
export type { SeriesPoint } from "./indices/index-series";
export type { Advert, Deal, PutThroughTotals } from "./put-through/put-through-desk";
export { warrantBreakevenPrice, warrantIntrinsicValue } from "./market-data/warrant-values";
export * from "./journal/journal-entry";
export * from "./journal/journal-text";
export * from "./journal/replay-journal";
export * from "./journal/journaled-exchange";
export * from "./journal/json-chunks";
export * from "./journal/time-slicer";
export * from "./journal/recovery-error";
export {
  MarketSimulator,
  type MarketSimulatorOptions,
  type SimulatorState,
} from "./simulation/market-simulator";
export {
  configForSpeed,
  DEFAULT_SIMULATION_CONFIG,
  type SimulationConfig,
} from "./simulation/simulation-config";
export type { SimulationStats } from "./simulation/simulation-stats";
export { MarketDriver, type Tickable } from "./live/market-driver";
