import { describe, expect, it } from "vitest";
import {
  isSessionCode,
  phaseOfSessionCode,
  SESSION_CODES,
  sessionCodeOfPhase,
  sessionStatusLabel,
  type SessionCode,
} from "./session-codes";
import type { Language } from "../format/language";
import { TRADING_PHASES, type TradingPhase } from "./trading-phase";

describe("market session codes (price-board §4)", () => {
  it.each<[TradingPhase, SessionCode]>([
    ["OPENING_CALL", "P"],
    ["CONTINUOUS", "O"],
    ["LUNCH", "I"],
    ["CLOSING_CALL", "A"],
    ["PUT_THROUGH_ONLY", "C"],
    ["POST_CLOSE_COLLECTION", "C"],
    ["POST_CLOSE_MATCHING", "C"],
    ["PRE_OPEN", "K"],
    ["CLOSED", "K"],
  ])("phase %s shows code %s", (phase, code) => {
    expect(sessionCodeOfPhase(phase)).toBe(code);
  });

  it.each<[string | undefined | null, TradingPhase]>([
    ["P", "OPENING_CALL"],
    ["O", "CONTINUOUS"],
    ["I", "LUNCH"],
    ["A", "CLOSING_CALL"],
    ["C", "PUT_THROUGH_ONLY"],
    ["K", "CLOSED"],
    ["J", "CLOSED"],
    ["G", "CLOSED"],
    [undefined, "CLOSED"],
    [null, "CLOSED"],
    ["F", "CLOSED"],
    ["H", "CLOSED"],
    ["", "CLOSED"],
    // Feed text, not a key of our table: inherited object properties must not leak through.
    ["toString", "CLOSED"],
    ["constructor", "CLOSED"],
    ["__proto__", "CLOSED"],
  ])("code %j reads as %s (K/J/G/undefined closed)", (code, phase) => {
    expect(phaseOfSessionCode(code)).toBe(phase);
  });

  it.each(TRADING_PHASES.map((phase) => [phase]))(
    "phase %s survives code round trip up to its family",
    (phase) => {
      const back = phaseOfSessionCode(sessionCodeOfPhase(phase));
      expect(sessionCodeOfPhase(back)).toBe(sessionCodeOfPhase(phase));
    },
  );

  it.each<[string | undefined, Language, string]>([
    ["P", "en", "ATO session"],
    ["O", "en", "Continuous trading"],
    ["I", "en", "Intermission"],
    ["A", "en", "ATC session"],
    ["C", "en", "Put-through"],
    ["K", "en", "Closed"],
    ["G", "vi", "Đóng cửa"],
    [undefined, "vi", "Đóng cửa"],
    ["Z", "en", "Closed"],
    ["O", "vi", "Khớp lệnh liên tục"],
    ["I", "vi", "Nghỉ giữa phiên"],
  ])("label of %j in %s is %j", (code, language, label) => {
    expect(sessionStatusLabel(code, language)).toBe(label);
  });

  it("isSessionCode accepts exactly the spec's eight codes", () => {
    expect(SESSION_CODES.every(isSessionCode)).toBe(true);
    expect(["F", "H", "R", "N", "p", ""].some(isSessionCode)).toBe(false);
  });
});
