/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile (an `@ts-expect-error` with no error is an error).
 */
import { CORE_COMMANDS, CORE_GROUPS, type CoreCall as WireCall } from "@bangia/market";
import { Type } from "typebox";
import { describe, expectTypeOf, it } from "vitest";
import type { Session } from "../db/stores";
import { defineCoreCommand, type CoreCall } from "./core-command";

describe("defineCoreCommand", () => {
  it("holds the schema to the market package's payload type at compile time", () => {
    const common = {
      group: CORE_GROUPS.BACK_OFFICE,
      cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT,
      session: "required",
      summary: "test",
      handle: async () => ({ rc: 1 }),
    } as const;
    const cmd = Type.Literal(CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT);
    // p1 is a string in UpdateDefaultAccountData: the same definition is taken with it, refused without.
    const described = { ...common, payload: Type.Object({ cmd, p1: Type.String() }) };
    const misdescribed = { ...common, payload: Type.Object({ cmd, p1: Type.Number() }) };
    defineCoreCommand(described);
    // @ts-expect-error the schema does not describe the wire payload
    defineCoreCommand(misdescribed);
  });

  it("hands the handler the session the mode asks for", () => {
    expectTypeOf<CoreCall<unknown, "required">["session"]>().toEqualTypeOf<Session>();
    expectTypeOf<CoreCall<unknown, "none">["session"]>().toEqualTypeOf<null>();
    expectTypeOf<WireCall<{ cmd: "x" }, undefined>["answer"]>().toEqualTypeOf<undefined>();
  });
});
