/**
 * Key checks of what the server builds or sends against the wire types' key sets (WIRE_KEYS of
 * @bangia/market), for the row and feed unit tests and the HTTP tests alike.
 */
import type { WireKeySet } from "@bangia/market";

/** The sorted keys of a value, for comparison with `exactKeys`. */
export function sortedKeys(value: object): readonly string[] {
  return Object.keys(value).sort();
}

/** The sorted keys of a row of the set's shape that carries exactly the named optional keys. */
export function exactKeys<S extends WireKeySet>(
  keys: S,
  ...present: readonly S["optional"][number][]
): readonly string[] {
  return [...keys.required, ...present].sort();
}

/**
 * A readable mismatch of `row`'s keys against a key set, or null when they match: every
 * required key present, nothing beyond required and optional.
 */
export function keyMismatch(row: unknown, keys: WireKeySet): string | null {
  if (typeof row !== "object" || row === null || Array.isArray(row))
    return `not an object: ${JSON.stringify(row)}`;
  const present = Object.keys(row);
  const missing = keys.required.filter((key) => !present.includes(key));
  const allowed: readonly string[] = [...keys.required, ...keys.optional];
  const extra = present.filter((key) => !allowed.includes(key));
  return missing.length === 0 && extra.length === 0 ? null : `missing [${missing}] extra [${extra}]`;
}
