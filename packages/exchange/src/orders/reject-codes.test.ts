import { describe, expect, it } from "vitest";
import { ALL_REJECT_CODES, EXCHANGE_REJECT_CODES, rejectMessage } from "./reject-codes";

describe("reject codes", () => {
  it.each(ALL_REJECT_CODES)("%s has a message in Vietnamese and English", (code) => {
    const message = rejectMessage(code);
    expect(message.vi.trim()).not.toBe("");
    expect(message.en.trim()).not.toBe("");
    expect(message.vi).not.toBe(message.en);
  });

  it("every code is distinct", () => {
    expect(new Set(ALL_REJECT_CODES).size).toBe(ALL_REJECT_CODES.length);
  });

  it("the band refusal is the spec's 40040", () => {
    expect(EXCHANGE_REJECT_CODES.PRICE_OUT_OF_BAND).toBe("40040");
  });
});
