import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookie-header";

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

describe("serializeCookie", () => {
  const session = { maxAge: 10_800, path: "/", httpOnly: true, secure: false, sameSite: "Strict" } as const;

  it("writes the attributes a session cookie needs", () => {
    expect(serializeCookie("sid", "a-b_c", session)).toBe(
      "sid=a-b_c; Max-Age=10800; Path=/; HttpOnly; SameSite=Strict",
    );
    expect(serializeCookie("csrf_token", "t", { ...session, httpOnly: false, secure: true })).toBe(
      "csrf_token=t; Max-Age=10800; Path=/; Secure; SameSite=Strict",
    );
    expect(serializeCookie("sid", "", { ...session, maxAge: 0 })).toBe(
      "sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    );
  });

  it("round-trips through readCookie", () => {
    const header = serializeCookie("sid", "AbC-_09~", session).split(";")[0];
    expect(readCookie(header, "sid")).toBe("AbC-_09~");
  });

  it.each([
    ["bad name", "v"],
    ["sid", "a;b"],
    ["sid", "a b"],
    ["sid", 'a"b'],
    ["sid", "a,b"],
    ["sid", "a\\b"],
  ])("refuses %j = %j", (name, value) => {
    expect(() => serializeCookie(name, value, session)).toThrow(RangeError);
  });

  it("refuses a Max-Age that is not whole seconds", () => {
    expect(() => serializeCookie("sid", "v", { ...session, maxAge: 1.5 })).toThrow(RangeError);
    expect(() => serializeCookie("sid", "v", { ...session, maxAge: -1 })).toThrow(RangeError);
  });
});
