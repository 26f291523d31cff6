import { describe, expect, expectTypeOf, it } from "vitest";
import { UDF_RESOLUTIONS, type UdfAnswers, type UdfHistory } from "./tradingview-udf";

describe("TradingView UDF answers (price-board §2 chart tab)", () => {
  it("narrows /history by status", () => {
    const bars = (history: UdfHistory): number => {
      switch (history.s) {
        case "ok":
          return history.c.length;
        case "no_data":
          return history.nextTime ?? 0;
        case "error":
          return history.errmsg.length;
      }
    };
    expect(bars({ s: "ok", t: [1], o: [25.5], h: [25.6], l: [25.4], c: [25.55], v: [1000] })).toBe(1);
    expect(bars({ s: "no_data" })).toBe(0);
    expectTypeOf<UdfHistory["s"]>().toEqualTypeOf<"ok" | "no_data" | "error">();
    // @ts-expect-error an error answer says why
    const error: UdfHistory = { s: "error" };
    expect(error.s).toBe("error");
  });

  it("serves day, week and month bars and intraday minutes", () => {
    expect(UDF_RESOLUTIONS).toContain("1");
    expect(UDF_RESOLUTIONS).toContain("1D");
    expectTypeOf<UdfAnswers["search"][number]>().toHaveProperty("full_name");
  });
});
