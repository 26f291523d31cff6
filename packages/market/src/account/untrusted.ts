/**
 * Reading form fields that may come from untrusted JSON: the validators of this folder also run
 * on the server, where a field can be missing, null, a number or an object. Not part of the
 * package's API.
 */

/** The fields of T as a request may carry them: any missing, any of any type. */
export type Untrusted<T> = { readonly [K in keyof T]?: unknown } | null | undefined;

/** The string itself, or "" for anything that is not text (so it reads as an empty field). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}
