/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import { packGroup, type PackedGroup } from "./packed-group";

describe("packed groups g1..g7 'price|volume|color' (price-board §3)", () => {
  it("types the packed text as a template literal", () => {
    expectTypeOf(packGroup).returns.toEqualTypeOf<PackedGroup>();
    expectTypeOf<"25550|1200|i">().toExtend<PackedGroup>();
    expectTypeOf<"25550|1200|x">().not.toExtend<PackedGroup>();
    expectTypeOf<"25550-1200-i">().not.toExtend<PackedGroup>();
  });
});
