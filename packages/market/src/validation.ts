/**
 * The result of a validator: the normalised value, or the first failing rule as a warning key
 * (the spec stops at the first failure). `params` carries values the message interpolates,
 * such as the price step in VND for `price-step-invalid`.
 */
import type { WarningKey } from "./catalogue/warning-keys";

export type WarningParams = Readonly<Record<string, string | number>>;

export type Validation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly key: WarningKey; readonly params?: WarningParams };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid(
  key: WarningKey,
  params?: WarningParams,
): { readonly ok: false; readonly key: WarningKey; readonly params?: WarningParams } {
  return params === undefined ? { ok: false, key } : { ok: false, key, params };
}
