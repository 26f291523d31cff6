/**
 * The derivative ticket's market status (order-entry §3, §7): only the derivatives board's
 * tradingsesder message (boardID INDEX) counts, and each board code reads as its phase.
 */
import { describe, expect, it } from "vitest";
import { derivativeSessionCode, statusPhase } from "./market-status";

describe("derivativeSessionCode", () => {
  it("reads the derivatives board's state", () => {
    expect(
      derivativeSessionCode({ type: "session", message: { seq: 4, boardID: "INDEX", state: "A" } }),
    ).toBe("A");
  });

  it("ignores a cash market's status and any other message", () => {
    expect(
      derivativeSessionCode({ type: "session", message: { seq: 5, marketCode: "10", marketStatus: "O" } }),
    ).toBeNull();
    expect(derivativeSessionCode({ type: "refresh", message: { seq: 6, reason: "restart" } })).toBeNull();
  });
});

describe("statusPhase", () => {
  it.each([
    ["P", "OPENING_CALL"],
    ["O", "CONTINUOUS"],
    ["I", "LUNCH"],
    ["A", "CLOSING_CALL"],
    ["C", "PUT_THROUGH_ONLY"],
    ["K", "CLOSED"],
    [undefined, "CLOSED"],
  ] as const)("%s → %s", (code, phase) => {
    expect(statusPhase(code)).toBe(phase);
  });
});
