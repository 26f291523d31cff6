import { describe, expect, it } from "vitest";
import { firmCode, participantAccount } from "./participant-accounts";

describe("participant accounts", () => {
  it.each([
    ["marketMaker", 1, "B", "SIM-MM-0001-B"],
    ["marketMaker", 1, "S", "SIM-MM-0001-S"],
    ["foreign", 42, "B", "SIM-FI-0042-B"],
    ["bond", 100, "S", "SIM-BD-0100-S"],
  ] as const)("%s number %i on side %s is %s", (kind, number, side, expected) => {
    expect(participantAccount(kind, number, side)).toBe(expected);
  });

  it("names firms with three-digit member codes", () => {
    expect([firmCode(1), firmCode(7), firmCode(99)]).toEqual(["001", "007", "099"]);
  });
});
