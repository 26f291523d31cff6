import { describe, expect, it } from "vitest";
import { tileCaptions } from "./tile-captions";

describe("tileCaptions (an index tile's volume and value in the language's number style)", () => {
  it.each([
    [68_771_234, 2_271_456_000_000, "vi", "68.77", "2,271"],
    [68_771_234, 2_271_456_000_000, "en", "68.77", "2,271"],
    [1_234_567_890, 12_345_678_901_234, "vi", "1,234.57", "12,346"],
    [1_234_567_890, 12_345_678_901_234, "en", "1,234.57", "12,346"],
    [0, 0, "vi", "0.00", "0"],
    [5_000, 499_999_999, "en", "0.01", "0"],
    [5_000, 500_000_000, "vi", "0.01", "1"],
  ] as const)("vol %d, value %d in %s", (vol, value, language, volumeMillions, valueBillions) => {
    expect(tileCaptions({ vol, value }, language)).toEqual({ volumeMillions, valueBillions });
  });
});
