import { describe, expect, it } from "vitest";
import { isCrossOrigin, originMatches } from "./request-origin";

describe("originMatches", () => {
  it.each([
    ["http://localhost:3000", "localhost:3000", false, true],
    ["https://board.example", "board.example", true, true],
    ["https://board.example", "board.example:443", true, true],
    ["http://BOARD.example", "board.example", false, true],
    // Over plain HTTP a TLS proxy may stand in front: both schemes pass.
    ["https://board.example", "board.example", false, true],
    // Over TLS, a plain-http page is another origin.
    ["http://board.example", "board.example", true, false],
    ["http://localhost:3001", "localhost:3000", false, false],
    ["http://evil.example", "board.example", false, false],
    ["http://board.example.evil.example", "board.example", false, false],
    ["http://board.example/path", "board.example", false, false],
    ["null", "board.example", false, false],
    ["ftp://board.example", "board.example", false, false],
    ["not a url", "board.example", false, false],
    ["http://board.example", undefined, false, false],
    ["http://board.example", "user@board.example", false, false],
  ])("%s against host %s (TLS %s) → %s", (origin, host, secure, expected) => {
    expect(originMatches(origin, host, secure)).toBe(expected);
  });
});

describe("isCrossOrigin", () => {
  const host = "board.example";
  it("lets a request without Origin through (same-origin GETs, non-browser clients)", () => {
    expect(isCrossOrigin({ origin: undefined, host, secure: false })).toBe(false);
  });

  it("refuses a foreign Origin and Fetch Metadata's cross-site", () => {
    expect(isCrossOrigin({ origin: "https://evil.example", host, secure: false })).toBe(true);
    expect(isCrossOrigin({ origin: undefined, fetchSite: "cross-site", host, secure: false })).toBe(true);
    expect(
      isCrossOrigin({ origin: "http://board.example", fetchSite: "same-origin", host, secure: false }),
    ).toBe(false);
  });
});
