import { describe, expect, it } from "vitest";
import { readCookie } from "./cookie-header";

describe("readCookie", () => {
  it.each([
    ["sid=abc", "abc"],
    ["theme=dark; sid=abc%3D%3D; lang=vi", "abc=="],
    ["sid=first; sid=second", "first"],
    ['sid="quoted"', "quoted"],
    ["  sid =  spaced  ", "spaced"],
  ])("%s → %s", (header, value) => {
    expect(readCookie(header, "sid")).toBe(value);
  });

  it.each([[undefined], [""], ["sidx=1; xsid=2"], ["sid"], ["sid=%E0%A4%A"], [`sid=${"a".repeat(9_000)}`]])(
    "%s → null",
    (header) => {
      expect(readCookie(header, "sid")).toBeNull();
    },
  );
});
