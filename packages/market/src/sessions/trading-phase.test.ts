import { describe, expect, it } from "vitest";
import {
  isCallAuctionPhase,
  isMarketClosedPhase,
  isPostClosePhase,
  TRADING_PHASES,
  type TradingPhase,
} from "./trading-phase";

describe("trading phases (market-rules §2)", () => {
  it.each<[TradingPhase, boolean, boolean, boolean]>([
    ["PRE_OPEN", false, false, true],
    ["OPENING_CALL", true, false, false],
    ["CONTINUOUS", false, false, false],
    ["LUNCH", false, false, false],
    ["CLOSING_CALL", true, false, false],
    ["PUT_THROUGH_ONLY", false, false, false],
    ["POST_CLOSE_COLLECTION", false, true, false],
    ["POST_CLOSE_MATCHING", false, true, false],
    ["CLOSED", false, false, true],
  ])("%s: call auction %s, post-close %s, market closed %s", (phase, call, postClose, closed) => {
    expect(isCallAuctionPhase(phase)).toBe(call);
    expect(isPostClosePhase(phase)).toBe(postClose);
    expect(isMarketClosedPhase(phase)).toBe(closed);
  });

  it("lists every phase once", () => {
    expect(new Set(TRADING_PHASES).size).toBe(TRADING_PHASES.length);
    expect(TRADING_PHASES).toHaveLength(9);
  });
});
