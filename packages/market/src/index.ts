// The front door of @bangia/market: pure Vietnamese market rules, shared by the web app, the
// server and the exchange. Inside the package, import files directly, never this barrel.
export * from "./money";
export * from "./decimal-text";
export * from "./calendar-date";
export * from "./instruments/exchange";
export * from "./instruments/instrument-kind";
export * from "./price-steps";
export * from "./bands";
export * from "./lots";
export * from "./price-keywords";
export * from "./validation";
export * from "./catalogue/warning-keys";
export * from "./orders/order-terms";
export * from "./reference-data/reference-data";
export * from "./instruments/index-codes";
