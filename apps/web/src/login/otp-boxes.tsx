/**
 * Six single-digit boxes (accounts-session §2, §5): a digit fills its box and moves on, Backspace
 * on an empty box goes back and clears, a paste of the code fills them all, Enter confirms. The
 * rules are the market package's pure transitions (otp-boxes.ts); this view only renders them
 * and moves the focus.
 */
import "./login.lazy.i18n";
import { applyOtpKey, applyOtpPaste, OTP_LENGTH, type OtpInputState } from "@bangia/market";
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

export interface OtpBoxesProps {
  readonly value: OtpInputState;
  readonly onChange: (next: OtpInputState) => void;
  readonly onEnter: () => void;
  readonly disabled?: boolean;
}

const INDEXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

export function OtpBoxes({ value, onChange, onEnter, disabled = false }: OtpBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    boxes.current[value.focus]?.focus();
  }, [value]);

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onEnter();
      return;
    }
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      const to = Math.min(Math.max(index + (event.key === "ArrowLeft" ? -1 : 1), 0), OTP_LENGTH - 1);
      onChange({ boxes: value.boxes, focus: to });
      return;
    }
    if (event.key === "Backspace" || /^[0-9]$/.test(event.key)) {
      event.preventDefault();
      onChange(applyOtpKey(value.boxes, index, event.key));
      return;
    }
    // Other printable keys never reach a box; Tab and shortcuts keep their default.
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) event.preventDefault();
  };

  // Keyboards that send no key (some mobile ones) and autofill arrive as input.
  const input = (index: number) => (text: string) => {
    const pasted = text.length > 1 ? applyOtpPaste(text) : null;
    if (pasted !== null) onChange(pasted);
    else if (/^[0-9]$/.test(text)) onChange(applyOtpKey(value.boxes, index, text));
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = applyOtpPaste(event.clipboardData.getData("text"));
    if (next !== null) onChange(next);
  };

  return (
    <div className="otp-boxes" role="group" aria-label={t("login.otp.boxes")}>
      {INDEXES.map((index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-box"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={t("login.otp.box", { n: index + 1 })}
          value={value.boxes[index] ?? ""}
          disabled={disabled}
          onKeyDown={keyDown(index)}
          onChange={(event) => input(index)(event.target.value.replace(value.boxes[index] ?? "", ""))}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
          data-testid={`otp-box-${index}`}
        />
      ))}
    </div>
  );
}
