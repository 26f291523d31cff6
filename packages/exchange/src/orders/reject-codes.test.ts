import { describe, expect, it } from "vitest";
import { FALLBACK_RESULT_MESSAGE, findResultCode, SESSION_RESULT_CODES } from "@bangia/market";
import { ALL_REJECT_CODES, EXCHANGE_REJECT_CODES, rejectMessage } from "./reject-codes";

describe("reject codes", () => {
  it.each(ALL_REJECT_CODES)("%s has a message in Vietnamese and English", (code) => {
    const message = rejectMessage(code);
    expect(message.vi.trim()).not.toBe("");
    expect(message.en.trim()).not.toBe("");
    expect(message.vi).not.toBe(message.en);
    expect(message).not.toEqual(FALLBACK_RESULT_MESSAGE);
  });

  it.each([...Object.values(SESSION_RESULT_CODES), EXCHANGE_REJECT_CODES.PRICE_OUT_OF_BAND])(
    "%s speaks with the result-code catalogue's words",
    (code) => {
      expect(rejectMessage(code)).toEqual(findResultCode(code)?.message);
    },
  );

  it("every code is distinct", () => {
    expect(new Set(ALL_REJECT_CODES).size).toBe(ALL_REJECT_CODES.length);
  });

  it("the band refusal is the spec's 40040", () => {
    expect(EXCHANGE_REJECT_CODES.PRICE_OUT_OF_BAND).toBe("40040");
  });
});
