/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { StrictKeys } from "./spec-field-names.test";

describe("the field-name guard of shapes outside WIRE_KEYS", () => {
  it("refuses a type that would accept any name", () => {
    expectTypeOf<StrictKeys<Record<string, number>>>().toBeNever();
    expectTypeOf<StrictKeys<{ readonly a: 1 }>>().toEqualTypeOf<"a">();
  });
});
