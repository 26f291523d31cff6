import { describe, expect, it } from "vitest";
import { sessionLabelKey } from "./session-label";

describe("sessionLabelKey (price-board §4 Market session codes)", () => {
  it.each([
    ["P", "ato"],
    ["O", "continuous"],
    ["I", "intermission"],
    ["A", "atc"],
    ["C", "putThrough"],
    ["K", "closed"],
    ["J", "closed"],
    ["G", "closed"],
    [undefined, "closed"],
    [null, "closed"],
    ["F", "closed"],
    ["toString", "closed"],
  ])("%s shows %s", (code, key) => {
    expect(sessionLabelKey(code)).toBe(key);
  });
});
