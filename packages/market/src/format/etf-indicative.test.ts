import { describe, expect, it } from "vitest";
import { formatEtfIndicative } from "./etf-indicative";

describe("formatEtfIndicative", () => {
  it.each<[number | string | null | undefined, string]>([
    [17_523.456, "17.52"],
    [17_525, "17.53"],
    [17_524.5, "17.52"],
    [17_520, "17.52"],
    ["1234567.8", "1,234.57"],
    [null, ""],
    [undefined, ""],
    [Number.NaN, ""],
  ])(
    "price-board §5: ETF iNav and index are divided by 1000 and rounded to 2 decimals: %s → %s",
    (value, expected) => {
      expect(formatEtfIndicative(value)).toBe(expected);
    },
  );
});
