import { describe, expect, it } from "vitest";
import { checkOppositeSideInCall } from "./opposite-side-in-call";

describe("no buy and sell of one symbol in the same call auction (market-rules §6; order-entry §8 96043)", () => {
  it.each([
    [true, true, "96043"],
    [true, false, null],
    [false, true, null],
    [false, false, null],
  ])("in call %s, open opposite order %s → %j", (inCall, opposite, expected) => {
    expect(checkOppositeSideInCall(inCall, opposite)).toBe(expected);
  });
});
