import { describe, expect, it } from "vitest";
import { parseForm } from "./login-routes";

describe("parseForm", () => {
  it("reads the fields, decoding them; the first of a repeated field wins", () => {
    expect(parseForm("user=058C000001&pass=ab%2Bc&channel=I&user=other")).toEqual({
      user: "058C000001",
      pass: "ab+c",
      channel: "I",
    });
    expect(parseForm("name=Nguy%E1%BB%85n+V%C4%83n")).toEqual({ name: "Nguyễn Văn" });
    expect(parseForm("")).toEqual({});
  });

  it("keeps __proto__ as a field and the prototype untouched", () => {
    const fields = parseForm("__proto__=x&constructor=y");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(fields, "__proto__")?.value).toBe("x");
  });
});
