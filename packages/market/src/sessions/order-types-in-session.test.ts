import { describe, expect, it } from "vitest";
import type { Exchange } from "../instruments/exchange";
import { allowedPriceKeywords, PRICE_KEYWORDS, type PriceType } from "../price-keywords";
import {
  acceptedOrderTypes,
  checkOrderTypeInSession,
  venueOrderTypes,
  type OrderBoard,
} from "./order-types-in-session";
import { SESSION_VENUES, type SessionVenue } from "./session-venue";
import { TRADING_PHASES, type TradingPhase } from "./trading-phase";

const PRICE_TYPES: readonly PriceType[] = ["LO", ...PRICE_KEYWORDS];

describe("order types each phase accepts (market-rules §2 tables, §5, §6)", () => {
  it.each<[SessionVenue, TradingPhase, PriceType[], PriceType[]]>([
    ["HOSE", "OPENING_CALL", ["LO", "ATO"], ["LO"]],
    ["HOSE", "CONTINUOUS", ["LO", "MTL"], ["LO"]],
    ["HOSE", "CLOSING_CALL", ["LO", "ATC"], ["LO"]],
    ["HOSE", "LUNCH", [], []],
    ["HOSE", "PUT_THROUGH_ONLY", [], []],
    ["HNX", "CONTINUOUS", ["LO", "MTL", "MOK", "MAK"], ["LO"]],
    ["HNX", "CLOSING_CALL", ["LO", "ATC"], ["LO"]],
    ["HNX", "POST_CLOSE_COLLECTION", ["PLO"], []],
    ["HNX", "POST_CLOSE_MATCHING", ["PLO"], []],
    ["UPCOM", "CONTINUOUS", ["LO"], ["LO"]],
    ["DERIVATIVES", "OPENING_CALL", ["LO", "ATO"], []],
    ["DERIVATIVES", "CONTINUOUS", ["LO", "MTL", "MOK", "MAK"], []],
    ["DERIVATIVES", "CLOSING_CALL", ["LO", "ATC"], []],
    ["PRIVATE_BONDS", "PUT_THROUGH_ONLY", [], []],
    ["LISTED_BONDS", "CONTINUOUS", ["LO"], []],
    ["LISTED_BONDS", "CLOSING_CALL", ["LO"], []],
    ["LISTED_BONDS", "PUT_THROUGH_ONLY", [], []],
    ["GOVERNMENT_BONDS", "PUT_THROUGH_ONLY", [], []],
  ])("%s %s: board lot %j, odd lot %j", (venue, phase, lot, odd) => {
    expect(acceptedOrderTypes(venue, phase, "lot")).toEqual(lot);
    expect(acceptedOrderTypes(venue, phase, "odd")).toEqual(odd);
  });

  it.each<Exchange>(["HOSE", "HNX", "UPCOM", "DERIVATIVES"])(
    "%s: the keywords of the day agree with the order form's normal keyword list (order-entry §5)",
    (exchange) => {
      const keywords = venueOrderTypes(exchange, "lot").filter((type) => type !== "LO");
      expect([...keywords].sort()).toEqual([...allowedPriceKeywords(exchange, "normal")].sort());
    },
  );

  it.each(SESSION_VENUES.map((venue) => [venue]))(
    "%s: nothing is accepted before the open, at lunch or after the close",
    (venue) => {
      for (const phase of ["PRE_OPEN", "LUNCH", "CLOSED"] as const)
        for (const board of ["lot", "odd"] as const)
          expect(acceptedOrderTypes(venue, phase, board)).toEqual([]);
    },
  );

  it("checkOrderTypeInSession returns null exactly where the table accepts", () => {
    for (const venue of SESSION_VENUES)
      for (const phase of TRADING_PHASES)
        for (const board of ["lot", "odd"] as const)
          for (const type of PRICE_TYPES)
            expect(
              checkOrderTypeInSession(venue, phase, type, board) === null,
              `${venue} ${phase} ${board} ${type}`,
            ).toBe(acceptedOrderTypes(venue, phase, board).includes(type));
  });
});

describe("session result codes (order-entry §8)", () => {
  it.each<[string, SessionVenue, TradingPhase, PriceType, OrderBoard, string | null]>([
    ["HOSE LO in continuous is accepted", "HOSE", "CONTINUOUS", "LO", "lot", null],
    ["HOSE odd-lot LO joins the ATO (new with KRX)", "HOSE", "OPENING_CALL", "LO", "odd", null],
    ["HNX odd-lot LO joins the ATC (new with KRX)", "HNX", "CLOSING_CALL", "LO", "odd", null],
    ["HNX PLO during post-close matching", "HNX", "POST_CLOSE_MATCHING", "PLO", "lot", null],
    ["derivatives ATO in the 08:45 call", "DERIVATIVES", "OPENING_CALL", "ATO", "lot", null],
    ["96022 market closed before the open", "HOSE", "PRE_OPEN", "LO", "lot", "96022"],
    ["96022 market closed after the close", "UPCOM", "CLOSED", "LO", "odd", "96022"],
    ["96022 wins over a type the venue lacks", "UPCOM", "CLOSED", "ATO", "lot", "96022"],
    ["40041 ATO only in the ATO session (HOSE continuous)", "HOSE", "CONTINUOUS", "ATO", "lot", "40041"],
    ["40041 ATO in the derivatives ATC", "DERIVATIVES", "CLOSING_CALL", "ATO", "lot", "40041"],
    ["40042 ATC not allowed now (HOSE ATO call)", "HOSE", "OPENING_CALL", "ATC", "lot", "40042"],
    ["40042 ATC not allowed in HNX continuous", "HNX", "CONTINUOUS", "ATC", "lot", "40042"],
    ["40042 ATC not allowed in HNX post-close", "HNX", "POST_CLOSE_COLLECTION", "ATC", "lot", "40042"],
    ["40043 MTL only in continuous (HOSE ATO call)", "HOSE", "OPENING_CALL", "MTL", "lot", "40043"],
    ["40043 MOK only in continuous (HNX ATC)", "HNX", "CLOSING_CALL", "MOK", "lot", "40043"],
    ["40043 MAK only in continuous (derivatives ATO)", "DERIVATIVES", "OPENING_CALL", "MAK", "lot", "40043"],
    ["40047 HOSE never takes MOK", "HOSE", "CONTINUOUS", "MOK", "lot", "40047"],
    ["40047 HOSE has no PLO", "HOSE", "CLOSING_CALL", "PLO", "lot", "40047"],
    ["40047 HNX has no ATO", "HNX", "CONTINUOUS", "ATO", "lot", "40047"],
    ["40047 UPCOM takes LO only", "UPCOM", "CONTINUOUS", "MTL", "lot", "40047"],
    ["40047 MP was removed on 5 May 2025", "HOSE", "CONTINUOUS", "MP", "lot", "40047"],
    ["40047 private bonds take no matched orders", "PRIVATE_BONDS", "PUT_THROUGH_ONLY", "LO", "lot", "40047"],
    ["40048 odd lots take LO only (HOSE MTL)", "HOSE", "CONTINUOUS", "MTL", "odd", "40048"],
    ["40048 odd lots take LO only (HNX PLO)", "HNX", "POST_CLOSE_COLLECTION", "PLO", "odd", "40048"],
    ["40048 derivatives have no odd-lot board", "DERIVATIVES", "CONTINUOUS", "LO", "odd", "40048"],
    ["40049 PLO outside post-close", "HNX", "CONTINUOUS", "PLO", "lot", "40049"],
    ["40049 LO during HNX post-close", "HNX", "POST_CLOSE_COLLECTION", "LO", "lot", "40049"],
    ["40049 odd-lot LO during HNX post-close", "HNX", "POST_CLOSE_MATCHING", "LO", "odd", "40049"],
    ["96024 nothing during lunch", "HOSE", "LUNCH", "LO", "lot", "96024"],
    ["96024 ATO during lunch: the phase rule comes first", "DERIVATIVES", "LUNCH", "ATO", "lot", "96024"],
    ["96024 HOSE 14:45–15:00 is put-through only", "HOSE", "PUT_THROUGH_ONLY", "LO", "lot", "96024"],
    ["96024 HOSE odd lot in put-through only", "HOSE", "PUT_THROUGH_ONLY", "LO", "odd", "96024"],
    ["HNX listed bonds: LO in the closing call", "LISTED_BONDS", "CLOSING_CALL", "LO", "lot", null],
    ["40047 HNX listed bonds have no ATC", "LISTED_BONDS", "CLOSING_CALL", "ATC", "lot", "40047"],
    ["40047 HNX listed bonds take no MTL", "LISTED_BONDS", "CONTINUOUS", "MTL", "lot", "40047"],
    ["40048 HNX listed bonds have no odd-lot board", "LISTED_BONDS", "CONTINUOUS", "LO", "odd", "40048"],
    [
      "96024 HNX listed bonds 14:45–15:00 is put-through only",
      "LISTED_BONDS",
      "PUT_THROUGH_ONLY",
      "LO",
      "lot",
      "96024",
    ],
    [
      "40047 government bonds take no matched orders",
      "GOVERNMENT_BONDS",
      "PUT_THROUGH_ONLY",
      "LO",
      "lot",
      "40047",
    ],
  ])("%s", (_rule, venue, phase, type, board, expected) => {
    expect(checkOrderTypeInSession(venue, phase, type, board)).toBe(expected);
  });
});
