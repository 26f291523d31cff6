/**
 * The six-box OTP input as pure state transitions (accounts-session §2, §5): each box takes one
 * digit, focus advances, Backspace goes back, a paste fills the boxes. The view renders `boxes`
 * and moves the caret to `focus`; it never edits boxes itself.
 */
import { OTP_LENGTH } from "./validate-otp";

export interface OtpInputState {
  /** Exactly OTP_LENGTH cells, each one digit or "". */
  readonly boxes: readonly string[];
  /** Index of the box to focus next. */
  readonly focus: number;
}

const LAST_BOX = OTP_LENGTH - 1;
const DIGIT = /^[0-9]$/;

export const EMPTY_OTP_INPUT: OtpInputState = Object.freeze({
  boxes: Object.freeze(Array.from({ length: OTP_LENGTH }, () => "")),
  focus: 0,
});

function isDigit(cell: string | undefined): cell is string {
  return cell !== undefined && DIGIT.test(cell);
}

// Callers hand in whatever the view holds; repair it rather than throw inside a key handler.
function normaliseBoxes(boxes: readonly string[]): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const cell = boxes[i];
    return isDigit(cell) ? cell : "";
  });
}

function clampIndex(index: number): number {
  return Number.isFinite(index) ? Math.min(Math.max(Math.trunc(index), 0), LAST_BOX) : 0;
}

/**
 * The state after `key` is pressed in box `index`.
 *
 * - A digit fills (or replaces) the box and focus moves to the next box; the last box keeps it.
 * - Backspace deletes one digit and focus goes back one box: the focused box's digit when it
 *   holds one, else the previous box's (so a press on an empty box still deletes something).
 * - Any other key changes nothing.
 *
 * @example
 * applyOtpKey(["1", "", "", "", "", ""], 1, "2");
 * // → { boxes: ["1", "2", "", "", "", ""], focus: 2 }
 * applyOtpKey(["1", "2", "", "", "", ""], 2, "Backspace");
 * // → { boxes: ["1", "", "", "", "", ""], focus: 1 }
 */
export function applyOtpKey(boxes: readonly string[], index: number, key: string): OtpInputState {
  const cells = normaliseBoxes(boxes);
  const at = clampIndex(index);
  if (DIGIT.test(key)) {
    cells[at] = key;
    return { boxes: cells, focus: Math.min(at + 1, LAST_BOX) };
  }
  if (key === "Backspace") {
    const target = cells[at] !== "" ? at : at - 1;
    if (target >= 0) cells[target] = "";
    return { boxes: cells, focus: Math.max(at - 1, 0) };
  }
  return { boxes: cells, focus: at };
}

// A pasted SMS often carries other numbers (dates, minutes); a standalone six-digit run is the code.
const STANDALONE_CODE = new RegExp(`(?<![0-9])[0-9]{${OTP_LENGTH}}(?![0-9])`);

/**
 * The state after pasting `text`: the code fills the boxes from the first one. The code is a
 * standalone run of six digits when the text has one, else its first six digits. Focus goes to
 * the first empty box, or the last box when all are filled. Null when the text holds no digit:
 * the paste is ignored and the boxes stay as they were.
 *
 * @example
 * applyOtpPaste("Ma OTP 123456, het han sau 60 giay");
 * // → { boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 }
 * applyOtpPaste("12-3"); // → { boxes: ["1", "2", "3", "", "", ""], focus: 3 }
 * applyOtpPaste("abc");  // → null
 */
export function applyOtpPaste(text: string): OtpInputState | null {
  const digits = STANDALONE_CODE.exec(text)?.[0] ?? text.replace(/[^0-9]/g, "").slice(0, OTP_LENGTH);
  if (digits === "") return null;
  const boxes = normaliseBoxes([...digits]);
  return { boxes, focus: Math.min(digits.length, LAST_BOX) };
}

/**
 * The code the boxes spell, to hand to `validateOtp`.
 *
 * @example
 * otpFromBoxes(["1", "2", "3", "4", "5", "6"]); // → "123456"
 */
export function otpFromBoxes(boxes: readonly string[]): string {
  return normaliseBoxes(boxes).join("");
}
