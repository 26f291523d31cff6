import { describe, expect, it } from "vitest";
import { runningTotal } from "./running-total";

describe("runningTotal (header totals in the language's number style)", () => {
  it.each([
    ["16,601", "vi", "16,601"],
    ["16,601", "en", "16,601"],
    ["2,271", "vi", "2,271"],
    ["1,234,567", "vi", "1,234,567"],
    ["999", "vi", "999"],
    ["0", "en", "0"],
    ["", "vi", ""],
    ["", "en", ""],
  ] as const)("%j in %s is %j", (text, language, expected) => {
    expect(runningTotal(text, language)).toBe(expected);
  });
});
