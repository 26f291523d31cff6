/**
 * Type-level rules: `npm run typecheck` compiles this file and Vitest never runs it, so a rule
 * that stops holding fails the compile.
 */
import { describe, expectTypeOf, it } from "vitest";
import type {
  BondDetail,
  DataFeedAnswers,
  DerivativeRow,
  MatchHistoryPage,
  OddLotRow,
  StockDictionaryEntry,
  StockQuote,
} from "./datafeed";

describe("data-feed answers (price-board §3, §7)", () => {
  it("answers each path with the spec's shapes", () => {
    expectTypeOf<DataFeedAnswers["getlistallstock"]>().toEqualTypeOf<readonly StockDictionaryEntry[]>();
    expectTypeOf<DataFeedAnswers["getliststockdata"]>().toEqualTypeOf<readonly StockQuote[]>();
    expectTypeOf<DataFeedAnswers["getps10pricesnapshot"]["ndata"][number]>().toEqualTypeOf<{
      readonly price: number;
      readonly vol: number;
    }>();
    expectTypeOf<DataFeedAnswers["gettimedifference"]>().toEqualTypeOf<{ readonly srv_time: number }>();
    expectTypeOf<DataFeedAnswers["getfsbdata"]["calFSP"]>().toEqualTypeOf<number | null>();
    expectTypeOf<DataFeedAnswers["listvn30"]>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<DataFeedAnswers["getliststocktrade_cs"]>().toEqualTypeOf<MatchHistoryPage>();
    expectTypeOf<DataFeedAnswers["getlistetfdata"][number]>().toEqualTypeOf<{
      readonly sym: string;
      readonly inav: number;
      readonly index: number;
    }>();
    expectTypeOf<DataFeedAnswers["getTopNews"][number]>().toExtend<{
      rf: string;
      tl: string;
      tl_en: string;
      tm: string;
      sc: string;
    }>();
    expectTypeOf<DataFeedAnswers["aggregate/pt/snapshot/markets"][number]>().toHaveProperty("value");
    expectTypeOf<DataFeedAnswers["aggregate/pt/snapshot/markets"][number]>().toHaveProperty("volume");
  });

  it("gives derivative, odd-lot and bond rows their fields", () => {
    expectTypeOf<DerivativeRow>().toHaveProperty("oi").toEqualTypeOf<number>();
    expectTypeOf<DerivativeRow>().toHaveProperty("lv").toEqualTypeOf<number>();
    expectTypeOf<OddLotRow>().toHaveProperty("sv3").toEqualTypeOf<number>();
    expectTypeOf<BondDetail>().toHaveProperty("interestPeriodUnit").toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<BondDetail>().toHaveProperty("PtTotalTradedValue").toEqualTypeOf<number>();
    expectTypeOf<BondDetail>().toHaveProperty("ptBestOfferQtty").toEqualTypeOf<number>();
  });
});
