/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { HistoryFeedAnswers } from "./history";

describe("history-feed answers (price-board §7 History feed)", () => {
  it("reads trailing ratios as data.data[0] and industry symbols as data", () => {
    expectTypeOf<NonNullable<HistoryFeedAnswers["trailingRatios"]["data"]["data"][0]>>().toHaveProperty(
      "RTQ25",
    );
    expectTypeOf<HistoryFeedAnswers["dailyRatios"]["data"]["data"]>().toHaveProperty("RTD25");
    expectTypeOf<HistoryFeedAnswers["industrySymbols"]["data"]>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<HistoryFeedAnswers["industries"]["data"][number]>().toEqualTypeOf<{
      readonly IcbCode: string;
      readonly IcbName: string;
      readonly IcbNameEn: string;
    }>();
  });

  it("carries the spec's statistics and proprietary fields", () => {
    expectTypeOf<HistoryFeedAnswers["topForeign"]["data"][number]>().toExtend<{
      sym: string;
      fBVol: number;
      fSVolume: number;
      lastPrice: number;
    }>();
    expectTypeOf<HistoryFeedAnswers["foreignNet"]["data"][number]>().toExtend<{
      index: string;
      vol: number;
      val: number;
    }>();
    expectTypeOf<HistoryFeedAnswers["foreignSummary"]["data"]>().toExtend<{
      fBVol: number;
      fSVol: number;
      fBVal: number;
      fSVal: number;
    }>();
    expectTypeOf<HistoryFeedAnswers["proprietaryHistory"]["data"][number]>().toHaveProperty("TSellVal");
    expectTypeOf<HistoryFeedAnswers["indexList"]["data"][number]>().toHaveProperty("cIndex");
    expectTypeOf<HistoryFeedAnswers["financeData"]["data"]["yearly"]["ratios"][number]>().toHaveProperty(
      "Value4",
    );
  });
});
