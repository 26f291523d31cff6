/**
 * Every warning key a validator can return, spelled exactly as the spec spells it — including
 * its misspellings (`empty-acccount`, `price-less-then-floor`, `volume-less-than-500` for "more
 * than 500"), because stored translations and other clients key on these strings.
 *
 * Sources: order-entry §8 (stock panel, derivative panel), accounts-session §5 and §8.
 * `empty-user` is named in accounts-session §5 but missing from its §8 list;
 * `price-and-volume-not-both` is ours: the rule "do not edit price and volume at once"
 * (accounts-session §2, §5) has no key in the spec.
 */
export const STOCK_PANEL_WARNING_KEYS = [
  "empty-acccount",
  "empty-symbol",
  "empty-volume",
  "volume-than-0",
  "vol-greater-than-50000",
  "wrong-lot-100",
  "invalid-price",
  "empty-price",
  "price-than-0",
  "price-step-invalid",
  "order-condition-invalid",
  "empty-trigger-price",
  "trigger-price-than-0",
  "invalid-trigger-price",
  "invalid-trailing-amount",
  "trailing-amount-than-0",
  "invalid-spread",
  "trailing-amount-not-valid",
  "stop-spread-not-valid",
  "invalid-stop-loss",
  "invalid-take-profit",
  "enter-stop-loss-price",
  "enter-slp-and-margin",
  "invalid-stop-loss-margin",
  "sl-not-equals-tp",
  "long-tp-price",
  "long-sl-price",
  "expired-date-empty",
  "expired-date-invalid",
  "effective-date-empty",
  "effective-date-invalid",
  "effective-date-lt-expired-date",
  "expired-date-30",
  "empty-pin",
  "invalid-permission",
] as const;

export const DERIVATIVE_PANEL_WARNING_KEYS = [
  "empty-volume",
  "volume-than-0",
  "volume-less-than-500",
  "empty-price",
  "invalid-price",
  "price-greater-than-ceil",
  "price-less-then-floor",
  "all-price-not-valid",
  "reciprocal-symbol",
  "invalid-trailing-amount",
  "trailing-amount-than-0",
  "trailing-amount-not-valid",
  "stop-spread-not-valid",
  "invalid-trigger-price",
  "trigger-price-greater-than-ceil",
  "trigger-price-less-then-floor",
  "triggered-price-not-valid",
  "enter-stop-loss-range",
  "slr-than-0",
  "slr-not-valid",
  "enter-slr-and-margin",
  "tpr-than-0",
  "tpr-not-valid",
  "enter-stop-loss-price",
  "enter-slp-and-margin",
  "sl-ceil-floor",
  "tp-ceil-floor",
  "sl-not-equals-tp",
  "long-tp-price",
  "long-sl-price",
  "short-tp-price",
  "short-sl-price",
  "spread-not-valid",
  "enter-tp-price",
  "enter-sl-price",
  "long_oco_validate",
  "short_oco_validate",
  "invalid-permission",
  "not-update-market-order",
] as const;

export const ACCOUNT_SESSION_WARNING_KEYS = [
  "empty-pin",
  "invalid-password",
  "not-match-password",
  "retype-not-match",
  "empty-password",
  "empty-new-pass",
  "empty-retype-password",
  "no-setting-chosen",
  "corrected-market-price",
  "empty-price",
  "invalid-price",
  "price-greater-than-ceil",
  "price-less-then-floor",
  "all-price-not-valid",
  "empty-volume",
  "volume-than-0",
  "volume-less-than-500",
  "vol-greater-than-50000",
  "invalid-trigger-price",
  "empty-trigger-price",
  "trigger-price-than-0",
  "trigger-price-greater-than-ceil",
  "trigger-price-less-then-floor",
  "triggered-price-not-valid",
  "value-not-change",
  "enter-slp-and-margin",
  "invalid-stop-loss-margin",
  "spread-not-valid",
  "invalid-permission",
  "invalid-stop-loss",
  "invalid-take-profit",
  "enter-sl-price",
  "enter-tp-price",
  "price-step-invalid",
  "invalid-otp",
  "not-update-market-order",
] as const;

/** Keys the spec's prose names outside its lists, and our own. */
export const EXTRA_WARNING_KEYS = ["empty-user", "price-and-volume-not-both"] as const;

export type WarningKey =
  | (typeof STOCK_PANEL_WARNING_KEYS)[number]
  | (typeof DERIVATIVE_PANEL_WARNING_KEYS)[number]
  | (typeof ACCOUNT_SESSION_WARNING_KEYS)[number]
  | (typeof EXTRA_WARNING_KEYS)[number];

/** Every warning key once, in first-seen order. */
export const WARNING_KEYS: readonly WarningKey[] = [
  ...new Set<WarningKey>([
    ...STOCK_PANEL_WARNING_KEYS,
    ...DERIVATIVE_PANEL_WARNING_KEYS,
    ...ACCOUNT_SESSION_WARNING_KEYS,
    ...EXTRA_WARNING_KEYS,
  ]),
];

export function isWarningKey(value: string): value is WarningKey {
  return (WARNING_KEYS as readonly string[]).includes(value);
}
