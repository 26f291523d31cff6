import { CORE_COMMANDS, CORE_GROUPS } from "@bangia/market";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { defineCoreCommand } from "./core-command";
import { CoreRegistry } from "./core-registry";

const listAccounts = defineCoreCommand({
  group: CORE_GROUPS.BACK_OFFICE,
  cmd: CORE_COMMANDS.LIST_ACCOUNTS,
  session: "required",
  summary: "test",
  payload: Type.Object({ cmd: Type.Literal(CORE_COMMANDS.LIST_ACCOUNTS) }),
  handle: async () => ({ rc: 1, data: [] }),
});

describe("defineCoreCommand", () => {
  it("compiles the payload schema into a validator", () => {
    expect(listAccounts.payload.Check({ cmd: "ListAccount" })).toBe(true);
    expect(listAccounts.payload.Check({ cmd: "ListAccount", extra: "ignored" })).toBe(true);
    expect(listAccounts.payload.Check({ cmd: "Other" })).toBe(false);
  });

  it("keeps an example its payload takes, and refuses one the schema's constraints refuse", () => {
    const withExample = (p1: string) =>
      defineCoreCommand({
        group: CORE_GROUPS.BACK_OFFICE,
        cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT,
        session: "required",
        summary: "test",
        payload: Type.Object({
          cmd: Type.Literal(CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT),
          p1: Type.String({ maxLength: 20 }),
        }),
        example: { cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT, p1 },
        handle: async () => ({ rc: 1 }),
      });
    expect(withExample("058C0000011").example).toEqual({ cmd: "UpdateAccountDefault", p1: "058C0000011" });
    expect(() => withExample("X".repeat(21))).toThrow(
      "the example of core command B UpdateAccountDefault does not pass its payload schema",
    );
  });
});

describe("CoreRegistry", () => {
  it("finds a command by exact group and command", () => {
    const registry = new CoreRegistry([listAccounts]);
    expect(registry.find("B", "ListAccount")).toBe(listAccounts);
    expect(registry.find("b", "ListAccount")).toBeUndefined();
    expect(registry.find("B", "listaccount")).toBeUndefined();
    expect(registry.find("S", "ListAccount")).toBeUndefined();
    expect(registry.list()).toEqual([listAccounts]);
  });

  it("refuses a command defined twice", () => {
    expect(() => new CoreRegistry([listAccounts, listAccounts])).toThrow(/B ListAccount is defined twice/);
  });
});
