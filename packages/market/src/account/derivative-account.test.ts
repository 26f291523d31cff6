import { describe, expect, it } from "vitest";
import { isDerivativeAccount } from "./derivative-account";

describe("isDerivativeAccount (accounts-session §1, §6: a number ending in 8)", () => {
  it.each([
    { rule: "ending in 8 → derivatives", accCode: "058C000128", derivative: true },
    { rule: "surrounding spaces ignored", accCode: " 058C000128 ", derivative: true },
    { rule: "ending in 1 → securities", accCode: "058C000121", derivative: false },
    { rule: "ending in 6 (margin) → securities", accCode: "058C000126", derivative: false },
    { rule: "an 8 elsewhere does not count", accCode: "058C000821", derivative: false },
    { rule: "empty → securities", accCode: "", derivative: false },
  ])("$rule", ({ accCode, derivative }) => {
    expect(isDerivativeAccount(accCode)).toBe(derivative);
  });
});

describe("isDerivativeAccount on untrusted input", () => {
  it.each([
    { rule: "null → not derivatives", accCode: null },
    { rule: "a number ending in 8 → not derivatives (not an account code)", accCode: 58_000_128 },
    { rule: "an object → not derivatives", accCode: { accCode: "058C000128" } },
  ])("$rule", ({ accCode }) => {
    expect(isDerivativeAccount(accCode)).toBe(false);
  });
});
