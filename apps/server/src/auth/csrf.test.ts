import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csrfTokenFor, csrfTokenMatches, isSafeMethod } from "./csrf";

describe("the CSRF token", () => {
  it("is a base64url SHA-256 bound to the session id", () => {
    const token = csrfTokenFor("session-a");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfTokenFor("session-a")).toBe(token);
    expect(csrfTokenFor("session-b")).not.toBe(token);
    expect(token).not.toContain("session-a");
  });

  it("matches only the session's own token", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (sid, other) => {
        expect(csrfTokenMatches(sid, csrfTokenFor(sid))).toBe(true);
        expect(csrfTokenMatches(sid, [csrfTokenFor(sid)])).toBe(true);
        if (other !== csrfTokenFor(sid)) expect(csrfTokenMatches(sid, other)).toBe(false);
      }),
    );
    expect(csrfTokenMatches("s", undefined)).toBe(false);
    expect(csrfTokenMatches("s", 42)).toBe(false);
  });

  it("is not asked of reads", () => {
    expect(["GET", "head", "OPTIONS"].map(isSafeMethod)).toEqual([true, true, true]);
    expect(["POST", "PUT", "PATCH", "DELETE"].map(isSafeMethod)).toEqual([false, false, false, false]);
  });
});
