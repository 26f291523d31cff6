/**
 * Helpers for the wire schemas: TypeBox schemas are the one definition of a payload — the server
 * validates with them and the TS types derive from them (`Static`). Only the server imports the
 * schemas; the web app takes the derived types alone, so no schema reaches its bundle.
 */
import { Type } from "typebox";

/** One of a list of strings: an `enum` in JSON Schema, the union of the strings in TS. */
export function literalOf<const V extends readonly string[]>(values: V, description?: string) {
  return Type.Unsafe<V[number]>({
    type: "string",
    enum: [...values],
    ...(description === undefined ? {} : { description }),
  });
}
