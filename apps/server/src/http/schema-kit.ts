/**
 * Small builders for the route schemas: the wire types of packages/market restated as JSON
 * Schema (TypeBox), so every answer is validated on the way in, serialised by its schema on the
 * way out and documented in OpenAPI. Numbers on the wire are plain `number` here: prices are
 * integers by contract, but a serializer that truncated a wrongly typed field would hide a bug.
 */
import { Type, type Static, type TSchema } from "typebox";

/** A number with its unit in the description. */
export const num = (description: string) => Type.Number({ description });

/** A string with a description. */
export const str = (description: string) => Type.String({ description });

/** A read-only list (the wire's `readonly T[]`). */
export const list = <T extends TSchema>(items: T, description?: string) =>
  Type.Immutable(Type.Array(items, description === undefined ? {} : { description }));

/** One of fixed string values. */
export function oneOf<const V extends readonly string[]>(values: V, description?: string) {
  return Type.Unsafe<V[number]>({
    type: "string",
    enum: [...values],
    ...(description === undefined ? {} : { description }),
  });
}

/** `T` or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Numbers under the given names (all sharing one description pattern). */
export function numbers<const K extends readonly string[]>(
  names: K,
  describe: (name: K[number]) => string,
): { [P in K[number]]: ReturnType<typeof num> } {
  const entries = names.map((name) => [name, num(describe(name))]);
  return Object.fromEntries(entries) as { [P in K[number]]: ReturnType<typeof num> };
}

// ── Compile-time check that a schema names exactly the fields of a wire type ─────────────────

type AllKeys<T> = T extends unknown ? keyof T : never;

/** `true` when the schema's fields are exactly the wire type's (every member of a union). */
export type KeysMatch<S extends TSchema, T> = [
  Exclude<AllKeys<T>, keyof Static<S>>,
  Exclude<keyof Static<S>, AllKeys<T>>,
] extends [never, never]
  ? true
  : { missing: Exclude<AllKeys<T>, keyof Static<S>>; extra: Exclude<keyof Static<S>, AllKeys<T>> };
