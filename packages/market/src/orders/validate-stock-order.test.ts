import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar-date";
import { STOCK_PANEL_WARNING_KEYS, type WarningKey } from "../catalogue/warning-keys";
import type { BoardVenue } from "../instruments/exchange";
import { priceStep } from "../price-steps";
import type { WarningParams } from "../validation";
import type { StockInstrument } from "./stock-instrument";
import { validateStockOrder, type StockOrderContext, type StockOrderForm } from "./validate-stock-order";

const TODAY = "2025-06-02";
const day = (offset: number): string => addDays(TODAY, offset);

const FPT: StockInstrument = { symbol: "FPT", venue: "HOSE", kind: "STOCK" };

const baseContext: StockOrderContext = {
  today: TODAY,
  instrument: FPT,
  referencePrice: 25_000,
  webTradeFunctions: ["B", "S"],
};

const normal: StockOrderForm = {
  side: "B",
  account: "0001001",
  conditionType: "normal",
  orderSymbol: "FPT",
  orderPrice: "25.5",
  orderVolume: "1,000",
  pin: "123456",
};
const stop: StockOrderForm = {
  ...normal,
  conditionType: "stop",
  orderPrice: "25",
  triggerPrice: "24.5",
  expiryDate: day(10),
};
const tco: StockOrderForm = {
  ...normal,
  conditionType: "tco",
  orderPrice: "25",
  effectiveDate: day(1),
  expiryDate: day(10),
};
const slTp: StockOrderForm = {
  ...normal,
  conditionType: "sl_tp",
  orderPrice: "25",
  stopLossPrice: "24",
  takeProfitPrice: "27",
  stopLossMargin: "0.1",
  effectiveDate: day(0),
  expiryDate: day(10),
};
const trailing: StockOrderForm = {
  ...normal,
  conditionType: "trailing_stop",
  orderPrice: "",
  trailingAmount: "0.5",
  spread: "0.1",
  expiryDate: day(5),
};

/** A context for another instrument, with the form's symbol set to match. */
function on(
  form: StockOrderForm,
  instrument: StockInstrument,
  extra: Partial<StockOrderContext> = {},
): { form: StockOrderForm; context: StockOrderContext } {
  return {
    form: { ...form, orderSymbol: instrument.symbol },
    context: { ...baseContext, ...extra, instrument },
  };
}
const share = (venue: BoardVenue, symbol = "ABC"): StockInstrument => ({ symbol, venue, kind: "STOCK" });
const HNX_SHARE = share("HNX", "SHS");
const UPCOM_SHARE = share("UPCOM", "BSR");
const BOND: StockInstrument = { symbol: "BOND1", venue: "HNX", kind: "BOND", stockType: "T" };
const RIGHT: StockInstrument = { symbol: "FPT-R", venue: "HOSE", kind: "STOCK", stockType: "R" };
const ETF: StockInstrument = { symbol: "E1VFVN30", venue: "HOSE", kind: "ETF" };
const CW: StockInstrument = { symbol: "CFPT2401", venue: "HOSE", kind: "CW" };

interface RefusalCase {
  readonly name: string;
  readonly form: StockOrderForm;
  readonly context?: StockOrderContext;
  readonly key: WarningKey;
  readonly params?: WarningParams;
}

function expectRefusal({ form, context, key, params }: RefusalCase): void {
  const result = validateStockOrder(form, context ?? baseContext);
  expect(result).toStrictEqual(params === undefined ? { ok: false, key } : { ok: false, key, params });
}

// One or more cases per rule of order-entry §5 "Stock orders", in the spec's order.
const refusals: readonly RefusalCase[] = [
  {
    name: "§5 stock: account required → empty-acccount",
    form: { ...normal, account: "  " },
    key: "empty-acccount",
  },
  {
    name: "§5 stock: symbol required → empty-symbol",
    form: { ...normal, orderSymbol: "" },
    key: "empty-symbol",
  },
  {
    name: "§5 stock: conditional refused for bonds → order-condition-invalid",
    ...on(stop, BOND),
    key: "order-condition-invalid",
  },
  {
    name: "§5 stock: conditional refused for rights (type R) → order-condition-invalid",
    ...on(tco, RIGHT),
    key: "order-condition-invalid",
  },
  {
    name: "§2 stock: SL/TP is offered on buys only, a sell → order-condition-invalid",
    form: { ...slTp, side: "S" },
    key: "order-condition-invalid",
  },
  {
    name: "§5 stock: volume required → empty-volume",
    form: { ...normal, orderVolume: " " },
    key: "empty-volume",
  },
  {
    name: "§5 stock: volume numeric → empty-volume",
    form: { ...normal, orderVolume: "abc" },
    key: "empty-volume",
  },
  {
    name: "§5 stock: volume whole units → empty-volume",
    form: { ...normal, orderVolume: "100.5" },
    key: "empty-volume",
  },
  {
    name: "§5 stock: commas only group thousands ('1,00') → empty-volume",
    form: { ...normal, orderVolume: "1,00" },
    key: "empty-volume",
  },
  {
    name: "§5 stock: volume above 0 → volume-than-0",
    form: { ...normal, orderVolume: "0" },
    key: "volume-than-0",
  },
  {
    name: "§5 stock: negative volume → volume-than-0",
    form: { ...normal, orderVolume: "-100" },
    key: "volume-than-0",
  },
  {
    name: "§5 stock: normal non-bond volume above 100 a multiple of 100 → empty-volume",
    form: { ...normal, orderVolume: "150" },
    key: "empty-volume",
  },
  {
    name: "§5 stock: same rule on HNX → empty-volume",
    ...on({ ...normal, orderPrice: "25", orderVolume: "1,050" }, HNX_SHARE),
    key: "empty-volume",
  },
  {
    name: "§5 stock: HOSE volume at most 50000 → vol-greater-than-50000",
    form: { ...normal, orderVolume: "50,100" },
    key: "vol-greater-than-50000",
  },
  {
    name: "§5 stock: VN30 venue is HOSE, at most 50000 → vol-greater-than-50000",
    ...on({ ...normal, orderVolume: "60000" }, share("VN30")),
    key: "vol-greater-than-50000",
  },
  {
    name: "§5 stock: HSX venue is HOSE, at most 50000 → vol-greater-than-50000",
    ...on({ ...normal, orderVolume: "60000" }, share("HSX")),
    key: "vol-greater-than-50000",
  },
  {
    name: "§5 stock: conditional HOSE volume a multiple of 100 → wrong-lot-100",
    form: { ...stop, orderVolume: "150" },
    key: "wrong-lot-100",
  },
  {
    name: "§5 stock (our decision): conditional odd lot on HNX too → wrong-lot-100",
    ...on({ ...stop, orderPrice: "25", triggerPrice: "25", orderVolume: "50" }, HNX_SHARE),
    key: "wrong-lot-100",
  },
  { name: "§5 stock: price required → empty-price", form: { ...normal, orderPrice: "" }, key: "empty-price" },
  {
    name: "§5 stock: price not zero → price-than-0",
    form: { ...normal, orderPrice: "0" },
    key: "price-than-0",
  },
  {
    name: "§5 stock: price not negative → price-than-0",
    form: { ...normal, orderPrice: "-25" },
    key: "price-than-0",
  },
  {
    name: "§5 stock: a negative price is refused for its sign, whatever its decimals → price-than-0",
    form: { ...normal, orderPrice: "-25.555" },
    key: "price-than-0",
  },
  {
    name: "§5 stock: non-numeric text → invalid-price",
    form: { ...normal, orderPrice: "25a" },
    key: "invalid-price",
  },
  {
    name: "§5 stock: keyword not in the HOSE list → invalid-price",
    form: { ...normal, orderPrice: "MOK" },
    key: "invalid-price",
  },
  {
    name: "§5 stock: shares take 2 decimals (in thousand VND) → invalid-price",
    form: { ...normal, orderPrice: "25.555" },
    key: "invalid-price",
  },
  {
    name: "§5 stock: a decimal comma is not a thousands separator → invalid-price",
    form: { ...normal, orderPrice: "25,55" },
    key: "invalid-price",
  },
  {
    name: "§5 stock (our decision): odd-lot board takes LO only → invalid-price",
    form: { ...normal, orderPrice: "ATC", orderVolume: "50" },
    key: "invalid-price",
  },
  {
    name: "§5 stock: conditional price on the HOSE step → price-step-invalid with step",
    form: { ...stop, orderPrice: "25.01" },
    key: "price-step-invalid",
    params: { step: 50 },
  },
  {
    name: "§5 stock: TCO price on step → price-step-invalid with step",
    ...on({ ...tco, orderPrice: "25.05" }, UPCOM_SHARE),
    key: "price-step-invalid",
    params: { step: 100 },
  },
  {
    name: "§5 stop: trigger required → empty-trigger-price",
    form: { ...stop, triggerPrice: "" },
    key: "empty-trigger-price",
  },
  {
    name: "§5 stop: trigger absent → empty-trigger-price",
    form: { ...normal, conditionType: "stop", orderPrice: "25", expiryDate: day(1) },
    key: "empty-trigger-price",
  },
  {
    name: "§5 stop: trigger above 0 → trigger-price-than-0",
    form: { ...stop, triggerPrice: "0" },
    key: "trigger-price-than-0",
  },
  {
    name: "§5 stop: a negative trigger, whatever its decimals → trigger-price-than-0",
    form: { ...stop, triggerPrice: "-24.555" },
    key: "trigger-price-than-0",
  },
  {
    name: "§5 stop: trigger numeric → invalid-trigger-price",
    form: { ...stop, triggerPrice: "x" },
    key: "invalid-trigger-price",
  },
  {
    name: "§5 stop: trigger on step → invalid-trigger-price with step",
    form: { ...stop, triggerPrice: "24.51" },
    key: "invalid-trigger-price",
    params: { step: 50 },
  },
  {
    name: "§5 trailing: amount required → invalid-trailing-amount",
    form: { ...trailing, trailingAmount: "" },
    key: "invalid-trailing-amount",
  },
  {
    name: "§5 trailing: amount numeric → invalid-trailing-amount",
    form: { ...trailing, trailingAmount: "0.5x" },
    key: "invalid-trailing-amount",
  },
  {
    name: "§5 trailing: amount above 0 → trailing-amount-than-0",
    form: { ...trailing, trailingAmount: "0" },
    key: "trailing-amount-than-0",
  },
  {
    name: "§5 trailing: negative amount → trailing-amount-than-0",
    form: { ...trailing, trailingAmount: "-0.1" },
    key: "trailing-amount-than-0",
  },
  {
    name: "§5 trailing: a negative amount finer than 1 VND → trailing-amount-than-0",
    form: { ...trailing, trailingAmount: "-0.0001" },
    key: "trailing-amount-than-0",
  },
  {
    name: "§5 trailing: spread numeric → invalid-spread",
    form: { ...trailing, spread: "x" },
    key: "invalid-spread",
  },
  {
    name: "§5 trailing: spread not negative → invalid-spread",
    form: { ...trailing, spread: "-0.1" },
    key: "invalid-spread",
  },
  {
    name: "§5 trailing: a negative spread finer than 1 VND → invalid-spread",
    form: { ...trailing, spread: "-0.0001" },
    key: "invalid-spread",
  },
  {
    name: "§5 trailing: HOSE step .01 → trailing-amount-not-valid with step",
    form: { ...trailing, trailingAmount: "0.015" },
    key: "trailing-amount-not-valid",
    params: { step: 10 },
  },
  {
    name: "§5 trailing: HNX one decimal → trailing-amount-not-valid with step",
    ...on({ ...trailing, trailingAmount: "0.15" }, HNX_SHARE),
    key: "trailing-amount-not-valid",
    params: { step: 100 },
  },
  {
    name: "§5 trailing: HNX30 one decimal, beyond whole VND → trailing-amount-not-valid",
    ...on({ ...trailing, trailingAmount: "0.0155" }, share("HNX30")),
    key: "trailing-amount-not-valid",
    params: { step: 100 },
  },
  {
    name: "§5 trailing: HOSE spread step .01 → stop-spread-not-valid with step",
    form: { ...trailing, spread: "0.005" },
    key: "stop-spread-not-valid",
    params: { step: 10 },
  },
  {
    name: "§5 trailing: UPCOM spread one decimal → stop-spread-not-valid with step",
    ...on({ ...trailing, spread: "0.05" }, UPCOM_SHARE),
    key: "stop-spread-not-valid",
    params: { step: 100 },
  },
  {
    name: "§5 SL/TP: at least one of stop loss or take profit → enter-stop-loss-price",
    form: { ...slTp, stopLossPrice: "", takeProfitPrice: " ", stopLossMargin: "" },
    key: "enter-stop-loss-price",
  },
  {
    name: "§5 SL/TP: a margin requires a stop-loss price → enter-slp-and-margin",
    form: { ...slTp, stopLossPrice: "" },
    key: "enter-slp-and-margin",
  },
  {
    name: "§5 SL/TP: stop loss numeric → invalid-stop-loss",
    form: { ...slTp, stopLossPrice: "x" },
    key: "invalid-stop-loss",
  },
  {
    name: "§5 SL/TP: stop loss above 0 → invalid-stop-loss",
    form: { ...slTp, stopLossPrice: "0", stopLossMargin: "" },
    key: "invalid-stop-loss",
  },
  {
    name: "§5 SL/TP: stop loss on step → invalid-stop-loss with step",
    form: { ...slTp, stopLossPrice: "24.01" },
    key: "invalid-stop-loss",
    params: { step: 50 },
  },
  {
    name: "§5 SL/TP: take profit on step → invalid-take-profit with step",
    form: { ...slTp, takeProfitPrice: "27.01" },
    key: "invalid-take-profit",
    params: { step: 50 },
  },
  {
    name: "§5 SL/TP: take profit numeric → invalid-take-profit",
    form: { ...slTp, takeProfitPrice: "abc" },
    key: "invalid-take-profit",
  },
  {
    name: "§5 SL/TP: margin above 0 → invalid-stop-loss-margin",
    form: { ...slTp, stopLossMargin: "0" },
    key: "invalid-stop-loss-margin",
  },
  {
    name: "§5 SL/TP: margin numeric → invalid-stop-loss-margin",
    form: { ...slTp, stopLossMargin: "0.1x" },
    key: "invalid-stop-loss-margin",
  },
  {
    name: "§5 SL/TP: margin on step (stop loss − margin) → invalid-stop-loss-margin with step",
    form: { ...slTp, stopLossMargin: "0.12" },
    key: "invalid-stop-loss-margin",
    params: { step: 50 },
  },
  {
    name: "§5 SL/TP: stop loss must not equal take profit → sl-not-equals-tp",
    form: { ...slTp, stopLossPrice: "27", takeProfitPrice: "27", stopLossMargin: "" },
    key: "sl-not-equals-tp",
  },
  {
    name: "§5 SL/TP: buy take profit above the order price → long-tp-price",
    form: { ...slTp, takeProfitPrice: "25" },
    key: "long-tp-price",
  },
  {
    name: "§5 SL/TP: buy stop loss below the order price → long-sl-price",
    form: { ...slTp, stopLossPrice: "25", stopLossMargin: "" },
    key: "long-sl-price",
  },
  {
    name: "§5 SL/TP: market price judged against the last price → long-tp-price",
    form: { ...slTp, orderPrice: "mtl", takeProfitPrice: "25.5" },
    context: { ...baseContext, lastPrice: 26_000 },
    key: "long-tp-price",
  },
  {
    name: "§5 SL/TP: market price before any match judged against the reference → long-sl-price",
    form: { ...slTp, orderPrice: "MTL", stopLossPrice: "25.5", takeProfitPrice: "" },
    key: "long-sl-price",
  },
  {
    name: "§5 SL/TP: a last price of 0 means no match yet, so the reference is the base → long-sl-price",
    form: { ...slTp, orderPrice: "MTL", stopLossPrice: "25", takeProfitPrice: "", stopLossMargin: "" },
    context: { ...baseContext, lastPrice: 0 },
    key: "long-sl-price",
  },
  {
    name: "§5 dates: expiry required → expired-date-empty",
    form: { ...stop, expiryDate: "" },
    key: "expired-date-empty",
  },
  {
    name: "§5 dates: expiry absent → expired-date-empty",
    form: { ...normal, conditionType: "trailing_stop", trailingAmount: "0.5" },
    key: "expired-date-empty",
  },
  {
    name: "§5 dates: expiry not before today → expired-date-invalid",
    form: { ...stop, expiryDate: day(-1) },
    key: "expired-date-invalid",
  },
  {
    name: "§5 dates: expiry a real date → expired-date-invalid",
    form: { ...stop, expiryDate: "2025-02-30" },
    key: "expired-date-invalid",
  },
  {
    name: "§5 dates: TCO effective date required → effective-date-empty",
    form: { ...tco, effectiveDate: "" },
    key: "effective-date-empty",
  },
  {
    name: "§5 dates: TCO effective date not in the past → effective-date-invalid",
    form: { ...tco, effectiveDate: day(-1) },
    key: "effective-date-invalid",
  },
  {
    name: "§5 dates: SL/TP effective date not after expiry → effective-date-lt-expired-date",
    form: { ...slTp, effectiveDate: day(11), expiryDate: day(10) },
    key: "effective-date-lt-expired-date",
  },
  {
    name: "§5 dates: TCO expiry at most 29 days after effective → expired-date-30",
    form: { ...tco, effectiveDate: day(2), expiryDate: day(32) },
    key: "expired-date-30",
  },
  {
    name: "§5 dates: stop expiry at most 29 days from today → expired-date-30",
    form: { ...stop, expiryDate: day(30) },
    key: "expired-date-30",
  },
  { name: "§5 stock: PIN required → empty-pin", form: { ...normal, pin: "" }, key: "empty-pin" },
  { name: "§5 stock: PIN not blank → empty-pin", form: { ...trailing, pin: "   " }, key: "empty-pin" },
  {
    name: "§5 stock: buy needs permission B → invalid-permission",
    form: normal,
    context: { ...baseContext, webTradeFunctions: ["S"] },
    key: "invalid-permission",
  },
  {
    name: "§5 stock: sell needs permission S → invalid-permission",
    form: { ...stop, side: "S" },
    context: { ...baseContext, webTradeFunctions: ["B"] },
    key: "invalid-permission",
  },
];

describe("validateStockOrder: one refusal per rule (order-entry §5)", () => {
  it.each(refusals)("$name", expectRefusal);

  it("§8 stock panel: every warning key is produced by some case above", () => {
    const produced = new Set(refusals.map((refusal) => refusal.key));
    expect(STOCK_PANEL_WARNING_KEYS.filter((key) => !produced.has(key))).toStrictEqual([]);
  });
});

describe("validateStockOrder: price steps through the validator (order-entry §5, market-rules §4)", () => {
  const tiers: readonly {
    venue: BoardVenue;
    instrument: StockInstrument;
    typed: string;
    step: number | null;
  }[] = [
    { venue: "HOSE", instrument: FPT, typed: "9.99", step: null },
    { venue: "HOSE", instrument: FPT, typed: "10", step: null },
    { venue: "HOSE", instrument: FPT, typed: "10.01", step: 50 },
    { venue: "HOSE", instrument: FPT, typed: "49.95", step: null },
    { venue: "HOSE", instrument: FPT, typed: "49.99", step: 50 },
    { venue: "HOSE", instrument: FPT, typed: "50", step: null },
    { venue: "HOSE", instrument: FPT, typed: "50.05", step: 100 },
    { venue: "VN30", instrument: share("VN30"), typed: "50.1", step: null },
    { venue: "HNX", instrument: HNX_SHARE, typed: "9.9", step: null },
    { venue: "HNX", instrument: HNX_SHARE, typed: "9.99", step: 100 },
    { venue: "HNX", instrument: HNX_SHARE, typed: "10.05", step: 100 },
    { venue: "UPCOM", instrument: UPCOM_SHARE, typed: "12.35", step: 100 },
    { venue: "UPCOM", instrument: UPCOM_SHARE, typed: "12.3", step: null },
    { venue: "HNX30", instrument: share("HNX30"), typed: "50.05", step: 100 },
    { venue: "HOSE", instrument: ETF, typed: "10.01", step: null },
    { venue: "HOSE", instrument: ETF, typed: "50.01", step: null },
    { venue: "HOSE", instrument: CW, typed: "1.23", step: null },
    { venue: "HOSE", instrument: CW, typed: "0.01", step: null },
  ];

  it.each(tiers)(
    "§5 steps: $instrument.kind on $venue at $typed → step $step",
    ({ instrument, typed, step }) => {
      const { form, context } = on({ ...stop, orderPrice: typed, triggerPrice: typed }, instrument);
      const result = validateStockOrder(form, context);
      if (step === null) expect(result.ok).toBe(true);
      else expect(result).toStrictEqual({ ok: false, key: "price-step-invalid", params: { step } });
    },
  );

  it("§5 steps: a share price finer than 10 VND is refused as text, not as a step → invalid-price", () => {
    expect(validateStockOrder({ ...stop, orderPrice: "9.995" }, baseContext)).toStrictEqual({
      ok: false,
      key: "invalid-price",
    });
  });

  it("§5 steps: normal orders are not step-checked by the panel", () => {
    const result = validateStockOrder({ ...normal, orderPrice: "25.01" }, baseContext);
    expect(result.ok && result.value.conditionType === "normal" && result.value.price).toBe(25_010);
  });
});

describe("validateStockOrder: keyword lists per exchange (order-entry §5)", () => {
  type Kind = "normal" | "conditional" | "sltp";
  const formFor: Record<Kind, StockOrderForm> = {
    normal,
    conditional: { ...stop, triggerPrice: "25" },
    sltp: { ...slTp, stopLossPrice: "20", takeProfitPrice: "40", stopLossMargin: "" },
  };
  const lists: readonly { venue: BoardVenue; kind: Kind; accepted: string; refused: string }[] = [
    { venue: "HOSE", kind: "normal", accepted: "MTL ATO ATC", refused: "MOK MAK PLO MP" },
    { venue: "HSX", kind: "normal", accepted: "MTL ATO ATC", refused: "MOK MP" },
    { venue: "VN30", kind: "normal", accepted: "ATO", refused: "PLO" },
    { venue: "HNX", kind: "normal", accepted: "MOK MAK MTL ATC PLO", refused: "ATO MP" },
    { venue: "HNX30", kind: "normal", accepted: "PLO", refused: "ATO" },
    { venue: "UPCOM", kind: "normal", accepted: "", refused: "ATO ATC MTL MOK MAK PLO MP" },
    { venue: "HOSE", kind: "conditional", accepted: "MTL ATC", refused: "ATO MOK MP" },
    { venue: "HNX", kind: "conditional", accepted: "MOK MAK MTL ATC", refused: "PLO ATO MP" },
    { venue: "UPCOM", kind: "conditional", accepted: "", refused: "ATC MTL MP" },
    { venue: "HOSE", kind: "sltp", accepted: "MTL", refused: "ATC ATO MP" },
    { venue: "HNX", kind: "sltp", accepted: "MOK MAK MTL", refused: "ATC PLO MP" },
  ];
  const rows = lists.flatMap(({ venue, kind, accepted, refused }) => [
    ...accepted
      .split(" ")
      .filter((keyword) => keyword !== "")
      .map((keyword) => ({ venue, kind, keyword, accepted: true })),
    ...refused.split(" ").map((keyword) => ({ venue, kind, keyword, accepted: false })),
  ]);

  it.each(rows)(
    "§5 keywords: $venue $kind $keyword accepted: $accepted",
    ({ venue, kind, keyword, accepted }) => {
      const { form, context } = on({ ...formFor[kind], orderPrice: keyword.toLowerCase() }, share(venue));
      const result = validateStockOrder(form, context);
      if (accepted) expect(result.ok && "priceType" in result.value && result.value.priceType).toBe(keyword);
      else expect(result).toStrictEqual({ ok: false, key: "invalid-price" });
    },
  );
});

describe("validateStockOrder: dates (order-entry §5 'Dates')", () => {
  const dated: readonly { name: string; form: StockOrderForm; key: WarningKey | null }[] = [
    { name: "stop expiring today is fine", form: { ...stop, expiryDate: day(0) }, key: null },
    { name: "stop expiring today + 29 is fine", form: { ...stop, expiryDate: day(29) }, key: null },
    {
      name: "stop expiring today + 30 → expired-date-30",
      form: { ...stop, expiryDate: day(30) },
      key: "expired-date-30",
    },
    {
      name: "stop expired yesterday → expired-date-invalid",
      form: { ...stop, expiryDate: day(-1) },
      key: "expired-date-invalid",
    },
    { name: "trailing expiring today + 29 is fine", form: { ...trailing, expiryDate: day(29) }, key: null },
    {
      name: "trailing expiring today + 30 → expired-date-30",
      form: { ...trailing, expiryDate: day(30) },
      key: "expired-date-30",
    },
    {
      name: "TCO effective today, expiry + 29 is fine",
      form: { ...tco, effectiveDate: day(0), expiryDate: day(29) },
      key: null,
    },
    {
      name: "TCO window counts from the effective date: effective + 5, expiry + 34 is fine",
      form: { ...tco, effectiveDate: day(5), expiryDate: day(34) },
      key: null,
    },
    {
      name: "TCO effective + 5, expiry + 35 → expired-date-30",
      form: { ...tco, effectiveDate: day(5), expiryDate: day(35) },
      key: "expired-date-30",
    },
    {
      name: "TCO effective on the expiry day is fine",
      form: { ...tco, effectiveDate: day(7), expiryDate: day(7) },
      key: null,
    },
    {
      name: "TCO effective after expiry → effective-date-lt-expired-date",
      form: { ...tco, effectiveDate: day(8), expiryDate: day(7) },
      key: "effective-date-lt-expired-date",
    },
    {
      name: "TCO effective yesterday → effective-date-invalid",
      form: { ...tco, effectiveDate: day(-1) },
      key: "effective-date-invalid",
    },
    {
      name: "TCO effective date not a date → effective-date-invalid",
      form: { ...tco, effectiveDate: "02/06/2025" },
      key: "effective-date-invalid",
    },
    {
      name: "SL/TP effective + 1, expiry + 30 is fine",
      form: { ...slTp, effectiveDate: day(1), expiryDate: day(30) },
      key: null,
    },
    {
      name: "SL/TP effective + 1, expiry + 31 → expired-date-30",
      form: { ...slTp, effectiveDate: day(1), expiryDate: day(31) },
      key: "expired-date-30",
    },
    {
      name: "SL/TP expiry in the past is reported before the effective date → expired-date-invalid",
      form: { ...slTp, effectiveDate: day(-3), expiryDate: day(-1) },
      key: "expired-date-invalid",
    },
    { name: "normal orders carry no dates", form: { ...normal, expiryDate: day(-5) }, key: null },
  ];

  it.each(dated)("§5 dates: $name", ({ form, key }) => {
    const result = validateStockOrder(form, baseContext);
    if (key === null) expect(result.ok).toBe(true);
    else expect(result).toStrictEqual({ ok: false, key });
  });
});

describe("validateStockOrder: normalised orders", () => {
  const base = { side: "B", account: "0001001", symbol: "FPT", pin: "123456" } as const;
  const accepted: readonly {
    name: string;
    form: StockOrderForm;
    context?: StockOrderContext;
    value: object;
  }[] = [
    {
      name: "normal LO: thousands price to whole VND, commas out of the volume",
      form: {
        ...normal,
        account: " 0001001 ",
        orderSymbol: " fpt",
        orderPrice: "25.55",
        orderVolume: "1,000",
      },
      value: { ...base, conditionType: "normal", volume: 1_000, priceType: "LO", price: 25_550 },
    },
    {
      name: "normal keyword: uppercased, no price",
      form: { ...normal, orderPrice: " atc " },
      value: { ...base, conditionType: "normal", volume: 1_000, priceType: "ATC", price: null },
    },
    {
      name: "normal odd lot (our decision) on HOSE",
      form: { ...normal, orderVolume: "99" },
      value: { ...base, conditionType: "normal", volume: 99, priceType: "LO", price: 25_500 },
    },
    {
      name: "normal at the HOSE cap of 50,000",
      form: { ...normal, orderVolume: "50,000" },
      value: { ...base, conditionType: "normal", volume: 50_000, priceType: "LO", price: 25_500 },
    },
    {
      name: "stop: trigger, default relation GTEQ, expiry",
      form: stop,
      value: {
        ...base,
        conditionType: "stop",
        volume: 1_000,
        priceType: "LO",
        price: 25_000,
        triggerPrice: 24_500,
        relation: "GTEQ",
        expiryDate: day(10),
      },
    },
    {
      name: "stop: LTEQ relation kept",
      form: { ...stop, side: "S", relation: "LTEQ" },
      value: {
        ...base,
        side: "S",
        conditionType: "stop",
        volume: 1_000,
        priceType: "LO",
        price: 25_000,
        triggerPrice: 24_500,
        relation: "LTEQ",
        expiryDate: day(10),
      },
    },
    {
      name: "TCO with dates",
      form: tco,
      value: {
        ...base,
        conditionType: "tco",
        volume: 1_000,
        priceType: "LO",
        price: 25_000,
        effectiveDate: day(1),
        expiryDate: day(10),
      },
    },
    {
      name: "SL/TP with margin",
      form: slTp,
      value: {
        ...base,
        conditionType: "sl_tp",
        volume: 1_000,
        priceType: "LO",
        price: 25_000,
        stopLossPrice: 24_000,
        takeProfitPrice: 27_000,
        stopLossMargin: 100,
        effectiveDate: day(0),
        expiryDate: day(10),
      },
    },
    {
      name: "SL/TP take profit only, market price judged against the reference",
      form: { ...slTp, orderPrice: "MTL", stopLossPrice: "", stopLossMargin: "", takeProfitPrice: "25.05" },
      value: {
        ...base,
        conditionType: "sl_tp",
        volume: 1_000,
        priceType: "MTL",
        price: null,
        stopLossPrice: null,
        takeProfitPrice: 25_050,
        stopLossMargin: null,
        effectiveDate: day(0),
        expiryDate: day(10),
      },
    },
    {
      name: "trailing: amount and spread in VND",
      form: trailing,
      value: {
        ...base,
        conditionType: "trailing_stop",
        volume: 1_000,
        trailingAmount: 500,
        spread: 100,
        expiryDate: day(5),
      },
    },
    {
      name: "trailing: empty spread is 0",
      form: { ...trailing, spread: "" },
      value: {
        ...base,
        conditionType: "trailing_stop",
        volume: 1_000,
        trailingAmount: 500,
        spread: 0,
        expiryDate: day(5),
      },
    },
    {
      name: "out-room conditional order is exempt from the board lot",
      form: { ...stop, orderVolume: "150" },
      context: { ...baseContext, outRoom: true },
      value: {
        ...base,
        conditionType: "stop",
        volume: 150,
        priceType: "LO",
        price: 25_000,
        triggerPrice: 24_500,
        relation: "GTEQ",
        expiryDate: day(10),
      },
    },
    {
      name: "bond: whole-VND price (3 decimals), any volume",
      ...on({ ...normal, orderPrice: "100.001", orderVolume: "150" }, BOND),
      value: {
        ...base,
        symbol: "BOND1",
        conditionType: "normal",
        volume: 150,
        priceType: "LO",
        price: 100_001,
      },
    },
    {
      name: "HNX volume above 50,000 is not capped",
      ...on({ ...normal, orderPrice: "25", orderVolume: "60,000" }, HNX_SHARE),
      value: {
        ...base,
        symbol: "SHS",
        conditionType: "normal",
        volume: 60_000,
        priceType: "LO",
        price: 25_000,
      },
    },
  ];

  it.each(accepted)("§5 stock: $name", ({ form, context, value }) => {
    expect(validateStockOrder(form, context ?? baseContext)).toStrictEqual({ ok: true, value });
  });

  it("§5 stock: a context for another symbol is a caller bug and throws", () => {
    expect(() => validateStockOrder({ ...normal, orderSymbol: "VNM" }, baseContext)).toThrow(RangeError);
  });
});

describe("validateStockOrder: the first failure wins (order-entry §5)", () => {
  const pairs: readonly RefusalCase[] = [
    {
      name: "no account and no symbol → empty-acccount",
      form: { ...normal, account: "", orderSymbol: "" },
      key: "empty-acccount",
    },
    {
      name: "bond stop with no volume → order-condition-invalid (kind before fields)",
      ...on({ ...stop, orderVolume: "" }, BOND),
      key: "order-condition-invalid",
    },
    {
      name: "no volume and no price → empty-volume",
      form: { ...normal, orderVolume: "", orderPrice: "" },
      key: "empty-volume",
    },
    {
      name: "mixed lot above the HOSE cap → empty-volume before vol-greater-than-50000",
      form: { ...normal, orderVolume: "50,050" },
      key: "empty-volume",
    },
    {
      name: "conditional above the HOSE cap and off lot → vol-greater-than-50000 before wrong-lot-100",
      form: { ...stop, orderVolume: "50,050" },
      key: "vol-greater-than-50000",
    },
    {
      name: "price off step and no trigger → price-step-invalid",
      form: { ...stop, orderPrice: "25.01", triggerPrice: "" },
      key: "price-step-invalid",
      params: { step: 50 },
    },
    {
      name: "trailing amount off step and spread not numeric → invalid-spread",
      form: { ...trailing, trailingAmount: "0.015", spread: "x" },
      key: "invalid-spread",
    },
    {
      name: "stop loss and take profit both off step → invalid-stop-loss",
      form: { ...slTp, stopLossPrice: "24.01", takeProfitPrice: "27.01", stopLossMargin: "" },
      key: "invalid-stop-loss",
      params: { step: 50 },
    },
    {
      name: "bad trigger and bad expiry → invalid-trigger-price",
      form: { ...stop, triggerPrice: "x", expiryDate: "" },
      key: "invalid-trigger-price",
    },
    {
      name: "no expiry and no PIN → expired-date-empty",
      form: { ...tco, expiryDate: "", pin: "" },
      key: "expired-date-empty",
    },
    {
      name: "no PIN and no permission → empty-pin",
      form: { ...normal, pin: "" },
      context: { ...baseContext, webTradeFunctions: [] },
      key: "empty-pin",
    },
  ];

  it.each(pairs)("§5 precedence: $name", expectRefusal);
});

describe("validateStockOrder: properties", () => {
  /** Thousand-VND text of a whole-VND price on a 10 step, e.g. 25550 → "25.55" (or "25.550"). */
  function thousandsText(vndPrice: number, padded: boolean): string {
    const whole = Math.floor(vndPrice / 1000);
    const fraction = String(vndPrice % 1000).padStart(3, "0");
    const shown = padded ? fraction : fraction.replace(/0+$/, "");
    return shown === "" ? String(whole) : `${whole}.${shown}`;
  }
  const hoseLots = fc.oneof(
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 500 }).map((lots) => lots * 100),
  );

  it("any valid normal HOSE order's normalised price equals the typed price × 1000 exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }).map((tens) => tens * 10),
        fc.boolean(),
        hoseLots,
        (vndPrice, padded, units) => {
          const form = {
            ...normal,
            orderPrice: thousandsText(vndPrice, padded),
            orderVolume: units.toLocaleString("en-US"),
          };
          const result = validateStockOrder(form, baseContext);
          expect(result).toStrictEqual({
            ok: true,
            value: {
              side: "B",
              account: "0001001",
              symbol: "FPT",
              volume: units,
              pin: "123456",
              conditionType: "normal",
              priceType: "LO",
              price: vndPrice,
            },
          });
        },
      ),
    );
  });

  it("a HOSE stop price is accepted exactly when it is on the step of its tier", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15_000 }).map((tens) => tens * 10),
        (vndPrice) => {
          const typed = thousandsText(vndPrice, false);
          const result = validateStockOrder({ ...stop, orderPrice: typed, triggerPrice: "25" }, baseContext);
          const step = priceStep({ kind: "STOCK", venue: "HOSE" }, vndPrice);
          if (vndPrice % step === 0) expect(result.ok).toBe(true);
          else expect(result).toStrictEqual({ ok: false, key: "price-step-invalid", params: { step } });
        },
      ),
    );
  });
});
