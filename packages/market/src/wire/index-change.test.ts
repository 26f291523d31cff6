import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packIndexChange, unpackIndexChange, type IndexChange } from "./index-change";

describe("index `ot` 'change|percent|value|up|down|equal' (price-board §3 Index)", () => {
  const sample: IndexChange = {
    change: -567,
    percent: -0.45,
    value: 12_000_000_000,
    up: 210,
    down: 150,
    equal: 80,
  };

  it("packs and unpacks", () => {
    expect(packIndexChange(sample)).toBe("-567|-0.45|12000000000|210|150|80");
    expect(unpackIndexChange("-567|-0.45|12000000000|210|150|80")).toEqual(sample);
  });

  it("writes the percent with at most two decimals and no negative zero", () => {
    expect(packIndexChange({ ...sample, percent: 1.2345 })).toContain("|1.23|");
    expect(packIndexChange({ ...sample, percent: -0.001 })).toContain("|0|");
  });

  it.each(["", "1|2|3|4|5", "1|2|3|4|5|6|7", "1.5|2|3|4|5|6", "1|x|3|4|5|6", "1|2|-3|4|5|6", "1|2|3|4|5|"])(
    "refuses %j",
    (text) => {
      expect(unpackIndexChange(text)).toBeNull();
    },
  );

  it("throws on fractional or negative counts", () => {
    expect(() => packIndexChange({ ...sample, up: -1 })).toThrow(RangeError);
    expect(() => packIndexChange({ ...sample, change: 1.5 })).toThrow(RangeError);
    expect(() => packIndexChange({ ...sample, percent: Number.NaN })).toThrow(RangeError);
  });

  it("round-trips any change with a two-decimal percent", () => {
    const change = fc.record({
      change: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      percent: fc.integer({ min: -10_000, max: 10_000 }).map((hundredths) => hundredths / 100),
      value: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
      up: fc.nat({ max: 2_000 }),
      down: fc.nat({ max: 2_000 }),
      equal: fc.nat({ max: 2_000 }),
    });
    fc.assert(
      fc.property(change, (value) => {
        expect(unpackIndexChange(packIndexChange(value))).toEqual({ ...value, percent: value.percent || 0 });
      }),
    );
  });
});
