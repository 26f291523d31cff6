import { describe, expect, it } from "vitest";
import type { PriceType } from "../price-keywords";
import { checkAmendInSession, checkCancelInSession } from "./amend-cancel-in-session";
import type { SessionVenue } from "./session-venue";
import type { TradingPhase } from "./trading-phase";

describe("amend and cancel by session (market-rules §6 Amend/cancel (KRX))", () => {
  it.each<[string, SessionVenue, TradingPhase, PriceType, string | null]>([
    ["allowed in HOSE continuous", "HOSE", "CONTINUOUS", "LO", null],
    ["allowed in HNX continuous", "HNX", "CONTINUOUS", "LO", null],
    ["allowed in UPCOM continuous", "UPCOM", "CONTINUOUS", "LO", null],
    ["allowed in derivatives continuous", "DERIVATIVES", "CONTINUOUS", "LO", null],
    ["not during the HOSE ATO call", "HOSE", "OPENING_CALL", "LO", "96024"],
    ["not during the HOSE ATC call", "HOSE", "CLOSING_CALL", "ATC", "96024"],
    ["not during the HNX ATC call", "HNX", "CLOSING_CALL", "LO", "96024"],
    ["not during the derivatives ATO call", "DERIVATIVES", "OPENING_CALL", "ATO", "96024"],
    ["not during the derivatives ATC call", "DERIVATIVES", "CLOSING_CALL", "LO", "96024"],
    ["never for PLO (collection)", "HNX", "POST_CLOSE_COLLECTION", "PLO", "96024"],
    ["never for PLO (matching)", "HNX", "POST_CLOSE_MATCHING", "PLO", "96024"],
    ["never for PLO, even in continuous", "HNX", "CONTINUOUS", "PLO", "96024"],
    ["nothing during lunch", "HOSE", "LUNCH", "LO", "96024"],
    ["not in HOSE put-through-only time", "HOSE", "PUT_THROUGH_ONLY", "LO", "96024"],
    ["private bonds have no order book to amend", "PRIVATE_BONDS", "PUT_THROUGH_ONLY", "LO", "96024"],
    ["government bonds have no order book to amend", "GOVERNMENT_BONDS", "PUT_THROUGH_ONLY", "LO", "96024"],
    ["allowed in HNX listed-bond continuous", "LISTED_BONDS", "CONTINUOUS", "LO", null],
    ["not during the HNX listed-bond closing call", "LISTED_BONDS", "CLOSING_CALL", "LO", "96024"],
    ["market closed before the open", "HOSE", "PRE_OPEN", "LO", "96022"],
    ["market closed after the close", "DERIVATIVES", "CLOSED", "LO", "96022"],
  ])("%s", (_rule, venue, phase, type, expected) => {
    expect(checkAmendInSession(venue, phase, type)).toBe(expected);
    expect(checkCancelInSession(venue, phase, type)).toBe(expected);
  });
});
