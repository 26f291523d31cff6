import { describe, expect, it } from "vitest";
import { DEFAULT_WARRANT_HIDDEN, parseWarrantHidden } from "./warrant-column-setting";

describe("parseWarrantHidden", () => {
  it.each<[unknown, readonly string[] | null]>([
    [["dhv"], ["dhv"]],
    [
      ["CWType", "dhv", "dhv"],
      ["dhv", "CWType"],
    ],
    [["nope", 3, null, "dif"], ["dif"]],
    [[], []],
    ["dhv", null],
    [{ dhv: true }, null],
  ])("%j → %j", (raw, expected) => {
    expect(parseWarrantHidden(raw)).toEqual(expected);
  });

  it("hides the issuer and the type by default", () => {
    expect(DEFAULT_WARRANT_HIDDEN).toEqual(["CWIssuerName", "CWType"]);
  });
});
