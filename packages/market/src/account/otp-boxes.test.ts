import { describe, expect, it } from "vitest";
import { applyOtpKey, applyOtpPaste, EMPTY_OTP_INPUT, otpFromBoxes } from "./otp-boxes";

/** Six boxes from a picture of them: a digit per box, "." or nothing for an empty box. */
const boxes = (picture: string): string[] =>
  Array.from({ length: 6 }, (_, i) => (picture[i] === "." ? "" : (picture[i] ?? "")));

describe("applyOtpKey (accounts-session §5: each box takes one digit; focus advances; Backspace goes back)", () => {
  it.each([
    { rule: "a digit fills the box and focus advances", code: "", index: 0, key: "7", after: "7", focus: 1 },
    { rule: "a digit replaces the box's digit", code: "12", index: 1, key: "9", after: "19", focus: 2 },
    { rule: "the last box keeps focus", code: "12345", index: 5, key: "6", after: "123456", focus: 5 },
    {
      rule: "Backspace on a filled box clears it and goes back",
      code: "123456",
      index: 5,
      key: "Backspace",
      after: "12345",
      focus: 4,
    },
    {
      rule: "Backspace on an empty box clears the previous one",
      code: "12",
      index: 2,
      key: "Backspace",
      after: "1",
      focus: 1,
    },
    {
      rule: "Backspace on the first box stays there",
      code: "1",
      index: 0,
      key: "Backspace",
      after: "",
      focus: 0,
    },
    {
      rule: "Backspace on an empty first box changes nothing",
      code: "",
      index: 0,
      key: "Backspace",
      after: "",
      focus: 0,
    },
    { rule: "a letter is ignored", code: "1", index: 1, key: "a", after: "1", focus: 1 },
    { rule: "other keys are ignored", code: "1", index: 1, key: "Tab", after: "1", focus: 1 },
    { rule: "an index past the end is clamped", code: "", index: 9, key: "3", after: ".....3", focus: 5 },
    { rule: "a negative index is clamped", code: "", index: -2, key: "3", after: "3", focus: 1 },
  ])("$rule", ({ code, index, key, after, focus }) => {
    expect(applyOtpKey(boxes(code), index, key)).toEqual({ boxes: boxes(after), focus });
  });

  it.each([
    { rule: "short input is padded to six boxes", input: ["1"] },
    { rule: "junk cells are cleared", input: ["1", "x", "22", "", "", "", "9"] },
  ])("$rule", ({ input }) => {
    const state = applyOtpKey(input, 1, "Tab");
    expect(state.boxes).toHaveLength(6);
    expect(state.boxes.every((cell) => /^[0-9]?$/.test(cell))).toBe(true);
  });

  it("does not mutate its input", () => {
    const input = boxes("12");
    applyOtpKey(input, 2, "3");
    expect(input).toEqual(boxes("12"));
  });
});

describe("applyOtpPaste (paste fills)", () => {
  it.each([
    { rule: "six digits fill every box, focus on the last", text: "123456", code: "123456", focus: 5 },
    { rule: "separators are skipped", text: "12-3 45", code: "12345", focus: 5 },
    { rule: "a short code focuses the first empty box", text: "12", code: "12", focus: 2 },
    { rule: "extra digits are cut to six", text: "12345678", code: "123456", focus: 5 },
    {
      rule: "a standalone six-digit run wins",
      text: "Ngay 10/03: OTP 654321 het han sau 60 giay",
      code: "654321",
      focus: 5,
    },
  ])("$rule", ({ text, code, focus }) => {
    expect(applyOtpPaste(text)).toEqual({ boxes: boxes(code), focus });
  });

  it.each([
    { rule: "no digit → paste ignored", text: "abc" },
    { rule: "empty paste → ignored", text: "" },
  ])("$rule", ({ text }) => {
    expect(applyOtpPaste(text)).toBeNull();
  });
});

describe("otpFromBoxes", () => {
  it.each([
    { rule: "full boxes spell the code", cells: boxes("123456"), code: "123456" },
    { rule: "empty boxes spell nothing", cells: [...EMPTY_OTP_INPUT.boxes], code: "" },
    {
      rule: "a gap shortens the code (validateOtp refuses it)",
      cells: ["1", "", "3", "4", "5", "6"],
      code: "13456",
    },
  ])("$rule", ({ cells, code }) => {
    expect(otpFromBoxes(cells)).toBe(code);
  });

  it("the empty input has six empty boxes focused on the first", () => {
    expect(EMPTY_OTP_INPUT).toEqual({ boxes: ["", "", "", "", "", ""], focus: 0 });
  });
});
